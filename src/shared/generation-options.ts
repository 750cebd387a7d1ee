import { HASHTAGS_MAX, HASHTAGS_MIN } from './limits';
import { findPlatform, type Platform, type PlatformId } from './platforms';

/**
 * The choices a creator makes about the captions (issue 11), named once for the form, the schema
 * and the engines. Every one is optional in a request; `resolveTailoring` turns what was sent into
 * what the engines obey, and a request without any of them resolves to today's behaviour.
 */

export const LENGTH_CHOICES = ['short', 'medium', 'long', 'mix'] as const;
export type LengthChoice = (typeof LENGTH_CHOICES)[number];

export const EMOJI_CHOICES = ['none', 'few', 'many'] as const;
export type EmojiChoice = (typeof EMOJI_CHOICES)[number];

export const CALL_TO_ACTION_CHOICES = ['none', 'comment', 'link_in_bio', 'visit_website', 'shop', 'follow'] as const;
export type CallToActionChoice = (typeof CALL_TO_ACTION_CHOICES)[number];
/** The kinds that add a line to a caption ('none' removes the need for one). */
export type CallToActionKind = Exclude<CallToActionChoice, 'none'>;

export const GENERATION_MODES = ['generate', 'regenerate', 'refine'] as const;
export type GenerationMode = (typeof GENERATION_MODES)[number];

export const REFINEMENTS = [
  'shorter',
  'longer',
  'more_playful',
  'more_professional',
  'add_emoji',
  'no_emoji',
  'add_cta',
  'translate',
] as const;
export type Refinement = (typeof REFINEMENTS)[number];

/** What the form shows for each choice. */
export const LENGTH_LABELS: Record<LengthChoice, string> = { short: 'Short', medium: 'Medium', long: 'Long', mix: 'A mix' };
export const EMOJI_LABELS: Record<EmojiChoice, string> = { none: 'None', few: 'A few', many: 'Many' };
export const CALL_TO_ACTION_LABELS: Record<CallToActionChoice, string> = {
  none: 'None',
  comment: 'Ask for comments',
  link_in_bio: 'Link in bio',
  visit_website: 'Visit the website',
  shop: 'Shop now',
  follow: 'Follow for more',
};

/** The form's option controls (issue 11): their legend, labels, empty choices and hint. */
export const GENERATION_OPTION_TEXTS = {
  legend: 'Tailor the captions',
  platform: 'Platform',
  anyPlatform: 'Any platform',
  length: 'Length',
  emoji: 'Emoji',
  callToAction: 'Call to action',
  writersChoice: 'Writer’s choice',
  hashtags: 'Hashtags',
  /** The hashtag field's placeholder: the platform's own count, or the usual range. */
  hashtagPlaceholder: (platform?: Pick<Platform, 'hashtagCount' | 'label'>) =>
    platform ? `${platform.hashtagCount} for ${platform.label}` : `${HASHTAGS_MIN}–${HASHTAGS_MAX}`,
  hashtagHint: (min: number, max: number) => `${min}–${max}; empty for the usual number`,
} as const;
export const REFINEMENT_LABELS: Record<Refinement, string> = {
  shorter: 'Shorter',
  longer: 'Longer',
  more_playful: 'More playful',
  more_professional: 'More professional',
  add_emoji: 'Add emoji',
  no_emoji: 'No emoji',
  add_cta: 'Add a call to action',
  translate: 'Translate to…',
};

export interface TailoringRequest {
  platform?: PlatformId;
  length?: LengthChoice;
  emoji?: EmojiChoice;
  callToAction?: CallToActionChoice;
  hashtagCount?: number;
}

/** The options as the engines obey them. */
export interface Tailoring {
  platform?: Platform;
  length: LengthChoice;
  emoji: EmojiChoice;
  /** undefined: the engine chooses (today's behaviour). */
  callToAction?: CallToActionChoice;
  /** How many hashtags the answer has: exact when min === max. */
  hashtags: { min: number; max: number };
  /** Whether anything was asked beyond today's request (the engines then apply the guarantees). */
  tailored: boolean;
}

export function resolveTailoring(request: TailoringRequest): Tailoring {
  const platform = findPlatform(request.platform);
  const exact = request.hashtagCount ?? platform?.hashtagCount;
  return {
    platform,
    length: request.length ?? 'mix',
    emoji: request.emoji ?? 'few',
    callToAction: request.callToAction,
    hashtags: exact === undefined ? { min: HASHTAGS_MIN, max: HASHTAGS_MAX } : { min: exact, max: exact },
    tailored:
      platform !== undefined ||
      request.length !== undefined ||
      request.emoji !== undefined ||
      request.callToAction !== undefined ||
      request.hashtagCount !== undefined,
  };
}
