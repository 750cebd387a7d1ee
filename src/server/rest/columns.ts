import { restErrors } from './errors';

/**
 * The columns of `saved_posts` as the API shows them, in table order, and how a column name in a
 * query string is read. Names are checked against these lists before they get anywhere near SQL
 * (house style rule 6).
 */
export const SAVED_POST_COLUMNS = [
  'id',
  'user_id',
  'caption',
  'hashtags',
  'mood',
  'niche',
  'topic',
  'website',
  'language',
  'platform',
  'options',
  'created_at',
  'updated_at',
] as const;
export type SavedPostColumn = (typeof SAVED_POST_COLUMNS)[number];

/**
 * The folded text of caption, hashtags, niche and topic, as a Supabase table would expose a
 * generated search column: it can be searched (`textSearch('search', …)`), never selected.
 */
export const SEARCH_COLUMN = 'search';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export function isSavedPostColumn(name: string): name is SavedPostColumn {
  return (SAVED_POST_COLUMNS as readonly string[]).includes(name);
}

export function unquote(name: string): string {
  return name.length >= 2 && name.startsWith('"') && name.endsWith('"') ? name.slice(1, -1) : name;
}

/** A column name from a filter: known → the column; a plain unknown name → 42703; anything else → PGRST100. */
export function readColumn(raw: string, where: string): SavedPostColumn | typeof SEARCH_COLUMN {
  const name = unquote(raw.trim());
  if (isSavedPostColumn(name) || name === SEARCH_COLUMN) return name;
  if (IDENTIFIER.test(name)) throw restErrors.unknownColumn(name);
  throw restErrors.parse(`${where} (${raw.slice(0, 200)})`, 'Only plain column names of saved_posts are supported here.');
}

/** A column to select or order by: the search column is for filters only. */
export function readStoredColumn(raw: string, where: string): SavedPostColumn {
  const column = readColumn(raw, where);
  if (column === SEARCH_COLUMN) {
    throw restErrors.parse(`${where} (${raw.slice(0, 200)})`, `${SEARCH_COLUMN} can only be used in a text search filter (fts, plfts, phfts, wfts).`);
  }
  return column;
}
