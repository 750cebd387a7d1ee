import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import SqliteDatabase from 'libsql';
import { describeError, silentLogger, type Logger } from '../logger';
import { createGroupCommit, type TransactionRunner } from './group-commit';
import type { Database } from './schema';
import { cacheStatements } from './statement-cache';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Where the data lives, for the start-up line: the SQLite file or the PostgreSQL host. */
  location: string;
  /** The way to write in a transaction: on SQLite concurrent transactions share one commit (group-commit.ts). */
  transaction: TransactionRunner;
  /** Connections in the pool (metrics): PostgreSQL's pool; the embedded database has one connection. */
  poolStats(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export class DatabaseInUseError extends Error {
  constructor(file: string) {
    super(`The database file ${file} is in use by another process; only one server may use an embedded database.`);
    this.name = 'DatabaseInUseError';
  }
}

export const SQLITE_FILE_NAME = 'captioncraft.sqlite';

/**
 * Opens the embedded SQLite database in `dataDir` (docs/architecture.md: WAL, synchronous=FULL,
 * foreign keys on) and takes it for this process alone: with locking_mode=EXCLUSIVE set before
 * WAL is first used, SQLite holds the file lock for the connection's life and uses no
 * shared-memory index, so a second process cannot open it (it gets SQLITE_BUSY at once).
 */
export function openSqlite(dataDir: string): DatabaseHandle {
  mkdirSync(dataDir, { recursive: true });
  const file = path.resolve(dataDir, SQLITE_FILE_NAME);
  const sqlite = new SqliteDatabase(file);
  try {
    sqlite.pragma('busy_timeout = 0');
    sqlite.pragma('locking_mode = EXCLUSIVE');
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    // A write takes the exclusive lock now, not at the first request.
    sqlite.exec('BEGIN IMMEDIATE; COMMIT;');
  } catch (error) {
    sqlite.close();
    if (error instanceof Error && /locked|busy/i.test(error.message)) throw new DatabaseInUseError(file);
    throw error;
  }
  // Each query text is prepared once (statement-cache.ts: ~9 % of a refresh's time).
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: cacheStatements(sqlite) }) });
  const close = async () => {
    await db.destroy();
    // Kysely only closes a connection it has used. (libsql frees the file lock only when the process ends.)
    if (sqlite.open) sqlite.close();
  };
  const poolStats = () => ({ total: 1, idle: 0, waiting: 0 });
  return { db, dialect: 'sqlite', location: file, transaction: createGroupCommit(db), poolStats, close };
}

export interface PostgresOptions {
  maxConnections?: number;
  /** Told when the server ends an idle connection; the pool then opens a new one when needed. */
  logger?: Logger;
}

export function openPostgres(databaseUrl: string, options: PostgresOptions = {}): DatabaseHandle {
  const logger = options.logger ?? silentLogger;
  // Kysely creates the pool on the first query; `pg` is imported only then, so a server on the
  // embedded database never loads it (issue 2, bench/suites/startup.ts).
  let created: import('pg').Pool | undefined;
  const pool = async () => {
    const { default: pg } = await import('pg');
    created = new pg.Pool({ connectionString: databaseUrl, max: options.maxConnections ?? 10 });
    // The server may end an idle connection (a restart, pg_terminate_backend, an idle timeout in a
    // proxy). The pool re-emits that on itself, and an 'error' event nobody listens to ends the
    // process; the pool has already dropped the connection, so noting it is all there is to do.
    created.on('error', (error) => logger.warn('database connection lost', { error: describeError(error) }));
    return created;
  };
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  // PostgreSQL commits concurrent transactions on their own connections, and groups their WAL flushes itself.
  const transaction: TransactionRunner = (work) => db.transaction().execute(work);
  const poolStats = () => ({ total: created?.totalCount ?? 0, idle: created?.idleCount ?? 0, waiting: created?.waitingCount ?? 0 });
  return { db, dialect: 'postgres', location: describePostgres(databaseUrl), transaction, poolStats, close: () => db.destroy() };
}

/** The host and database name, never the password. */
function describePostgres(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `postgresql://${url.hostname}:${url.port || 5432}${url.pathname}`;
}

export function openDatabase(options: { dataDir: string; databaseUrl?: string }, logger: Logger): DatabaseHandle {
  return options.databaseUrl ? openPostgres(options.databaseUrl, { logger }) : openSqlite(options.dataDir);
}
