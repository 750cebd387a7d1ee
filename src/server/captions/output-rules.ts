import { findDuplicateHashtag, findHashtagProblem } from '../../shared/hashtags';
import { findLanguage, UNSPACED_LANGUAGES, type LanguageCode } from '../../shared/languages';
import {
  CAPTION_COUNT,
  GENERATED_CAPTION_MAX_CHARS,
  HASHTAGS_MAX,
  HASHTAGS_MIN,
} from '../../shared/limits';
import { countCharacters, measureCaption } from '../../shared/text-length';
import type { CaptionInput, CaptionResult } from './engine';
import { findFactProblems, findReplacementFactProblems } from './facts/check-facts';
import { checkCaptionLanguage } from './language-check';
import { slugifyHashtag } from './offline/hashtag-slug';
import { wordSegmenter } from './offline/keywords';
import { translateNiche } from './offline/niche-kind';
import { describeWebsite, websiteMentions } from './offline/website-brand';
import { resolveTailoring } from '../../shared/generation-options';
import {
  findSlotProblems,
  findTailoredLengthProblems,
  findTailoringProblems,
  isSlotRequest,
  slotLanguage,
  type SlotRequest,
  type TailoredInput,
} from './tailoring/guarantees';

/**
 * The output rules of issue 4, checked by code after every generation, whatever the engine, and
 * the fact rules of issue 18 (findFactRuleProblems), checked on every provider's answer.
 * A provider sends the problems back in its one repair prompt, so each problem is a sentence a
 * model (or a person) can act on.
 */

export type LengthClass = 'short' | 'medium' | 'long';

export interface LengthRange {
  min: number;
  max: number;
}

/** Issue 4: two short of 10–30 words, two medium of 30–60, one long of 60–100. */
export const WORD_LENGTHS: Record<LengthClass, LengthRange> = {
  short: { min: 10, max: 30 },
  medium: { min: 31, max: 60 },
  long: { min: 61, max: 100 },
};

/**
 * Japanese and Chinese have no spaces, so they are measured in characters (whitespace left out,
 * as `measureCaption` counts). Two characters per English word: a Chinese or Japanese rendering of
 * an English sentence runs about 1.5 (Chinese) to 2.5 (Japanese) characters per English word,
 * so this keeps the same reading time as the word ranges, and matches the 15–45-character
 * sentences of language-pack.ts.
 */
export const CHARACTER_LENGTHS: Record<LengthClass, LengthRange> = {
  short: { min: 20, max: 60 },
  medium: { min: 61, max: 120 },
  long: { min: 121, max: 200 },
};

/** The mix every set of five must have, in the order the offline composer writes them. */
export const LENGTH_MIX: readonly LengthClass[] = ['short', 'medium', 'long', 'short', 'medium'];

export function lengthRangesFor(language: LanguageCode): Record<LengthClass, LengthRange> {
  return UNSPACED_LANGUAGES.includes(language) ? CHARACTER_LENGTHS : WORD_LENGTHS;
}

/**
 * In Japanese and Chinese, a word in another script (a Latin brand, a hashtag-like niche such as
 * "sustainablefashionvintagethriftfinds2024", a number) counts as at most this many characters.
 * The character ranges stand for reading time (two characters per English word, above); counted
 * letter by letter, a 40-letter niche took the whole of a short caption's 60, so no short caption
 * could be written and every request with it failed (issue 16). Ten covers nearly every English
 * word; a longer run is still read as a word or two.
 */
export const FOREIGN_WORD_MAX_COUNTED = 10;

const NATIVE_LETTERS: Partial<Record<LanguageCode, string>> = {
  ja: '\\p{scx=Han}\\p{scx=Hiragana}\\p{scx=Katakana}',
  zh: '\\p{scx=Han}',
};
const foreignWordPatterns = new Map<LanguageCode, RegExp>();

/** Runs of letters, marks and digits with none of the language's own letters in them. */
function foreignWordPattern(language: LanguageCode): RegExp {
  let pattern = foreignWordPatterns.get(language);
  if (!pattern) {
    pattern = new RegExp(`(?:(?![${NATIVE_LETTERS[language]}])[\\p{L}\\p{M}\\p{N}])+`, 'gu');
    foreignWordPatterns.set(language, pattern);
  }
  return pattern;
}

/**
 * A caption's length as the length classes count it: words, or in Japanese and Chinese
 * characters without whitespace (measureCaption, what the page shows), with each word in another
 * script counted as at most FOREIGN_WORD_MAX_COUNTED characters.
 */
