import type { QualityCase } from './quality-cases';

/**
 * A second set of requests for the fluent review only, written on 2026-11-25 before the sixth pass
 * and never shown to anyone who wrote the packs: review-cases.ts had been read in five passes by
 * then, so the composer could have been shaped by it. One per language, most of them the kind of
 * request that says little (a short topic, no topic, a place), where the composer is weakest.
 */
export const FRESH_REVIEW_CASES: QualityCase[] = [
  { language: 'en', kind: 'place', niche: 'Kyoto', mood: 'casual' },
  { language: 'hi', kind: 'business', niche: 'मोबाइल रिपेयर शॉप', mood: 'professional' },
  { language: 'bn', kind: 'place', niche: 'কক্সবাজার', mood: 'casual', media: 'video' },
  { language: 'te', kind: 'role', niche: 'యోగా టీచర్', mood: 'motivational', topic: 'సూర్య నమస్కారాలు' },
  { language: 'mr', kind: 'role', niche: 'शिवणकाम शिक्षिका', mood: 'educational', topic: 'ब्लाउज कटिंग' },
  { language: 'ta', kind: 'business', niche: 'பட்டுப் புடவை கடை', mood: 'casual', media: 'image' },
  { language: 'gu', kind: 'business', niche: 'સાડી શોપ', mood: 'celebratory', topic: 'નવરાત્રી કલેક્શન' },
  { language: 'kn', kind: 'place', niche: 'ಮೈಸೂರು', mood: 'celebratory', topic: 'ದಸರಾ' },
  { language: 'ml', kind: 'field', niche: 'കേരള പാചകം', mood: 'casual', topic: 'അവിയൽ' },
  { language: 'pa', kind: 'place', niche: 'ਅੰਮ੍ਰਿਤਸਰ', mood: 'inspirational' },
  { language: 'or', kind: 'place', niche: 'ପୁରୀ', mood: 'inspirational', media: 'image' },
  { language: 'as', kind: 'business', niche: 'চাহ দোকান', mood: 'casual', topic: 'নতুন গ্ৰীন টি' },
  { language: 'ur', kind: 'role', niche: 'ریاضی کی استاد', mood: 'educational', topic: 'کسور' },
  { language: 'es', kind: 'role', niche: 'profesora de piano', mood: 'educational', topic: 'Escalas mayores' },
  { language: 'fr', kind: 'business', niche: 'Boulangerie Martin', mood: 'casual', topic: 'Galette des rois' },
  { language: 'de', kind: 'role', niche: 'Yogalehrerin', mood: 'inspirational' },
  { language: 'it', kind: 'place', niche: 'Napoli', mood: 'casual', media: 'image' },
  { language: 'pt', kind: 'business', niche: 'Oficina do João', mood: 'professional' },
  { language: 'ja', kind: 'business', niche: 'カフェ・ミモザ', mood: 'casual', topic: '季節のタルト' },
  { language: 'ko', kind: 'place', niche: '부산', mood: 'casual', media: 'image' },
  { language: 'zh', kind: 'role', niche: '健身教练', mood: 'energetic', topic: '深蹲' },
  { language: 'ar', kind: 'business', niche: 'محل تصليح جوالات', mood: 'professional' },
  { language: 'ru', kind: 'role', niche: 'фотограф', mood: 'inspirational', topic: 'Осенняя фотосессия' },
];

/**
 * A third set, written on 2026-11-25 before the seventh pass by a helper who read no code, no pack
 * and no earlier request (only the request type): the first fresh set had been read and acted on
 * by then. Not to be read by pack writers; reviewed once.
 */
