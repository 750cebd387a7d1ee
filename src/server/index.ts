import type { Server } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { startServices } from './bootstrap';
import { startControlSocket } from './db/backup';
import { DatabaseInUseError } from './db/connect';
import { loadConfigOrExit } from './env';
import { createLifecycle } from './lifecycle';
import { createLogger } from './logger';
import { createShutdown } from './shutdown';

/** The process entry: read the environment, open and migrate the database, listen; stop gracefully. */
const config = loadConfigOrExit();
const clientDir = path.resolve(config.clientDir);
const logger = createLogger(config.logLevel, undefined, config.logFormat);
const startLine = createLogger('info', undefined, config.logFormat);
const lifecycle = createLifecycle();

try {
  const services = await startServices(config, { clientDir, logger, lifecycle });
  const server = serve({ fetch: services.app.fetch, port: config.port, hostname: config.host }, (info) => {
    // One log line in the configured format, printed whatever LOG_LEVEL says (tools wait for it).
    // The anon key is the public key every page is handed; printed so a developer can use curl.
    startLine.info(`CaptionCraft is running on ${config.siteUrl}`, {
      listening: `${info.address}:${info.port}`,
      database: `${services.database.dialect} at ${services.database.location}`,
      captions: config.captions.provider,
      anonKey: services.anonKey,
    });
  }) as Server;

  // `npm run backup` asks the server holding the embedded database for a copy (db/backup.ts).
  const control =
    services.database.dialect === 'sqlite'
      ? await startControlSocket(config.dataDir, services.database, logger).catch((error: unknown) => {
          logger.warn('no backup socket: npm run backup will not work while the server runs', { error: String(error) });
          return undefined;
        })
      : undefined;

  const shutdown = createShutdown({
    server,
    lifecycle,
    timeoutMs: config.shutdownTimeoutMs,
    closeDatabase: async () => {
      await control?.close();
      await services.close();
    },
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
