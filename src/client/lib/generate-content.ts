import { FunctionsHttpError } from '@supabase/functions-js';
import { generationResponseSchema, type GenerationRequestBody, type GenerationResponse } from '../../shared/schemas';
import { readServerSentEvents } from './server-sent-events';
import { SUPABASE_ANON_KEY, apiUrl, supabase } from './supabase';

const FUNCTION_NAME = 'generate-content';

/**
 * A failed generation, with the HTTP status that decides which message the user sees, and for a
 * rate limit how many seconds until the user may try again (the server's Retry-After).
 */
export class GenerationError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'GenerationError';
  }
}

export interface PartialResult {
  captions: string[];
  hashtags: string[];
}

/**
 * Asks the server for captions. Streams by default so cards appear as they are written; falls
 * back to `functions.invoke` where the browser cannot read a response body as a stream.
 */
export async function requestCaptions(
  body: GenerationRequestBody,
  onPartial: (partial: PartialResult) => void,
  signal?: AbortSignal,
): Promise<GenerationResponse> {
  const canStream = typeof ReadableStream !== 'undefined' && 'body' in Response.prototype;
  return canStream ? streamCaptions(body, onPartial, signal) : invokeCaptions(body);
}

async function invokeCaptions(body: GenerationRequestBody): Promise<GenerationResponse> {
  const { data, error } = await supabase.functions.invoke(FUNCTION_NAME, { body });
  if (error) {
    // supabase-js reports every non-2xx with one fixed message: the real one is in the response
    // (docs/supabase-contract.md, P10).
    if (error instanceof FunctionsHttpError) throw await errorFromResponse(error.context as Response);
    throw new GenerationError(error.message, undefined);
  }
  return parseResult(data);
}

async function streamCaptions(
  body: GenerationRequestBody,
  onPartial: (partial: PartialResult) => void,
  signal?: AbortSignal,
): Promise<GenerationResponse> {
  const { data } = await supabase.auth.getSession();
  const response = await fetch(apiUrl(`functions/v1/${FUNCTION_NAME}`), {
    method: 'POST',
    signal,
    headers: {
      apikey: SUPABASE_ANON_KEY,
      Authorization: `Bearer ${data.session?.access_token ?? SUPABASE_ANON_KEY}`,
      'Content-Type': 'application/json',
      Accept: 'text/event-stream',
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await errorFromResponse(response);
  if (!response.headers.get('Content-Type')?.includes('text/event-stream') || !response.body) {
    return parseResult(await response.json());
  }
  for await (const message of readServerSentEvents(response.body)) {
    const payload: unknown = JSON.parse(message.data);
    if (message.event === 'partial') {
      const partial = generationResponseSchema.safeParse(payload);
      if (partial.success) onPartial(partial.data);
    } else if (message.event === 'result') {
      return parseResult(payload);
    } else if (message.event === 'error') {
      const failure = payload as { error?: unknown; status?: unknown; retryAfterSeconds?: unknown };
      throw new GenerationError(
        typeof failure.error === 'string' ? failure.error : '',
        typeof failure.status === 'number' ? failure.status : undefined,
        readSeconds(failure.retryAfterSeconds),
      );
    }
  }
  throw new GenerationError('The generation ended before its result arrived', undefined);
}

function parseResult(payload: unknown): GenerationResponse {
  const parsed = generationResponseSchema.safeParse(payload);
  if (!parsed.success) throw new GenerationError('The server sent an unexpected answer', undefined);
  return parsed.data;
}

async function errorFromResponse(response: Response): Promise<GenerationError> {
  let message = '';
  try {
    const body = (await response.json()) as { error?: unknown; message?: unknown };
    const text = body.error ?? body.message;
    if (typeof text === 'string') message = text;
  } catch {
    // Not JSON (a proxy's HTML error page, say): the status alone decides the message.
  }
  return new GenerationError(message, response.status, readSeconds(response.headers.get('Retry-After')));
}

/** Retry-After as our server sends it: whole seconds (an event carries them as a number). */
function readSeconds(value: unknown): number | undefined {
  const seconds = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : undefined;
}
