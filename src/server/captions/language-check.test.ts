import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '../../shared/languages';
import { checkCaptionLanguage } from './language-check';

/**
 * A small hand-written corpus: two sentences per language (food, then training), each checked
 * as its own language (must pass) and as every other language (must fail: no false accepts).
 */
const CORPUS: Record<LanguageCode, [string, string]> = {
  en: [
    'We spent the whole weekend testing new recipes, and the chocolate cake was the clear winner.',
    'Keep showing up for your training, even on the days when nobody is watching you.',
  ],
  hi: [
    'हमने पूरा सप्ताहांत नई रेसिपी आज़माने में बिताया, और चॉकलेट केक सबसे अच्छा निकला।',
    'जब कोई नहीं देख रहा हो, तब भी अपनी ट्रेनिंग के लिए रोज़ मेहनत करते रहिए।',
  ],
  bn: [
    'আমরা পুরো সপ্তাহান্ত নতুন রান্না চেষ্টা করে কাটিয়েছি, আর চকলেট কেকটাই সবচেয়ে ভালো হয়েছে।',
    'কেউ না দেখলেও প্রতিদিন নিজের অনুশীলন চালিয়ে যাও, সাফল্য একদিন আসবেই।',
  ],
  te: [
    'మేము వారాంతమంతా కొత్త వంటకాలు ప్రయత్నించాము, చాక్లెట్ కేక్ అన్నింటికంటే బాగా వచ్చింది.',
    'ఎవరూ చూడకపోయినా ప్రతిరోజూ మీ సాధన కొనసాగించండి, విజయం తప్పకుండా వస్తుంది.',
  ],
  mr: [
    'आम्ही संपूर्ण आठवडाभर नवीन पाककृती करून पाहिल्या, आणि चॉकलेट केक सर्वात छान झाला.',
    'कोणी पाहत नसले तरीही आपल्या सरावासाठी रोज मेहनत करत राहा, यश नक्की मिळेल.',
  ],
  ta: [
    'நாங்கள் வார இறுதி முழுவதும் புதிய சமையல் குறிப்புகளை முயற்சித்தோம், சாக்லேட் கேக் மிகச் சிறப்பாக வந்தது.',
    'யாரும் பார்க்காவிட்டாலும் தினமும் உங்கள் பயிற்சியைத் தொடருங்கள், வெற்றி நிச்சயம் வரும்.',
  ],
  gu: [
    'અમે આખો સપ્તાહાંત નવી વાનગીઓ અજમાવવામાં વિતાવ્યો, અને ચોકલેટ કેક સૌથી સરસ બની.',
    'કોઈ જોતું ન હોય ત્યારે પણ દરરોજ તમારી પ્રેક્ટિસ ચાલુ રાખો, સફળતા જરૂર મળશે.',
  ],
  kn: [
    'ನಾವು ವಾರಾಂತ್ಯವಿಡೀ ಹೊಸ ಅಡುಗೆಗಳನ್ನು ಪ್ರಯತ್ನಿಸಿದೆವು, ಚಾಕೊಲೇಟ್ ಕೇಕ್ ಎಲ್ಲಕ್ಕಿಂತ ಚೆನ್ನಾಗಿ ಬಂತು.',
    'ಯಾರೂ ನೋಡದಿದ್ದರೂ ಪ್ರತಿದಿನ ನಿಮ್ಮ ಅಭ್ಯಾಸವನ್ನು ಮುಂದುವರಿಸಿ, ಯಶಸ್ಸು ಖಂಡಿತ ಬರುತ್ತದೆ.',
  ],
  ml: [
    'ഞങ്ങൾ വാരാന്ത്യം മുഴുവൻ പുതിയ പാചകക്കുറിപ്പുകൾ പരീക്ഷിച്ചു, ചോക്ലേറ്റ് കേക്ക് ഏറ്റവും നന്നായി വന്നു.',
    'ആരും കാണുന്നില്ലെങ്കിലും എല്ലാ ദിവസവും നിങ്ങളുടെ പരിശീലനം തുടരുക, വിജയം ഉറപ്പായും വരും.',
  ],
  pa: [
    'ਅਸੀਂ ਸਾਰਾ ਹਫ਼ਤਾ ਨਵੀਆਂ ਰੈਸਿਪੀਆਂ ਅਜ਼ਮਾਈਆਂ, ਅਤੇ ਚਾਕਲੇਟ ਕੇਕ ਸਭ ਤੋਂ ਵਧੀਆ ਬਣਿਆ।',
    'ਭਾਵੇਂ ਕੋਈ ਨਾ ਦੇਖ ਰਿਹਾ ਹੋਵੇ, ਹਰ ਰੋਜ਼ ਆਪਣੀ ਮਿਹਨਤ ਜਾਰੀ ਰੱਖੋ, ਕਾਮਯਾਬੀ ਜ਼ਰੂਰ ਮਿਲੇਗੀ।',
  ],
  or: [
    'ଆମେ ପୁରା ସପ୍ତାହାନ୍ତ ନୂଆ ରନ୍ଧନ ଚେଷ୍ଟା କଲୁ, ଏବଂ ଚକୋଲେଟ କେକ ସବୁଠାରୁ ଭଲ ହେଲା।',
    'କେହି ନଦେଖିଲେ ମଧ୍ୟ ପ୍ରତିଦିନ ନିଜର ଅଭ୍ୟାସ ଜାରି ରଖ, ସଫଳତା ନିଶ୍ଚୟ ଆସିବ।',
  ],
  as: [
    'আমি গোটেই সপ্তাহটো নতুন ৰন্ধন পৰীক্ষা কৰি কটালোঁ, আৰু চকলেট কেকটোৱেই আটাইতকৈ ভাল হ’ল।',
    'কোনেও নাচালেও প্ৰতিদিনে নিজৰ অনুশীলন চলাই যোৱা, সফলতা এদিন নিশ্চয় আহিব।',
  ],
  ur: [
    'ہم نے پورا ہفتہ نئی ترکیبیں آزمانے میں گزارا، اور چاکلیٹ کیک سب سے اچھا بنا۔',
    'چاہے کوئی نہ دیکھ رہا ہو، ہر روز اپنی محنت جاری رکھیں، کامیابی ضرور ملے گی۔',
  ],
  es: [
    'Pasamos todo el fin de semana probando recetas nuevas, y la tarta de chocolate fue la ganadora.',
    'Sigue entrenando cada día, incluso cuando nadie te está mirando, porque el éxito llegará.',
  ],
  fr: [
    'Nous avons passé tout le week-end à tester de nouvelles recettes, et le gâteau au chocolat a gagné.',
    'Continuez à vous entraîner chaque jour, même quand personne ne vous regarde, car le succès viendra.',
  ],
  de: [
    'Wir haben das ganze Wochenende neue Rezepte ausprobiert, und der Schokoladenkuchen war der klare Sieger.',
    'Trainiere jeden Tag weiter, auch wenn niemand zuschaut, denn der Erfolg wird ganz sicher kommen.',
  ],
  it: [
    'Abbiamo passato tutto il fine settimana a provare nuove ricette, e la torta al cioccolato ha vinto.',
    'Continua ad allenarti ogni giorno, anche quando nessuno ti guarda, perché il successo arriverà.',
  ],
  pt: [
    'Passamos o fim de semana inteiro testando receitas novas, e o bolo de chocolate foi o grande vencedor.',
    'Continue treinando todos os dias, mesmo quando ninguém está olhando, porque o sucesso vai chegar.',
  ],
  ja: [
    '週末はずっと新しいレシピを試していて、チョコレートケーキが一番おいしくできました。',
    '誰も見ていない日でも、毎日トレーニングを続けましょう。成功はきっとやってきます。',
  ],
  ko: [
    '우리는 주말 내내 새로운 레시피를 시도했고, 초콜릿 케이크가 가장 맛있게 나왔어요.',
    '아무도 보지 않는 날에도 매일 훈련을 계속하세요. 성공은 반드시 찾아옵니다.',
  ],
  zh: ['我们整个周末都在尝试新的食谱，巧克力蛋糕做得最成功。', '即使没有人在看，也要每天坚持训练，成功一定会到来。'],
  ar: [
    'قضينا عطلة نهاية الأسبوع كلها في تجربة وصفات جديدة، وكانت كعكة الشوكولاتة هي الأفضل.',
    'استمر في تدريبك كل يوم حتى عندما لا يراك أحد، فالنجاح سيأتي بالتأكيد.',
  ],
  ru: [
    'Мы провели все выходные, пробуя новые рецепты, и шоколадный торт получился лучше всех.',
    'Продолжайте тренироваться каждый день, даже когда никто не смотрит, и успех обязательно придёт.',
  ],
};

