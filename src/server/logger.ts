import { createRequire } from 'node:module';
import { pino, type DestinationStream } from 'pino';

/**
 * Structured logs through pino: one JSON object a line (time, level, message, pid, hostname and
 * the fields), or with LOG_FORMAT=pretty a coloured line for a terminal. Callers pass only fields
 * that are safe to keep: never a token, password, key, request body or uploaded media (the
 * product rule); the redaction below is a second net for a field someone names carelessly.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFormat = 'json' | 'pretty';
type Fields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  debug(message: string, fields?: Fields): void;
  info(message: string, fields?: Fields): void;
  warn(message: string, fields?: Fields): void;
  error(message: string, fields?: Fields): void;
}

/** Field names whose value is replaced, wherever a caller puts them (top level: our fields are flat). */
export const REDACTED_FIELDS = [
  'password',
  'token',
  'accessToken',
  'access_token',
  'refreshToken',
  'refresh_token',
  'apikey',
  'apiKey',
  'authorization',
  'secret',
  'imageData',
  'code_verifier',
];

/**
 * `write` receives each line without its newline (tests collect them). Without it lines go to
 * stdout synchronously, so the last lines before process.exit are never lost.
 */
export function createLogger(level: LogLevel | 'silent', write?: (line: string) => void, format: LogFormat = 'json'): Logger {
  const destination: DestinationStream = write
    ? { write: (line: string) => write(line.endsWith('\n') ? line.slice(0, -1) : line) }
    : format === 'pretty'
      ? prettyStream()
      : pino.destination({ dest: 1, sync: true });
  const log = pino(
    {
      level,
      messageKey: 'message',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_FIELDS, censor: '[redacted]' },
    },
    destination,
  );
  const at = (method: LogLevel) => (message: string, fields?: Fields) => log[method](fields ?? {}, message);
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

/**
 * pino-pretty as a stream in this thread (no transport worker, which a bundled server could not
 * find), loaded only when asked for: a production server never reads it.
 */
function prettyStream(): DestinationStream {
  const require = createRequire(import.meta.url);
  const pretty = require('pino-pretty') as (options: Record<string, unknown>) => DestinationStream;
  return pretty({ colorize: process.stdout.isTTY, messageKey: 'message', translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', sync: true });
}

export const silentLogger: Logger = createLogger('silent', () => undefined);

/** The name and message of an error, without its other properties (provider errors carry request bodies). */
export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, 500);
  return typeof error === 'string' ? error.slice(0, 500) : 'unknown error';
}
