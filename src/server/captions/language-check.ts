import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { eld } from 'eld/extrasmall';
import { findLanguage, type LanguageCode } from '../../shared/languages';

/**
 * Is a caption written in the requested language and its script? (docs/caption-engine.md,
 * "Checking the output language"). No single library knows all 23 languages, so:
 * 1. strip hashtags, mentions, URLs and emoji, and count letters including marks;
 * 2. require ≥ 60 % of those letters in the language's script;
 * 3. inside a shared script, tell languages apart by their own letters (Assamese ৰ ৱ, Urdu
 *    ٹ ڈ ڑ ں ھ ہ ے, Arabic ة ى ي ك, Japanese kana) or, for Hindi/Marathi and the six Latin
 *    languages, with `eld` restricted to that subset.
 *
 * The user's own words. Creators often type the niche in another script than the output
 * language ("Fitness" with Hindi captions), and a caption is expected to quote it. So letters of
 * words that come from the user's inputs (niche, topic, website, brand) and are written in another
 * script are left out of the count: the share is measured on the rest of the caption, the part
 * the writer (model or composer) chose. A caption in the wrong language still fails, because its
 * own words are in the wrong script; and at least MIN_OWN_LETTERS letters of the right script must
 * remain, so a caption that merely repeats the user's input does not pass either. The same words
 * are also removed before `eld` looks at the text, so an English niche does not pull a Spanish
 * caption towards English.
 */

/** Share of counted letters that must be in the language's script. */
export const MIN_SCRIPT_SHARE = 0.6;
/** Letters in the language's script that must remain once the user's own words are set aside. */
export const MIN_OWN_LETTERS = 8;
/** How much of a caption is read (the longest allowed is 2,200 characters). */
const MAX_CHECKED_CHARS = 4000;
/** Japanese is kana plus Han; without kana it is Chinese (docs/caption-engine.md). */
const MIN_KANA_SHARE = 0.05;

export type LanguageCheck = { ok: true } | { ok: false; reason: string };

/** Script groups as the check sees them; Japanese letters are split in kana and Han. */
type ScriptKey =
  | 'Latin'
  | 'Cyrillic'
  | 'Devanagari'
  | 'Bengali'
  | 'Arabic'
  | 'Gurmukhi'
  | 'Oriya'
  | 'Telugu'
  | 'Tamil'
  | 'Gujarati'
  | 'Kannada'
  | 'Malayalam'
  | 'Hangul'
  | 'Kana'
  | 'Han'
  | 'Other';

const SCRIPT_TESTS: readonly [ScriptKey, RegExp][] = [
  ['Latin', /\p{scx=Latin}/u],
  ['Devanagari', /\p{scx=Devanagari}/u],
  ['Bengali', /\p{scx=Bengali}/u],
  ['Arabic', /\p{scx=Arabic}/u],
  ['Han', /\p{scx=Han}/u],
  ['Kana', /[\p{scx=Hiragana}\p{scx=Katakana}]/u],
  ['Hangul', /\p{scx=Hangul}/u],
  ['Cyrillic', /\p{scx=Cyrillic}/u],
  ['Gurmukhi', /\p{scx=Gurmukhi}/u],
  ['Oriya', /\p{scx=Oriya}/u],
  ['Telugu', /\p{scx=Telugu}/u],
  ['Tamil', /\p{scx=Tamil}/u],
  ['Gujarati', /\p{scx=Gujarati}/u],
  ['Kannada', /\p{scx=Kannada}/u],
  ['Malayalam', /\p{scx=Malayalam}/u],
];

/** Which script keys count as "the language's script" (languages.ts names the script). */
function scriptKeysOf(language: LanguageCode): readonly ScriptKey[] {
  const script = findLanguage(language)?.script;
  if (script === 'Japanese') return ['Kana', 'Han'];
  return [script as ScriptKey];
}

const LETTER = /[\p{L}\p{M}]/u;
const MARK = /\p{M}/u;
/** Joiners live inside Indic words; they must not split a word in two. */
const JOINERS = new Set(['\u200c', '\u200d']);

const scriptCache = new Map<string, ScriptKey>();
function scriptOf(char: string): ScriptKey {
  let key = scriptCache.get(char);
  if (key === undefined) {
    key = SCRIPT_TESTS.find(([, test]) => test.test(char))?.[0] ?? 'Other';
    scriptCache.set(char, key);
  }
  return key;
}