describe('checkCaptionLanguage on a hand-written corpus', () => {
  it.each(LANGUAGE_CODES)('accepts %s text as %s', (language) => {
    for (const sentence of CORPUS[language]) {
      expect(checkCaptionLanguage(sentence, language), sentence).toEqual({ ok: true });
    }
  });

  it.each(LANGUAGE_CODES)('rejects %s text checked as any other language', (written) => {
    const falseAccepts = LANGUAGE_CODES.filter((asked) => asked !== written).filter((asked) =>
      CORPUS[written].some((sentence) => checkCaptionLanguage(sentence, asked).ok),
    );
    expect(falseAccepts).toEqual([]);
  });
});

describe('checkCaptionLanguage on the cases that share a script', () => {
  it('tells Hindi from Marathi', () => {
    expect(checkCaptionLanguage(CORPUS.hi[0], 'mr')).toMatchObject({ ok: false, reason: expect.stringContaining('Hindi') });
    expect(checkCaptionLanguage(CORPUS.mr[0], 'hi')).toMatchObject({ ok: false, reason: expect.stringContaining('Marathi') });
  });

  it('tells Urdu from Arabic by their own letters', () => {
    expect(checkCaptionLanguage(CORPUS.ur[0], 'ar')).toMatchObject({ ok: false, reason: expect.stringContaining('Urdu') });
    expect(checkCaptionLanguage(CORPUS.ar[0], 'ur')).toMatchObject({ ok: false, reason: expect.stringContaining('Arabic') });
  });

  it('tells Assamese from Bengali by ৰ and ৱ', () => {
    expect(checkCaptionLanguage(CORPUS.as[1], 'bn').ok).toBe(false);
    expect(checkCaptionLanguage(CORPUS.bn[1], 'as').ok).toBe(false);
  });

  it('tells Spanish from Portuguese', () => {
    expect(checkCaptionLanguage(CORPUS.es[1], 'pt')).toMatchObject({ ok: false, reason: expect.stringContaining('Spanish') });
    expect(checkCaptionLanguage(CORPUS.pt[1], 'es')).toMatchObject({ ok: false, reason: expect.stringContaining('Portuguese') });
  });

  it('tells Japanese from Chinese by kana', () => {
    expect(checkCaptionLanguage(CORPUS.ja[0], 'zh')).toMatchObject({ ok: false, reason: expect.stringContaining('kana') });
    expect(checkCaptionLanguage(CORPUS.zh[0], 'ja')).toMatchObject({ ok: false, reason: expect.stringContaining('Chinese') });
    // Traditional Chinese has no kana either.
    expect(checkCaptionLanguage('我們整個週末都在嘗試新的食譜，巧克力蛋糕做得最成功。', 'ja').ok).toBe(false);
  });

  it('rejects romanised or code-mixed text', () => {
    expect(checkCaptionLanguage('Aaj ka din bahut accha tha, sabne milkar khoob maze kiye aur nayi cheezein seekhi.', 'hi').ok).toBe(false);
    expect(checkCaptionLanguage('Hum ne aaj naya video banaya hai, zaroor dekhiye aur share kijiye.', 'ur').ok).toBe(false);
  });
});

