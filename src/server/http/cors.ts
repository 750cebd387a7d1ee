import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/**
 * CORS for the API surfaces (CORS_ORIGINS, issue 13): pages served from the listed origins (a
 * static host or CDN in front of the web app, another front end) may call the API. Unset, no
 * CORS header is sent and only same-origin pages can call it. Tokens travel in headers, never
 * cookies, so there is no credentials mode.
 */

/** What supabase-js sends: the preflight must allow each, or the browser never sends the call. */
export const SUPABASE_REQUEST_HEADERS = [
  'apikey',
  'authorization',
  'content-type',
  'x-client-info',
  'x-supabase-api-version',
  'accept-profile',
  'content-profile',
  'prefer',
  'range',
];

/** What supabase-js reads from an answer: counts from Content-Range, the auth API's version. */
export const SUPABASE_EXPOSED_HEADERS = ['content-range', 'x-supabase-api-version'];

export function createCors(allowedOrigins: string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  return cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: SUPABASE_REQUEST_HEADERS,
    exposeHeaders: SUPABASE_EXPOSED_HEADERS,
    credentials: false,
    maxAge: 600,
  });
}
