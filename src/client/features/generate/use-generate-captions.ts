import { useEffect, useRef, useState } from 'react';
import type { LanguageCode } from '../../../shared/languages';
import type { Mood } from '../../../shared/moods';
import { generationRequestSchema, type GenerationRequestBody } from '../../../shared/schemas';
import { ERRORS, TOASTS } from '../../../shared/texts';
import { GenerationError, requestCaptions } from '../../lib/generate-content';
import { prepareMediaForUpload } from '../../lib/media';
import { notify, notifyError } from '../../lib/notify';
import { optionsForRequest, type GenerationOptions } from './use-generation-options';

export interface GenerateInput {
  niche: string;
  website: string;
  topic: string;
  mood: Mood;
  language: LanguageCode;
  file: File | null;
  /** Issue 11's options; absent, the request is the original app's. */
  options?: GenerationOptions;
}

export interface Generation {
  captions: string[];
  hashtags: string[];
  /** Still streaming: the last caption may be unfinished. */
  streaming: boolean;
  /** What the captions were asked for: their length unit and the saved post's mood follow it. */
  language: LanguageCode;
  mood: Mood;
  notice?: string;
  /** The request the captions answer (without the media): regenerate and refine send it again. */
  request?: GenerationRequestBody;
}

/** 429 or 402 standing alone in a message, not as part of a longer number ('14290 bytes'). */
const RATE_LIMITED_IN_MESSAGE = /(?<!\d)429(?!\d)/;
const CREDITS_DEPLETED_IN_MESSAGE = /(?<!\d)402(?!\d)/;

/**
 * spec §8: the message for a failed generation. Our server says 429/402 with the status; the
 * spec words the rule as "message containing 429/402", so a message carrying the number (a
 * proxy's or a network layer's wording) gets the same text.
 */
export function describeGenerationError(error: unknown): string {
  const status = error instanceof GenerationError ? error.status : undefined;
  const message = error instanceof Error ? error.message : '';
  if (status === 429 || RATE_LIMITED_IN_MESSAGE.test(message)) return ERRORS.rateLimited;
  if (status === 402 || CREDITS_DEPLETED_IN_MESSAGE.test(message)) return ERRORS.creditsDepleted;
  return message || ERRORS.generateFailed;
}

/** Generation (spec §4): idle → generating → results, or an error toast. */
export function useGenerateCaptions() {
  const [generating, setGenerating] = useState(false);
  const [generation, setGeneration] = useState<Generation | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  async function generate(input: GenerateInput): Promise<void> {
    if (!input.niche.trim()) {
      notify(TOASTS.missingNiche);
      return;
    }
    const body: GenerationRequestBody = {
      niche: input.niche.trim(),
      website: input.website.trim(),
      topic: input.topic.trim(),
      mood: input.mood,
      language: input.language,
      imageData: null,
      ...(input.options ? optionsForRequest(input.options) : {}),
    };
    // The shared schema checks the rest of the form before any work (house style rule 5).
    const checked = generationRequestSchema.safeParse(body);
    if (!checked.success) {
      notifyError(checked.error.issues[0]?.message ?? ERRORS.generateFailed);
      return;
    }

    const controller = new AbortController();
    inFlight.current = controller;
    setGenerating(true);
    const asked = { language: input.language, mood: input.mood, request: { ...body } };
    try {
      if (input.file) body.imageData = await prepareMediaForUpload(input.file);
      setGeneration({ captions: [], hashtags: [], streaming: true, ...asked });
      const result = await requestCaptions(
        body,
        (partial) => setGeneration({ ...partial, streaming: true, ...asked }),
        controller.signal,
      );
      setGeneration({ captions: result.captions, hashtags: result.hashtags, notice: result.notice, streaming: false, ...asked });
      notify(TOASTS.generated);
    } catch (error) {
      if (controller.signal.aborted) return;
      // spec §4: results, or an error toast. Captions streamed before the failure are dropped:
      // the last one may be cut off, and it must not get working Copy and Save buttons.
      setGeneration(null);
      notifyError(describeGenerationError(error));
    } finally {
      if (inFlight.current === controller) {
        inFlight.current = null;
        setGenerating(false);
      }
    }
  }

  return { generating, generation, generate, setGeneration };
}
