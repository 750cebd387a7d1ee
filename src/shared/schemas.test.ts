import { describe, expect, it } from 'vitest';
import { HASHTAG_MAX_CHARS, NICHE_MAX_CHARS, SAVED_CAPTION_MAX_CHARS, SAVED_HASHTAGS_MAX } from './limits';
import { MOOD_VALUES } from './moods';
import { savedPostInsertSchema } from './saved-post-schemas';
import { generationRequestSchema } from './schemas';

/** The saved post a client inserts (spec §7, issue 3): the same schema the server checks with. */
const NO_CONTEXT = { niche: null, topic: null, website: null, language: null, platform: null, options: null };

describe('savedPostInsertSchema', () => {
  const valid = { caption: 'Morning light', hashtags: ['sunrise'], mood: 'casual' };

  /** The first message the schema gives, or undefined when the post is accepted. */
  function firstProblem(post: Record<string, unknown>): string | undefined {
    const parsed = savedPostInsertSchema.safeParse(post);
    return parsed.success ? undefined : parsed.error.issues[0].message;
  }

  it('trims the caption, strips one leading # per tag and defaults hashtags to none', () => {
    expect(savedPostInsertSchema.parse({ ...valid, caption: '  Morning light \n', hashtags: ['#sunrise', 'Harbour'] })).toEqual({
      caption: 'Morning light',
      hashtags: ['sunrise', 'Harbour'],
      mood: 'casual',
      ...NO_CONTEXT,
    });
    expect(savedPostInsertSchema.parse({ caption: 'x', mood: 'playful' }).hashtags).toEqual([]);
  });

  it('takes the context of the generation, each part optional, empty text stored as null', () => {
    const context = { niche: ' Vegan bakery ', topic: '', website: 'example.com', language: 'hi', platform: 'instagram', options: { length: 'short' } };
    expect(savedPostInsertSchema.parse({ ...valid, ...context })).toMatchObject({
      niche: 'Vegan bakery',
      topic: null,
      website: 'example.com',
      language: 'hi',
      platform: 'instagram',
      options: { length: 'short' },
    });
    expect(firstProblem({ ...valid, language: 'xx' })).toBe('language must be one of the offered language codes');
    expect(firstProblem({ ...valid, platform: 'Insta Gram' })).toBe('platform must be a lower-case name such as instagram');
    expect(firstProblem({ ...valid, options: ['a'] })).toBe('options must be a JSON object');
    expect(firstProblem({ ...valid, options: { text: 'x'.repeat(5000) } })).toMatch(/options must be at most/);
    expect(firstProblem({ ...valid, niche: 'n'.repeat(NICHE_MAX_CHARS + 1) })).toBe(`niche must be at most ${NICHE_MAX_CHARS} characters`);
  });

  it('takes a caption of 1 to 5,000 characters after trimming, counted as code points', () => {
    expect(firstProblem({ ...valid, caption: 'a' })).toBeUndefined();
    expect(firstProblem({ ...valid, caption: ' \t\n' })).toBe('caption cannot be empty');
    expect(firstProblem({ ...valid, caption: `  ${'🌅'.repeat(SAVED_CAPTION_MAX_CHARS)}  ` })).toBeUndefined();
    expect(firstProblem({ ...valid, caption: 'a'.repeat(SAVED_CAPTION_MAX_CHARS + 1) })).toBe(
      `caption must be at most ${SAVED_CAPTION_MAX_CHARS} characters`,
    );
    expect(firstProblem({ ...valid, caption: '🌅'.repeat(SAVED_CAPTION_MAX_CHARS + 1) })).toBe(
      `caption must be at most ${SAVED_CAPTION_MAX_CHARS} characters`,
    );
    expect(firstProblem({ ...valid, caption: 5 })).toBe('caption must be text');
  });

  it('refuses text the database cannot store', () => {
    expect(firstProblem({ ...valid, caption: 'a\u0000b' })).toMatch(/NUL/);
    expect(firstProblem({ ...valid, caption: 'lone \ud83c' })).toMatch(/surrogates/);
    expect(firstProblem({ ...valid, hashtags: ['a\u0000'] })).toMatch(/NUL/);
  });

  it(`takes at most ${SAVED_HASHTAGS_MAX} hashtags of at most ${HASHTAG_MAX_CHARS} characters`, () => {
    const tags = (count: number) => Array.from({ length: count }, (_, index) => `tag${index}`);
    expect(firstProblem({ ...valid, hashtags: tags(SAVED_HASHTAGS_MAX) })).toBeUndefined();
    expect(firstProblem({ ...valid, hashtags: tags(SAVED_HASHTAGS_MAX + 1) })).toBe(`At most ${SAVED_HASHTAGS_MAX} hashtags can be saved`);
    expect(firstProblem({ ...valid, hashtags: [`#${'é'.repeat(HASHTAG_MAX_CHARS)}`] })).toBeUndefined();
    expect(firstProblem({ ...valid, hashtags: ['x'.repeat(HASHTAG_MAX_CHARS + 1)] })).toBe(
      `Hashtags must be at most ${HASHTAG_MAX_CHARS} characters`,
    );
    expect(firstProblem({ ...valid, hashtags: 'sunrise' })).toBe('hashtags must be a list of strings');
    expect(firstProblem({ ...valid, hashtags: [7] })).toBe('Each hashtag must be text');
  });

  it.each([
    [' travel', 'Hashtag " travel" contains whitespace'],
    ['tag\t', 'Hashtag "tag\\t" contains whitespace'],
    ['##a', `Hashtag "#a" contains '#': send each tag with at most one '#', at its start`],
    ['a#b', `Hashtag "a#b" contains '#': send each tag with at most one '#', at its start`],
    ['#', 'Hashtags cannot be empty'],
  ])('refuses the hashtag %j: %s', (tag, message) => {
    expect(firstProblem({ ...valid, hashtags: ['fine', tag] })).toBe(message);
  });

  it('refuses a hashtag listed twice, ignoring case and a leading #', () => {
    expect(firstProblem({ ...valid, hashtags: ['Travel', '#travel'] })).toBe('Hashtag "travel" is listed twice');
  });

  it('takes each of the eight moods and nothing else', () => {
    expect(MOOD_VALUES).toHaveLength(8);
    for (const mood of MOOD_VALUES) expect(firstProblem({ ...valid, mood })).toBeUndefined();
    for (const mood of ['Casual', 'grumpy', '', null]) {
      expect(firstProblem({ ...valid, mood })).toBe(`mood must be one of: ${MOOD_VALUES.join(', ')}`);
    }
  });
});

/** The generation request (spec §3), with issue 15's optional media kind. */
describe('generationRequestSchema: mediaKind', () => {
  const original = { niche: 'vegan bakery', topic: '', website: '', mood: 'playful', language: 'ar', imageData: null };

  it("takes the original app's body without it, and 'image' or 'video' when sent", () => {
    expect(generationRequestSchema.parse(original).mediaKind).toBeUndefined();
    expect(generationRequestSchema.parse({ ...original, mediaKind: 'video' }).mediaKind).toBe('video');
    expect(generationRequestSchema.parse({ ...original, mediaKind: 'image' }).mediaKind).toBe('image');
  });

  it('refuses any other value with a message that names the choices', () => {
    const parsed = generationRequestSchema.safeParse({ ...original, mediaKind: 'gif' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toBe('mediaKind must be one of: image, video');
  });
});
