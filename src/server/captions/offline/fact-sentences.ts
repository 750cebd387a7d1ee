import type { LanguageCode } from '../../../shared/languages';

/**
 * Which of the creator's sentences carry a fact: a number in any script, a price, a percentage,
 * a weekday or month name, or an offer word (issue 14: such a sentence is in at least four of
 * the five captions).
 */

const NUMBER_OR_PRICE = /[\p{Nd}\p{Sc}%٪]/u;

/** Offer words creators use for the point of a post, per language (lower case, word starts). */
const OFFER_WORDS: Partial<Record<LanguageCode, readonly string[]>> = {
  en: ['free', 'discount', 'sale', 'offer', 'deal', 'half price', 'limited'],
  es: ['gratis', 'descuento', 'oferta', 'rebaja', 'promoción', 'limitad'],
  fr: ['gratuit', 'réduction', 'offre', 'promo', 'soldes', 'limité'],
  de: ['gratis', 'kostenlos', 'rabatt', 'angebot', 'aktion', 'begrenzt'],
  it: ['gratis', 'gratuit', 'sconto', 'offerta', 'saldi', 'limitat'],
  pt: ['grátis', 'gratuito', 'desconto', 'oferta', 'promoção', 'limitad'],
  ru: ['бесплатн', 'скидк', 'акци', 'распродаж', 'предложени'],
  hi: ['मुफ़्त', 'मुफ्त', 'छूट', 'ऑफ़र', 'ऑफर', 'सेल'],
  mr: ['मोफत', 'सवलत', 'ऑफर'],
  bn: ['বিনামূল্যে', 'ছাড়', 'অফার'],
  as: ['বিনামূলীয়া', 'ৰেহাই', 'অফাৰ'],
  ta: ['இலவச', 'தள்ளுபடி', 'சலுகை'],
  te: ['ఉచిత', 'తగ్గింపు', 'ఆఫర్'],
  kn: ['ಉಚಿತ', 'ರಿಯಾಯಿತಿ', 'ಆಫರ್'],
  ml: ['സൗജന്യ', 'കിഴിവ്', 'ഓഫർ'],
  gu: ['મફત', 'છૂટ', 'ઓફર'],
  pa: ['ਮੁਫ਼ਤ', 'ਛੋਟ', 'ਆਫ਼ਰ'],
  or: ['ମାଗଣା', 'ରିହାତି', 'ଅଫର'],
  ur: ['مفت', 'رعایت', 'آفر'],
  ar: ['مجان', 'خصم', 'عرض', 'تخفيض'],
  ja: ['無料', '割引', 'セール', '限定'],
  zh: ['免费', '折', '优惠', '限时', '限量', '新'],
  ko: ['무료', '할인', '세일', '한정'],
};

const calendarCache = new Map<LanguageCode, string[]>();
/** Weekday and month names in the language and in English, from the runtime's own calendar data. */
function calendarWords(language: LanguageCode): string[] {
  let words = calendarCache.get(language);
  if (!words) {
    const names = new Set<string>();
    for (const locale of [language, 'en']) {
      const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
      const month = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
      for (let day = 0; day < 7; day += 1) names.add(weekday.format(Date.UTC(2024, 0, day + 1)).toLocaleLowerCase());
      for (let index = 0; index < 12; index += 1) names.add(month.format(Date.UTC(2024, index, 15)).toLocaleLowerCase());
    }
    // Weekday stems where the runtime's form is one of several (Russian "в субботу", "в пятницу").
    words = [...names].map((name) => (language === 'ru' ? name.replace(/[ауяьй]$/u, '') : name)).filter((name) => name.length >= 2);
    calendarCache.set(language, words);
  }
  return words;
}

export function sentenceHoldsFact(sentence: string, language: LanguageCode): boolean {
  if (NUMBER_OR_PRICE.test(sentence)) return true;
  const lowered = ` ${sentence.normalize('NFC').toLocaleLowerCase()} `;
  if (calendarWords(language).some((name) => lowered.includes(name))) return true;
  const offers = OFFER_WORDS[language] ?? [];
  return offers.some((word) => lowered.includes(word));
}
