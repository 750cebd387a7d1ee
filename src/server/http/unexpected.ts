import type { Context } from 'hono';
import { describeError, type Logger } from '../logger';
import type { AppEnv } from './app-env';

/** Logs a failure nobody planned for: the request id and the error's name and message, nothing else. */
export function logUnexpected(logger: Logger, c: Context<AppEnv>, error: unknown): void {
  logger.error('unexpected failure', {
    requestId: c.get('requestId'),
    method: c.req.method,
    path: c.req.path,
    error: describeError(error),
  });
}
