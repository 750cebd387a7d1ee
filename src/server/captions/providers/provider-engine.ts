import type { LanguageModel, ModelMessage, streamText } from 'ai';
import { z } from 'zod';
import { CAPTION_COUNT, HASHTAGS_MAX, HASHTAGS_MIN } from '../../../shared/limits';
import { lazy } from '../../lazy';
import type { Logger } from '../../logger';
import { CaptionError, type CaptionEngine, type CaptionInput, type CaptionResult, type PartialCaptionResult, type PreparedMedia } from '../engine';
import { MEDIA_NOTICES, PROVIDER_MEDIA_SUPPORT, prepareMediaForProvider } from '../media';
import { findFactRuleProblems, findOutputProblems, normaliseCaptionResult, normaliseHashtags } from '../output-rules';
import { loadAiSdk } from './ai-sdk';
import { createLanguageModel, type AiProviderSettings } from './models';
import { buildInstructions, buildRepairMessages, buildUserMessage } from './prompt';
import { assembleSlotAnswer, slotPartial } from '../tailoring/slot-answer';
import { withSlotDetails } from './tailoring-prompt';
import { captionError, describeFailure, isMediaRefusal, toCaptionError } from './provider-errors';

/**
 * CAPTION_PROVIDER=openai|anthropic|google|openai-compatible through the Vercel AI SDK with
 * structured output. One call, the output rules checked by code, one repair call listing the
 * problems, else an `invalid-output` error. JSON answers use generateText; when the caller wants
 * partial results, streamText and its partial objects. CAPTION_TIMEOUT_MS is one deadline for the
 * whole generation: media preparation, the attempt, a retry without refused media and the repair.
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
  /** The deadline of one whole generation (README: "give up on a provider after this long"). */
  timeoutMs: number;
  logger: Logger;
  /** ffmpeg for video frames; tests point it elsewhere to act as a machine without it. */
  ffmpegPath?: string;
}

interface Attempt {
  text: string;
  output?: ProviderOutput;
}

interface AttemptOptions {
  /** The client's signal and the deadline together. */
  signal: AbortSignal;
  onPartial?: (partial: PartialCaptionResult) => void;
}

/** A partial event with nothing in it: the browser shows each partial as the whole answer so far. */
const NOTHING_YET: PartialCaptionResult = { captions: [], hashtags: [] };

