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
  for (const segment of wordsOf(text.normalize('NFC'), segmenter)) {
    const key = segment.toLocaleLowerCase();
    if (seen.has(key) || stopwords.has(key) || /^\p{N}+$/u.test(segment)) continue;
    if (!isLongEnough(segment)) continue;
    seen.add(key);
    keywords.push(segment);
  }
  return keywords;
}

/** A word written only in katakana (the long-vowel mark ー is shared with hiragana). */
const KATAKANA_ONLY = /^[\p{Script=Katakana}\u30FC\uFF70]+$/u;

/**
 * The word-like segments of `text`, with adjacent katakana segments joined again: the segmenter's
 * dictionary does not know most loanwords, so it cuts "ヴィーガンベーキング" into "ヴ|ィ|ー|ガン|ベ|ー|キング",
 * and "ガン" (gun) is not what the user wrote. A katakana run is kept whole, as typed.
 */
function wordsOf(text: string, segmenter: Intl.Segmenter): string[] {
  const words: string[] = [];
  let previousWasKatakana = false;
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    // A lone "ー" or small kana may come out as not word-like; it still belongs to the run.
    const katakana = KATAKANA_ONLY.test(segment);
    if (katakana && previousWasKatakana) words[words.length - 1] += segment;
    else if (isWordLike || katakana) words.push(segment);
    previousWasKatakana = katakana;
  }
  return words;
}

/**
 * Whether a keyword makes a hashtag: kana-only words of one or two characters are mostly
 * particles or pieces of longer words ("ガン" cut from a loanword), never a tag anyone follows.
 */
export function isHashtagKeyword(word: string): boolean {
  if (/^[\p{scx=Hiragana}\p{scx=Katakana}]+$/u.test(word)) return [...word].length >= 3;
  return true;
}

/** One Han character can be a word; in alphabets a keyword needs at least three letters. */
function isLongEnough(word: string): boolean {
  const length = [...word].length;
  if (/[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}]/u.test(word)) return length >= 2;
  return length >= 3;
}

/** Titles before a person's name: the name alone ("smith" of "Dr. Smith Dental Clinic") is no tag anyone follows. */
const NAME_TITLES = new Set(['dr', 'mr', 'mrs', 'ms', 'mx', 'prof', 'dra', 'sr', 'sra', 'mme', 'herr', 'frau']);
/** English adjectives that say nothing on their own as a tag ("#small" of "small business coaching"). */
const VAGUE_ENGLISH_WORDS = new Set([
  'best', 'small', 'big', 'little', 'local', 'daily', 'happy', 'good', 'great', 'top', 'official', 'real', 'simple',
  'easy', 'quick', 'fresh', 'modern', 'online', 'free', 'better', 'nice', 'cool', 'awesome', 'amazing', 'professional',
]);
const HIRAGANA = /\p{Script=Hiragana}/u;

/**
 * Keywords (lower-cased) that make poor hashtags on their own: fragments and lone modifiers of
 * what the user typed, not its subject.
 * - a name after a title ("Dr. Smith" → smith), or a capitalised word inside an otherwise
 *   lower-case niche ("yoga with Adriene" → adriene);
 * - a vague English adjective ("small", "best");
 * - Japanese: an adjective in -い ("新しい", new), or a word with kana of one or two characters
 *   glued to the word before it ("巡り" of "カフェ巡り");
 * - Arabic script: an adjective after its noun, which carries the article and the -ي/-ية ending
 *   ("البدنية", physical, of "اللياقة البدنية").
 */
export function findWeakTagKeywords(text: string, language: LanguageCode): Set<string> {
  const weak = new Set<string>();
  const segments = [...wordSegmenter(language).segment(text.normalize('NFC'))];
  const words = segments.filter((segment) => segment.isWordLike);
  const someLowerCase = words.some((word) => /^\p{Ll}/u.test(word.segment) && word.segment.length >= 3);
  segments.forEach((segment, index) => {
    if (!segment.isWordLike) return;
    const word = segment.segment;
    const key = word.toLocaleLowerCase();
    const previousWord = words[words.indexOf(segment) - 1]?.segment.toLocaleLowerCase();
    const glued = index > 0 && segments[index - 1].isWordLike;
    const isFirst = words[0] === segment;
    if (previousWord !== undefined && NAME_TITLES.has(previousWord)) weak.add(key);
    if (/^\p{Lu}/u.test(word) && !isFirst && someLowerCase && /^\p{scx=Latin}+$/u.test(word)) weak.add(key);
    if (VAGUE_ENGLISH_WORDS.has(key)) weak.add(key);
    if (HIRAGANA.test(word) && (word.endsWith('い') || (glued && [...word].length <= 2))) weak.add(key);
    if (!isFirst && /^ال\p{scx=Arabic}{2,}(?:ية|ي)$/u.test(word)) weak.add(key);
  });
  return weak;
}
