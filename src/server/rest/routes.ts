import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { SavedPost } from '../../shared/schemas';
import type { AppEnv } from '../http/app-env';
import { readJsonBody as readJsonBodyWithin } from '../http/json-body';
import { answerUnexpected } from '../http/unexpected';
import type { RestRouteDeps } from './deps';
import { JSON_CONTENT_TYPE, PostgrestError, postgrestErrorResponse, restErrors } from './errors';
import { readInsertRows, readUpdateChanges, refuseJsonBody } from './insert-body';
import { parseQueryString, SAVED_POST_COLUMNS, type ParsedQuery, type SavedPostColumn } from './query-string';
import {
  checkJsonContentType,
  checkProfile,
  combineRanges,
  parsePreferences,
  parseRangeHeader,
  readAcceptedShape,
  type Preferences,
} from './request-headers';
import { createSavedPostsStore, rowsWanted, type Caller, type ConfirmWrite } from './saved-posts-store';

/**
 * /rest/v1: the saved collection, spoken as PostgREST so that supabase-js works unchanged
 * (docs/supabase-contract.md §3, P9; the subset is docs/decisions/004-postgrest-subset.md).
 * Routes parse and answer; `saved-posts-store.ts` decides what a caller may see and change.
 */
const TABLE = 'saved_posts';
/** Thousands of posts per request; PostgREST has no limit of its own, its gateway does. */
export const REST_MAX_BODY_BYTES = 1024 * 1024;

function rawQueryOf(c: Context): string {
  const url = c.req.url;
  const start = url.indexOf('?');
  return start < 0 ? '' : url.slice(start + 1);
}

function project(post: SavedPost, columns: SavedPostColumn[]): Partial<SavedPost> {
  // select=* (the app's only form): the store's rows already have every column, in table order.
  if (columns.length === SAVED_POST_COLUMNS.length && columns.every((column, index) => column === SAVED_POST_COLUMNS[index])) return post;
  const row: Partial<Record<SavedPostColumn, unknown>> = {};
  for (const column of columns) row[column] = post[column];
  return row as Partial<SavedPost>;
}

function json(c: Context, value: unknown, status: ContentfulStatusCode): Response {
  return c.body(JSON.stringify(value), status, { 'Content-Type': JSON_CONTENT_TYPE });
}

function setPreferenceApplied(c: Context, preferences: Preferences): void {
  if (preferences.applied.length > 0) c.header('Preference-Applied', preferences.applied.join(', '));
}

/** `.single()` on a write: the write stands only if it touched exactly one row (PostgREST rolls back otherwise). */
function confirmSingular(shape: 'array' | 'object'): ConfirmWrite | undefined {
  if (shape === 'array') return undefined;
  return (rows) => {
    if (rows.length !== 1) throw restErrors.notSingular(rows.length);
  };
}

/** What a write answers: 201/200 with the rows when asked for them, else no body. */
function answerWrite(c: Context, query: ParsedQuery, preferences: Preferences, shape: 'array' | 'object', rows: SavedPost[], status: { withRows: 200 | 201; without: 201 | 204 }): Response {
  c.header('Content-Range', `*/${preferences.count ? rows.length : '*'}`);
  setPreferenceApplied(c, preferences);
  if (preferences.return === 'minimal') return c.body(null, status.without);
  const projected = rows.map((row) => project(row, query.select));
  return json(c, shape === 'object' ? projected[0] : projected, status.withRows);
}

