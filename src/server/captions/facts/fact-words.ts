import type { LanguageCode } from '../../../shared/languages';

/**
 * The words that carry a creator's facts, per language: number words, what marks a percentage,
 * currencies and offers. Lists are short on purpose: each word here makes a fact the captions
 * must keep, so only words that mean the fact and little else are listed (docs/decisions/014).
 */

/**
 * Number words two to ten where people write counts in words ("only eight rooms"). Index = value.
 * "One" is left out everywhere: it is an article or pronoun far more often than a count ("one of
 * our favourites"). Left out as well: words that mean something else as often (French "neuf" =
 * new, Italian "sei" = you are, Urdu "نو" = new, Arabic "ست" = lady, Bengali "নয়" = is not, Tamil
 * "ஆறு" and Malayalam "ആറ്" = river, Assamese "ন" = new);
 * Japanese, Chinese and Korean counts are written with digits or bound to counters (一起, 두 개),
 * where a whole-word match cannot find them.
 */
export const NUMBER_WORDS: Partial<Record<LanguageCode, ReadonlyArray<readonly string[]>>> = {
  en: [[], [], ['two'], ['three'], ['four'], ['five'], ['six'], ['seven'], ['eight'], ['nine'], ['ten']],
  es: [[], [], ['dos'], ['tres'], ['cuatro'], ['cinco'], ['seis'], ['siete'], ['ocho'], ['nueve'], ['diez']],
  fr: [[], [], ['deux'], ['trois'], ['quatre'], ['cinq'], ['six'], ['sept'], ['huit'], [], ['dix']],
  de: [[], [], ['zwei'], ['drei'], ['vier'], ['fünf'], ['sechs'], ['sieben'], ['acht'], ['neun'], ['zehn']],
  it: [[], [], ['due'], ['tre'], ['quattro'], ['cinque'], [], ['sette'], ['otto'], ['nove'], ['dieci']],
  pt: [[], [], ['dois', 'duas'], ['três'], ['quatro'], ['cinco'], ['seis'], ['sete'], ['oito'], ['nove'], ['dez']],
  ru: [[], [], ['два', 'две'], ['три'], ['четыре'], ['пять'], ['шесть'], ['семь'], ['восемь'], ['девять'], ['десять']],
  hi: [[], [], ['दो'], ['तीन'], ['चार'], ['पाँच', 'पांच'], ['छह', 'छः'], ['सात'], ['आठ'], ['नौ'], ['दस']],
  mr: [[], [], ['दोन'], ['तीन'], ['चार'], ['पाच'], ['सहा'], ['सात'], ['आठ'], ['नऊ'], ['दहा']],
  bn: [[], [], ['দুই'], ['তিন'], ['চার'], ['পাঁচ'], ['ছয়'], ['সাত'], ['আট'], [], ['দশ']],
  as: [[], [], ['দুই'], ['তিনি'], ['চাৰি'], ['পাঁচ'], ['ছয়'], ['সাত'], ['আঠ'], [], ['দহ']],
  gu: [[], [], ['બે'], ['ત્રણ'], ['ચાર'], ['પાંચ'], ['છ'], ['સાત'], ['આઠ'], ['નવ'], ['દસ']],
  pa: [[], [], ['ਦੋ'], ['ਤਿੰਨ'], ['ਚਾਰ'], ['ਪੰਜ'], ['ਛੇ'], ['ਸੱਤ'], ['ਅੱਠ'], ['ਨੌਂ'], ['ਦਸ']],
  or: [[], [], ['ଦୁଇ'], ['ତିନି'], ['ଚାରି'], ['ପାଞ୍ଚ'], ['ଛଅ'], ['ସାତ'], ['ଆଠ'], ['ନଅ'], ['ଦଶ']],
  ta: [[], [], ['இரண்டு'], ['மூன்று'], ['நான்கு'], ['ஐந்து'], [], ['ஏழு'], ['எட்டு'], ['ஒன்பது'], ['பத்து']],
  te: [[], [], ['రెండు'], ['మూడు'], ['నాలుగు'], ['ఐదు'], ['ఆరు'], ['ఏడు'], ['ఎనిమిది'], ['తొమ్మిది'], ['పది']],
  kn: [[], [], ['ಎರಡು'], ['ಮೂರು'], ['ನಾಲ್ಕು'], ['ಐದು'], ['ಆರು'], ['ಏಳು'], ['ಎಂಟು'], ['ಒಂಬತ್ತು'], ['ಹತ್ತು']],
  ml: [[], [], ['രണ്ട്'], ['മൂന്ന്'], ['നാല്'], ['അഞ്ച്'], [], ['ഏഴ്'], ['എട്ട്'], ['ഒമ്പത്'], ['പത്ത്']],
  ur: [[], [], ['دو'], ['تین'], ['چار'], ['پانچ'], ['چھ'], ['سات'], ['آٹھ'], [], ['دس']],
  ar: [[], [], ['اثنان', 'اثنين', 'اثنتين'], ['ثلاث', 'ثلاثة'], ['أربع', 'أربعة'], ['خمس', 'خمسة'], ['ستة'], ['سبع', 'سبعة'], ['ثماني', 'ثمانية'], ['تسع', 'تسعة'], ['عشرة']],
};