export const FRESH_REVIEW_CASES_2: QualityCase[] = [
  { language: 'en', kind: 'business', niche: 'Harbor Lane Bike Repair', mood: 'professional', topic: 'Spring tune-ups are $65 through April 30. Drop your bike off any weekday before 10am and pick it up the same evening.', website: 'harborlanebikes.com' },
  { language: 'es', kind: 'product', niche: 'salsas picantes artesanales', mood: 'playful', topic: 'salsa de habanero', media: 'image' },
  { language: 'fr', kind: 'role', niche: 'fleuriste', mood: 'inspirational' },
  { language: 'de', kind: 'business', niche: 'Hofladen Brenner', mood: 'casual', topic: 'Ab Samstag gibt es wieder frischen Spargel vom eigenen Feld. Das Kilo kostet 9,80 €. Wir haben von 8 bis 13 Uhr geöffnet.' },
  { language: 'it', kind: 'place', niche: 'Matera', mood: 'celebratory', topic: 'Festa della Bruna', media: 'video' },
  { language: 'pt', kind: 'field', niche: 'horta em apartamento', mood: 'educational', topic: 'temperos na varanda' },
  { language: 'ru', kind: 'role', niche: 'барбер', mood: 'energetic', topic: 'кроп с фейдом', media: 'video' },
  { language: 'hi', kind: 'product', niche: 'घर का बना अचार', mood: 'casual', topic: 'आम का अचार फिर से स्टॉक में है। 500 ग्राम का जार ₹180 का है। ऑर्डर के लिए WhatsApp करें।' },
  { language: 'mr', kind: 'place', niche: 'कोल्हापूर', mood: 'energetic' },
  { language: 'gu', kind: 'business', niche: 'જલારામ ખાખરા ગૃહ ઉદ્યોગ', mood: 'playful', topic: 'મેથી ખાખરા' },
  { language: 'pa', kind: 'role', niche: 'ਭੰਗੜਾ ਕੋਚ', mood: 'energetic', media: 'video' },
  { language: 'bn', kind: 'field', niche: 'টেরাকোটার গয়না', mood: 'playful', topic: 'টেরাকোটা ঝুমকা' },
  { language: 'as', kind: 'product', niche: 'হাতে বোৱা গামোচা', mood: 'celebratory', topic: 'ৰঙালী বিহুৰ বাবে নতুন গামোচা আহি পালে। প্ৰতিখনৰ দাম ২৫০ টকা। ১০ এপ্ৰিললৈকে অৰ্ডাৰ দিব পাৰিব।' },
  { language: 'te', kind: 'field', niche: 'ఇంటి వంట', mood: 'motivational', topic: 'రాగి సంగటి' },
  { language: 'ta', kind: 'business', niche: 'முருகன் டிபன் சென்டர்', mood: 'casual' },
  { language: 'kn', kind: 'place', niche: 'ಹಂಪಿ', mood: 'educational', topic: 'ಕಲ್ಲಿನ ರಥ' },
  { language: 'ml', kind: 'role', niche: 'ഫുട്ബോൾ കോച്ച്', mood: 'motivational', topic: 'അണ്ടർ-12 കുട്ടികൾക്കുള്ള സമ്മർ ക്യാമ്പ് ഏപ്രിൽ 5 ശനിയാഴ്ച തുടങ്ങും. ഫീസ് ₹1500. 20 സീറ്റുകൾ മാത്രം.', website: 'kickoffacademy.in' },
  { language: 'or', kind: 'field', niche: 'ପଟ୍ଟଚିତ୍ର', mood: 'professional' },
  { language: 'ur', kind: 'business', niche: 'علی ٹیلرز', mood: 'celebratory', topic: 'عید کے کرتے' },
  { language: 'ja', kind: 'product', niche: '手作り革小物', mood: 'professional', topic: 'キーケース', media: 'image' },
  { language: 'ko', kind: 'place', niche: '강릉', mood: 'inspirational', media: 'image' },
  { language: 'zh', kind: 'field', niche: '书法', mood: 'educational', topic: '楷书入门' },
  { language: 'ar', kind: 'role', niche: 'مدربة سباحة', mood: 'motivational' },
];

/**
 * A fourth set, written on 2026-11-25 before the eighth pass by a helper who read no code, no pack
 * and no earlier request (only the request type and a list of niches the earlier sets used, to
 * avoid). Not to be read by pack writers; reviewed once.
 */
