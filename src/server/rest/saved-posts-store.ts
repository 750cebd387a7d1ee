import { randomUUID } from 'node:crypto';
import { sql, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { SavedPost, SavedPostInsert } from '../../shared/schemas';
import type { Clock } from '../clock';
import { encodeTextArray, readTextArray, readTimestamp } from '../db/codec';
import type { DatabaseHandle } from '../db/connect';
import type { Database } from '../db/schema';
import { restErrors } from './errors';
import type { Filter, OrderTerm } from './query-string';
import type { RowRange } from './request-headers';

/**
 * The one module that touches `saved_posts` (docs/architecture.md, "Database"). Every query takes
 * the caller and is scoped to the caller's own rows: this is our row-level security. An anonymous
 * caller sees nothing, removes nothing and inserts nothing.
 */
export type Caller = { role: 'anon' } | { role: 'authenticated'; userId: string };

/** A row as a client asks to insert it, validated; `user_id` is lower-cased when present. */
export type NewSavedPost = Omit<SavedPostInsert, 'user_id'> & { user_id?: string };

export interface ListOptions {
  filters: Filter[];
  order: OrderTerm[];
  range: RowRange;
}

/** Runs inside the write's transaction; throwing rolls the write back (PostgREST's singular checks). */
export type ConfirmWrite = (rows: SavedPost[]) => void;

export interface SavedPostsStore {
  list(caller: Caller, options: ListOptions): Promise<SavedPost[]>;
  count(caller: Caller, filters: Filter[]): Promise<number>;
  insert(caller: Caller, rows: NewSavedPost[], confirm?: ConfirmWrite): Promise<SavedPost[]>;
  remove(caller: Caller, filters: Filter[], confirm?: ConfirmWrite): Promise<SavedPost[]>;
  /** Every post of one user, oldest first, without the per-answer cap: the account's data export. */
  listAllOf(userId: string): Promise<SavedPost[]>;
  /** Deletes every post of one user inside the caller's transaction (account deletion); how many. */
  removeAllOf(transaction: Kysely<Database>, userId: string): Promise<number>;
}

/** Supabase's default `max_rows`: no single answer holds more rows than this. */
export const MAX_ROWS_PER_ANSWER = 1000;
/** Rows per INSERT statement, well under SQLite's limit of bound parameters. */
const INSERT_CHUNK_ROWS = 500;

type SavedPostRow = Database['saved_posts'];

/** What this module writes on SQLite: already the answer's form, so it is passed through (a profile showed Date parsing at 4 % of a list). */
const CANONICAL_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function toSavedPost(row: { [K in keyof SavedPostRow]: unknown }): SavedPost {
  const createdAt = row.created_at as Date | string;
  return {
    id: String(row.id),
    user_id: String(row.user_id),
    caption: String(row.caption),
    hashtags: readTextArray(row.hashtags as string[] | string),
    mood: String(row.mood),
    created_at: typeof createdAt === 'string' && CANONICAL_TIMESTAMP.test(createdAt) ? createdAt : readTimestamp(createdAt),
  };
}

function isForeignKeyViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (error as { code?: unknown }).code === '23503' || /FOREIGN KEY constraint failed/i.test(error.message);
}

