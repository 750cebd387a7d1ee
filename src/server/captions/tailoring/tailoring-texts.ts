import type { CallToActionKind } from '../../../shared/generation-options';
import type { LanguageCode } from '../../../shared/languages';
import type { Mood } from '../../../shared/moods';
import type { CaptionInput } from '../engine';
import { readNiche, speakerOf, type Speaker } from '../offline/niche-kind';

/**
 * The words the tailoring layer adds to a caption itself (issue 11), in all 23 languages: one
 * call-to-action line per kind in the creator's voice, and the emoji it adds when many are asked
 * for. `visitWebsiteAt` names the creator's website ({website}) when they gave one.
 *
 * The voice follows who speaks (offline/niche-kind.ts): a business says "we" ("Follow us", "our
 * bio"); a person (a role, a field, a place they visited) says "I" ("Follow me", "my bio"). Each
 * language writes the business lines whole and, for the person, only the lines that change: many
 * languages ask without a pronoun ("Comment below") and need no second form.
 */
export interface CallToActionLines extends Record<CallToActionKind, string> {
  visitWebsiteAt: string;
}

function voices(business: CallToActionLines, individual: Partial<CallToActionLines>): Record<Speaker, CallToActionLines> {
  return { business, individual: { ...business, ...individual } };
}

