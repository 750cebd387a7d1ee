import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import type { RestRouteDeps } from './deps';

// Scaffold: the saved collection (issue 3) replaces this file.
export function createRestRoutes(_deps: RestRouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.all('*', (c) => c.json({ code: 'PGRST205', message: 'Not implemented yet', details: null, hint: null }, 404));
  return app;
}
