import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '../../../shared/languages';
import { parseNumber, toAsciiDigits } from './digits';
import { factAppearsIn, findFacts, findNumbersIn, type Fact } from './find-facts';

/** The facts without their positions, for readable expectations. */
function factsOf(text: string, language: LanguageCode): Array<Omit<Fact, 'index'>> {
  return findFacts(text, language).map(({ index: _index, ...fact }) => fact);
}

/** "2026" written in each offered script's own digits. */
const DIGITS_2026: Array<[string, string]> = [
  ['ASCII', '2026'],
  ['Devanagari (Hindi, Marathi)', '२०२६'],
  ['Bengali (Bengali, Assamese)', '২০২৬'],
  ['Gurmukhi (Punjabi)', '੨੦੨੬'],
  ['Gujarati', '૨૦૨૬'],
  ['Oriya (Odia)', '୨୦୨୬'],
  ['Tamil', '௨௦௨௬'],
  ['Telugu', '౨౦౨౬'],
  ['Kannada', '೨೦೨೬'],
  ['Malayalam', '൨൦൨൬'],
  ['Arabic-Indic (Arabic)', '٢٠٢٦'],
  ['Extended Arabic-Indic (Urdu)', '۲۰۲۶'],
  ['full-width', '２０２６'],
];

describe('digits', () => {
  it.each(DIGITS_2026)('reads %s digits by value', (_script, written) => {
    expect(toAsciiDigits(written)).toBe('2026');
    expect(parseNumber(written)).toBe(2026);
    expect(findNumbersIn(`Batch ${written} is here`, 'en')).toMatchObject([{ kind: 'number', value: 2026, text: written }]);
  });

  it('reads grouped and decimal numbers the usual ways', () => {
    expect(parseNumber('1,299')).toBe(1299);
    expect(parseNumber('1.299')).toBe(1299);
    expect(parseNumber('1,00,000')).toBe(100000);
    expect(parseNumber('१,००,०००')).toBe(100000);
    expect(parseNumber('1.299,50')).toBe(1299.5);
    expect(parseNumber('1,299.50')).toBe(1299.5);
    expect(parseNumber('12,50')).toBe(12.5);
    expect(parseNumber('3.5')).toBe(3.5);
    expect(parseNumber('١٢٫٥')).toBe(12.5);
    expect(parseNumber('1\u202F299')).toBe(1299);
    expect(parseNumber('abc')).toBeUndefined();
  });
});