interface LetterRun {
  text: string;
  script: ScriptKey;
  /** Letters (marks included) in the run. */
  letters: number;
}

/**
 * Splits text into runs of letters of one script. A mark joins the letter before it (Indic vowel
 * signs, combining accents), whatever its own script property says.
 */
function splitLetterRuns(text: string): LetterRun[] {
  const runs: LetterRun[] = [];
  let current: LetterRun | undefined;
  for (const char of text) {
    if (JOINERS.has(char) && current) {
      current.text += char;
      continue;
    }
    if (!LETTER.test(char)) {
      current = undefined;
      continue;
    }
    const script = MARK.test(char) && current ? current.script : scriptOf(char);
    if (current && current.script === script) {
      current.text += char;
      current.letters += 1;
    } else {
      current = { text: char, script, letters: 1 };
      runs.push(current);
    }
  }
  return runs;
}

/** Hashtags, mentions and web addresses are not prose: they are not part of the check. */
function stripNonProse(text: string): string {
  return text
    .normalize('NFC')
    .replace(/https?:\/\/\S+/giu, ' ')
    // Starts only where a run of letters starts, so a long run is not rescanned from every letter.
    .replace(/(?<![\p{L}\p{N}-])[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.[a-z]{2,}(?:\/\S*)?/giu, ' ')
    .replace(/[#@][\p{L}\p{M}\p{N}_]+/gu, ' ');
}

/** The last request's words: the same inputs are checked against each of its five captions. */
let lastUserWords: { key: string; words: Set<string> } | undefined;
function userWordSet(userTexts: readonly string[]): Set<string> {
  const key = userTexts.join('\u0000');
  if (lastUserWords?.key === key) return lastUserWords.words;
  const words = new Set<string>();
  for (const text of userTexts) {
    for (const run of splitLetterRuns(text.normalize('NFC'))) words.add(run.text.toLowerCase());
  }
  lastUserWords = { key, words };
  return words;
}

type Detector = typeof eld;
let detectorsByLanguage: Partial<Record<LanguageCode, Detector>> | undefined;

/**
 * The `eld` detectors, loaded on first use. eld's n-gram table is ~1 MB of JavaScript: parsing it
 * takes ~0.3 s and leaves ~27 MB on the heap (RSS grows ~80 MB while it is parsed), the largest
 * single cost of starting the server (issue 2, bench/suites/startup.ts). So it is loaded by the
 * first check that needs it (en, es, fr, de, it, pt, hi, mr), usually during the first generation,
 * which takes ~0.3 s longer once; a server nobody generates captions on never pays for it.
 *
 * Loaded with require(), not import(), so the check stays synchronous (the composer calls it in
 * its loop). Node 22.12+ and 24 (package.json engines) can require() an ES module; eld's exports map
 * only has an `import` condition, so the file is required by the path `import` resolves to.
 */
function loadLanguageDetectors(): Partial<Record<LanguageCode, Detector>> {
  if (!detectorsByLanguage) {
    const require = createRequire(import.meta.url);
    const { eld: detector } = require(fileURLToPath(import.meta.resolve('eld/extrasmall'))) as { eld: Detector };
    const hindiMarathi = detector.newInstance();
    hindiMarathi.setLanguageSubset(['hi', 'mr']);
    const latin = detector.newInstance();
    latin.setLanguageSubset(['en', 'es', 'fr', 'de', 'it', 'pt']);
    detectorsByLanguage = { hi: hindiMarathi, mr: hindiMarathi, en: latin, es: latin, fr: latin, de: latin, it: latin, pt: latin };
  }
  return detectorsByLanguage;
}

function countMatches(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

const ASSAMESE_LETTERS = /[\u09F0\u09F1]/gu; // ৰ ৱ
const BENGALI_RA = /\u09B0/gu; // র
const URDU_LETTERS = /[ٹڈڑںھہےیک]/gu;
const ARABIC_LETTERS = /[ةىيك]/gu;

/** Tells apart languages that share a script; `ownText` is the caption minus the user's words. */
function checkWithinScript(ownText: string, language: LanguageCode, name: string): LanguageCheck {
  const fail = (why: string): LanguageCheck => ({ ok: false, reason: `not ${name}: ${why}` });
  switch (language) {
    case 'as': {
      const assamese = countMatches(ownText, ASSAMESE_LETTERS);
      if (assamese === 0 || assamese <= countMatches(ownText, BENGALI_RA)) {
        return fail('it uses Bengali letters (র) rather than the Assamese ৰ and ৱ');
      }
      return { ok: true };
    }
    case 'bn': {
      const assamese = countMatches(ownText, ASSAMESE_LETTERS);
      if (assamese > 0 && assamese * 3 >= countMatches(ownText, BENGALI_RA)) {
        return fail('it uses the Assamese letters ৰ and ৱ');
      }
      return { ok: true };
    }
    case 'ur': {
      const urdu = countMatches(ownText, URDU_LETTERS);
      if (urdu === 0 || urdu < 2 * countMatches(ownText, ARABIC_LETTERS)) {
        return fail('it reads as Arabic (ة ى ي ك) rather than Urdu (ٹ ڈ ڑ ں ھ ہ ے)');
      }
      return { ok: true };
    }
    case 'ar': {
      const arabic = countMatches(ownText, ARABIC_LETTERS);
      if (arabic === 0 || countMatches(ownText, URDU_LETTERS) * 4 >= arabic) {
        return fail('it reads as Urdu (ٹ ڈ ڑ ں ھ ہ ے) rather than Arabic');
      }
      return { ok: true };
    }
    default: {
      const detector = loadLanguageDetectors()[language];
      if (!detector) return { ok: true };
      const detected = detector.detect(ownText).language;
      if (detected !== language) {
        const detectedName = findLanguage(detected)?.name;
        return fail(detectedName ? `it reads as ${detectedName}` : 'the language could not be recognised');
      }
      return { ok: true };
    }
  }
}

/**
 * Checks one caption. `userTexts` are the user's own inputs (niche, topic, website, brand):
 * words from them in another script are not counted (see the comment at the top).
 */
export function checkCaptionLanguage(
  caption: string,
  language: LanguageCode,
  userTexts: readonly string[] = [],
): LanguageCheck {
  // The offline composer checks each caption as it writes it, and the output rules check the
  // same five again: remembering the last few answers saves the second pass.
  const key = `${language}\u0000${userTexts.join('\u0001')}\u0000${caption}`;
  const remembered = recentChecks.get(key);
  if (remembered) return remembered;
  const result = checkUncached(caption, language, userTexts);
  recentChecks.set(key, result);
  if (recentChecks.size > RECENT_CHECKS_KEPT) recentChecks.delete(recentChecks.keys().next().value as string);
  return result;
}

const RECENT_CHECKS_KEPT = 32;
const recentChecks = new Map<string, LanguageCheck>();

function checkUncached(caption: string, language: LanguageCode, userTexts: readonly string[]): LanguageCheck {
  const name = findLanguage(language)?.name ?? language;
  const script = findLanguage(language)?.script ?? language;
  const targetScripts = scriptKeysOf(language);
  const userWords = userWordSet(userTexts);

  let counted = 0;
  let inScript = 0;
  let kana = 0;
  const ownRuns: string[] = [];
  // Longer captions break the length rule anyway; their head is enough to judge the language.
  for (const run of splitLetterRuns(stripNonProse(caption.slice(0, MAX_CHECKED_CHARS)))) {
    const isTargetScript = targetScripts.includes(run.script);
    const isUserWord = userWords.has(run.text.toLowerCase());
    if (isUserWord && !isTargetScript) continue;
    counted += run.letters;
    if (isTargetScript) inScript += run.letters;
    if (run.script === 'Kana') kana += run.letters;
    if (!isUserWord) ownRuns.push(run.text);
  }

  if (language === 'zh' && kana > 0) {
    return { ok: false, reason: `not ${name}: it contains Japanese kana` };
  }
  if (inScript < MIN_OWN_LETTERS) {
    return { ok: false, reason: `not ${name}: too little text in the ${script} script` };
  }
  const share = inScript / counted;
  if (share < MIN_SCRIPT_SHARE) {
    return {
      ok: false,
      reason: `not ${name}: only ${Math.round(share * 100)}% of its letters are in the ${script} script (at least ${MIN_SCRIPT_SHARE * 100}% needed)`,
    };
  }
  if (language === 'ja' && kana / counted < MIN_KANA_SHARE) {
    return { ok: false, reason: `not ${name}: it has no kana, so it reads as Chinese` };
  }
  return checkWithinScript(ownRuns.join(' '), language, name);
}
