import { restErrors } from './errors';

import { readStoredColumn, SAVED_POST_COLUMNS, unquote, isSavedPostColumn, type SavedPostColumn } from './columns';
import { FilterBudget, parseFilter, parseLogicTree, type Filter } from './filters';

/**
 * The part of PostgREST's query grammar that the saved collection speaks
 * (docs/decisions/004-postgrest-subset.md); filters are in filters.ts. supabase-js builds query
 * strings with URLSearchParams, so they are read with form semantics: '+' is a space (contract §3).
 */
export { isUuid, SAVED_POST_COLUMNS, type SavedPostColumn } from './columns';
export type { Filter } from './filters';

/** hashtags is a list: PostgreSQL orders arrays element by element, SQLite would order JSON text. */
export const ORDERABLE_COLUMNS = ['id', 'user_id', 'caption', 'mood', 'created_at', 'updated_at'] as const;
export type OrderableColumn = (typeof ORDERABLE_COLUMNS)[number];

export interface OrderTerm {
  column: OrderableColumn;
  direction: 'asc' | 'desc';
}

export interface ParsedQuery {
  /** The columns of each returned row, in answer order, without repeats. */
  select: SavedPostColumn[];
  order: OrderTerm[];
  /** All must hold. */
  filters: Filter[];
  limit?: number;
  offset?: number;
  /** `columns=` of an insert: which keys of the body to take. */
  columns?: SavedPostColumn[];
}

/** Parameters that are not filters. `apikey` may ride in the query (Supabase's gateway accepts it). */
const RESERVED_PARAMETERS = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'apikey']);

/** Far beyond any collection; larger offsets are clamped so the database never sees a huge number. */
export const MAX_OFFSET = 2_147_483_647;

function parseSelect(value: string): SavedPostColumn[] {
  if (value.trim() === '') return [...SAVED_POST_COLUMNS];
  const selected = new Set<SavedPostColumn>();
  for (const item of value.split(',')) {
    if (item.trim() === '*') SAVED_POST_COLUMNS.forEach((column) => selected.add(column));
    else selected.add(readStoredColumn(item, 'select parameter'));
  }
  return [...selected];
}

/** `columns="user_id","caption"` (supabase-js on array inserts): keys of the body, so an unknown one is PGRST204. */
function parseColumns(value: string): SavedPostColumn[] {
  return value.split(',').map((raw) => {
    const name = unquote(raw.trim());
    if (isSavedPostColumn(name)) return name;
    throw restErrors.unknownBodyColumn(name);
  });
}

function parseOrder(value: string): OrderTerm[] {
  return value.split(',').map((term) => {
    const [rawColumn, ...modifiers] = term.trim().split('.');
    const column = readStoredColumn(rawColumn, 'order');
    if (!(ORDERABLE_COLUMNS as readonly string[]).includes(column)) {
      throw restErrors.parse(`order (${term})`, `Ordering by ${column} is not supported.`);
    }
    let direction: OrderTerm['direction'] = 'asc';
    let seenDirection = false;
    let seenNulls = false;
    for (const modifier of modifiers) {
      if ((modifier === 'asc' || modifier === 'desc') && !seenDirection && !seenNulls) {
        direction = modifier;
        seenDirection = true;
      } else if ((modifier === 'nullsfirst' || modifier === 'nullslast') && !seenNulls) {
        // Every orderable column is NOT NULL, so where nulls go changes nothing.
        seenNulls = true;
      } else {
        throw restErrors.parse(`order (${term})`, `unexpected "${modifier}" expecting "asc", "desc", "nullsfirst" or "nullslast"`);
      }
    }
    return { column: column as OrderableColumn, direction };
  });
}

function parseCount(name: 'limit' | 'offset', value: string): number {
  if (!/^\d+$/.test(value.trim())) throw restErrors.parse(name, `"${value}" is not a non-negative integer`);
  return Math.min(Number(value.trim()), MAX_OFFSET);
}

/** Logic trees: each counts as one filter parameter; their terms are counted as well. */
const LOGIC_PARAMETERS = new Set(['and', 'or', 'not.and', 'not.or']);

