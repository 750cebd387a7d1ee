import { useEffect, useRef, useState } from 'react';
import type { LanguageCode } from '../../../shared/languages';
import type { Mood } from '../../../shared/moods';
import { generationRequestSchema, type GenerationRequestBody } from '../../../shared/schemas';
import { ERRORS, UI_TEXTS, TOASTS } from '../../../shared/texts';
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
  /** What the captions were asked for: their direction, `lang`, length unit and the saved post's mood follow it. */
  language: LanguageCode;
  mood: Mood;
  /** The rest of what was asked, saved with a post as its context (issue 12); never the media. */
  niche: string;
  topic: string;
  website: string;
  notice?: string;
  /** 'offline' when the built-in composer wrote them. */
  source?: 'offline' | 'ai';
  /** Which generation this is: a new one scrolls into view and is announced once. */
  id?: number;
  /** The request the captions answer (without the media): regenerate and refine send it again. */
  request?: GenerationRequestBody;
}

/** The form fields a problem can be shown on. */
export type GenerateField = 'niche' | 'website' | 'topic';

export interface InputProblem {
  field: GenerateField;
  message: string;
}

/**
 * What is wrong with the form, checked by the shared schema before any work (house style rule 5):
 * the field to mark and the message for the toast. A blank niche gets the spec's own toast (§5).
 */
export function findInputProblem(input: GenerateInput): InputProblem | undefined {
  if (!input.niche.trim()) return { field: 'niche', message: TOASTS.missingNiche.description };
  const checked = generationRequestSchema.safeParse(toRequestBody(input));
  if (checked.success) return undefined;
  const issue = checked.error.issues[0];
  const field = issue?.path[0];
  return {
    field: field === 'website' || field === 'topic' ? field : 'niche',
    message: issue?.message ?? ERRORS.generateFailed,
  };
}

function toRequestBody(input: GenerateInput): GenerationRequestBody {
  return {
    niche: input.niche.trim(),
    website: input.website.trim(),
    topic: input.topic.trim(),
    mood: input.mood,
    language: input.language,
    imageData: null,
    ...(input.options ? optionsForRequest(input.options) : {}),
    // A video goes as one JPEG frame: this says it is a video's, so the captions speak of a video.
    ...(input.file ? { mediaKind: input.file.type.startsWith('video/') ? 'video' : 'image' } : {}),
  };
}

/** 429 or 402 standing alone in a message, not as part of a longer number ('14290 bytes'). */
const RATE_LIMITED_IN_MESSAGE = /(?<!\d)429(?!\d)/;
const CREDITS_DEPLETED_IN_MESSAGE = /(?<!\d)402(?!\d)/;

/**
 * No answer from our server at all: fetch's TypeError ("Failed to fetch"), or our own
 * GenerationError without a status (the stream ended early, the answer was unreadable).
 */
function isConnectionFailure(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof GenerationError && error.status === undefined);
}

/**
 * spec §8: the message for a failed generation. Our server says 429/402 with the status; the
 * spec words the rule as "message containing 429/402", so a message carrying the number (a
 * proxy's or a network layer's wording) gets the same text. A dropped connection is the spec's
 * 'Failed to generate content', never the browser's own wording (issue 15).
 */
export function describeGenerationError(error: unknown): string {
  const status = error instanceof GenerationError ? error.status : undefined;
  const message = error instanceof Error ? error.message : '';
  if (status === 429 || RATE_LIMITED_IN_MESSAGE.test(message)) return ERRORS.rateLimited;
  if (status === 402 || CREDITS_DEPLETED_IN_MESSAGE.test(message)) return ERRORS.creditsDepleted;
  if (isConnectionFailure(error)) return ERRORS.generateFailed;
  return message || ERRORS.generateFailed;
}

/** Worth trying again at once: the connection dropped, or the server or provider failed (5xx). */
function isWorthRetrying(error: unknown): boolean {
  if (isConnectionFailure(error)) return true;
  return error instanceof GenerationError && error.status !== undefined && error.status >= 500;
}

