import { existsSync, mkdirSync, statSync, unlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { sql } from 'kysely';
import { describeError, type Logger } from '../logger';
import type { DatabaseHandle } from './connect';

/**
 * Backups of the embedded database while the server runs (issue 13). The server holds the
 * SQLite file exclusively (connect.ts), so another process cannot read it: `npm run backup`
 * (scripts/backup.mjs) asks the server instead, through a Unix socket in DATA_DIR that only
 * whoever can read the data folder can reach. The server answers with `VACUUM INTO`: one read
 * transaction on its own connection, so the copy is consistent, holds every transaction
 * committed before it began, and is compact. Kysely lends the single connection to one user at a
 * time, so the copy waits for a group-commit batch in progress and the next batch waits for it.
 */
export const CONTROL_SOCKET_NAME = 'captioncraft.sock';

export async function backupSqlite(database: DatabaseHandle, target: string): Promise<{ file: string; bytes: number }> {
  if (database.dialect !== 'sqlite') throw new Error('Backups through the server are for the embedded database; use pg_dump for PostgreSQL.');
  const file = path.resolve(target);
  if (existsSync(file)) throw new Error(`${file} exists already; name a new file.`);
  mkdirSync(path.dirname(file), { recursive: true });
  await sql`vacuum into ${file}`.execute(database.db);
  return { file, bytes: statSync(file).size };
}

/**
 * The control socket: one JSON request a line, `{"backup": "<file>"}`, one JSON answer,
 * `{"ok": true, "file", "bytes"}` or `{"ok": false, "error"}`.
 */
export async function startControlSocket(dataDir: string, database: DatabaseHandle, logger: Logger): Promise<{ close(): Promise<void> }> {
  const socketPath = path.resolve(dataDir, CONTROL_SOCKET_NAME);
  // A socket file left by a process that died: this process holds the database now, so it is stale.
  if (existsSync(socketPath)) unlinkSync(socketPath);
  const server: Server = createServer((connection) => {
    let buffered = '';
    connection.setEncoding('utf8');
    connection.on('error', () => undefined);
    connection.on('data', (chunk: string) => {
      buffered += chunk;
      const end = buffered.indexOf('\n');
      if (end < 0) return;
      const line = buffered.slice(0, end);
      buffered = '';
      void answer(line).then((reply) => connection.end(`${JSON.stringify(reply)}\n`));
    });
  });

  async function answer(line: string): Promise<Record<string, unknown>> {
    try {
      const request = JSON.parse(line) as { backup?: unknown };
      if (typeof request.backup !== 'string' || request.backup === '') return { ok: false, error: 'Send {"backup": "<file>"}.' };
      const started = performance.now();
      const written = await backupSqlite(database, request.backup);
      logger.info('backup written', { file: written.file, bytes: written.bytes, ms: Math.round(performance.now() - started) });
      return { ok: true, ...written };
    } catch (error) {
      logger.warn('backup failed', { error: describeError(error) });
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