export const FRESH_REVIEW_CASES_3: QualityCase[] = [
  { language: 'en', kind: 'business', niche: 'Greenline Dog Grooming', mood: 'professional', website: 'greenlinedoggrooming.com', topic: 'Nail trims are $15 every Tuesday in May. Walk-ins welcome from 10am to 2pm, no appointment needed.' },
  { language: 'es', kind: 'role', niche: 'entrenadora de pádel', mood: 'energetic', topic: 'la bandeja', media: 'video' },
  { language: 'fr', kind: 'product', niche: 'savons artisanaux au lait de chèvre', mood: 'casual', topic: 'savon à la lavande' },
  { language: 'de', kind: 'business', niche: 'Eisdiele Dolce Vita', mood: 'playful' },
  { language: 'it', kind: 'place', niche: 'Trieste', mood: 'inspirational', topic: 'giornata di bora' },
  { language: 'pt', kind: 'field', niche: 'crochê', mood: 'playful', topic: 'bolsa de praia' },
  { language: 'ru', kind: 'role', niche: 'логопед', mood: 'educational' },
  { language: 'hi', kind: 'role', niche: 'मेहंदी आर्टिस्ट', mood: 'celebratory', media: 'image', topic: 'करवा चौथ की बुकिंग शुरू हो गई है। दोनों हाथों की फुल मेहंदी सिर्फ ₹1100 में। 15 अक्टूबर तक बुक करें।' },
  { language: 'mr', kind: 'business', niche: 'शिवगर्जना ढोल-ताशा पथक', mood: 'energetic', topic: 'गणेशोत्सव सराव', media: 'video' },
  { language: 'gu', kind: 'business', niche: 'રાધે ગરબા ક્લાસીસ', mood: 'celebratory' },
  { language: 'pa', kind: 'business', niche: 'ਗਿੱਲ ਡਰਾਈਵਿੰਗ ਸਕੂਲ', mood: 'professional', website: 'gilldrivingschool.in', topic: 'ਨਵਾਂ ਬੈਚ ਸੋਮਵਾਰ 7 ਜੁਲਾਈ ਤੋਂ ਸ਼ੁਰੂ ਹੋ ਰਿਹਾ ਹੈ। 21 ਦਿਨਾਂ ਦੀ ਕਾਰ ਟ੍ਰੇਨਿੰਗ ਸਿਰਫ਼ ₹4500 ਵਿੱਚ।' },
  { language: 'bn', kind: 'role', niche: 'তবলা শিক্ষক', mood: 'educational', topic: 'তিনতালের ঠেকা' },
  { language: 'as', kind: 'place', niche: 'মাজুলী', mood: 'inspirational' },
  { language: 'te', kind: 'role', niche: 'కరాటే మాస్టర్', mood: 'motivational', topic: 'బ్లాక్ బెల్ట్ టెస్ట్' },
  { language: 'ta', kind: 'business', niche: 'செல்வி மெஸ்', mood: 'casual', media: 'image', topic: 'ஞாயிறு ஸ்பெஷல்: நாட்டுக்கோழி குழம்புடன் சாப்பாடு ₹180. மதியம் 12 மணி முதல் கிடைக்கும்.' },
  { language: 'kn', kind: 'field', niche: 'ಸಾವಯವ ಕೃಷಿ', mood: 'motivational' },
  { language: 'ml', kind: 'place', niche: 'വയനാട്', mood: 'energetic', topic: 'മൺസൂൺ ട്രെക്കിങ്', media: 'video' },
  { language: 'or', kind: 'role', niche: 'ଓଡ଼ିଶୀ ନୃତ୍ୟ ଶିକ୍ଷୟିତ୍ରୀ', mood: 'professional' },
  { language: 'ur', kind: 'product', niche: 'خالص عطر', mood: 'casual', topic: 'گلاب کا عطر' },
  { language: 'ja', kind: 'place', niche: '尾道', mood: 'inspirational', media: 'image' },
  { language: 'ko', kind: 'field', niche: '캠핑 요리', mood: 'playful', topic: '차돌 된장찌개' },
  { language: 'zh', kind: 'field', niche: '家居收纳', mood: 'educational' },
  { language: 'ar', kind: 'product', niche: 'تمور سكري', mood: 'celebratory', topic: 'وصلت تمور السكري الجديدة من القصيم. العلبة ٣ كيلو بـ ٨٥ ريال، والتوصيل مجاني كل خميس.' },
];

/**
 * A fifth set, written on 2026-11-25 before the ninth pass by a helper who read no code, no pack
 * and no earlier request (only the request type and the niches and places the earlier sets used, to
 * avoid). Not to be read by pack writers; reviewed once.
 */
