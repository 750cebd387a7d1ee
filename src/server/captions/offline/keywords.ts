import type { LanguageCode } from '../../../shared/languages';

/**
 * The meaningful words of a niche or topic, in order of appearance: `Intl.Segmenter` finds the
 * words in every script (it segments Japanese and Chinese correctly: docs/caption-engine.md),
 * minus the stopwords of the output language and of English (niches are often typed in English
 * whatever the output language). Duplicates (ignoring case) are dropped.
 */
const segmenters = new Map<string, Intl.Segmenter>();
/** Word segmenters are costly to build and safe to share, so there is one per language. */
export function wordSegmenter(language: LanguageCode): Intl.Segmenter {
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: 'word' });
    segmenters.set(language, segmenter);
  }
  return segmenter;
}

export function extractKeywords(
  text: string,
  language: LanguageCode,
  stopwords: ReadonlySet<string>,
): string[] {
  const segmenter = wordSegmenter(language);
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const { segment, isWordLike } of segmenter.segment(text.normalize('NFC'))) {
    if (!isWordLike) continue;
    const key = segment.toLocaleLowerCase();
    if (seen.has(key) || stopwords.has(key) || /^\p{N}+$/u.test(segment)) continue;
    if (!isLongEnough(segment)) continue;
    seen.add(key);
    keywords.push(segment);
  }
  return keywords;
}

/** One Han character can be a word; in alphabets a keyword needs at least three letters. */
function isLongEnough(word: string): boolean {
  const length = [...word].length;
  if (/[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}]/u.test(word)) return length >= 2;
  return length >= 3;
}