describe("checkCaptionLanguage and the user's own words", () => {
  const hindiWithEnglishNiche = 'हमारा नया गाइड: B2B SaaS marketing automation tools, ज़रूर पढ़िए और शेयर कीजिए।';
  const niche = 'B2B SaaS marketing automation tools';

  it("counts a niche typed in another script as the user's, not as the writer's language", () => {
    expect(checkCaptionLanguage(hindiWithEnglishNiche, 'hi').ok).toBe(false);
    expect(checkCaptionLanguage(hindiWithEnglishNiche, 'hi', [niche])).toEqual({ ok: true });
  });

  it('still rejects a caption written in the wrong language around the niche', () => {
    const english = 'Our new guide on B2B SaaS marketing automation tools is out now, so read it and share it.';
    expect(checkCaptionLanguage(english, 'hi', [niche]).ok).toBe(false);
  });

  it("rejects a caption that is only the user's words", () => {
    expect(checkCaptionLanguage('B2B SaaS marketing automation tools।', 'hi', [niche]).ok).toBe(false);
  });

  it("leaves the user's words out of the language identifier too", () => {
    const spanish = 'Hoy celebramos juntos con toda la comunidad de vegan baking, gracias por estar aquí.';
    expect(checkCaptionLanguage(spanish, 'es', ['vegan baking'])).toEqual({ ok: true });
    expect(checkCaptionLanguage(spanish, 'en', ['vegan baking']).ok).toBe(false);
  });

  it('ignores hashtags, mentions, web addresses and emoji', () => {
    const text = `${CORPUS.hi[1]} 💪🔥 #fitness #motivation @coach_raj https://example.com/plan example.com`;
    expect(checkCaptionLanguage(text, 'hi')).toEqual({ ok: true });
  });
});