export const FRESH_REVIEW_CASES_4: QualityCase[] = [
  { language: 'en', kind: 'business', niche: 'Greenway Dog Grooming', mood: 'professional', website: 'greenwaygrooming.co.uk', topic: 'Nail trims are £8 every Wednesday in May. No appointment needed, just pop in before 4pm.' },
  { language: 'es', kind: 'product', niche: 'bolsos de macramé', mood: 'playful', topic: 'colección de verano', media: 'image' },
  { language: 'fr', kind: 'role', niche: 'prof de piano', mood: 'educational', topic: "Les inscriptions pour la rentrée ouvrent le lundi 1er septembre. Premier cours d'essai gratuit de 30 minutes pour les débutants de tout âge." },
  { language: 'de', kind: 'business', niche: 'Hundeschule Pfotenglück', mood: 'casual' },
  { language: 'it', kind: 'place', niche: 'Procida', mood: 'inspirational', topic: 'tramonto alla Corricella', media: 'video' },
  { language: 'pt', kind: 'field', niche: 'crochê', mood: 'educational', topic: 'tapete de barbante' },
  { language: 'ru', kind: 'role', niche: 'мастер маникюра', mood: 'energetic' },
  { language: 'hi', kind: 'business', niche: 'गुप्ता फर्नीचर', mood: 'casual', topic: 'नया सोफ़ा सेट' },
  { language: 'mr', kind: 'business', niche: 'साई क्लासेस', mood: 'motivational', website: 'saiclasses.in', topic: 'दहावीच्या नवीन बॅचला सोमवार, १६ जूनपासून सुरुवात. पहिल्या ५० विद्यार्थ्यांना फीमध्ये १५% सूट.' },
  { language: 'gu', kind: 'product', niche: 'બાંધણી દુપટ્ટા', mood: 'celebratory', topic: 'લગ્ન સીઝન કલેક્શન', media: 'image' },
  { language: 'pa', kind: 'field', niche: 'ਫੁਲਕਾਰੀ ਕਢਾਈ', mood: 'inspirational' },
  { language: 'bn', kind: 'place', niche: 'শান্তিনিকেতন', mood: 'casual' },
  { language: 'as', kind: 'role', niche: 'নৃত্য প্ৰশিক্ষক', mood: 'motivational', topic: 'ৰঙালী বিহুৰ প্ৰস্তুতি' },
  { language: 'te', kind: 'business', niche: 'శ్రీనివాస ట్రావెల్స్', mood: 'energetic', topic: 'తిరుపతి టూర్ ప్యాకేజీ ఈ శనివారం రాత్రి 9 గంటలకు బయలుదేరుతుంది. ఒక్కొక్కరికి ₹2,499 మాత్రమే, భోజనం మరియు దర్శనం టికెట్ కలిపి.' },
  { language: 'ta', kind: 'role', niche: 'பரதநாட்டிய ஆசிரியை', mood: 'motivational' },
  { language: 'kn', kind: 'place', niche: 'ಗೋಕರ್ಣ', mood: 'energetic', topic: 'ಸ್ನೇಹಿತರ ಜೊತೆ ವೀಕೆಂಡ್', media: 'video' },
  { language: 'ml', kind: 'product', niche: 'ചക്കിലാട്ടിയ വെളിച്ചെണ്ണ', mood: 'celebratory', topic: 'ഓണം സ്പെഷ്യൽ ഓഫർ' },
  { language: 'or', kind: 'business', niche: 'ମା ତାରିଣୀ ଫଟୋ ଷ୍ଟୁଡିଓ', mood: 'professional' },
  { language: 'ur', kind: 'product', niche: 'فروزن شامی کباب', mood: 'celebratory', topic: 'رمضان کے آرڈر اس جمعہ سے شروع۔ ایک درجن کی قیمت 1200 روپے، ڈیفنس اور گلشن میں ہوم ڈیلیوری مفت۔', media: 'image' },
  { language: 'ja', kind: 'field', niche: 'ベランダ菜園', mood: 'playful', topic: 'ミニトマト初収穫', media: 'image' },
  { language: 'ko', kind: 'place', niche: '통영', mood: 'inspirational' },
  { language: 'zh', kind: 'field', niche: '剪纸手艺', mood: 'educational' },
  { language: 'ar', kind: 'role', niche: 'مصمم جرافيك', mood: 'professional', topic: 'تصميم logo لمطعم' },
];