describe('findFacts', () => {
  it('finds every kind of fact in an English offer', () => {
    expect(factsOf('Only 8 rooms left for Saturday! 20% off, ₹1,299 a night, check-in 2pm, 12 March 2026.', 'en')).toEqual([
      { kind: 'offer', offer: 'only', text: 'Only' },
      { kind: 'number', value: 8, inWords: false, text: '8' },
      { kind: 'weekday', weekday: 6, text: 'Saturday' },
      { kind: 'percentage', value: 20, text: '20% off' },
      { kind: 'price', value: 1299, currency: 'INR', text: '₹1,299' },
      { kind: 'time', hour: 14, minute: 0, text: '2pm' },
      { kind: 'date', day: 12, month: 3, year: 2026, text: '12 March 2026' },
    ]);
  });

  it('reads Hindi with Devanagari digits', () => {
    expect(factsOf('सिर्फ़ ८ कमरे बचे हैं, शनिवार को ३०% छूट, रु ४९९, 12 मार्च, शाम 7 बजे', 'hi')).toEqual([
      { kind: 'offer', offer: 'only', text: 'सिर्फ़'.normalize('NFC') },
      { kind: 'number', value: 8, inWords: false, text: '८' },
      { kind: 'weekday', weekday: 6, text: 'शनिवार' },
      { kind: 'percentage', value: 30, text: '३०%' },
      { kind: 'offer', offer: 'discount', text: 'छूट' },
      { kind: 'price', value: 499, currency: 'INR', text: 'रु ४९९' },
      { kind: 'date', day: 12, month: 3, text: '12 मार्च' },
      { kind: 'time', hour: 7, minute: 0, text: '7 बजे' },
    ]);
  });

  it('gives where each fact starts in the text', () => {
    const text = 'Doors open 7 pm, Saturday only';
    for (const fact of findFacts(text, 'en')) expect(text.slice(fact.index, fact.index + fact.text.length)).toBe(fact.text);
  });

  it('reads Arabic with Arabic-Indic digits, the ٪ sign and ﷼', () => {
    expect(factsOf('خصم ٣٠٪ يوم السبت فقط، السعر ٤٩٩ ﷼، ١٢ مارس', 'ar')).toEqual([
      { kind: 'offer', offer: 'discount', text: 'خصم' },
      { kind: 'percentage', value: 30, text: '٣٠٪' },
      { kind: 'weekday', weekday: 6, text: 'السبت' },
      { kind: 'offer', offer: 'only', text: 'فقط' },
      { kind: 'price', value: 499, currency: 'RIAL', text: '٤٩٩ ﷼' },
      { kind: 'date', day: 12, month: 3, text: '١٢ مارس' },
    ]);
  });

  it('reads Urdu with Extended Arabic-Indic digits', () => {
    expect(factsOf('صرف ۸ کمرے، جمعہ کو ۲۰٪ رعایت', 'ur')).toEqual([
      { kind: 'offer', offer: 'only', text: 'صرف' },
      { kind: 'number', value: 8, inWords: false, text: '۸' },
      { kind: 'weekday', weekday: 5, text: 'جمعہ' },
      { kind: 'percentage', value: 20, text: '۲۰٪' },
      { kind: 'offer', offer: 'discount', text: 'رعایت' },
    ]);
  });

  it('reads Bengali, Gurmukhi, Gujarati, Odia, Tamil, Telugu, Kannada and Malayalam digits with their weekdays and offers', () => {
    expect(factsOf('শনিবার ৩০% ছাড়', 'bn')).toMatchObject([{ kind: 'weekday', weekday: 6 }, { kind: 'percentage', value: 30 }, { kind: 'offer', offer: 'discount' }]);
    expect(factsOf('শনিবাৰ ৩০% ৰেহাই', 'as')).toMatchObject([{ kind: 'weekday', weekday: 6 }, { kind: 'percentage', value: 30 }, { kind: 'offer', offer: 'discount' }]);
    expect(factsOf('ਸ਼ਨੀਵਾਰ ੩੦% ਛੋਟ', 'pa')).toMatchObject([{ kind: 'weekday', weekday: 6 }, { kind: 'percentage', value: 30 }, { kind: 'offer', offer: 'discount' }]);
    expect(factsOf('શનિવારે ૩૦% ડિસ્કાઉન્ટ', 'gu')).toMatchObject([{ kind: 'percentage', value: 30 }, { kind: 'offer', offer: 'discount' }]);
    expect(factsOf('ଶନିବାର ୩୦% ରିହାତି', 'or')).toMatchObject([{ kind: 'weekday', weekday: 6 }, { kind: 'percentage', value: 30 }, { kind: 'offer', offer: 'discount' }]);
    expect(factsOf('சனிக்கிழமை ௩௦% தள்ளுபடி', 'ta')).toMatchObject([{ kind: 'weekday', weekday: 6 }, { kind: 'percentage', value: 30 }, { kind: 'offer', offer: 'discount' }]);
    expect(factsOf('శనివారం ౩౦% తగ్గింపు', 'te')).toMatchObject([{ kind: 'weekday', weekday: 6 }, { kind: 'percentage', value: 30 }, { kind: 'offer', offer: 'discount' }]);
    expect(factsOf('ಶನಿವಾರ ೩೦% ರಿಯಾಯಿತಿ', 'kn')).toMatchObject([{ kind: 'weekday', weekday: 6 }, { kind: 'percentage', value: 30 }, { kind: 'offer', offer: 'discount' }]);
    // Malayalam weekday names are found with or without the zero-width non-joiner CLDR writes.
    expect(factsOf('ശനിയാഴ്ച ൩൦% കിഴിവ്', 'ml')).toMatchObject([{ kind: 'weekday', weekday: 6 }, { kind: 'percentage', value: 30 }, { kind: 'offer', offer: 'discount' }]);
    expect(factsOf('ശനിയാഴ്\u200Cച', 'ml')).toMatchObject([{ kind: 'weekday', weekday: 6 }]);
  });

  it('reads Japanese, Korean and Chinese dates, times, prices and full-width digits', () => {
    expect(factsOf('土曜日限定、２０％割引、3月12日午後3時', 'ja')).toMatchObject([
      { kind: 'weekday', weekday: 6 },
      { kind: 'offer', offer: 'limited' },
      { kind: 'percentage', value: 20, text: '２０％' },
      { kind: 'offer', offer: 'discount' },
      { kind: 'date', month: 3, day: 12 },
      { kind: 'time', hour: 15, minute: 0 },
    ]);
    expect(factsOf('토요일 한정 20% 할인, 5000원, 3월 12일 오후 3시', 'ko')).toMatchObject([
      { kind: 'weekday', weekday: 6 },
      { kind: 'offer', offer: 'limited' },
      { kind: 'percentage', value: 20 },
      { kind: 'offer', offer: 'discount' },
      { kind: 'price', value: 5000, currency: 'KRW' },
      { kind: 'date', month: 3, day: 12 },
      { kind: 'time', hour: 15, minute: 0 },
    ]);
    expect(factsOf('仅剩８间，周六特价，¥199，3月12日 下午3点', 'zh')).toMatchObject([
      { kind: 'offer', offer: 'only' },
      { kind: 'number', value: 8 },
      { kind: 'weekday', weekday: 6 },
      { kind: 'offer', offer: 'offer' },
      { kind: 'price', value: 199, currency: 'YEN_YUAN' },
      { kind: 'date', month: 3, day: 12 },
      { kind: 'time', hour: 15, minute: 0 },
    ]);
  });

  it('reads Russian case endings and European number formats', () => {
    expect(factsOf('Скидку 20% дарим только в субботу, 12 марта, 499 ₽, в 19:00', 'ru')).toEqual([
      { kind: 'offer', offer: 'discount', text: 'Скидку' },
      { kind: 'percentage', value: 20, text: '20%' },
      { kind: 'offer', offer: 'only', text: 'только' },
      { kind: 'weekday', weekday: 6, text: 'субботу' },
      { kind: 'date', day: 12, month: 3, text: '12 марта' },
      { kind: 'price', value: 499, currency: 'RUB', text: '499 ₽' },
      { kind: 'time', hour: 19, minute: 0, text: '19:00' },
    ]);
    expect(factsOf('Nur am Samstag: 20 % Rabatt, 12,50 €, 18 Uhr, 12.03.2026', 'de')).toMatchObject([
      { kind: 'offer', offer: 'only' },
      { kind: 'weekday', weekday: 6 },
      { kind: 'percentage', value: 20 },
      { kind: 'offer', offer: 'discount' },
      { kind: 'price', value: 12.5, currency: 'EUR' },
      { kind: 'time', hour: 18, minute: 0 },
      { kind: 'date', day: 12, month: 3, year: 2026 },
    ]);
  });

  it.each([
    ['₹499', 'INR'],
    ['Rs. 499', 'INR'],
    ['$499', 'DOLLAR'],
    ['499 USD', 'DOLLAR'],
    ['€499', 'EUR'],
    ['£499', 'GBP'],
    ['¥499', 'YEN_YUAN'],
    ['৳499', 'BDT'],
    ['499 ﷼', 'RIAL'],
    ['499 टाका', undefined],
  ])('reads the price %s', (written, currency) => {
    const found = findFacts(`Now ${written} only`, 'en').find((fact) => fact.kind === 'price');
    if (currency) expect(found).toMatchObject({ kind: 'price', value: 499, currency });
    else expect(found).toBeUndefined();
  });

  it('reads percentages with signs, words and the sign first', () => {
    expect(factsOf('20 percent, ten percent, 15 por ciento, %25', 'en').filter((fact) => fact.kind === 'percentage')).toMatchObject([
      { value: 20 },
      { value: 10 },
      { value: 15 },
      { value: 25 },
    ]);
  });

  it('reads numeric dates, day first unless only month first makes a date', () => {
    expect(factsOf('12/03/2026, 2026-03-12, 12/25, 24/7', 'en')).toMatchObject([
      { kind: 'date', day: 12, month: 3, year: 2026 },
      { kind: 'date', day: 12, month: 3, year: 2026 },
      { kind: 'date', day: 25, month: 12 },
      { kind: 'date', day: 24, month: 7 },
    ]);
    expect(factsOf('March 12th and the 5th of May', 'en')).toMatchObject([
      { kind: 'date', day: 12, month: 3 },
      { kind: 'date', day: 5, month: 5 },
    ]);
  });

  it('reads weekdays in every language from their own names', () => {
    for (const language of LANGUAGE_CODES) {
      const saturday = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 13)));
      expect(findFacts(`${saturday} `, language), `${language}: ${saturday}`).toMatchObject([{ kind: 'weekday', weekday: 6 }]);
    }
  });

  it('reads number words where counts are written in words', () => {
    expect(factsOf('only eight rooms', 'en')).toMatchObject([{ kind: 'offer' }, { kind: 'number', value: 8, inWords: true }]);
    expect(factsOf('सिर्फ़ आठ कमरे', 'hi')).toMatchObject([{ kind: 'offer' }, { kind: 'number', value: 8, inWords: true }]);
    expect(factsOf('solo ocho habitaciones', 'es')).toMatchObject([{ kind: 'offer' }, { kind: 'number', value: 8, inWords: true }]);
    // "one" is an article or a pronoun far more often than a count.
    expect(factsOf('one of our favourites', 'en')).toEqual([]);
  });

  it('finds offer words in the 23 languages', () => {
    const discounts: Record<LanguageCode, string> = {
      en: 'a discount', hi: 'छूट', bn: 'ছাড়', te: 'తగ్గింపు', mr: 'सवलत', ta: 'தள்ளுபடி', gu: 'છૂટ', kn: 'ರಿಯಾಯಿತಿ', ml: 'കിഴിവ്',
      pa: 'ਛੋਟ', or: 'ରିହାତି', as: 'ৰেহাই', ur: 'رعایت', es: 'descuento', fr: 'réduction', de: 'Rabatt', it: 'sconto', pt: 'desconto',
      ja: '割引', ko: '할인', zh: '折扣', ar: 'خصم', ru: 'скидка',
    };
    for (const language of LANGUAGE_CODES) {
      expect(findFacts(discounts[language], language), language).toMatchObject([{ kind: 'offer', offer: 'discount' }]);
    }
  });

  it('reads no facts in names, addresses, hashtags, keycaps or properties', () => {
    expect(factsOf('Studio54 and B2B at shop24.com #sale50 @cafe7 1️⃣ gluten-free free-range', 'en')).toEqual([]);
    // "offer" alone is mostly the verb; "special offer" is the offer.
    expect(factsOf('We offer yoga classes, and a special offer for members', 'en')).toEqual([{ kind: 'offer', offer: 'offer', text: 'special offer' }]);
  });
});

