import { describe, expect, it } from 'vitest';
import {
  captionBudget,
  composePost,
  countCharactersAs,
  countGraphemes,
  countXWeighted,
  measurePost,
  offsetWithin,
} from './platform-length';
import { PLATFORMS, PLATFORM_IDS, findPlatform } from './platforms';

/** Lengths as each platform counts them (issue 11), in several scripts. */
describe('countXWeighted (twitter-text config v3, standard account)', () => {
  it('weighs Latin, Cyrillic, Arabic and Devanagari letters 1 a code point', () => {
    expect(countXWeighted('Hello, world')).toBe(12);
    expect(countXWeighted('Привет, мир')).toBe(11);
    expect(countXWeighted('مرحبا بالعالم')).toBe(13);
    // Devanagari is U+0900–U+097F, inside the light range; a conjunct is several code points.
    expect(countXWeighted('नमस्ते')).toBe([...'नमस्ते'].length);
    expect([...'नमस्ते'].length).toBe(6);
  });

  it('weighs CJK, kana and Hangul 2 a character', () => {
    expect(countXWeighted('你好世界')).toBe(8);
    expect(countXWeighted('こんにちは')).toBe(10);
    expect(countXWeighted('안녕하세요')).toBe(10);
    expect(countXWeighted('Hi 你好')).toBe(3 + 4);
  });

  it('weighs the light punctuation ranges 1 and what lies between them 2', () => {
    expect(countXWeighted('\u2014')).toBe(1); // em dash, U+2010–U+201F
    expect(countXWeighted('\u201C\u201D')).toBe(2); // curly quotes
    expect(countXWeighted('\u2026')).toBe(2); // the ellipsis U+2026 is outside every light range
    expect(countXWeighted('\u2032')).toBe(1); // prime
    expect(countXWeighted('\u2030')).toBe(2); // per mille
  });

  it('weighs each emoji sequence 2, however many code points it takes', () => {
    expect(countXWeighted('☕')).toBe(2);
    expect(countXWeighted('🎉')).toBe(2);
    expect(countXWeighted('👍🏽')).toBe(2);
    expect(countXWeighted('👩‍👩‍👧‍👦')).toBe(2);
    expect(countXWeighted('🇮🇳')).toBe(2);
    expect(countXWeighted('1️⃣')).toBe(2);
    expect(countXWeighted('Coffee ☕☕')).toBe(7 + 4);
  });

  it('weighs each URL 23, bare host names included, without the full stop after it', () => {
    expect(countXWeighted('https://example.com/a/very/long/path?with=query')).toBe(23);
    expect(countXWeighted('Visit beanhouse.com.')).toBe(6 + 23 + 1);
    expect(countXWeighted('a.co')).toBe(23);
    expect(countXWeighted('Go to shop.example.co.uk/sale!')).toBe(6 + 23 + 1);
    expect(countXWeighted('e.g. this')).toBe(9);
  });

  it('normalises to NFC first: a decomposed é counts once', () => {
    expect(countXWeighted('cafe\u0301')).toBe(4);
    expect(countXWeighted('café')).toBe(4);
  });
});

describe('countGraphemes', () => {
  it('counts what a person sees as one character', () => {
    expect(countGraphemes('👍🏽')).toBe(1);
    expect(countGraphemes('🇮🇳')).toBe(1);
    expect(countGraphemes('cafe\u0301')).toBe(4);
    expect(countGraphemes('你好')).toBe(2);
    expect(countGraphemes('Привет')).toBe(6);
    expect(countGraphemes('مرحبا')).toBe(5);
    // Devanagari: न, म, स्ते (a conjunct with its vowel sign is one cluster in ICU's rules).
    expect(countGraphemes('नमस्ते')).toBeLessThan([...'नमस्ते'].length);
  });
});

describe('posts on a platform', () => {
  it('puts the hashtags after a blank line where the platform counts them in the caption', () => {
    expect(composePost('Good morning', ['coffee', 'latte'], PLATFORMS.x)).toBe('Good morning\n\n#coffee #latte');
    expect(composePost('Good morning', [], PLATFORMS.x)).toBe('Good morning');
    expect(composePost('Good morning', ['coffee'], undefined)).toBe('Good morning');
    expect(measurePost('Good morning', ['coffee', 'latte'], PLATFORMS.x)).toBe(12 + 2 + 14);
    expect(measurePost('你好', ['咖啡'], PLATFORMS.x)).toBe(4 + 2 + 1 + 4);
    expect(measurePost('你好', ['咖啡'], PLATFORMS.instagram)).toBe(2 + 2 + 3);
  });

  it('leaves the caption the limit minus what its hashtags take', () => {
    const tags = ['coffee', 'latte'];
    const budget = captionBudget(tags, PLATFORMS.x);
    expect(budget).toBe(280 - 16);
    expect(measurePost('a'.repeat(budget), tags, PLATFORMS.x)).toBe(280);
  });

  it('cuts at the last whole piece that fits the budget', () => {
    expect(offsetWithin('Hello world', 5, 'graphemes')).toBe(5);
    expect(offsetWithin('你好世界', 5, 'x-weighted')).toBe(2);
    expect(offsetWithin('ab 👍🏽 cd', 4, 'x-weighted')).toBe(3);
    expect(offsetWithin('ab 👍🏽 cd', 5, 'x-weighted')).toBe(3 + '👍🏽'.length);
    expect(offsetWithin('see beanhouse.com now', 20, 'x-weighted')).toBe(4);
    expect(offsetWithin('short', 100, 'graphemes')).toBe(5);
  });

  it('counts by the table: X weighted, the others in graphemes', () => {
    for (const id of PLATFORM_IDS) {
      const platform = findPlatform(id)!;
      expect(platform.id).toBe(id);
      expect(countCharactersAs('你好 ☕', platform.counting)).toBe(id === 'x' ? 7 : 4);
      expect(platform.hashtagCount).toBeLessThanOrEqual(platform.hashtagMax);
      if (platform.foldAt !== undefined) expect(platform.foldAt).toBeLessThan(platform.captionLimit);
    }
    expect(findPlatform('myspace')).toBeUndefined();
    expect(PLATFORMS.instagram).toMatchObject({ captionLimit: 2200, foldAt: 125, hashtagCount: 5, hashtagMax: 5 });
    expect(PLATFORMS.x).toMatchObject({ captionLimit: 280, counting: 'x-weighted' });
    expect(PLATFORMS.threads.captionLimit).toBe(500);
    expect(PLATFORMS.linkedin.captionLimit).toBe(3000);
  });
});
