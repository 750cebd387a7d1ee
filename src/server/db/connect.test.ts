import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { useTempDirs } from '../../../tests/support/temp-dirs';
import { createThrowawayPostgresDatabase } from '../../../tests/support/throwaway-postgres';
import { createLogger } from '../logger';
import { DatabaseInUseError, openPostgres, openSqlite } from './connect';

describe('the embedded database', () => {
  const freshDir = useTempDirs('captioncraft-connect');

  it('opens with WAL, synchronous=FULL and foreign keys on', async () => {
    const handle = openSqlite(freshDir());
    const { sql } = await import('kysely');
    const pragma = async (name: string) => Object.values((await sql.raw(`pragma ${name}`).execute(handle.db)).rows[0] as object)[0];
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('synchronous')).toBe(2);
    expect(await pragma('foreign_keys')).toBe(1);
    await handle.close();
  });

  const openFromAnotherProcess = (dir: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', path.resolve('tests/support/open-embedded-database.ts'), dir], { encoding: 'utf8' });

  it('refuses a second process while one holds the file', async () => {
    const dir = freshDir();
    const handle = openSqlite(dir);
    const whileHeld = openFromAnotherProcess(dir);
    expect(whileHeld.status).not.toBe(0);
    expect(whileHeld.stderr).toContain('is in use by another process');
    await handle.close();
  });

  it('opens again once the process that held the file has ended', async () => {
    const dir = freshDir();
    expect(openFromAnotherProcess(dir).stdout).toContain('opened');
    // libsql releases the file lock when its process ends, not at close(): a server restart is the real case.
    const handle = openSqlite(dir);
    await handle.close();
  });

  it('refuses a second connection inside the same process too', async () => {
    const dir = freshDir();
    const handle = openSqlite(dir);
    expect(() => openSqlite(dir)).toThrow(DatabaseInUseError);
    await handle.close();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL', () => {
  async function terminateBackend(pid: number) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [pid]);
    } finally {
      await admin.end();
    }
  }

  it('outlives the server ending an idle connection: a warning, then the next query on a new one', async () => {
    const database = await createThrowawayPostgresDatabase('captioncraft_connect');
    const lines: string[] = [];
    const handle = openPostgres(database.url, { maxConnections: 1, logger: createLogger('warn', (line) => lines.push(line)) });
    try {
      const backendPid = async () => (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db)).rows[0].pid;
      const first = await backendPid();
      // Without a listener the pool's 'error' event would end the process (here: an unhandled error).
      await terminateBackend(first);
      await vi.waitFor(() => expect(lines.join('\n')).toContain('database connection lost'));
      expect(JSON.parse(lines[0])).toMatchObject({ level: 'warn', error: expect.stringContaining('terminating connection') });
      expect(await backendPid()).not.toBe(first);
    } finally {
      await handle.close();
      await database.drop();
    }
  });
});
