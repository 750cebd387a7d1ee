/** Limits the spec (§5, §9) and the issues fix. Both sides import them from here. */

export const MEGABYTE = 1024 * 1024;

/** spec §5: uploads at most 20 MB (decoded bytes). */
export const MAX_UPLOAD_BYTES = 20 * MEGABYTE;

/**
 * A 20 MB file as a base64 data URL is ~26.7 MB of JSON; anything over this is refused with 413
 * before it is read whole (issue 4).
 */
export const MAX_GENERATE_BODY_BYTES = 28 * MEGABYTE;

export const ALLOWED_MEDIA_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'video/mp4',
  'video/quicktime',
] as const;
export type AllowedMediaType = (typeof ALLOWED_MEDIA_TYPES)[number];

export { PASSWORD_MIN_LENGTH } from './password-rules';

export const CAPTION_COUNT = 5;
export const HASHTAGS_MIN = 8;
export const HASHTAGS_MAX = 15;
/** Instagram's caption limit; no generated caption is longer (docs/caption-engine.md). */
export const GENERATED_CAPTION_MAX_CHARS = 2200;

export const NICHE_MAX_CHARS = 100;
export const TOPIC_MAX_CHARS = 1000;
export const WEBSITE_MAX_CHARS = 255;

/** The saved collection (issue 3). */
export const SAVED_CAPTION_MAX_CHARS = 5000;
export const SAVED_HASHTAGS_MAX = 30;
export const HASHTAG_MAX_CHARS = 100;
/** A platform is a short name such as `instagram` (the list itself belongs to the tailoring issue). */
export const PLATFORM_MAX_CHARS = 40;
/** The generation options saved with a post, as JSON text. */
export const SAVED_OPTIONS_MAX_BYTES = 4096;

/** spec §9: the saved list shows this many hashtags before '+N more'. */
export const SAVED_HASHTAGS_SHOWN = 5;
/** Page size of the saved list (loaded as the user scrolls). */
export const SAVED_PAGE_SIZE = 20;

/** spec §9: the copied indicator lasts 2 s. */
export const COPIED_INDICATOR_MS = 2000;

/** Longest side of an image sent for captioning (docs/caption-engine.md). */
export const MEDIA_MAX_DIMENSION = 1568;

/**
 * User metadata (sign-up `data`, PUT /user `data`) as JSON, at most: it is copied into every access
 * token, which must stay well inside Node's 16 KB header limit (docs/decisions/013-hostile-input-limits.md).
 */
export const MAX_USER_METADATA_BYTES = 4096;

/** Generation options (issue 11): how many hashtags a request may ask for, and a free refinement's length. */
export const REQUESTED_HASHTAGS_MIN = 1;
export const REQUESTED_HASHTAGS_MAX = 30;
export const REFINE_INSTRUCTION_MAX_CHARS = 200;
