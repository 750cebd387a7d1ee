import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { parseForwarded } from './forwarded';

/**
 * The caller's IP for per-IP rate limits. X-Forwarded-For (or the standard Forwarded header's
 * `for=`) is believed only when the server is configured to sit behind a proxy that sets it
 * (TRUST_PROXY), otherwise anyone could pick a key.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = lastForwardedAddress(c.req.header('x-forwarded-for')) ?? parseForwarded(c.req.header('forwarded'))?.for;
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (app.fetch in tests) have no socket.
    return 'local';
  }
}

/**
 * The address our proxy appended: the last entry. Every earlier entry came from the client, which
 * can write anything there, so taking the first would let a caller pick a fresh rate-limit bucket
 * for every request.
 */
export function lastForwardedAddress(header: string | undefined): string | undefined {
  const last = header?.split(',').at(-1)?.trim();
  return last || undefined;
}
