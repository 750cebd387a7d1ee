import { z } from 'zod/mini';
import {
  CALL_TO_ACTION_CHOICES,
  EMOJI_CHOICES,
  GENERATION_MODES,
  LENGTH_CHOICES,
  REFINEMENTS,
} from './generation-options';
import { LANGUAGE_CODES, DEFAULT_LANGUAGE } from './languages';
import {
  CAPTION_COUNT,
  HASHTAG_MAX_CHARS,
  MAX_UPLOAD_BYTES,
  NICHE_MAX_CHARS,
  REFINE_INSTRUCTION_MAX_CHARS,
  REQUESTED_HASHTAGS_MAX,
  REQUESTED_HASHTAGS_MIN,
  SAVED_CAPTION_MAX_CHARS,
  SAVED_HASHTAGS_MAX,
  TOPIC_MAX_CHARS,
  WEBSITE_MAX_CHARS,
} from './limits';
import { parseMediaDataUrl, type DataUrlProblem } from './media-types';
import { DEFAULT_MOOD, MOOD_VALUES } from './moods';
import { PLATFORM_IDS, PLATFORMS } from './platforms';
import { countCharacters } from './text-length';

/**
 * The contract between the browser and the server: the same schemas validate the form and
 * the request body. Messages are written for a person. Written with zod's tree-shakable `zod/mini`
 * API (the same checks, in the same order, as the chained API): the browser's main screen carries
 * ~6 KB gzip of zod instead of ~22 KB (docs/decisions/012).
 */

/** Text, trimmed, of at most `max` characters as the user counts them; `label` names it in the messages. */
export function trimmedText(max: number, label: string) {
  return z
    .string({ error: `${label} must be text` })
    .check(
      z.trim(),
      z.refine((value) => countCharacters(value) <= max, `${label} must be at most ${max} characters`),
    );
}

/** The spec's client sends '' for an empty optional field; treat it as absent (architecture.md). */
function optionalText(max: number, label: string) {
  const text = trimmedText(max, label);
  // Optional in the output type too: code building a request may leave the key out.
  return z.optional(z.pipe(z.nullish(text), z.transform((value) => (value ? value : undefined))));
}

/** A host name or an http(s) URL, such as `example.com` or `https://example.com/shop`. */
export function isWebsite(value: string): boolean {
  if (/\s/u.test(value)) return false;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    const labels = url.hostname.split('.');
    return labels.length >= 2 && labels.every((label) => /^[\p{L}\p{N}-]+$/u.test(label) || /^xn--/.test(label));
  } catch {
    return false;
  }
}

const MEDIA_PROBLEM_MESSAGES: Record<DataUrlProblem, string> = {
  'not-a-data-url': 'The photo or video must be sent as a base64 data URL',
  'unsupported-type': 'Please upload an image (JPG, PNG, GIF, WEBP) or video (MP4, MOV)',
  'not-base64': 'The photo or video is not valid base64 data',
  'too-large': 'Please upload a file smaller than 20MB',
  'content-mismatch': 'The file content does not match its declared type',
};

