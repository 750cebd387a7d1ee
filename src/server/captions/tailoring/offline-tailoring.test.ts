import { describe, expect, it } from 'vitest';
import { hasEmoji } from '../../../shared/emoji';
import { CALL_TO_ACTION_CHOICES, EMOJI_CHOICES, LENGTH_CHOICES, REFINEMENTS, resolveTailoring } from '../../../shared/generation-options';
import { LANGUAGE_CODES, type LanguageCode } from '../../../shared/languages';
import { countGraphemes, measurePost } from '../../../shared/platform-length';
import { PLATFORM_IDS, PLATFORMS } from '../../../shared/platforms';
import type { CaptionInput } from '../engine';
import { createOfflineCaptionEngine } from '../offline-engine';
import { checkCaptionLanguage } from '../language-check';
import { classifyTailoredLength, measureTailoredLength, wantedLengthClasses } from './guarantees';
import { measureCaptionParts } from './offline-tailoring';
import { joinCaption, splitCaption } from './sentences';
import { CALL_TO_ACTION_LINES, speakerOfCreator } from './tailoring-texts';

/**
 * The offline engine with issue 11's options, in all 23 languages: every answer passes the output
 * rules (the engine checks them and throws otherwise), and the promises are checked here again
 * from the outside: the limit, no emoji, the exact hashtag count, the lengths, the call to action.
 */
const engine = createOfflineCaptionEngine();
const signal = new AbortController().signal;

function baseInput(language: LanguageCode, index: number): CaptionInput {
  return {
    niche: index % 2 ? 'coffee' : 'vegan baking',
    topic: index % 3 ? 'our new seasonal menu' : undefined,
    website: index % 2 ? 'beanhouse.com' : undefined,
    mood: 'playful',
    language,
    imageData: null,
  };
}

describe.each(LANGUAGE_CODES)('offline options in %s', (language) => {
  it('keeps every promise for each platform and choice', async () => {
    for (const [index, platformId] of PLATFORM_IDS.entries()) {
      const input: CaptionInput = {
        ...baseInput(language, index),
        platform: platformId,
        length: LENGTH_CHOICES[index % LENGTH_CHOICES.length],
        emoji: EMOJI_CHOICES[index % EMOJI_CHOICES.length],
        callToAction: CALL_TO_ACTION_CHOICES[index % CALL_TO_ACTION_CHOICES.length],
      };
      const tailoring = resolveTailoring(input);
      const answer = await engine.generate(input, { signal });
      const platform = PLATFORMS[platformId];
      expect(answer.hashtags).toHaveLength(platform.hashtagCount);
      for (const caption of answer.captions) {
        expect(measurePost(caption, answer.hashtags, platform)).toBeLessThanOrEqual(platform.captionLimit);
        if (input.emoji === 'none') expect(hasEmoji(caption)).toBe(false);
        if (input.callToAction && input.callToAction !== 'none' && platform.longestLength === 'long') {
          const line = CALL_TO_ACTION_LINES[language][speakerOfCreator(input)][input.callToAction];
          if (input.callToAction !== 'visit_website') expect(caption).toContain(line);
        }
      }
      if (platform.longestLength === 'long') {
        const classes = answer.captions.map((caption) => classifyTailoredLength(caption, language)).sort();
        expect(classes).toEqual([...wantedLengthClasses(tailoring)].sort());
      }
    }
  });

  it('answers every fixed refinement and regenerate, leaving the other four as they were', async () => {
    const input = { ...baseInput(language, 1), mood: 'casual' as const };
    const shown = await engine.generate(input, { signal });
    for (const [index, refinement] of [undefined, ...REFINEMENTS].entries()) {
      const slot = index % 5;
      const targetLanguage = refinement === 'translate' ? LANGUAGE_CODES[(LANGUAGE_CODES.indexOf(language) + 7) % LANGUAGE_CODES.length] : undefined;
      const answer = await engine.generate(
        { ...input, mode: refinement ? 'refine' : 'regenerate', refinement, targetLanguage, slot, captions: shown.captions, hashtags: shown.hashtags },
        { signal },
      );
      const before = shown.captions[slot];
      const after = answer.captions[slot];
      expect(answer.captions.filter((_, i) => i !== slot)).toEqual(shown.captions.filter((_, i) => i !== slot));
      expect(answer.hashtags).toEqual(shown.hashtags);
      if (refinement === undefined) expect(shown.captions).not.toContain(after);
      if (refinement === 'shorter') expect(countGraphemes(after)).toBeLessThan(countGraphemes(before));
      if (refinement === 'longer' && !answer.notice) expect(countGraphemes(after)).toBeGreaterThan(countGraphemes(before));
      if (refinement === 'no_emoji') expect(hasEmoji(after)).toBe(false);
      if (refinement === 'add_emoji') expect(hasEmoji(after)).toBe(true);
      if (refinement === 'add_cta') expect(countGraphemes(after)).toBeGreaterThan(countGraphemes(before));
      if (refinement === 'more_playful' || refinement === 'more_professional') expect(after).not.toBe(before);
      if (targetLanguage) expect(checkCaptionLanguage(after, targetLanguage, ['coffee', 'our new seasonal menu', 'beanhouse.com', 'Beanhouse']).ok).toBe(true);
    }
  });
});

describe('a request without options', () => {
  it('is answered by the composer as before: the same captions for the same seed', async () => {
    const seeds = () => {
      let seed = 41;
      return () => (seed += 1);
    };
    const plain = createOfflineCaptionEngine({ nextSeed: seeds() });
    const again = createOfflineCaptionEngine({ nextSeed: seeds() });
    const input = baseInput('de', 1);
    expect(await plain.generate(input, { signal })).toEqual(await again.generate({ ...input, platform: undefined, emoji: undefined }, { signal }));
  });
});

describe('measuring a caption by its sentences', () => {
  it('gives what measuring the whole caption gives, in every language, web addresses and closing emoji included', async () => {
    for (const [index, language] of LANGUAGE_CODES.entries()) {
      const input = { ...baseInput(language, index), website: 'https://www.beanhouse.com/menu', platform: 'instagram' as const, emoji: 'many' as const, callToAction: 'visit_website' as const };
      const answer = await engine.generate(input, { signal });
      for (const caption of answer.captions) {
        const parts = splitCaption(caption);
        const whole = joinCaption(parts, language);
        expect(measureCaptionParts(parts, language), whole).toBe(measureTailoredLength(whole, language));
      }
    }
  });
});
