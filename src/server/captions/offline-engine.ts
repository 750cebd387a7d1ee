import { CaptionError, type CaptionEngine, type CaptionInput, type CaptionResult, type GenerateOptions } from './engine';
import { composeCaptionSet } from './offline/compose';
import { freshSeed } from './offline/random';
import { findFactRuleProblems, findOutputProblems, normaliseCaptionResult } from './output-rules';

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
