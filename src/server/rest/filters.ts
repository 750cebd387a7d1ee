import { foldForSearch, searchWords } from '../../shared/search-text';
import { restErrors } from './errors';
import { isUuid, readColumn, SEARCH_COLUMN } from './columns';

/**
 * PostgREST's filters as the saved collection speaks them (docs/decisions/004-postgrest-subset.md):
 * `col=op.value` and the logic trees `or=(…)`/`and=(…)` that supabase-js's `.or()` sends, with
 * `not.` in front of any of them. Columns are checked against allow-lists, values only ever
 * become bound parameters, and the store adds the owner condition above all of it.
 */
export const COMPARABLE_COLUMNS = ['id', 'user_id', 'mood', 'language', 'platform', 'niche', 'topic', 'website'] as const;
export type ComparableColumn = (typeof COMPARABLE_COLUMNS)[number];
/** Text columns that take `ilike` patterns. */
export const PATTERN_COLUMNS = ['caption', 'niche', 'topic', 'website'] as const;
export type PatternColumn = (typeof PATTERN_COLUMNS)[number];
/** Columns that may be empty, for `is.null`. */
export const NULLABLE_COLUMNS = ['niche', 'topic', 'website', 'language', 'platform', 'options'] as const;
export type NullableColumn = (typeof NULLABLE_COLUMNS)[number];

export type Filter =
  | { operator: 'eq' | 'neq' | 'in'; column: ComparableColumn; values: string[] }
  | { operator: 'is-null'; column: NullableColumn }
  /** `pattern` is a LIKE pattern with '\' as its escape character. */
  | { operator: 'ilike'; column: PatternColumn; pattern: string }
  /** Every term (a folded word or phrase) occurs in the post's folded search text; no terms match nothing. */
  | { operator: 'search'; terms: string[] }
  | { operator: 'and' | 'or'; children: Filter[] }
  | { operator: 'not'; child: Filter };

const UUID_COLUMNS: readonly string[] = ['id', 'user_id'];
/** Enough for any search box; bounds the SQL a request can build. */
const MAX_CONDITIONS = 40;
const MAX_TREE_DEPTH = 4;
/** Long LIKE patterns full of wildcards are slow to match; nobody types this much into a filter. */
const MAX_PATTERN_CHARS = 500;
const MAX_SEARCH_TERMS = 16;
/** PostgREST's other operators: recognised, so the answer can say they are not supported here. */
const OTHER_OPERATORS = new Set([
  'gt', 'gte', 'lt', 'lte', 'like', 'match', 'imatch', 'isdistinct', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj', 'all', 'any',
]);
const TEXT_SEARCH = /^(|pl|ph|w)fts(?:\(([A-Za-z_][A-Za-z0-9_]*)\))?$/;

function includes<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/** Counts conditions across one request, so no query string builds an unbounded WHERE clause. */
export class FilterBudget {
  private used = 0;
  take(): void {
    this.used += 1;
    if (this.used > MAX_CONDITIONS) throw restErrors.parse('filter', `At most ${MAX_CONDITIONS} conditions are supported in one request.`);
  }
}

/** `(a,b,"c,d")`: PostgREST's list syntax, double quotes protect commas. */
function parseList(raw: string, key: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) throw restErrors.parse(`filter (in.${raw})`, `expecting "(" around the list for ${key}`);
  const inner = raw.slice(1, -1);
  return inner === '' ? [] : splitTopLevel(inner, `filter (in.${raw})`).map(unquoteValue);
}

/** A value in double quotes (allowed in lists and logic trees): the quotes go, `\x` is x. */
function unquoteValue(raw: string): string {
  if (raw.length < 2 || !raw.startsWith('"') || !raw.endsWith('"')) return raw;
  return raw.slice(1, -1).replace(/\\(.)/gsu, '$1');
}

