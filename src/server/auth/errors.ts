import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * GoTrue's error dialect (docs/supabase-contract.md §2.2): `{code, error_code, msg, message}`
 * plus `X-Supabase-Api-Version`, so supabase-js resolves `error.code` with or without the header.
 */
export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION = '2024-01-01';

export class AuthError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

export function authErrorResponse(c: Context, error: AuthError): Response {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  c.header(API_VERSION_HEADER, API_VERSION);
  return c.json({ code: error.code, error_code: error.code, msg: error.message, message: error.message, ...error.extra }, error.status);
}

export const authErrors = {
  badJson: (why?: string) => new AuthError(400, 'bad_json', why ? `Could not parse request body as JSON: ${why}` : 'Could not parse request body as JSON'),
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
  invalidEmail: () => new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format'),
  weakPassword: (minLength: number) =>
    new AuthError(422, 'weak_password', `Password should be at least ${minLength} characters.`, {
      weak_password: { reasons: ['length'] },
    }),
  metadataTooLarge: (maxBytes: number) => new AuthError(400, 'validation_failed', `User metadata may hold at most ${maxBytes} bytes of JSON`),
  userExists: () => new AuthError(422, 'user_already_exists', 'User already registered'),
  emailExists: () => new AuthError(422, 'email_exists', 'A user with this email address has already been registered'),
  samePassword: () => new AuthError(422, 'same_password', 'New password should be different from the old password.'),
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  refreshTokenNotFound: () => new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () => new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  noAuthorization: () => new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (detail: string) => new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  sessionNotFound: () => new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  userNotFound: () => new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  unsupportedGrantType: () => new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type'),
  rateLimited: (retryAfterSeconds: number) =>
    new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached', {}, { 'Retry-After': String(retryAfterSeconds) }),
  signupDisabled: () => new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance'),
  noApiKey: () => new AuthError(401, 'no_api_key', 'No API key found in request'),
  invalidApiKey: () => new AuthError(401, 'invalid_api_key', 'Invalid API key'),
  notFound: () => new AuthError(404, 'not_found', 'Not found'),
  unexpected: () => new AuthError(500, 'unexpected_failure', 'Unexpected failure, please try again'),
};
