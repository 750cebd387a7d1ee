import { CaptionError, type CaptionEngine, type CaptionInput, type CaptionResult, type GenerateOptions } from './engine';
import { composeCaptionSet } from './offline/compose';
import { freshSeed } from './offline/random';
import { findFactRuleProblems, findOutputProblems, normaliseCaptionResult } from './output-rules';
import { resolveTailoring } from '../../shared/generation-options';
import { findSlotProblems, isSlotRequest } from './tailoring/guarantees';
import { answerOfflineSlot } from './tailoring/offline-slot';
import { tailorOfflineSet } from './tailoring/offline-tailoring';

/** Seeds tried before the offline engine gives up on a request. */
const COMPOSE_ATTEMPTS = 3;

export interface OfflineEngineOptions {
  /** Where each request's seed comes from; tests pass a fixed sequence to be reproducible. */
  nextSeed?: () => number;
}

/**
 * CAPTION_PROVIDER=offline, the default: the composer of docs/caption-engine.md, no network.
 * Its output goes through the same normalisation and checks as a provider's (output-rules.ts);
 * anything left over is an error, never a silently broken answer.
 */
export function createOfflineCaptionEngine(options: OfflineEngineOptions = {}): CaptionEngine {
  const nextSeed = options.nextSeed ?? freshSeed;
  return {
    name: 'offline',
    async generate(input: CaptionInput, { signal, onPartial }: GenerateOptions) {
      if (signal.aborted) throw new CaptionError('aborted', 'The request was cancelled');
      // Issue 11: options and regenerate/refine are a layer around the composer's answer.
      if (resolveTailoring(input).tailored || isSlotRequest(input)) {
        const result: CaptionResult = { ...composeTailored(input, nextSeed), source: 'offline' };
        if (signal.aborted) throw new CaptionError('aborted', 'The request was cancelled');
        // The answer is ready at once; one partial event keeps the stream's shape (partial, then result).
        onPartial?.({ captions: result.captions, hashtags: result.hashtags });
        return result;
      }
      // The composer checks each caption as it writes it; the whole set is checked again here. A
      // set that still breaks a rule (a request no plan foresaw) is written again from other
      // seeds before the user is told, so a valid request does not end in a 502.
      let lastProblems: string[] = [];
      // A set that keeps the output rules but not every fact (a long English topic does not fit a
      // short Japanese caption) is still an answer; it is given when no seed does better.
      let keptRules: CaptionResult | undefined;
      for (let attempt = 0; attempt < COMPOSE_ATTEMPTS; attempt += 1) {
        let composed;
        try {
          composed = composeCaptionSet(input, { seed: nextSeed() });
        } catch (error) {
          lastProblems = [error instanceof Error ? error.message : 'unknown reason'];
          continue;
        }
        if (signal.aborted) throw new CaptionError('aborted', 'The request was cancelled');
        const result: CaptionResult = { ...normaliseCaptionResult(composed), source: 'offline' };
        lastProblems = findOutputProblems(result, input);
        if (lastProblems.length > 0) continue;
        keptRules ??= result;
        if (findFactRuleProblems(result, input).length > 0) continue;
        return reported(result, onPartial);
      }
      if (keptRules) return reported(keptRules, onPartial);
      throw new CaptionError('invalid-output', `The offline composer could not write these captions: ${lastProblems.join(' ')}`);
    },
  };
}

/** Streaming: the captions are ready at once, so they are reported one by one before the answer. */
function reported(result: CaptionResult, onPartial: GenerateOptions['onPartial']): CaptionResult {
  result.captions.forEach((_, index) => onPartial?.({ captions: result.captions.slice(0, index + 1), hashtags: [] }));
  return result;
}

/** A rare answer that misses a rule is written again from fresh sets, at most this many times in all. */
const TAILORED_ATTEMPTS = 3;

/**
 * A tailored answer, or a regenerated or refined caption, checked by the same output rules. The
 * platform's limit, the emoji choice and the hashtag count hold by construction (tailoring/);
 * what a rare answer may still miss after every attempt (a length class, the niche in a caption
 * cut short) is not worth a 502 from an engine that has no outage to report (issue 16): the
 * closest answer is given.
 */
function composeTailored(input: CaptionInput, nextSeed: () => number): CaptionResult {
  const composeAnother = (overrides: Partial<CaptionInput> = {}) => normaliseCaptionResult(composeCaptionSet({ ...input, ...overrides }, { seed: nextSeed() }));
  let closest: { result: CaptionResult; problems: number } | undefined;
  let failure = 'unknown reason';
  for (let attempt = 0; attempt < TAILORED_ATTEMPTS; attempt += 1) {
    let result: CaptionResult;
    try {
      result = isSlotRequest(input)
        ? answerOfflineSlot(input, composeAnother)
        : tailorOfflineSet(composeAnother(), input, resolveTailoring(input), composeAnother);
    } catch (error) {
      failure = error instanceof Error ? error.message : failure;
      continue;
    }
    result = normaliseCaptionResult(result);
    const problems = isSlotRequest(input) ? findSlotProblems(result, input, true) : findOutputProblems(result, input);
    if (problems.length === 0) return result;
    if (!closest || problems.length < closest.problems) closest = { result, problems: problems.length };
  }
  if (closest) return closest.result;
  throw new CaptionError('invalid-output', `The offline composer could not write these captions: ${failure}`);
}
