import { describe, expect, it } from 'vitest';
import { GENERATED_CAPTION_MAX_CHARS } from '../../shared/limits';
import type { CaptionInput, CaptionResult } from './engine';
import {
  classifyLength,
  findFactRuleProblems,
  findOutputProblems,
  FOREIGN_WORD_MAX_COUNTED,
  measureLengthForClass,
  mentionsNicheIn,
  normaliseCaptionResult,
} from './output-rules';

const SHORT_1 = 'Vegan baking is my favourite way to spend a slow Sunday afternoon at home with friends.';
const SHORT_2 =
  'Fresh from the oven: our vegan baking experiment of the week, and it turned out much better than we expected.';
const MEDIUM_1 =
  'We tested three vegan baking recipes this week and learned a lot along the way. The banana bread was soft and rich, ' +
  'the cookies spread a little too much, and the brownies disappeared in minutes.';
const MEDIUM_2 =
  'People often ask how vegan baking can taste this good without eggs or butter. The secret is simple: good ingredients, ' +
  'patience, and a few clever swaps that anyone can learn at home.';
const LONG =
  'When I started vegan baking, almost everything I made came out flat, dry or strangely heavy, and I nearly gave up ' +
  'more than once. Then I began writing down every change I made, one small experiment at a time. Slowly the cakes rose, ' +
  'the cookies held their shape and the bread finally had that soft crumb I wanted. Find every recipe at greenoven.com today.';

const INPUT: Pick<CaptionInput, 'niche' | 'topic' | 'website' | 'language'> = {
  niche: 'vegan baking',
  website: 'https://www.greenoven.com',
  language: 'en',
};
const TAGS = ['veganbaking', 'vegan', 'baking', 'plantbased', 'foodie', 'homemade', 'recipes', 'greenoven', 'dessert'];

function validResult(): CaptionResult {
  return { captions: [SHORT_1, MEDIUM_1, LONG, SHORT_2, MEDIUM_2], hashtags: [...TAGS] };
}

describe('measureLengthForClass', () => {
  it('counts a word in another script inside Japanese or Chinese as at most ten characters', () => {
    const niche = 'sustainablefashionvintagethriftfinds2024';
    expect(measureLengthForClass(`のんびりした日曜日、「${niche}」タイム。`, 'ja')).toBe(16 + FOREIGN_WORD_MAX_COUNTED);
    expect(measureLengthForClass(`悠闲的周日，“${niche}”。`, 'zh')).toBe(9 + FOREIGN_WORD_MAX_COUNTED);
    // Kana is another script for Chinese, not for Japanese; short words count as they stand.
    expect(measureLengthForClass('アアアアアアアアアアアア和iPhone', 'zh')).toBe(FOREIGN_WORD_MAX_COUNTED + 1 + 6);
    expect(measureLengthForClass('アアアアアアアアアアアア和iPhone', 'ja')).toBe(12 + 1 + 6);
    expect(measureLengthForClass(`a ${niche} b`, 'en')).toBe(3);
  });
});

describe('normaliseCaptionResult', () => {
  it("trims captions, strips '#', removes spaces and drops empty and repeated tags", () => {
    const normalised = normaliseCaptionResult({
      captions: [`  ${SHORT_1}\n`, SHORT_2],
      hashtags: ['#veganbaking', '##Vegan', ' plant based ', '', '#', 'VeganBaking', 'vegan', 'foodie'],
    });
    expect(normalised.captions).toEqual([SHORT_1, SHORT_2]);
    expect(normalised.hashtags).toEqual(['veganbaking', 'vegan', 'plantbased', 'foodie']);
  });

  it('keeps only the letters, marks, digits and underscores that platforms link', () => {
    const normalised = normaliseCaptionResult({
      captions: [],
      hashtags: ['#self-care', "don't", 'café!', 'a.b', 'Bien-être', 'योग_अभ्यास', 'நன்றி', 'кофе-брейк', 'ラテアート。'],
    });
    expect(normalised.hashtags).toEqual(['selfcare', 'dont', 'café', 'ab', 'bienêtre', 'योग_अभ्यास', 'நன்றி', 'кофебрейк', 'ラテアート']);
  });

  it('drops tags that punctuation alone made, digits alone, or that become a repeat', () => {
    const normalised = normaliseCaptionResult({ captions: [], hashtags: ['!!!', '2025', '#-', 'self-care', 'selfcare', 'Self_Care', 'self_care'] });
    expect(normalised.hashtags).toEqual(['selfcare', 'self_care']);
  });

  it('keeps the notice when there is one', () => {
    expect(normaliseCaptionResult({ captions: [], hashtags: [], notice: 'No photo' }).notice).toBe('No photo');
  });
});