export function measureLengthForClass(caption: string, language: LanguageCode): number {
  const { value } = measureCaption(caption, language);
  if (!NATIVE_LETTERS[language]) return value;
  let excess = 0;
  for (const [word] of caption.matchAll(foreignWordPattern(language))) {
    excess += Math.max(0, countCharacters(word) - FOREIGN_WORD_MAX_COUNTED);
  }
  return value - excess;
}

export function classifyLength(caption: string, language: LanguageCode): LengthClass | undefined {
  const value = measureLengthForClass(caption, language);
  const ranges = lengthRangesFor(language);
  return (Object.keys(ranges) as LengthClass[]).find(
    (lengthClass) => value >= ranges[lengthClass].min && value <= ranges[lengthClass].max,
  );
}

/**
 * Tidies what an engine returned before it is checked: captions trimmed, hashtags normalised
 * (normaliseHashtags).
 */
export function normaliseCaptionResult(raw: CaptionResult): CaptionResult {
  const captions = raw.captions.map((caption) => caption.normalize('NFC').trim());
  const hashtags = normaliseHashtags(raw.hashtags);
  return raw.notice === undefined ? { captions, hashtags } : { captions, hashtags, notice: raw.notice };
}

/**
 * Hashtags as platforms link them: a tag ends at the first character that is not a letter, mark,
 * digit or '_', so "#self-care" would link only "#self" and "#don't" only "#don". Each tag keeps
 * those characters alone, as the offline composer writes its own (slugifyHashtag: lower-cased,
 * '#', spaces and punctuation gone); tags left without a letter (platforms do not link "#2025")
 * and repeats are dropped, order kept. Runs before the count check, so a provider's 8 tags of
 * which one collapses into another are 7 and get a repair.
 */
export function normaliseHashtags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const hashtags: string[] = [];
  for (const tag of tags) {
    const slug = slugifyHashtag(tag);
    if (!/\p{L}/u.test(slug) || seen.has(slug)) continue;
    seen.add(slug);
    hashtags.push(slug);
  }
  return hashtags;
}

/** The user's own texts that a caption may quote in their original script (language-check.ts). */
export function userTextsOf(input: Pick<CaptionInput, 'niche' | 'topic' | 'website'>): string[] {
  const texts = [input.niche, input.topic ?? '', input.website ?? ''];
  const brand = input.website ? describeWebsite(input.website)?.brand : undefined;
  if (brand) texts.push(brand);
  return texts.filter(Boolean);
}

/** Words of the niche a caption may use instead of the whole niche (e.g. "baking" of "vegan baking"). */
function nicheKeywords(niche: string, language: LanguageCode): string[] {
  const segmenter = wordSegmenter(language);
  return [...segmenter.segment(niche.normalize('NFC'))]
    .filter((segment) => segment.isWordLike && countCharacters(segment.segment) >= minimumKeywordLength(segment.segment))
    .map((segment) => segment.segment);
}

/** Three letters make a keyword in alphabets; two characters already make a word in Han, kana or Hangul. */
function minimumKeywordLength(word: string): number {
  return /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}]/u.test(word) ? 2 : 3;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/**
 * Whether `text` uses `form` as a word, ignoring case. The start must be a word edge, so the
 * niche "AI" is not found in "said". In the Latin-script languages the end must be one too
 * (a plural ending allowed: "vegan bakes"); elsewhere endings attach to the noun (Russian cases,
 * Korean particles, Tamil suffixes), so only the start is checked. Japanese and Chinese have no
 * word edges to look for.
 */
function mentionsAsWord(text: string, form: string, language: LanguageCode): boolean {
  return wordPattern(form, language).test(text.normalize('NFC'));
}

/**
 * The pattern of `form` as a word, built once per form and language: the tailoring layer asks
 * about every sentence of every draft (issue 11's p99), always with the same few niche forms.
 */
const wordPatterns = new Map<string, RegExp>();
const WORD_PATTERNS_KEPT = 256;

