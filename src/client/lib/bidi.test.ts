import { describe, expect, it } from 'vitest';
import { detectTextDirection, guessLanguageOfText, isolateForCopy, isolateHashtagsForCopy, splitIntoPieces } from './bidi';

describe('splitIntoPieces (issue 15)', () => {
  it('isolates an English niche, a web address and a number with its unit in Arabic text, leaving sentence punctuation outside', () => {
    const caption = 'السبب الرسمي: vegan bakery. زوروا example.com/shop وامشوا 5 km!';
    expect(splitIntoPieces(caption, 'rtl').filter((piece) => piece.isolated).map((piece) => piece.text)).toEqual([
      'vegan bakery',
      'example.com/shop',
      '5 km',
    ]);
    expect(splitIntoPieces(caption, 'rtl').map((piece) => piece.text).join('')).toBe(caption);
  });

  it('keeps Arabic-Indic digits with the right-to-left text and pieces within their line', () => {
    expect(splitIntoPieces('عرض ٣ أيام', 'rtl').some((piece) => piece.isolated)).toBe(false);
    expect(splitIntoPieces('vegan\nbakery', 'rtl').filter((piece) => piece.isolated).map((piece) => piece.text)).toEqual(['vegan', 'bakery']);
  });

  it('isolates right-to-left pieces in left-to-right text', () => {
    expect(splitIntoPieces('Fresh bread from مخبز الحي, daily.', 'ltr').filter((piece) => piece.isolated).map((piece) => piece.text)).toEqual([
      'مخبز الحي',
    ]);
  });
});

describe('isolateForCopy', () => {
  it('starts each right-to-left line with RLM and puts each left-to-right piece between LRI and PDI', () => {
    expect(isolateForCopy('vegan bakery: أفضل خبز\n\nزوروا example.com.', 'rtl')).toBe(
      '\u200F\u2066vegan bakery\u2069: أفضل خبز\n\n\u200Fزوروا \u2066example.com\u2069.',
    );
  });

  it('leaves a left-to-right caption without right-to-left pieces as it is', () => {
    expect(isolateForCopy('Fresh bread, 5 km away.', 'ltr')).toBe('Fresh bread, 5 km away.');
  });

  it('makes each hashtag its own isolate in a right-to-left post', () => {
    expect(isolateHashtagsForCopy('#vegan #وصفات', 'rtl')).toBe('\u200F\u2068#vegan\u2069 \u2068#وصفات\u2069');
    expect(isolateHashtagsForCopy('#vegan #bread', 'ltr')).toBe('#vegan #bread');
  });
});

describe('detectTextDirection and guessLanguageOfText (saved posts carry no language)', () => {
  it('reads the direction from most of the letters', () => {
    expect(detectTextDirection('vegan bakery: أفضل خبز في المدينة')).toBe('rtl');
    expect(detectTextDirection('Fresh bread from مخبز')).toBe('ltr');
    expect(detectTextDirection('🎉 123')).toBe('ltr');
  });

  it('names the language only where the script names one', () => {
    expect(guessLanguageOfText('أفضل خبز في المدينة')).toBe('ar');
    expect(guessLanguageOfText('تازہ ترین خبر، مزے کا ہر ریکارڈ ٹوٹ گیا ہے۔')).toBe('ur');
    expect(guessLanguageOfText('今日は新しいパンを焼きました')).toBe('ja');
    expect(guessLanguageOfText('오늘의 빵')).toBe('ko');
    expect(guessLanguageOfText('今天的面包')).toBe('zh');
    expect(guessLanguageOfText('आज की ताज़ा रोटी')).toBeUndefined();
    expect(guessLanguageOfText('Fresh bread')).toBeUndefined();
  });
});
