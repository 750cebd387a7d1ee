import type { Context } from 'hono';
import { describeError, type Logger } from '../logger';
import type { AppEnv } from './app-env';

/** nginx's "client closed request": nobody reads the answer, the status shows in the request log only. */
export const CLIENT_CLOSED_REQUEST = 499;

/** Logs a failure nobody planned for: the request id and the error's name and message, nothing else. */
export function logUnexpected(logger: Logger, c: Context<AppEnv>, error: unknown): void {
  logger.error('unexpected failure', {
    requestId: c.get('requestId'),
    method: c.req.method,
    path: c.req.path,
    error: describeError(error),
  });
}

/**
 * What every surface's onError does with an error it did not plan for. A client that hung up
 * mid-upload makes reading the body fail: that is not the server's failure, so it is logged at
 * info and recorded as 499 instead of an error line and a 500 that would hide real ones.
 */
export function answerUnexpected<E extends AppEnv>(logger: Logger, c: Context<E>, error: unknown, answer: () => Response): Response {
  const context = c as unknown as Context<AppEnv>;
  if (c.req.raw.signal.aborted) {
    logger.info('client closed the request', { requestId: context.get('requestId'), method: c.req.method, path: c.req.path });
    return c.body(null, CLIENT_CLOSED_REQUEST as never);
  }
  logUnexpected(logger, context, error);
  return answer();
}
