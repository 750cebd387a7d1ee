import { restErrors } from './errors';

/** The PostgREST request headers the saved collection honours (docs/decisions/004-postgrest-subset.md). */

export interface Preferences {
  return: 'minimal' | 'representation';
  /** planned and estimated are answered with the exact count: a user's collection is small and indexed. */
  count: boolean;
  /** What goes back in `Preference-Applied`, as PostgREST does. */
  applied: string[];
}

/** `Prefer` may hold several comma-separated values, or come as several headers (joined with ', '). */
export function parsePreferences(header: string | undefined): Preferences {
  const preferences: Preferences = { return: 'minimal', count: false, applied: [] };
  for (const item of (header ?? '').split(',')) {
    const [name, value] = item.split('=').map((part) => part.trim().toLowerCase());
    if (name === 'return' && (value === 'representation' || value === 'minimal')) {
      preferences.return = value;
      preferences.applied.push(`return=${value}`);
    } else if (name === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated')) {
      preferences.count = true;
      preferences.applied.push(`count=${value}`);
    }
    // Anything else (missing=default, handling=lenient, resolution=…, tx=…) changes nothing here:
    // the server fills every column it owns, and ids never conflict. PostgREST ignores unknown ones too.
  }
  return preferences;
}

/** Rows [from, to] (to inclusive; undefined = open ended), as `Range: 0-9` or limit/offset give them. */
export interface RowRange {
  from: number;
  to?: number;
}

/**
 * `Range: 0-9` with `Range-Unit: items` (the default unit). A header that does not parse is
 * ignored, like PostgREST; a reversed one cannot be satisfied.
 */
export function parseRangeHeader(range: string | undefined, unit: string | undefined): RowRange | undefined {
  if (!range || (unit !== undefined && unit.trim().toLowerCase() !== 'items')) return undefined;
  const match = /^\s*(?:items=)?(\d{1,15})-(\d{0,15})\s*$/.exec(range);
  if (!match) return undefined;
  const from = Number(match[1]);
  const to = match[2] === '' ? undefined : Number(match[2]);
  if (to !== undefined && to < from) throw restErrors.rangeNotSatisfiable(`The Range header asks for rows ${from} to ${to}.`, '*');
  return { from, to };
}

/** Intersects the query's limit/offset with the Range header, as PostgREST does. */
export function combineRanges(query: { limit?: number; offset?: number }, header: RowRange | undefined): RowRange {
  const fromQuery: RowRange = {
    from: query.offset ?? 0,
    to: query.limit === undefined ? undefined : (query.offset ?? 0) + query.limit - 1,
  };
  if (!header) return fromQuery;
  const from = Math.max(fromQuery.from, header.from);
  const ends = [fromQuery.to, header.to].filter((end): end is number => end !== undefined);
  return { from, to: ends.length > 0 ? Math.min(...ends) : undefined };
}

const SINGLE_OBJECT = 'application/vnd.pgrst.object';
const ARRAY_TYPES = new Set(['application/json', 'application/*', '*/*', 'application/vnd.pgrst.array']);

/**
 * `Accept: application/vnd.pgrst.object+json` (supabase-js `.single()`) asks for one bare object;
 * JSON or anything-goes asks for an array. Other formats (CSV, GeoJSON, plans) are not offered.
 */
export function readAcceptedShape(header: string | undefined): 'array' | 'object' {
  if (!header || header.trim() === '') return 'array';
  const types = header.split(',').map((item) => item.split(';')[0].trim().toLowerCase());
  for (const type of types) {
    if (type.startsWith(SINGLE_OBJECT)) return 'object';
    if (ARRAY_TYPES.has(type) || type.startsWith('application/vnd.pgrst.array')) return 'array';
  }
  throw restErrors.unacceptableMediaType(header.slice(0, 200));
}

/** Only the `public` schema exists (supabase-js sends Accept-Profile/Content-Profile: public). */
export function checkProfile(header: string | undefined): void {
  if (header !== undefined && header.trim() !== 'public') throw restErrors.wrongSchema();
}

/** Bodies are JSON; a missing Content-Type is read as JSON too (contract P1: charset variants are fine). */
export function checkJsonContentType(header: string | undefined): void {
  if (!header) return;
  const type = header.split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') throw restErrors.unsupportedMediaType(header.slice(0, 200));
}
