import type { LanguageCode } from '../../../../shared/languages';
import { MOOD_VALUES, type Mood } from '../../../../shared/moods';
import type { LanguagePack, MoodTexts } from '../language-pack';

/** Scaffolding while a language's texts are being written; the composer's tests reject it. */
export function emptyLanguagePack(code: LanguageCode): LanguagePack {
  const emptyMood = (): MoodTexts => ({ openers: [], details: [], emoji: [] });
  const byMood = <T>(make: () => T) =>
    Object.fromEntries(MOOD_VALUES.map((mood) => [mood, make()])) as Record<Mood, T>;
  return {
    code,
    moods: byMood(emptyMood),
    callsToAction: [],
    topicLines: [],
    websiteLines: [],
    photoLines: [],
    videoLines: [],
    hashtags: { general: [], byMood: byMood(() => []) },
    stopwords: [],
  };
}
