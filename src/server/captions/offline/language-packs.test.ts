import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, UNSPACED_LANGUAGES, type LanguageCode } from '../../../shared/languages';
import { MOOD_VALUES } from '../../../shared/moods';
import { countCharacters, countWords } from '../../../shared/text-length';
import { checkCaptionLanguage } from '../language-check';
import { LANGUAGE_PACKS } from './language-packs';
import { languagePackSchema, SUBJECT_CATEGORIES, TOPIC_DOMAINS, type LanguagePack } from './pack-schema';
import { endsLikeASentence, findPunctuationProblems } from './punctuation-rules';
import nicheTranslations from './tables/niche-translations.json';
import places from './tables/places.json';
import { LANDMARK_TABLES } from './landmarks';

/**
 * Every packs/<code>.json against the one schema (pack-schema.ts; decision 015), read from disk as
 * a translator leaves it, plus what a schema cannot say: sentence lengths, punctuation, the
 * language of each line, emoji that are emoji.
 */
const PACKS_DIR = fileURLToPath(new URL('./packs/', import.meta.url));

function sentencesOf(pack: LanguagePack): string[] {
  return [
    ...MOOD_VALUES.flatMap((mood) => [...pack.moods[mood].lines, ...pack.moods[mood].individual, ...pack.moods[mood].business]),
    ...pack.callsToAction.neutral,
    ...pack.callsToAction.individual,
    ...pack.callsToAction.business,
    ...pack.callsToAction.offer.business,
    ...pack.websiteLines,
    ...pack.imageLines,
    ...pack.videoLines,
    ...pack.voice.role,
    ...pack.voice.business,
    ...pack.voice.place,
    ...SUBJECT_CATEGORIES.flatMap((name) => pack.subjects[name]),
    ...Object.values(pack.placeFeatures).flat(),
    ...Object.values(pack.topicLines).flat(),
    ...Object.values(pack.topicDomainLines).flatMap((lines) => Object.values(lines).flat()),
    ...pack.landmarkLines,
  ];
}

function sentenceLength(sentence: string, language: LanguageCode): number {
  const sample = sentence.replaceAll(/\{[a-z]+\}/gu, UNSPACED_LANGUAGES.includes(language) ? '' : 'X');
  return UNSPACED_LANGUAGES.includes(language) ? countCharacters(sample.replace(/\s/gu, '')) : countWords(sample);
}

it('has one pack file per language, and no other', () => {
  const files = readdirSync(PACKS_DIR).filter((file) => file.endsWith('.json')).sort();
  expect(files).toEqual(LANGUAGE_CODES.map((code) => `${code}.json`).sort());
});

it('puts every subject but auto in exactly one topic domain', () => {
  const listed: string[] = Object.values(TOPIC_DOMAINS).flat();
  expect([...listed].sort()).toEqual(SUBJECT_CATEGORIES.filter((name) => name !== 'auto').sort());
});

describe.each(LANGUAGE_CODES)('the %s language pack', (code) => {
  const raw: unknown = JSON.parse(readFileSync(`${PACKS_DIR}${code}.json`, 'utf8'));
  const pack = LANGUAGE_PACKS[code];
  const unspaced = UNSPACED_LANGUAGES.includes(code);

  it('passes the schema, under its own code', () => {
    const parsed = languagePackSchema.safeParse(raw);
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([]);
    expect(pack.code).toBe(code);
  });

  it('writes sentences of a readable length: 2–30 words (Japanese and Chinese 4–60 characters)', () => {
    const [min, max] = unspaced ? [4, 60] : [2, 30];
    expect(sentencesOf(pack).filter((sentence) => sentenceLength(sentence, code) < min || sentenceLength(sentence, code) > max)).toEqual([]);
  });

  it('has clean punctuation and ends every sentence as the language does', () => {
    const problems = sentencesOf(pack).flatMap((sentence) => [
      ...findPunctuationProblems(sentence, code, false).map((problem) => `${problem}: ${sentence}`),
      // A line may end with the bare web address: a full stop glued to a link breaks it.
      ...(endsLikeASentence(sentence, code) || sentence.endsWith('{website}') ? [] : [`no sentence-final mark: ${sentence}`]),
    ]);
    expect(problems).toEqual([]);
  });

  it('is written in its own language and script, line by line', () => {
    const lines = [...sentencesOf(pack).map((line) => line.replaceAll(/\{[a-z]+\}/gu, ''))];
    // Short lines say too little for the check on their own (Marathi and Hindi share most words);
    // three joined, as in a caption, say enough.
    const pairs = lines.map((line, index) => `${line} ${lines[(index + 1) % lines.length]} ${lines[(index + 2) % lines.length]}`);
    expect(pairs.filter((text) => !checkCaptionLanguage(text, code, []).ok)).toEqual([]);
  });

  it('has emoji, not words, in the emoji lists', () => {
    const emoji = MOOD_VALUES.flatMap((mood) => pack.moods[mood].emoji);
    expect(emoji.filter((item) => /[\p{L}\p{N}\s]/u.test(item) || !/\p{Extended_Pictographic}/u.test(item))).toEqual([]);
  });

  it('keeps "I" out of the business lines, "we" out of the individual ones and both out of the neutral ones', () => {
    const markers = pack.voiceMarkers;
    const speaks = (line: string, words: string[]) => words.some((word) => wordsOf(line, unspaced).includes(word) || (unspaced && line.includes(word)));
    const voiced = (lists: Record<string, string[]>, other: 'individual' | 'business' | 'both') =>
      Object.entries(lists).flatMap(([where, lines]) =>
        lines
          .filter((line) => (other === 'both' ? speaks(line, markers.individual) || speaks(line, markers.business) : speaks(line, markers[other])))
          .map((line) => `${where}: ${line}`),
      );
    const neutral = Object.fromEntries([
      ...MOOD_VALUES.map((mood) => [mood, pack.moods[mood].lines]),
      ['callsToAction', pack.callsToAction.neutral],
      ['topicLines', pack.topicLines.neutral],
      ...Object.entries(pack.topicDomainLines).map(([domain, lines]) => [`topicDomainLines.${domain}`, lines.neutral]),
      ['landmarkLines', pack.landmarkLines],
      ...Object.entries(pack.placeFeatures).map(([feature, lines]) => [`placeFeatures.${feature}`, lines]),
    ]);
    const individual = Object.fromEntries([
      ...MOOD_VALUES.map((mood) => [mood, pack.moods[mood].individual]),
      ['callsToAction', pack.callsToAction.individual],
      ['role', pack.voice.role],
      ['topicLines', pack.topicLines.individual],
      ...Object.entries(pack.topicDomainLines).map(([domain, lines]) => [`topicDomainLines.${domain}`, lines.individual]),
    ]);
    const business = Object.fromEntries([
      ...MOOD_VALUES.map((mood) => [mood, pack.moods[mood].business]),
      ['callsToAction', pack.callsToAction.business],
      ['callsToAction.offer', pack.callsToAction.offer.business],
      ['business', pack.voice.business],
      ['topicLines', pack.topicLines.business],
      ...Object.entries(pack.topicDomainLines).map(([domain, lines]) => [`topicDomainLines.${domain}`, lines.business]),
    ]);
    expect(voiced(neutral, 'both')).toEqual([]);
    expect(voiced(individual, 'business')).toEqual([]);
    expect(voiced(business, 'individual')).toEqual([]);
  });

  it('names no country or city in the tags every post gets', () => {
    expect(pack.hashtags.general.filter((tag) => COUNTRY_OR_CITY.test(tag))).toEqual([]);
  });
});

