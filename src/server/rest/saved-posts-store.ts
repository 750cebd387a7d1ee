import { randomUUID } from 'node:crypto';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { SavedPostInsert, SavedPostUpdate } from '../../shared/saved-post-schemas';
import type { SavedPost } from '../../shared/schemas';
import { searchableText } from '../../shared/search-text';
import type { Clock } from '../clock';
import { encodeTextArray, readJson, readTextArray, readTimestamp, writeJson } from '../db/codec';
import type { DatabaseHandle } from '../db/connect';
import type { Database } from '../db/schema';
import { restErrors } from './errors';
import type { Filter } from './filters';
import type { OrderTerm } from './query-string';
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
  update(caller: Caller, filters: Filter[], changes: SavedPostUpdate, confirm?: ConfirmWrite): Promise<SavedPost[]>;
  remove(caller: Caller, filters: Filter[], confirm?: ConfirmWrite): Promise<SavedPost[]>;
  /** Every post of one user, oldest first, without the per-answer cap: the account's data export. */
  listAllOf(userId: string): Promise<SavedPost[]>;
  /** Deletes every post of one user inside the caller's transaction (account deletion); how many. */
  removeAllOf(transaction: Kysely<Database>, userId: string): Promise<number>;
}

/** Supabase's default `max_rows`: no single answer holds more rows than this. */
export const MAX_ROWS_PER_ANSWER = 1000;
/** How many rows a range asks for, within the most one answer holds. */
export function rowsWanted(range: RowRange): number {
  return range.to === undefined ? MAX_ROWS_PER_ANSWER : Math.min(range.to - range.from + 1, MAX_ROWS_PER_ANSWER);
}

/** Rows per INSERT statement, well under SQLite's limit of bound parameters. */
const INSERT_CHUNK_ROWS = 500;

type SavedPostRow = Database['saved_posts'];

/** What this module writes on SQLite: already the answer's form, so it is passed through (a profile showed Date parsing at 4 % of a list). */
const CANONICAL_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function readTimestampText(value: unknown): string {
  const timestamp = value as Date | string;
  return typeof timestamp === 'string' && CANONICAL_TIMESTAMP.test(timestamp) ? timestamp : readTimestamp(timestamp);
}

function optionalText(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}

/** A stored row as the API answers it, whichever engine read it (the search text stays inside). */
export function readSavedPostRow(row: { [K in keyof SavedPostRow]: unknown }): SavedPost {
  const createdAt = readTimestampText(row.created_at);
  return {
    id: String(row.id),
    user_id: String(row.user_id),
    caption: String(row.caption),
    hashtags: readTextArray(row.hashtags as string[] | string),
    mood: String(row.mood),
    niche: optionalText(row.niche),
    topic: optionalText(row.topic),
    website: optionalText(row.website),
    language: optionalText(row.language),
    platform: optionalText(row.platform),
    options: row.options === null || row.options === undefined ? null : readJson<Record<string, unknown>>(row.options),
    created_at: createdAt,
    updated_at: row.updated_at === null || row.updated_at === undefined ? createdAt : readTimestampText(row.updated_at),
  };
}

/** A post as it is written: the lists and JSON in the engine's form, the search text folded from the post. */
function toStoredRow(dialect: DatabaseHandle['dialect'], post: SavedPost) {
  return {
    ...post,
    hashtags: encodeTextArray(dialect, post.hashtags),
    options: post.options === null ? null : writeJson(post.options),
    search_text: searchableText(post),
  };
}

function isForeignKeyViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (error as { code?: unknown }).code === '23503' || /FOREIGN KEY constraint failed/i.test(error.message);
}