/**
 * Generation (spec §4): idle → generating → results, or an error toast. The captions on screen
 * stay until the next answer's first caption arrives, and stay for good when it fails (issue 15).
 */
export function useGenerateCaptions() {
  const [generating, setGenerating] = useState(false);
  const [generation, setGeneration] = useState<Generation | null>(null);
  /** When a rate-limited user may try again (epoch ms), from the server's Retry-After. */
  const [retryAt, setRetryAt] = useState<number | null>(null);
  /**
   * For the polite live region: said once per generation, when its first caption arrives, not on
   * every streamed piece; emptied when the next starts, so the same words are announced again.
   */
  const [announcement, setAnnouncement] = useState('');
  const inFlight = useRef<AbortController | null>(null);
  const generations = useRef(0);
  /** The last answer that arrived whole: what a failed generation leaves on screen. */
  const lastFinished = useRef<Generation | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  async function generate(input: GenerateInput): Promise<void> {
    const problem = findInputProblem(input);
    if (problem) {
      if (problem.field === 'niche' && !input.niche.trim()) notify(TOASTS.missingNiche);
      else notifyError(problem.message);
      return;
    }
    const body = toRequestBody(input);

    const controller = new AbortController();
    inFlight.current = controller;
    setGenerating(true);
    setRetryAt(null);
    setAnnouncement('');
    generations.current += 1;
    const asked = { language: input.language, mood: input.mood, niche: body.niche, topic: body.topic ?? '', website: body.website ?? '', id: generations.current, request: { ...body } };
    // The first caption of the answer replaces what is on screen; until then it stays.
    let replaced = false;
    const show = (next: Generation) => {
      if (!replaced) setAnnouncement(UI_TEXTS.captionsArriving);
      replaced = true;
      setGeneration(next);
    };
    try {
      if (input.file) body.imageData = await prepareMediaForUpload(input.file);
      const result = await requestCaptions(
        body,
        (partial) => {
          if (partial.captions.length > 0) show({ ...partial, streaming: true, ...asked });
        },
        controller.signal,
      );
      const finished: Generation = { captions: result.captions, hashtags: result.hashtags, notice: result.notice, source: result.source, streaming: false, ...asked };
      lastFinished.current = finished;
      show(finished);
      // The results heading has scrolled to the top of the screen: the toast goes below it.
      notify(TOASTS.generated, { keepTopClear: true });
    } catch (error) {
      if (controller.signal.aborted) return;
      // spec §4: results, or an error toast. Captions of this generation that streamed before the
      // failure go (the last may be cut off and must not get working Copy and Save buttons); the
      // earlier results come back.
      if (replaced) setGeneration(lastFinished.current);
      if (error instanceof GenerationError && error.retryAfterSeconds !== undefined) {
        setRetryAt(Date.now() + error.retryAfterSeconds * 1000);
      }
      const retry = isWorthRetrying(error) ? { label: UI_TEXTS.tryAgain, onClick: () => void generate(input) } : undefined;
      notifyError(describeGenerationError(error), retry);
    } finally {
      if (inFlight.current === controller) {
        inFlight.current = null;
        setGenerating(false);
      }
    }
  }

  /**
   * A change to the whole generation on screen (a regenerated or refined caption, an edit, a hashtag
   * removed): it becomes what a later failed generation leaves on screen, so a failure never brings
   * back captions the creator had already replaced. Streamed pieces of a rework use setGeneration.
   */
  function changeFinished(update: (current: Generation) => Generation): void {
    setGeneration((current) => {
      if (!current) return current;
      const next = update(current);
      // Assigning the same value again when React calls the updater twice (strict mode) is harmless.
      lastFinished.current = next;
      return next;
    });
  }

  return { generating, generation, retryAt, announcement, generate, setGeneration, changeFinished };
}
