import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';
import type { AppEnv } from './app-env';

/**
 * A request id on every answer and one log line per request: method, path (never the query
 * string, which can carry OAuth codes), status and time.
 *
 * The header is set before the route runs, so it goes into the answer as it is built. Set after
 * `next()`, Hono rebuilds the finished response (once per header) and @hono/node-server then
 * sends it as a stream instead of a string: a profile of `GET /rest/v1/saved_posts` put that at
 * ~9 % of the server's time (bench/suites/saved-posts.ts).
 */
/** An id a proxy may hand on: short, and nothing a log reader could mistake for structure. */
const INCOMING_ID = /^[\w.:-]{1,128}$/;

/**
 * Behind a trusted proxy (TRUST_PROXY) the proxy's own `X-Request-Id` is kept, so one id follows
 * a request through the proxy's log and ours; otherwise every request gets a fresh one.
 */
export function requestLog(logger: Logger, options: { trustIncomingId?: boolean } = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = options.trustIncomingId ? c.req.header('x-request-id') : undefined;
    const requestId = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', requestId);
    c.header('X-Request-Id', requestId);
    const started = performance.now();
    await next();
    // An answer built by hand (not through `c`) does not carry headers set beforehand.
    if (!c.res.headers.has('X-Request-Id')) c.header('X-Request-Id', requestId);
    logger.info('request', {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}
