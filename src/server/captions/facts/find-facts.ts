import { findLanguage, type LanguageCode } from '../../../shared/languages';
import { monthNames, weekdayNames } from './calendar-names';
import { DIGIT_CLASS, GROUP_SEPARATOR_CLASS, parseNumber, toAsciiDigits } from './digits';
import { CURRENCIES, HOUR_WORDS, NUMBER_WORDS, OFFER_WORDS, PERCENT_WORDS, wordMatchingFor, type OfferKind, type WordMatching } from './fact-words';

/**
 * The facts in a text: what a creator typed that their customers will hold them to (issue 18).
 * Numbers in every offered script, percentages, prices, dates, weekdays, times and offer words,
 * each with where it was written and its value, so facts compare by value across scripts
 * (३० is 30) and across forms (₹499 and 499 rupees, 9pm and 21:00, "eight" and 8).
 *
 * The same finder reads the creator's text and the captions: `findFacts` for the creator's
 * facts, `findNumbersIn` for the figures a caption holds, `factAppearsIn` for whether a caption
 * keeps a fact. Web addresses, hashtags, @mentions and keycap emoji (1️⃣) are not read: their
 * digits are names and list markers, not facts.
 */

interface FactBase {
  /** The fact as written ("20% off", "₹499", "शनिवार"). */
  text: string;
  /** Where `text` starts in the text read (UTF-16 index). */
  index: number;
}

export interface NumberFact extends FactBase {
  kind: 'number';
  value: number;
  /** Written as a word ("eight", "आठ") rather than in digits. */
  inWords: boolean;
}
export interface PercentageFact extends FactBase {
  kind: 'percentage';
  value: number;
  /** Written with a number word ("ten percent", "दस प्रतिशत") rather than in digits. */
  inWords?: boolean;
}
export interface PriceFact extends FactBase {
  kind: 'price';
  value: number;
  /** ISO code, or the sign's own name where one sign serves several currencies (fact-words.ts). */
  currency: string;
}
export interface DateFact extends FactBase {
  kind: 'date';
  day?: number;
  /** 1–12. */
  month?: number;
  year?: number;
}
export interface WeekdayFact extends FactBase {
  kind: 'weekday';
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}
export interface TimeFact extends FactBase {
  kind: 'time';
  /** 0–23 when am/pm (or 午後…) said which half of the day; else as written. */
  hour: number;
  minute: number;
}
export interface OfferFact extends FactBase {
  kind: 'offer';
  offer: OfferKind;
}

export type Fact = NumberFact | PercentageFact | PriceFact | DateFact | WeekdayFact | TimeFact | OfferFact;
export type FactKind = Fact['kind'];
/** The facts a figure is written with: everything but weekdays and offer words. */
export type FigureFact = NumberFact | PercentageFact | PriceFact | DateFact | TimeFact;

const D = `[${DIGIT_CLASS}]`;
const ANY_DIGIT = new RegExp(D, 'u');
/** One number: digit groups with the usual separators between them ("1,299.50", "१,००,०००", "١٢٫٥"). */
const NUMBER = `${D}+(?:[${GROUP_SEPARATOR_CLASS}]${D}+)*`;
const LETTER = '[\\p{L}\\p{M}]';

/*
 * What may not come right before a match, checked on the character before it rather than with a
 * leading lookbehind: a pattern that starts with a lookbehind is tried at every position of the
 * text, several times slower on Indic and Arabic text.
 */
/** A number glued to a Latin or Cyrillic letter before it is a name: Studio54, B2B, COVID19, MP3. */
const AFTER_WORD_OR_DIGIT = new RegExp(`[\\p{Script=Latin}\\p{Script=Cyrillic}_${DIGIT_CLASS}]$`, 'u');
const AFTER_DIGIT = new RegExp(`[${DIGIT_CLASS}]$`, 'u');
const AFTER_DIGIT_OR_SLASH = new RegExp(`[${DIGIT_CLASS}/]$`, 'u');
const AFTER_LETTER = /[\p{L}\p{M}]$/u;
/** Japanese, Chinese and Korean words before an hour that say which half of the day it is. */
const HALF_OF_DAY_BEFORE = /(午前|午後|上午|下午|晚上|오전|오후)\s?$/u;
const ZERO_WIDTH_JOINERS = /[\u200C\u200D]/gu;

