import path from 'node:path';
import { serve } from '@hono/node-server';
import { startServices } from './bootstrap';
import { DatabaseInUseError } from './db/connect';
import { loadConfigOrExit } from './env';

/** The process entry: read the environment, open and migrate the database, listen. */
const config = loadConfigOrExit();
const clientDir = path.resolve(config.clientDir);

try {
  const services = await startServices(config, { clientDir });
  const server = serve({ fetch: services.app.fetch, port: config.port, hostname: config.host }, (info) => {
    console.info(`CaptionCraft is running on ${config.siteUrl} (listening on ${info.address}:${info.port})`);
    console.info(`  database:      ${services.database.dialect} at ${services.database.location}`);
    console.info(`  captions:      ${config.captions.provider}`);
    console.info(`  API URL:       ${config.siteUrl}`);
    console.info(`  anon key:      ${services.anonKey}`);
  });

  const shutdown = () => {
    server.close(() => {
      void services.close().then(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  if (error instanceof DatabaseInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
