#!/usr/bin/env node
// `npm run restore FILE`: puts a backup made by `npm run backup` back as the embedded database
// (DATA_DIR, default ./data). Only while no server runs: the server holds the database file
// exclusively, so taking that same lock here is the test (a running server: refused, nothing
// changed). The backup is checked first (SQLite's integrity check, CaptionCraft's tables); the
// database it replaces is kept beside it as captioncraft.sqlite.before-restore-<time>.
import { copyFileSync, existsSync, fsyncSync, openSync, closeSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

const DATABASE_FILE = 'captioncraft.sqlite';

function fail(message) {
  console.error(message);
  process.exit(1);
}

if (process.env.DATABASE_URL) fail('DATABASE_URL is set: restore PostgreSQL with pg_restore (see the README, "Deploying").');
const source = process.argv[2] ? path.resolve(process.argv[2]) : fail('Usage: npm run restore FILE');
if (!existsSync(source)) fail(`${source} does not exist.`);
const dataDir = path.resolve(process.env.DATA_DIR || './data');
const live = path.join(dataDir, DATABASE_FILE);
const { default: Database } = await import('libsql');

// 1. The backup must be a whole CaptionCraft database.
const backup = new Database(source, { readonly: true });
try {
  const integrity = backup.prepare('pragma integrity_check').all().map((row) => Object.values(row)[0]).join('; ');
  if (integrity !== 'ok') fail(`${source} is damaged: ${integrity}`);
  const tables = new Set(backup.prepare("select name from sqlite_master where type = 'table'").all().map((row) => row.name));
  for (const table of ['kysely_migration', 'users', 'sessions', 'refresh_tokens', 'saved_posts']) {
    if (!tables.has(table)) fail(`${source} is not a CaptionCraft database (no ${table} table).`);
  }
} catch (error) {
  fail(`${source} is not a database this can restore: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  backup.close();
}

// 2. No server may hold the database: take its lock the way the server does, and keep it.
let current;
if (existsSync(live)) {
  current = new Database(live);
  try {
    current.pragma('busy_timeout = 0');
    current.pragma('locking_mode = EXCLUSIVE');
    current.exec('BEGIN IMMEDIATE; COMMIT;');
    // Fold the write-ahead log into the file, so the copy kept aside is whole by itself.
    current.pragma('wal_checkpoint(TRUNCATE)');
    // And leave WAL mode: closing this connection after the swap then touches no -wal file.
    current.pragma('journal_mode = DELETE');
  } catch {
    current.close();
    fail(`A server is using ${live}. Stop it first, then restore (nothing was changed).`);
  }
}

// 3. Copy in beside the database, flush, then swap by renaming (atomic on one file system).
const incoming = `${live}.restoring`;
copyFileSync(source, incoming);
const handle = openSync(incoming, 'r+');
fsyncSync(handle);
closeSync(handle);
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
if (current) {
  renameSync(live, `${live}.before-restore-${stamp}`);
  for (const suffix of ['-wal', '-shm']) rmSync(`${live}${suffix}`, { force: true });
}
renameSync(incoming, live);
current?.close();
console.info(`Restored ${source} into ${live}${current ? ` (the previous database is ${DATABASE_FILE}.before-restore-${stamp})` : ''}.`);