function wordPattern(form: string, language: LanguageCode): RegExp {
  const key = `${language}\u0000${form}`;
  let pattern = wordPatterns.get(key);
  if (pattern) return pattern;
  const escaped = escapeRegExp(form.normalize('NFC'));
  const edge = '[\\p{L}\\p{M}\\p{N}]';
  // Japanese and Chinese write no space between words: a Han or kana letter before a Latin name
  // ("关于VeryLongName") is a word's edge, not part of the word.
  const denseLetter = '[\\p{scx=Han}\\p{scx=Hiragana}\\p{scx=Katakana}]';
  let source = `(?<!(?!${denseLetter})${edge})${escaped}`;
  if (/[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]/u.test(form)) source = escaped;
  else if (findLanguage(language)?.script === 'Latin') source += `(?:s|es|'s|’s)?(?!${edge})`;
  // No 'g' flag: test() keeps no state between calls.
  pattern = new RegExp(source, 'iu');
  if (wordPatterns.size >= WORD_PATTERNS_KEPT) wordPatterns.delete(wordPatterns.keys().next().value as string);
  wordPatterns.set(key, pattern);
  return pattern;
}

function describeRange(range: LengthRange, unit: string): string {
  return `${range.min}–${range.max} ${unit}`;
}

/**
 * Every way `result` breaks the output rules for `input`, as human-readable sentences; an empty
 * list means it passes. Pure and synchronous: providers call it before answering.
 */
export function findOutputProblems(result: CaptionResult, input: TailoredInput): string[] {
  // Issue 11: a regenerated or refined caption is checked alone, the other four are the creator's.
  if (isSlotRequest(input)) return findSlotProblems(result, input);
  const tailoring = resolveTailoring(input);
  const problems: string[] = [];
  const language = input.language;
  const languageName = findLanguage(language)?.name ?? language;
  const { captions, hashtags } = result;
  const userTexts = userTextsOf(input);

  if (captions.length !== CAPTION_COUNT) {
    problems.push(`There must be exactly ${CAPTION_COUNT} captions; there are ${captions.length}.`);
  }

  const seenCaptions = new Map<string, number>();
  captions.forEach((caption, index) => {
    const label = `Caption ${index + 1}`;
    if (caption.trim() === '') {
      problems.push(`${label} is empty.`);
      return;
    }
    const key = caption.trim().toLocaleLowerCase();
    const earlier = seenCaptions.get(key);
    if (earlier !== undefined) problems.push(`${label} repeats caption ${earlier + 1}; all captions must differ.`);
    else seenCaptions.set(key, index);

    const characters = countCharacters(caption);
    if (characters > GENERATED_CAPTION_MAX_CHARS) {
      problems.push(`${label} has ${characters} characters; the most allowed is ${GENERATED_CAPTION_MAX_CHARS}.`);
    }
    const check = checkCaptionLanguage(caption, language, userTexts);
    if (!check.ok) problems.push(`${label} is ${check.reason}; write it in ${languageName}.`);
  });

  problems.push(...(tailoring.tailored ? findTailoredLengthProblems(captions, language, tailoring) : findLengthMixProblems(captions, language)));
  problems.push(...findTailoringProblems(result, tailoring));

  if (captions.length > 0 && !mentionsNiche(captions, input.niche, language)) {
    problems.push(`No caption mentions the niche "${input.niche}"; use it in at least one caption.`);
  }
  if (input.website) {
    const mentions = websiteMentions(input.website);
    if (!captions.some((caption) => mentions.some((mention) => mentionsAsWord(caption, mention, language)))) {
      problems.push(`No caption mentions the website ${mentions[0]} or its brand; use it in at least one caption.`);
    }
  }

  problems.push(...findHashtagProblems(hashtags, tailoring.hashtags));
  return problems;
}

/**
 * The fact rules of issue 18 (facts/check-facts.ts): every fact of the creator's niche and topic
 * (numbers in any script, percentages, prices, dates, weekdays, times, offer words) is kept in at
 * least 4 of the 5 captions, and no caption holds a number, percentage, price or date the creator
 * did not give. Apart from findOutputProblems because the offline composer does not keep every
 * fact yet (it quotes the topic in two or three captions, cut to 12 words): its rebuild (issue 14)
 * adds this check to the offline engine.
 */
export function findFactRuleProblems(result: CaptionResult, input: Pick<CaptionInput, 'niche' | 'topic' | 'website' | 'language'> & SlotRequest): string[] {
  // Issue 11: a regenerated or refined caption is held to the same rules, alone (the other four are the creator's).
  if (isSlotRequest(input)) {
    return findReplacementFactProblems(result.captions, input.slot, input.captions[input.slot], input, input.language, slotLanguage(input));
  }
  return findFactProblems(result.captions, input, input.language);
}