export const CALL_TO_ACTION_LINES: Record<LanguageCode, Record<Speaker, CallToActionLines>> = {
  en: voices(
    {
      comment: 'Tell us what you think in the comments.',
      link_in_bio: 'Tap the link in our bio to find out more.',
      visit_website: 'Find out more on our website.',
      visitWebsiteAt: 'Find out more at {website}.',
      shop: 'Shop now and make it yours.',
      follow: 'Follow us for more posts like this one.',
    },
    {
      comment: 'Tell me what you think in the comments.',
      link_in_bio: 'Tap the link in my bio to find out more.',
      visit_website: 'Find out more on my website.',
      follow: 'Follow me for more posts like this one.',
    },
  ),
  hi: voices(
    {
      comment: 'अपनी राय कमेंट में ज़रूर बताइए।',
      link_in_bio: 'ज़्यादा जानने के लिए बायो में दिए लिंक पर टैप कीजिए।',
      visit_website: 'ज़्यादा जानकारी के लिए हमारी वेबसाइट देखिए।',
      visitWebsiteAt: 'ज़्यादा जानकारी के लिए देखिए: {website}',
      shop: 'अभी ख़रीदिए और इसे अपना बनाइए।',
      follow: 'ऐसी और पोस्ट के लिए हमें फ़ॉलो कीजिए।',
    },
    {
      visit_website: 'ज़्यादा जानकारी के लिए मेरी वेबसाइट देखिए।',
      follow: 'ऐसी और पोस्ट के लिए मुझे फ़ॉलो कीजिए।',
    },
  ),
  bn: voices(
    {
      comment: 'আপনার মতামত কমেন্টে জানান।',
      link_in_bio: 'আরও জানতে বায়োর লিংকে ট্যাপ করুন।',
      visit_website: 'আরও জানতে আমাদের ওয়েবসাইট দেখুন।',
      visitWebsiteAt: 'আরও জানতে দেখুন: {website}',
      shop: 'এখনই কিনুন আর নিজের করে নিন।',
      follow: 'এমন আরও পোস্টের জন্য আমাদের ফলো করুন।',
    },
    {
      visit_website: 'আরও জানতে আমার ওয়েবসাইট দেখুন।',
      follow: 'এমন আরও পোস্টের জন্য আমাকে ফলো করুন।',
    },
  ),
  te: voices(
    {
      comment: 'మీ అభిప్రాయాన్ని కామెంట్‌లో చెప్పండి.',
      link_in_bio: 'మరిన్ని వివరాలకు బయోలోని లింక్‌ను నొక్కండి.',
      visit_website: 'మరిన్ని వివరాలకు మా వెబ్‌సైట్ చూడండి.',
      visitWebsiteAt: 'మరిన్ని వివరాలకు చూడండి: {website}',
      shop: 'ఇప్పుడే కొనండి, మీ సొంతం చేసుకోండి.',
      follow: 'ఇలాంటి మరిన్ని పోస్ట్‌ల కోసం మమ్మల్ని ఫాలో అవ్వండి.',
    },
    {
      visit_website: 'మరిన్ని వివరాలకు నా వెబ్‌సైట్ చూడండి.',
      follow: 'ఇలాంటి మరిన్ని పోస్ట్‌ల కోసం నన్ను ఫాలో అవ్వండి.',
    },
  ),
  mr: voices(
    {
      comment: 'तुमचं मत कमेंटमध्ये नक्की सांगा.',
      link_in_bio: 'अधिक माहितीसाठी बायोमधील लिंकवर टॅप करा.',
      visit_website: 'अधिक माहितीसाठी आमची वेबसाइट पाहा.',
      visitWebsiteAt: 'अधिक माहितीसाठी पाहा: {website}',
      shop: 'आत्ताच खरेदी करा आणि हे तुमचं करा.',
      follow: 'अशा आणखी पोस्टसाठी आम्हाला फॉलो करा.',
    },
    {
      visit_website: 'अधिक माहितीसाठी माझी वेबसाइट पाहा.',
      follow: 'अशा आणखी पोस्टसाठी मला फॉलो करा.',
    },
  ),
  ta: voices(
    {
      comment: 'உங்கள் கருத்தை கமெண்ட்டில் சொல்லுங்கள்.',
      link_in_bio: 'மேலும் அறிய பயோவில் உள்ள லிங்கை தட்டுங்கள்.',
      visit_website: 'மேலும் அறிய எங்கள் இணையதளத்தைப் பாருங்கள்.',
      visitWebsiteAt: 'மேலும் அறிய பாருங்கள்: {website}',
      shop: 'இப்போதே வாங்கி உங்களுடையதாக்குங்கள்.',
      follow: 'இது போன்ற மேலும் பதிவுகளுக்கு எங்களைப் பின்தொடருங்கள்.',
    },
    {
      visit_website: 'மேலும் அறிய என் இணையதளத்தைப் பாருங்கள்.',
      follow: 'இது போன்ற மேலும் பதிவுகளுக்கு என்னைப் பின்தொடருங்கள்.',
    },
  ),
  gu: voices(
    {
      comment: 'તમારો અભિપ્રાય કોમેન્ટમાં જરૂર જણાવો.',
      link_in_bio: 'વધુ જાણવા બાયોમાંની લિંક પર ટૅપ કરો.',
      visit_website: 'વધુ માહિતી માટે અમારી વેબસાઇટ જુઓ.',
      visitWebsiteAt: 'વધુ માહિતી માટે જુઓ: {website}',
      shop: 'હમણાં જ ખરીદો અને તેને તમારું બનાવો.',
      follow: 'આવી વધુ પોસ્ટ માટે અમને ફોલો કરો.',
    },
    {
      visit_website: 'વધુ માહિતી માટે મારી વેબસાઇટ જુઓ.',
      follow: 'આવી વધુ પોસ્ટ માટે મને ફોલો કરો.',
    },
  ),
  kn: voices(
    {
      comment: 'ನಿಮ್ಮ ಅಭಿಪ್ರಾಯವನ್ನು ಕಾಮೆಂಟ್‌ನಲ್ಲಿ ತಿಳಿಸಿ.',
      link_in_bio: 'ಇನ್ನಷ್ಟು ತಿಳಿಯಲು ಬಯೋದಲ್ಲಿರುವ ಲಿಂಕ್ ಒತ್ತಿ.',
      visit_website: 'ಹೆಚ್ಚಿನ ಮಾಹಿತಿಗೆ ನಮ್ಮ ವೆಬ್‌ಸೈಟ್ ನೋಡಿ.',
      visitWebsiteAt: 'ಹೆಚ್ಚಿನ ಮಾಹಿತಿಗೆ ನೋಡಿ: {website}',
      shop: 'ಈಗಲೇ ಖರೀದಿಸಿ, ನಿಮ್ಮದಾಗಿಸಿಕೊಳ್ಳಿ.',
      follow: 'ಇಂತಹ ಇನ್ನಷ್ಟು ಪೋಸ್ಟ್‌ಗಳಿಗಾಗಿ ನಮ್ಮನ್ನು ಫಾಲೋ ಮಾಡಿ.',
    },
    {
      visit_website: 'ಹೆಚ್ಚಿನ ಮಾಹಿತಿಗೆ ನನ್ನ ವೆಬ್‌ಸೈಟ್ ನೋಡಿ.',
      follow: 'ಇಂತಹ ಇನ್ನಷ್ಟು ಪೋಸ್ಟ್‌ಗಳಿಗಾಗಿ ನನ್ನನ್ನು ಫಾಲೋ ಮಾಡಿ.',
    },
  ),
  ml: voices(
    {
      comment: 'നിങ്ങളുടെ അഭിപ്രായം കമന്റിൽ പറയൂ.',
      link_in_bio: 'കൂടുതൽ അറിയാൻ ബയോയിലെ ലിങ്കിൽ ടാപ്പ് ചെയ്യൂ.',
      visit_website: 'കൂടുതൽ വിവരങ്ങൾക്ക് ഞങ്ങളുടെ വെബ്സൈറ്റ് സന്ദർശിക്കൂ.',
      visitWebsiteAt: 'കൂടുതൽ വിവരങ്ങൾക്ക് സന്ദർശിക്കൂ: {website}',
      shop: 'ഇപ്പോൾ തന്നെ വാങ്ങി സ്വന്തമാക്കൂ.',
      follow: 'ഇതുപോലുള്ള കൂടുതൽ പോസ്റ്റുകൾക്കായി ഞങ്ങളെ ഫോളോ ചെയ്യൂ.',
    },
    {
      visit_website: 'കൂടുതൽ വിവരങ്ങൾക്ക് എന്റെ വെബ്സൈറ്റ് സന്ദർശിക്കൂ.',
      follow: 'ഇതുപോലുള്ള കൂടുതൽ പോസ്റ്റുകൾക്കായി എന്നെ ഫോളോ ചെയ്യൂ.',
    },
  ),
  pa: voices(
    {
      comment: 'ਆਪਣੀ ਰਾਇ ਕਮੈਂਟ ਵਿੱਚ ਜ਼ਰੂਰ ਦੱਸੋ।',
      link_in_bio: 'ਹੋਰ ਜਾਣਨ ਲਈ ਬਾਇਓ ਵਿੱਚ ਦਿੱਤੇ ਲਿੰਕ ’ਤੇ ਟੈਪ ਕਰੋ।',
      visit_website: 'ਹੋਰ ਜਾਣਕਾਰੀ ਲਈ ਸਾਡੀ ਵੈੱਬਸਾਈਟ ਵੇਖੋ।',
      visitWebsiteAt: 'ਹੋਰ ਜਾਣਕਾਰੀ ਲਈ ਵੇਖੋ: {website}',
      shop: 'ਹੁਣੇ ਖਰੀਦੋ ਅਤੇ ਇਸਨੂੰ ਆਪਣਾ ਬਣਾਓ।',
      follow: 'ਅਜਿਹੀਆਂ ਹੋਰ ਪੋਸਟਾਂ ਲਈ ਸਾਨੂੰ ਫਾਲੋ ਕਰੋ।',
    },
    {
      visit_website: 'ਹੋਰ ਜਾਣਕਾਰੀ ਲਈ ਮੇਰੀ ਵੈੱਬਸਾਈਟ ਵੇਖੋ।',
      follow: 'ਅਜਿਹੀਆਂ ਹੋਰ ਪੋਸਟਾਂ ਲਈ ਮੈਨੂੰ ਫਾਲੋ ਕਰੋ।',
    },
  ),
  or: voices(
    {
      comment: 'ଆପଣଙ୍କ ମତାମତ କମେଣ୍ଟରେ ଜଣାନ୍ତୁ।',
      link_in_bio: 'ଅଧିକ ଜାଣିବା ପାଇଁ ବାୟୋରେ ଥିବା ଲିଙ୍କରେ ଟ୍ୟାପ୍ କରନ୍ତୁ।',
      visit_website: 'ଅଧିକ ତଥ୍ୟ ପାଇଁ ଆମ ୱେବସାଇଟ୍ ଦେଖନ୍ତୁ।',
      visitWebsiteAt: 'ଅଧିକ ତଥ୍ୟ ପାଇଁ ଦେଖନ୍ତୁ: {website}',
      shop: 'ଏବେ କିଣନ୍ତୁ ଏବଂ ନିଜର କରନ୍ତୁ।',
      follow: 'ଏଭଳି ଅଧିକ ପୋଷ୍ଟ ପାଇଁ ଆମକୁ ଫଲୋ କରନ୍ତୁ।',
    },
    {
      visit_website: 'ଅଧିକ ତଥ୍ୟ ପାଇଁ ମୋ ୱେବସାଇଟ୍ ଦେଖନ୍ତୁ।',
      follow: 'ଏଭଳି ଅଧିକ ପୋଷ୍ଟ ପାଇଁ ମୋତେ ଫଲୋ କରନ୍ତୁ।',
    },
  ),
  as: voices(
    {
      comment: 'আপোনাৰ মতামত কমেণ্টত জনাওক।',
      link_in_bio: 'অধিক জানিবলৈ বায়’ত থকা লিংকত টেপ কৰক।',
      visit_website: 'অধিক তথ্যৰ বাবে আমাৰ ৱেবছাইট চাওক।',
      visitWebsiteAt: 'অধিক তথ্যৰ বাবে চাওক: {website}',
      shop: 'এতিয়াই কিনক আৰু নিজৰ কৰি লওক।',
      follow: 'এনেকুৱা আৰু পোষ্টৰ বাবে আমাক ফ’ল’ কৰক।',
    },
    {
      visit_website: 'অধিক তথ্যৰ বাবে মোৰ ৱেবছাইট চাওক।',
      follow: 'এনেকুৱা আৰু পোষ্টৰ বাবে মোক ফ’ল’ কৰক।',
    },
  ),
  ur: voices(
    {
      comment: 'اپنی رائے کمنٹس میں ضرور بتائیں۔',
      link_in_bio: 'مزید جاننے کے لیے بائیو میں دیے گئے لنک پر ٹیپ کریں۔',
      visit_website: 'مزید معلومات کے لیے ہماری ویب سائٹ دیکھیں۔',
      visitWebsiteAt: 'مزید معلومات کے لیے دیکھیں: {website}',
      shop: 'ابھی خریدیں اور اسے اپنا بنائیں۔',
      follow: 'ایسی مزید پوسٹس کے لیے ہمیں فالو کریں۔',
    },
    {
      visit_website: 'مزید معلومات کے لیے میری ویب سائٹ دیکھیں۔',
      follow: 'ایسی مزید پوسٹس کے لیے مجھے فالو کریں۔',
    },
  ),
  es: voices(
    {
      comment: 'Cuéntanos en los comentarios qué te parece.',
      link_in_bio: 'Toca el enlace de nuestra bio para saber más.',
      visit_website: 'Descubre más en nuestra web.',
      visitWebsiteAt: 'Descubre más en {website}.',
      shop: 'Compra ahora y hazlo tuyo.',
      follow: 'Síguenos para ver más publicaciones como esta.',
    },
    {
      comment: 'Cuéntame en los comentarios qué te parece.',
      link_in_bio: 'Toca el enlace de mi bio para saber más.',
      visit_website: 'Descubre más en mi web.',
      follow: 'Sígueme para ver más publicaciones como esta.',
    },
  ),
  fr: voices(
    {
      comment: 'Dites-nous en commentaire ce que vous en pensez.',
      link_in_bio: 'Touchez le lien dans notre bio pour en savoir plus.',
      visit_website: 'Découvrez-en plus sur notre site.',
      visitWebsiteAt: 'Découvrez-en plus sur {website}.',
      shop: 'Commandez dès maintenant et faites-vous plaisir.',
      follow: 'Abonnez-vous pour d’autres publications comme celle-ci.',
    },
    {
      comment: 'Dites-moi en commentaire ce que vous en pensez.',
      link_in_bio: 'Touchez le lien dans ma bio pour en savoir plus.',
      visit_website: 'Découvrez-en plus sur mon site.',
    },
  ),
  de: voices(
    {
      comment: 'Erzähl uns in den Kommentaren, was du davon hältst.',
      link_in_bio: 'Mehr erfährst du über den Link in unserer Bio.',
      visit_website: 'Mehr dazu auf unserer Website.',
      visitWebsiteAt: 'Mehr dazu auf {website}.',
      shop: 'Jetzt bestellen und sichern.',
      follow: 'Folg uns für mehr Beiträge wie diesen.',
    },
    {
      comment: 'Erzähl mir in den Kommentaren, was du davon hältst.',
      link_in_bio: 'Mehr erfährst du über den Link in meiner Bio.',
      visit_website: 'Mehr dazu auf meiner Website.',
      follow: 'Folg mir für mehr Beiträge wie diesen.',
    },
  ),
  it: voices(
    {
      comment: 'Raccontateci nei commenti cosa ne pensate.',
      link_in_bio: 'Toccate il link nella nostra bio per scoprire di più.',
      visit_website: 'Scoprite di più sul nostro sito.',
      visitWebsiteAt: 'Scoprite di più su {website}.',
      shop: 'Acquistate ora e rendetelo vostro.',
      follow: 'Seguiteci per altri post come questo.',
    },
    {
      comment: 'Raccontatemi nei commenti cosa ne pensate.',
      link_in_bio: 'Toccate il link nella mia bio per scoprire di più.',
      visit_website: 'Scoprite di più sul mio sito.',
      follow: 'Seguitemi per altri post come questo.',
    },
  ),
  pt: voices(
    {
      comment: 'Deixe nos comentários a sua opinião sobre isto.',
      link_in_bio: 'Toque no link da nossa bio para saber mais.',
      visit_website: 'Saiba mais no nosso site.',
      visitWebsiteAt: 'Saiba mais em {website}.',
      shop: 'Compre agora e garanta o seu.',
      follow: 'Siga-nos para ver mais posts como este.',
    },
    {
      comment: 'Deixe nos comentários a sua opinião sobre isto.',
      link_in_bio: 'Toque no link da minha bio para saber mais.',
      visit_website: 'Saiba mais no meu site.',
      follow: 'Siga-me para ver mais posts como este.',
    },
  ),
  ja: voices(
    {
      comment: '感想をぜひコメントで教えてください。',
      link_in_bio: '詳しくはプロフィールのリンクからどうぞ。',
      visit_website: '詳しくは公式サイトをご覧ください。',
      visitWebsiteAt: '詳しくはこちら：{website}',
      shop: '今すぐチェックして、お気に入りを見つけてください。',
      follow: 'こんな投稿をもっと見たい方は、ぜひフォローしてください。',
    },
    {
      visit_website: '詳しくは私のサイトをご覧ください。',
    },
  ),
  ko: voices(
    {
      comment: '여러분의 생각을 댓글로 알려 주세요.',
      link_in_bio: '자세한 내용은 프로필 링크를 눌러 확인하세요.',
      visit_website: '자세한 내용은 웹사이트에서 확인하세요.',
      visitWebsiteAt: '자세한 내용은 여기에서 확인하세요: {website}',
      shop: '지금 바로 구매하고 내 것으로 만드세요.',
      follow: '이런 게시물을 더 보려면 팔로우해 주세요.',
    },
    {},
  ),
  zh: voices(
    {
      comment: '欢迎在评论区告诉我们你的想法。',
      link_in_bio: '点击主页简介里的链接了解更多。',
      visit_website: '更多详情请访问我们的网站。',
      visitWebsiteAt: '详情请看：{website}',
      shop: '现在就下单，把它带回家吧。',
      follow: '关注我们，看更多这样的内容。',
    },
    {
      comment: '欢迎在评论区告诉我你的想法。',
      visit_website: '更多详情请访问我的网站。',
      follow: '关注我，看更多这样的内容。',
    },
  ),
  ar: voices(
    {
      comment: 'أخبرونا برأيكم في التعليقات.',
      link_in_bio: 'اضغطوا على الرابط في البايو لمعرفة المزيد.',
      visit_website: 'اكتشفوا المزيد على موقعنا.',
      visitWebsiteAt: 'اكتشفوا المزيد على {website}.',
      shop: 'تسوّقوا الآن واجعلوه لكم.',
      follow: 'تابعونا لمزيد من المنشورات مثل هذا.',
    },
    {
      comment: 'أخبروني برأيكم في التعليقات.',
      visit_website: 'اكتشفوا المزيد على موقعي.',
      follow: 'تابعوني لمزيد من المنشورات مثل هذا.',
    },
  ),
  ru: voices(
    {
      comment: 'Расскажите в комментариях, что вы об этом думаете.',
      link_in_bio: 'Ссылка в шапке профиля: там всё подробнее.',
      visit_website: 'Подробнее на нашем сайте.',
      visitWebsiteAt: 'Подробнее на сайте: {website}.',
      shop: 'Заказывайте сейчас, пока есть в наличии.',
      follow: 'Подписывайтесь на нас, впереди ещё много интересного.',
    },
    {
      visit_website: 'Подробнее на моём сайте.',
      follow: 'Подписывайтесь на меня, впереди ещё много интересного.',
    },
  ),
};

