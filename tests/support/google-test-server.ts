import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { Clock } from '../../src/server/clock';
import type { Dialect } from '../../src/server/db/connect';
import type { OpenIdProvider } from './openid-provider';
import { startTestServer, type TestServer } from './test-server';

/** An app origin on the redirect allow-list (a dev server on another port), and one that is not. */
export const ALLOWED_APP_ORIGIN = 'http://localhost:5173';
export const FOREIGN_ORIGIN = 'http://attacker.example';

export interface GoogleTestServer {
  server: TestServer;
  /** The site URL, also the real loopback address the browser navigations reach. */
  siteUrl: string;
  close(): Promise<void>;
}

/**
 * A test server with Google sign-in pointed at `provider`, listening on the port its SITE_URL
 * names: the provider sends the browser to SITE_URL/auth/v1/callback, so the two must agree
 * (TestServer.listen picks a port after the configuration is fixed).
 */
export async function startGoogleTestServer(dialect: Dialect, provider: OpenIdProvider, options: { clock?: Clock } = {}): Promise<GoogleTestServer> {
  const port = await findFreePort();
  const siteUrl = `http://127.0.0.1:${port}`;
  const server = await startTestServer(dialect, {
    clock: options.clock,
    env: {
      SITE_URL: siteUrl,
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      GOOGLE_ISSUER: provider.issuer,
      ADDITIONAL_REDIRECT_URLS: `${ALLOWED_APP_ORIGIN}/**`,
    },
  });
  const http: Server = createServer(getRequestListener(server.app.fetch));
  await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
  return {
    server,
    siteUrl,
    async close() {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await server.close();
    },
  };
}

async function findFreePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