/** Whether this one caption or sentence names the niche as the niche rule reads it. */
export function mentionsNicheIn(text: string, niche: string, language: LanguageCode): boolean {
  return mentionsNiche([text], niche, language);
}

function mentionsNiche(captions: readonly string[], niche: string, language: LanguageCode): boolean {
  const forms = nicheForms(niche, language);
  return captions.some((caption) => forms.some((form) => mentionsAsWord(caption, form, language)));
}

/** The niche's forms, worked out once per niche and language (asked for every sentence of a draft). */
const nicheFormsCache = new Map<string, string[]>();
const NICHE_FORMS_KEPT = 64;

function nicheForms(niche: string, language: LanguageCode): string[] {
  const key = `${language}\u0000${niche}`;
  let forms = nicheFormsCache.get(key);
  if (forms) return forms;
  // The niche tidied as a writer would quote it: sentence punctuation typed after it ("Fitness.")
  // dropped, runs of spaces and spaces before commas removed ("food , travel" → "food, travel").
  const tidied = niche
    .trim()
    .replace(/\s+/gu, ' ')
    .replace(/\s+([,.!?;:])/gu, '$1')
    .replace(/[\s.,;:!?।॥。！？、…۔؟]+$/u, '');
  // A common English role or field typed into another language's request may be written in that
  // language (the offline composer's small table, niche-kind.ts): "fitness coach" → "फिटनेस कोच".
  const translated = translateNiche(tidied, language);
  forms = [...new Set([niche.trim(), tidied, ...nicheKeywords(niche, language), ...(translated ? [translated] : [])])].filter(Boolean);
  if (nicheFormsCache.size >= NICHE_FORMS_KEPT) nicheFormsCache.delete(nicheFormsCache.keys().next().value as string);
  nicheFormsCache.set(key, forms);
  return forms;
}

function findLengthMixProblems(captions: readonly string[], language: LanguageCode): string[] {
  if (captions.length !== CAPTION_COUNT) return [];
  const ranges = lengthRangesFor(language);
  const unit = UNSPACED_LANGUAGES.includes(language) ? 'characters' : 'words';
  const problems: string[] = [];
  const counts: Record<LengthClass, number> = { short: 0, medium: 0, long: 0 };
  captions.forEach((caption, index) => {
    const lengthClass = classifyLength(caption, language);
    if (lengthClass) counts[lengthClass] += 1;
    else {
      const value = measureLengthForClass(caption, language);
      problems.push(
        `Caption ${index + 1} has ${value} ${unit}; every caption must have ${ranges.short.min}–${ranges.long.max} ${unit}.`,
      );
    }
  });
  const wanted: Record<LengthClass, number> = { short: 0, medium: 0, long: 0 };
  for (const lengthClass of LENGTH_MIX) wanted[lengthClass] += 1;
  if (problems.length === 0 && (Object.keys(wanted) as LengthClass[]).some((c) => counts[c] !== wanted[c])) {
    problems.push(
      `The lengths must mix: two short (${describeRange(ranges.short, unit)}), two medium ` +
        `(${describeRange(ranges.medium, unit)}) and one long (${describeRange(ranges.long, unit)}); ` +
        `these are ${counts.short} short, ${counts.medium} medium and ${counts.long} long.`,
    );
  }
  return problems;
}

function findHashtagProblems(hashtags: readonly string[], wanted = { min: HASHTAGS_MIN, max: HASHTAGS_MAX }): string[] {
  const problems: string[] = [];
  if (hashtags.length < wanted.min || hashtags.length > wanted.max) {
    const count = wanted.min === wanted.max ? `exactly ${wanted.min}` : `${wanted.min} to ${wanted.max}`;
    problems.push(`There must be ${count} hashtags; there are ${hashtags.length}.`);
  }
  for (const tag of hashtags) {
    if (tag.includes('#')) problems.push(`Hashtag "${tag}" must be written without '#'.`);
    const problem = findHashtagProblem(tag);
    if (problem === 'empty') problems.push('A hashtag is empty.');
    if (problem === 'whitespace') problems.push(`Hashtag "${tag}" contains a space; hashtags are single words.`);
    if (problem === 'too-long') problems.push(`Hashtag "${tag}" is too long.`);
  }
  const duplicate = findDuplicateHashtag(hashtags);
  if (duplicate >= 0) problems.push(`Hashtag "${hashtags[duplicate]}" is listed twice (ignoring case).`);
  return problems;
}