/** The emoji added when a creator asks for many, by mood (they read the same in every language). */
export const MOOD_EMOJI: Record<Mood, readonly string[]> = {
  playful: ['😄', '🎉', '🤪', '✨', '😜'],
  professional: ['📈', '💼', '✅', '📊', '🤝'],
  inspirational: ['🌟', '✨', '🌈', '💫', '🙌'],
  casual: ['😊', '👋', '☕', '🙂', '🌿'],
  energetic: ['⚡', '🔥', '💥', '🚀', '💪'],
  motivational: ['💪', '🔥', '🏆', '🎯', '🚀'],
  educational: ['📚', '💡', '🧠', '✏️', '🔍'],
  celebratory: ['🎉', '🥳', '🎊', '🍾', '🎈'],
};

/** How many emoji "many" means in a caption, at least. */
export const MANY_EMOJI_MIN = 3;

/** Said to the user when the offline composer could not do what was asked (never a silent no-op). */
export const TAILORING_NOTICES = {
  instructionOffline:
    'The offline caption writer cannot follow a free instruction, so this caption is unchanged. Choose one of the fixed refinements, or ask the site’s administrator to set up an AI provider.',
  cannotLengthen: (platform: string) => `This caption cannot get longer and still fit ${platform}, so it is unchanged.`,
  alreadyShortest: 'This caption is as short as it can be, so a shorter one was written in its place.',
  noEmojiToRemove: 'This caption had no emoji to remove.',
};

/** Who speaks in the creator's captions: the niche read as the offline composer reads it. */
export function speakerOfCreator(input: Pick<CaptionInput, 'niche' | 'language' | 'website'>): Speaker {
  return speakerOf(readNiche(input.niche, input.language, Boolean(input.website)).kind);
}

export function callToActionLine(language: LanguageCode, kind: CallToActionKind, website: string | undefined, speaker: Speaker): string {
  const lines = CALL_TO_ACTION_LINES[language][speaker];
  if (kind === 'visit_website' && website) return lines.visitWebsiteAt.replace('{website}', () => website);
  return lines[kind];
}
