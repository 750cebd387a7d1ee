/**
 * The places a caption goes (issue 11): one row per platform with what the generator must respect
 * there. Figures were checked on 25 Nov 2026; each row names where its figures come from. A
 * platform changes these without notice, so the row is the one place to correct them.
 *
 * - `captionLimit`: the most the platform takes in the caption (or description) field, counted
 *   the platform's way (`counting`).
 * - `foldAt`: how much the feed shows before "…more", where it cuts at a length (undefined where
 *   the whole post shows, or where the cut is a number of lines rather than characters).
 * - `hashtagCount`: how many hashtags we produce for it by default; `hashtagMax`: the most a
 *   request may ask for there (a platform's own cap, or what still leaves room for a caption).
 * - `hashtagsInCaption`: whether the tags are typed into the same field and so count against the
 *   limit (true for all eight today; kept explicit because it decides the length check).
 * - `counting`: 'x-weighted' is twitter-text's weighted count; 'graphemes' counts what a person
 *   sees as one character (platform-length.ts).
 * - `longestLength`: the longest length class of captions that still fits with room for the
 *   hashtags; a longer class asked for is written at this length.
 */

export const PLATFORM_IDS = ['instagram', 'tiktok', 'x', 'linkedin', 'facebook', 'threads', 'youtube_shorts', 'pinterest'] as const;
export type PlatformId = (typeof PLATFORM_IDS)[number];

export type CharacterCounting = 'graphemes' | 'x-weighted';
export type PlatformLengthClass = 'short' | 'medium' | 'long';

export interface Platform {
  id: PlatformId;
  label: string;
  captionLimit: number;
  foldAt?: number;
  hashtagCount: number;
  hashtagMax: number;
  hashtagsInCaption: boolean;
  counting: CharacterCounting;
  longestLength: PlatformLengthClass;
}

export const PLATFORMS: Record<PlatformId, Platform> = {
  // Caption 2,200 characters and ~125 shown before "more": Instagram Help Centre, "Add a caption"
  // and third-party counters checked 25 Nov 2026. At most 5 hashtags: Instagram's @creators
  // announcement of 19 Dec 2025 ("fewer (up to 5) more targeted hashtags"), rolled out to all.
  instagram: {
    id: 'instagram',
    label: 'Instagram',
    captionLimit: 2200,
    foldAt: 125,
    hashtagCount: 5,
    hashtagMax: 5,
    hashtagsInCaption: true,
    counting: 'graphemes',
    longestLength: 'long',
  },
  // The app takes 4,000 characters (TikTok newsroom, 2023), but the Content Posting API that
  // scheduling tools use takes 2,200 (TikTok for Developers, checked 25 Nov 2026): we keep to the
  // lower one so a caption can be posted either way. The feed shows one line, not a count of
  // characters. 3–5 hashtags is TikTok Creator Academy's advice (checked 25 Nov 2026).
  tiktok: {
    id: 'tiktok',
    label: 'TikTok',
    captionLimit: 2200,
    hashtagCount: 5,
    hashtagMax: 10,
    hashtagsInCaption: true,
    counting: 'graphemes',
    longestLength: 'long',
  },
  // 280 weighted characters for a standard (non-Premium) account; URLs count 23, most emoji and
  // CJK 2: twitter-text config v3 (github.com/twitter/twitter-text, config/v3.json) and X Help
  // "Counting characters" (checked 25 Nov 2026). The whole post shows. X's own advice is 1–2 tags.
  x: {
    id: 'x',
    label: 'X',
    captionLimit: 280,
    hashtagCount: 2,
    hashtagMax: 5,
    hashtagsInCaption: true,
    counting: 'x-weighted',
    longestLength: 'short',
  },
  // 3,000 characters, "…see more" after ~210 on desktop (~140 on mobile): LinkedIn Help "Share a
  // post" and counters checked 25 Nov 2026. LinkedIn suggests three hashtags.
  linkedin: {
    id: 'linkedin',
    label: 'LinkedIn',
    captionLimit: 3000,
    foldAt: 210,
    hashtagCount: 3,
    hashtagMax: 10,
    hashtagsInCaption: true,
    counting: 'graphemes',
    longestLength: 'long',
  },
  // 63,206 characters; "See more" after ~477 on desktop (counters checked 25 Nov 2026). The
  // limit never binds our captions; 1–3 hashtags is Meta Business Help's advice.
  facebook: {
    id: 'facebook',
    label: 'Facebook',
    captionLimit: 63206,
    foldAt: 477,
    hashtagCount: 3,
    hashtagMax: 10,
    hashtagsInCaption: true,
    counting: 'graphemes',
    longestLength: 'long',
  },
  // 500 characters, shown whole; one topic tag per post (Threads Help "Add a topic", and Meta's
  // statement quoted with Instagram's announcement of 19 Dec 2025).
  threads: {
    id: 'threads',
    label: 'Threads',
    captionLimit: 500,
    hashtagCount: 1,
    hashtagMax: 1,
    hashtagsInCaption: true,
    counting: 'graphemes',
    longestLength: 'medium',
  },
  // The description of a Short: 5,000 characters (YouTube Help "Add video details"), ~100 shown
  // in the Shorts preview; the first three hashtags show above the title, and YouTube ignores all
  // of a video's hashtags past 60 (YouTube Help "Hashtag policies", checked 25 Nov 2026).
  youtube_shorts: {
    id: 'youtube_shorts',
    label: 'YouTube Shorts',
    captionLimit: 5000,
    foldAt: 100,
    hashtagCount: 3,
    hashtagMax: 15,
    hashtagsInCaption: true,
    counting: 'graphemes',
    longestLength: 'long',
  },
  // A Pin's description: 500 characters (Pinterest Help "Create a Pin", checked 25 Nov 2026). The
  // feed shows the title, not the description. Pinterest no longer ranks by hashtags; a few still
  // help search.
  pinterest: {
    id: 'pinterest',
    label: 'Pinterest',
    captionLimit: 500,
    hashtagCount: 3,
    hashtagMax: 5,
    hashtagsInCaption: true,
    counting: 'graphemes',
    longestLength: 'medium',
  },
};

export function findPlatform(id: string | undefined): Platform | undefined {
  return id !== undefined && (PLATFORM_IDS as readonly string[]).includes(id) ? PLATFORMS[id as PlatformId] : undefined;
}
