import { FAKE_CAPTION_SETS } from './fake-ai-provider';

/**
 * Answers for the fact rules (issue 18): for a creator's topic with facts in it, a clean answer
 * that keeps every fact in all five captions, one that invents a figure, and one that drops the
 * facts from two captions. English and Hindi are the fake's good sets with the creator's sentence
 * first; Arabic is a set of its own for the niche "قهوة" (coffee).
 */

export interface FactAnswer {
  captions: string[];
  hashtags: string[];
}

export interface FactCase {
  /** Overrides of the fake's generation request (generationRequest). */
  request: Record<string, unknown>;
  clean: FactAnswer;
  /** The clean answer with one invented figure in caption 2; `invented` is how the repair names it. */
  inventing: FactAnswer;
  invented: string;
  /** The clean answer without the creator's sentence in captions 2 and 3; `dropped` is a fact it names. */
  dropping: FactAnswer;
  dropped: string;
}

const ARABIC_COFFEE: FactAnswer = {
  captions: [
    'صباح جديد وفنجان قهوة طازجة من محمصتنا الصغيرة، تعالوا وتذوقوا نكهة هذا الأسبوع ☕',
    'نختار حبوب قهوة ناضجة من مزارع الجبال، ثم نحمصها على دفعات صغيرة ونتركها ترتاح يومين قبل أن نحضر أول فنجان. ' +
      'تذوقوا الفرق الذي يصنعه الصبر، وأخبرونا أي تحميص يوقظكم في الصباح المزدحم.',
    'وراء كل فنجان قهوة حكاية تبدأ في مزرعة على سفح جبل، حيث يعتني المزارعون بكل شجرة سنوات طويلة قبل الحصاد الأول. ' +
      'نزور تلك المزارع بأنفسنا، ونتذوق مئات العينات، ولا نعود إلا بالمحاصيل التي ترسم الابتسامة على وجوهنا. ' +
      'بعدها نحمصها ببطء، ونتذوقها من جديد، ثم نشاركها معكم في متجرنا الصغير، لتحمل قهوتكم الصباحية شيئا من دفء ذلك الجبل في كل يوم وكل رشفة.',
    'أسبوع جديد وتحميص جديد: نكهة مشرقة تشبه البندق، جاهزة لمطحنة القهوة عندكم. احجزوا كيسكم قبل أن ينفد!',
    'إلى عشاق القهوة، هذا الفنجان لكم. تحميص متوسط ناعم بلمسات من الكراميل والبرتقال، نحضره طازجا كل صباح في متجرنا الصغير. ' +
      'أحضروا صديقا، واسحبوا كرسيا، ودعوا الرائحة تتكلم بينما تتبادلون الأخبار.',
  ],
  hashtags: ['قهوة', 'قهوة_مختصة', 'تحميص', 'محمصة', 'عشاق_القهوة', 'صباح_الخير', 'coffee', 'specialtycoffee', 'coffeetime'],
};

/** Each caption opened by the creator's sentence, as a model told to keep the facts writes them. */
function withSentence(set: { captions: readonly string[]; hashtags: readonly string[] }, sentence: string, except: readonly number[] = []): FactAnswer {
  return {
    captions: set.captions.map((caption, index) => (except.includes(index) ? caption : `${sentence} ${caption}`)),
    hashtags: [...set.hashtags],
  };
}

function withInvention(answer: FactAnswer, addition: string): FactAnswer {
  return { ...answer, captions: answer.captions.map((caption, index) => (index === 1 ? `${caption} ${addition}` : caption)) };
}

function factCase(
  request: Record<string, unknown>,
  set: { captions: readonly string[]; hashtags: readonly string[] },
  sentence: string,
  invention: { addition: string; named: string },
  dropped: string,
): FactCase {
  const clean = withSentence(set, sentence);
  return {
    request,
    clean,
    inventing: withInvention(clean, invention.addition),
    invented: invention.named,
    dropping: withSentence(set, sentence, [1, 2]),
    dropped,
  };
}

export const FACT_CASES = {
  en: factCase(
    { topic: "Only 8 rooms left for Saturday's coffee retreat." },
    FAKE_CAPTION_SETS.en,
    "Only 8 rooms left for Saturday's coffee retreat!",
    { addition: 'Book today and get 20% off your stay.', named: '"20% off"' },
    '"8" (from "Only 8 rooms left for Saturday\'s coffee retreat.")',
  ),
  hi: factCase(
    { topic: 'शनिवार के लिए सिर्फ़ ८ कमरे बचे हैं।', language: 'hi' },
    FAKE_CAPTION_SETS.hi,
    // Short: the fake's long Hindi caption has 96 words, and 100 is the most a caption may have.
    'सिर्फ़ ८ कमरे, शनिवार!',
    { addition: 'आज बुक करने पर २०% छूट मिलेगी।', named: '"२०%"' },
    '"८"',
  ),
  ar: factCase(
    { niche: 'قهوة', topic: 'خصم ٣٠٪ يوم السبت فقط.', language: 'ar' },
    ARABIC_COFFEE,
    'خصم ٣٠٪ يوم السبت فقط!',
    { addition: 'وخصم إضافي ٢٠٪ على الكيس الثاني.', named: '"٢٠٪"' },
    '"٣٠٪"',
  ),
} satisfies Record<string, FactCase>;
