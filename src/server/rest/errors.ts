import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * PostgREST's error dialect (docs/supabase-contract.md §3): `{code, message, details, hint}`,
 * which supabase-js hands to the app unchanged as `error`. Codes and messages follow PostgREST
 * v12 and the PostgreSQL errors it passes through, so an app written against Supabase reads ours
 * the same way. What we answer for the parts of PostgREST we do not implement is in
 * docs/decisions/004-postgrest-subset.md.
 */
export class PostgrestError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'PostgrestError';
  }
}

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export function postgrestErrorResponse(c: Context, error: PostgrestError): Response {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  c.header('Content-Type', JSON_CONTENT_TYPE);
  return c.body(JSON.stringify({ code: error.code, details: error.details, hint: error.hint, message: error.message }), error.status);
}

const TABLE = 'saved_posts';
const RLS_MESSAGE = `new row violates row-level security policy for table "${TABLE}"`;

/** PostgREST answers a bad token with this header too (RFC 6750). */
function invalidTokenHeader(description: string): Record<string, string> {
  return { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${description}"` };
}

export const restErrors = {
  // The gateway's answers (Supabase's API gateway checks the key before PostgREST sees the request).
  noApiKey: () =>
    new PostgrestError(401, 'no_api_key', 'No API key found in request', null, 'No `apikey` request header or url param was found.'),
  invalidApiKey: () =>
    new PostgrestError(401, 'invalid_api_key', 'Invalid API key', null, 'Double check your Supabase `anon` or `service_role` API key.'),

  jwtExpired: () => new PostgrestError(401, 'PGRST303', 'JWT expired', null, null, invalidTokenHeader('JWT expired')),
  jwtInvalid: () =>
    new PostgrestError(401, 'PGRST301', 'No suitable key or wrong key type', null, null, invalidTokenHeader('No suitable key or wrong key type')),
  sessionGone: () =>
    new PostgrestError(401, 'PGRST301', 'JWT session no longer exists', 'The session of this token has ended (signed out or revoked).', null, invalidTokenHeader('JWT session no longer exists')),

  /** PostgREST answers 42501 with 401 for the anonymous role and 403 for a signed-in one. */
  rowLevelSecurity: (anonymous: boolean) => new PostgrestError(anonymous ? 401 : 403, '42501', RLS_MESSAGE),

  parse: (what: string, details: string) => new PostgrestError(400, 'PGRST100', `failed to parse ${what}`, details),
  invalidBody: (details: string) => new PostgrestError(400, 'PGRST102', 'Empty or invalid json', details),
  unknownColumn: (column: string) => new PostgrestError(400, '42703', `column ${TABLE}.${column} does not exist`),
  unknownBodyColumn: (column: string) =>
    new PostgrestError(400, 'PGRST204', `Could not find the '${column}' column of '${TABLE}' in the schema cache`),
  serverSetColumn: (column: string) =>
    new PostgrestError(
      400,
      '428C9',
      `cannot insert a non-DEFAULT value into column "${column}"`,
      `Column "${column}" is set by the server.`,
      `Leave "${column}" out of the row; the server fills it in.`,
    ),
  updateServerSetColumn: (column: string) =>
    new PostgrestError(
      400,
      '428C9',
      `column "${column}" can only be updated to DEFAULT`,
      `Column "${column}" is set by the server and cannot be changed.`,
      `Leave "${column}" out of the changes.`,
    ),
  likeEscape: () => new PostgrestError(400, '22025', 'LIKE pattern must not end with escape character'),
  invalidUuid: (value: string) => new PostgrestError(400, '22P02', `invalid input syntax for type uuid: "${value}"`),
  nulCharacter: () => new PostgrestError(400, '22021', 'invalid byte sequence for encoding "UTF8": 0x00'),
  notNull: (column: string) =>
    new PostgrestError(400, '23502', `null value in column "${column}" of relation "${TABLE}" violates not-null constraint`),
  checkViolation: (message: string, column: string) =>
    new PostgrestError(400, '23514', message, `new row for relation "${TABLE}" violates check constraint "${TABLE}_${column}_check"`),
  deleteWithoutFilter: () => new PostgrestError(400, '21000', 'DELETE requires a WHERE clause'),
  updateWithoutFilter: () => new PostgrestError(400, '21000', 'UPDATE requires a WHERE clause'),
  rangeNotSatisfiable: (details: string, total: number | '*') =>
    new PostgrestError(416, 'PGRST103', 'Requested range not satisfiable', details, null, { 'Content-Range': `*/${total}` }),
  notSingular: (rows: number) =>
    new PostgrestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`),
  unacceptableMediaType: (accepted: string) =>
    new PostgrestError(406, 'PGRST107', `None of these media types are available: ${accepted}`),
  unsupportedMediaType: (contentType: string) =>
    new PostgrestError(415, 'PGRST107', `None of these media types are available: ${contentType}`),
  wrongSchema: () => new PostgrestError(406, 'PGRST106', 'The schema must be one of the following: public', null, null),
  unknownTable: (table: string) =>
    new PostgrestError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`, null, `Perhaps you meant the table 'public.${TABLE}'`),
  unsupportedMethod: (method: string) =>
    new PostgrestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`, null, 'Saved posts can be read (GET, HEAD), inserted (POST), changed (PATCH) and deleted (DELETE).'),
  bodyTooLarge: (maxBytes: number) =>
    new PostgrestError(413, 'PGRST413', 'Request body too large', `The body may hold at most ${maxBytes} bytes.`),
  unexpected: () => new PostgrestError(500, 'PGRST000', 'Unexpected failure, please try again'),
};
