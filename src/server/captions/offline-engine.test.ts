import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, UNSPACED_LANGUAGES, type LanguageCode } from '../../shared/languages';
import { NICHE_MAX_CHARS } from '../../shared/limits';
import { generationRequestSchema } from '../../shared/schemas';
import { MOOD_VALUES, type Mood } from '../../shared/moods';
import { CaptionError, type CaptionInput, type CaptionResult, type PartialCaptionResult } from './engine';
import { LANGUAGE_PACKS } from './offline/language-packs';
import { readNiche } from './offline/niche-kind';
import { endsLikeASentence, findPunctuationProblems } from './offline/punctuation-rules';
import { describeWebsite } from './offline/website-brand';
import { createOfflineCaptionEngine } from './offline-engine';
import { findOutputProblems } from './output-rules';

/** "Home cooking" as a creator would type it in each language. */
const NATIVE_NICHES: Record<LanguageCode, string> = {
  en: 'home cooking',
  hi: 'देसी खाना',
  bn: 'ঘরের রান্না',
  te: 'ఇంటి వంట',
  mr: 'घरगुती स्वयंपाक',
  ta: 'வீட்டு சமையல்',
  gu: 'ઘરનું ભોજન',
  kn: 'ಮನೆ ಅಡುಗೆ',
  ml: 'വീട്ടിലെ പാചകം',
  pa: 'ਘਰ ਦਾ ਖਾਣਾ',
  or: 'ଘର ରନ୍ଧା',
  as: 'ঘৰুৱা ৰন্ধন',
  ur: 'گھر کا کھانا',
  es: 'cocina casera',
  fr: 'cuisine maison',
  de: 'Hausmannskost',
  it: 'cucina casalinga',
  pt: 'comida caseira',
  ja: '家庭料理',
  ko: '집밥',
  zh: '家常菜',
  ar: 'الطبخ المنزلي',
  ru: 'домашняя кухня',
};

const PHOTO = { kind: 'photo' as const, dataUrl: 'data:image/jpeg;base64,', mediaType: 'image/jpeg' };
const VIDEO = { kind: 'video' as const, dataUrl: 'data:video/mp4;base64,', mediaType: 'video/mp4' };

/** The inputs every language × mood must handle, including an English niche in any language. */
function inputsFor(language: LanguageCode, mood: Mood): CaptionInput[] {
  const base = { language, mood, imageData: null };
  return [
    { ...base, niche: NATIVE_NICHES[language] },
    { ...base, niche: 'vegan baking', topic: 'Our first gluten-free chocolate cake', website: 'https://www.green-oven.co.uk', media: PHOTO },
    { ...base, niche: 'B2B SaaS marketing', website: 'acmegrowth.io', media: VIDEO },
    { ...base, niche: 'Fitness', topic: NATIVE_NICHES[language] },
  ];
}

function seeds(start: number) {
  let seed = start;
  return () => (seed += 7919);
}

async function generate(input: CaptionInput, seed: number, onPartial?: (partial: PartialCaptionResult) => void) {
  const engine = createOfflineCaptionEngine({ nextSeed: seeds(seed) });
  return engine.generate(input, { signal: new AbortController().signal, onPartial });
}

/** A caption may end with the bare web address (a full stop glued to a link breaks it). */
function punctuationProblems(result: CaptionResult, input: CaptionInput): string[] {
  const address = input.website ? describeWebsite(input.website)?.address : undefined;
  const endsWithAddress = (caption: string) =>
    address !== undefined && caption.replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}\s]+$/u, '').endsWith(address);
  // A business signs off and a place is pinned on a last line of its own: the niche, not a sentence.
  const spoken = readNiche(input.niche, input.language, Boolean(input.website)).spoken;
  const endsWithNicheLine = (caption: string) => /\n(?:— |📍 )[^\n]+$/u.test(caption) && caption.endsWith(spoken);
  return result.captions.flatMap((caption) => [
    ...findPunctuationProblems(caption, input.language, true).map((problem) => `${problem}: ${caption}`),
    ...(endsLikeASentence(caption, input.language) || endsWithAddress(caption) || endsWithNicheLine(caption) ? [] : [`no sentence-final mark: ${caption}`]),
  ]);
}