/**
 * How much one query may ask for (docs/decisions/013-hostile-input-limits.md). Far beyond what the
 * app or a developer's query needs; past them the database itself gives up ("Expression tree is
 * too large", "too many terms in ORDER BY clause") after the work is done, so they are refused first.
 * Conditions inside logic trees have their own budget as well (filters.ts, FilterBudget).
 */
export const QUERY_LIMITS = {
  /** Filter parameters (`mood=eq.a`), each `and`/`or`/`not` tree counting as one. */
  filters: 32,
  /** Values in all `in.(…)` lists together, counted as their commas + 1. */
  filterValues: 1000,
  /** Terms of one `and`/`or` tree, counted as its commas + 1. */
  logicTerms: 32,
  orderTerms: 16,
  selectColumns: 64,
} as const;

function countItems(value: string): number {
  let commas = 0;
  for (let index = value.indexOf(','); index >= 0; index = value.indexOf(',', index + 1)) commas += 1;
  return commas + 1;
}

/** The one check of the query's size, on the raw parameters, before any of them is parsed. */
function checkQueryLimits(parameters: readonly [string, string][]): void {
  let filters = 0;
  let filterValues = 0;
  const refuse = (what: string, limit: number, count: number) => {
    throw restErrors.parse(what, `At most ${limit} are taken in one request; this one has ${count}.`);
  };
  for (const [key, value] of parameters) {
    if (key === 'select' && countItems(value) > QUERY_LIMITS.selectColumns) refuse('select parameter (columns)', QUERY_LIMITS.selectColumns, countItems(value));
    else if (key === 'order' && countItems(value) > QUERY_LIMITS.orderTerms) refuse('order (terms)', QUERY_LIMITS.orderTerms, countItems(value));
    else if (LOGIC_PARAMETERS.has(key) && countItems(value) > QUERY_LIMITS.logicTerms) refuse(`logic tree (${key} terms)`, QUERY_LIMITS.logicTerms, countItems(value));
    if (RESERVED_PARAMETERS.has(key)) continue;
    filters += 1;
    if (/^(?:not\.)?in\./.test(value)) filterValues += countItems(value);
  }
  if (filters > QUERY_LIMITS.filters) refuse('filters', QUERY_LIMITS.filters, filters);
  if (filterValues > QUERY_LIMITS.filterValues) refuse('filter (in values)', QUERY_LIMITS.filterValues, filterValues);
}

/** Reads a raw query string (without '?'); throws a PostgrestError for anything it cannot honour. */
export function parseQueryString(rawQuery: string): ParsedQuery {
  const parsed: ParsedQuery = { select: [...SAVED_POST_COLUMNS], order: [], filters: [] };
  const seen = new Set<string>();
  const parameters = [...new URLSearchParams(rawQuery)];
  checkQueryLimits(parameters);
  const budget = new FilterBudget();
  for (const [key, value] of parameters) {
    if (RESERVED_PARAMETERS.has(key)) {
      // A repeated modifier is ambiguous; PostgREST's parser takes one, we say so instead of guessing.
      if (seen.has(key) && key !== 'apikey') throw restErrors.parse(key, `"${key}" is given more than once`);
      seen.add(key);
    }
    if (key === 'select') parsed.select = parseSelect(value);
    else if (key === 'order') parsed.order = parseOrder(value);
    else if (key === 'limit') parsed.limit = parseCount('limit', value);
    else if (key === 'offset') parsed.offset = parseCount('offset', value);
    else if (key === 'columns') parsed.columns = parseColumns(value);
    else if (key === 'on_conflict' || key === 'apikey') continue;
    else if (key === 'or' || key === 'and') parsed.filters.push(parseLogicTree(key, value, budget));
    else if (key === 'not.or' || key === 'not.and') parsed.filters.push({ operator: 'not', child: parseLogicTree(key === 'not.or' ? 'or' : 'and', value, budget) });
    else parsed.filters.push(parseFilter(key, value, budget));
  }
  return parsed;
}
