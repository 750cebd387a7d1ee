import type { Server } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { startServices } from './bootstrap';
import { DatabaseInUseError } from './db/connect';
import { loadConfigOrExit } from './env';
import { createLifecycle } from './lifecycle';
import { createLogger } from './logger';
import { createShutdown } from './shutdown';

/** The process entry: read the environment, open and migrate the database, listen; stop gracefully. */
const config = loadConfigOrExit();
const clientDir = path.resolve(config.clientDir);
const logger = createLogger(config.logLevel);
const lifecycle = createLifecycle();

try {
  const services = await startServices(config, { clientDir, logger, lifecycle });
  const server = serve({ fetch: services.app.fetch, port: config.port, hostname: config.host }, (info) => {
    console.info(`CaptionCraft is running on ${config.siteUrl} (listening on ${info.address}:${info.port})`);
    console.info(`  database:      ${services.database.dialect} at ${services.database.location}`);
    console.info(`  captions:      ${config.captions.provider}`);
    console.info(`  API URL:       ${config.siteUrl}`);
    console.info(`  anon key:      ${services.anonKey}`);
  }) as Server;

  const shutdown = createShutdown({
    server,
    lifecycle,
    timeoutMs: config.shutdownTimeoutMs,
    closeDatabase: () => services.close(),
    logger,
    exit: (code) => process.exit(code),
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
} catch (error) {
  if (error instanceof DatabaseInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
