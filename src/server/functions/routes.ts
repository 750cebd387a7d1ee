import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import { MAX_GENERATE_BODY_BYTES } from '../../shared/limits';
import { generationRequestSchema, type GenerationRequest } from '../../shared/schemas';
import type { CaptionInput, CaptionResult, PartialCaptionResult } from '../captions/engine';
import { describeUpload } from '../captions/media';
import type { AppEnv } from '../http/app-env';
import { describeError } from '../logger';
import type { BucketRule } from '../rate-limit';
import type { FunctionRouteDeps } from './deps';
import { errorBody, fromCaptionError, functionErrorResponse, functionErrors, FunctionError } from './errors';
import { readJsonBody } from '../http/json-body';
import { answerUnexpected } from '../http/unexpected';

/**
 * `/functions/v1/generate-content` (issue 4; supabase-contract.md §4): apikey, a signed-in user,
 * a body of at most MAX_GENERATE_BODY_BYTES, the shared request schema, a per-user rate limit
 * counted in the database, then the caption engine. JSON by default; Server-Sent Events
 * (`partial`, then `result` or `error`) when the client asks for `text/event-stream`.
 */
interface GenerateEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { userId: string };
}

export function createFunctionRoutes(deps: FunctionRouteDeps): Hono<AppEnv> {
  const { config, captions, principals, rateLimiter, logger, lifecycle, metrics } = deps;
  const app = new Hono<GenerateEnv>();
  const perUser: BucketRule = { burst: config.captions.ratePerMinute, perMinute: config.captions.ratePerMinute };

  app.onError((error, c) => answerUnexpected(logger, c, error, () => functionErrorResponse(c, functionErrors.unexpected())));

  const requireUser: MiddlewareHandler<GenerateEnv> = async (c, next) => {
    const apiKeyProblem = principals.checkApiKey(c);
    if (apiKeyProblem === 'missing') return functionErrorResponse(c, functionErrors.noApiKey());
    if (apiKeyProblem === 'invalid') return functionErrorResponse(c, functionErrors.invalidApiKey());
    const resolved = await principals.resolve(c);
    if (!resolved.ok) return functionErrorResponse(c, functionErrors.sessionInvalid());
    if (resolved.principal.role !== 'authenticated') return functionErrorResponse(c, functionErrors.notSignedIn());
    c.set('userId', resolved.principal.userId);
    await next();
  };

  app.post('/generate-content', requireUser, async (c) => {
    const request = await readGenerationRequest(c);
    if (request instanceof FunctionError) return functionErrorResponse(c, request);

    const userId = c.get('userId');
    const bucketKey = `generate:${userId}`;
    const taken = await rateLimiter.take(bucketKey, perUser);
    if (!taken.allowed) return functionErrorResponse(c, functionErrors.rateLimited(taken.retryAfterSeconds));

    const input: CaptionInput = { ...request, media: request.imageData ? describeUpload(request.imageData, request.mediaKind) : undefined };
    const started = performance.now();
    const record = (outcome: string) => metrics.generation(config.captions.provider, outcome, (performance.now() - started) / 1000);
    // A failed generation never counts against the user's limit (issue 4).
    const onFailure = async (error: unknown): Promise<FunctionError> => {
      const failure = await describeFailure(error);
      record(failure.code);
      return failure;
    };
    const describeFailure = async (error: unknown): Promise<FunctionError> => {
      await rateLimiter.refund(bucketKey, perUser);
      if (lifecycle.deadline.aborted && !c.req.raw.signal.aborted) {
        logger.warn('generation ended by shutdown', { requestId: c.get('requestId') });
        return functionErrors.serverRestarting();
      }
      const mapped = fromCaptionError(error);
      if (!mapped) {
        logger.error('unexpected failure', { requestId: c.get('requestId'), path: c.req.path, error: describeError(error) });
        return functionErrors.unexpected();
      }
      logger.warn('generation failed', { requestId: c.get('requestId'), code: mapped.code, status: mapped.status });
      return mapped;
    };

    if (wantsEventStream(c)) {
      // Proxies such as nginx would otherwise hold the partial events back until the end.
      c.header('X-Accel-Buffering', 'no');
      return streamSSE(c, (stream) => streamGeneration(stream, c.req.raw.signal, input, onFailure, () => record('ok')));
    }
    try {
      const result = await captions.generate(input, { signal: AbortSignal.any([c.req.raw.signal, lifecycle.deadline]) });
      record('ok');
      c.header('Cache-Control', 'no-store');
      return c.json(toResponseBody(result));
    } catch (error) {
      return functionErrorResponse(c, await onFailure(error));
    }
  });

  async function streamGeneration(
    stream: SSEStreamingApi,
    requestSignal: AbortSignal,
    input: CaptionInput,
    onFailure: (error: unknown) => Promise<FunctionError>,
    onSuccess: () => void,
  ): Promise<void> {
    const controller = new AbortController();
    const abort = () => controller.abort();
    requestSignal.addEventListener('abort', abort, { once: true });
    lifecycle.deadline.addEventListener('abort', abort, { once: true });
    stream.onAbort(abort);
    // Events go out in order, each after the previous one was written.
    let written: Promise<void> = Promise.resolve();
    const send = (event: string, data: unknown) => {
      written = written.then(() => (stream.aborted ? undefined : stream.writeSSE({ event, data: JSON.stringify(data) })));
      return written;
    };
    try {
      const result = await captions.generate(input, {
        signal: controller.signal,
        onPartial: (partial: PartialCaptionResult) => void send('partial', partial),
      });
      onSuccess();
      await send('result', toResponseBody(result));
    } catch (error) {
      const failure = await onFailure(error);
      if (failure.status !== 499) {
        // An event stream has no Retry-After header to read: the event carries it.
        await send('error', { ...errorBody(failure), status: failure.status, retryAfterSeconds: failure.retryAfterSeconds });
      }
    } finally {
      requestSignal.removeEventListener('abort', abort);
      lifecycle.deadline.removeEventListener('abort', abort);
    }
  }

  app.all('*', (c) => functionErrorResponse(c, functionErrors.notFound()));
  return app as unknown as Hono<AppEnv>;
}

function wantsEventStream(c: Context): boolean {
  return (c.req.header('accept') ?? '').toLowerCase().includes('text/event-stream');
}

async function readGenerationRequest(c: Context): Promise<GenerationRequest | FunctionError> {
  const read = await readJsonBody(c.req, { maxBytes: MAX_GENERATE_BODY_BYTES, large: true });
  if (!read.ok) return read.reason === 'too-large' ? functionErrors.tooLarge() : functionErrors.badJson();
  const body = read.value;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return functionErrors.badJson();
  const parsed = generationRequestSchema.safeParse(body);
  if (!parsed.success) return functionErrors.invalidRequest(parsed.error.issues[0]?.message ?? 'The request is not valid.');
  return parsed.data;
}

function toResponseBody(result: CaptionResult): CaptionResult {
  const body: CaptionResult = { captions: result.captions, hashtags: result.hashtags };
  if (result.notice) body.notice = result.notice;
  if (result.source) body.source = result.source;
  return body;
}
