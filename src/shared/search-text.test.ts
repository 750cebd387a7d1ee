import { describe, expect, it } from 'vitest';
import { findMatches, foldForSearch, searchableText, searchWords } from './search-text';

function highlighted(source: string, query: string): string[] {
  return findMatches(source, searchWords(query)).map((range) => source.slice(range.start, range.end));
}

describe('foldForSearch', () => {
  it('removes case and the accents of Latin letters, and unifies letters without a decomposition', () => {
    expect(foldForSearch('Café ÉCOLE naïve')).toBe('cafe ecole naive');
    expect(foldForSearch('Straße Łódź Ærø')).toBe('strasse lodz aero');
    // Decomposed input (e + combining acute) folds like the composed one.
    expect(foldForSearch('Cafe\u0301')).toBe('cafe');
  });

  it('keeps what is a letter in other scripts: Indic vowel signs, Cyrillic й, Hangul, kana voicing', () => {
    expect(foldForSearch('नमस्ते दुनिया')).toBe('नमस्ते दुनिया');
    expect(foldForSearch('Привет ЙОГА')).toBe('привет йога');
    expect(foldForSearch('한국어')).toBe('한국어');
    expect(foldForSearch('ｶﾞｲﾄﾞ 東京')).toBe('ガイド 東京');
  });

  it('unifies width and compatibility forms, drops Arabic vowel marks and tatweel, and tidies spaces', () => {
    expect(foldForSearch('ＡＢＣ ﬁne')).toBe('abc fine');
    expect(foldForSearch('مَرْحَبًا  بـــك')).toBe('مرحبا بك');
    expect(foldForSearch('  a\n\tb  ')).toBe('a b');
  });
});

describe('searchWords', () => {
  it('folds the query and splits it on whitespace, once per word', () => {
    expect(searchWords('  Café  LAUNCH café ')).toEqual(['cafe', 'launch']);
    expect(searchWords('   ')).toEqual([]);
  });
});

describe('searchableText', () => {
  it('holds the caption, the hashtags, the niche and the topic on separate lines', () => {
    expect(searchableText({ caption: 'Crème brûlée', hashtags: ['Dessert', 'París'], niche: 'Pâtisserie', topic: null })).toBe(
      'creme brulee\ndessert paris\npatisserie\n',
    );
  });
});

describe('findMatches', () => {
  it('finds the source text of each folded match, accents and case as written', () => {
    expect(highlighted('Le Café de PARIS', 'cafe paris')).toEqual(['Café', 'PARIS']);
    expect(highlighted('Große Straße', 'strasse')).toEqual(['Straße']);
    expect(highlighted('Cafe\u0301 noir', 'CAFÉ')).toEqual(['Cafe\u0301']);
  });

  it('finds words inside unspaced scripts and keeps Indic letters whole', () => {
    expect(highlighted('東京タワーの夜景', 'タワー')).toEqual(['タワー']);
    expect(highlighted('आज दिल्ली में', 'दिल्ली')).toEqual(['दिल्ली']);
    expect(highlighted('مَرْحَبًا بكم', 'مرحبا')).toEqual(['مَرْحَبًا']);
  });

  it('merges overlapping matches and finds nothing for no words', () => {
    expect(findMatches('launching', ['launch', 'unching'])).toEqual([{ start: 0, end: 9 }]);
    expect(findMatches('anything', [])).toEqual([]);
  });
});