describe('findOutputProblems', () => {
  it('counts hashtags after normalising them, so tags that collapse into one leave too few', () => {
    const tags = ['vegan-baking', 'veganbaking', 'vegan', 'baking', 'plantbased', 'foodie', 'homemade', 'recipes'];
    const result = normaliseCaptionResult({ ...validResult(), hashtags: tags });
    expect(findOutputProblems(result, INPUT)).toContain('There must be 8 to 15 hashtags; there are 7.');
  });

  it('passes a set that follows every rule', () => {
    expect(findOutputProblems(validResult(), INPUT)).toEqual([]);
  });

  it('asks for exactly five captions', () => {
    const result = validResult();
    result.captions.pop();
    expect(findOutputProblems(result, INPUT)).toContainEqual(expect.stringContaining('exactly 5 captions'));
  });

  it('finds repeated captions, ignoring case', () => {
    const result = validResult();
    result.captions[3] = SHORT_1.toUpperCase();
    expect(findOutputProblems(result, INPUT)).toContainEqual(expect.stringContaining('Caption 4 repeats caption 1'));
  });

  it('finds an empty caption', () => {
    const result = validResult();
    result.captions[0] = '  ';
    expect(findOutputProblems(result, INPUT)).toContainEqual('Caption 1 is empty.');
  });

  it('finds a caption in the wrong language and names the language to use', () => {
    const result = validResult();
    result.captions[0] =
      'La repostería vegana es mi forma favorita de pasar una tarde tranquila de domingo en casa con amigos.';
    const problems = findOutputProblems(result, INPUT);
    expect(problems).toContainEqual(expect.stringMatching(/^Caption 1 is not English: .*write it in English\.$/));
  });

  it('checks the length mix: two short, two medium, one long', () => {
    const result = validResult();
    result.captions[2] = MEDIUM_1.replace('this week', 'last week');
    expect(findOutputProblems(result, INPUT)).toContainEqual(
      expect.stringContaining('these are 2 short, 3 medium and 0 long'),
    );
  });

  it('finds a caption outside every length class', () => {
    const result = validResult();
    result.captions[0] = 'Vegan baking, at last.';
    expect(findOutputProblems(result, INPUT)).toContainEqual(expect.stringContaining('Caption 1 has 4 words'));
  });

  it(`finds a caption over ${GENERATED_CAPTION_MAX_CHARS} characters`, () => {
    const result = validResult();
    result.captions[2] = `${LONG} ${'🍰'.repeat(GENERATED_CAPTION_MAX_CHARS)}`;
    expect(findOutputProblems(result, INPUT)).toContainEqual(expect.stringContaining(`the most allowed is ${GENERATED_CAPTION_MAX_CHARS}`));
  });

  it('needs the niche, or a word of it, in at least one caption', () => {
    const result = validResult();
    expect(findOutputProblems(result, { ...INPUT, niche: 'plant-based desserts' })).toContainEqual(
      expect.stringContaining('No caption mentions the niche'),
    );
    expect(findOutputProblems(result, { ...INPUT, niche: 'Baking for beginners' })).toEqual([]);
  });

  it('finds the niche as a word, not inside another word', () => {
    const result = validResult();
    // "ai" occurs inside "again" and "certain" words, but no caption is about AI.
    result.captions[2] = LONG.replace('I nearly gave up', 'I said I would try again');
    expect(findOutputProblems(result, { ...INPUT, niche: 'AI' })).toContainEqual(
      expect.stringContaining('No caption mentions the niche "AI"'),
    );
    result.captions[2] = LONG.replace('I nearly gave up', 'AI tools nearly made me give up');
    expect(findOutputProblems(result, { ...INPUT, niche: 'AI' })).toEqual([]);
  });

  it('finds a Latin niche right after Chinese or Japanese letters, where no space is written', () => {
    expect(mentionsNicheIn('关于VeryLongNiche，这篇从头到尾都在聊这个。', 'VeryLongNiche', 'zh')).toBe(true);
    expect(mentionsNicheIn('今日はYogaについて話します。', 'Yoga', 'ja')).toBe(true);
    // A Latin letter before it is still inside another word.
    expect(mentionsNicheIn('xVeryLongNiche は好きです。', 'VeryLongNiche', 'ja')).toBe(false);
  });

  it('needs the website or its brand when one is given', () => {
    const result = validResult();
    expect(findOutputProblems(result, { ...INPUT, website: 'bakeshop.co.uk' })).toContainEqual(
      expect.stringContaining('No caption mentions the website bakeshop.co.uk'),
    );
    expect(findOutputProblems(result, { ...INPUT, website: undefined })).toEqual([]);
  });

  it('counts the hashtags: 8 to 15', () => {
    expect(findOutputProblems({ ...validResult(), hashtags: TAGS.slice(0, 7) }, INPUT)).toContainEqual(
      'There must be 8 to 15 hashtags; there are 7.',
    );
    const sixteen = Array.from({ length: 16 }, (_, index) => `tag${index}`);
    expect(findOutputProblems({ ...validResult(), hashtags: sixteen }, INPUT)).toContainEqual(
      'There must be 8 to 15 hashtags; there are 16.',
    );
  });

  it("finds tags with '#', spaces, or repeated ignoring case", () => {
    const problems = findOutputProblems({ ...validResult(), hashtags: [...TAGS.slice(0, 6), '#vegan', 'plant based', 'Vegan'] }, INPUT);
    expect(problems).toContainEqual(expect.stringContaining(`"#vegan" must be written without '#'`));
    expect(problems).toContainEqual(expect.stringContaining('"plant based" contains a space'));
    expect(problems).toContainEqual(expect.stringContaining('"Vegan" is listed twice'));
  });

  it('measures Japanese and Chinese in characters', () => {
    expect(classifyLength('ヴィーガンのお菓子作りは、静かな日曜日の午後を過ごす一番好きな方法です。', 'ja')).toBe('short');
    expect(classifyLength('ヴィーガンのお菓子作り。', 'ja')).toBeUndefined();
    expect(classifyLength(SHORT_1, 'en')).toBe('short');
    expect(classifyLength(LONG, 'en')).toBe('long');
  });

  it("accepts a Hindi set that quotes the user's English niche, and rejects an English one", () => {
    const hindiCaption = (extra: string) =>
      `आज की पोस्ट पूरी तरह "B2B SaaS marketing" के बारे में है, और ${extra} इसे अपने दोस्तों के साथ ज़रूर शेयर कीजिए।`;
    const result: CaptionResult = {
      captions: [
        hindiCaption('हमें उम्मीद है कि यह आपके काम आएगी।'),
        hindiCaption(`${'हर दिन हम कुछ नया सीखते हैं और आपके साथ बाँटते हैं। '.repeat(3)}`),
        hindiCaption(`${'यह सफ़र धीरे-धीरे आगे बढ़ता है और हर कदम मायने रखता है। '.repeat(6)}`),
        hindiCaption('अपनी राय कमेंट में लिखिए।'),
        hindiCaption(`${'अच्छी रणनीति समय बचाती है और नतीजे बेहतर बनाती है। '.repeat(3)}`),
      ],
      hashtags: ['b2bsaasmarketing', 'b2b', 'saas', 'marketing', 'बिज़नेस', 'मार्केटिंग', 'business', 'growth'],
    };
    const hindiInput = { niche: 'B2B SaaS marketing', language: 'hi' as const };
    expect(findOutputProblems(result, hindiInput)).toEqual([]);
    const english = { ...result, captions: [...result.captions] };
    english.captions[1] = `${MEDIUM_2.replace('vegan baking', 'B2B SaaS marketing')}`;
    expect(findOutputProblems(english, hindiInput)).toContainEqual(expect.stringContaining('Caption 2 is not Hindi'));
  });
});

describe('findFactRuleProblems', () => {
  it("checks the captions against the facts of the creator's niche and topic, in the request's language", () => {
    const result = validResult();
    expect(findFactRuleProblems(result, INPUT)).toEqual([]);
    expect(findFactRuleProblems(result, { ...INPUT, topic: 'Workshop on Saturday' })).toEqual([
      `Captions 1, 2, 3, 4 and 5 leave out the creator's "Saturday" (from "Workshop on Saturday"); keep it as the creator gave it in at least 4 of the 5 captions.`,
    ]);
    result.captions[0] = SHORT_1.replace('with friends', 'with 3 friends');
    expect(findFactRuleProblems(result, INPUT)).toEqual([
      `Caption 1 has "3", which the creator did not give; use no number, price, percentage, date or discount that is not in the creator's details.`,
    ]);
    expect(findFactRuleProblems(result, { ...INPUT, niche: '3 friends baking' })).toEqual([
      expect.stringContaining('leave out the creator\'s "3"'),
    ]);
  });

  it('is not part of findOutputProblems, which the offline engine checks', () => {
    const result = validResult();
    result.captions[0] = SHORT_1.replace('with friends', 'with 3 friends');
    expect(findOutputProblems(result, INPUT)).toEqual([]);
  });
});
