import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The caller's IP for per-IP rate limits. X-Forwarded-For is believed only when the server is
 * configured to sit behind a proxy that sets it (TRUST_PROXY), otherwise anyone could pick a key.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (app.fetch in tests) have no socket.
    return 'local';
  }
}
