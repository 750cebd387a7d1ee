import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context, MiddlewareHandler } from 'hono';
import type { Config } from '../env';
import { forwardedOrigin } from './forwarded';

/**
 * The public origin of the request being answered, for what must name it without SITE_URL: the
 * issuer of the tokens it signs (and checks), Google sign-in's callback and redirects, the page's
 * API URL. With SITE_URL set that is always SITE_URL. Without it, the origin the client reached:
 * behind a proxy (TRUST_PROXY) the one the proxy reports, else the Host header.
 *
 * Kept in AsyncLocalStorage so the token signer, deep in the session code, reads the origin of
 * its own request without every call in between passing it on.
 */
const storage = new AsyncLocalStorage<string>();

export function requestOrigin(c: Context, trustProxy: boolean): string {
  return trustProxy ? forwardedOrigin(c.req.url, { get: (name) => c.req.header(name) }) : new URL(c.req.url).origin;
}

export function publicOriginScope(config: Config): MiddlewareHandler {
  if (config.siteUrlIsSet) return (_c, next) => next();
  return (c, next) => storage.run(requestOrigin(c, config.trustProxy), next);
}

/** The public origin of the current request; SITE_URL (or its localhost default) outside one. */
export function currentPublicOrigin(config: Pick<Config, 'siteUrl' | 'siteUrlIsSet'>): string {
  return config.siteUrlIsSet ? config.siteUrl : (storage.getStore() ?? config.siteUrl);
}