/** The words of `line` in lower case (for unspaced languages the caller also looks for substrings). */
function wordsOf(line: string, unspaced: boolean): string[] {
  return unspaced ? [] : line.toLocaleLowerCase().split(/[^\p{L}\p{M}'’]+/u).map((word) => word.replaceAll('’', "'")).filter(Boolean);
}

/** Places that used to sit in the general tags (issue 14: a bakery in Spain got #latinoamérica). */
const COUNTRY_OR_CITY =
  /^(india|इंडिया|हिंदुस्तान|brasil|latinoamérica|österreich|schweiz|madeinitaly|الإمارات|پاکستانی|日本|中国|kolkata|কলকাতা|ঢাকা|mumbai|मुंबई|पुणे|महाराष्ट्र|హైదరాబాద్|ఆంధ్రప్రదేశ్|తెలంగాణ|தமிழ்நாடு|சென்னை|ગુજરાત|અમદાવાદ|સુરત|ಕರ್ನಾಟಕ|ಬೆಂಗಳೂರು|കേരളം|കൊച്ചി|ਪੰਜਾਬ|ਅੰਮ੍ਰਿਤਸਰ|ଓଡ଼ିଶା|ଭୁବନେଶ୍ୱର|ପୁରୀ|অসম|গুৱাহাটী|لاہور|کراچی)$/u;

describe('the shared tables', () => {
  it('translate every listed role or field into every language but English', () => {
    const missing = Object.entries(nicheTranslations.entries).flatMap(([term, byLanguage]) =>
      LANGUAGE_CODES.filter((code) => code !== 'en' && !(byLanguage as Record<string, string>)[code]).map((code) => `${term}: ${code}`),
    );
    expect(missing).toEqual([]);
    expect(Object.keys(nicheTranslations.entries).filter((term) => term !== term.toLocaleLowerCase())).toEqual([]);
  });

  it('list landmarks only of known places, each a name with no digits, in every language', () => {
    const keys = new Set(places.places.map((place) => place.tags.default));
    for (const [language, table] of Object.entries(LANDMARK_TABLES)) {
      const entries = Object.entries(table);
      expect(entries.filter(([key]) => !keys.has(key)).map(([key]) => `${language}: ${key}`)).toEqual([]);
      const names = entries.flatMap(([, list]) => list ?? []);
      expect(names.filter((name) => name !== name.trim() || name.length < 2 || /\p{Nd}|[{}]/u.test(name)).map((name) => `${language}: ${name}`)).toEqual([]);
      expect(entries.length, language).toBeGreaterThanOrEqual(100);
    }
  });

  it('give every place a default tag and names in lower case, and tags as tags', () => {
    expect(places.places.filter((place) => !place.tags.default)).toEqual([]);
    expect(places.places.flatMap((place) => place.names.filter((name) => name !== name.toLocaleLowerCase()))).toEqual([]);
    const tags = places.places.flatMap((place) => Object.values(place.tags));
    expect(tags.filter((tag) => !/^[\p{L}\p{M}\p{N}_]+$/u.test(tag))).toEqual([]);
  });
});
