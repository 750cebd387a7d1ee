import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, UNSPACED_LANGUAGES, type LanguageCode } from '../../../shared/languages';
import { MOOD_VALUES } from '../../../shared/moods';
import { countCharacters, countWords } from '../../../shared/text-length';
import { LANGUAGE_PACKS } from './languages/registry';
import type { LanguagePack } from './language-pack';
import { endsLikeASentence, findPunctuationProblems } from './punctuation-rules';

/**
 * Every language pack against the format of language-pack.ts. A pack that is still a scaffold
 * fails here on purpose: this is how we know a language is not done.
 */
const KNOWN_SLOTS = new Set(['niche', 'topic', 'brand', 'website']);

function allSentences(pack: LanguagePack): string[] {
  return [
    ...MOOD_VALUES.flatMap((mood) => [...pack.moods[mood].openers, ...pack.moods[mood].details]),
    ...pack.callsToAction,
    ...pack.topicLines,
    ...pack.websiteLines,
    ...pack.photoLines,
    ...pack.videoLines,
  ];
}

function sentenceLength(sentence: string, language: LanguageCode): number {
  const sample = sentence.replaceAll(/\{[a-z]+\}/gu, UNSPACED_LANGUAGES.includes(language) ? '' : 'X');
  return UNSPACED_LANGUAGES.includes(language) ? countCharacters(sample.replace(/\s/gu, '')) : countWords(sample);
}

describe.each(LANGUAGE_CODES)('the %s language pack', (code) => {
  const pack = LANGUAGE_PACKS[code];
  const unspaced = UNSPACED_LANGUAGES.includes(code);

  it('is registered under its own code', () => {
    expect(pack.code).toBe(code);
  });

  it('has at least the minimums of language-pack.ts', () => {
    const shortfalls: string[] = [];
    const atLeast = (what: string, items: readonly unknown[], minimum: number) => {
      if (items.length < minimum) shortfalls.push(`${what}: ${items.length} of ${minimum}`);
    };
    for (const mood of MOOD_VALUES) {
      atLeast(`${mood} openers`, pack.moods[mood].openers, 8);
      atLeast(`${mood} details`, pack.moods[mood].details, 8);
      atLeast(`${mood} emoji`, pack.moods[mood].emoji, 6);
      atLeast(`${mood} hashtags`, pack.hashtags.byMood[mood], 4);
    }
    atLeast('calls to action', pack.callsToAction, 8);
    atLeast('topic lines', pack.topicLines, 4);
    atLeast('website lines', pack.websiteLines, 4);
    atLeast('photo lines', pack.photoLines, 4);
    atLeast('video lines', pack.videoLines, 4);
    atLeast('general hashtags', pack.hashtags.general, 12);
    atLeast('stopwords', pack.stopwords, 1);
    expect(shortfalls).toEqual([]);
  });

  it('uses only the known slots, and each where it must', () => {
    const unknown = allSentences(pack).flatMap((sentence) =>
      [...sentence.matchAll(/\{([^}]*)\}/gu)].map((match) => match[1]).filter((slot) => !KNOWN_SLOTS.has(slot)),
    );
    expect(unknown).toEqual([]);
    const stray = allSentences(pack).filter((sentence) => /[{}]/u.test(sentence.replaceAll(/\{(niche|topic|brand|website)\}/gu, '')));
    expect(stray).toEqual([]);
    for (const mood of MOOD_VALUES) {
      expect(pack.moods[mood].openers.filter((opener) => !opener.includes('{niche}'))).toEqual([]);
      // Details are used with or without a topic and a website, so they may only name the niche.
      expect(pack.moods[mood].details.filter((detail) => /\{(topic|brand|website)\}/u.test(detail))).toEqual([]);
    }
    expect(pack.topicLines.filter((line) => !line.includes('{topic}'))).toEqual([]);
    expect(pack.websiteLines.filter((line) => !line.includes('{website}'))).toEqual([]);
    for (const line of [...pack.callsToAction, ...pack.photoLines, ...pack.videoLines]) {
      expect(line, line).not.toMatch(/\{(topic|brand|website)\}/u);
    }
  });

  it('writes openers and details of the stated length', () => {
    const [min, max] = unspaced ? [15, 45] : [8, 20];
    const outside = MOOD_VALUES.flatMap((mood) => [...pack.moods[mood].openers, ...pack.moods[mood].details]).filter(
      (sentence) => sentenceLength(sentence, code) < min || sentenceLength(sentence, code) > max,
    );
    expect(outside).toEqual([]);
  });

  it('has clean punctuation and ends every sentence as the language does', () => {
    const problems = allSentences(pack).flatMap((sentence) =>
      findPunctuationProblems(sentence, code, false).map((problem) => `${problem}: ${sentence}`),
    );
    expect(problems).toEqual([]);
    // A website line may end with the address: a full stop glued to a link breaks it on some platforms.
    const unfinished = allSentences(pack).filter((sentence) => !endsLikeASentence(sentence, code) && !sentence.endsWith('{website}'));
    expect(unfinished).toEqual([]);
  });

  it('writes hashtags as single words without #, unique ignoring case', () => {
    const tags = [...pack.hashtags.general, ...MOOD_VALUES.flatMap((mood) => pack.hashtags.byMood[mood])];
    expect(tags.filter((tag) => !/^[\p{L}\p{M}\p{N}_]+$/u.test(tag))).toEqual([]);
    const general = pack.hashtags.general.map((tag) => tag.toLocaleLowerCase());
    expect(new Set(general).size).toBe(general.length);
  });

  it('has emoji, not words, in the emoji lists', () => {
    const emoji = MOOD_VALUES.flatMap((mood) => pack.moods[mood].emoji);
    expect(emoji.filter((item) => /[\p{L}\p{N}\s]/u.test(item) || !/\p{Extended_Pictographic}/u.test(item))).toEqual([]);
  });
});