export function createSavedPostsStore(deps: { database: DatabaseHandle; clock: Clock }): SavedPostsStore {
  const { db, dialect } = deps.database;

  /** The caller's rows, narrowed by the filters: the owner condition is part of every query. */
  function ownRows(userId: string, filters: Filter[]) {
    return (eb: ExpressionBuilder<Database, 'saved_posts'>) =>
      eb.and([
        eb('user_id', '=', userId),
        ...filters.map((filter) => {
          if (filter.operator === 'eq') return eb(filter.column, '=', filter.values[0]);
          if (filter.operator === 'neq') return eb(filter.column, '<>', filter.values[0]);
          // `in.()` matches nothing, as in PostgREST.
          return filter.values.length === 0 ? sql<SqlBool>`1 = 0` : eb(filter.column, 'in', filter.values);
        }),
      ]);
  }

  /** Text is ordered by code point on both engines (PostgreSQL's default collation depends on the locale). */
  function orderExpression(column: OrderTerm['column']) {
    return dialect === 'postgres' && (column === 'caption' || column === 'mood') ? sql`${sql.ref(column)} collate "C"` : sql.ref(column);
  }

  function orderWithTieBreak(order: OrderTerm[]): OrderTerm[] {
    // No order asked for: insertion order, like a fresh PostgreSQL heap. Ties are broken by id so
    // pages never overlap; desc matches the index (user_id, created_at desc, id desc).
    const terms = order.length > 0 ? order : [{ column: 'created_at', direction: 'asc' } satisfies OrderTerm];
    return terms.some((term) => term.column === 'id') ? terms : [...terms, { column: 'id', direction: terms[0].direction }];
  }

  async function writeInTransaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    try {
      return await deps.database.transaction(work);
    } catch (error) {
      // The caller's user vanished between sign-in check and write (deleted account).
      if (isForeignKeyViolation(error)) throw restErrors.rowLevelSecurity(false);
      throw error;
    }
  }

  return {
    async list(caller, { filters, order, range }) {
      if (caller.role !== 'authenticated') return [];
      const wanted = range.to === undefined ? MAX_ROWS_PER_ANSWER : Math.min(range.to - range.from + 1, MAX_ROWS_PER_ANSWER);
      if (wanted <= 0) return [];
      let query = db.selectFrom('saved_posts').selectAll().where(ownRows(caller.userId, filters));
      for (const term of orderWithTieBreak(order)) query = query.orderBy(orderExpression(term.column), term.direction);
      const rows = await query.limit(wanted).offset(range.from).execute();
      return rows.map(toSavedPost);
    },

    async count(caller, filters) {
      if (caller.role !== 'authenticated') return 0;
      const row = await db
        .selectFrom('saved_posts')
        .where(ownRows(caller.userId, filters))
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    async insert(caller, rows, confirm) {
      if (caller.role !== 'authenticated') throw restErrors.rowLevelSecurity(true);
      if (rows.some((row) => row.user_id !== undefined && row.user_id !== caller.userId)) throw restErrors.rowLevelSecurity(false);
      const createdAt = deps.clock.now().toISOString();
      const saved: SavedPost[] = rows.map((row) => ({
        id: randomUUID(),
        user_id: caller.userId,
        caption: row.caption,
        hashtags: row.hashtags,
        mood: row.mood,
        created_at: createdAt,
      }));
      if (saved.length === 0) {
        confirm?.(saved);
        return saved;
      }
      await writeInTransaction(async (trx) => {
        for (let start = 0; start < saved.length; start += INSERT_CHUNK_ROWS) {
          const chunk = saved.slice(start, start + INSERT_CHUNK_ROWS);
          await trx
            .insertInto('saved_posts')
            .values(chunk.map((post) => ({ ...post, hashtags: encodeTextArray(dialect, post.hashtags) })))
            .execute();
        }
        confirm?.(saved);
      });
      return saved;
    },

    async remove(caller, filters, confirm) {
      if (filters.length === 0) throw restErrors.deleteWithoutFilter();
      if (caller.role !== 'authenticated') {
        confirm?.([]);
        return [];
      }
      const { userId } = caller;
      return writeInTransaction(async (trx) => {
        const deleted = await trx.deleteFrom('saved_posts').where(ownRows(userId, filters)).returningAll().execute();
        const removed = deleted.map(toSavedPost);
        confirm?.(removed);
        return removed;
      });
    },

    async listAllOf(userId) {
      const rows = await db.selectFrom('saved_posts').selectAll().where('user_id', '=', userId).orderBy('created_at', 'asc').orderBy('id', 'asc').execute();
      return rows.map(toSavedPost);
    },

    async removeAllOf(transaction, userId) {
      const result = await transaction.deleteFrom('saved_posts').where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
