import type { LanguageModel, ModelMessage, streamText } from 'ai';
import { z } from 'zod';
import { CAPTION_COUNT, HASHTAGS_MAX, HASHTAGS_MIN } from '../../../shared/limits';
import { lazy } from '../../lazy';
import type { Logger } from '../../logger';
import type { CaptionEngine, CaptionInput, CaptionResult, GenerateOptions, PartialCaptionResult } from '../engine';
import { PROVIDER_MEDIA_SUPPORT, prepareMediaForProvider } from '../media';
import { findOutputProblems, normaliseCaptionResult } from '../output-rules';
import { loadAiSdk } from './ai-sdk';
import { createLanguageModel, type AiProviderSettings } from './models';
import { buildInstructions, buildRepairMessages, buildUserMessage } from './prompt';
import { captionError, describeFailure, toCaptionError } from './provider-errors';

/**
 * CAPTION_PROVIDER=openai|anthropic|google|openai-compatible through the Vercel AI SDK with
 * structured output. One call, the output rules checked by code, one repair call listing the
 * problems, else an `invalid-output` error. JSON answers use generateText; when the caller wants
 * partial results, streamText and its partial objects.
 */

/**
 * The schema sent to the provider stays simple (types and descriptions): array counts and the
 * rest are enforced by `findOutputProblems`, which can name each problem for the repair call, and
 * some providers' structured outputs refuse `minItems` above 1.
 */
const providerOutputSchema = z.object({
  captions: z.array(z.string()).describe(`Exactly ${CAPTION_COUNT} different captions`),
  hashtags: z.array(z.string()).describe(`${HASHTAGS_MIN} to ${HASHTAGS_MAX} hashtags without '#', most relevant first`),
});
type ProviderOutput = z.infer<typeof providerOutputSchema>;
/** Built once: turning the zod schema into JSON Schema on every call costs milliseconds. */
const loadProviderOutput = lazy(async () => (await loadAiSdk()).Output.object({ schema: providerOutputSchema }));

/** Room for five captions in scripts that cost many tokens per word (Tamil, Malayalam…). */
const MAX_OUTPUT_TOKENS = 4096;

export interface ProviderEngineOptions extends AiProviderSettings {
  timeoutMs: number;
  logger: Logger;
  /** ffmpeg for video frames; tests point it elsewhere to act as a machine without it. */
  ffmpegPath?: string;
}

interface Attempt {
  text: string;
  output?: ProviderOutput;
}

export function createProviderCaptionEngine(options: ProviderEngineOptions): CaptionEngine {
  // The SDK and the provider's package are imported on the first request (./ai-sdk.ts).
  const loadModel = lazy(() => createLanguageModel(options));
  const { provider, logger } = options;
  // OpenAI keeps what it is sent (images too) unless told not to.
  const providerOptions = { openai: { store: false } };

  async function attempt(messages: ModelMessage[], input: CaptionInput, generateOptions: GenerateOptions): Promise<Attempt> {
    const [{ generateText, NoObjectGeneratedError }, model, output] = await Promise.all([loadAiSdk(), loadModel(), loadProviderOutput()]);
    const call = {
      model: model as LanguageModel,
      instructions: buildInstructions(input),
      messages,
      output,
      maxOutputTokens: MAX_OUTPUT_TOKENS,
      // No SDK retries: they would sit out a provider's Retry-After (up to 60 s) while the user
      // waits; the user gets our 429 with that Retry-After instead.
      maxRetries: 0,
      timeout: { totalMs: options.timeoutMs },
      abortSignal: generateOptions.signal,
      providerOptions,
    };
    try {
      if (!generateOptions.onPartial) {
        const result = await generateText(call);
        return { text: result.text, output: result.output };
      }
      return await streamAttempt(call, generateOptions.onPartial);
    } catch (error) {
      if (NoObjectGeneratedError.isInstance(error)) return { text: error.text ?? '' };
      throw error;
    }
  }

  async function streamAttempt(call: Parameters<typeof streamText>[0], onPartial: (partial: PartialCaptionResult) => void): Promise<Attempt> {
    const { streamText, NoObjectGeneratedError } = await loadAiSdk();
    // In a stream the provider's status code only reaches onError; `output` rejects without a cause.
    let streamError: unknown;
    const result = streamText({ ...call, onError: ({ error }) => void (streamError = error) });
    let last = '';
    for await (const partial of result.partialOutputStream) {
      const visible = toPartialResult(partial);
      const key = JSON.stringify(visible);
      if (key !== last) {
        last = key;
        onPartial(visible);
      }
    }
    if (streamError !== undefined) throw streamError;
    const text = await result.text;
    try {
      return { text, output: (await result.output) as ProviderOutput };
    } catch (error) {
      if (streamError !== undefined) throw streamError;
      if (NoObjectGeneratedError.isInstance(error)) return { text };
      // NoOutputGeneratedError: the text did not parse as the schema.
      return { text };
    }
  }

  return {
    name: provider,
    async generate(input, generateOptions) {
      const { signal } = generateOptions;
      try {
        const prepared = await prepareMediaForProvider(input.media, {
          support: PROVIDER_MEDIA_SUPPORT[provider],
          ffmpegPath: options.ffmpegPath,
          signal,
        });
        const messages: ModelMessage[] = [buildUserMessage(input, prepared.media, provider)];
        const first = await attempt(messages, input, generateOptions);
        const firstCheck = check(first, input);
        if (firstCheck.result) return withNotice(firstCheck.result, prepared.notice);

        logger.info('caption provider output repaired', { provider, problems: firstCheck.problems.length });
        const second = await attempt([...messages, ...buildRepairMessages(first.text, firstCheck.problems)], input, generateOptions);
        const secondCheck = check(second, input);
        if (secondCheck.result) return withNotice(secondCheck.result, prepared.notice);
        throw captionError('invalid-output');
      } catch (error) {
        const mapped = await toCaptionError(error, signal);
        const facts = await describeFailure(error, mapped);
        logger.warn('caption provider failed', { provider, kind: facts.kind, status: facts.statusCode, error: facts.errorName });
        throw mapped;
      }
    },
  };
}

function check(attempt: Attempt, input: CaptionInput): { result?: CaptionResult; problems: string[] } {
  if (!attempt.output || !Array.isArray(attempt.output.captions) || !Array.isArray(attempt.output.hashtags)) {
    return { problems: ['The answer was not one JSON object with a "captions" list and a "hashtags" list of strings.'] };
  }
  const result = normaliseCaptionResult({ captions: attempt.output.captions, hashtags: attempt.output.hashtags });
  const problems = findOutputProblems(result, input);
  return problems.length === 0 ? { result, problems } : { problems };
}

function withNotice(result: CaptionResult, notice: string | undefined): CaptionResult {
  return notice ? { ...result, notice } : result;
}

/** A partial object holds half-written strings; only strings are passed on. */
function toPartialResult(partial: unknown): PartialCaptionResult {
  const value = (partial ?? {}) as { captions?: unknown; hashtags?: unknown };
  const strings = (list: unknown) => (Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : []);
  return { captions: strings(value.captions), hashtags: strings(value.hashtags) };
}