describe('the English pack, with whatever kind of niche a creator types', () => {
  const pack = LANGUAGE_PACKS.en;
  /** A field, a role and a business name: a template must read correctly with each. */
  const NICHES = ['vegan baking', 'math teacher', 'Dr. Smith Dental Clinic'];
  const withNiche = allSentences(pack).filter((sentence) => sentence.includes('{niche}'));
  /** Words that would make the niche the subject of a verb ("{niche} is my happy place"). */
  const VERB_AFTER = /^ (?:is|are|was|were|has|have|had|will|would|can|could|should|does|do|did|makes|keeps|gets|becomes|reminds|starts|deserves|takes|gives|brings|needs|means|feels|looks|just|always|never|really)\b/u;

  it('has at least 14 openers per mood, so two runs can open differently', () => {
    expect(MOOD_VALUES.filter((mood) => pack.moods[mood].openers.length < 14)).toEqual([]);
  });

  it('puts {niche} only after a colon or a quote, or as a label before a noun, never after "a"/"an"', () => {
    const misplaced = withNiche.filter((sentence) =>
      [...sentence.matchAll(/\{niche\}/gu)].some((match) => {
        const before = sentence.slice(0, match.index);
        const after = sentence.slice(match.index + '{niche}'.length);
        if (/\b(?:a|an) $/iu.test(before)) return true;
        const labelsANoun = /^ [\p{Ll}\p{N}]/u.test(after) && !VERB_AFTER.test(after);
        if (before === '') return !after.startsWith(':') && !labelsANoun;
        const standsAlone = /(?:: |[“"])$/u.test(before);
        return standsAlone ? VERB_AFTER.test(after) : !labelsANoun;
      }),
    );
    expect(misplaced).toEqual([]);
  });

  it('never reads "in math teacher", "includes Dr. Smith Dental Clinic" or "our work in vegan baking"', () => {
    const awkward = withNiche.flatMap((sentence) =>
      NICHES.map((niche) => sentence.replaceAll('{niche}', niche)).filter((filled) =>
        NICHES.some((niche) => new RegExp(`\\b(?:in|into|includes|about|our work in|a|an) ${niche.replace('.', '\\.')}(?! [a-z])`, 'iu').test(filled)),
      ),
    );
    expect(awkward).toEqual([]);
  });

  it('keeps mood details fit for any niche: no food, no team, no clients', () => {
    const details = MOOD_VALUES.flatMap((mood) => pack.moods[mood].details);
    expect(details.filter((detail) => /\b(?:snacks?|cake|donuts?|stakeholders?|our team|clients?)\b/iu.test(detail))).toEqual([]);
    expect(MOOD_VALUES.flatMap((mood) => pack.moods[mood].emoji).filter((emoji) => ['🍩', '🍕', '🍰'].includes(emoji))).toEqual([]);
  });
});