/** Splits on commas outside double quotes and parentheses, keeping quotes for the caller. */
function splitTopLevel(text: string, where: string): string[] {
  const items: string[] = [];
  let current = '';
  let depth = 0;
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted && char === '\\' && index + 1 < text.length) {
      current += char + text[++index];
      continue;
    }
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '(') depth += 1;
    else if (!quoted && char === ')') depth -= 1;
    if (depth < 0) throw restErrors.parse(where, 'unexpected ")"');
    if (char === ',' && !quoted && depth === 0) {
      items.push(current);
      current = '';
    } else current += char;
  }
  if (quoted) throw restErrors.parse(where, 'unterminated double quote');
  if (depth !== 0) throw restErrors.parse(where, 'expecting ")"');
  items.push(current);
  return items;
}

function readComparedValue(column: ComparableColumn, value: string): string {
  if (value.includes('\u0000')) throw restErrors.nulCharacter();
  if (!UUID_COLUMNS.includes(column)) return value;
  if (!isUuid(value)) throw restErrors.invalidUuid(value);
  return value.toLowerCase();
}

/**
 * A PostgREST LIKE pattern as SQL takes it: `*` is `%` (PostgREST's URL-friendly wildcard), `%`
 * and `_` stay wildcards, `\` escapes the next character. A pattern ending in a lone `\` is what
 * PostgreSQL refuses (22025).
 */
function readPattern(value: string): string {
  if (value.includes('\u0000')) throw restErrors.nulCharacter();
  if (value.length > MAX_PATTERN_CHARS) throw restErrors.parse('filter (ilike)', `Patterns may be at most ${MAX_PATTERN_CHARS} characters.`);
  let pattern = '';
  for (let index = 0; index < value.length; index += 1) {
    const char = value[index];
    if (char === '\\') {
      if (index + 1 >= value.length) throw restErrors.likeEscape();
      pattern += `\\${value[++index]}`;
    } else pattern += char === '*' ? '%' : char;
  }
  return pattern;
}

/**
 * The four text searches supabase-js's `textSearch` sends, on the `search` column: `plfts` (every
 * word), `phfts` (the words as one phrase), `wfts` ("quoted phrases" and words), `fts` (words
 * joined by `&`, `word:*` prefixes). A word matches anywhere in the folded text of caption,
 * hashtags, niche and topic (docs/decisions/018-saved-post-search.md). The configuration name
 * is accepted and changes nothing: folding is the same for every language.
 */
