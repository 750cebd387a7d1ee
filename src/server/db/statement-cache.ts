import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Kysely's SQLite driver prepares every statement anew, each time it runs; the app's queries
 * are a few dozen fixed texts, so each is prepared once here and reused. libsql prepares
 * synchronously, on the event loop: 10–20 µs a statement, ~9 % of a refresh (ten statements)
 * in a profile (bench/suites/auth.ts).
 *
 * Reuse is safe because `all` and `run` are synchronous and finish the statement before
 * returning, so no two runs of one statement overlap; `iterate` (Kysely's `stream()`) can be
 * left half-read, so it gets a statement of its own. SQLite re-prepares a statement by itself
 * when the schema changes. Texts vary with list lengths (`in (?, ?, …)`, multi-row inserts), so
 * the cache holds at most `maxStatements`, dropping the least recently used.
 */
export const DEFAULT_MAX_STATEMENTS = 200;

export function cacheStatements(database: SqliteDatabase, maxStatements = DEFAULT_MAX_STATEMENTS): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();

  function prepareReusable(sql: string): SqliteStatement {
    const prepared = database.prepare(sql);
    // The statement's kind never changes: ask the driver once.
    const reader = prepared.reader;
    return {
      reader,
      all: (parameters) => prepared.all(parameters),
      run: (parameters) => prepared.run(parameters),
      iterate: (parameters) => database.prepare(sql).iterate(parameters),
    };
  }

  return {
    prepare(sql) {
      const held = statements.get(sql);
      if (held) {
        // Most recently used goes last; the first key is the one to drop.
        statements.delete(sql);
        statements.set(sql, held);
        return held;
      }
      const statement = prepareReusable(sql);
      if (statements.size >= maxStatements) statements.delete(statements.keys().next().value as string);
      statements.set(sql, statement);
      return statement;
    },

    close() {
      statements.clear();
      database.close();
    },
  };
}
