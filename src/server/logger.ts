/**
 * Structured one-line JSON logs. Callers pass only fields that are safe to keep: never a token,
 * password, key, request body or uploaded media (the product rule).
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
type Fields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  debug(message: string, fields?: Fields): void;
  info(message: string, fields?: Fields): void;
  warn(message: string, fields?: Fields): void;
  error(message: string, fields?: Fields): void;
}

const ORDER: Record<LogLevel | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export function createLogger(level: LogLevel | 'silent', write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): Logger {
  const log = (at: LogLevel) => (message: string, fields?: Fields) => {
    if (ORDER[at] < ORDER[level]) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: at, message, ...fields }));
  };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

export const silentLogger: Logger = createLogger('silent');

/** The name and message of an error, without its other properties (provider errors carry request bodies). */
export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, 500);
  return typeof error === 'string' ? error.slice(0, 500) : 'unknown error';
}
