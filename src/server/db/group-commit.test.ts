import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, SqliteDialect, sql } from 'kysely';
import SqliteDatabase from 'libsql';
import { afterEach, describe, expect, it } from 'vitest';
import { createGroupCommit } from './group-commit';
import type { Database } from './schema';

/**
 * The group commit on a real SQLite file, with Kysely's query log as the witness of how many
 * COMMITs ran (each is an fsync with synchronous=FULL).
 */
describe('group commit (embedded database)', () => {
  let dir: string;
  let db: Kysely<Database>;
  const statements: string[] = [];
  const commits = () => statements.filter((text) => text === 'commit').length;

  async function open() {
    dir = mkdtempSync(path.join(tmpdir(), 'captioncraft-group-commit-'));
    const sqlite = new SqliteDatabase(path.join(dir, 'test.sqlite'));
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    statements.length = 0;
    db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: sqlite }),
      log: (event) => {
        statements.push(event.query.sql);
      },
    });
    await sql`create table counter (id integer primary key, value integer not null)`.execute(db);
    await sql`insert into counter (id, value) values (1, 0)`.execute(db);
    await sql`create table parent (id integer primary key)`.execute(db);
    await sql`create table child (id integer primary key, parent_id integer references parent (id) deferrable initially deferred)`.execute(db);
    await sql`create table note (text text not null)`.execute(db);
    statements.length = 0;
    return createGroupCommit(db);
  }

  afterEach(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const notes = async () => (await sql<{ text: string }>`select text from note order by rowid`.execute(db)).rows.map((row) => row.text);

  /** A job that bumps the counter and answers the value it saw: proof of the order the jobs ran in. */
  const bump = (transaction: Kysely<Database>) =>
    sql<{ value: number }>`update counter set value = value + 1 where id = 1 returning value`.execute(transaction).then((result) => result.rows[0].value);

  it('commits transactions that arrive together once, each seeing the writes of those before it', async () => {
    const transaction = await open();
    const seen = await Promise.all(Array.from({ length: 20 }, () => transaction(bump)));
    expect(seen).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(commits()).toBe(1);
  });

  it('answers a caller only once its transaction is committed', async () => {
    const transaction = await open();
    const committedWhenAnswered = await Promise.all(Array.from({ length: 3 }, () => transaction(bump).then(() => commits())));
    expect(committedWhenAnswered).toEqual([1, 1, 1]);
  });

  it('rolls back and rejects only the job that throws; the others commit', async () => {
    const transaction = await open();
    const write = (text: string) => (trx: Kysely<Database>) => sql`insert into note (text) values (${text})`.execute(trx);
    const results = await Promise.allSettled([
      transaction(write('first')),
      transaction(async (trx) => {
        await write('half-done')(trx);
        throw new Error('the caller changed its mind');
      }),
      transaction(write('third')),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error('the caller changed its mind'));
    expect(await notes()).toEqual(['first', 'third']);
    expect(commits()).toBe(1);
  });

  it('rejects every job of a batch whose COMMIT fails, and keeps none of their writes', async () => {
    const transaction = await open();
    const results = await Promise.allSettled([
      transaction((trx) => sql`insert into note (text) values ('innocent')`.execute(trx)),
      // A deferred foreign key is checked at COMMIT: the whole batch fails there.
      transaction((trx) => sql`insert into child (id, parent_id) values (1, 42)`.execute(trx)),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(await notes()).toEqual([]);
    // The next batch starts clean.
    await transaction((trx) => sql`insert into note (text) values ('later')`.execute(trx));
    expect(await notes()).toEqual(['later']);
  });

  it('takes a transaction that arrives during a commit into the next batch', async () => {
    const transaction = await open();
    let late: Promise<number> | undefined;
    const early = transaction(async (trx) => {
      // Arrives while this batch runs: it cannot join a batch already being written.
      late = transaction(bump);
      return bump(trx);
    });
    expect(await early).toBe(1);
    expect(await late).toBe(2);
    expect(commits()).toBe(2);
  });

  it('starts again for a transaction that comes after the queue was last found empty', async () => {
    const transaction = await open();
    await transaction(bump);
    // The drain's last look and its clean-up are a microtask apart: queue a job right between them.
    const next = transaction(bump);
    await Promise.resolve();
    const third = transaction(bump);
    expect(await Promise.all([next, third])).toEqual([2, 3]);
  });
});