/** Words after a number that make it a percentage (the signs %, ٪ and ％ always do). */
export const PERCENT_WORDS: readonly string[] = [
  'percent', 'per cent', 'pct', 'por ciento', 'pour cent', 'pourcent', 'Prozent', 'per cento', 'percento', 'por cento',
  'процентов', 'процента', 'процент', 'प्रतिशत', 'टक्के', 'शतांश', 'শতাংশ', 'শতাংশ', 'ਪ੍ਰਤੀਸ਼ਤ', 'ટકા', 'ଶତକଡ଼ା', 'சதவீதம்',
  'శాతం', 'ಶೇಕಡಾ', 'ശതമാനം', 'فیصد', 'بالمئة', 'بالمائة', 'في المئة', 'في المائة', 'パーセント', '퍼센트',
];

/** The currencies a price may be written in, by the sign or word that names them. */
export interface CurrencyName {
  /** ISO code, or the sign's own name where one sign serves several currencies (¥, ﷼, $). */
  currency: string;
  names: readonly string[];
}

export const CURRENCIES: readonly CurrencyName[] = [
  { currency: 'INR', names: ['₹', 'INR', 'Rs.', 'Rs', 'रु.', 'रु', 'रुपये', 'रुपए', 'रुपया', 'ৰুপী', 'টাকা', 'টকা', 'ਰੁਪਏ', 'રૂપિયા', 'ଟଙ୍କା', 'ரூபாய்', 'రూపాయలు', 'ರೂಪಾಯಿ', 'രൂപ', 'rupees', 'rupee'] },
  { currency: 'PKR', names: ['PKR', 'روپے', 'روپیہ'] },
  { currency: 'BDT', names: ['৳', 'BDT', 'Tk'] },
  { currency: 'DOLLAR', names: ['US$', 'USD', 'CA$', 'A$', 'R$', '$', 'dollars', 'dollar', 'dólares', 'dollari', 'долларов', 'доллара'] },
  { currency: 'EUR', names: ['€', 'EUR', 'euros', 'euro', 'Euro', 'евро', 'يورو'] },
  { currency: 'GBP', names: ['£', 'GBP', 'pounds'] },
  { currency: 'YEN_YUAN', names: ['¥', '￥', 'JPY', 'CNY', 'RMB', '円', '元', '块'] },
  { currency: 'KRW', names: ['₩', 'KRW', '원'] },
  { currency: 'RUB', names: ['₽', 'RUB', 'руб.', 'руб', 'рублей', 'рубля', 'рубль'] },
  { currency: 'RIAL', names: ['﷼', 'SAR', 'QAR', 'OMR', 'ر.س', 'ريال', 'ریال'] },
  { currency: 'DIRHAM', names: ['AED', 'د.إ', 'درهم'] },
  { currency: 'EGP', names: ['EGP', 'ج.م', 'جنيه'] },
];

/** What an offer word promises. A caption keeps an offer when it holds a word of the same kind. */
export type OfferKind = 'free' | 'discount' | 'sale' | 'offer' | 'only' | 'limited';

