import type { Hono } from 'hono';
import { createApp, type AppDeps } from './app';
import { loadSigningKeys } from './auth/keys';
import { createTokenSigner } from './auth/tokens';
import { createCaptionEngine } from './captions/create-engine';
import type { CaptionEngine } from './captions/engine';
import { systemClock, type Clock } from './clock';
import { openDatabase, type DatabaseHandle } from './db/connect';
import { migrateToLatest } from './db/migrations';
import type { Config } from './env';
import type { AppEnv } from './http/app-env';
import type { Lifecycle } from './lifecycle';
import { createLogger, type Logger } from './logger';
import { getOrCreateSecret } from './secrets';

/**
 * Everything between configuration and a listening socket: open the database, migrate, load or
 * make the keys, build the app. Shared by the process entry and the tests, so both run the same
 * start-up.
 */
export interface Services {
  app: Hono<AppEnv>;
  database: DatabaseHandle;
  anonKey: string;
  close(): Promise<void>;
}

export interface ServiceOverrides {
  database?: DatabaseHandle;
  clock?: Clock;
  logger?: Logger;
  captions?: CaptionEngine;
  clientDir?: string;
  createOAuth?: AppDeps['createOAuth'];
  lifecycle?: Lifecycle;
}

export async function startServices(config: Config, overrides: ServiceOverrides = {}): Promise<Services> {
  const clock = overrides.clock ?? systemClock;
  const logger = overrides.logger ?? createLogger(config.logLevel, undefined, config.logFormat);
  const database = overrides.database ?? openDatabase(config, logger);
  try {
    await migrateToLatest(database.db as never, database.dialect);
    const keys = await loadSigningKeys(database.db, clock);
    const signer = createTokenSigner(keys, config.siteUrl, clock);
    const anonKey = config.anonKey ?? (await getOrCreateSecret(database.db, clock, 'anon_key', () => signer.signAnonKey()));
    const refreshSecret = await getOrCreateSecret(database.db, clock, 'refresh_token_secret');
    const captions = overrides.captions ?? createCaptionEngine(config, logger);
    // Loaded only when metrics are on (http/metrics.ts); kept outside the bundle for that.
    const promClient = config.metricsToken ? await import('prom-client') : undefined;
    const app = createApp({
      config,
      database,
      captions,
      clock,
      logger,
      keys,
      anonKey,
      refreshSecret,
      clientDir: overrides.clientDir,
      createOAuth: overrides.createOAuth,
      lifecycle: overrides.lifecycle,
      promClient,
    });
    return { app, database, anonKey, close: () => database.close() };
  } catch (error) {
    await database.close();
    throw error;
  }
}
