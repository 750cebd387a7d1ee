import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '../../../shared/languages';
import { isUsefulHashtag, slugifyHashtag } from './hashtag-slug';
import { extractKeywords, isHashtagKeyword } from './keywords';
import { LANGUAGE_PACKS } from './language-packs';
import { createRandom, spreadSubsets } from './random';
import { categoryHashtags, matchesTopicWord, MAX_STEM_ENDING, TOPIC_CATEGORIES } from './topic-lexicon';
import { findPostCategories } from './post-subjects';
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
    // Arabic and Urdu tags join words with "_".
    expect(slugifyHashtag('مخبز السنابل')).toBe('مخبز_السنابل');
    expect(slugifyHashtag('کپڑوں کی دکان')).toBe('کپڑوں_کی_دکان');
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

describe('findPostCategories (the subjects of a post, from the topic lexicon)', () => {
  const categoryOf = (niche: string, language: LanguageCode = 'en') => {
    const stopwords = new Set([...LANGUAGE_PACKS[language].stopwords, ...LANGUAGE_PACKS.en.stopwords]);
    return findPostCategories(niche, undefined, language, stopwords)[0]?.name;
  };

  it.each([
    ['vegan baking', 'bakery'],
    ['home cooking', 'food'],
    ['মিষ্টির দোকান', 'sweets'],
    ['home fitness', 'fitness'],
    ['math teacher', 'education'],
    ['wedding photographer', 'wedding'],
    ['travel photography', 'travel'],
    ['Dr. Smith Dental Clinic', 'health'],
    ['B2B SaaS marketing', 'business'],
    ['singer songwriter', 'music'],
    ['book reviews for busy readers', 'books'],
    ['dog grooming', 'pets'],
    ['indie game streamer', 'gaming'],
    ['Marathon running', 'fitness'],
    ['sourdough bakery', 'bakery'],
    ['Paws & Suds dog grooming', 'pets'],
    ['prof de yoga', 'yoga'],
    ['dance teacher', 'dance'],
    ['গায়ক', 'music'],
    ['동네 꽃집', 'nature'],
    ['宠物美容店', 'pets'],
    ['డాన్స్ టీచర్', 'dance'],
    ['Peluquería Estilo', 'beauty'],
    ['Librairie Les Mots Doux', 'books'],
    ['మొబైల్ రిపేర్ షాప్', 'repair'],
    ['শাড়ির দোকান', 'textiles'],
    ['ਕੱਪੜਿਆਂ ਦੀ ਦੁਕਾਨ', 'fashion'],
    // A car's mechanic and maintenance are the auto subject, not a phone repair.
    ['car mechanic', 'auto'],
    ['自動車整備工場', 'auto'],
    ['phone repair', 'repair'],
    ['முருகன் டிபன் சென்டர்', 'food'],
    // "salsa" is a sauce as often as a dance.
    ['salsa de habanero', undefined],
  ])('reads "%s" as %s', (niche, category) => {
    expect(categoryOf(niche)).toBe(category);
  });

  it.each([
    ['single parents', 'family'],
    ['ready meals', 'food'],
    ['chatbot consulting', 'business'],
    ['chess tournament', undefined],
    ['article writing', 'books'],
    ['party planning', 'events'],
    ['readymade solutions', undefined],
    ['petrol prices', undefined],
    ['hundert Ideen', undefined],
  ])('does not take a word for another that merely starts the same: "%s" → %s', (niche, category) => {
    // single ≠ sing (music), ready ≠ read (books), chatbot ≠ chat (pets), tournament ≠ tour (travel),
    // article ≠ art, party ≠ art, petrol ≠ pet, hundert ≠ Hund.
    expect(categoryOf(niche)).toBe(category);
  });

  it.each([
    ['es', 'farmacia de barrio', 'health'],
    ['es', 'recetas veganas', 'food'],
    ['es', 'fitness en casa', 'fitness'],
    ['fr', 'voyages en famille', 'travel'],
    ['de', 'Hochzeit am See', 'wedding'],
    ['de', 'Hausmannskost', 'food'],
    ['it', 'cucina casalinga', 'food'],
    ['pt', 'comida caseira', 'food'],
    ['ru', 'путешествия по России', 'travel'],
    ['hi', 'देसी खाना', 'food'],
    ['hi', 'घर पर फिटनेस', 'fitness'],
    ['te', 'ఇంటి వంటలు', 'food'],
    ['ta', 'வீட்டு சமையல்', 'food'],
    ['kn', 'ಮನೆ ಅಡುಗೆ', 'food'],
    ['ml', 'വീട്ടിലെ പാചകം', 'food'],
    ['gu', 'ગુજરાતી ભોજન', 'food'],
    ['pa', 'ਪੰਜਾਬੀ ਖਾਣਾ', 'food'],
    ['or', 'ଓଡ଼ିଆ ରୋଷେଇ', 'food'],
    ['as', 'অসমীয়া ৰন্ধন', 'food'],
    ['ur', 'پاکستانی کھانا', 'food'],
    ['ar', 'اللياقة البدنية', 'fitness'],
    ['ar', 'الطبخ المنزلي', 'food'],
    ['ja', '筋トレ', 'fitness'],
    ['ja', '新しいカフェ巡り', 'coffee'],
    ['ko', '홈트레이닝 운동', 'fitness'],
    ['zh', '家常菜', 'food'],
  ] as const)('knows %s words: "%s" → %s', (language, niche, category) => {
    expect(categoryOf(niche, language)).toBe(category);
  });

  it('matches a stem only when an ending, not a second word, follows it', () => {
    expect(matchesTopicWord('recetas', 'recet*')).toBe(true);
    expect(matchesTopicWord('путешествия', 'путешеств*')).toBe(true);
    expect(matchesTopicWord('x'.repeat(MAX_STEM_ENDING).replace(/^/u, 'recet'), 'recet*')).toBe(true);
    expect(matchesTopicWord('x'.repeat(MAX_STEM_ENDING + 1).replace(/^/u, 'recet'), 'recet*')).toBe(false);
    // Latin words take their English inflections, short ones only a plural.
    expect(['baking', 'baker', 'bakery', 'bakes'].map((word) => matchesTopicWord(word, 'bake'))).toEqual([true, true, true, true]);
    expect(['cats', 'cater'].map((word) => matchesTopicWord(word, 'cat'))).toEqual([true, false]);
    // The Arabic article is set aside; an adjective is not its noun.
    expect(matchesTopicWord('اللياقة', 'لياقة')).toBe(true);
    expect(matchesTopicWord('البدنية', 'لياقة')).toBe(false);
  });

  it('gives most categories native tags in every language, and native words in each script', () => {
    const missing: string[] = [];
    for (const language of LANGUAGE_CODES.filter((code) => code !== 'en')) {
      const withNativeTags = TOPIC_CATEGORIES.filter((category) => (category.nativeHashtags[language] ?? []).length > 0);
      if (withNativeTags.length < 10) missing.push(`${language}: native tags in ${withNativeTags.length} categories`);
    }
    expect(missing).toEqual([]);
    const tags = TOPIC_CATEGORIES.flatMap((category) => [...category.hashtags, ...Object.values(category.nativeHashtags).flat()]);
    expect(tags.filter((tag) => !/^[\p{L}\p{M}\p{N}_]+$/u.test(tag) || slugifyHashtag(tag) !== tag)).toEqual([]);
  });

  it('puts native tags first for the output language, then the global ones', () => {
    const food = TOPIC_CATEGORIES.find((category) => category.name === 'food');
    expect(food && categoryHashtags(food, 'es').slice(0, 3)).toEqual(['recetas', 'foodie', 'comidacasera']);
    expect(food && categoryHashtags(food, 'en')[0]).toBe('foodie');
  });
});

describe('spreadSubsets', () => {
  it('gives sets of five that pairwise share at most two items, enough of them to draw from', () => {
    const sets = spreadSubsets(16, 5, 2);
    expect(sets.length).toBeGreaterThanOrEqual(30);
    const tooClose = sets.flatMap((set, index) =>
      sets.slice(index + 1).filter((other) => other.filter((item) => set.includes(item)).length > 2),
    );
    expect(tooClose).toEqual([]);
    expect(sets.every((set) => set.length === 5 && new Set(set).size === 5 && set.every((item) => item >= 0 && item < 16))).toBe(true);
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