export function createProviderCaptionEngine(options: ProviderEngineOptions): CaptionEngine {
  // The SDK and the provider's package are imported on the first request (./ai-sdk.ts).
  const loadModel = lazy(() => createLanguageModel(options));
  const { provider, logger } = options;
  // OpenAI keeps what it is sent (images too) unless told not to.
  const providerOptions = { openai: { store: false } };

  async function attempt(messages: ModelMessage[], input: CaptionInput, attemptOptions: AttemptOptions): Promise<Attempt> {
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
      // The deadline is in the signal: the SDK's own `timeout` would start again for every call.
      abortSignal: attemptOptions.signal,
      providerOptions,
    };
    try {
      if (!attemptOptions.onPartial) {
        const result = await generateText(call);
        return { text: result.text, output: result.output };
      }
      return await streamAttempt(call, attemptOptions.onPartial);
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
      const clientSignal = generateOptions.signal;
      // The SDK is loaded on the first request (~0.25 s, seconds on a busy machine): our own
      // start-up, not the provider's time, so before the deadline starts.
      await Promise.all([loadAiSdk(), loadModel(), loadProviderOutput()]);
      // One deadline for the whole generation: per call, a repair would double it.
      const deadline = AbortSignal.timeout(options.timeoutMs);
      const signal = AbortSignal.any([clientSignal, deadline]);
      // Each partial event is the whole answer so far, and the browser shows the latest one. An
      // empty one before a second call clears what a failed call had shown (wrong captions, say)
      // at once instead of when the second call's first words arrive.
      let shownSomething = false;
      const onPartial =
        generateOptions.onPartial &&
        ((partial: PartialCaptionResult) => {
          shownSomething = partial.captions.length > 0 || partial.hashtags.length > 0;
          // A regenerated or refined caption streams into its own place (issue 11).
          generateOptions.onPartial!(slotPartial(input, partial));
        });
      const startOver = () => {
        if (onPartial && shownSomething) onPartial(NOTHING_YET);
      };
      try {
        const prepared = await prepareMediaForProvider(input.media, {
          support: PROVIDER_MEDIA_SUPPORT[provider],
          ffmpegPath: options.ffmpegPath,
          signal,
        });
        let media = prepared.media;
        let notice = prepared.notice;

        // A provider may refuse the media itself (a codec, size or type it cannot read): the
        // captions are then written without it, as when we cannot read it ourselves.
        const call = async (repair: ModelMessage[]): Promise<Attempt> => {
          try {
            return await attempt([withSlotDetails(buildUserMessage(input, media, provider), input), ...repair], input, { signal, onPartial });
          } catch (error) {
            if (!media || signal.aborted || !(await isMediaRefusal(error))) throw error;
            logger.info('caption provider refused the media; going on without it', { provider, media: media.kind });
            notice = refusedMediaNotice(media);
            media = undefined;
            startOver();
            return attempt([withSlotDetails(buildUserMessage(input, undefined, provider), input), ...repair], input, { signal, onPartial });
          }
        };

        const first = await call([]);
        const firstCheck = check(first, input);
        if (firstCheck.result) return withNotice(firstCheck.result, notice);
        logger.info('caption provider output repaired', { provider, problems: firstCheck.problems.length });
        startOver();
        const second = await call(buildRepairMessages(first.text, firstCheck.problems));
        const secondCheck = check(second, input);
        if (secondCheck.result) return withNotice(secondCheck.result, notice);
        throw captionError('invalid-output');
      } catch (error) {
        const pastDeadline = deadline.aborted && !clientSignal.aborted && !(error instanceof CaptionError);
        const mapped = pastDeadline ? captionError('timeout') : await toCaptionError(error, clientSignal);
        const facts = await describeFailure(error, mapped);
        logger.warn('caption provider failed', { provider, kind: facts.kind, status: facts.statusCode, error: facts.errorName });
        throw mapped;
      }
    },
  };
}

function refusedMediaNotice(media: PreparedMedia): string {
  return media.kind === 'photo' ? MEDIA_NOTICES.photoRefused : MEDIA_NOTICES.videoNotUsed;
}

function check(attempt: Attempt, input: CaptionInput): { result?: CaptionResult; problems: string[] } {
  if (!attempt.output || !Array.isArray(attempt.output.captions) || !Array.isArray(attempt.output.hashtags)) {
    return { problems: ['The answer was not one JSON object with a "captions" list and a "hashtags" list of strings.'] };
  }
  const assembled = assembleSlotAnswer(input, normaliseCaptionResult({ captions: attempt.output.captions, hashtags: attempt.output.hashtags }));
  if (!assembled.result) return { problems: assembled.problems };
  const result = assembled.result;
  // The final answer is checked whole, facts included (partials streamed before it are not); a
  // regenerated or refined caption is held to the output and fact rules of its slot
  // (tailoring/guarantees.ts, facts/check-facts.ts), with the same one repair.
  const problems = [...findOutputProblems(result, input), ...findFactRuleProblems(result, input)];
  return problems.length === 0 ? { result, problems } : { problems };
}

function withNotice(result: CaptionResult, notice: string | undefined): CaptionResult {
  return notice ? { ...result, notice } : result;
}

/**
 * A partial object holds half-written strings; only strings are passed on, the hashtags
 * normalised as the final ones will be (a tag being written may still grow or change).
 */
function toPartialResult(partial: unknown): PartialCaptionResult {
  const value = (partial ?? {}) as { captions?: unknown; hashtags?: unknown };
  const strings = (list: unknown) => (Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : []);
  return { captions: strings(value.captions), hashtags: normaliseHashtags(strings(value.hashtags)) };
}