/** A word as lists and texts are compared: NFC (Devanagari nukta letters), no zero-width joiners, lower case. */
function normaliseWord(word: string): string {
  return word.normalize('NFC').replace(ZERO_WIDTH_JOINERS, '').toLocaleLowerCase();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/** Letters of the Indic scripts, where a zero-width (non-)joiner may sit inside a word (Malayalam ഴ്‌ച). */
const INDIC = /[\u0900-\u0DFF]/u;

/**
 * A word as a pattern: in Indic scripts it also finds the word written with or without zero-width
 * joiners; elsewhere it is the word itself (a joiner between every letter would make each pattern
 * several times larger, and V8 compiles these on first use).
 */
function wordPattern(word: string): string {
  const letters = [...word.normalize('NFC').replace(ZERO_WIDTH_JOINERS, '')].map(escapeRegExp);
  return INDIC.test(word) ? letters.join('[\\u200C\\u200D]?') : letters.join('');
}

/**
 * The word as written, in lower case, in upper case and capitalised: the patterns list the forms
 * instead of using the `i` flag, whose case closure of the Unicode letter classes costs V8
 * milliseconds per pattern to compile.
 */
function caseForms(word: string): string[] {
  const lower = word.toLocaleLowerCase();
  return [word, lower, word.toLocaleUpperCase(), lower.charAt(0).toLocaleUpperCase() + lower.slice(1)];
}

/** Alternatives longest first, so "US$" wins over "$" and "per cent" over "per", in each case form. */
function alternation(words: Iterable<string>): string {
  return [...new Set([...words].filter(Boolean).flatMap(caseForms))].sort((a, b) => b.length - a.length).map(wordPattern).join('|');
}

/**
 * `words` found in a text of a language, as its matching says (fact-words.ts wordMatchingFor);
 * except in Japanese and Chinese, the match must also not follow a letter (AFTER_LETTER).
 */
function wordsPattern(words: Iterable<string>, matching: WordMatching): string {
  const body = `(?:${alternation(words)})`;
  if (matching === 'anywhere') return body;
  // Arabic script joins the conjunction و and the prepositions ب ل ف to the next word.
  const start = `(?:[وبلف](?=\\p{Script=Arabic}))?`;
  // The whole word is the fact's text ("скидку", not "скидк").
  if (matching === 'start') return `${start}${body}${LETTER}*`;
  return `${start}${body}(?:s|es)?(?!${LETTER})`;
}

/**
 * Weekday or month names as a pattern: Latin-script names (English ones read in every language)
 * as whole words, so "12 marching" holds no March; the others as `matching` says.
 */
function namesPattern(names: readonly string[], matching: WordMatching): string {
  const isLatin = (name: string) => /^\p{Script=Latin}/u.test(name);
  const latin = names.filter(isLatin);
  const others = names.filter((name) => !isLatin(name));
  const parts: string[] = [];
  if (latin.length > 0) parts.push(wordsPattern(latin, 'whole'));
  if (others.length > 0) parts.push(wordsPattern(others, matching));
  return `(?:${parts.join('|')})`;
}

/** The languages whose words a text of `language` is read with: its own and English, which creators mix in. */
function readingLanguages(language: LanguageCode): LanguageCode[] {
  return language === 'en' ? ['en'] : [language, 'en'];
}

/** Text the finder does not read, replaced by spaces of the same length so indexes stay put. */
const UNREAD = new RegExp(
  [
    // Web addresses and bare domains (a "." between word characters, ending in letters: beanhouse.com, not 3.5).
    '(?:https?:\\/\\/)?(?:[\\p{L}\\p{N}-]+\\.)+\\p{L}{2,}(?:\\/\\S*)?',
    // Hashtags and @mentions.
    '[#@][\\p{L}\\p{M}\\p{N}_]+',
    // Keycap emoji: a digit, an optional variation selector, the combining keycap.
    `${D}\\uFE0F?\\u20E3`,
  ].join('|'),
  'gu',
);

interface Reading {
  text: string;
  /** The text with what has been read (or must not be) blanked out. */
  rest: string;
  facts: Fact[];
}

function blank(reading: Reading, index: number, length: number): void {
  reading.rest = reading.rest.slice(0, index) + ' '.repeat(length) + reading.rest.slice(index + length);
}

/**
 * Runs `pattern` over what is left unread, adding each fact `toFact` makes and blanking its text;
 * a match right after what `notAfter` finds is not one.
 */
function readAll(reading: Reading, pattern: RegExp, toFact: (match: RegExpExecArray) => Fact | undefined, notAfter?: RegExp): void {
  // matchAll reads the text as it was when called: blanking as we go cannot disturb this pass.
  const unread = reading.rest;
  for (const match of unread.matchAll(pattern)) {
    if (notAfter?.test(unread.slice(Math.max(0, match.index - 2), match.index))) continue;
    const fact = toFact(match);
    if (!fact) continue;
    const written = reading.text.slice(match.index, match.index + match[0].length);
    const text = written.trim();
    reading.facts.push({ ...fact, text, index: match.index + written.indexOf(text) });
    blank(reading, match.index, match[0].length);
  }
}

function toInteger(written: string | undefined): number | undefined {
  if (written === undefined) return undefined;
  const value = Number(toAsciiDigits(written));
  return Number.isInteger(value) ? value : undefined;
}

interface Patterns {
  percentage: RegExp;
  percentageSignFirst: RegExp;
  percentageInWords: RegExp;
  priceSignFirst: RegExp;
  priceSignAfter: RegExp;
  isoDate: RegExp;
  numericDate: RegExp;
  shortNumericDate: RegExp;
  cjkDate: RegExp;
  dayMonthDate: RegExp;
  monthDayDate: RegExp;
  clockTime: RegExp;
  hourTime: RegExp;
  number: RegExp;
  numberWords: RegExp | undefined;
  weekdays: RegExp;
  offers: RegExp;
  numberWordValues: Map<string, number>;
  monthIndex: Array<[string, number]>;
  weekdayIndex: Array<[string, number]>;
  offerIndex: Array<[string, OfferKind]>;
  currencyIndex: Array<[string, string]>;
}

const patternCache = new Map<LanguageCode, Patterns>();

const AM_PM_WORDS = '(?:a\\.?m\\.?|p\\.?m\\.?|AM|PM|A\\.M\\.|P\\.M\\.)(?![\\p{L}])';
/** am/pm, captured. */
const AM_PM = `(${AM_PM_WORDS})`;
const ORDINAL = '(?:st|nd|rd|th|er|e|ème|º|ª|\\.)?';

function currencyPattern(names: readonly string[]): string {
  // Latin and Cyrillic names ("Rs", "dollars", "руб") must stand alone; signs and other scripts need not.
  return [...names]
    .sort((a, b) => b.length - a.length)
    .map((name) => {
      const before = /^[\p{Script=Latin}\p{Script=Cyrillic}]/u.test(name) ? `(?<!${LETTER})` : '';
      const after = /[\p{Script=Latin}\p{Script=Cyrillic}]$/u.test(name) ? `(?!${LETTER})` : '';
      return `${before}${escapeRegExp(name)}${after}`;
    })
    .join('|');
}

function buildPatterns(language: LanguageCode): Patterns {
  const languages = readingLanguages(language);
  const matching = wordMatchingFor(language);
  // Weekday and month names are long and distinct enough to match as the start of a word in every
  // script but Latin, so endings attached to them are read too (Gujarati શનિવારે, Odia ଶନିବାରରେ).
  const calendarMatching: WordMatching = matching === 'whole' && findLanguage(language)?.script === 'Latin' ? 'whole' : matching === 'anywhere' ? 'anywhere' : 'start';
  const lowerIndex = <T>(entries: Array<[string, T]>) =>
    entries.map(([word, value]) => [normaliseWord(word), value] as [string, T]).sort((a, b) => b[0].length - a[0].length);

  const numberWordValues = new Map<string, number>();
  for (const code of languages) {
    NUMBER_WORDS[code]?.forEach((words, value) => words.forEach((word) => numberWordValues.set(normaliseWord(word), value)));
  }
  const numberWordsBody = numberWordValues.size > 0 ? `(?:${alternation(numberWordValues.keys())})(?!${LETTER})` : undefined;

  const monthIndex = lowerIndex(languages.flatMap((code) => monthNames(code).flatMap((names, index) => names.map((name) => [name, index + 1] as [string, number]))));
  const weekdayIndex = lowerIndex(languages.flatMap((code) => weekdayNames(code).flatMap((names, index) => names.map((name) => [name, index] as [string, number]))));
  const offerIndex = lowerIndex(
    languages.flatMap((code) =>
      (Object.entries(OFFER_WORDS[code]) as Array<[OfferKind, readonly string[]]>).flatMap(([offer, words]) => words.map((word) => [word, offer] as [string, OfferKind])),
    ),
  );
  const currencyIndex = lowerIndex(CURRENCIES.flatMap(({ currency, names }) => names.map((name) => [name, currency] as [string, string])));

  const months = namesPattern(monthIndex.map(([name]) => name), calendarMatching);
  const currency = currencyPattern(CURRENCIES.flatMap(({ names }) => names));
  const percentWords = `(?:%|٪|％|(?:${alternation(PERCENT_WORDS)})(?!${LETTER}))`;
  // "20% off" is named whole in a repair message: the "off" says what the number is.
  const off = `(?:\\s?(?:off|OFF|Off)(?!${LETTER}))?`;
  const hourWords = `(?:${HOUR_WORDS.map((word) => (/^[\p{Script=Latin}\p{Script=Cyrillic}]+$/u.test(word) ? `${escapeRegExp(word)}(?!${LETTER})` : escapeRegExp(word))).join('|')})`;

  return {
    percentage: new RegExp(`(${NUMBER})\\s?${percentWords}${off}`, 'gu'),
    percentageSignFirst: new RegExp(`[%٪](${NUMBER})(?![${DIGIT_CLASS}])${off}`, 'gu'),
    percentageInWords: new RegExp(numberWordsBody ? `(${numberWordsBody})\\s${percentWords}${off}` : '(?!)', 'gu'),
    priceSignFirst: new RegExp(`(${currency})\\s?(${NUMBER})(?:\\/-)?`, 'gu'),
    priceSignAfter: new RegExp(`(${NUMBER})\\s?(${currency})`, 'gu'),
    isoDate: new RegExp(`(${D}{4})-(${D}{1,2})-(${D}{1,2})(?![${DIGIT_CLASS}])`, 'gu'),
    numericDate: new RegExp(`(${D}{1,2})([./-])(${D}{1,2})\\2(${D}{4}|${D}{2})(?![${DIGIT_CLASS}])`, 'gu'),
    shortNumericDate: new RegExp(`(${D}{1,2})\\/(${D}{1,2})(?![${DIGIT_CLASS}/])`, 'gu'),
    cjkDate: new RegExp(`(?:(${D}{4})\\s?[年년]\\s?)?(${D}{1,2})\\s?[月월](?:\\s?(${D}{1,2})\\s?[日号號일])?`, 'gu'),
    dayMonthDate: new RegExp(`(${D}{1,2})${ORDINAL}\\s?(?:de\\s|of\\s)?(${months})(?:,?\\s(?:de\\s)?(${D}{4}))?`, 'gu'),
    monthDayDate: new RegExp(`(${months})\\s(${D}{1,2})${ORDINAL}(?![${DIGIT_CLASS}])(?:,?\\s(${D}{4}))?`, 'gu'),
    clockTime: new RegExp(`(${D}{1,2})(?::(${D}{2})|h(${D}{2})|\\.(${D}{2})(?=\\s?(?:${AM_PM_WORDS}|${hourWords})))\\s?(?:${AM_PM}|${hourWords})?`, 'gu'),
    hourTime: new RegExp(`(${D}{1,2})\\s?(?:${AM_PM}|${hourWords})`, 'gu'),
    number: new RegExp(NUMBER, 'gu'),
    numberWords: numberWordsBody ? new RegExp(numberWordsBody, 'gu') : undefined,
    weekdays: new RegExp(namesPattern(weekdayIndex.map(([name]) => name), calendarMatching), 'gu'),
    offers: new RegExp(wordsPattern(offerIndex.map(([word]) => word), matching), 'gu'),
    numberWordValues,
    monthIndex,
    weekdayIndex,
    offerIndex,
    currencyIndex,
  };
}

function patternsFor(language: LanguageCode): Patterns {
  let patterns = patternCache.get(language);
  if (!patterns) {
    patterns = buildPatterns(language);
    patternCache.set(language, patterns);
  }
  return patterns;
}

/** The entry of `index` a written word starts with (word lists are longest first). */
function lookUp<T>(index: Array<[string, T]>, written: string): T | undefined {
  const plain = normaliseWord(written);
  for (const key of [plain, plain.replace(/^[وبلف](?=\p{Script=Arabic})/u, '')]) {
    const entry = index.find(([word]) => key === word) ?? index.find(([word]) => key.startsWith(word));
    if (entry) return entry[1];
  }
  return undefined;
}

/** The hour on a 24-hour clock when am/pm or 午後/下午/오후… say which half of the day it is. */
function toHour(hour: number, halfOfDay: string | undefined, amPm: string | undefined): number {
  const pm = /^p/iu.test(amPm ?? '') || ['午後', '下午', '晚上', '오후'].includes(halfOfDay ?? '');
  const am = /^a/iu.test(amPm ?? '') || ['午前', '上午', '오전'].includes(halfOfDay ?? '');
  if (pm && hour < 12) return hour + 12;
  if (am && hour === 12) return 0;
  return hour;
}

function isDayAndMonth(day: number | undefined, month: number | undefined): boolean {
  return day !== undefined && month !== undefined && day >= 1 && day <= 31 && month >= 1 && month <= 12;
}

/**
 * Every fact in `text`, read as a text in `language` (its words and English), in order of appearance.
 * Remembered for the last texts read: the offline composer reads the creator's sentences again for
 * every set it writes, and the tailoring layer asks for several sets per answer (issue 11's p99).
 */
export function findFacts(text: string, language: LanguageCode): Fact[] {
  const key = `${language}\u0000${text}`;
  let facts = recentReadings.get(key);
  if (!facts) {
    facts = readFacts(text, language);
    if (recentReadings.size >= RECENT_READINGS_KEPT) recentReadings.delete(recentReadings.keys().next().value as string);
    recentReadings.set(key, facts);
  }
  // A copy: callers may add to the list they get.
  return [...facts];
}

const RECENT_READINGS_KEPT = 512;
const recentReadings = new Map<string, Fact[]>();

function readFacts(text: string, language: LanguageCode): Fact[] {
  const normalised = text.normalize('NFC');
  const reading: Reading = { text: normalised, rest: normalised, facts: [] };
  for (const match of normalised.matchAll(UNREAD)) blank(reading, match.index, match[0].length);
  const patterns = patternsFor(language);

  // Every pass up to plain numbers needs a digit: most captions have none, and skip them.
  if (ANY_DIGIT.test(normalised)) {
    readAll(reading, patterns.percentage, (match) => {
      const value = parseNumber(match[1]);
      return value === undefined ? undefined : ({ kind: 'percentage', value } as Fact);
    }, AFTER_WORD_OR_DIGIT);
    readAll(reading, patterns.percentageSignFirst, (match) => {
      const value = parseNumber(match[1]);
      return value === undefined ? undefined : ({ kind: 'percentage', value } as Fact);
    });
    readAll(reading, patterns.priceSignFirst, (match) => {
      const value = parseNumber(match[2]);
      const currency = lookUp(patterns.currencyIndex, match[1]);
      return value === undefined || !currency ? undefined : ({ kind: 'price', value, currency } as Fact);
    });
    readAll(reading, patterns.priceSignAfter, (match) => {
      const value = parseNumber(match[1]);
      const currency = lookUp(patterns.currencyIndex, match[2]);
      return value === undefined || !currency ? undefined : ({ kind: 'price', value, currency } as Fact);
    }, AFTER_WORD_OR_DIGIT);
    readAll(reading, patterns.isoDate, (match) => {
      const [year, month, day] = [toInteger(match[1]), toInteger(match[2]), toInteger(match[3])];
      return isDayAndMonth(day, month) ? ({ kind: 'date', year, month, day } as Fact) : undefined;
    }, AFTER_DIGIT);
    readAll(reading, patterns.numericDate, (match) => {
      const [first, second, yearWritten] = [toInteger(match[1])!, toInteger(match[3])!, toInteger(match[4])!];
      const year = yearWritten < 100 ? 2000 + yearWritten : yearWritten;
      // Day first, as most of the world writes it, unless only month-first makes a date (12/25).
      if (isDayAndMonth(first, second)) return { kind: 'date', day: first, month: second, year } as Fact;
      if (isDayAndMonth(second, first)) return { kind: 'date', day: second, month: first, year } as Fact;
      return undefined;
    }, AFTER_DIGIT);
    readAll(reading, patterns.shortNumericDate, (match) => {
      const [first, second] = [toInteger(match[1])!, toInteger(match[2])!];
      if (isDayAndMonth(first, second)) return { kind: 'date', day: first, month: second } as Fact;
      if (isDayAndMonth(second, first)) return { kind: 'date', day: second, month: first } as Fact;
      return undefined;
    }, AFTER_DIGIT_OR_SLASH);
    readAll(reading, patterns.cjkDate, (match) => {
      const month = toInteger(match[2])!;
      if (month < 1 || month > 12) return undefined;
      return { kind: 'date', year: toInteger(match[1]), month, day: toInteger(match[3]) } as Fact;
    });
    readAll(reading, patterns.dayMonthDate, (match) => {
      const day = toInteger(match[1]);
      const month = lookUp(patterns.monthIndex, match[2]);
      return isDayAndMonth(day, month) ? ({ kind: 'date', day, month, year: toInteger(match[3]) } as Fact) : undefined;
    }, AFTER_DIGIT);
    readAll(reading, patterns.monthDayDate, (match) => {
      const month = lookUp(patterns.monthIndex, match[1]);
      const day = toInteger(match[2]);
      return isDayAndMonth(day, month) ? ({ kind: 'date', day, month, year: toInteger(match[3]) } as Fact) : undefined;
    }, AFTER_LETTER);
    const halfOfDayBefore = (index: number) => HALF_OF_DAY_BEFORE.exec(normalised.slice(Math.max(0, index - 3), index))?.[1];
    readAll(reading, patterns.clockTime, (match) => {
      const hour = toInteger(match[1])!;
      const minute = toInteger(match[2] ?? match[3] ?? match[4])!;
      if (hour > 24 || minute > 59) return undefined;
      return { kind: 'time', hour: toHour(hour, halfOfDayBefore(match.index), match[5]), minute } as Fact;
    }, AFTER_DIGIT);
    readAll(reading, patterns.hourTime, (match) => {
      const hour = toInteger(match[1])!;
      if (hour > 24) return undefined;
      return { kind: 'time', hour: toHour(hour, halfOfDayBefore(match.index), match[2]), minute: 0 } as Fact;
    }, AFTER_DIGIT);
    readAll(reading, patterns.number, (match) => {
      const value = parseNumber(match[0]);
      return value === undefined ? undefined : ({ kind: 'number', value, inWords: false } as Fact);
    }, AFTER_WORD_OR_DIGIT);
  }
  readAll(reading, patterns.percentageInWords, (match) => {
    const value = patterns.numberWordValues.get(normaliseWord(match[1]));
    return value === undefined ? undefined : ({ kind: 'percentage', value, inWords: true } as Fact);
  }, AFTER_LETTER);
  if (patterns.numberWords) {
    readAll(reading, patterns.numberWords, (match) => {
      const value = patterns.numberWordValues.get(normaliseWord(match[0]));
      return value === undefined ? undefined : ({ kind: 'number', value, inWords: true } as Fact);
    }, AFTER_LETTER);
  }
  const wordsNotAfter = wordMatchingFor(language) === 'anywhere' ? undefined : AFTER_LETTER;
  readAll(reading, patterns.weekdays, (match) => {
    const weekday = lookUp(patterns.weekdayIndex, match[0]);
    return weekday === undefined ? undefined : ({ kind: 'weekday', weekday } as Fact);
  }, wordsNotAfter);
  readAll(reading, patterns.offers, (match) => {
    // "gluten-free", "free-range": a hyphen joining the word to another makes it a property, not an offer.
    const end = match.index + match[0].length;
    if (/\p{L}[-‐]$/u.test(reading.text.slice(Math.max(0, match.index - 2), match.index))) return undefined;
    if (/^[-‐]\p{L}/u.test(reading.text.slice(end, end + 2))) return undefined;
    const offer = lookUp(patterns.offerIndex, match[0]);
    return offer === undefined ? undefined : ({ kind: 'offer', offer } as Fact);
  }, wordsNotAfter);

  return reading.facts.sort((a, b) => a.index - b.index);
}

/** How far after a percentage in words an offer word makes it a discount ("दस प्रतिशत की छूट"). */
const OFFER_AFTER_PERCENTAGE_CHARS = 16;

/**
 * The figures a caption holds: numbers written in digits (in any script), percentages, prices,
 * dates and times. Words are prose unless they state a discount: number words alone are left out
 * ("two days", "one cup at a time"), and so is a percentage in words ("ninety percent fun, ten
 * percent work") unless an offer word follows it ("ten percent off", "दस प्रतिशत छूट").
 */
export function findNumbersIn(caption: string, language: LanguageCode = 'en'): FigureFact[] {
  return figuresAmong(findFacts(caption, language));
}

/** findNumbersIn over facts already found in a caption. */
export function figuresAmong(facts: readonly Fact[]): FigureFact[] {
  const statesDiscount = (percentage: PercentageFact) => {
    const end = percentage.index + percentage.text.length;
    return /off$/iu.test(percentage.text) || facts.some((fact) => fact.kind === 'offer' && fact.index >= end && fact.index - end <= OFFER_AFTER_PERCENTAGE_CHARS);
  };
  return facts.filter(
    (fact): fact is FigureFact =>
      fact.kind !== 'weekday' &&
      fact.kind !== 'offer' &&
      !(fact.kind === 'number' && fact.inWords) &&
      !(fact.kind === 'percentage' && fact.inWords === true && !statesDiscount(fact)),
  );
}

/** Every number a fact is made of: a date's day, month and year, a time's hour and minute. */
export function valuesOf(fact: Fact): number[] {
  switch (fact.kind) {
    case 'number':
    case 'percentage':
    case 'price':
      return [fact.value];
    case 'date':
      return [fact.day, fact.month, fact.year].filter((value): value is number => value !== undefined);
    case 'time':
      return fact.hour > 12 ? [fact.hour, fact.hour - 12, fact.minute] : [fact.hour, fact.minute];
    default:
      return [];
  }
}

function sameTime(a: TimeFact, b: TimeFact): boolean {
  // 9pm and 21:00 are the same time; "9:00" without am/pm could be either half of the day.
  return a.minute === b.minute && a.hour % 12 === b.hour % 12;
}

function sameDate(a: DateFact, b: DateFact): boolean {
  const agree = (x: number | undefined, y: number | undefined) => x === undefined || y === undefined || x === y;
  if (a.month === b.month && agree(a.day, b.day) && agree(a.year, b.year)) return true;
  // 03/12 read day first against a "March 12" read from words: the same two numbers either way round.
  return a.day !== undefined && a.day === b.month && a.month === b.day && a.day <= 12 && a.month! <= 12 && agree(a.year, b.year);
}

/**
 * Whether `found` (a fact read in a caption) states the creator's `fact`: the same kind and value,
 * whatever the script and form. A price is kept by its amount with or without the currency
 * ("₹499", "499 रुपये", "499"); a plain number by the same value in any form; a time by the
 * same hour (9pm = 21:00) or by the bare hour when the creator gave no minutes; an offer by any
 * word of the same kind.
 */
export function statesFact(found: Fact, fact: Fact): boolean {
  switch (fact.kind) {
    case 'number':
      return found.kind !== 'weekday' && found.kind !== 'offer' && found.kind !== 'date' && valuesOf(found).includes(fact.value);
    case 'percentage':
      return found.kind === 'percentage' && found.value === fact.value;
    case 'price':
      return (found.kind === 'price' || found.kind === 'number') && found.value === fact.value;
    case 'date':
      return found.kind === 'date' && sameDate(found, fact);
    case 'time':
      return (found.kind === 'time' && sameTime(found, fact)) || (fact.minute === 0 && found.kind === 'number' && found.value % 12 === fact.hour % 12);
    case 'weekday':
      return found.kind === 'weekday' && found.weekday === fact.weekday;
    case 'offer':
      return found.kind === 'offer' && found.offer === fact.offer;
  }
}

/** Whether `caption` (in `language`) keeps the creator's `fact`, in any script and form. */
export function factAppearsIn(fact: Fact, caption: string, language: LanguageCode): boolean {
  if (findFacts(caption, language).some((found) => statesFact(found, fact))) return true;
  // Also as the creator wrote it, in their own words or script (a weekday typed in English).
  return fact.kind === 'weekday' || fact.kind === 'offer' ? caption.toLocaleLowerCase().includes(fact.text.toLocaleLowerCase()) : false;
}
