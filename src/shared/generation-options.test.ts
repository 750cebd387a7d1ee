import { describe, expect, it } from 'vitest';
import { resolveTailoring } from './generation-options';
import { HASHTAGS_MAX, HASHTAGS_MIN, REFINE_INSTRUCTION_MAX_CHARS } from './limits';
import { PLATFORMS } from './platforms';
import { generationRequestSchema } from './schemas';

/** Issue 11's request fields: optional, checked, and without them the request is today's. */
describe('generation options in the request schema', () => {
  const today = { niche: 'coffee', topic: '', website: '', mood: 'playful', language: 'en', imageData: null };
  const five = ['one caption', 'two caption', 'three caption', 'four caption', 'five caption'];

  function firstProblem(body: Record<string, unknown>): string | undefined {
    const parsed = generationRequestSchema.safeParse(body);
    return parsed.success ? undefined : parsed.error.issues[0].message;
  }

  it("parses the original app's body to exactly what it did before: no option keys set", () => {
    const parsed = generationRequestSchema.parse(today);
    expect(parsed).toEqual({ niche: 'coffee', mood: 'playful', language: 'en', imageData: null });
    expect(resolveTailoring(parsed)).toEqual({
      platform: undefined,
      length: 'mix',
      emoji: 'few',
      callToAction: undefined,
      hashtags: { min: HASHTAGS_MIN, max: HASHTAGS_MAX },
      tailored: false,
    });
  });

  it('takes every option and resolves the hashtag count from the platform unless given', () => {
    const parsed = generationRequestSchema.parse({ ...today, platform: 'instagram', length: 'short', emoji: 'none', callToAction: 'shop' });
    expect(resolveTailoring(parsed)).toMatchObject({
      platform: PLATFORMS.instagram,
      length: 'short',
      emoji: 'none',
      callToAction: 'shop',
      hashtags: { min: 5, max: 5 },
      tailored: true,
    });
    expect(resolveTailoring(generationRequestSchema.parse({ ...today, platform: 'x', hashtagCount: 3 })).hashtags).toEqual({ min: 3, max: 3 });
    expect(resolveTailoring(generationRequestSchema.parse({ ...today, hashtagCount: 20 })).hashtags).toEqual({ min: 20, max: 20 });
  });

  it('refuses unknown values with a message that lists the choices', () => {
    expect(firstProblem({ ...today, platform: 'myspace' })).toBe(
      'platform must be one of: instagram, tiktok, x, linkedin, facebook, threads, youtube_shorts, pinterest',
    );
    expect(firstProblem({ ...today, length: 'huge' })).toBe('length must be one of: short, medium, long, mix');
    expect(firstProblem({ ...today, emoji: 'lots' })).toBe('emoji must be one of: none, few, many');
    expect(firstProblem({ ...today, callToAction: 'buy' })).toMatch(/^callToAction must be one of: none, comment/);
    expect(firstProblem({ ...today, mode: 'rewrite' })).toBe('mode must be one of: generate, regenerate, refine');
    expect(firstProblem({ ...today, hashtagCount: 0 })).toBe('hashtagCount must be 1 to 30');
    expect(firstProblem({ ...today, hashtagCount: 31 })).toBe('hashtagCount must be 1 to 30');
    expect(firstProblem({ ...today, hashtagCount: 2.5 })).toBe('hashtagCount must be a whole number');
    expect(firstProblem({ ...today, hashtagCount: '5' })).toBe('hashtagCount must be a whole number');
    expect(firstProblem({ ...today, platform: 'instagram', hashtagCount: 6 })).toBe('Instagram takes at most 5 hashtags; hashtagCount is 6');
    expect(firstProblem({ ...today, platform: 'threads', hashtagCount: 2 })).toBe('Threads takes at most 1 hashtag; hashtagCount is 2');
  });

  it('takes regenerate with the slot and the five captions shown', () => {
    expect(firstProblem({ ...today, mode: 'regenerate', slot: 2, captions: five })).toBeUndefined();
    expect(firstProblem({ ...today, mode: 'regenerate', captions: five })).toBe('mode "regenerate" needs slot: which caption (0 to 4)');
    expect(firstProblem({ ...today, mode: 'regenerate', slot: 5, captions: five })).toBe('slot must be 0 to 4');
    expect(firstProblem({ ...today, mode: 'regenerate', slot: 1 })).toBe('mode "regenerate" needs captions: the 5 captions shown');
    expect(firstProblem({ ...today, mode: 'regenerate', slot: 1, captions: five.slice(1) })).toBe('captions must hold the 5 captions shown');
    expect(firstProblem({ ...today, mode: 'regenerate', slot: 1, captions: five, refinement: 'shorter' })).toBe(
      'refinement is only taken with mode "refine"',
    );
    expect(firstProblem({ ...today, slot: 1 })).toBe('slot is only taken with mode "regenerate" or "refine"');
  });

  it('takes refine with one fixed choice or one free instruction of at most 200 characters', () => {
    const refine = { ...today, mode: 'refine', slot: 0, captions: five };
    expect(firstProblem({ ...refine, refinement: 'shorter' })).toBeUndefined();
    expect(firstProblem({ ...refine, refinement: 'translate', targetLanguage: 'hi' })).toBeUndefined();
    expect(firstProblem({ ...refine, refinement: 'translate' })).toBe('refinement "translate" needs targetLanguage');
    expect(firstProblem({ ...refine, refinement: 'translate', targetLanguage: 'xx' })).toBe('targetLanguage must be one of the offered languages');
    expect(firstProblem({ ...refine, refinement: 'shorter', targetLanguage: 'hi' })).toBe('targetLanguage is only taken with refinement "translate"');
    expect(firstProblem({ ...refine, refinement: 'funnier' })).toMatch(/^refinement must be one of: shorter, longer/);
    expect(firstProblem(refine)).toBe('mode "refine" needs a refinement or an instruction');
    expect(firstProblem({ ...refine, instruction: 'mention our Friday opening hours' })).toBeUndefined();
    expect(firstProblem({ ...refine, instruction: 'é'.repeat(REFINE_INSTRUCTION_MAX_CHARS) })).toBeUndefined();
    expect(firstProblem({ ...refine, instruction: 'a'.repeat(REFINE_INSTRUCTION_MAX_CHARS + 1) })).toBe('instruction must be at most 200 characters');
    expect(firstProblem({ ...refine, instruction: 'x', refinement: 'longer' })).toBe('Send either a refinement or an instruction, not both');
  });
});