describe('factAppearsIn', () => {
  const [eight, saturday, percent, price] = findFacts('Only 8 rooms on Saturday: 30% off at ₹499', 'en').filter((fact) => fact.kind !== 'offer');

  it('compares numbers by value across scripts and forms', () => {
    expect(factAppearsIn(eight, 'सिर्फ़ ८ कमरे', 'hi')).toBe(true);
    expect(factAppearsIn(eight, 'just eight rooms', 'en')).toBe(true);
    expect(factAppearsIn(eight, 'a few rooms', 'en')).toBe(false);
    expect(factAppearsIn(percent, '٣٠٪ خصم', 'ar')).toBe(true);
    expect(factAppearsIn(percent, '30 rooms', 'en')).toBe(false);
    expect(factAppearsIn(price, '४९९ रुपये में', 'hi')).toBe(true);
    expect(factAppearsIn(price, 'for 499', 'en')).toBe(true);
  });

  it('finds a weekday in the caption language or as the creator typed it', () => {
    expect(factAppearsIn(saturday, 'इस शनिवार', 'hi')).toBe(true);
    expect(factAppearsIn(saturday, 'this Saturday', 'hi')).toBe(true);
    expect(factAppearsIn(saturday, 'this Sunday', 'en')).toBe(false);
  });

  it('matches dates and times in other forms', () => {
    const [date, time] = findFacts('12 March at 9pm', 'en');
    expect(factAppearsIn(date, 'March 12', 'en')).toBe(true);
    expect(factAppearsIn(date, '12/03', 'en')).toBe(true);
    expect(factAppearsIn(date, '١٢ مارس', 'ar')).toBe(true);
    expect(factAppearsIn(date, '13 March', 'en')).toBe(false);
    expect(factAppearsIn(time, 'at 21:00', 'en')).toBe(true);
    expect(factAppearsIn(time, 'रात 9 बजे', 'hi')).toBe(true);
    expect(factAppearsIn(time, 'at 10pm', 'en')).toBe(false);
  });
});