function parseTextSearch(kind: string, query: string, raw: string): string[] {
  if (query.includes('\u0000')) throw restErrors.nulCharacter();
  const refuse = (detail: string) => restErrors.parse(`filter (${raw.slice(0, 200)})`, detail);
  let terms: string[];
  if (kind === 'ph') terms = [foldForSearch(query)].filter(Boolean);
  else if (kind === 'pl') terms = searchWords(query);
  else if (kind === 'w') {
    const phrases = [...query.matchAll(/"([^"]*)"/g)].map((match) => foldForSearch(match[1])).filter(Boolean);
    const words = searchWords(query.replace(/"[^"]*"?/g, ' '));
    if (words.some((word) => word === 'or' || word.startsWith('-'))) throw refuse('"or" and "-word" are not supported in websearch here; every word must match.');
    terms = [...new Set([...phrases, ...words])];
  } else {
    if (/[|!()<>]/.test(query)) throw refuse('Only words joined by "&" (optionally with ":*") are supported in fts here.');
    terms = searchWords(query.replace(/&/g, ' ').replace(/:\*/g, ' '));
  }
  if (terms.length > MAX_SEARCH_TERMS) throw refuse(`A search may have at most ${MAX_SEARCH_TERMS} words.`);
  return terms;
}

/** One `col=op.value` filter (or `col.op.value` inside a logic tree). */
export function parseFilter(key: string, value: string, budget: FilterBudget): Filter {
  budget.take();
  if (value.startsWith('not.')) return { operator: 'not', child: parseFilter(key, value.slice(4), budget) };
  const column = readColumn(key, 'filter');
  const dot = value.indexOf('.');
  const operator = dot < 0 ? value : value.slice(0, dot);
  const argument = dot < 0 ? '' : value.slice(dot + 1);
  const search = TEXT_SEARCH.exec(operator);
  const unsupported = (detail: string) => restErrors.parse(`filter (${value.slice(0, 200)})`, detail);

  if (column === SEARCH_COLUMN || search) {
    if (column !== SEARCH_COLUMN) throw unsupported(`Text search works on the ${SEARCH_COLUMN} column only.`);
    if (!search || dot < 0) throw unsupported(`The ${SEARCH_COLUMN} column takes fts, plfts, phfts or wfts.`);
    return { operator: 'search', terms: parseTextSearch(search[1], argument, value) };
  }
  if (OTHER_OPERATORS.has(operator)) throw unsupported(`The operator "${operator}" is not supported here; use eq, neq, in, is, ilike or a text search.`);
  if (dot < 0 || !['eq', 'neq', 'in', 'is', 'ilike'].includes(operator)) {
    throw unsupported(`unexpected "${operator.slice(0, 50)}" expecting an operator (eq, neq, in, is, ilike, fts)`);
  }
  if (operator === 'is') {
    if (argument.toLowerCase() !== 'null') throw unsupported('Only is.null is supported here.');
    if (!includes(NULLABLE_COLUMNS, column)) throw unsupported(`${column} is never null.`);
    return { operator: 'is-null', column };
  }
  if (operator === 'ilike') {
    if (!includes(PATTERN_COLUMNS, column)) throw unsupported(`ilike works on ${PATTERN_COLUMNS.join(', ')}.`);
    return { operator: 'ilike', column, pattern: readPattern(argument) };
  }
  if (!includes(COMPARABLE_COLUMNS, column)) {
    throw unsupported(`Filtering on ${column} with ${operator} is not supported; filter on ${COMPARABLE_COLUMNS.join(', ')}.`);
  }
  const values = operator === 'in' ? parseList(argument, key) : [argument];
  return { operator: operator as 'eq' | 'neq' | 'in', column, values: values.map((item) => readComparedValue(column, item)) };
}

/** `or=(a.eq.1,and(b.eq.2,c.in.(3,4)))`: PostgREST's logic tree, nested at most a few levels. */
export function parseLogicTree(operator: 'and' | 'or', raw: string, budget: FilterBudget, depth = 1): Filter {
  const where = `logic tree (${operator}=${raw.slice(0, 200)})`;
  if (depth > MAX_TREE_DEPTH) throw restErrors.parse(where, `Logic trees may be nested at most ${MAX_TREE_DEPTH} levels.`);
  if (!raw.startsWith('(') || !raw.endsWith(')') || raw.length < 3) throw restErrors.parse(where, 'expecting "(" and ")" around the conditions');
  const children = splitTopLevel(raw.slice(1, -1), where).map((item) => {
    const negated = item.startsWith('not.');
    const body = negated ? item.slice(4) : item;
    const nested = /^(and|or)(\(.*\))$/s.exec(body);
    let child: Filter;
    if (nested) child = parseLogicTree(nested[1] as 'and' | 'or', nested[2], budget, depth + 1);
    else {
      const firstDot = body.indexOf('.');
      if (firstDot <= 0) throw restErrors.parse(where, `expecting "column.operator.value", got "${body.slice(0, 100)}"`);
      const column = body.slice(0, firstDot);
      let rest = body.slice(firstDot + 1);
      const innerNot = rest.startsWith('not.') ? 'not.' : '';
      rest = rest.slice(innerNot.length);
      const operatorEnd = rest.indexOf('.');
      // A value in double quotes may hold commas and parentheses; the quotes are not part of it.
      const filterValue = operatorEnd < 0 ? `${innerNot}${rest}` : `${innerNot}${rest.slice(0, operatorEnd)}.${unquoteValue(rest.slice(operatorEnd + 1))}`;
      child = parseFilter(column, filterValue, budget);
    }
    return negated ? ({ operator: 'not', child } satisfies Filter) : child;
  });
  return { operator, children };
}
