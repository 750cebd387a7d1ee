import type { APICallError } from 'ai';
import { CaptionError } from '../engine';
import { loadAiSdk } from './ai-sdk';

/**
 * Turns whatever the AI SDK threw into a CaptionError with a fixed message. Nothing of the
 * provider's own text travels on: an APICallError carries the whole request body (the image too)
 * and the provider's message may echo the key (docs/caption-engine.md, "Errors, retries, time").
 */

/** Facts about a failure that are safe to log: no messages, no bodies. */
export interface FailureFacts {
  kind: CaptionError['kind'];
  statusCode?: number;
  errorName: string;
}

const MESSAGES: Record<CaptionError['kind'], string> = {
  'rate-limited': 'The AI provider is receiving too many requests',
  'out-of-credits': 'The AI provider account is out of credits',
  'bad-key': 'The AI provider rejected the configured key',
  timeout: 'The AI provider did not answer in time',
  'invalid-output': 'The AI provider did not write valid captions',
  unavailable: 'The AI provider is unavailable',
  aborted: 'The request was cancelled',
};

export function captionError(kind: CaptionError['kind'], retryAfterSeconds?: number): CaptionError {
  return new CaptionError(kind, MESSAGES[kind], retryAfterSeconds);
}

/**
 * OpenAI says "out of credits" with a 429 whose code is `insufficient_quota`; Anthropic with a 400
 * about the credit balance; OpenRouter and others with a plain 402.
 */
function isOutOfCredits(error: APICallError): boolean {
  if (error.statusCode === 402) return true;
  const body = error.responseBody ?? '';
  return /insufficient_quota|credit balance|billing_hard_limit|billing_not_active/i.test(body);
}

/** `Retry-After` in seconds or as an HTTP date, or OpenAI's `retry-after-ms`. */
export function readRetryAfter(headers: Record<string, string> | undefined, now = Date.now()): number | undefined {
  if (!headers) return undefined;
  const milliseconds = Number(headers['retry-after-ms']);
  if (Number.isFinite(milliseconds) && milliseconds > 0) return Math.ceil(milliseconds / 1000);
  const value = headers['retry-after'];
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.max(1, Math.ceil(seconds));
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(1, Math.ceil((date - now) / 1000));
}

function fromApiCallError(error: APICallError): CaptionError {
  const status = error.statusCode;
  if (isOutOfCredits(error)) return captionError('out-of-credits');
  if (status === 429) return captionError('rate-limited', readRetryAfter(error.responseHeaders));
  if (status === 401 || status === 403) return captionError('bad-key');
  if (status === 408 || status === 504) return captionError('timeout');
  return captionError('unavailable');
}

/**
 * The provider refused the attached media rather than the request: Gemini's 400 INVALID_ARGUMENT
 * about a MIME type or `inline_data`, OpenAI's `invalid_image…` codes, Anthropic's "Could not
 * process image", a 413 or 415 for the upload. A credit-balance 400 is not one. Only the status and
 * the provider's body are read, never passed on.
 */
function isMediaRefusalError(error: APICallError): boolean {
  if (isOutOfCredits(error)) return false;
  if (error.statusCode === 413 || error.statusCode === 415) return true;
  if (error.statusCode !== 400 && error.statusCode !== 422) return false;
  return /(?:^|[^a-z])(?:image|video|mime|media|file|inline_?data|attachment)/i.test(error.responseBody ?? '');
}

/** Whether `error` says the provider refused the media (so the request may go on without it). */
export async function isMediaRefusal(error: unknown): Promise<boolean> {
  const { APICallError, RetryError } = await loadAiSdk();
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  return APICallError.isInstance(cause) && isMediaRefusalError(cause);
}

function isNamed(error: unknown, name: string): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === name;
}

/**
 * The mapping. `signal` is the caller's: when it has fired, the client went away and whatever
 * the SDK reports is only the consequence. Errors that are not the SDK's (our own bugs) are
 * returned unchanged so the route answers 500 and logs them. Asynchronous only because the SDK's
 * error classes are loaded on first use (./ai-sdk.ts); by the time anything fails it is loaded.
 */
export async function toCaptionError(error: unknown, signal: AbortSignal): Promise<unknown> {
  if (error instanceof CaptionError) return error;
  if (signal.aborted) return captionError('aborted');
  const { AISDKError, APICallError, RetryError } = await loadAiSdk();
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(cause)) return fromApiCallError(cause);
  if (isNamed(cause, 'TimeoutError')) return captionError('timeout');
  if (AISDKError.isInstance(cause)) return captionError('unavailable');
  // A connection dropped before any answer: fetch's own TypeError, not wrapped by the SDK.
  if (cause instanceof TypeError && /fetch failed|terminated|socket/i.test(cause.message)) return captionError('unavailable');
  return cause;
}

export async function describeFailure(error: unknown, mapped: unknown): Promise<FailureFacts> {
  const { APICallError, RetryError } = await loadAiSdk();
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  return {
    kind: mapped instanceof CaptionError ? mapped.kind : 'unavailable',
    statusCode: APICallError.isInstance(cause) ? cause.statusCode : undefined,
    errorName: cause instanceof Error ? cause.name : typeof cause,
  };
}
