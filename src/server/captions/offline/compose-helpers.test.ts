import { describe, expect, it } from 'vitest';
import type { CaptionInput } from '../engine';
import { composeCaptionSet } from './compose';
import { isUsefulHashtag, slugifyHashtag } from './hashtag-slug';
import { extractKeywords, isHashtagKeyword } from './keywords';
import { emptyLanguagePack } from './languages/empty-pack';
import { LANGUAGE_PACKS } from './languages/registry';
import { createRandom } from './random';
import { findTopicCategories } from './topic-lexicon';
import { describeWebsite, websiteMentions } from './website-brand';

describe('slugifyHashtag', () => {
  it('keeps letters, marks and digits of every script', () => {
    expect(slugifyHashtag('Vegan Baking!')).toBe('veganbaking');
    expect(slugifyHashtag('B2B SaaS-marketing')).toBe('b2bsaasmarketing');
    // Devanagari vowel signs are marks: an ASCII slug would drop them and leave nonsense.
    expect(slugifyHashtag('देसी खाना')).toBe('देसीखाना');
    expect(slugifyHashtag('ঘৰুৱা ৰন্ধন')).toBe('ঘৰুৱাৰন্ধন');
    expect(slugifyHashtag('家庭料理・レシピ')).toBe('家庭料理レシピ');
    expect(slugifyHashtag('#self_care 💅')).toBe('self_care');
  });

  it('tells useful tags from leftovers', () => {
    expect(isUsefulHashtag('fitness')).toBe(true);
    expect(isUsefulHashtag('a')).toBe(false);
    expect(isUsefulHashtag('2024')).toBe(false);
  });
});

describe('extractKeywords', () => {
  const english = new Set(LANGUAGE_PACKS.en.stopwords);

  it('drops stopwords, numbers and repeats', () => {
    expect(extractKeywords('The art of vegan baking for the home baker, 2024', 'en', english)).toEqual([
      'art',
      'vegan',
      'baking',
      'home',
      'baker',
    ]);
    expect(extractKeywords('Baking and baking and BAKING', 'en', english)).toEqual(['Baking']);
  });

  it('finds the words of scripts without spaces', () => {
    expect(extractKeywords('家庭料理のレシピ', 'ja', new Set(['の']))).toEqual(['家庭', '料理', 'レシピ']);
  });

  it('keeps a katakana run whole where the segmenter cuts it into pieces', () => {
    // The segmenter gives ヴ|ィ|ー|ガン|ベ|ー|キング: "ガン" (gun) is not what the user wrote.
    expect(extractKeywords('ヴィーガンベーキング', 'ja', new Set())).toEqual(['ヴィーガンベーキング']);
    expect(extractKeywords('手作りサワードウブレッド', 'ja', new Set())).toEqual(['手作り', 'サワードウブレッド']);
    expect(extractKeywords('アルチザン・サワードウ', 'ja', new Set())).toEqual(['アルチザン', 'サワードウ']);
  });
});

describe('isHashtagKeyword', () => {
  it('refuses one or two kana, which are particles or pieces of words, and keeps the rest', () => {
    expect(isHashtagKeyword('ガン')).toBe(false);
    expect(isHashtagKeyword('の')).toBe(false);
    expect(isHashtagKeyword('ヴィーガン')).toBe(true);
    expect(isHashtagKeyword('料理')).toBe(true);
    expect(isHashtagKeyword('yoga')).toBe(true);
  });
});

describe('describeWebsite', () => {
  it('reads the address and the brand, knowing public suffixes', () => {
    expect(describeWebsite('https://www.acme-bakery.co.uk/shop?x=1')).toEqual({
      address: 'acme-bakery.co.uk',
      brand: 'Acme Bakery',
    });
    expect(describeWebsite('greenoven.com')).toEqual({ address: 'greenoven.com', brand: 'Greenoven' });
    expect(describeWebsite('shop.example.com')).toEqual({ address: 'shop.example.com', brand: 'Example' });
  });

  it('lists every form a caption may use to mention the site', () => {
    expect(websiteMentions('https://acme-bakery.co.uk')).toEqual(
      expect.arrayContaining(['acme-bakery.co.uk', 'Acme Bakery', 'AcmeBakery']),
    );
  });
});

describe('findTopicCategories', () => {
  it('recognises categories from word beginnings, in several languages', () => {
    expect(findTopicCategories(['vegan', 'baking'])[0].name).toBe('food');
    expect(findTopicCategories(['खाना'])[0].name).toBe('food');
    expect(findTopicCategories(['marketing', 'sales'])[0].name).toBe('business');
    expect(findTopicCategories(['Fitness'])[0].name).toBe('fitness');
  });

  it('needs whole words for short stems', () => {
    expect(findTopicCategories(['article', 'party'])).toEqual([]);
  });
});

describe('createRandom', () => {
  it('repeats for a seed and differs between seeds', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, createRandom(seed).next);
    expect(draw(1)).toEqual(draw(1));
    expect(draw(1)).not.toEqual(draw(2));
    const random = createRandom(3);
    expect(random.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('composeCaptionSet', () => {
  const input: CaptionInput = { niche: 'vegan baking', mood: 'casual', language: 'en', imageData: null };

  it('puts what the user typed in verbatim, never reading it as a slot or a pattern', () => {
    const result = composeCaptionSet({ ...input, niche: '$& {topic} baking' }, { seed: 9 });
    expect(result.captions.some((caption) => caption.includes('$& {topic} baking'))).toBe(true);
  });

  it('quotes the first clause of a long topic', () => {
    const topic =
      'Our first gluten-free chocolate cake, which took eleven attempts and a lot of patience to get right. Then we celebrated.';
    const result = composeCaptionSet({ ...input, topic }, { seed: 4 });
    expect(result.captions.some((caption) => caption.includes('Our first gluten-free chocolate cake.'))).toBe(true);
    expect(result.captions.join(' ')).not.toContain('Then we celebrated');
  });

  it('reports each caption as it is composed', () => {
    const seen: number[] = [];
    composeCaptionSet(input, { seed: 1, onCaption: (_, index) => seen.push(index) });
    expect(seen).toEqual([0, 1, 2, 3, 4]);
  });

  it('refuses a language pack that is still a scaffold', () => {
    const packs = { ...LANGUAGE_PACKS, en: emptyLanguagePack('en') };
    expect(() => composeCaptionSet(input, { seed: 1, packs })).toThrow(/no casual texts/);
  });
});
