import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, UNSPACED_LANGUAGES, type LanguageCode } from '../../../shared/languages';
import { MOOD_VALUES, type Mood } from '../../../shared/moods';
import type { CaptionInput } from '../engine';
import { composeCaptionSet } from './compose';
import { LANGUAGE_PACKS } from './languages/registry';
import { sentenceFinalMarks } from './punctuation-rules';
import { TOPIC_CATEGORIES } from './topic-lexicon';

/** Regression tests for what reviewers found in the composer's captions. */

const PHOTO = { kind: 'photo' as const, dataUrl: 'data:image/jpeg;base64,', mediaType: 'image/jpeg' };
const TYPICAL: Omit<CaptionInput, 'language' | 'mood'> = {
  niche: 'Artisanal sourdough bakery',
  topic: 'our new rye loaf',
  website: 'https://www.crumbandcrust.com',
  media: PHOTO,
  imageData: null,
};
const EMOJI = /[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu;

/**
 * The sentences of a caption: cut after the language's sentence-final punctuation (not 笑, which
 * also appears inside sentences). Spaced scripts cut only before a space, and Japanese and Chinese
 * only after their own full-width marks, so "crumbandcrust.com" stays whole.
 */
function sentencesOf(caption: string, language: LanguageCode): string[] {
  const marks = [...sentenceFinalMarks(language)].filter((mark) => /\p{P}/u.test(mark));
  const unspaced = UNSPACED_LANGUAGES.includes(language);
  const beforeSpace = marks.filter((mark) => !unspaced || /[!-~]/u.test(mark)).join('');
  const anywhere = marks.filter((mark) => unspaced && !/[!-~]/u.test(mark)).join('');
  const closers = '["\'»”’)）」』]*';
  const cuts = [`(?<=[${beforeSpace}]${closers})\\s+`];
  if (anywhere) cuts.push(`(?<=[${anywhere}]${closers})`);
  return caption
    .split(new RegExp(cuts.join('|'), 'u'))
    .map((sentence) => sentence.replace(EMOJI, '').trim())
    .filter((sentence) => /\p{L}.*\p{L}/u.test(sentence));
}

function repeatedSentences(captions: readonly string[], language: LanguageCode): string[] {
  return captions.flatMap((caption) => {
    const sentences = sentencesOf(caption, language);
    return sentences.filter((sentence, index) => sentences.indexOf(sentence) !== index).map((sentence) => `${sentence} in: ${caption}`);
  });
}

describe('composeCaptionSet', () => {
  it('splits captions into sentences the way the repeat check below needs', () => {
    expect(sentencesOf('Hi there. Visit crumbandcrust.com today! 🎉 Bye.', 'en')).toEqual([
      'Hi there.',
      'Visit crumbandcrust.com today!',
      'Bye.',
    ]);
    expect(sentencesOf('今日は「パン」です。ぜひ crumbandcrust.com へ！笑って。', 'ja')).toEqual([
      '今日は「パン」です。',
      'ぜひ crumbandcrust.com へ！',
      '笑って。',
    ]);
  });

  it('never repeats a sentence inside a caption, and writes five different captions', () => {
    const problems: string[] = [];
    for (const language of LANGUAGE_CODES) {
      for (const mood of MOOD_VALUES) {
        for (const seed of [1, 2, 3]) {
          const { captions } = composeCaptionSet({ ...TYPICAL, language, mood }, { seed });
          problems.push(...repeatedSentences(captions, language).map((problem) => `${language} ${mood} ${seed}: ${problem}`));
          if (new Set(captions).size !== captions.length) problems.push(`${language} ${mood} ${seed}: a caption twice`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('does not repeat a sentence that is both a detail and a call to action', () => {
    // A pack where every casual detail is also a call to action: long captions need many details,
    // so a check that only compares details with details would let a call to action come twice.
    const english = LANGUAGE_PACKS.en;
    const packs = {
      ...LANGUAGE_PACKS,
      en: { ...english, moods: { ...english.moods, casual: { ...english.moods.casual, details: [...english.callsToAction] } } },
    };
    for (let seed = 1; seed <= 20; seed += 1) {
      const { captions } = composeCaptionSet({ ...TYPICAL, language: 'en', mood: 'casual' }, { seed, packs });
      expect(repeatedSentences(captions, 'en')).toEqual([]);
    }
  });

  it.each(['ja', 'zh'] as const)('keeps the spaces between Latin words of a niche and topic in %s, also in shorter forms', (language) => {
    const niche = 'Artisanal sourdough and vegan pastry workshops for complete beginners in small towns';
    const topic = 'our dark rye loaf with caraway seeds';
    const gluedPairs = (text: string) => {
      const words = text.split(' ');
      return words.slice(1).map((word, index) => `${words[index]}${word}`);
    };
    const glued = [...gluedPairs(niche), ...gluedPairs(topic)];
    const captions = MOOD_VALUES.flatMap((mood) => composeCaptionSet({ ...TYPICAL, website: undefined, niche, topic, language, mood }, { seed: 5 }).captions);
    // The whole niche does not fit a short caption, so shorter forms are used: the case that glued words.
    expect(captions.some((caption) => caption.includes('Artisanal sourdough') && !caption.includes(niche))).toBe(true);
    expect(captions.some((caption) => caption.includes('our dark rye loaf'))).toBe(true);
    expect(captions.filter((caption) => glued.some((pair) => caption.includes(pair)))).toEqual([]);
  });

  it('makes no hashtag of a fragment of a katakana word, nor of one or two kana', () => {
    const niche = 'ヴィーガンベーキング教室';
    for (const mood of MOOD_VALUES) {
      for (const seed of [1, 2, 3]) {
        const { hashtags } = composeCaptionSet(
          { ...TYPICAL, language: 'ja', mood, niche, topic: '手作りサワードウブレッドとオーガニックスキンケア' },
          { seed },
        );
        // The pack's and the lexicon's own tags are chosen words ("コツ", "コスメ"); the rest come from what the user typed.
        const packTags = [
          ...LANGUAGE_PACKS.ja.hashtags.general,
          ...LANGUAGE_PACKS.ja.hashtags.byMood[mood],
          ...TOPIC_CATEGORIES.flatMap((category) => category.nativeHashtags.ja ?? []),
        ];
        const fromKeywords = hashtags.filter((tag) => !packTags.includes(tag));
        const shortKana = fromKeywords.filter((tag) => /^[\p{scx=Hiragana}\p{scx=Katakana}]{1,2}$/u.test(tag));
        expect(shortKana, hashtags.join(' ')).toEqual([]);
        // Katakana in a tag comes from a whole word the user typed, never from a piece of one.
        const katakanaRuns = fromKeywords.flatMap((tag) => tag.match(/[\p{Script=Katakana}ー]+/gu) ?? []);
        const typedRuns = ['ヴィーガンベーキング', 'サワードウブレッド', 'オーガニックスキンケア'];
        expect(katakanaRuns.filter((run) => !typedRuns.includes(run)), hashtags.join(' ')).toEqual([]);
      }
    }
  });

  it('writes a web address at the start of a sentence as typed, not capitalised', () => {
    // The Korean pack has a website line that starts with the address.
    const captions = Array.from({ length: 12 }, (_, seed) =>
      composeCaptionSet({ ...TYPICAL, language: 'ko', mood: 'casual' }, { seed }).captions,
    ).flat();
    expect(captions.some((caption) => caption.includes('crumbandcrust.com 사이트에'))).toBe(true);
    expect(captions.filter((caption) => caption.includes('Crumbandcrust.com'))).toEqual([]);
  });

  it('elides French "de" before a brand that starts with a vowel, and Spanish "de el" to "del"', () => {
    const french = Array.from({ length: 12 }, (_, seed) =>
      composeCaptionSet({ ...TYPICAL, language: 'fr', mood: 'casual', website: 'https://www.atelier-olive.fr' }, { seed }).captions,
    ).flat();
    expect(french.filter((caption) => /\bde Atelier/u.test(caption))).toEqual([]);
    expect(french.some((caption) => caption.includes('d’Atelier Olive'))).toBe(true);
    // Few French sentences quote the niche after "de", so several seeds are needed to meet one.
    const quoted = MOOD_VALUES.flatMap((mood) =>
      [1, 2, 3, 4, 5, 6, 7, 8].flatMap((seed) => composeCaptionSet({ ...TYPICAL, language: 'fr', mood, niche: 'Artisanal sourdough bakery' }, { seed }).captions),
    );
    expect(quoted.filter((caption) => /\b(de|que|le|la) « Artisanal/u.test(caption))).toEqual([]);
    expect(quoted.some((caption) => caption.includes('d’« Artisanal sourdough bakery »'))).toBe(true);

    const spanish = MOOD_VALUES.flatMap((mood) =>
      composeCaptionSet({ ...TYPICAL, language: 'es', mood, niche: 'el yoga en casa' }, { seed: 2 }).captions,
    );
    expect(spanish.filter((caption) => /\b(de|a) el yoga/iu.test(caption))).toEqual([]);
    expect(spanish.some((caption) => /\b(del|al) yoga/u.test(caption))).toBe(true);
  });
});

describe('composeCaptionSet: hashtags, topic and openers', () => {
  const firstFive = (input: Omit<CaptionInput, 'mood' | 'imageData'>) =>
    MOOD_VALUES.flatMap((mood) =>
      [1, 2, 3].map((seed) => composeCaptionSet({ ...input, mood, imageData: null }, { seed }).hashtags.slice(0, 5)),
    );

  it.each([
    { language: 'en', niche: 'home fitness', wanted: ['homefitness', 'fitness'], fragments: ['home'] },
    { language: 'en', niche: 'Dr. Smith Dental Clinic', topic: 'teeth whitening', wanted: ['drsmithdentalclinic', 'teethwhitening'], fragments: ['smith', 'dr'] },
    { language: 'en', niche: 'wedding photographer', website: 'annalens.com', wanted: ['weddingphotographer', 'wedding', 'annalens'], fragments: [] },
    { language: 'es', niche: 'recetas veganas', wanted: ['recetasveganas', 'recetas'], fragments: ['veganas'] },
    { language: 'hi', niche: 'घर पर फिटनेस', wanted: ['घरपरफिटनेस', 'फिटनेस'], fragments: ['घर'] },
    { language: 'ar', niche: 'اللياقة البدنية', wanted: ['اللياقةالبدنية', 'لياقة'], fragments: ['البدنية'] },
    { language: 'ja', niche: '新しいカフェ巡り', wanted: ['新しいカフェ巡り', 'カフェ'], fragments: ['新しい', '巡り'] },
    { language: 'ru', niche: 'домашняя кухня', wanted: ['домашняякухня', 'еда'], fragments: ['домашняя'] },
    { language: 'ko', niche: '홈트레이닝 운동', wanted: ['홈트레이닝운동', '운동'], fragments: [] },
  ] as const)('gives $language "$niche" a first five of the whole niche and its subject, without fragments', (example) => {
    const { wanted, fragments, ...input } = example;
    for (const tags of firstFive(input)) {
      expect(tags, tags.join(' ')).toEqual(expect.arrayContaining([...wanted]));
      expect(tags.filter((tag) => (fragments as readonly string[]).includes(tag)), tags.join(' ')).toEqual([]);
    }
  });

  it('quotes the topic in two or three of the five captions, at different places, and tags it', () => {
    const topic = 'our new rye loaf';
    const positions = new Set<number>();
    for (const mood of MOOD_VALUES) {
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const { captions, hashtags } = composeCaptionSet({ ...TYPICAL, media: undefined, topic, language: 'en', mood }, { seed });
        const withTopic = captions.filter((caption) => caption.includes(topic));
        expect(withTopic.length, captions.join('\n')).toBeGreaterThanOrEqual(2);
        expect(withTopic.length, captions.join('\n')).toBeLessThanOrEqual(3);
        for (const caption of withTopic) positions.add(sentencesOf(caption, 'en').findIndex((sentence) => sentence.includes(topic)));
        expect(hashtags.filter((tag) => ['rye', 'loaf'].includes(tag)), hashtags.join(' ')).not.toEqual([]);
      }
    }
    // Right after the opener (the second sentence), and later, before the close.
    expect(positions.has(1)).toBe(true);
    expect([...positions].some((position) => position > 1)).toBe(true);
    // In every language the topic stays a theme of some captions, never a line in all five.
    for (const language of LANGUAGE_CODES) {
      const { captions } = composeCaptionSet({ ...TYPICAL, topic, language, mood: 'casual' }, { seed: 7 });
      const count = captions.filter((caption) => caption.includes(topic)).length;
      expect(count, `${language}: ${captions.join('\n')}`).toBeGreaterThanOrEqual(1);
      expect(count, `${language}: ${captions.join('\n')}`).toBeLessThanOrEqual(3);
    }
  });

  it('opens two runs of the same request with mostly different sentences', () => {
    // Two independent shuffles of 16 openers share 3 or more of 5 in about 14 % of pairs; the
    // well-spread sets (spreadSubsets) share at most 2 unless both seeds draw the same set
    // (1 in 35 for 16 openers). Over 200 pairs, at most 5 % may share more than 2.
    const openingSentences = (mood: Mood, seed: number) =>
      composeCaptionSet({ niche: 'vegan baking', language: 'en', mood, imageData: null }, { seed }).captions.map(
        (caption) => sentencesOf(caption, 'en')[0],
      );
    const overlapping: string[] = [];
    for (const mood of MOOD_VALUES) {
      for (let seed = 1; seed <= 25; seed += 1) {
        const first = openingSentences(mood, seed);
        const second = openingSentences(mood, seed + 7919);
        const shared = first.filter((sentence) => second.includes(sentence));
        if (shared.length > 2) overlapping.push(`${mood} ${seed}: ${shared.join(' | ')}`);
      }
    }
    expect(overlapping.length, overlapping.join('\n')).toBeLessThanOrEqual(10);
  });
});
