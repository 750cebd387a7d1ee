import { restErrors } from './errors';

/**
 * The part of PostgREST's query grammar that the saved collection speaks
 * (docs/decisions/004-postgrest-subset.md). Column names are checked against allow-lists before
 * they get anywhere near SQL (house style rule 6). supabase-js builds query strings with
 * URLSearchParams, so they are read with form semantics: '+' is a space (contract §3).
 */
export const SAVED_POST_COLUMNS = ['id', 'user_id', 'caption', 'hashtags', 'mood', 'created_at'] as const;
export type SavedPostColumn = (typeof SAVED_POST_COLUMNS)[number];

export const FILTERABLE_COLUMNS = ['id', 'user_id', 'mood'] as const;
export type FilterableColumn = (typeof FILTERABLE_COLUMNS)[number];

/** hashtags is a list: PostgreSQL orders arrays element by element, SQLite would order JSON text. */
export const ORDERABLE_COLUMNS = ['id', 'user_id', 'caption', 'mood', 'created_at'] as const;
export type OrderableColumn = (typeof ORDERABLE_COLUMNS)[number];

const UUID_COLUMNS: readonly SavedPostColumn[] = ['id', 'user_id'];

export type FilterOperator = 'eq' | 'neq' | 'in';
export interface Filter {
  column: FilterableColumn;
  operator: FilterOperator;
  /** One value for eq/neq, the list for in. uuids are lower-cased, as they are stored. */
  values: string[];
}

export interface OrderTerm {
  column: OrderableColumn;
  direction: 'asc' | 'desc';
}

export interface ParsedQuery {
  /** The columns of each returned row, in answer order, without repeats. */
  select: SavedPostColumn[];
  order: OrderTerm[];
  filters: Filter[];
  limit?: number;
  offset?: number;
  /** `columns=` of an insert: which keys of the body to take. */
  columns?: SavedPostColumn[];
}

/** Parameters that are not filters. `apikey` may ride in the query (Supabase's gateway accepts it). */
const RESERVED_PARAMETERS = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'apikey']);
const LOGIC_PARAMETERS = new Set(['and', 'or', 'not']);
/** PostgREST's other operators: recognised, so the answer can say they are not supported here. */
const OTHER_OPERATORS = new Set([
  'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'is', 'isdistinct', 'fts', 'plfts', 'phfts', 'wfts',
  'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj', 'all', 'any',
]);

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Far beyond any collection; larger offsets are clamped so the database never sees a huge number. */
export const MAX_OFFSET = 2_147_483_647;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

function isSavedPostColumn(name: string): name is SavedPostColumn {
  return (SAVED_POST_COLUMNS as readonly string[]).includes(name);
}

function unquote(name: string): string {
  return name.length >= 2 && name.startsWith('"') && name.endsWith('"') ? name.slice(1, -1) : name;
}

/** A column name from the query string: known → the column; a plain unknown name → 42703; anything else → PGRST100. */
function readColumn(raw: string, where: string): SavedPostColumn {
  const name = unquote(raw.trim());
  if (isSavedPostColumn(name)) return name;
  if (IDENTIFIER.test(name)) throw restErrors.unknownColumn(name);
  throw restErrors.parse(`${where} (${raw})`, 'Only plain column names of saved_posts are supported here.');
}

function parseSelect(value: string): SavedPostColumn[] {
  if (value.trim() === '') return [...SAVED_POST_COLUMNS];
  const selected = new Set<SavedPostColumn>();
  for (const item of value.split(',')) {
    if (item.trim() === '*') SAVED_POST_COLUMNS.forEach((column) => selected.add(column));
    else selected.add(readColumn(item, 'select parameter'));
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
    const column = readColumn(rawColumn, 'order');
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

/** `(a,b,"c,d")`: PostgREST's list syntax, double quotes protect commas. */
function parseList(raw: string, key: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) throw restErrors.parse(`filter (in.${raw})`, `expecting "(" around the list for ${key}`);
  const inner = raw.slice(1, -1);
  if (inner === '') return [];
  const values: string[] = [];
  let current = '';
  let quoted = false;
  for (let index = 0; index < inner.length; index += 1) {
    const char = inner[index];
    if (char === '\\' && quoted && index + 1 < inner.length) current += inner[++index];
    else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      values.push(current);
      current = '';
    } else current += char;
  }
  if (quoted) throw restErrors.parse(`filter (in.${raw})`, 'unterminated double quote');
  values.push(current);
  return values;
}

function readFilterValue(column: FilterableColumn, value: string): string {
  if (value.includes('\u0000')) throw restErrors.nulCharacter();
  if (!UUID_COLUMNS.includes(column)) return value;
  if (!isUuid(value)) throw restErrors.invalidUuid(value);
  return value.toLowerCase();
}

function parseFilter(key: string, value: string): Filter {
  const column = readColumn(key, 'filter');
  const dot = value.indexOf('.');
  const operator = dot < 0 ? value : value.slice(0, dot);
  if (operator === 'not' || OTHER_OPERATORS.has(operator)) {
    throw restErrors.parse(`filter (${value})`, `The operator "${operator}" is not supported here; use eq, neq or in.`);
  }
  if (dot < 0 || (operator !== 'eq' && operator !== 'neq' && operator !== 'in')) {
    throw restErrors.parse(`filter (${value})`, `unexpected "${operator}" expecting an operator (eq, neq or in)`);
  }
  if (!(FILTERABLE_COLUMNS as readonly string[]).includes(column)) {
    throw restErrors.parse(`filter (${key})`, `Filtering on ${column} is not supported; filter on id, user_id or mood.`);
  }
  const filterable = column as FilterableColumn;
  const raw = value.slice(dot + 1);
  const values = operator === 'in' ? parseList(raw, key) : [raw];
  return { column: filterable, operator, values: values.map((item) => readFilterValue(filterable, item)) };
}

/**
 * How much one query may ask for (docs/decisions/013-hostile-input-limits.md). Far beyond what the
 * app or a developer's query needs; past them the database itself gives up ("Expression tree is
 * too large", "too many terms in ORDER BY clause") after the work is done, so they are refused first.
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
    else if (LOGIC_PARAMETERS.has(key)) {
      throw restErrors.parse(`logic tree (${key})`, 'and/or/not trees are not supported here; combine filters with &.');
    } else parsed.filters.push(parseFilter(key, value));
  }
  return parsed;
}
