import type { CaptionInput, CaptionResult, PartialCaptionResult } from '../engine';
import { normaliseCaptionResult, normaliseHashtags } from '../output-rules';
import { isSlotRequest } from './guarantees';

/**
 * A provider regenerating or refining one caption answers with that caption alone; the answer the
 * browser gets is the five shown with that one replaced (issue 11: "the other four stay"), and the
 * hashtags shown when it sent them.
 */
export function assembleSlotAnswer(input: CaptionInput, raw: CaptionResult): { result?: CaptionResult; problems: string[] } {
  if (!isSlotRequest(input)) return { result: raw, problems: [] };
  if (raw.captions.length !== 1) {
    return { problems: [`Answer with exactly one caption, the new caption ${input.slot + 1}; there are ${raw.captions.length}.`] };
  }
  const captions = input.captions.map((caption, index) => (index === input.slot ? raw.captions[0] : caption));
  const shownTags = normaliseHashtags(input.hashtags ?? []);
  const result = normaliseCaptionResult({ captions, hashtags: shownTags.length > 0 ? shownTags : raw.hashtags });
  return { result, problems: [] };
}

/** A partial answer for one slot, shown in place: the other captions as they were. */
export function slotPartial(input: CaptionInput, partial: PartialCaptionResult): PartialCaptionResult {
  if (!isSlotRequest(input)) return partial;
  const shownTags = normaliseHashtags(input.hashtags ?? []);
  return {
    captions: input.captions.map((caption, index) => (index === input.slot ? (partial.captions[0] ?? '') : caption)),
    hashtags: shownTags.length > 0 ? shownTags : partial.hashtags,
  };
}
