import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPostgres, openSqlite, type DatabaseHandle, type Dialect } from '../../src/server/db/connect';
import { createThrowawayPostgresDatabase } from './throwaway-postgres';

/**
 * A fresh, empty database for one test server: a SQLite file in a temporary folder, or a new
 * PostgreSQL database on the server named by TEST_DATABASE_URL (CI starts one). Closing it
 * removes it.
 */
export const TEST_ENGINES: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export async function createTestDatabase(dialect: Dialect): Promise<DatabaseHandle> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'captioncraft-test-'));
    const handle = openSqlite(dir);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }

  const database = await createThrowawayPostgresDatabase('captioncraft_test');
  const handle = openPostgres(database.url, { maxConnections: 5 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}
