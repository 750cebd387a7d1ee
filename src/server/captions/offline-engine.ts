import { CaptionError, type CaptionEngine, type CaptionInput, type GenerateOptions } from './engine';
import { composeCaptionSet } from './offline/compose';
import { freshSeed } from './offline/random';
import { findOutputProblems, normaliseCaptionResult } from './output-rules';

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
      const captionsSoFar: string[] = [];
      let composed;
      try {
        composed = composeCaptionSet(input, {
          seed: nextSeed(),
          onCaption: (caption) => {
            captionsSoFar.push(caption);
            onPartial?.({ captions: [...captionsSoFar], hashtags: [] });
          },
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : 'unknown reason';
        throw new CaptionError('invalid-output', `The offline composer could not write these captions: ${reason}`);
      }
      if (signal.aborted) throw new CaptionError('aborted', 'The request was cancelled');
      const result = normaliseCaptionResult(composed);
      const problems = findOutputProblems(result, input);
      if (problems.length > 0) {
        throw new CaptionError('invalid-output', `The offline captions broke the output rules: ${problems.join(' ')}`);
      }
      return result;
    },
  };
}