/**
 * Offer words in the 23 languages, matched as OFFER_MATCHING says for the language.
 * "Off" alone is not here: only a number before it makes it an offer ("20% off").
 * "Free" joined by a hyphen ("gluten-free", "free-range") is not an offer (find-facts.ts). English
 * "offer" is listed only as "special offer": alone it is mostly the verb ("we offer yoga classes").
 */
export const OFFER_WORDS: Record<LanguageCode, Partial<Record<OfferKind, readonly string[]>>> = {
  en: { free: ['free'], discount: ['discount'], sale: ['sale'], offer: ['special offer', 'deal', 'BOGO', 'buy one get one'], only: ['only'], limited: ['limited', 'last chance'] },
  hi: { free: ['मुफ़्त', 'मुफ्त', 'फ्री', 'फ़्री'], discount: ['छूट', 'डिस्काउंट'], sale: ['सेल'], offer: ['ऑफ़र', 'ऑफर', 'ऑफ़र'], only: ['सिर्फ़', 'सिर्फ', 'केवल', 'मात्र'], limited: ['सीमित'] },
  mr: { free: ['मोफत', 'फ्री'], discount: ['सवलत', 'डिस्काउंट'], offer: ['ऑफर'], only: ['फक्त', 'केवळ'], limited: ['मर्यादित'] },
  bn: { free: ['বিনামূল্যে', 'ফ্রি'], discount: ['ছাড়', 'ডিসকাউন্ট'], offer: ['অফার'], only: ['মাত্র', 'শুধু', 'কেবল'], limited: ['সীমিত'] },
  as: { free: ['বিনামূলীয়া', 'বিনামূল্যে', 'ফ্ৰী'], discount: ['ৰেহাই', 'ডিস্কাউণ্ট'], offer: ['অফাৰ'], only: ['মাত্ৰ', 'কেৱল'], limited: ['সীমিত'] },
  te: { free: ['ఉచిత', 'ఫ్రీ'], discount: ['తగ్గింపు', 'డిస్కౌంట్'], sale: ['సేల్'], offer: ['ఆఫర్'], only: ['మాత్రమే'], limited: ['పరిమిత'] },
  ta: { free: ['இலவச', 'ஃப்ரீ'], discount: ['தள்ளுபடி'], sale: ['விற்பனை'], offer: ['சலுகை', 'ஆஃபர்'], only: ['மட்டுமே', 'மட்டும்'], limited: ['வரையறுக்கப்பட்ட', 'குறைந்த அளவு'] },
  gu: { free: ['મફત', 'ફ્રી'], discount: ['છૂટ', 'ડિસ્કાઉન્ટ'], sale: ['સેલ'], offer: ['ઓફર', 'ઑફર'], only: ['ફક્ત', 'માત્ર'], limited: ['મર્યાદિત'] },
  kn: { free: ['ಉಚಿತ', 'ಫ್ರೀ'], discount: ['ರಿಯಾಯಿತಿ', 'ಡಿಸ್ಕೌಂಟ್'], sale: ['ಸೇಲ್'], offer: ['ಆಫರ್'], only: ['ಮಾತ್ರ'], limited: ['ಸೀಮಿತ'] },
  ml: { free: ['സൗജന്യ', 'ഫ്രീ'], discount: ['കിഴിവ്', 'ഡിസ്കൗണ്ട്'], sale: ['സെയിൽ'], offer: ['ഓഫർ'], only: ['മാത്രം'], limited: ['പരിമിത'] },
  pa: { free: ['ਮੁਫ਼ਤ', 'ਮੁਫਤ', 'ਫ੍ਰੀ'], discount: ['ਛੋਟ', 'ਡਿਸਕਾਊਂਟ'], sale: ['ਸੇਲ'], offer: ['ਆਫ਼ਰ', 'ਆਫਰ'], only: ['ਸਿਰਫ਼', 'ਸਿਰਫ', 'ਕੇਵਲ'], limited: ['ਸੀਮਤ', 'ਸੀਮਿਤ'] },
  or: { free: ['ମାଗଣା', 'ଫ୍ରି'], discount: ['ରିହାତି', 'ଛାଡ଼', 'ଡିସକାଉଣ୍ଟ'], sale: ['ସେଲ'], offer: ['ଅଫର'], only: ['କେବଳ', 'ମାତ୍ର'], limited: ['ସୀମିତ'] },
  ur: { free: ['مفت', 'فری'], discount: ['رعایت', 'ڈسکاؤنٹ'], sale: ['سیل'], offer: ['آفر'], only: ['صرف'], limited: ['محدود'] },
  ar: { free: ['مجان', 'مجّان'], discount: ['خصم', 'تخفيض'], sale: ['تنزيلات', 'أوكازيون'], offer: ['عروض', 'عرض خاص'], only: ['فقط'], limited: ['محدود'] },
  es: { free: ['gratis', 'gratuito', 'gratuita'], discount: ['descuento'], sale: ['rebajas', 'liquidación'], offer: ['oferta', 'promoción', 'promo'], only: ['solo', 'sólo', 'únicamente'], limited: ['limitado', 'limitada', 'última oportunidad'] },
  fr: { free: ['gratuit', 'gratuite', 'offert', 'offerte'], discount: ['remise', 'réduction'], sale: ['soldes'], offer: ['offre', 'promo', 'promotion'], only: ['seulement', 'uniquement'], limited: ['limité', 'limitée', 'dernière chance'] },
  de: { free: ['gratis', 'kostenlos', 'umsonst'], discount: ['Rabatt'], sale: ['Sale', 'Schlussverkauf'], offer: ['Angebot', 'Aktion'], only: ['nur'], limited: ['begrenzt', 'limitiert'] },
  it: { free: ['gratis', 'gratuito', 'gratuita', 'omaggio'], discount: ['sconto'], sale: ['saldi'], offer: ['offerta', 'promozione', 'promo'], only: ['solo', 'soltanto'], limited: ['limitato', 'limitata', 'ultima occasione'] },
  pt: { free: ['grátis', 'gratuito', 'gratuita'], discount: ['desconto'], sale: ['liquidação', 'saldão'], offer: ['oferta', 'promoção', 'promo'], only: ['só', 'apenas', 'somente'], limited: ['limitado', 'limitada', 'última chance'] },
  ja: { free: ['無料'], discount: ['割引', '割引き', '値引き'], sale: ['セール'], offer: ['特価', 'キャンペーン'], only: ['限り'], limited: ['限定', '先着'] },
  ko: { free: ['무료'], discount: ['할인'], sale: ['세일'], offer: ['특가', '이벤트'], only: ['오직', '단돈'], limited: ['한정', '선착순'] },
  zh: { free: ['免费', '免費'], discount: ['折扣', '打折', '优惠', '優惠'], sale: ['促销', '促銷', '特卖', '特賣'], offer: ['特价', '特價', '活动', '活動'], only: ['仅', '僅', '只有'], limited: ['限时', '限時', '限量'] },
  ru: { free: ['бесплатн'], discount: ['скидк'], sale: ['распродаж'], offer: ['акци', 'предложени'], only: ['только', 'всего'], limited: ['ограничен'] },
};

/** Words after a number that make it a time of day (besides am/pm and hh:mm). */
export const HOUR_WORDS: readonly string[] = ['Uhr', 'h', 'बजे', 'বাজে', 'বজাত', 'ਵਜੇ', 'વાગ્યે', 'ବେଳେ', 'மணிக்கு', 'మణికి', 'గంటలకు', 'ಗಂಟೆಗೆ', 'മണിക്ക്', 'بجے', 'ч', '時', '点', '點', '시'];

/**
 * How a listed word is found in a text of the language: as a whole word (a plural "s" allowed in
 * the Latin-script languages); as the start of a word where endings attach to it (Russian cases
 * "скидк-а/у/и", Dravidian suffixes "இலவச-மாக", Marathi and Bengali case endings, Korean
 * particles, Arabic attached pronouns); anywhere in Japanese and Chinese, which have no spaces.
 */
export type WordMatching = 'whole' | 'start' | 'anywhere';

export function wordMatchingFor(language: LanguageCode): WordMatching {
  if (language === 'ja' || language === 'zh') return 'anywhere';
  if (['en', 'es', 'fr', 'de', 'it', 'pt', 'hi', 'ur', 'pa', 'gu', 'or'].includes(language)) return 'whole';
  return 'start';
}
