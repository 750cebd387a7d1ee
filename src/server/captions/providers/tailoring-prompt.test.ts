import { describe, expect, it } from 'vitest';
import type { CaptionInput } from '../engine';
import { buildInstructions } from './prompt';
import { buildSlotInstructions, describeTailoring } from './tailoring-prompt';

const input: CaptionInput = { niche: 'coffee', mood: 'casual', language: 'en', imageData: null };
const five = ['one', 'two', 'three', 'four', 'five'];

describe('the options in the prompt (issue 11)', () => {
  it('adds nothing to a request without options', () => {
    expect(describeTailoring(input)).toEqual([]);
    expect(buildInstructions(input)).not.toContain('The creator chose these options');
  });

  it('names the platform, its limit and how it counts, the emoji, the call to action and the hashtag count', () => {
    const text = buildInstructions({ ...input, platform: 'x', emoji: 'none', callToAction: 'follow' });
    expect(text).toContain("must fit X's limit of 280 characters as X counts them: every link counts 23");
    expect(text).toContain('Emoji: none at all, in any caption.');
    expect(text).toContain('invite readers to follow for more');
    expect(text).toContain('Hashtags: exactly 2.');
    expect(buildInstructions({ ...input, platform: 'instagram' })).toContain('Instagram shows about the first 125 characters before "…more"');
  });

  it('asks for one caption when regenerating or refining, in the target language for a translation', () => {
    const regenerate = buildSlotInstructions({ ...input, mode: 'regenerate', slot: 1, captions: five });
    expect(regenerate).toContain('Write one new caption to replace caption 2');
    expect(regenerate).toContain('with exactly one caption');
    const translate = buildInstructions({ ...input, mode: 'refine', refinement: 'translate', targetLanguage: 'ta', slot: 0, captions: five });
    expect(translate).toContain('Translate caption 1 into Tamil, written in the Tamil script');
    expect(translate).toContain('Write it in Tamil, written in the Tamil script.');
  });
});
