import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '../../shared/languages';
import { MOOD_VALUES } from '../../shared/moods';
import type { CaptionInput } from './engine';
import { findInventedFigureProblems, findMissingFactProblems } from './facts/check-facts';
import { OFFER_WORDS } from './facts/fact-words';
import { createOfflineCaptionEngine } from './offline-engine';

/**
 * The fact rules of issue 18 over the offline engine, which must pass them by construction: it
 * writes from templates and the creator's words, so it cannot invent a figure, and it should
 * carry every fact the creator gave.
 */

/** The digits each language's creators may type (Unicode numbering systems); the others use ASCII. */
const NATIVE_DIGITS: Partial<Record<LanguageCode, string>> = {
  hi: 'deva', mr: 'deva', bn: 'beng', as: 'beng', pa: 'guru', gu: 'gujr', or: 'orya', ta: 'tamldec', te: 'telu', kn: 'knda', ml: 'mlym',
  ar: 'arab', ur: 'arabext', ja: 'fullwide', zh: 'fullwide',
};

/** "Saturday: 30% discount" with the language's own weekday name, digits and offer word. */
function nativeOffer(language: LanguageCode): string {
  const saturday = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 13)));
  const numbering = NATIVE_DIGITS[language];
  const thirty = new Intl.NumberFormat(numbering ? `${language}-u-nu-${numbering}` : language, { useGrouping: false }).format(30);
  return `${saturday}: ${thirty}% ${OFFER_WORDS[language].discount?.[0] ?? ''}`.trim();
}

function inputsFor(language: LanguageCode): CaptionInput[] {
  const topics = ['Only 8 rooms left for Saturday, 20% off', 'New menu launches 12 March at 7pm', 'Flat ₹499 for two', nativeOffer(language)];
  return MOOD_VALUES.flatMap((mood) => topics.map((topic) => ({ language, mood, niche: 'boutique hotel', topic, imageData: null })));
}

async function generate(input: CaptionInput, seed: number) {
  const engine = createOfflineCaptionEngine({ nextSeed: () => seed });
  return engine.generate(input, { signal: new AbortController().signal });
}

describe.each(LANGUAGE_CODES)('offline captions in %s and the creator\'s facts', (language) => {
  it('invent no number, percentage, price or date', async () => {
    for (const [index, input] of inputsFor(language).entries()) {
      const { captions } = await generate(input, index + 1);
      expect(findInventedFigureProblems(captions, input, language), `${input.mood}, ${input.topic}: ${captions.join(' | ')}`).toEqual([]);
    }
  });

  // The rebuilt composer (issue 14) carries every sentence that holds a fact into every caption
  // with room for it; the offline engine also checks findFactRuleProblems, like a provider's answer.
  it('keep every fact the creator gave in 4 of the 5 captions', async () => {
    for (const [index, input] of inputsFor(language).entries()) {
      const { captions } = await generate(input, index + 1);
      expect(findMissingFactProblems(captions, input, language), `${input.mood}, ${input.topic}: ${captions.join(' | ')}`).toEqual([]);
    }
  });
});
