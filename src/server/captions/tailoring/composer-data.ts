import type { LanguageCode } from '../../../shared/languages';
import type { Mood } from '../../../shared/moods';
import { LANGUAGE_PACKS } from '../offline/language-packs';
import { CALL_TO_ACTION_LINES } from './tailoring-texts';

/**
 * The only two things the tailoring layer reads from the offline composer's language data
 * (offline/packs/*.json, docs/decisions/015), kept here so that a new pack format is one file to
 * adapt: its calls to action, to recognise and replace the composer's own when the
 * creator chose one (or none); and its tags, to reach a hashtag count larger than one set gives.
 */

const callToActionPatterns = new Map<LanguageCode, RegExp[]>();

function templatePattern(template: string): RegExp {
  const escaped = template
    .trim()
    .replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')
    .replace(/\\\{(?:niche|topic|website|brand)\\\}/gu, '.+');
  return new RegExp(`^${escaped}$`, 'u');
}

/** Whether `sentence` is one of the composer's calls to action in `language`. */
export function isComposerCallToAction(sentence: string, language: LanguageCode): boolean {
  let patterns = callToActionPatterns.get(language);
  if (!patterns) {
    const lines = LANGUAGE_PACKS[language]?.callsToAction;
    // The composer also closes a business's offer with the tailoring layer's own "link in bio" or
    // "visit the website" line (compose.ts): those are its calls to action too.
    const offerLines = Object.values(CALL_TO_ACTION_LINES[language] ?? {}).flatMap((voice) => [voice.link_in_bio, voice.visit_website, voice.visitWebsiteAt]);
    patterns = (lines ? [...lines.neutral, ...lines.individual, ...lines.business, ...offerLines] : offerLines).map(templatePattern);
    callToActionPatterns.set(language, patterns);
  }
  const trimmed = sentence.trim();
  return patterns.some((pattern) => pattern.test(trimmed));
}

/** Widely used tags in `language`, the mood's first. */
export function composerTags(language: LanguageCode, mood: Mood): string[] {
  const pack = LANGUAGE_PACKS[language];
  if (!pack) return [];
  const otherMoods = Object.entries(pack.hashtags.byMood)
    .filter(([key]) => key !== mood)
    .flatMap(([, tags]) => tags);
  return [...pack.hashtags.byMood[mood], ...pack.hashtags.general, ...otherMoods];
}
