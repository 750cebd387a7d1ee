import { z } from 'zod/mini';
import { findDuplicateHashtag, findHashtagProblem, stripHashSign, type HashtagProblem } from './hashtags';
import { LANGUAGE_CODES } from './languages';
import {
  HASHTAG_MAX_CHARS,
  NICHE_MAX_CHARS,
  PLATFORM_MAX_CHARS,
  SAVED_CAPTION_MAX_CHARS,
  SAVED_HASHTAGS_MAX,
  SAVED_OPTIONS_MAX_BYTES,
  TOPIC_MAX_CHARS,
  WEBSITE_MAX_CHARS,
} from './limits';
import { MOOD_VALUES } from './moods';
import { hasUnstorableCharacters, trimmedText } from './schemas';
import { countCharacters } from './text-length';

/*
 * The saved-post schemas (spec §3, §7, issue 12): the server checks inserts and edits with them.
 * They live apart from schemas.ts, which the browser imports for the generation request: a
 * module's top-level zod calls land whole in every chunk that imports the module, and these
 * added ~1.2 KB gzip to the main screen for nothing (docs/decisions/020).
 */

/** A tag as JSON writes it, so that a tab or a trailing space shows in the message ("tag\t"). */
function quoteHashtag(tag: string): string {
  return JSON.stringify(tag);
}

const HASHTAG_PROBLEM_MESSAGES: Record<HashtagProblem, (tag: string) => string> = {
  empty: () => 'Hashtags cannot be empty',
  whitespace: (tag) => `Hashtag ${quoteHashtag(tag)} contains whitespace`,
  'too-long': () => `Hashtags must be at most ${HASHTAG_MAX_CHARS} characters`,
  'hash-sign': (tag) => `Hashtag ${quoteHashtag(tag)} contains '#': send each tag with at most one '#', at its start`,
};

/** One tag as sent: one leading '#' is removed (spec §3); anything else that is wrong is refused. */
const hashtagSchema = z
  .pipe(
    z
      .string({ error: 'Each hashtag must be text' })
      .check(z.refine((tag) => !hasUnstorableCharacters(tag), 'Hashtags cannot contain NUL characters or unpaired surrogates')),
    z.transform(stripHashSign),
  )
  .check(
    z.superRefine((tag, context) => {
      const problem = findHashtagProblem(tag);
      if (problem) context.addIssue({ code: 'custom', message: HASHTAG_PROBLEM_MESSAGES[problem](tag) });
    }),
  );

const savedCaptionSchema = z
  .string({ error: 'caption must be text' })
  .check(
    z.trim(),
    z.minLength(1, 'caption cannot be empty'),
    z.refine((value) => countCharacters(value) <= SAVED_CAPTION_MAX_CHARS, `caption must be at most ${SAVED_CAPTION_MAX_CHARS} characters`),
    z.refine((value) => !hasUnstorableCharacters(value), 'caption cannot contain NUL characters or unpaired surrogates'),
  );

const savedHashtagsSchema = z.array(hashtagSchema, { error: 'hashtags must be a list of strings' }).check(
  z.maxLength(SAVED_HASHTAGS_MAX, `At most ${SAVED_HASHTAGS_MAX} hashtags can be saved`),
  z.superRefine((tags, context) => {
    const duplicate = findDuplicateHashtag(tags);
    if (duplicate >= 0) context.addIssue({ code: 'custom', message: `Hashtag ${quoteHashtag(tags[duplicate])} is listed twice` });
  }),
);

const savedMoodSchema = z.enum(MOOD_VALUES, { error: `mood must be one of: ${MOOD_VALUES.join(', ')}` });

/** Context text saved with a post: trimmed, '' and null stored as null (the column is empty). */
function savedContextText(max: number, column: string) {
  const text = trimmedText(max, column).check(
    z.refine((value) => !hasUnstorableCharacters(value), `${column} cannot contain NUL characters or unpaired surrogates`),
  );
  return z.pipe(z.nullish(text), z.transform((value) => value || null));
}

/**
 * What produced a saved post (issue 12): the generation's niche, topic, website, language,
 * platform and other options. Never the photo or video. Every field may be left out.
 */
export const savedPostContextSchema = z.object({
  niche: savedContextText(NICHE_MAX_CHARS, 'niche'),
  topic: savedContextText(TOPIC_MAX_CHARS, 'topic'),
  website: savedContextText(WEBSITE_MAX_CHARS, 'website'),
  language: z.pipe(
    z.nullish(z.enum(LANGUAGE_CODES, { error: 'language must be one of the offered language codes' })),
    z.transform((value) => value ?? null),
  ),
  platform: z.pipe(
    z.nullish(
      z
        .string({ error: 'platform must be text' })
        .check(
          z.regex(/^[a-z0-9][a-z0-9_-]*$/, 'platform must be a lower-case name such as instagram'),
          z.maxLength(PLATFORM_MAX_CHARS, `platform must be at most ${PLATFORM_MAX_CHARS} characters`),
        ),
    ),
    z.transform((value) => value ?? null),
  ),
  options: z.pipe(
    z
      .nullish(z.record(z.string(), z.unknown(), { error: 'options must be a JSON object' }))
      .check(
        z.refine((value) => !value || JSON.stringify(value).length <= SAVED_OPTIONS_MAX_BYTES, `options must be at most ${SAVED_OPTIONS_MAX_BYTES} bytes of JSON`),
        z.refine((value) => !value || !hasUnstorableCharacters(JSON.stringify(value)), 'options cannot contain NUL characters'),
      ),
    z.transform((value) => value ?? null),
  ),
});
export type SavedPostContext = z.output<typeof savedPostContextSchema>;

/** A saved post as a client inserts it (spec §7, issue 12); `user_id` is checked against the caller. */
export const savedPostInsertSchema = z.extend(
  z.object({
    user_id: z.optional(z.string()),
    caption: savedCaptionSchema,
    hashtags: z._default(savedHashtagsSchema, []),
    mood: savedMoodSchema,
  }),
  savedPostContextSchema.shape,
);
export type SavedPostInsert = z.output<typeof savedPostInsertSchema>;

/** What an edit (PATCH) may change; every key is optional, and only the keys sent change. */
export const savedPostUpdateSchema = z.partial(
  z.extend(z.object({ caption: savedCaptionSchema, hashtags: savedHashtagsSchema, mood: savedMoodSchema }), savedPostContextSchema.shape),
);
export type SavedPostUpdate = z.output<typeof savedPostUpdateSchema>;