export const MEDIA_KINDS = ['image', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const imageDataSchema = z.pipe(
  z.nullish(z.string({ error: 'imageData must be a data URL or null' })).check(
    z.superRefine((value, context) => {
      if (!value) return;
      const parsed = parseMediaDataUrl(value, MAX_UPLOAD_BYTES);
      if (!parsed.ok) context.addIssue({ code: 'custom', message: MEDIA_PROBLEM_MESSAGES[parsed.problem] });
    }),
  ),
  z.transform((value: string | null | undefined) => value || null),
);

const generationRequestFields = z.object({
  niche: z
    .string({ error: 'Please enter your niche' })
    .check(
      z.trim(),
      z.minLength(1, 'Please enter your niche'),
      z.refine((value) => countCharacters(value) <= NICHE_MAX_CHARS, `Your niche must be at most ${NICHE_MAX_CHARS} characters`),
    ),
  topic: optionalText(TOPIC_MAX_CHARS, 'The topic'),
  website: optionalText(WEBSITE_MAX_CHARS, 'The website').check(
    z.refine(
      (value) => value === undefined || isWebsite(value),
      'The website must be a web address such as example.com or https://example.com',
    ),
  ),
  mood: z._default(z.enum(MOOD_VALUES, { error: `Mood must be one of: ${MOOD_VALUES.join(', ')}` }), DEFAULT_MOOD),
  language: z._default(z.enum(LANGUAGE_CODES, { error: 'Please choose one of the offered languages' }), DEFAULT_LANGUAGE),
  imageData: imageDataSchema,
  /**
   * What the attached media is (issue 15). The browser sends a video as one JPEG frame, so the
   * data alone says "image": 'video' tells the engines to write about a video. Optional, so the
   * original app's body (without it) still works; the data's own type decides when it is absent.
   */
  mediaKind: z.optional(z.enum(MEDIA_KINDS, { error: `mediaKind must be one of: ${MEDIA_KINDS.join(', ')}` })),
  ...tailoringFields(),
  ...slotFields(),
});

/** One of `values`, or a 400 that lists them (issue 11: "unknown values: 400 with a clear message"). */
function choice<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z.optional(z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` }));
}

/** A whole number from `min` to `max`, with one message for each way it can be wrong. */
function wholeNumber(label: string, min: number, max: number) {
  const range = `${label} must be ${min} to ${max}`;
  return z.optional(
    z
      .number({ error: `${label} must be a whole number` })
      .check(z.int(`${label} must be a whole number`), z.gte(min, range), z.lte(max, range)),
  );
}

/** Issue 11's options: each optional; without them a request is answered as before. */
function tailoringFields() {
  return {
    platform: choice(PLATFORM_IDS, 'platform'),
    length: choice(LENGTH_CHOICES, 'length'),
    emoji: choice(EMOJI_CHOICES, 'emoji'),
    callToAction: choice(CALL_TO_ACTION_CHOICES, 'callToAction'),
    hashtagCount: wholeNumber('hashtagCount', REQUESTED_HASHTAGS_MIN, REQUESTED_HASHTAGS_MAX),
  };
}

function currentCaptionSchema() {
  return z
    .string({ error: 'captions must be a list of texts' })
    .check(
      z.trim(),
      z.minLength(1, 'captions cannot be empty'),
      z.refine((value) => countCharacters(value) <= SAVED_CAPTION_MAX_CHARS, `Each caption must be at most ${SAVED_CAPTION_MAX_CHARS} characters`),
    );
}

/** Regenerate or refine one caption of an answer (issue 11): which one, the answer as shown, and how. */
function slotFields() {
  return {
    mode: choice(GENERATION_MODES, 'mode'),
    slot: wholeNumber('slot', 0, CAPTION_COUNT - 1),
    captions: z.optional(
      z
        .array(currentCaptionSchema(), { error: 'captions must be a list of texts' })
        .check(z.length(CAPTION_COUNT, `captions must hold the ${CAPTION_COUNT} captions shown`)),
    ),
    hashtags: z.optional(
      z
        .array(
          z
            .string({ error: 'hashtags must be a list of texts' })
            .check(z.maxLength(HASHTAG_MAX_CHARS, `Hashtags must be at most ${HASHTAG_MAX_CHARS} characters`)),
          { error: 'hashtags must be a list of texts' },
        )
        .check(z.maxLength(SAVED_HASHTAGS_MAX, `At most ${SAVED_HASHTAGS_MAX} hashtags can be sent`)),
    ),
    refinement: choice(REFINEMENTS, 'refinement'),
    targetLanguage: z.optional(z.enum(LANGUAGE_CODES, { error: 'targetLanguage must be one of the offered languages' })),
    instruction: z.optional(
      z
        .string({ error: 'instruction must be text' })
        .check(
          z.trim(),
          z.minLength(1, 'instruction cannot be empty'),
          z.refine(
            (value) => countCharacters(value) <= REFINE_INSTRUCTION_MAX_CHARS,
            `instruction must be at most ${REFINE_INSTRUCTION_MAX_CHARS} characters`,
          ),
          z.refine((value) => !hasUnstorableCharacters(value), 'instruction cannot contain NUL characters or unpaired surrogates'),
        ),
    ),
  };
}

type GenerationFields = z.output<typeof generationRequestFields>;

/** The fields that only make sense together, with one message each. */
function findCombinationProblem(request: GenerationFields): string | undefined {
  const mode = request.mode ?? 'generate';
  if (request.platform && request.hashtagCount !== undefined) {
    const platform = PLATFORMS[request.platform];
    if (request.hashtagCount > platform.hashtagMax) {
      return `${platform.label} takes at most ${platform.hashtagMax} hashtag${platform.hashtagMax === 1 ? '' : 's'}; hashtagCount is ${request.hashtagCount}`;
    }
  }
  const slotOnly = (['slot', 'captions', 'hashtags', 'refinement', 'targetLanguage', 'instruction'] as const).filter(
    (key) => request[key] !== undefined,
  );
  if (mode === 'generate') {
    return slotOnly.length > 0 ? `${slotOnly[0]} is only taken with mode "regenerate" or "refine"` : undefined;
  }
  if (request.slot === undefined) return `mode "${mode}" needs slot: which caption (0 to ${CAPTION_COUNT - 1})`;
  if (request.captions === undefined) return `mode "${mode}" needs captions: the ${CAPTION_COUNT} captions shown`;
  if (mode === 'regenerate') {
    const extra = (['refinement', 'targetLanguage', 'instruction'] as const).find((key) => request[key] !== undefined);
    return extra ? `${extra} is only taken with mode "refine"` : undefined;
  }
  if (request.refinement === undefined && request.instruction === undefined) {
    return 'mode "refine" needs a refinement or an instruction';
  }
  if (request.refinement !== undefined && request.instruction !== undefined) {
    return 'Send either a refinement or an instruction, not both';
  }
  if (request.refinement === 'translate' && request.targetLanguage === undefined) {
    return 'refinement "translate" needs targetLanguage';
  }
  if (request.refinement !== 'translate' && request.targetLanguage !== undefined) {
    return 'targetLanguage is only taken with refinement "translate"';
  }
  return undefined;
}

export const generationRequestSchema = generationRequestFields.check(
  z.superRefine((request, context) => {
    const problem = findCombinationProblem(request);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
);

/** What the browser sends (spec §3). */
export type GenerationRequestBody = z.input<typeof generationRequestSchema>;
/** What the server works with after validation: trimmed, '' turned into undefined. */
export type GenerationRequest = z.output<typeof generationRequestSchema>;

export const generationResponseSchema = z.object({
  captions: z.array(z.string()),
  hashtags: z.array(z.string()),
  /** Set when the photo or video could not be used and captions were written without it. */
  notice: z.optional(z.string()),
  /** 'offline' when the offline composer wrote the captions, so the results can say so (issue 14). */
  source: z.optional(z.enum(['offline', 'ai'])),
});
export type GenerationResponse = z.infer<typeof generationResponseSchema>;

/**
 * A NUL character cannot be stored in PostgreSQL text, and a lone UTF-16 surrogate is not text at
 * all (it would be silently replaced on the way to the database): both are refused up front.
 */
export function hasUnstorableCharacters(value: string): boolean {
  return value.includes('\u0000') || /\p{Cs}/u.test(value);
}

/** A saved post as the table returns it (spec §3, issue 12). */
export interface SavedPost {
  id: string;
  user_id: string;
  caption: string;
  hashtags: string[];
  mood: string;
  niche: string | null;
  topic: string | null;
  website: string | null;
  language: string | null;
  platform: string | null;
  options: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
}
