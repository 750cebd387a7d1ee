import type { LanguageCode } from '../../src/shared/languages';
import type { Mood } from '../../src/shared/moods';

/**
 * The offline composer's quality case set (issue 14): realistic requests in all 23 languages, the
 * five kinds of niche (a role, a business, a field or craft, a product, a place), topics that are
 * empty, a short phrase or several sentences with the facts a post is about (a price, a date, a
 * weekday, an offer), with and without a website and media. Written as creators type them.
 */
export type NicheKindName = 'role' | 'business' | 'field' | 'product' | 'place';

export interface QualityCase {
  language: LanguageCode;
  kind: NicheKindName;
  niche: string;
  topic?: string;
  website?: string;
  mood: Mood;
  media?: 'image' | 'video';
}

export const QUALITY_CASES: QualityCase[] = [
  // English
  { language: 'en', kind: 'role', niche: 'fitness coach', mood: 'motivational', topic: 'New 6-week strength program starts Monday 3 March. Early-bird price is $49 until Friday. Three sessions a week, 45 minutes each.' },
  { language: 'en', kind: 'business', niche: 'Crumb & Crust bakery', mood: 'casual', website: 'crumbandcrust.com', media: 'image', topic: 'Sourdough is back on Saturdays. Loaves are €6 and we open at 8am.' },
  { language: 'en', kind: 'field', niche: 'vegan baking', mood: 'playful', topic: 'Gluten-free brownies' },
  { language: 'en', kind: 'place', niche: 'Lisbon', mood: 'inspirational', media: 'video' },
  { language: 'en', kind: 'role', niche: 'math teacher', mood: 'educational', topic: 'Practise times tables for ten minutes a day. Say them out loud. Test yourself before bed.' },
  // Hindi
  { language: 'hi', kind: 'business', niche: 'साड़ी बुटीक', mood: 'celebratory', topic: 'नई बनारसी साड़ियाँ आ गई हैं। दिवाली पर 20% छूट। ऑफ़र रविवार तक।', media: 'image' },
  { language: 'hi', kind: 'role', niche: 'fitness coach', mood: 'motivational', topic: 'सुबह की सैर' },
  { language: 'hi', kind: 'place', niche: 'जयपुर', mood: 'casual' },
  { language: 'hi', kind: 'business', niche: 'शर्मा स्वीट्स', mood: 'celebratory', topic: 'होली के लिए गुझिया और ठंडाई तैयार है। हर ऑर्डर पर 10% छूट, 24 मार्च तक।' },
  { language: 'hi', kind: 'place', niche: 'गोवा', mood: 'playful', topic: 'दोस्तों के साथ पहली ट्रिप', media: 'video' },
  // Bengali
  { language: 'bn', kind: 'business', niche: 'মিষ্টির দোকান', mood: 'celebratory', topic: 'পুজোর জন্য নতুন সন্দেশ এসেছে। প্রতি কেজি ৪৫০ টাকা। শুক্রবার থেকে পাওয়া যাবে।' },
  { language: 'bn', kind: 'role', niche: 'ইংরেজি শিক্ষক', mood: 'educational' },
  { language: 'bn', kind: 'field', niche: 'রান্না', mood: 'casual', topic: 'ইলিশ ভাপা', media: 'video' },
  { language: 'bn', kind: 'business', niche: 'রায় বুটিক', mood: 'playful', topic: 'পয়লা বৈশাখের নতুন তাঁতের শাড়ি এসে গেছে। ১৪ এপ্রিল পর্যন্ত সব শাড়িতে ১০% ছাড়।', media: 'image' },
  { language: 'bn', kind: 'place', niche: 'কলকাতা', mood: 'inspirational', topic: 'দুর্গাপুজোর প্যান্ডেল হপিং', media: 'video' },
  // Telugu
  { language: 'te', kind: 'business', niche: 'బేకరీ', mood: 'playful', topic: 'కొత్త కేకులు వచ్చాయి. శనివారం 10% తగ్గింపు.', website: 'sweetbake.in' },
  { language: 'te', kind: 'role', niche: 'యోగా టీచర్', mood: 'inspirational', topic: 'ఉదయం యోగా' },
  { language: 'te', kind: 'place', niche: 'హైదరాబాద్', mood: 'casual', media: 'image' },
  { language: 'te', kind: 'business', niche: 'చీరల షాప్', mood: 'celebratory', topic: 'దసరా కొత్త కలెక్షన్ వచ్చేసింది. ఆదివారం వరకు 20% తగ్గింపు.', media: 'image' },
  { language: 'te', kind: 'place', niche: 'అరకు లోయ', mood: 'inspirational', topic: 'కాఫీ తోటలు, పొగమంచు ఉదయాలు', media: 'video' },
  // Marathi
  { language: 'mr', kind: 'business', niche: 'पुणेरी मिसळ हाऊस', mood: 'casual', topic: 'आमची खास मिसळ आता फक्त ₹120 मध्ये. रविवारी सकाळी 8 पासून सुरू.' },
  { language: 'mr', kind: 'field', niche: 'घरगुती स्वयंपाक', mood: 'playful', topic: 'उकडीचे मोदक' },
  { language: 'mr', kind: 'role', niche: 'photographer', mood: 'professional', media: 'image' },
  { language: 'mr', kind: 'business', niche: 'गोडवा स्वीट मार्ट', mood: 'celebratory', topic: 'दिवाळीचा फराळ आता ऑर्डरवर मिळेल. चकली, करंजी, लाडू. ऑर्डर 25 ऑक्टोबरपर्यंत.' },
  { language: 'mr', kind: 'place', niche: 'मुंबई', mood: 'inspirational', media: 'image' },
  // Tamil
  { language: 'ta', kind: 'business', niche: 'இட்லி கடை', mood: 'energetic', topic: 'புதிய கிளை திறப்பு விழா ஞாயிறு அன்று. முதல் 50 பேருக்கு இலவச காபி.' },
  { language: 'ta', kind: 'role', niche: 'பரதநாட்டிய ஆசிரியர்', mood: 'inspirational', media: 'video' },
  { language: 'ta', kind: 'place', niche: 'சென்னை', mood: 'casual', topic: 'மெரினா கடற்கரை' },
  { language: 'ta', kind: 'business', niche: 'ஸ்வீட் ஸ்டால்', mood: 'celebratory', topic: 'தீபாவளி ஸ்பெஷல் இனிப்பு பாக்ஸ் வந்துவிட்டது. ஒரு கிலோ ₹600. ஆர்டர் சனிக்கிழமை வரை மட்டும்.' },
  { language: 'ta', kind: 'place', niche: 'ஊட்டி', mood: 'casual', media: 'image' },
  // Gujarati
  { language: 'gu', kind: 'business', niche: 'ખમણ હાઉસ', mood: 'celebratory', topic: 'નવરાત્રિ માટે ખાસ થાળી માત્ર ₹199 માં. ઓફર શનિવાર સુધી.', website: 'khamanhouse.in' },
  { language: 'gu', kind: 'field', niche: 'હસ્તકલા', mood: 'casual', topic: 'ભરતકામ' },
  { language: 'gu', kind: 'role', niche: 'yoga teacher', mood: 'motivational' },
  { language: 'gu', kind: 'business', niche: 'પટેલ ફરસાણ હાઉસ', mood: 'casual', topic: 'દિવાળી માટે મઠિયાં અને ચોળાફળી તૈયાર છે. 1 કિલો પર 100 ગ્રામ ફ્રી, 30 ઓક્ટોબર સુધી.' },
  { language: 'gu', kind: 'place', niche: 'ગોવા', mood: 'playful', media: 'image' },
  // Kannada
  { language: 'kn', kind: 'business', niche: 'ಬೇಕರಿ', mood: 'playful', topic: 'ಹೊಸ ರುಚಿಯ ಕೇಕ್ ಬಂದಿದೆ. ಭಾನುವಾರ 15% ರಿಯಾಯಿತಿ.' },
  { language: 'kn', kind: 'role', niche: 'ಶಿಕ್ಷಕಿ', mood: 'educational', topic: 'ಗಣಿತ ಸುಲಭ' },
  { language: 'kn', kind: 'place', niche: 'ಬೆಂಗಳೂರು', mood: 'casual', media: 'image' },
  { language: 'kn', kind: 'business', niche: 'ಯೋಗ ಸ್ಟುಡಿಯೋ', mood: 'motivational', topic: 'ಹೊಸ ಬ್ಯಾಚ್ ಸೋಮವಾರದಿಂದ ಶುರು. ಮೊದಲ ವಾರ ಉಚಿತ.' },
  { language: 'kn', kind: 'place', niche: 'ಮೈಸೂರು', mood: 'inspirational', topic: 'ದಸರಾ ದೀಪಾಲಂಕಾರ', media: 'image' },
  // Malayalam
  { language: 'ml', kind: 'business', niche: 'ഹോംസ്റ്റേ', mood: 'professional', topic: 'ഓണത്തിന് പ്രത്യേക പാക്കേജ്. രണ്ട് രാത്രി ₹4999 മാത്രം.', website: 'greenstay.in' },
  { language: 'ml', kind: 'field', niche: 'പാചകം', mood: 'casual', topic: 'നാടൻ മീൻ കറി' },
  { language: 'ml', kind: 'place', niche: 'കേരളം', mood: 'inspirational', media: 'video' },
  { language: 'ml', kind: 'business', niche: 'ബേക്കറി', mood: 'playful', topic: 'ക്രിസ്മസ് പ്ലം കേക്ക് എത്തി. ഡിസംബർ 20 വരെ പ്രീ ഓർഡർ ചെയ്യാം.', website: 'cakehouse.in' },
  { language: 'ml', kind: 'place', niche: 'മൂന്നാർ', mood: 'casual', media: 'image' },
  // Punjabi
  { language: 'pa', kind: 'business', niche: 'ਢਾਬਾ', mood: 'energetic', topic: 'ਨਵਾਂ ਮੀਨੂ ਆ ਗਿਆ ਹੈ। ਸ਼ਨੀਵਾਰ ਨੂੰ ਲੱਸੀ ਮੁਫ਼ਤ।' },
  { language: 'pa', kind: 'role', niche: 'ਫਿਟਨੈਸ ਕੋਚ', mood: 'motivational', topic: 'ਸਵੇਰ ਦੀ ਕਸਰਤ' },
  { language: 'pa', kind: 'place', niche: 'ਅੰਮ੍ਰਿਤਸਰ', mood: 'casual' },
  { language: 'pa', kind: 'business', niche: 'ਰੰਗਲਾ ਫੁਲਕਾਰੀ ਸਟੂਡੀਓ', mood: 'celebratory', topic: 'ਲੋਹੜੀ ਲਈ ਨਵੇਂ ਫੁਲਕਾਰੀ ਦੁਪੱਟੇ ਆ ਗਏ ਹਨ। 13 ਜਨਵਰੀ ਤੱਕ ਹਰ ਦੁਪੱਟੇ ਉੱਤੇ 15% ਛੋਟ।', media: 'image' },
  { language: 'pa', kind: 'place', niche: 'ਮਨਾਲੀ', mood: 'playful', topic: 'ਬਰਫ਼ ਵਿੱਚ ਪਹਿਲਾ ਦਿਨ', media: 'video' },
  // Odia
  { language: 'or', kind: 'business', niche: 'ମିଠା ଦୋକାନ', mood: 'celebratory', topic: 'ରଥଯାତ୍ରା ପାଇଁ ନୂଆ ମିଠା ଆସିଛି। ପ୍ରତି କିଲୋ ₹300।' },
  { language: 'or', kind: 'field', niche: 'ହସ୍ତଶିଳ୍ପ', mood: 'casual', topic: 'ପଟ୍ଟଚିତ୍ର', media: 'image' },
  { language: 'or', kind: 'place', niche: 'ପୁରୀ', mood: 'inspirational' },
  { language: 'or', kind: 'business', niche: 'ଶାଢ଼ି ଦୋକାନ', mood: 'celebratory', topic: 'ଦୁର୍ଗାପୂଜା ପାଇଁ ନୂଆ ସମ୍ବଲପୁରୀ ଶାଢ଼ି ଆସିଛି। ରବିବାର ପର୍ଯ୍ୟନ୍ତ 15% ରିହାତି।', media: 'image' },
  { language: 'or', kind: 'place', niche: 'କୋଣାର୍କ', mood: 'inspirational', media: 'video' },
  // Assamese
  { language: 'as', kind: 'business', niche: 'চাহ দোকান', mood: 'casual', topic: 'নতুন অসম চাহ আহি পালে। শনিবাৰে ২০% ৰেহাই।' },
  { language: 'as', kind: 'role', niche: 'শিক্ষক', mood: 'educational', topic: 'গণিত শিকোঁ' },
  { language: 'as', kind: 'place', niche: 'গুৱাহাটী', mood: 'casual', media: 'video' },
  { language: 'as', kind: 'business', niche: 'মুগা বুটিক', mood: 'celebratory', topic: "ব'হাগ বিহুৰ বাবে নতুন মুগা মেখেলা-চাদৰ আহি পালে। ১০ এপ্ৰিললৈকে ১৫% ৰেহাই।", media: 'image' },
  { language: 'as', kind: 'place', niche: 'কাজিৰঙা', mood: 'playful', topic: 'প্ৰথমবাৰ হাতী ছাফাৰি' },
  // Urdu
  { language: 'ur', kind: 'business', niche: 'بیکری', mood: 'celebratory', topic: 'عید کے لیے نئے کیک آ گئے ہیں۔ جمعہ تک 15% رعایت۔', website: 'meethi-bakery.pk' },
  { language: 'ur', kind: 'role', niche: 'استاد', mood: 'educational' },
  { language: 'ur', kind: 'place', niche: 'لاہور', mood: 'casual', topic: 'بادشاہی مسجد', media: 'image' },
  { language: 'ur', kind: 'business', niche: 'ڈینٹل کلینک', mood: 'professional', topic: 'اس مہینے دانتوں کا مفت معائنہ۔ ہفتے کے دن شام 5 بجے تک۔' },
  { language: 'ur', kind: 'place', niche: 'ہنزہ', mood: 'casual', media: 'image' },
  // Spanish
  { language: 'es', kind: 'business', niche: 'Panadería La Espiga', mood: 'casual', website: 'laespiga.es', topic: 'Volvemos con el roscón el sábado 4 de enero. Reserva el tuyo por 18 €. Abrimos a las 8.' },
  { language: 'es', kind: 'role', niche: 'nutrition coach', mood: 'professional', topic: 'Desayunos con proteína' },
  { language: 'es', kind: 'product', niche: 'velas de soja', mood: 'playful', media: 'image' },
  { language: 'es', kind: 'business', niche: 'Pastelería Dulce Abril', mood: 'celebratory', topic: 'Por San Valentín, tartas de corazón desde 25 €. Encárgala antes del jueves 12.' },
  { language: 'es', kind: 'place', niche: 'Barcelona', mood: 'inspirational', media: 'image' },
  // French
  { language: 'fr', kind: 'role', niche: 'coach en nutrition', mood: 'professional', topic: 'Atelier gratuit samedi 12 avril à 10h. Places limitées à 15 personnes. Inscription par message.' },
  { language: 'fr', kind: 'place', niche: 'Paris', mood: 'inspirational', media: 'video' },
  { language: 'fr', kind: 'field', niche: 'céramique', mood: 'casual', topic: 'Nouveaux bols émaillés' },
  { language: 'fr', kind: 'business', niche: 'Boulangerie Au Bon Levain', mood: 'casual', website: 'aubonlevain.fr', topic: 'Les galettes des rois sont de retour dès le 2 janvier. Commandez la vôtre avant samedi, 24 € la galette pour 6 personnes.' },
  { language: 'fr', kind: 'place', niche: 'Barcelone', mood: 'casual', media: 'image' },
  // German
  { language: 'de', kind: 'business', niche: 'Zahnarztpraxis Dr. Weber', mood: 'professional', website: 'praxis-weber.de', topic: 'Ab Montag haben wir auch samstags geöffnet. Termine von 9 bis 13 Uhr.' },
  { language: 'de', kind: 'field', niche: 'Lederhandwerk', mood: 'casual', topic: 'Gürtel aus pflanzlich gegerbtem Leder' },
  { language: 'de', kind: 'role', niche: 'Yogalehrerin', mood: 'inspirational', media: 'image' },
  { language: 'de', kind: 'business', niche: 'Friseursalon Schnittpunkt', mood: 'energetic', topic: 'Nur diese Woche 20 % auf alle Färbungen. Das Angebot gilt bis Samstag.' },
  { language: 'de', kind: 'place', niche: 'Berlin', mood: 'casual', media: 'video' },
  // Italian
  { language: 'it', kind: 'business', niche: 'Trattoria da Nonna Rosa', mood: 'celebratory', topic: 'Domenica festeggiamo 10 anni! Menù degustazione a 35 euro.' },
  { language: 'it', kind: 'place', niche: 'Venezia', mood: 'inspirational' },
  { language: 'it', kind: 'product', niche: 'sapone artigianale', mood: 'casual', topic: 'Nuova profumazione alla lavanda', media: 'image' },
  { language: 'it', kind: 'business', niche: 'Pasticceria Dolce Vita', mood: 'playful', topic: 'Per San Valentino torna la torta cuore di lamponi. Ordinatela entro giovedì, 28 euro.' },
  { language: 'it', kind: 'place', niche: 'Roma', mood: 'casual', media: 'image' },
  // Portuguese
  { language: 'pt', kind: 'role', niche: 'personal trainer', mood: 'energetic', topic: 'Treino funcional ao ar livre no sábado às 7h. Primeira aula grátis.' },
  { language: 'pt', kind: 'place', niche: 'Lisboa', mood: 'casual', media: 'video' },
  { language: 'pt', kind: 'business', niche: 'Pousada Mar Azul', mood: 'professional', website: 'pousadamarazul.com.br' },
  { language: 'pt', kind: 'business', niche: 'Padaria Pão Quente', mood: 'casual', topic: 'Neste sábado tem pão de queijo quentinho a partir das 7h. Leve 12 e pague 10, só até domingo.' },
  { language: 'pt', kind: 'place', niche: 'Barcelona', mood: 'inspirational', media: 'image' },
  // Japanese
  { language: 'ja', kind: 'role', niche: 'English teacher', mood: 'educational', topic: '句動詞を覚えるコツ' },
  { language: 'ja', kind: 'business', niche: 'パン屋こむぎ', mood: 'casual', topic: '土曜日から新作のメロンパンが登場します。1個250円です。', media: 'image' },
  { language: 'ja', kind: 'place', niche: '京都', mood: 'inspirational' },
  { language: 'ja', kind: 'field', niche: 'AbsolutelyExtraordinaryHandmadeCeramicsWorks', mood: 'casual' },
  // Korean
  { language: 'ko', kind: 'business', niche: '동네 빵집', mood: 'playful', topic: '이번 주 토요일 신메뉴 출시! 첫날 20% 할인해요.' },
  { language: 'ko', kind: 'role', niche: '요가 강사', mood: 'inspirational', media: 'video' },
  { language: 'ko', kind: 'place', niche: '서울', mood: 'casual', topic: '한강 야경' },
  { language: 'ko', kind: 'business', niche: '카페 온기', mood: 'casual', media: 'image', topic: '12월 1일부터 딸기 라떼 시작합니다. 첫 주는 두 잔 주문하시면 한 잔 무료예요.' },
  { language: 'ko', kind: 'place', niche: '도쿄', mood: 'energetic', topic: '시부야에서 보낸 2박 3일' },
  // Chinese
  { language: 'zh', kind: 'business', niche: '手工面包店', mood: 'casual', topic: '周六新品上市。每个15元，买二送一。' },
  { language: 'zh', kind: 'role', niche: '健身教练', mood: 'motivational', topic: '居家训练' },
  { language: 'zh', kind: 'field', niche: 'VeryLongLatinNicheWithoutAnySpacesAtAllHere', mood: 'playful', media: 'image' },
  { language: 'zh', kind: 'business', niche: '阿芳甜品店', mood: 'celebratory', topic: '情人节限定草莓蛋糕2月14日当天供应。提前一天预订打九折。' },
  { language: 'zh', kind: 'place', niche: '京都', mood: 'casual', media: 'video', topic: '岚山竹林' },
  // Arabic
  { language: 'ar', kind: 'business', niche: 'مخبز السنابل', mood: 'celebratory', topic: 'افتتاح فرعنا الجديد يوم الجمعة. خصم 25% على كل المعجنات.' },
  { language: 'ar', kind: 'role', niche: 'مدربة يوغا', mood: 'inspirational' },
  { language: 'ar', kind: 'place', niche: 'دبي', mood: 'casual', media: 'video' },
  { language: 'ar', kind: 'business', niche: 'حلويات الشام', mood: 'celebratory', media: 'image', topic: 'عروض رمضان تبدأ يوم السبت. خصم 20% على الكنافة حتى نهاية الشهر.' },
  { language: 'ar', kind: 'place', niche: 'إسطنبول', mood: 'inspirational', topic: 'غروب الشمس على البوسفور' },
  // Russian
  { language: 'ru', kind: 'business', niche: 'Пекарня «Колосок»', mood: 'casual', topic: 'С понедельника новые пироги с облепихой. Скидка 15% до пятницы.' },
  { language: 'ru', kind: 'role', niche: 'фитнес-тренер', mood: 'motivational', topic: 'Утренняя зарядка' },
  { language: 'ru', kind: 'place', niche: 'Москва', mood: 'inspirational', media: 'image' },
  { language: 'ru', kind: 'business', niche: 'Кофейня «Зерно»', mood: 'energetic', topic: 'В субботу открываем летнюю веранду. До воскресенья второй капучино в подарок.' },
  { language: 'ru', kind: 'place', niche: 'Барселона', mood: 'casual', media: 'video' },
];