describe.each(LANGUAGE_CODES)('offline captions in %s', (language) => {
  it.each(MOOD_VALUES)('%s: pass the output rules for every kind of input', async (mood) => {
    for (const [index, input] of inputsFor(language, mood).entries()) {
      const result = await generate(input, index);
      expect(findOutputProblems(result, input), `${input.niche}: ${result.captions.join(' | ')}`).toEqual([]);
      expect(punctuationProblems(result, input)).toEqual([]);
    }
  });

  it('give different sets for the same input: at most one caption in common', async () => {
    const overlaps: string[] = [];
    for (const [moodIndex, mood] of MOOD_VALUES.entries()) {
      for (const [index, input] of inputsFor(language, mood).entries()) {
        const first = await generate(input, 1000 + moodIndex * 10 + index);
        const second = await generate(input, 5000 + moodIndex * 10 + index);
        const shared = first.captions.filter((caption) => second.captions.includes(caption));
        if (shared.length > 1) overlaps.push(`${mood} ${input.niche}: ${shared.length} in common`);
      }
    }
    expect(overlaps).toEqual([]);
  });

  it('describe the photo or the video when one is sent', async () => {
    const pack = LANGUAGE_PACKS[language];
    const niche = NATIVE_NICHES[language];
    const mentions = (captions: string[], lines: string[]) =>
      captions.some((caption) => lines.some((line) => caption.includes(line)));
    const base = { language, mood: 'casual' as const, imageData: null, niche };
    expect(mentions((await generate({ ...base, media: PHOTO }, 1)).captions, pack.imageLines)).toBe(true);
    expect(mentions((await generate({ ...base, media: VIDEO }, 2)).captions, pack.videoLines)).toBe(true);
    expect(mentions((await generate(base, 3)).captions, [...pack.imageLines, ...pack.videoLines])).toBe(false);
  });
});

