import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createLifecycle } from '../../src/server/lifecycle';
import { TEST_ENGINES } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';

/** The probes a load balancer or orchestrator calls: no apikey, no session. */
describe.each(TEST_ENGINES)('health and readiness on %s', (dialect) => {
  let server: TestServer | undefined;
  afterEach(() => server?.close());

  const probe = async (path: string) => {
    // No apikey header: plain fetch through the app, not server.request (which adds one).
    const response = await server!.app.fetch(new Request(`http://127.0.0.1${path}`));
    return { status: response.status, body: (await response.json()) as { status: string }, cache: response.headers.get('cache-control') };
  };

  it('answers /health and /ready without an apikey while the database is migrated', async () => {
    server = await startTestServer(dialect);
    expect(await probe('/health')).toEqual({ status: 200, body: { status: 'ok' }, cache: 'no-store' });
    expect(await probe('/ready')).toEqual({ status: 200, body: { status: 'ready', database: dialect }, cache: 'no-store' });
  });

  it('is not ready when a migration of this build is missing from the database', async () => {
    server = await startTestServer(dialect);
    await sql`delete from kysely_migration`.execute(server.database.db);
    expect(await probe('/ready')).toMatchObject({ status: 503, body: { status: 'migrations_pending' } });
    expect((await probe('/health')).status).toBe(200);
  });

  it('is not ready once the process starts draining, though still alive', async () => {
    const lifecycle = createLifecycle();
    server = await startTestServer(dialect, { lifecycle });
    lifecycle.beginDraining();
    expect(await probe('/ready')).toMatchObject({ status: 503, body: { status: 'shutting_down' } });
    expect((await probe('/health')).status).toBe(200);
  });

  it('is not ready when the database does not answer', async () => {
    server = await startTestServer(dialect);
    const closed = server.database;
    await closed.db.destroy();
    expect(await probe('/ready')).toMatchObject({ status: 503, body: { status: 'database_unreachable' } });
  });
});
