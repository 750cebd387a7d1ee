import { sql } from 'kysely';
import { Hono } from 'hono';
import type { DatabaseHandle } from '../db/connect';
import { migrationsApplied } from '../db/migrations';
import type { Lifecycle } from '../lifecycle';
import type { AppEnv } from './app-env';

/**
 * `GET /health` and `GET /ready` for load balancers and orchestrators: no apikey, no session,
 * nothing read but what they report. /health says the process answers; /ready says this instance
 * should be sent traffic: the database answers, every migration of this build is applied, and
 * the process is not shutting down (a draining instance answers 503 so the balancer stops
 * sending it new requests while it finishes the ones it has).
 */
export function createHealthRoutes(database: DatabaseHandle, lifecycle: Lifecycle): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const noStore = { 'Cache-Control': 'no-store' };

  app.get('/health', (c) => c.json({ status: 'ok' }, 200, noStore));

  app.get('/ready', async (c) => {
    if (lifecycle.draining) return c.json({ status: 'shutting_down' }, 503, noStore);
    try {
      await sql`select 1`.execute(database.db);
    } catch {
      return c.json({ status: 'database_unreachable' }, 503, noStore);
    }
    if (!(await migrationsApplied(database.db as never, database.dialect))) {
      return c.json({ status: 'migrations_pending' }, 503, noStore);
    }
    return c.json({ status: 'ready', database: database.dialect }, 200, noStore);
  });
  return app;
}