describe('the offline engine', () => {
  const input: CaptionInput = { niche: 'vegan baking', mood: 'playful', language: 'en', imageData: null };

  it("is called 'offline'", () => {
    expect(createOfflineCaptionEngine().name).toBe('offline');
  });

  it('reports each caption as it is written, then answers with the same five', async () => {
    const partials: PartialCaptionResult[] = [];
    const result = await generate(input, 42, (partial) => partials.push(partial));
    expect(partials.map((partial) => partial.captions.length)).toEqual([1, 2, 3, 4, 5]);
    expect(partials.at(-1)?.captions).toEqual(result.captions);
  });

  it('uses the topic and the website, puts the niche first in the hashtags, and takes no brand from the domain', async () => {
    const result = await generate(
      { ...input, topic: 'Our first gluten-free chocolate cake', website: 'https://www.green-oven.co.uk/shop' },
      7,
    );
    // Inside a sentence the title's capital goes ("… all about our first gluten-free chocolate cake.").
    expect(result.captions.some((caption) => caption.toLowerCase().includes('our first gluten-free chocolate cake'))).toBe(true);
    expect(result.captions.some((caption) => caption.includes('green-oven.co.uk'))).toBe(true);
    expect(result.hashtags[0]).toBe('veganbaking');
    expect(result.hashtags).not.toContain('greenoven');
  });

  it('says the captions come from the offline composer', async () => {
    expect((await generate(input, 7)).source).toBe('offline');
  });

  it('carries a long topic in whole sentences and still keeps every caption in its length class', async () => {
    const topic = `${'We spent the whole month perfecting a gluten-free chocolate cake for our small bakery. '.repeat(10)}And it finally works.`;
    for (const language of LANGUAGE_CODES) {
      const longInput: CaptionInput = { ...input, language, topic, niche: 'Artisanal sourdough and vegan pastry workshops for complete beginners in small towns' };
      const result = await generate(longInput, 11);
      expect(findOutputProblems(result, longInput), language).toEqual([]);
      expect(result.captions.join(' ')).not.toContain('…');
    }
  });

  it('passes the output rules whatever niche and topic the user types', async () => {
    // Any text the form accepts: every script, emoji, punctuation, stray spaces.
    const requests = fc.record({
      niche: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }),
      topic: fc.option(fc.string({ unit: 'grapheme', maxLength: 300 })),
      language: fc.constantFrom(...LANGUAGE_CODES),
      mood: fc.constantFrom(...MOOD_VALUES),
    });
    await fc.assert(
      fc.asyncProperty(requests, fc.integer(), async (body, seed) => {
        const parsed = generationRequestSchema.safeParse(body);
        fc.pre(parsed.success);
        if (!parsed.success) return;
        const result = await generate(parsed.data, seed);
        expect(findOutputProblems(result, parsed.data)).toEqual([]);
      }),
      { numRuns: 150, seed: 20261122 },
    );
  });

  it('writes Japanese and Chinese captions around a niche that is one long run of Latin letters (issue 16)', async () => {
    for (const language of UNSPACED_LANGUAGES) {
      for (const niche of ['sustainablefashionvintagethriftfinds2024', 'x'.repeat(NICHE_MAX_CHARS)]) {
        const request = { ...input, language, niche };
        const result = await generate(request, 1);
        expect(findOutputProblems(result, request), `${language}: ${niche}`).toEqual([]);
      }
    }
  });

  it('passes the output rules for niches made of long unbroken runs, in every language', async () => {
    // Hashtag-like niches: letters and digits of one script with no space, up to the form's limit.
    const run = fc.oneof(
      fc.stringMatching(/^[a-z]{20,60}[0-9]{0,4}$/),
      fc.stringMatching(/^[A-Za-z0-9]{30,100}$/),
      fc.stringMatching(/^[0-9]{10,100}$/),
      fc.stringMatching(/^[а-я]{20,100}$/),
      fc.stringMatching(/^[ア-ン]{20,60}$/),
      fc.stringMatching(/^[가-힣]{20,60}$/),
    );
    const requests = fc.record({
      niche: run.map((text) => text.slice(0, NICHE_MAX_CHARS)),
      language: fc.constantFrom(...LANGUAGE_CODES),
      mood: fc.constantFrom(...MOOD_VALUES),
    });
    await fc.assert(
      fc.asyncProperty(requests, fc.integer(), async (body, seed) => {
        const parsed = generationRequestSchema.safeParse(body);
        if (!parsed.success) return;
        const result = await generate(parsed.data, seed);
        expect(findOutputProblems(result, parsed.data)).toEqual([]);
      }),
      { numRuns: 150, seed: 20261125 },
    );
  });

  it('gives the same set for the same seed (reproducible tests), and a new one for a new seed', async () => {
    expect(await generate(input, 3)).toEqual(await generate(input, 3));
    expect(await generate(input, 3)).not.toEqual(await generate(input, 4));
  });

  it('stops when the request is already cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(createOfflineCaptionEngine().generate(input, { signal: controller.signal })).rejects.toMatchObject({
      kind: 'aborted',
    });
  });

  it('never writes captions longer in characters than the unspaced ranges allow', async () => {
    for (const language of UNSPACED_LANGUAGES) {
      const result = await generate({ ...input, language }, 5);
      expect(result.captions.every((caption) => [...caption].length <= 220)).toBe(true);
    }
  });

  it('answers with a CaptionError, not a crash, when it cannot write the captions', async () => {
    const error = await generate({ ...input, niche: '  ' }, 1).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CaptionError);
    expect(error).toMatchObject({ kind: 'invalid-output' });
  });
});
