import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, SqliteDialect, sql, type Generated } from 'kysely';
import SqliteDatabase from 'libsql';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheStatements } from './statement-cache';

describe('statement cache over libsql', () => {
  const opened: { sqlite: InstanceType<typeof SqliteDatabase>; dir: string }[] = [];
  afterEach(() => {
    for (const { sqlite, dir } of opened.splice(0)) {
      if (sqlite.open) sqlite.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  function open() {
    const dir = mkdtempSync(path.join(tmpdir(), 'captioncraft-statements-'));
    const sqlite = new SqliteDatabase(path.join(dir, 'test.sqlite'));
    opened.push({ sqlite, dir });
    sqlite.exec('create table notes (id integer primary key, owner text not null, body text not null unique)');
    const insert = sqlite.prepare('insert into notes (owner, body) values (?, ?)');
    for (let index = 0; index < 30; index += 1) insert.run([index % 2 === 0 ? 'ann' : 'bob', `note ${index}`]);
    return sqlite;
  }

  it('prepares a text once and answers each run with its own parameters', () => {
    const cached = cacheStatements(open());
    const text = 'select body from notes where owner = ? order by id limit 3';
    const first = cached.prepare(text);
    expect(cached.prepare(text)).toBe(first);
    expect(first.reader).toBe(true);
    expect(first.all(['ann'])).toEqual([{ body: 'note 0' }, { body: 'note 2' }, { body: 'note 4' }]);
    expect(cached.prepare(text).all(['bob'])).toEqual([{ body: 'note 1' }, { body: 'note 3' }, { body: 'note 5' }]);
  });

  it('reuses a statement after it failed', () => {
    const cached = cacheStatements(open());
    const insert = 'insert into notes (owner, body) values (?, ?)';
    expect(cached.prepare(insert).reader).toBe(false);
    expect(() => cached.prepare(insert).run(['ann', 'note 1'])).toThrow(/UNIQUE/);
    expect(cached.prepare(insert).run(['ann', 'a new note']).changes).toBe(1);
  });

  it('sees a schema change (SQLite re-prepares the statement)', () => {
    const sqlite = open();
    const cached = cacheStatements(sqlite);
    const text = 'select * from notes where id = ?';
    expect(Object.keys(cached.prepare(text).all([1])[0] as object)).toEqual(['id', 'owner', 'body']);
    sqlite.exec("alter table notes add column mood text not null default 'calm'");
    expect(cached.prepare(text).all([1])).toEqual([{ id: 1, owner: 'ann', body: 'note 0', mood: 'calm' }]);
  });

  it('gives a half-read iteration a statement of its own', () => {
    const cached = cacheStatements(open());
    const text = 'select id from notes where owner = ? order by id';
    const iterator = cached.prepare(text).iterate(['ann']);
    expect(iterator.next().value).toEqual({ id: 1 });
    expect(cached.prepare(text).all(['bob'])).toHaveLength(15);
    expect(iterator.next().value).toEqual({ id: 3 });
  });

  it('holds at most maxStatements texts, dropping the least recently used', () => {
    const cached = cacheStatements(open(), 2);
    const [a, b, c] = ['select 1 as n', 'select 2 as n', 'select 3 as n'];
    const first = cached.prepare(a);
    cached.prepare(b);
    expect(cached.prepare(a)).toBe(first);
    cached.prepare(c);
    // b was the least recently used: prepared anew; a stayed.
    expect(cached.prepare(a)).toBe(first);
    const secondB = cached.prepare(b);
    expect(secondB.all([])).toEqual([{ n: 2 }]);
    expect(cached.prepare(b)).toBe(secondB);
  });

  it('serves Kysely: transactions commit and roll back, and close closes the database', async () => {
    const sqlite = open();
    const db = new Kysely<{ notes: { id: Generated<number>; owner: string; body: string } }>({ dialect: new SqliteDialect({ database: cacheStatements(sqlite) }) });
    const count = async () => Number((await db.selectFrom('notes').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    await db.transaction().execute((trx) => trx.insertInto('notes').values({ owner: 'cy', body: 'kept' }).execute());
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ owner: 'cy', body: 'rolled back' }).execute();
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await count()).toBe(31);
    expect((await sql<{ body: string }>`select body from notes where owner = ${'cy'}`.execute(db)).rows).toEqual([{ body: 'kept' }]);
    await db.destroy();
    expect(sqlite.open).toBe(false);
  });
});