export function createSavedPostsStore(deps: { database: DatabaseHandle; clock: Clock }): SavedPostsStore {
  const { db, dialect } = deps.database;

  type Where = ExpressionBuilder<Database, 'saved_posts'>;

  function condition(eb: Where, filter: Filter): Expression<SqlBool> {
    switch (filter.operator) {
      case 'eq':
        return eb(filter.column, '=', filter.values[0]);
      case 'neq':
        return eb(filter.column, '<>', filter.values[0]);
      case 'in':
        // `in.()` matches nothing, as in PostgREST.
        return filter.values.length === 0 ? sql<SqlBool>`1 = 0` : eb(filter.column, 'in', filter.values);
      case 'is-null':
        return eb(filter.column, 'is', null);
      case 'ilike':
        // SQLite's LIKE ignores case (ASCII letters only); PostgreSQL's ILIKE ignores it for every letter.
        return dialect === 'postgres'
          ? sql<SqlBool>`${sql.ref(filter.column)} ilike ${filter.pattern} escape '\\'`
          : sql<SqlBool>`${sql.ref(filter.column)} like ${filter.pattern} escape '\\'`;
      case 'search':
        if (filter.terms.length === 0) return sql<SqlBool>`1 = 0`;
        // A plain substring test on the folded text: no pattern characters to escape, same on both engines.
        return eb.and(
          filter.terms.map((term) =>
            dialect === 'postgres' ? sql<SqlBool>`strpos(search_text, ${term}) > 0` : sql<SqlBool>`instr(search_text, ${term}) > 0`,
          ),
        );
      case 'and':
        return eb.and(filter.children.map((child) => condition(eb, child)));
      case 'or':
        return eb.or(filter.children.map((child) => condition(eb, child)));
      case 'not':
        return eb.not(condition(eb, filter.child));
    }
  }

  /** The caller's rows, narrowed by the filters: the owner condition is part of every query. */
  function ownRows(userId: string, filters: Filter[]) {
    return (eb: Where) => eb.and([eb('user_id', '=', userId), ...filters.map((filter) => condition(eb, filter))]);
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
      const wanted = rowsWanted(range);
      if (wanted <= 0) return [];
      let query = db.selectFrom('saved_posts').selectAll().where(ownRows(caller.userId, filters));
      for (const term of orderWithTieBreak(order)) query = query.orderBy(orderExpression(term.column), term.direction);
      const rows = await query.limit(wanted).offset(range.from).execute();
      return rows.map(readSavedPostRow);
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
        niche: row.niche,
        topic: row.topic,
        website: row.website,
        language: row.language,
        platform: row.platform,
        options: row.options,
        created_at: createdAt,
        updated_at: createdAt,
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
            .values(chunk.map((post) => toStoredRow(dialect, post)))
            .execute();
        }
        confirm?.(saved);
      });
      return saved;
    },

    async update(caller, filters, changes, confirm) {
      if (filters.length === 0) throw restErrors.updateWithoutFilter();
      if (caller.role !== 'authenticated') {
        confirm?.([]);
        return [];
      }
      const { userId } = caller;
      const updatedAt = deps.clock.now().toISOString();
      return writeInTransaction(async (trx) => {
        const current = await trx
          .selectFrom('saved_posts')
          .selectAll()
          .where(ownRows(userId, filters))
          .orderBy('created_at')
          .orderBy('id')
          .execute();
        const updated = current.map((row) => {
          const post = readSavedPostRow(row);
          const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
          return { ...post, ...defined, updated_at: updatedAt } as SavedPost;
        });
        for (const post of updated) {
          const stored = toStoredRow(dialect, post);
          await trx
            .updateTable('saved_posts')
            .set({
              caption: stored.caption,
              hashtags: stored.hashtags,
              mood: stored.mood,
              niche: stored.niche,
              topic: stored.topic,
              website: stored.website,
              language: stored.language,
              platform: stored.platform,
              options: stored.options,
              updated_at: stored.updated_at,
              search_text: stored.search_text,
            })
            .where('id', '=', post.id)
            .where('user_id', '=', userId)
            .execute();
        }
        confirm?.(updated);
        return updated;
      });
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
        const removed = deleted.map(readSavedPostRow);
        confirm?.(removed);
        return removed;
      });
    },

    async listAllOf(userId) {
      const rows = await db.selectFrom('saved_posts').selectAll().where('user_id', '=', userId).orderBy('created_at', 'asc').orderBy('id', 'asc').execute();
      return rows.map(readSavedPostRow);
    },

    async removeAllOf(transaction, userId) {
      const result = await transaction.deleteFrom('saved_posts').where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
