import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startServices, type ServiceOverrides, type Services } from '../../src/server/bootstrap';
import type { DatabaseHandle, Dialect } from '../../src/server/db/connect';
import { parseConfig, type Config } from '../../src/server/env';
import { silentLogger } from '../../src/server/logger';
import { createTestDatabase } from './test-database';

/**
 * A whole server on a fresh database, for integration tests. `client()` gives the real
 * supabase-js talking to it in-process (its `fetch` is the app's), or over a real loopback
 * socket after `listen()`, where a browser navigation or a per-IP limit needs one.
 */
export interface TestServer extends Services {
  config: Config;
  dialect: Dialect;
  /** The base URL the clients use. */
  url: string;
  client(options?: TestClientOptions): SupabaseClient;
  /** Plain fetch against the app, with the anon key as apikey unless headers say otherwise. */
  request(path: string, init?: RequestInit): Promise<Response>;
  listen(): Promise<string>;
}

export interface TestClientOptions {
  /** Headers on every request, e.g. x-forwarded-for to act as another IP. */
  headers?: Record<string, string>;
  storage?: Map<string, string>;
  flowType?: 'implicit' | 'pkce';
  autoRefreshToken?: boolean;
}

export interface TestServerOptions extends Omit<ServiceOverrides, 'database'> {
  env?: Record<string, string>;
  /** Runs on the fresh database before the server migrates it (tests of a migration). */
  beforeMigrations?: (database: DatabaseHandle) => Promise<void>;
}

export async function startTestServer(dialect: Dialect, options: TestServerOptions = {}): Promise<TestServer> {
  const parsed = parseConfig({
    SITE_URL: 'http://127.0.0.1:54321',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_BURST: '1000',
    TRUST_PROXY: 'true',
    ...options.env,
  });
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
  const config = parsed.config;
  const database = await createTestDatabase(dialect);
  await options.beforeMigrations?.(database);
  const { beforeMigrations: _beforeMigrations, ...overrides } = options;
  const services = await startServices(config, { logger: silentLogger, ...overrides, database });
  let server: Server | undefined;
  let fetchImpl: typeof fetch = async (input, init) => services.app.fetch(new Request(input, init));

  const testServer: TestServer = {
    ...services,
    config,
    dialect,
    url: config.siteUrl,
    client(clientOptions = {}) {
      const storage = clientOptions.storage ?? new Map<string, string>();
      return createClient(testServer.url, services.anonKey, {
        global: { fetch: (input, init) => fetchImpl(input, init), headers: clientOptions.headers },
        auth: {
          storage: {
            getItem: (key) => storage.get(key) ?? null,
            setItem: (key, value) => void storage.set(key, value),
            removeItem: (key) => void storage.delete(key),
          },
          autoRefreshToken: clientOptions.autoRefreshToken ?? false,
          persistSession: true,
          detectSessionInUrl: false,
          flowType: clientOptions.flowType ?? 'implicit',
        },
      });
    },
    request(path, init = {}) {
      const headers = new Headers(init.headers);
      if (!headers.has('apikey')) headers.set('apikey', services.anonKey);
      return fetchImpl(new URL(path, testServer.url), { ...init, headers });
    },
    async listen() {
      server = createServer(getRequestListener(services.app.fetch));
      await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
      const port = (server.address() as AddressInfo).port;
      testServer.url = `http://127.0.0.1:${port}`;
      fetchImpl = fetch;
      return testServer.url;
    },
    async close() {
      if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
      await services.close();
    },
  };
  return testServer;
}
