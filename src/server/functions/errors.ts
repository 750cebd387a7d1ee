import type { Context } from 'hono';
import { ERRORS } from '../../shared/texts';
import { CaptionError } from '../captions/engine';

/**
 * The function's error dialect: JSON `{error, code}` with a status (docs/architecture.md,
 * "Server"; supabase-contract.md P10: the browser reads it from `error.context`). Messages are
 * fixed sentences for a person: never a provider's text, a stack, a key or image data.
 */
export class FunctionError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 404 | 413 | 429 | 499 | 500 | 502 | 503 | 504,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'FunctionError';
  }
}

/** When a provider says "slow down" without saying for how long. */
export const DEFAULT_PROVIDER_RETRY_AFTER_SECONDS = 30;

export const functionErrors = {
  noApiKey: () => new FunctionError(401, 'no_api_key', 'No API key found in request'),
  invalidApiKey: () => new FunctionError(401, 'invalid_api_key', 'Invalid API key'),
  notSignedIn: () => new FunctionError(401, 'not_signed_in', 'Please sign in to generate captions.'),
  sessionInvalid: () => new FunctionError(401, 'invalid_session', 'Your session has ended. Please sign in again.'),
  notFound: () => new FunctionError(404, 'not_found', 'There is no such function.'),
  tooLarge: () => new FunctionError(413, 'payload_too_large', 'The request is too large. Please upload a file smaller than 20MB.'),
  badJson: () => new FunctionError(400, 'invalid_json', 'The request body must be a JSON object.'),
  invalidRequest: (message: string) => new FunctionError(400, 'invalid_request', message),
  rateLimited: (retryAfterSeconds: number) => new FunctionError(429, 'rate_limited', ERRORS.rateLimited, retryAfterSeconds),
  unexpected: () => new FunctionError(500, 'internal_error', ERRORS.generateFailed),
  /** The shutdown deadline came before the generation ended (SHUTDOWN_TIMEOUT_MS); another instance, or this one restarted, takes the retry. */
  serverRestarting: () => new FunctionError(503, 'server_restarting', 'The server is restarting. Please try again in a moment.', 5),
};

const FROM_CAPTION_ERROR: Record<CaptionError['kind'], (error: CaptionError) => FunctionError> = {
  'rate-limited': (error) =>
    new FunctionError(429, 'provider_rate_limited', ERRORS.rateLimited, error.retryAfterSeconds ?? DEFAULT_PROVIDER_RETRY_AFTER_SECONDS),
  'out-of-credits': () => new FunctionError(402, 'out_of_credits', ERRORS.creditsDepleted),
  'bad-key': () =>
    new FunctionError(502, 'provider_key_rejected', 'The AI provider did not accept this server’s key. Please tell the site’s administrator.'),
  timeout: () => new FunctionError(504, 'provider_timeout', 'The AI provider took too long to answer. Please try again.'),
  'invalid-output': () => new FunctionError(502, 'invalid_output', 'The captions did not come out right. Please try again.'),
  unavailable: () => new FunctionError(502, 'provider_unavailable', 'The AI provider is unavailable right now. Please try again in a moment.'),
  // Nobody is listening any more; the status only shows in the request log.
  aborted: () => new FunctionError(499, 'cancelled', 'The request was cancelled.'),
};

/** A CaptionError becomes its status; anything else is a bug: undefined, for the caller to log as one. */
export function fromCaptionError(error: unknown): FunctionError | undefined {
  return error instanceof CaptionError ? FROM_CAPTION_ERROR[error.kind](error) : undefined;
}

export function errorBody(error: FunctionError): { error: string; code: string } {
  return { error: error.message, code: error.code };
}

export function functionErrorResponse(c: Context, error: FunctionError): Response {
  if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds));
  c.header('Cache-Control', 'no-store');
  if (error.status === 499) return c.body(null, 499 as never);
  return c.json(errorBody(error), error.status);
}
