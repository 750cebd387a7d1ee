import type { MiddlewareHandler } from 'hono';

/**
 * Headers on every answer (issue 2): a CSP without inline script (the page gets its settings
 * from meta tags, not a script), no MIME sniffing, no framing, a strict referrer policy.
 * Inline styles stay allowed: React's `style` props and Radix positioning use them.
 */
export function contentSecurityPolicy(apiOrigins: string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' data: blob:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...apiOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Our own pages call only their own origin; a static host serving the app for an API elsewhere adds that API's origin. */
const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

const SECURITY_HEADERS: [string, string][] = [
  ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
];

/**
 * Set before the route runs, so they go into the answer as it is built: set on a finished
 * answer, each header made Hono rebuild the response and @hono/node-server send it as a stream
 * (a profile put that at ~8 % of a saved-posts list; see src/server/http/request-log.ts).
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  for (const [name, value] of SECURITY_HEADERS) c.header(name, value);
  await next();
  // An answer built by hand (not through `c`) does not carry headers set beforehand.
  if (!c.res.headers.has('X-Content-Type-Options')) for (const [name, value] of SECURITY_HEADERS) c.header(name, value);
};
