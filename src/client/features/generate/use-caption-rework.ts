import { useState, type Dispatch, type SetStateAction } from 'react';
import type { Refinement } from '../../../shared/generation-options';
import type { LanguageCode } from '../../../shared/languages';
import type { GenerationRequestBody } from '../../../shared/schemas';
import { requestCaptions } from '../../lib/generate-content';
import { notifyError } from '../../lib/notify';
import { describeGenerationError, type Generation } from './use-generate-captions';

/** What a card asks for (issue 11): a new caption in its place, or this one refined. */
export type Rework =
  | { mode: 'regenerate' }
  | { mode: 'refine'; refinement: Refinement; targetLanguage?: LanguageCode }
  | { mode: 'refine'; instruction: string };

/**
 * Regenerate and refine one caption, streamed into its card, and the creator's own edits (a
 * caption's text, a hashtag removed): all change the generation in place, so copy, save and the
 * next refinement take what is on screen.
 */
export function useCaptionRework(
  generation: Generation | null,
  setGeneration: Dispatch<SetStateAction<Generation | null>>,
  changeFinished: (update: (current: Generation) => Generation) => void,
) {
  const [busySlot, setBusySlot] = useState<number | null>(null);

  async function rework(slot: number, action: Rework): Promise<void> {
    if (!generation?.request || busySlot !== null) return;
    const before = generation;
    const body: GenerationRequestBody = { ...generation.request, ...action, slot, captions: generation.captions, hashtags: generation.hashtags };
    setBusySlot(slot);
    try {
      const result = await requestCaptions(body, (partial) =>
        setGeneration((current) => current && { ...current, captions: current.captions.map((caption, index) => (index === slot ? (partial.captions[slot] ?? caption) : caption)) }),
      );
      changeFinished((current) => ({ ...current, captions: result.captions, hashtags: result.hashtags, notice: result.notice }));
    } catch (error) {
      // The caption as it was comes back; the toast says why.
      changeFinished(() => before);
      notifyError(describeGenerationError(error));
    } finally {
      setBusySlot(null);
    }
  }

  function editCaption(slot: number, text: string): void {
    changeFinished((current) => ({ ...current, captions: current.captions.map((caption, index) => (index === slot ? text : caption)) }));
  }

  function removeHashtag(tagIndex: number): void {
    changeFinished((current) => ({ ...current, hashtags: current.hashtags.filter((_, index) => index !== tagIndex) }));
  }

  return { busySlot, rework, editCaption, removeHashtag };
}
