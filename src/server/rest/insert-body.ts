import { savedPostInsertSchema, savedPostUpdateSchema, type SavedPostUpdate } from '../../shared/saved-post-schemas';
import { MAX_JSON_DEPTH } from '../http/json-body';
import { restErrors, type PostgrestError } from './errors';
import { isUuid, SAVED_POST_COLUMNS, type SavedPostColumn } from './query-string';
import type { NewSavedPost } from './saved-posts-store';

/**
 * Turns a POST body (one object or an array of them) into validated rows, and a PATCH body into
 * validated changes, answering in
 * PostgreSQL's words where PostgREST would pass PostgreSQL's error through. The server owns `id`
 * and `created_at`: a client that sends them is told so (428C9), never silently overruled
 * (docs/decisions/004-postgrest-subset.md).
 */
const SERVER_SET_COLUMNS: readonly SavedPostColumn[] = ['id', 'created_at', 'updated_at'];
/** What an edit may never change: who owns a post, what it is, when it was made or last changed. */
const UNCHANGEABLE_COLUMNS: readonly SavedPostColumn[] = ['id', 'user_id', 'created_at', 'updated_at'];
const REQUIRED_COLUMNS = ['caption', 'mood'] as const;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What json-body.ts could not take, in PostgREST's words. */
export function refuseJsonBody(reason: 'too-deep' | 'not-json' | 'empty'): PostgrestError {
  if (reason === 'empty') return restErrors.invalidBody('The body is empty.');
  if (reason === 'too-deep') return restErrors.invalidBody(`The body nests deeper than ${MAX_JSON_DEPTH} levels.`);
  return restErrors.invalidBody('The body is not valid JSON.');
}

/**
 * A value from the body for an error message, without calling anything on it: `String(value)`
 * would call a user-supplied `toString` (`{"toString": 1}` throws). JSON is what PostgREST quotes.
 */
function quoteValue(value: unknown): string {
  return (typeof value === 'string' ? value : JSON.stringify(value)).slice(0, 100);
}

/** `columns` (supabase-js sends it on array inserts) says which keys of each object to take. */
export function readInsertRows(body: unknown, columns: SavedPostColumn[] | undefined): NewSavedPost[] {
  const items: unknown[] = Array.isArray(body) ? body : [body];
  if (!items.every(isPlainObject)) throw restErrors.invalidBody('Send a JSON object or an array of JSON objects.');
  return items.map((item) => readInsertRow(item as Record<string, unknown>, columns));
}

function pickColumns(item: Record<string, unknown>, columns: SavedPostColumn[] | undefined): Record<string, unknown> {
  if (columns) {
    const picked: Record<string, unknown> = {};
    for (const column of columns) if (Object.hasOwn(item, column)) picked[column] = item[column];
    return picked;
  }
  for (const key of Object.keys(item)) {
    if (!(SAVED_POST_COLUMNS as readonly string[]).includes(key)) throw restErrors.unknownBodyColumn(key.slice(0, 100));
  }
  return item;
}

function readInsertRow(item: Record<string, unknown>, columns: SavedPostColumn[] | undefined): NewSavedPost {
  const row = pickColumns(item, columns);
  for (const column of SERVER_SET_COLUMNS) if (Object.hasOwn(row, column)) throw restErrors.serverSetColumn(column);
  for (const column of REQUIRED_COLUMNS) if (row[column] === undefined || row[column] === null) throw restErrors.notNull(column);
  if (row.hashtags === null) throw restErrors.notNull('hashtags');

  let userId: string | undefined;
  if (row.user_id === null) throw restErrors.notNull('user_id');
  if (row.user_id !== undefined) {
    if (typeof row.user_id !== 'string' || !isUuid(row.user_id)) throw restErrors.invalidUuid(quoteValue(row.user_id));
    userId = row.user_id.toLowerCase();
  }

  const { user_id: _ignored, ...fields } = row;
  const parsed = savedPostInsertSchema.safeParse(fields);
  if (!parsed.success) throw checkViolationOf(parsed.error.issues[0]);
  return { ...parsed.data, user_id: userId };
}

function checkViolationOf(issue: { message: string; path: PropertyKey[] }) {
  return restErrors.checkViolation(issue.message, String(issue.path[0] ?? 'row'));
}

/** A PATCH body: one object of the columns to change (PostgREST's semantics: keys left out stay as they are). */
export function readUpdateChanges(body: unknown, columns: SavedPostColumn[] | undefined): SavedPostUpdate {
  if (!isPlainObject(body)) throw restErrors.invalidBody('Send one JSON object with the columns to change.');
  const row = pickColumns(body, columns);
  for (const column of UNCHANGEABLE_COLUMNS) if (Object.hasOwn(row, column)) throw restErrors.updateServerSetColumn(column);
  for (const column of [...REQUIRED_COLUMNS, 'hashtags'] as const) if (row[column] === null) throw restErrors.notNull(column);
  const parsed = savedPostUpdateSchema.safeParse(row);
  if (!parsed.success) throw checkViolationOf(parsed.error.issues[0]);
  // Only what was sent changes: the schema's defaults (null for a context field) apply to sent keys only.
  return Object.fromEntries(Object.entries(parsed.data).filter(([key]) => Object.hasOwn(row, key))) as SavedPostUpdate;
}