export function createRestRoutes(deps: RestRouteDeps): Hono<AppEnv> {
  const store = createSavedPostsStore({ database: deps.database, clock: deps.clock });
  const app = new Hono<AppEnv>();

  app.onError((error, c) => {
    if (error instanceof PostgrestError) return postgrestErrorResponse(c, error);
    return answerUnexpected(deps.logger, c, error, () => postgrestErrorResponse(c, restErrors.unexpected()));
  });

  // The API gateway's check, before anything else (contract §1.2: every request carries apikey).
  app.use('*', async (c, next) => {
    const problem = deps.principals.checkApiKey(c);
    if (problem === 'missing') throw restErrors.noApiKey();
    if (problem === 'invalid') throw restErrors.invalidApiKey();
    await next();
  });

  async function resolveCaller(c: Context): Promise<Caller> {
    const resolved = await deps.principals.resolve(c);
    if (!resolved.ok) {
      if (resolved.failure === 'expired') throw restErrors.jwtExpired();
      if (resolved.failure === 'session-gone') throw restErrors.sessionGone();
      throw restErrors.jwtInvalid();
    }
    const { principal } = resolved;
    return principal.role === 'authenticated' ? { role: 'authenticated', userId: principal.userId } : { role: 'anon' };
  }

  /**
   * What every method reads first, in PostgREST's order of complaints: the schema, then who is
   * calling, then the query string, Accept and Prefer.
   */
  async function readRequest(c: Context, profileHeader: 'accept-profile' | 'content-profile') {
    checkProfile(c.req.header(profileHeader));
    const caller = await resolveCaller(c);
    const query = parseQueryString(rawQueryOf(c));
    const shape = readAcceptedShape(c.req.header('accept'));
    const preferences = parsePreferences(c.req.header('prefer'));
    return { caller, query, shape, preferences };
  }

  app.get(`/${TABLE}`, async (c) => {
    const { caller, query, shape, preferences } = await readRequest(c, 'accept-profile');
    const range = combineRanges(query, parseRangeHeader(c.req.header('range'), c.req.header('range-unit')));

    const rows = await store.list(caller, { filters: query.filters, order: query.order, range });
    // A page that ends before it is full has counted the matches itself: a search that matches
    // few posts reads them once, not twice (bench/suites/saved-posts-search.ts).
    const wanted = rowsWanted(range);
    const pageEnded = wanted > 0 && rows.length < wanted && (rows.length > 0 || range.from === 0);
    const total = preferences.count ? (pageEnded ? range.from + rows.length : await store.count(caller, query.filters)) : undefined;
    if (total !== undefined && range.from > total) {
      throw restErrors.rangeNotSatisfiable(`An offset of ${range.from} was requested, but there are only ${total} rows.`, total);
    }
    const end = rows.length > 0 ? `${range.from}-${range.from + rows.length - 1}` : '*';
    c.header('Content-Range', `${end}/${total ?? '*'}`);
    setPreferenceApplied(c, { ...preferences, applied: preferences.applied.filter((item) => item.startsWith('count=')) });

    const projected = rows.map((row) => project(row, query.select));
    if (shape === 'object') {
      if (rows.length !== 1) throw restErrors.notSingular(rows.length);
      return json(c, projected[0], 200);
    }
    return json(c, projected, total !== undefined && rows.length < total ? 206 : 200);
  });

  app.post(`/${TABLE}`, async (c) => {
    const { caller, query, shape, preferences } = await readRequest(c, 'content-profile');
    const rows = readInsertRows(await readJsonBody(c), query.columns);
    const saved = await store.insert(caller, rows, confirmSingular(shape));
    return answerWrite(c, query, preferences, shape, saved, { withRows: 201, without: 201 });
  });

  /** A write's JSON body, within the size and depth limits (a body over them is refused before it is read whole). */
  async function readJsonBody(c: Context): Promise<unknown> {
    checkJsonContentType(c.req.header('content-type'));
    const read = await readJsonBodyWithin(c.req, { maxBytes: REST_MAX_BODY_BYTES });
    if (!read.ok) throw read.reason === 'too-large' ? restErrors.bodyTooLarge(REST_MAX_BODY_BYTES) : refuseJsonBody(read.reason);
    return read.value;
  }

  function refuseRowWindow(c: Context, query: ParsedQuery, method: string): void {
    if (query.limit !== undefined || query.offset !== undefined || c.req.header('range')) {
      throw restErrors.parse('limit', `limit, offset and Range are not supported on ${method}; filter by id instead.`);
    }
  }

  // Edits (issue 12): only the caller's rows matching the filter change; another user's row is
  // never touched, and the answer is the same as for a row that does not exist.
  app.patch(`/${TABLE}`, async (c) => {
    const { caller, query, shape, preferences } = await readRequest(c, 'content-profile');
    refuseRowWindow(c, query, 'PATCH');
    const changes = readUpdateChanges(await readJsonBody(c), query.columns);
    const updated = await store.update(caller, query.filters, changes, confirmSingular(shape));
    return answerWrite(c, query, preferences, shape, updated, { withRows: 200, without: 204 });
  });

  app.delete(`/${TABLE}`, async (c) => {
    const { caller, query, shape, preferences } = await readRequest(c, 'content-profile');
    // A body, if any, is ignored: supabase-js sends Content-Type: application/json and none (contract P1).
    refuseRowWindow(c, query, 'DELETE');
    const removed = await store.remove(caller, query.filters, confirmSingular(shape));
    return answerWrite(c, query, preferences, shape, removed, { withRows: 200, without: 204 });
  });

  app.all(`/${TABLE}`, (c) => {
    throw restErrors.unsupportedMethod(c.req.method.slice(0, 20));
  });

  // Never a bodiless 404: supabase-js would read it as success (contract P9).
  app.all('*', (c) => {
    const table = c.req.path.replace(/^.*\/rest\/v1\/?/, '').split('/')[0] ?? '';
    throw restErrors.unknownTable(table.slice(0, 100));
  });

  return app;
}
