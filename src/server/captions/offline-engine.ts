import { CaptionError, type CaptionEngine, type CaptionInput, type GenerateOptions } from './engine';
import { composeCaptionSet } from './offline/compose';
import { freshSeed } from './offline/random';
import { findOutputProblems, normaliseCaptionResult } from './output-rules';

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
      for (let attempt = 0; attempt < COMPOSE_ATTEMPTS; attempt += 1) {
        let composed;
        try {
          composed = composeCaptionSet(input, { seed: nextSeed() });
        } catch (error) {
          lastProblems = [error instanceof Error ? error.message : 'unknown reason'];
          continue;
        }
        if (signal.aborted) throw new CaptionError('aborted', 'The request was cancelled');
        const result = { ...normaliseCaptionResult(composed), source: 'offline' as const };
        lastProblems = findOutputProblems(result, input);
        if (lastProblems.length > 0) continue;
        // Streaming: the captions are ready at once, so they are reported one by one before the answer.
        result.captions.forEach((_, index) => onPartial?.({ captions: result.captions.slice(0, index + 1), hashtags: [] }));
        return result;
      }
      throw new CaptionError('invalid-output', `The offline composer could not write these captions: ${lastProblems.join(' ')}`);
    },
  };
}
