import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import type { FunctionRouteDeps } from './deps';

// Scaffold: the caption engine's endpoint (issue 4) replaces this file.
export function createFunctionRoutes(_deps: FunctionRouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.all('*', (c) => c.json({ error: 'Not implemented yet', code: 'not_found' }, 404));
  return app;
}
