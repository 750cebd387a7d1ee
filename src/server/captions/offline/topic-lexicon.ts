import type { LanguageCode } from '../../../shared/languages';
import type { SubjectCategory } from './pack-schema';

/**
 * Topic categories the composer recognises in the niche and topic: each brings emoji that fit the
 * subject, widely used global (English) hashtags and, per language, the native tags creators
 * follow there (#recetas, #फिटनेस, #筋トレ, #لياقة). Words are listed in the languages creators
 * type their niche in, since that is their own language as often as English.
 *
 * Matching is by whole word, never by bare word beginning: "sing" must not find "single", "read"
 * not "ready", "tour" not "tournament", "farm" not "farmacia" (matchesTopicWord says exactly what
 * a listed word matches).
 */
export interface TopicCategory {
  name: string;
  /**
   * Lower-case words that signal the category. A plain word matches itself and, in Latin script,
   * its regular English inflections (see matchesTopicWord). A word ending in `*` is a stem for
   * inflected languages ("recet*", "путешеств*", "சமைய*"): it matches the stem followed by at
   * most MAX_STEM_ENDING more characters, so an ending, not another word, follows it.
   */
  words: string[];
  emoji: string[];
  /** Widely used global (English) tags, most used first. */
  hashtags: string[];
  /** Widely used tags in a language, most used first, where such tags exist (no '#', no spaces). */
  nativeHashtags: Partial<Record<LanguageCode, string[]>>;
}

/** The most characters a `*` stem may be followed by: an inflectional ending, not a second word. */
export const MAX_STEM_ENDING = 4;

export const TOPIC_CATEGORIES: readonly TopicCategory[] = [
  // First, so that a tie goes to them: a saree shop is about textiles before fashion, a phone
  // repair shop about repairs before tech (the fourth and fifth reviews).
  {
    name: 'textiles',
    words: [
      'saree', 'sarees', 'sari', 'saris', 'handloom', 'handlooms', 'weaving', 'weaver', 'weavers', 'loom', 'textile', 'textiles',
      'fabric', 'fabrics', 'silk', 'khadi', 'ikat', 'paithani', 'kanjivaram', 'banarasi', 'pashmina', 'shawl', 'shawls', 'dupatta',
      'tela*', 'tissu*', 'stoff*', 'tessut*', 'tecido*', 'ткан*', 'soie', 'seide',
      'साड़ी', 'साड़ियाँ', 'साड़ियां', 'साडी', 'पैठणी', 'हथकरघा', 'बुनकर', 'रेशम', 'खादी', 'শাড়ি', 'তাঁত*', 'রেশম', 'মুগা',
      'ਫੁਲਕਾਰੀ', 'સાડી', 'પટોળા', 'చీర', 'చీరలు', 'చేనేత', 'புடவை*', 'கைத்தறி', 'பட்டு', 'ಸೀರೆ', 'ಕೈಮಗ್ಗ', 'ರೇಷ್ಮೆ',
      'സാരി', 'കൈത്തറി', 'ଶାଢ଼ୀ', 'ସମ୍ବଲପୁରୀ', 'ساڑھی', 'ساڑی', 'کھڈی', 'حرير', 'نسيج', '面料', '丝绸', '织布', '编织',
      '織物', '反物', '원단',
      // From the pack writers (issue 14, fifth review).
      'サリー', '手織り', '手織物', '機織り', '織り手', '織機', 'はた織り', 'シルク', '正絹', 'カディ', 'イカット', 'ショール', 'ストール', 'ドゥパッタ', 'パイタニ', 'カンジーヴァラム',
      'ムガシルク', '핸드룸', '수직물', '직물', '직조', '베틀', '실크', '비단', '명주', '카디', '이카트', '두파타', '파이타니', '칸치푸람', '무가 실크', '纱丽', '手织', '手工织',
      '织物', '织工', '织布机', '织机', '布料', '真丝', '蚕丝', '土布', '卡迪布', '伊卡特', '披肩', '围巾', '帕坦尼', '坎奇普拉姆', '穆加丝', 'ساريات', 'منسوج*',
      'منسوجات', 'نسج', 'نساج', 'نسّاج', 'حائك', 'حياكة', 'نول', 'أنوال', 'قماش', 'أقمشة', 'حريري*', 'خادي', 'إيكات', 'شال',
      'شالات', 'دوباتا', 'بيثاني', 'كانجيفارام', 'telar', 'telares', 'tejedor*', 'tejeduría', 'tejido', 'textil', 'chal',
      'chales', 'muga', 'jamdani', 'chanderi', 'patola', 'tissage', 'tisserand', 'tisserande', 'tissu', 'étoffe', 'soierie',
      'châle', 'weben', 'weberei', 'weberin', 'handweberei', 'webstuhl', 'webstühle', 'handgewebt*', 'seidenstoff', 'textil*',
      'schal', 'stoffladen', 'tessitura', 'tessitore', 'tessitrice', 'tessitori', 'tessuto', 'stoffa', 'stoffe', 'scialle',
      'scialli', 'tessile', 'tessili', 'sári', 'sáris', 'teares', 'tecelagem', 'tecelão', 'tecelã', 'tecelões', 'tecelãs',
      'tecido', 'xale', 'xales', 'têxtil', 'têxteis', 'сари', 'ткачеств*', 'ткач', 'ткачи', 'ткачиха', 'ткацк*', 'шёлк*', 'шелк*',
      'шаль', 'шали', 'текстил*', 'пашмина', 'дупатта', 'кхади', 'икат', 'пайтхани', 'муга', 'канчипурам', 'кандживарам',
      'банараси', 'джамдани', 'साड़ियों', 'हैंडलूम', 'बुनाई', 'बुनकरों', 'करघा', 'करघे', 'फ़ैब्रिक', 'फैब्रिक', 'रेशमी', 'सिल्क',
      'बनारसी', 'चंदेरी', 'महेश्वरी', 'पटोला', 'इकत', 'पैठनी', 'कांजीवरम', 'मूगा', 'जामदानी', 'बांधनी', 'पश्मीना', 'शॉल',
      'दुपट्टा', 'दुपट्टे', 'साड्या*', 'हातमाग*', 'विणकाम', 'विणकर', 'विणकरां*', 'कापड', 'कापडा*', 'रेशीम', 'पैठण्या', 'इरकल',
      'नारायणपेठ*', 'हिमरू', 'शाल', 'સાડી*', 'હાથવણાટ', 'હેન્ડલૂમ', 'વણાટ', 'વણકર', 'વણકરો', 'સાળ', 'કાપડ', 'રેશમ', 'રેશમી',
      'સિલ્ક', 'ખાદી', 'પટોળું', 'બાંધણી', 'ઇકત', 'પૈઠણી', 'કાંજીવરમ', 'દુપટ્ટો', 'દુપટ્ટા', 'શાલ', 'ਸਾੜੀ', 'ਸਾੜੀਆਂ', 'ਹੱਥਖੱਡੀ',
      'ਖੱਡੀ', 'ਬੁਣਾਈ', 'ਬੁਣਕਰ', 'ਜੁਲਾਹਾ', 'ਜੁਲਾਹੇ', 'ਫੈਬਰਿਕ', 'ਰੇਸ਼ਮ', 'ਰੇਸ਼ਮੀ', 'ਸਿਲਕ', 'ਖੱਦਰ', 'ਖਾਦੀ', 'ਫੁਲਕਾਰੀਆਂ', 'ਦੁਪੱਟਾ',
      'ਦੁਪੱਟੇ', 'ਸ਼ਾਲ', 'ਸ਼ਾਲਾਂ', 'ਪਸ਼ਮੀਨਾ', 'শাড়ি*', 'শাড়ী', 'তাঁত', 'তাঁতি', 'তাঁতী', 'তাঁতশিল্প', 'তাঁতশিল্পী',
      'হ্যান্ডলুম', 'বুনন', 'বয়ন', 'ফ্যাব্রিক', 'রেশমি', 'সিল্ক', 'খাদি', 'জামদানি', 'বালুচরী', 'টাঙ্গাইল', 'ধনেখালি', 'মসলিন',
      'বেনারসি', 'শাল', 'ওড়না', 'শাৰী', 'মেখেলা', 'তাঁতশাল', 'বোৱনী', 'হেণ্ডলুম', 'এৰী', 'ৰেচম', 'ৰেচমী', 'ছিল্ক', 'খাদী',
      'সুৱালকুছি', 'গামোচা', 'শ্বল', 'చీర*', 'పట్టుచీర*', 'చేనేత*', 'నేతన్న*', 'నేతకార*', 'మగ్గం', 'మగ్గాలు', 'హ్యాండ్లూమ్',
      'సిల్క్', 'ఖాదీ', 'ఇక్కత్', 'శాలువా', 'శాలువాలు', 'పోచంపల్లి', 'గద్వాల్', 'ధర్మవరం', 'మంగళగిరి', 'వెంకటగిరి', 'ఉప్పాడ',
      'నారాయణపేట', 'కలంకారి', 'కంచి పట్టు', 'சேலை*', 'பட்டுப்புடவை*', 'பட்டுச்சேலை*', 'கைத்தறி*', 'நெசவு*', 'நெசவாளர்*', 'தறி*',
      'சில்க்', 'காதி', 'கதர்', 'இக்கத்', 'சால்வை*', 'ஹேண்ட்லூம்', 'காஞ்சிபுரம்', 'காஞ்சிப் பட்டு', 'கூறைநாடு', 'சின்னாளப்பட்டி',
      'ಸೀರೆ*', 'ರೇಷ್ಮೆ*', 'ಕೈಮಗ್ಗ*', 'ಮಗ್ಗ', 'ಮಗ್ಗದ', 'ಮಗ್ಗಗಳು', 'ನೇಕಾರ*', 'ನೇಯ್ಗೆ', 'ಸಿಲ್ಕ್', 'ಖಾದಿ', 'ಇಕತ್', 'ಶಾಲು',
      'ಹ್ಯಾಂಡ್‌ಲೂಮ್', 'ಇಳಕಲ್', 'ಮೈಸೂರು ಸಿಲ್ಕ್', 'ಮೊಳಕಾಲ್ಮೂರು', 'ಉಡುಪಿ ಸೀರೆ', 'സാരി*', 'സെറ്റ് സാരി', 'കസവ്*', 'കൈത്തറി*',
      'നെയ്ത്ത്*', 'നെയ്ത്തുകാര*', 'തറി*', 'പട്ട്', 'പട്ടുസാരി*', 'സിൽക്ക്', 'ഖാദി', 'ഷാൾ', 'ഹാൻഡ്‌ലൂം', 'ബാലരാമപുരം',
      'കുത്താമ്പുള്ളി', 'ചേന്ദമംഗലം', 'കാഞ്ചീപുരം', 'ଶାଢ଼ୀ*', 'ଶାଢୀ*', 'ପାଟଶାଢ଼ୀ', 'ଲୁଗା', 'ହସ୍ତତନ୍ତ', 'ତନ୍ତ', 'ତନ୍ତୀ',
      'ବୁଣାକାର*', 'ରେଶମ', 'ସିଲ୍କ', 'ଖଦି', 'ଖଦୀ', 'ଇକତ୍', 'ଶାଲ୍', 'ବୋମକାଇ', 'କୋଟପାଡ଼', 'ବାପ୍ତା', 'ଖଣ୍ଡୁଆ', 'ବରପାଲି', 'ساڑھیاں',
      'ہینڈلوم', 'بُنائی', 'بُنکر', 'بنکر', 'جولاہا', 'جولاہے', 'ریشم', 'ریشمی', 'سلک', 'کھدر', 'کھادی', 'شالیں', 'دوپٹہ',
      'دوپٹے', 'اجرک', 'کھیس', 'سوسی',
    ],
    emoji: ['🧵', '🪡', '🥻', '✨'],
    hashtags: ['handloom', 'saree', 'textiles', 'weaving', 'sareelove'],
    nativeHashtags: {
      hi: ['साड़ी', 'हथकरघा'], mr: ['साडी', 'पैठणी'], bn: ['শাড়ি', 'তাঁত'], as: ['মুগা', 'তাঁতশিল্প'], te: ['చీర', 'చేనేత'],
      ta: ['புடவை', 'கைத்தறி'], kn: ['ಸೀರೆ', 'ಕೈಮಗ್ಗ'], ml: ['സാരി', 'കൈത്തറി'], gu: ['સાડી'], pa: ['ਫੁਲਕਾਰੀ'], or: ['ଶାଢ଼ୀ'],
      ur: ['ساڑھی'], es: ['textil', 'tejidos'], fr: ['textile', 'tissage'], de: ['stoffe', 'textil'], it: ['tessuti', 'tessitura'],
      pt: ['tecidos', 'tecelagem'], ja: ['織物', '手織り'], ko: ['원단', '직조'], zh: ['布料', '手工织布'], ar: ['نسيج', 'أقمشة'],
      ru: ['ткани', 'текстиль'],
    },
  },
  {
    name: 'auto',
    words: [
      // Before repair, so that a car's mechanic is not a phone repair (the sixth review).
      'car', 'cars', 'automotive', 'mechanic', 'mechanics', 'tyre', 'tyres', 'tire', 'tires', 'detailing', 'carwash',
      'motorbike', 'motorbikes', 'motorcycle', 'motorcycles',
      'coche', 'coches', 'automóvil', 'voiture', 'voitures', 'automobile', 'auto', 'autos', 'automobil*', 'carro', 'carros',
      'автомобил*', '自動車', '汽车', '자동차', 'سيارة', 'سيارات', 'कार', 'गाड़ी', 'गाडी', 'কার', 'গাড়ি', 'ਗੱਡੀ', 'ગાડી',
      'కారు', 'கார்', 'ಕಾರು', 'കാർ', 'ଗାଡ଼ି', 'گاڑی',
      'mecánico', 'mécanicien', 'mécanicienne', 'mechaniker', 'meccanico', 'mecânico', 'механик', 'ميكانيكي', 'मैकेनिक', 'मेकैनिक', 'मेकॅनिक', 'ਮਕੈਨਿਕ', 'મિકેનિક', 'মেকানিক', 'మెకానిక్', 'மெக்கானிக்', 'ಮೆಕಾನಿಕ್', 'മെക്കാനിക്ക്', '修车',
      // From the pack writers (issue 14, seventh pass: topic words).
      'moto', 'motos', 'motocicleta', 'motocicletas', 'motero', 'motera', 'moteros', 'neumático', 'neumáticos',
      'llanta', 'llantas', 'automotriz', 'concesionario', 'vehículo', 'vehículos', 'carrocería', 'chapista',
      'autolavado', 'lavacoches', 'autopartes', 'camioneta', 'camionetas', 'motard', 'motarde', 'motards', 'pneu',
      'pneus', 'pneumatique', 'pneumatiques', 'garagiste', 'carrosserie', 'carrossier', 'véhicule', 'véhicules',
      'concessionnaire', 'bagnole', 'jante', 'jantes', 'motorrad', 'motorräder', 'motorradfahrer', 'moped', 'mofa',
      'kfz', 'autowerkstatt', 'autohaus', 'autohändler', 'gebrauchtwagen', 'fahrzeug', 'fahrzeuge', 'pkw',
      'reifenwechsel', 'reifenservice', 'winterreifen', 'sommerreifen', 'autopflege', 'autowäsche', 'waschanlage',
      'autoaufbereitung', 'fahrzeugaufbereitung', 'oldtimer', 'motocicletta', 'motociclette', 'motociclista',
      'motociclisti', 'motorino', 'pneumatico', 'pneumatici', 'gommista', 'autofficina', 'carrozzeria',
      'carrozziere', 'autolavaggio', 'concessionaria', 'autosalone', 'veicolo', 'veicoli', 'autoricambi',
      'motoqueiro', 'borracharia', 'borracheiro', 'funilaria', 'funileiro', 'automotivo', 'automotiva', 'automóvel',
      'automóveis', 'veículo', 'veículos', 'concessionária', 'viatura', 'viaturas', 'авто', 'автосервис*',
      'автомастерск*', 'автомеханик*', 'автомойк*', 'автосалон*', 'автодилер*', 'автолюбител*', 'шиномонтаж*',
      'шины', 'мотоцикл*', 'мото', 'байкер*', 'детейлинг*', 'тюнинг*', 'иномарк*', 'техобслуживани*', 'कारें',
      'गाड़ियाँ', 'गाड़ियां', 'बाइक', 'बाइकें', 'मोटरसाइकिल', 'मोटरबाइक', 'स्कूटर', 'स्कूटी', 'गैराज', 'कार सर्विस',
      'बाइक सर्विस', 'सर्विस सेंटर', 'टायर', 'टायरों', 'पंक्चर', 'कार वॉश', 'कारवॉश', 'डिटेलिंग', 'कार डिटेलिंग',
      'ऑटो रिक्शा', 'ऑटोरिक्शा', 'टू व्हीलर', 'फोर व्हीलर', 'बाइकर', 'गाड्या', 'दुचाकी', 'चारचाकी', 'बाईक',
      'मोटारसायकल', 'गॅरेज', 'कार सर्व्हिस', 'सर्व्हिस सेंटर', 'रिक्षा', 'ऑटोरिक्षा', 'बायकर', 'કાર', 'ગાડીઓ',
      'બાઇક', 'બાઈક', 'મોટરસાયકલ', 'મોટરસાઇકલ', 'સ્કૂટર', 'ગેરેજ', 'ટાયર', 'પંચર', 'કાર વોશ', 'કાર સર્વિસ',
      'સર્વિસ સ્ટેશન', 'ડિટેલિંગ', 'રિક્ષા', 'છકડો', 'ટુ વ્હીલર', 'ફોર વ્હીલર', 'ਕਾਰ', 'ਕਾਰਾਂ', 'ਗੱਡੀਆਂ', 'ਬਾਈਕ',
      'ਮੋਟਰਸਾਈਕਲ', 'ਸਕੂਟਰ', 'ਜੀਪ', 'ਗੈਰਾਜ', 'ਟਾਇਰ', 'ਟਾਇਰਾਂ', 'ਪੰਕਚਰ', 'ਕਾਰ ਵਾਸ਼', 'ਕਾਰ ਸਰਵਿਸ', 'ਸਰਵਿਸ ਸੈਂਟਰ',
      'ਡਿਟੇਲਿੰਗ', 'ਆਟੋ ਰਿਕਸ਼ਾ', 'গাড়ি*', 'বাইক', 'বাইকার', 'মোটরবাইক', 'মোটরসাইকেল', 'স্কুটার', 'স্কুটি', 'গ্যারেজ',
      'টায়ার', 'পাংচার', 'কার ওয়াশ', 'কার সার্ভিস', 'সার্ভিস সেন্টার', 'ডিটেলিং', 'অটোরিকশা', 'টোটো', 'কাৰ',
      'গাড়ী*', 'বাইকাৰ', 'মটৰবাইক', 'মটৰ চাইকেল', 'স্কুটী', 'স্কুটাৰ', 'গেৰেজ', 'টায়াৰ', 'পাংচাৰ', 'কাৰ ৱাশ্ব',
      'কাৰ চাৰ্ভিচ', 'চাৰ্ভিচ চেণ্টাৰ', 'ডিটেইলিং', 'অটোৰিক্সা', 'కార్లు', 'బైక్', 'బైకు', 'బైకులు', 'బైక్స్',
      'స్కూటర్', 'స్కూటీ', 'మోటార్ సైకిల్', 'ద్విచక్ర వాహనం', 'గ్యారేజ్', 'గ్యారేజీ', 'టైర్', 'టైర్లు', 'కార్ వాష్',
      'కార్ సర్వీస్', 'బైక్ సర్వీస్', 'డీటెయిలింగ్', 'ఆటో', 'ఆటో రిక్షా', 'ఆటోరిక్షా', 'கார்கள்', 'பைக்',
      'பைக்குகள்', 'ஸ்கூட்டர்', 'ஸ்கூட்டி', 'மோட்டார் சைக்கிள்', 'இருசக்கர வாகனம்', 'கேரேஜ்', 'டயர்', 'டயர்கள்',
      'கார் வாஷ்', 'கார் சர்வீஸ்', 'பைக் சர்வீஸ்', 'டீடெய்லிங்', 'ஆட்டோ', 'ஆட்டோ ரிக்‌ஷா', 'ಕಾರುಗಳು', 'ಬೈಕ್', 'ಬೈಕು',
      'ಬೈಕ್‌ಗಳು', 'ಸ್ಕೂಟರ್', 'ಸ್ಕೂಟಿ', 'ಮೋಟಾರ್ ಸೈಕಲ್', 'ದ್ವಿಚಕ್ರ ವಾಹನ', 'ಗ್ಯಾರೇಜ್', 'ಟೈರ್', 'ಟೈರ್‌ಗಳು', 'ಕಾರ್ ವಾಶ್',
      'ಕಾರ್ ಸರ್ವೀಸ್', 'ಬೈಕ್ ಸರ್ವೀಸ್', 'ಡೀಟೇಲಿಂಗ್', 'ಆಟೋ', 'ಆಟೋ ರಿಕ್ಷಾ', 'കാറുകൾ', 'വണ്ടി', 'വണ്ടികൾ', 'ബൈക്ക്',
      'ബൈക്കുകൾ', 'സ്കൂട്ടർ', 'ഇരുചക്ര വാഹനം', 'ഗാരേജ്', 'ടയർ', 'ടയറുകൾ', 'കാർ വാഷ്', 'കാർ സർവീസ്', 'ബൈക്ക് സർവീസ്',
      'ഡീറ്റെയിലിംഗ്', 'ഓട്ടോ', 'ഓട്ടോറിക്ഷ', 'ଗାଡି', 'କାର୍', 'ବାଇକ୍', 'ସ୍କୁଟର', 'ସ୍କୁଟି', 'ମୋଟରସାଇକେଲ', 'ଦୁଇଚକିଆ',
      'ଚାରିଚକିଆ', 'ଯାନବାହନ', 'ଗ୍ୟାରେଜ୍', 'ଟାୟାର', 'କାର୍ ୱାଶ୍', 'ଅଟୋ', 'گاڑیاں', 'گاڑیوں', 'بائیک', 'موٹر سائیکل',
      'اسکوٹر', 'میکینک', 'گیراج', 'ٹائر', 'ٹائروں', 'کار واش', 'رکشہ', 'رکشا', 'آٹو', '車', 'クルマ', '愛車', '車好き', '旧車',
      '中古車', '新車', '車検', '自動車整備', '整備士', '鈑金', 'オイル交換', 'カー用品', '洗車', 'カーディテイリング', 'カーコーティング', 'タイヤ', 'タイヤ交換',
      'オートバイ', '単車', 'バイク屋', 'バイク乗り', 'バイク好き', 'バイク整備', '차량', '자동차정비', '카센터', '정비소', '정비사', '타이어', '세차', '세차장',
      '손세차', '셀프세차', '디테일링', '엔진오일', '중고차', '신차', '오토바이', '스쿠터', '튜닝카', '카레이싱', '汽修', '汽车维修', '汽车保养', '汽车美容', '洗车',
      '精洗', '镀晶', '轮胎', '换胎', '机油', '二手车', '车主', '车友', '爱车', '跑车', '改装车', '4s店', '摩托', '电动车', '电瓶车', '赛车', '车维修',
      'سيار*', 'كراج', 'جراج', 'ميكانيك', 'سمكرة', 'بنشر', 'كفرات', 'تواير', 'موتوسيكل', 'دباب', 'توكتوك',
      // Maintenance, of a car more than of a phone (a Japanese car garage got #スマホ修理).
      '整備', '정비',
    ],
    emoji: ['🚗', '🔧', '🛠️', '🏍️'],
    hashtags: ['cars', 'carcare', 'mechanic', 'autorepair', 'carservice'],
    nativeHashtags: { ar: ['سيارات', 'ميكانيك', 'عالم_السيارات'], as: ['গাড়ী', 'বাইক'], bn: ['গাড়ি', 'বাইক', 'বাইকার'], de: ['auto', 'kfzwerkstatt', 'autopflege'], es: ['coches', 'autos', 'tallermecanico'], fr: ['voiture', 'automobile', 'garageautomobile'], gu: ['કાર', 'બાઇક', 'ગાડી'], hi: ['कार', 'गाड़ी', 'बाइक'], it: ['auto', 'motori', 'officinameccanica'], ja: ['愛車', '車好き', '洗車'], kn: ['ಕಾರು', 'ಬೈಕ್'], ko: ['자동차', '세차', '카스타그램'], ml: ['വണ്ടി', 'കാർ', 'ബൈക്ക്'], mr: ['गाडी', 'दुचाकी', 'कार'], or: ['ଗାଡ଼ି', 'ବାଇକ୍'], pa: ['ਗੱਡੀ', 'ਕਾਰ', 'ਬਾਈਕ'], pt: ['carros', 'mecanica', 'oficinamecanica'], ru: ['авто', 'автосервис', 'автомобили'], ta: ['கார்', 'பைக்', 'மெக்கானிக்'], te: ['కార్లు', 'బైక్', 'మెకానిక్'], ur: ['گاڑی', 'بائیک', 'گاڑیاں'], zh: ['汽车', '汽车保养', '修车'] },
  },
  {
    name: 'repair',
    words: [
      // Not "fix" ("fix your posture"), "ремонт" alone (a flat's renovation) or "Werkstatt" (any workshop).
      'repair', 'repairs', 'repairing', 'technician',
      'reparación', 'reparaciones', 'réparation', 'réparations', 'réparer', 'reparatur', 'reparaturen',
      'riparazione', 'riparazioni', 'conserto', 'consertos', 'reparo', 'reparos', 'починк*',
      'रिपेयर', 'रिपेयरिंग', 'मरम्मत', 'दुरुस्ती', 'রিপেয়ার', 'রিপেয়ারিং', 'মেরামত', 'মেৰামতি', 'ৰিপেয়াৰ', 'ਰਿਪੇਅਰ',
      'ਮੁਰੰਮਤ', 'રિપેર', 'રિપેરિંગ', 'రిపేర్', 'రిపేరింగ్', 'ரிப்பேர்', 'பழுதுபார்ப்பு', 'ರಿಪೇರಿ', 'ರಿಪೇರ್', 'റിപ്പയർ',
      'റിപ്പയറിംഗ്', 'ରିପେୟାର', 'ମରାମତି', 'ریپیئر', 'مرمت', 'تصليح', 'صيانة', '修理', '修繕', '维修', '修手机', '수리',
      // From the pack writers (issue 14, fifth review).
      '修理店', '修理屋', 'リペア', '画面割れ', '液晶割れ', 'バッテリー交換', '水没', '故障', '自転車修理', '時計修理', 'スマホ修理', '수리점', '고치다',
      '수선', '서비스센터', '수리기사', '액정', '액정 수리', '배터리 교체', '침수', '고장', '폰수리', '修好', '维修店', '维修点', '售后服务', '技师', '换屏', '碎屏',
      '换电池', '进水', '修表', 'إصلاح', 'يصلح', 'أصلح', 'فني صيانة', 'فنيو صيانة', 'مركز صيانة',
      'شاشة', 'شاشات', 'بطارية', 'بطاريات', 'عطل', 'أعطال', 'مكسور*', 'تلف',
      'reparador', 'reparadora', 'arreglar', 'relojero', 'relojería', 'réparateur',
      'réparatrice', 'dépannage', 'technicien', 'technicienne', 'horloger', 'horlogère',
      'horlogerie', 'cordonnier', 'cordonnerie', 'reparatur*', 'reparier*', 'handyreparatur', 'reparaturservice', 'reparaturcafé',
      'akku', 'akkutausch', 'displaytausch', 'techniker', 'fahrradwerkstatt', 'uhrmacher', 'wasserschaden',
      'instandsetzung', 'riparare', 'riparatore', 'riparatrice', 'aggiustare',
      'orologiaio', 'ciclofficina', 'consertar', 'reparação', 'reparações',
      'relojoeiro', 'relojoaria', 'bicicletaria', 'починить', 'сервисный', 'часовщик',
      'веломастерская', 'аккумулятор*', 'экран*', 'टेक्नीशियन', 'तकनीशियन',
      'सर्विसिंग', 'स्क्रीन', 'बैटरी', 'दुरुस्ती*', 'रिपेअर', 'रिपेअरिंग', 'टेक्निशियन', 'सर्व्हिसिंग', 'बॅटरी',
      'રીપેરીંગ', 'મરામત', 'ટેક્નિશિયન', 'સર્વિસિંગ', 'સ્ક્રીન', 'બેટરી',
      'ਰਿਪੇਅਰਿੰਗ', 'ਟੈਕਨੀਸ਼ੀਅਨ', 'ਸਰਵਿਸਿੰਗ', 'ਸਕਰੀਨ', 'ਬੈਟਰੀ', 'মেরামতি', 'সারাই',
      'টেকনিশিয়ান', 'সার্ভিসিং', 'স্ক্রিন', 'ব্যাটারি', 'মেৰামত', 'ৰিপেয়াৰিং', 'টেকনিচিয়ান',
      'ছাৰ্ভিচিং', 'স্ক্ৰীন', 'বেটাৰী', 'రిపేరు', 'రిపేర్లు', 'మరమ్మతు*', 'మరమ్మత్తు*', 'సర్వీస్ సెంటర్',
      'టెక్నీషియన్', 'స్క్రీన్', 'డిస్‌ప్లే', 'డిస్ప్లే', 'బ్యాటరీ', 'మొబైల్ రిపేర్', 'ரிப்பேர்*', 'பழுது*', 'பழுதுபார்*',
      'சர்வீஸ் சென்டர்', 'டெக்னீஷியன்', 'ஸ்கிரீன்', 'டிஸ்ப்ளே', 'பேட்டரி', 'மொபைல் சர்வீஸ்', 'ರಿಪೇರಿ*', 'ದುರಸ್ತಿ*',
      'ಸರ್ವೀಸ್ ಸೆಂಟರ್', 'ಟೆಕ್ನೀಷಿಯನ್', 'ಸ್ಕ್ರೀನ್', 'ಡಿಸ್‌ಪ್ಲೇ', 'ಬ್ಯಾಟರಿ', 'റിപ്പയർ*', 'റിപ്പയറിങ്',
      'അറ്റകുറ്റപ്പണി*', 'സർവീസ് സെന്റർ', 'ടെക്നീഷ്യൻ', 'സ്ക്രീൻ', 'ഡിസ്‌പ്ലേ', 'ബാറ്ററി',
      'ରିପେୟାରିଂ', 'ସର୍ଭିସ ସେଣ୍ଟର', 'ମେକାନିକ', 'ମେକାନିକ୍', 'ଟେକ୍ନିସିଆନ', 'ସ୍କ୍ରିନ୍', 'ସ୍କ୍ରିନ', 'ବ୍ୟାଟେରି', 'ବ୍ୟାଟେରୀ',
      'ریپئر', 'رپیئر', 'سروس سینٹر', 'مکینک', 'ٹیکنیشن', 'اسکرین', 'سکرین', 'بیٹری', 'موبائل ریپیئر',
    ],
    emoji: ['🔧', '🛠️', '📱', '🔋'],
    hashtags: ['repair', 'phonerepair', 'fixit', 'repairshop', 'righttorepair'],
    nativeHashtags: {
      hi: ['मोबाइलरिपेयर'], bn: ['মোবাইলরিপেয়ার'], te: ['మొబైల్రిపేర్'], ta: ['மொபைல்ரிப்பேர்'], kn: ['ಮೊಬೈಲ್ರಿಪೇರಿ'],
      ml: ['മൊബൈൽറിപ്പയർ'], es: ['reparacion', 'reparaciondemoviles'], fr: ['reparation', 'reparationtelephone'],
      de: ['reparatur', 'handyreparatur'], it: ['riparazione', 'riparazionesmartphone'], pt: ['conserto', 'assistenciatecnica'],
      ja: ['スマホ修理', '修理'], ko: ['핸드폰수리', '수리'], zh: ['手机维修', '维修'], ar: ['صيانة_جوالات', 'صيانة'], ru: ['ремонттелефонов', 'ремонт'],
    },
  },
  {
    name: 'finance',
    words: [
      'finance', 'finances', 'financial', 'money', 'budget', 'budgeting', 'saving', 'savings', 'invest', 'investing', 'investment',
      'investments', 'tax', 'taxes', 'accounting', 'accountant', 'insurance', 'loan', 'loans', 'mortgage', 'crypto', 'stocks', 'retirement',
      'finanzas', 'ahorro', 'inversión', 'inversiones', 'impuestos', 'épargne', 'investissement', 'impôts', 'finanzen', 'sparen', 'steuern',
      'geldanlage', 'risparmio', 'investimenti', 'finanças', 'investimento*', 'poupança', 'финанс*', 'инвестиц*', 'деньги', 'бюджет*', 'налог*',
      'वित्त', 'पैसा', 'निवेश', 'बचत', 'गुंतवणूक', 'অর্থ', 'বিনিয়োগ', 'সঞ্চয়', 'ఆర్థిక', 'పెట్టుబడి', 'நிதி', 'முதலீடு', 'ಹಣಕಾಸು',
      'ಹೂಡಿಕೆ', 'സാമ്പത്തിക', 'നിക്ഷേപ*', 'નાણાં', 'રોકાણ', 'ਵਿੱਤ', 'ਨਿਵੇਸ਼', 'ଅର୍ଥ', 'ନିବେଶ', 'বিত্ত', 'বিনিয়োগ', 'سرمایہ',
      'بچت', 'مالية', 'استثمار', 'ادخار', 'お金', '投資', '節約', '家計', '理财', '投资', '财务', '省钱', '재테크', '투자', '금융', '저축',
    ],
    emoji: ['💰', '📊', '🏦', '💡'],
    hashtags: ['personalfinance', 'money', 'investing', 'financialfreedom', 'budgeting'],
    nativeHashtags: {
      hi: ['निवेश', 'पैसा'], mr: ['गुंतवणूक'], bn: ['বিনিয়োগ'], te: ['పెట్టుబడి'], ta: ['முதலீடு'], gu: ['રોકાણ'], kn: ['ಹೂಡಿಕೆ'],
      ml: ['നിക്ഷേപം'], pa: ['ਨਿਵੇਸ਼'], or: ['ନିବେଶ'], as: ['বিনিয়োগ'], ur: ['سرمایہ_کاری'], es: ['finanzaspersonales', 'ahorro'],
      fr: ['financespersonnelles', 'épargne'], de: ['finanzen', 'geldanlage'], it: ['finanzapersonale', 'risparmio'],
      pt: ['finançaspessoais', 'investimentos'], ja: ['お金の勉強', '投資', '節約'], ko: ['재테크', '투자'], zh: ['理财', '投资'],
      ar: ['استثمار', 'ادخار'], ru: ['финансы', 'инвестиции'],
    },
  },
  {
    name: 'crafts',
    words: [
      'craft', 'crafts', 'crafting', 'handmade', 'handcrafted', 'pottery', 'ceramics', 'ceramic', 'knitting', 'crochet', 'sewing', 'quilting',
      'embroidery', 'woodwork', 'woodworking', 'candle', 'candles', 'soap', 'macrame', 'jewelry', 'jewellery', 'leather', 'leatherwork',
      'diy', 'artisan', 'artisanal',
      'artesanía', 'artesanal', 'cerámica', 'ganchillo', 'artisanat', 'fait-main', 'céramique', 'tricot', 'poterie', 'handarbeit',
      'handgemacht', 'keramik', 'töpfer*', 'häkeln', 'stricken', 'leder', 'artigianato', 'artigianale', 'ceramica', 'uncinetto', 'artesanato',
      'crochê', 'рукодели*', 'керамик*', 'вязани*', 'кож*', 'हस्तशिल्प', 'हैंडमेड', 'कढ़ाई', 'হস্তশিল্প', 'హస్తకళ*',
      'கைவினை*', 'ಕರಕುಶಲ', 'കരകൗശല*', 'હસ્તકલા', 'ਦਸਤਕਾਰੀ', 'ହସ୍ତଶିଳ୍ପ', 'হস্তশিল্প', 'দস্তকাৰী', 'دستکاری', 'حرف_يدوية', 'يدوي', 'فخار',
      'ハンドメイド', '手作り', '陶芸', '編み物', '刺繍', '手工', '手作', '陶艺', '핸드메이드', '공예', '도자기', '뜨개질',
    ],
    emoji: ['🧶', '🪡', '🏺', '✂️'],
    hashtags: ['handmade', 'crafts', 'handcrafted', 'makersgonnamake', 'shopsmall'],
    nativeHashtags: {
      hi: ['हस्तशिल्प', 'हैंडमेड'], mr: ['हस्तकला'], bn: ['হস্তশিল্প'], te: ['హస్తకళలు'], ta: ['கைவினை'], gu: ['હસ્તકલા'], kn: ['ಕರಕುಶಲ'],
      ml: ['കരകൗശലം'], pa: ['ਦਸਤਕਾਰੀ'], or: ['ହସ୍ତଶିଳ୍ପ'], as: ['হস্তশিল্প'], ur: ['دستکاری'], es: ['hechoamano', 'artesanía'],
      fr: ['faitmain', 'artisanat'], de: ['handgemacht', 'handarbeit'], it: ['fattoamano', 'artigianato'], pt: ['feitoàmão', 'artesanato'],
      ja: ['ハンドメイド', '手作り'], ko: ['핸드메이드', '공예'], zh: ['手工', '手作'], ar: ['صناعة_يدوية', 'حرف_يدوية'], ru: ['ручнаяработа', 'рукоделие'],
    },
  },
  {
    name: 'hospitality',
    words: [
      'hotel', 'hotels', 'homestay', 'hostel', 'guesthouse', 'resort', 'bnb', 'airbnb', 'hospitality', 'inn', 'lodge', 'villa', 'staycation',
      'hotelería', 'alojamiento', 'hôtel', 'hôtellerie', 'gîte', 'unterkunft', 'pension', 'albergo', 'agriturismo', 'pousada', 'hospedagem',
      'отель', 'гостиниц*', 'гостев*', 'होटल', 'होमस्टे', 'হোটেল', 'హోటల్', 'ஹோட்டல்', 'ಹೋಟೆಲ್', 'ഹോട്ടൽ', 'હોટેલ', 'ਹੋਟਲ', 'ହୋଟେଲ',
      'হোটেল', 'ہوٹل', 'فندق', 'منتجع', 'ホテル', '旅館', '民宿', '酒店', '宾馆', '호텔', '펜션', '게스트하우스',
    ],
    emoji: ['🛎️', '🏨', '🛏️', '🌴'],
    hashtags: ['hotel', 'staycation', 'hospitality', 'travelstay', 'boutiquehotel'],
    nativeHashtags: {
      hi: ['होटल'], bn: ['হোটেল'], ta: ['ஹோட்டல்'], te: ['హోటల్'], ml: ['ഹോട്ടൽ'], ur: ['ہوٹل'], es: ['hotel', 'escapada'],
      fr: ['hôtel', 'escapade'], de: ['hotel', 'kurzurlaub'], it: ['hotel', 'agriturismo'], pt: ['hotel', 'pousada'], ja: ['ホテル', '旅館'],
      ko: ['호텔', '호캉스'], zh: ['酒店', '民宿'], ar: ['فندق', 'منتجع'], ru: ['отель', 'отдых'],
    },
  },
  {
    name: 'events',
    words: [
      'event', 'events', 'concert', 'concerts', 'festival', 'festivals', 'party', 'parties', 'conference', 'meetup', 'gig', 'exhibition',
      'gala', 'celebration', 'birthday', 'diwali', 'eid', 'christmas',
      'evento*', 'concierto*', 'fiesta*', 'feria', 'événement*', 'fête', 'veranstaltung*', 'konzert*', 'fest', 'messe', 'concerto',
      'festa', 'sagra', 'evento', 'мероприяти*', 'концерт*', 'праздник*', 'фестивал*', 'इवेंट', 'उत्सव', 'त्योहार', 'दिवाली', 'मेला',
      'অনুষ্ঠান', 'উৎসব', 'ఉత్సవ*', 'పండుగ', 'நிகழ்ச்சி', 'திருவிழா', 'ಹಬ್ಬ', 'ಕಾರ್ಯಕ್ರಮ', 'ഉത്സവ*', 'പരിപാടി', 'ઉત્સવ', 'કાર્યક્રમ',
      'ਤਿਉਹਾਰ', 'ਸਮਾਗਮ', 'ଉତ୍ସବ', 'କାର୍ଯ୍ୟକ୍ରମ', 'উৎসৱ', 'অনুষ্ঠান', 'تقریب', 'میلہ', 'فعالية', 'مهرجان', 'حفل', 'イベント', '祭り',
      'ライブ', 'フェス', '活动', '音乐节', '演唱会', '展会', '이벤트', '축제', '공연', '행사',
      // From the pack writers (issue 14, seventh pass: topic words).
      'carnival', 'graduation', 'anniversary', 'babyshower', 'prom', 'halloween', 'cumpleaños', 'bautizo',
      'quinceañera', 'graduación', 'aniversario', 'carnaval', 'romería', 'anniversaire', 'baptême', 'kermesse',
      'vernissage', 'geburtstag', 'taufe', 'jahrmarkt', 'weihnachtsmarkt', 'oktoberfest', 'karneval', 'fasching',
      'jubiläum', 'abschlussfeier', 'polterabend', 'compleanno', 'battesimo', 'cresima', 'carnevale', 'anniversario',
      'aniversário', 'batizado', 'formatura', 'quermesse', 'junina', 'днюх*', 'юбиле*', 'выпускн*', 'корпоратив*',
      'ярмарк*', 'маслениц*', 'крестин*', 'утренник*', 'जन्मदिन', 'सालगिरह', 'गृह प्रवेश', 'कीर्तन', 'किटी पार्टी',
      'गोद भराई', 'वाढदिवस', 'जत्रा', 'डोहाळे जेवण', 'बारसे', 'गृहप्रवेश', 'हळदीकुंकू', 'सत्यनारायण पूजा', 'मुंज',
      'જન્મદિવસ', 'મેળો', 'ડાયરો', 'ગરબા નાઇટ', 'સીમંત', 'ગૃહપ્રવેશ', 'સત્યનારાયણ કથા', 'લોકડાયરો', 'ਜਨਮਦਿਨ', 'ਮੇਲਾ',
      'ਅਖਾੜਾ', 'ਅਖੰਡ ਪਾਠ', 'ਕੀਰਤਨ', 'ਲੋਹੜੀ ਪਾਰਟੀ', 'ਛਿੰਝ', 'জন্মদিন', 'মেলা', 'অন্নপ্রাশন', 'গৃহপ্রবেশ',
      'পুনর্মিলনী', 'বইমেলা', 'পিকনিক', 'ভাওনা', 'বিহুতলী', 'নামকীৰ্তন', 'সাধভক্ষণ', 'গৃহপ্ৰৱেশ', 'నిశ్చితార్థం',
      'బారసాల', 'పుట్టినరోజు', 'సీమంతం', 'గృహప్రవేశం', 'జాతర', 'கல்யாணம்', 'நிச்சயதார்த்தம்', 'வளைகாப்பு',
      'பிறந்தநாள்', 'காதுகுத்து', 'புதுமனை புகுவிழா', 'ನಿಶ್ಚಿತಾರ್ಥ', 'ಸೀಮಂತ', 'ಹುಟ್ಟುಹಬ್ಬ', 'ಜಾತ್ರೆ', 'ಗೃಹಪ್ರವೇಶ',
      'ನಾಮಕರಣ', 'കല്യാണം', 'പിറന്നാൾ', 'മാമോദീസ', 'ഗൃഹപ്രവേശം', 'വിവാഹനിശ്ചയം', 'ବାହାଘର', 'ନିର୍ବନ୍ଧ', 'ଜନ୍ମଦିନ',
      'ମେଳା', 'ବ୍ରତଘର', 'ଗୃହପ୍ରବେଶ', 'ولیمہ', 'بارات', 'نکاح', 'منگنی', 'سالگرہ', 'عقیقہ', '披露宴', '誕生日会', '成人式',
      '文化祭', '花火大会', '卒業式', 'お食い初め', '돌잔치', '생일파티', '박람회', '졸업식', '브라이덜샤워', '페스티벌', '生日派对', '年会', '庙会', '毕业典礼', '订婚',
      '满月酒', '婚宴', '派对', 'خطوبة', 'حفلة', 'عقيقة', 'مؤتمر', 'ملتقى',
    ],
    emoji: ['🎟️', '🎶', '🎪', '🎈'],
    hashtags: ['events', 'eventplanning', 'festival', 'liveevents', 'community'],
    nativeHashtags: {
      hi: ['उत्सव', 'इवेंट'], mr: ['उत्सव'], bn: ['উৎসব', 'অনুষ্ঠান'], te: ['పండుగ'], ta: ['திருவிழா'], gu: ['ઉત્સવ'], kn: ['ಹಬ್ಬ'],
      ml: ['ഉത്സവം'], pa: ['ਤਿਉਹਾਰ'], or: ['ଉତ୍ସବ'], as: ['উৎসৱ'], ur: ['تقریب'], es: ['eventos', 'fiesta'], fr: ['événement', 'fête'],
      de: ['veranstaltung', 'event'], it: ['evento', 'eventi'], pt: ['evento', 'festa'], ja: ['イベント', 'お祭り'], ko: ['이벤트', '축제'],
      zh: ['活动', '音乐节'], ar: ['فعاليات', 'مهرجان'], ru: ['мероприятие', 'праздник'],
    },
  },
  {
    // Before 'food': a bakery gets bakery tags, not home-cooking ones (#recipes on a shop, the first review).
    name: 'bakery',
    words: [
      'bake', 'baking', 'bakery', 'bakeries', 'baker', 'cake', 'cakes', 'cookies', 'bread', 'sourdough', 'pastry', 'pastries', 'panader*', 'pâtisser*', 'boulanger*', 'backen', 'bäcker*', 'pasticc*', 'panific*', 'padaria', 'confeitaria', 'пекарн*', 'пирог*', 'хлеб*', 'выпечк*', 'बेकरी', 'বেকারি', 'বেকাৰী', 'బేకరీ', 'பேக்கரி', 'ಬೇಕರಿ', 'ബേക്കറി', 'બેકરી', 'ਬੇਕਰੀ', 'ବେକେରୀ', 'بیکری', 'مخبز', 'معجنات', 'パン屋', 'ベーカリー', 'パン', 'お菓子', 'ベーキング', '面包', '烘焙', '빵집', '베이커리', '베이킹',
      'केक', 'કેક', 'ਕੇਕ', 'কেক', 'ಕೇಕ್', 'கேக்', 'కేక్', 'କେକ୍', 'کیک', 'كيك', 'ケーキ', '蛋糕', '케이크',
    ],
    emoji: ['🥐', '🍞', '🧁', '🎂'],
    hashtags: ['baking', 'bakery', 'pastry', 'freshbread'],
    nativeHashtags: {
      hi: ['बेकरी'], mr: ['बेकरी'], bn: ['বেকারি'], as: ['বেকাৰী'], te: ['బేకరీ'], ta: ['பேக்கரி'], gu: ['બેકરી'], kn: ['ಬೇಕರಿ'],
      ml: ['ബേക്കറി'], pa: ['ਬੇਕਰੀ'], or: ['ବେକେରୀ'], ur: ['بیکری'], es: ['panadería', 'pastelería'], fr: ['boulangerie', 'pâtisserie'],
      de: ['bäckerei', 'backen'], it: ['panificio', 'pasticceria'], pt: ['padaria', 'confeitaria'], ja: ['パン屋', 'パン好き'],
      ko: ['빵집', '베이커리'], zh: ['烘焙', '面包'], ar: ['مخبز', 'معجنات'], ru: ['пекарня', 'выпечка'],
    },
  },
  {
    // Before 'food': a sweet shop's tags are its sweets.
    name: 'sweets',
    words: [
      'sweets', 'mithai', 'मिठाई', 'মিষ্টি*', 'মিঠাই*', 'ମିଠା', 'ਮਿਠਾਈ', 'મીઠાઈ', 'మిఠాయి', 'ಸಿಹಿತಿಂಡಿ', 'மிட்டாய்', 'مٹھائی', 'حلويات',
      // From the pack writers (issue 14, seventh pass: topic words).
      'brownie', 'cheesecake', 'tiramisu', 'pudding', 'fudge', 'macaron', 'sorbet', 'custard', 'flan', 'churro*',
      'alfajor*', 'turrón', 'natillas', 'buñuelo*', 'polvorón', 'polvorones', 'bonbon', 'nougat', 'clafoutis',
      'éclair', 'éclairs', 'profiterole*', 'guimauve', 'praline*', 'chocolat', 'apfelstrudel', 'lebkuchen',
      'marzipan', 'kaiserschmarrn', 'pralinen', 'süßigkeiten', 'schokolade', 'tiramisù', 'cannoli', 'cannolo',
      'pannacotta', 'cassata', 'sfogliatella', 'sfogliatelle', 'maritozzo', 'maritozzi', 'zabaione', 'torrone',
      'brigadeiro*', 'quindim', 'pudim', 'paçoca', 'docinhos', 'cocada', 'rabanada*', 'зефир*', 'пастил*',
      'мармелад*', 'конфет*', 'халва', 'эклер*', 'чизкейк*', 'тирамису', 'медовик*', 'गुलाब जामुन', 'जलेबी',
      'रसगुल्ला', 'लड्डू', 'बर्फ़ी', 'बर्फी', 'हलवा', 'खीर', 'रसमलाई', 'काजू कतली', 'पेठा', 'मालपुआ', 'घेवर',
      'रबड़ी', 'कुल्फ़ी', 'कुल्फी', 'गाजर का हलवा', 'पुरणपोळी', 'मोदक', 'श्रीखंड', 'बासुंदी', 'करंजी', 'चिरोटे',
      'लाडू', 'आम्रखंड', 'गुळपोळी', 'अनारसे', 'શ્રીખંડ', 'મોહનથાળ', 'ઘારી', 'બાસુંદી', 'જલેબી', 'લાડુ', 'સુખડી',
      'ગુલાબ જાંબુ', 'હલવો', 'ઘેવર', 'કંસાર', 'ચીક્કી', 'ਪਿੰਨੀ', 'ਪਿੰਨੀਆਂ', 'ਜਲੇਬੀ', 'ਗੁਲਾਬ ਜਾਮਣ', 'ਲੱਡੂ', 'ਬਰਫ਼ੀ',
      'ਖੀਰ', 'ਹਲਵਾ', 'ਗਾਜਰ ਦਾ ਹਲਵਾ', 'ਕੜਾਹ', 'ਮਾਲਪੂੜੇ', 'ਪੰਜੀਰੀ', 'রসগোল্লা', 'সন্দেশ', 'মিষ্টি দই', 'পায়েস',
      'চমচম', 'পান্তুয়া', 'লেডিকেনি', 'মালপোয়া', 'পাটিসাপটা', 'নলেন গুড়', 'রসমালাই', 'ল্যাংচা', 'নাৰিকলৰ লাডু',
      'তিলৰ লাডু', 'তিল পিঠা', 'ঘিলা পিঠা', 'পায়স', 'ৰসগোল্লা', 'লাডু', 'চুঙা পিঠা', 'কল পিঠা', 'పూతరేకులు',
      'అరిసెలు', 'బొబ్బట్లు', 'పాయసం', 'లడ్డు', 'జిలేబీ', 'గులాబ్ జామూన్', 'కాజా', 'సున్నుండలు', 'రవ్వ లడ్డు',
      'பாயசம்', 'லட்டு', 'ஜிலேபி', 'அல்வா', 'மைசூர் பாக்', 'அதிரசம்', 'கேசரி', 'குலோப் ஜாமூன்', 'கொழுக்கட்டை',
      'பால்கோவா', 'ಮೈಸೂರು ಪಾಕ್', 'ಹೋಳಿಗೆ', 'ಒಬ್ಬಟ್ಟು', 'ಪಾಯಸ', 'ಲಾಡು', 'ಜಿಲೇಬಿ', 'ಕೇಸರಿಬಾತ್', 'ಧಾರವಾಡ ಪೇಡ', 'ಚಿರೋಟಿ',
      'ಕರ್ಜಿಕಾಯಿ', 'പായസം', 'ഹൽവ', 'ലഡു', 'ജിലേബി', 'ഉണ്ണിയപ്പം', 'അട പ്രഥമൻ', 'പാൽപ്പായസം', 'ରସଗୋଲା', 'ଛେନାପୋଡ଼',
      'ଛେନା ଗଜା', 'ଖିରି', 'ରସାବଳି', 'ଛେନାଝିଲି', 'ଲଡୁ', 'ଜିଲାପି', 'ମଣ୍ଡା', 'ଆରିସା', 'کھیر', 'گلاب جامن', 'جلیبی',
      'لڈو', 'برفی', 'رس ملائی', 'شیر خرمہ', 'فالودہ', 'گاجر کا حلوہ', '和菓子', '大福', 'どら焼き', '団子', 'パフェ', 'タルト',
      'マカロン', 'かき氷', 'あんみつ', '빙수', '마카롱', '호떡', '약과', '티라미수', '붕어빵', '인절미', '디저트', '甜品', '蛋挞', '双皮奶', '月饼', '汤圆',
      '杨枝甘露', '提拉米苏', '马卡龙', '冰粉', '糖葫芦', '芋圆', 'كنافة', 'بقلاوة', 'بسبوسة', 'لقيمات', 'معمول', 'قطايف', 'مهلبية',
      'كليجا',
      // Ice cream (a gelateria got recipe tags, an Eisdiele was read as a topic).
      'gelat*', 'helado*', 'icecream', 'мороженое', 'gelato', 'gelati', 'gelateria', 'eisdiele', 'eiscafé', 'speiseeis', 'heladería', 'helado', 'helados', 'glace', 'glaces', 'glacier', 'sorvete', 'sorveteria', 'ice cream', 'आइसक्रीम', 'আইসক্রিম', 'アイスクリーム', 'ジェラート', '아이스크림', '젤라또', '冰淇淋', '冰激凌', 'آیس کریم', 'آيس كريم', 'بوظة',
    ],
    emoji: ['🍬', '🍮', '🪔'],
    // Not #indiansweets for every sweet: a Japanese café's tart got it (the eighth review).
    hashtags: ['sweets', 'dessert', 'sweettooth'],
    nativeHashtags: {
      hi: ['मिठाई'], mr: ['मिठाई'], bn: ['মিষ্টি', 'বাংলারমিষ্টি'], as: ['মিঠাই'], te: ['స్వీట్స్'], ta: ['இனிப்பு'], gu: ['મીઠાઈ'],
      kn: ['ಸಿಹಿತಿಂಡಿ'], ml: ['മധുരം'], pa: ['ਮਿਠਾਈ'], or: ['ମିଠା'], ur: ['مٹھائی'], ar: ['حلويات'],
    },
  },
  {
    name: 'food',
    words: [
      'food', 'foodie', 'cook', 'recipe', 'kitchen', 'chef', 'restaurant', 'vegan', 'vegetarian',
      'meal', 'dessert', 'snack', 'pizza', 'cuisine', 'brunch', 'grill',
      'bbq', 'catering', 'khana',
      'comida*', 'cocina*', 'receta*', 'postre*', 'reposter*', 'recette*',
      'gastronom*', 'essen', 'kochen', 'küche', 'hausmannskost', 'rezept*', 'cucina*', 'ricett*', 'cibo',
      'ਢਾਬਾ', 'இட்லி', 'ખમણ', 'मिसळ',
      'receita*', 'culinária', 'cozinha*', 'еда', 'кухн*', 'рецепт*',
      'खाना', 'खाने', 'भोजन', 'रसोई', 'रेसिपी', 'व्यंजन', 'पकवान', 'जेवण', 'स्वयंपाक', 'पाककृती',
      'খাবার', 'রান্না', 'রেসিপি', 'খাদ্য', 'ৰন্ধন', 'আহাৰ', 'వంట*', 'ఆహార*', 'சமைய*', 'உணவ*', 'ಅಡುಗೆ', 'ಆಹಾರ', 'ಊಟ',
      'പാചക*', 'ഭക്ഷണ*', 'ભોજન', 'રસોઈ', 'વાનગી', 'ਖਾਣਾ', 'ਭੋਜਨ', 'ਰਸੋਈ', 'ରନ୍ଧା', 'ଖାଦ୍ୟ', 'ରୋଷେଇ',
      'کھانا', 'کھانے', 'پکوان', 'طبخ', 'طعام', 'أكل', 'وصفات', 'مطبخ',
      '料理', 'ごはん', 'レシピ', 'グルメ', 'スイーツ', '自炊', 'ヴィーガン', '음식', '요리', '집밥', '맛집', '레시피',
      '美食', '烹饪', '食谱', '家常菜', '下厨',
      'menu', 'menú', 'menü', 'menù', 'меню',
      // From the pack writers (issue 14, seventh pass: topic words).
      'lasagna', 'risotto', 'burrito', 'taco', 'sushi', 'ramen', 'curry', 'omelette', 'smoothie', 'salad',
      'sandwich', 'burger', 'noodle', 'dumpling', 'biryani', 'paella', 'tortilla', 'empanada*', 'tapas', 'gazpacho',
      'croqueta*', 'arepa*', 'tamal', 'tamales', 'ceviche', 'enchilada*', 'quesadilla*', 'pozole', 'guacamole',
      'salmorejo', 'ratatouille', 'quiche', 'crêpe', 'crêpes', 'raclette', 'fondue', 'tartiflette', 'couscous',
      'cassoulet', 'blanquette', 'bouillabaisse', 'choucroute', 'schnitzel', 'bratwurst', 'currywurst', 'spätzle',
      'knödel', 'maultaschen', 'gulasch', 'flammkuchen', 'kartoffelsalat', 'eintopf', 'rouladen', 'sauerkraut',
      'döner', 'lasagne', 'carbonara', 'bruschetta', 'arancini', 'gnocchi', 'ravioli', 'tortellini', 'parmigiana',
      'polenta', 'piadina', 'amatriciana', 'ossobuco', 'minestrone', 'spritz', 'feijoada', 'coxinha*', 'bacalhau',
      'francesinha', 'moqueca', 'churrasco', 'acarajé', 'tapioca', 'açaí', 'farofa', 'bifana', 'борщ*', 'пельмен*',
      'шашлык*', 'плов', 'окрошк*', 'оливье', 'винегрет*', 'вареник*', 'солянк*', 'котлет*', 'голубц*', 'хинкали',
      'хачапури', 'पोहा', 'समोसा', 'समोसे', 'कचौरी', 'छोले भटूरे', 'राजमा चावल', 'पाव भाजी', 'दाल मखनी',
      'पनीर टिक्का', 'आलू पराठा', 'लस्सी', 'मसाला चाय', 'खिचड़ी', 'गोलगप्पे', 'पानीपूरी', 'बिरयानी', 'दाल बाटी',
      'इडली', 'डोसा', 'पोहे', 'उपमा', 'मिसळपाव', 'वडापाव', 'पावभाजी', 'थालीपीठ', 'झुणका', 'भाकरी', 'पिठलं',
      'साबुदाणा खिचडी', 'कोथिंबीर वडी', 'भरली वांगी', 'आमटी', 'सोलकढी', 'कांदेपोहे', 'भेळ', 'पाणीपुरी', 'ઢોકળા',
      'થેપલા', 'ફાફડા', 'ખાખરા', 'હાંડવો', 'ઉંધિયું', 'દાળ ઢોકળી', 'ખીચડી', 'કઢી', 'સેવ ઉસળ', 'દાબેલી', 'પાણીપુરી',
      'ભજીયા', 'ગાંઠિયા', 'છાશ', 'ખાંડવી', 'ਸਰ੍ਹੋਂ ਦਾ ਸਾਗ', 'ਮੱਕੀ ਦੀ ਰੋਟੀ', 'ਪਰੌਂਠਾ', 'ਪਰੌਂਠੇ', 'ਛੋਲੇ ਭਟੂਰੇ',
      'ਰਾਜਮਾਂਹ', 'ਲੱਸੀ', 'ਦਾਲ ਮੱਖਣੀ', 'ਅੰਮ੍ਰਿਤਸਰੀ ਕੁਲਚਾ', 'ਕੁਲਚੇ', 'ਪਕੌੜੇ', 'ਸਮੋਸੇ', 'ਤੰਦੂਰੀ ਚਿਕਨ', 'ਬਟਰ ਚਿਕਨ',
      'ਪਨੀਰ ਟਿੱਕਾ', 'বিরিয়ানি', 'খিচুড়ি', 'ফুচকা', 'ঝালমুড়ি', 'কাঠি রোল', 'মোগলাই পরোটা', 'লুচি', 'আলুর দম',
      'ইলিশ', 'ভর্তা', 'মাছের ঝোল', 'শুক্তো', 'ঘুগনি', 'চপ', 'তেলেভাজা', 'কষা মাংস', 'পিঠা', 'খাৰ', 'মাছৰ টেঙা',
      'আলু পিটিকা', 'পিটিকা', 'জলপান', 'চিৰা', 'দৈ চিৰা', 'লাল চাহ', 'চুঙা চাউল', 'মাছ ভাজি', 'হাঁহ মাংস',
      'পাৰ মাংস', 'খিচিৰি', 'బిర్యానీ', 'పులిహోర', 'దోసె', 'ఇడ్లీ', 'ఉప్మా', 'పెసరట్టు', 'గోంగూర', 'సాంబార్',
      'ఆవకాయ', 'గారెలు', 'పకోడీ', 'మిర్చి బజ్జీ', 'హలీమ్', 'పెరుగన్నం', 'దద్దోజనం', 'పునుగులు', 'பிரியாணி', 'தோசை',
      'சாம்பார்', 'ரசம்', 'வடை', 'பரோட்டா', 'கொத்து பரோட்டா', 'உப்புமா', 'ஆப்பம்', 'இடியாப்பம்', 'பணியாரம்',
      'பொரியல்', 'சுண்டல்', 'பஜ்ஜி', 'போண்டா', 'தயிர் சாதம்', 'புளியோதரை', 'மீன் குழம்பு', 'ಬಿರಿಯಾನಿ', 'ದೋಸೆ',
      'ಇಡ್ಲಿ', 'ಉಪ್ಪಿಟ್ಟು', 'ಬಿಸಿಬೇಳೆಬಾತ್', 'ರಾಗಿ ಮುದ್ದೆ', 'ಸಾರು', 'ಪಲ್ಯ', 'ಚಿತ್ರಾನ್ನ', 'ಪುಳಿಯೊಗರೆ', 'ವಡೆ', 'ಬಜ್ಜಿ',
      'ಅಕ್ಕಿ ರೊಟ್ಟಿ', 'ನೀರ್ ದೋಸೆ', 'ಮಸಾಲೆ ದೋಸೆ', 'ബിരിയാണി', 'പുട്ട്', 'അപ്പം', 'ദോശ', 'ഇഡ്ഡലി', 'സാമ്പാർ', 'അവിയൽ',
      'പൊറോട്ട', 'മീൻ കറി', 'ഇടിയപ്പം', 'ഉപ്പുമാവ്', 'തോരൻ', 'പഴംപൊരി', 'സദ്യ', 'കട്ലറ്റ്', 'ബീഫ് ഫ്രൈ', 'ପଖାଳ',
      'ଦାଲମା', 'ବିରିୟାନି', 'ଉପମା', 'ଖେଚୁଡ଼ି', 'ଘୁଗୁନି', 'ଦହିବରା', 'ଆଳୁଦମ', 'ଚକୁଳି', 'ପିଠା', 'ମାଛ ଝୋଳ', 'ସନ୍ତୁଳା',
      'ବରା', 'بریانی', 'نہاری', 'قورمہ', 'کڑاہی', 'پلاؤ', 'سموسہ', 'پکوڑے', 'کباب', 'تکہ', 'پراٹھا', 'قیمہ',
      'سیخ کباب', 'حلوہ پوری', 'لسی', 'ラーメン', '寿司', '天ぷら', 'うどん', '蕎麦', '焼き鳥', 'お好み焼き', 'たこ焼き', '味噌汁', '牛丼', '親子丼',
      'おにぎり', '餃子', '唐揚げ', 'とんかつ', 'すき焼き', 'しゃぶしゃぶ', '刺身', '定食', 'カレーライス', '和食', '洋食', '김치찌개', '된장찌개', '비빔밥', '불고기',
      '떡볶이', '삼겹살', '김밥', '냉면', '짜장면', '칼국수', '순두부찌개', '갈비찜', '잡채', '부대찌개', '삼계탕', '火锅', '麻辣烫', '饺子', '包子', '煎饼果子',
      '螺蛳粉', '烤鸭', '小笼包', '红烧肉', '凉皮', '肉夹馍', '炸酱面', '奶茶', '豆浆', '烧烤', 'منسف', 'كبسة', 'مندي', 'فلافل', 'شاورما',
      'مقلوبة', 'ملوخية', 'كشري', 'فتة', 'محشي', 'تبولة', 'فتوش', 'كبة', 'مجبوس',
      // Tiffin: breakfast and snacks at a South Indian tiffin centre (the seventh review).
      'tiffin', 'டிபன்', 'டிஃபன்', 'टिफिन', 'టిఫిన్', 'ಟಿಫಿನ್', 'ടിഫിൻ', 'টিফিন',
    ],
    emoji: ['🍽️', '🥗', '👩‍🍳', '🍲'],
    hashtags: ['foodie', 'homemade', 'recipes', 'foodstagram', 'yummy'],
    nativeHashtags: {
      hi: ['खाना', 'रेसिपी', 'देसीखाना'], mr: ['स्वयंपाक', 'मराठीजेवण', 'रेसिपी'], bn: ['রান্না', 'খাবার', 'রেসিপি'],
      te: ['వంటలు', 'తెలుగువంటలు'], ta: ['சமையல்', 'உணவு'], gu: ['રસોઈ', 'ગુજરાતીભોજન'], kn: ['ಅಡುಗೆ', 'ಊಟ'],
      ml: ['പാചകം', 'ഭക്ഷണം'], pa: ['ਖਾਣਾ', 'ਪੰਜਾਬੀਖਾਣਾ'], or: ['ଓଡ଼ିଆରୋଷେଇ', 'ଖାଦ୍ୟ'], as: ['অসমীয়াখাদ্য', 'ৰন্ধন'],
      ur: ['کھانا', 'گھر_کا_کھانا'], es: ['recetas', 'comidacasera', 'cocina'], fr: ['cuisine', 'faitmaison', 'recette'],
      de: ['essen', 'kochen', 'rezepte'], it: ['cucina', 'ricette', 'cucinacasalinga'], pt: ['receitas', 'comidacaseira', 'culinaria'],
      ja: ['料理', 'おうちごはん', '手作りごはん'], ko: ['요리', '집밥', '맛스타그램'], zh: ['美食', '家常菜', '美食分享'],
      ar: ['طبخ', 'وصفات', 'اكلات'], ru: ['еда', 'рецепты', 'вкусно'],
    },
  },
  {
    name: 'coffee',
    words: [
      'coffee', 'cafe', 'café', 'cafes', 'cafés', 'latte', 'espresso', 'barista', 'tea', 'chai', 'matcha',
      'kaffee', 'caffè', 'кофе', 'चाय', 'কফি', 'چائے', 'قهوة', 'コーヒー', 'カフェ', '喫茶', '咖啡', '커피', '카페',
      'कॉफी', 'कॉफ़ी', 'ಕಾಫಿ', 'காபி', 'కాఫీ', 'കാപ്പി', 'કોફી', 'ਕੌਫੀ', 'କଫି', 'کافی', 'кофейн*', 'caffetteria', 'cafetería', 'cafeteria', 'chá', 'चहा', 'চাহ',
      'ચા', 'ਚਾਹ', 'ਕੌਫ਼ੀ', 'চা',
    ],
    emoji: ['☕', '🫖'],
    hashtags: ['coffee', 'coffeelover', 'coffeetime', 'cafe'],
    nativeHashtags: {
      hi: ['चाय', 'चायप्रेमी'], es: ['café', 'cafetería'], fr: ['café'], de: ['kaffee', 'kaffeeliebe'], it: ['caffè'],
      pt: ['café', 'cafeteria'], ja: ['カフェ', 'カフェ巡り', 'コーヒー'], ko: ['카페', '커피', '카페스타그램'], zh: ['咖啡', '咖啡馆'],
      ar: ['قهوة', 'كافيه'], ru: ['кофе', 'кофейня'], ur: ['چائے'],
    },
  },
  {
    // Before 'fitness': a yoga teacher's tags are yoga tags, not #musculation or #筋トレ (the first review).
    name: 'yoga',
    words: [
      'yoga', 'yogi', 'pilates', 'meditation', 'mindfulness', 'pranayama', 'méditation', 'meditación', 'meditazione', 'meditação', 'йог*', 'медитаци*', 'योग', 'योगा', 'प्राणायाम', 'ध्यान', 'যোগ', 'যোগা', 'యోగా', 'யோகா', 'ಯೋಗ', 'ಪ್ರಾಣಾಯಾಮ', 'യോഗ', 'યોગ', 'ਯੋਗ', 'ଯୋଗ', 'یوگا', 'يوغا', 'ヨガ', '瑜伽', '冥想', '요가', '명상',
      // From the pack writers (issue 14, seventh pass: topic words).
      'asana', 'vinyasa', 'savasana', 'ashtanga', 'kundalini', 'chakra', 'sonnengruß', 'atemübung*', 'асан*',
      'пранаям*', 'सूर्य नमस्कार', 'अनुलोम विलोम', 'कपालभाति', 'भुजंगासन', 'ताड़ासन', 'शवासन', 'वज्रासन', 'पद्मासन',
      'भ्रामरी', 'योगासन', 'योगासने', 'कपालभाती', 'પ્રાણાયામ', 'સૂર્ય નમસ્કાર', 'યોગાસન', 'કપાલભાતિ', 'અનુલોમ વિલોમ',
      'ભુજંગાસન', 'શવાસન', 'પદ્માસન', 'ਪ੍ਰਾਣਾਯਾਮ', 'ਯੋਗਾਸਨ', 'ਸੂਰਜ ਨਮਸਕਾਰ', 'ਕਪਾਲਭਾਤੀ', 'ਅਨੁਲੋਮ ਵਿਲੋਮ', 'ਸ਼ਵਾਸਨ',
      'প্রাণায়াম', 'যোগাসন', 'সূর্য নমস্কার', 'কপালভাতি', 'অনুলোম বিলোম', 'শবাসন', 'পদ্মাসন', 'ভুজঙ্গাসন',
      'প্ৰাণায়াম', 'সূৰ্য নমস্কাৰ', 'শৱাসন', 'సూర్య నమస్కారాలు', 'ప్రాణాయామం', 'శవాసనం', 'పద్మాసనం',
      'சூரிய நமஸ்காரம்', 'பிராணாயாமம்', 'மூச்சுப்பயிற்சி', 'ಸೂರ್ಯ ನಮಸ್ಕಾರ', 'ಶವಾಸನ', 'സൂര്യനമസ്കാരം', 'പ്രാണായാമം',
      'ശവാസനം', 'ସୂର୍ଯ୍ୟ ନମସ୍କାର', 'ପ୍ରାଣାୟାମ', 'پرانایام', '太陽礼拝', '呼吸法', '瞑想', 'アーサナ', 'シャヴァーサナ', 'ピラティス', '호흡법',
      '아사나', '태양경배', '빈야사', '필라테스', '拜日式', '下犬式', '体式', '普拉提', 'براناياما', 'أسانا', 'شافاسانا', 'بيلاتس',
    ],
    emoji: ['🧘', '🌿', '🕊️', '🌅'],
    hashtags: ['yoga', 'yogapractice', 'yogalife', 'meditation', 'mindfulness'],
    nativeHashtags: {
      hi: ['योग', 'योगाभ्यास'], mr: ['योग'], bn: ['যোগ'], as: ['যোগ'], te: ['యోగా'], ta: ['யோகா'], kn: ['ಯೋಗ'], ml: ['യോഗ'],
      gu: ['યોગ'], pa: ['ਯੋਗ'], or: ['ଯୋଗ'], ur: ['یوگا'], es: ['yoga', 'meditación'], fr: ['yoga', 'méditation'],
      de: ['yoga', 'yogapraxis'], it: ['yoga', 'meditazione'], pt: ['yoga', 'meditação'], ja: ['ヨガ', 'ヨガのある暮らし'],
      ko: ['요가', '요가스타그램'], zh: ['瑜伽'], ar: ['يوغا'], ru: ['йога'],
    },
  },
  {
    name: 'fitness',
    words: [
      'fitness', 'gym', 'workout', 'workouts', 'training', 'trainer', 'muscle', 'run', 'running', 'runner', 'runners',
      'athlete', 'athletes', 'athletic', 'crossfit', 'bodybuilding', 'cardio', 'marathon', 'cycling',
      'swimming', 'calisthenics', 'sport', 'sports',
      'entrenamiento*', 'deporte*', 'ejercicio*', 'gimnasio', 'musculación', 'entraînement', 'musculation',
      'krafttraining', 'fitnessstudio', 'palestra', 'allenamento', 'academia', 'treino*', 'musculação',
      'фитнес*', 'спорт*', 'тренировк*',       'फिटनेस', 'व्यायाम', 'जिम', 'कसरत', 'ফিটনেস', 'ব্যায়াম', 'ব্যায়াম', 'ఫిట్‌నెస్', 'ఫిట్నెస్', 'వ్యాయామ*',       'உடற்பயிற்சி*', 'ಫಿಟ್ನೆಸ್', 'ವ್ಯಾಯಾಮ', 'ഫിറ്റ്നസ്', 'വ്യായാമ*', 'ફિટનેસ', 'કસરત', 'ਫਿਟਨੈਸ', 'ਕਸਰਤ',
      'ବ୍ୟାୟାମ', 'ব্যায়াম', 'ورزش', 'فٹنس', 'لياقة', 'رياضة', 'تمارين', 'جيم',
      'フィットネス', '筋トレ', 'トレーニング', 'ダイエット', 'ジム', '健身', '运动', '减脂', '헬스', '운동', '홈트',
      // From the pack writers (issue 14, seventh pass: topic words).
      'squat', 'deadlift', 'burpee', 'kettlebell', 'hiit', 'pushup', 'pullup', 'sentadilla*', 'flexiones',
      'abdominales', 'zancada*', 'dominadas', 'pesas', 'estiramiento*', 'gainage', 'abdos', 'haltère*', 'tractions',
      'étirement*', 'kniebeuge*', 'liegestütz*', 'klimmzug', 'klimmzüge', 'kreuzheben', 'hantel*',
      'ausdauertraining', 'piegamenti', 'addominali', 'trazioni', 'agachamento*', 'flexões', 'abdominais',
      'halteres', 'приседани*', 'отжимани*', 'подтягивани*', 'гантел*', 'кроссфит*', 'растяжк*', 'स्क्वैट',
      'स्क्वाट', 'पुश-अप', 'पुशअप', 'प्लैंक', 'डेडलिफ्ट', 'डंबल', 'वर्कआउट', 'कार्डियो', 'दंड बैठक', 'पुल-अप',
      'बर्पी', 'स्ट्रेचिंग', 'व्यायामशाळा', 'जोर बैठका', 'सूर्यनमस्कार', 'स्क्वॉट', 'कार्डिओ', 'डंबेल', 'प्लँक',
      'વ્યાયામ', 'વર્કઆઉટ', 'સ્ક્વોટ', 'પુશઅપ', 'કાર્ડિયો', 'ડમ્બેલ', 'પ્લેન્ક', 'જિમ', 'ਵਰਕਆਊਟ', 'ਡੰਡ ਬੈਠਕ',
      'ਸਕੁਐਟ', 'ਪੁਸ਼ਅੱਪ', 'ਕਾਰਡੀਓ', 'ਡੰਬਲ', 'ਜਿੰਮ', 'ਜਿਮ', 'শরীরচর্চা', 'ওয়ার্কআউট', 'স্কোয়াট', 'পুশআপ', 'কার্ডিও',
      'ডাম্বেল', 'প্ল্যাঙ্ক', 'জিম', 'শৰীৰচৰ্চা', 'ৱৰ্কআউট', 'স্কোৱাট', 'পুছআপ', 'జిమ్', 'పుష్ అప్స్', 'స్క్వాట్స్',
      'వర్కౌట్', 'కసరత్తు', 'ஜிம்', 'புஷ் அப்', 'ஸ்குவாட்', 'ஒர்க்அவுட்', 'ಜಿಮ್', 'ವರ್ಕೌಟ್', 'ಸ್ಕ್ವಾಟ್', 'ಪುಷ್ ಅಪ್',
      'ಕಸರತ್ತು', 'ജിം', 'വർക്കൗട്ട്', 'സ്ക്വാട്ട്', 'പുഷ് അപ്പ്', 'ଜିମ୍', 'ୱର୍କଆଉଟ୍', 'ସ୍କ୍ୱାଟ୍', 'ପୁସ୍ ଅପ୍',
      'ورک آؤٹ', 'اسکواٹس', 'پش اپس', '腹筋', '腕立て伏せ', 'スクワット', 'プランク', 'デッドリフト', 'ベンチプレス', '懸垂', '有酸素運動', '스쿼트',
      '데드리프트', '벤치프레스', '플랭크', '런지', '턱걸이', '팔굽혀펴기', '크로스핏', '버피', '深蹲', '硬拉', '卧推', '平板支撑', '俯卧撑', '引体向上', '仰卧起坐',
      '波比跳', '跳绳', '撸铁', 'قرفصاء', 'كارديو', 'بلانك', 'سكوات', 'ديدليفت', 'كرنش',
      // Swimming (the seventh review: "مدربة سباحة" got nothing of the water).
      'natación', 'natation', 'nuoto', 'natação', 'schwimmen', 'плавание', 'سباحة',
    ],
    emoji: ['🏋️', '💪', '🧘', '🏃'],
    hashtags: ['fitness', 'workout', 'fitfam', 'healthylifestyle', 'fitnessmotivation'],
    nativeHashtags: {
      hi: ['फिटनेस', 'योग', 'व्यायाम'], mr: ['फिटनेस', 'व्यायाम'], bn: ['ফিটনেস', 'ব্যায়াম'], te: ['ఫిట్నెస్', 'వ్యాయామం'],
      ta: ['உடற்பயிற்சி', 'யோகா'], gu: ['ફિટનેસ', 'યોગ'], kn: ['ಫಿಟ್ನೆಸ್', 'ಯೋಗ'], ml: ['ഫിറ്റ്നസ്', 'വ്യായാമം'],
      pa: ['ਫਿਟਨੈਸ', 'ਕਸਰਤ'], or: ['ଯୋଗ', 'ବ୍ୟାୟାମ'], as: ['ব্যায়াম', 'যোগ'], ur: ['فٹنس', 'ورزش'],
      es: ['entrenamiento', 'vidasana', 'gimnasio'], fr: ['sport', 'musculation', 'entraînement'], de: ['training', 'sport', 'fitnessmotivation'],
      it: ['allenamento', 'palestra', 'sport'], pt: ['treino', 'academia', 'vidasaudavel'], ja: ['筋トレ', 'ダイエット', 'トレーニング'],
      ko: ['운동', '헬스', '오운완'], zh: ['健身', '运动', '减脂'], ar: ['لياقة', 'رياضة', 'تمارين'], ru: ['фитнес', 'спорт', 'тренировка'],
    },
  },
  {
    name: 'health',
    words: [
      'health', 'healthy', 'wellness', 'wellbeing', 'dental', 'dentist', 'dentistry', 'teeth', 'tooth', 'clinic', 'doctor',
      'zahnarzt', 'zahnarztpraxis', 'zahnärztin', 'zähne', 'zahn', 'стоматолог*', 'зуб*', '歯科', '牙医', '치과',
      'medical', 'medicine', 'nurse', 'nursing', 'physio', 'physiotherapy', 'therapy', 'therapist', 'nutrition',
      'nutritionist', 'dietitian', 'pharmacy', 'pharmacist', 'hospital', 'mental',
      'salud', 'dental', 'dentista', 'clínica', 'farmacia', 'nutrición', 'santé', 'dentiste', 'clinique', 'pharmacie',
      'gesundheit', 'zahnarzt', 'praxis', 'apotheke', 'salute', 'dentista', 'saúde', 'clínica', 'здоровь*', 'стоматолог*',
      'клиник*', 'स्वास्थ्य', 'सेहत', 'डॉक्टर', 'স্বাস্থ্য', 'ఆరోగ్య*', 'ஆரோக்கிய*', 'ಆರೋಗ್ಯ', 'ആരോഗ്യ*', 'આરોગ્ય', 'ਸਿਹਤ',
      'ସ୍ୱାସ୍ଥ୍ୟ', 'স্বাস্থ্য', 'صحت', 'صحة', 'طب', 'أسنان', 'عيادة', '健康', '歯科', 'クリニック', '医疗', '牙科', '건강', '치과',
      'ڈینٹل', 'ڈینٹسٹ', 'nutricion*', 'nutrição', 'ernährung*', 'nutrizion*', 'диетолог*', 'पोषण', 'ayurveda', 'ayurvedic', 'आयुर्वेद*', 'ആയുർവേദ*', 'ಆಯುರ್ವೇದ', 'ஆயுர்வேத*', 'ఆయుర్వేద*', 'آیوروید*',
    ],
    emoji: ['🩺', '🦷', '💚', '🌿'],
    hashtags: ['health', 'healthcare', 'wellness', 'selfcare', 'healthylifestyle'],
    nativeHashtags: {
      hi: ['स्वास्थ्य', 'सेहत'], mr: ['आरोग्य'], bn: ['স্বাস্থ্য'], te: ['ఆరోగ్యం'], ta: ['ஆரோக்கியம்'], gu: ['આરોગ્ય'], kn: ['ಆರೋಗ್ಯ'],
      ml: ['ആരോഗ്യം'], pa: ['ਸਿਹਤ'], or: ['ସ୍ୱାସ୍ଥ୍ୟ'], as: ['স্বাস্থ্য'], ur: ['صحت'], es: ['salud', 'bienestar'],
      fr: ['santé', 'bienêtre'], de: ['gesundheit'], it: ['salute', 'benessere'], pt: ['saúde', 'bemestar'], ja: ['健康'],
      ko: ['건강'], zh: ['健康'], ar: ['صحة'], ru: ['здоровье'],
    },
  },
  {
    name: 'education',
    words: [
      'teach', 'teacher', 'teachers', 'teaching', 'tutor', 'tutoring', 'school', 'classroom', 'student', 'students',
      'study', 'studies', 'studying', 'learn', 'learning', 'education', 'educator', 'math', 'maths', 'mathematics',
      'science', 'physics', 'chemistry', 'exam', 'exams', 'course', 'lesson', 'lessons', 'language',
      'profesor*', 'maestr*', 'escuela', 'educación', 'enseñanza', 'matemáticas', 'professeur', 'enseignant*', 'école',
      'lehrer*', 'schule', 'unterricht', 'insegnant*', 'scuola', 'professor*', 'escola', 'educação', 'учител*',
      'школ*', 'образован*', 'शिक्षक', 'पढ़ाई', 'शिक्षा', 'गणित', 'शिक्षण', 'শিক্ষক', 'পড়াশোনা', 'শিক্ষা', 'ఉపాధ్యాయ*',
      'విద్య', 'ஆசிரிய*', 'கல்வி', 'ಶಿಕ್ಷಕ', 'ಶಿಕ್ಷಣ', 'അധ്യാപക*', 'വിദ്യാഭ്യാസ*', 'શિક્ષક', 'શિક્ષણ', 'ਅਧਿਆਪਕ', 'ਸਿੱਖਿਆ',
      'ଶିକ୍ଷକ', 'ଶିକ୍ଷା', 'শিক্ষক', 'استاد', 'تعلیم', 'معلم', 'تعليم', 'دراسة', 'رياضيات',
      '先生', '勉強', '教育', '数学', '教師', '老师', '学习', '教育', '선생님', '공부', '교육', '수학',
      // From the pack writers (issue 14, seventh pass: topic words).
      'algebra', 'geometry', 'grammar', 'vocabulary', 'biology', 'homework', 'ielts', 'toefl', 'gramática',
      'ortografía', 'álgebra', 'geometría', 'biología', 'química', 'selectividad', 'oposiciones', 'vocabulario',
      'conjugación', 'grammaire', 'orthographe', 'conjugaison', 'algèbre', 'géométrie', 'biologie', 'chimie',
      'baccalauréat', 'dictée', 'vocabulaire', 'grammatik', 'rechtschreibung', 'geometrie', 'chemie', 'abitur',
      'vokabeln', 'nachhilfe', 'hausaufgaben', 'grammatica', 'ortografia', 'geometria', 'biologia', 'chimica',
      'maturità', 'vestibular', 'enem', 'redação', 'vocabulário', 'грамматик*', 'орфографи*', 'алгебр*', 'геометри*',
      'биологи*', 'хими*', 'егэ', 'огэ', 'физик*', 'विज्ञान', 'व्याकरण', 'बोर्ड परीक्षा', 'भूगोल', 'रसायन विज्ञान',
      'भौतिकी', 'जीव विज्ञान', 'संज्ञा', 'सर्वनाम', 'प्रतियोगी परीक्षा', 'यूपीएससी', 'इतिहास', 'दहावी', 'बारावी',
      'स्पर्धा परीक्षा', 'एमपीएससी', 'निबंध', 'ગણિત', 'વિજ્ઞાન', 'વ્યાકરણ', 'બોર્ડ પરીક્ષા', 'ભૂગોળ', 'ઇતિહાસ',
      'ધોરણ દસ', 'નિબંધ', 'સ્પર્ધાત્મક પરીક્ષા', 'જીપીએસસી', 'ਗਣਿਤ', 'ਵਿਗਿਆਨ', 'ਵਿਆਕਰਨ', 'ਬੋਰਡ ਪ੍ਰੀਖਿਆ', 'ਭੂਗੋਲ',
      'ਇਤਿਹਾਸ', 'ਪੰਜਾਬੀ ਵਿਆਕਰਨ', 'ਆਇਲਟਸ', 'গণিত', 'বিজ্ঞান', 'ব্যাকরণ', 'মাধ্যমিক', 'উচ্চমাধ্যমিক', 'ভূগোল',
      'ইতিহাস', 'পদার্থবিদ্যা', 'রসায়ন', 'জীববিজ্ঞান', 'এসএসসি', 'এইচএসসি', 'ব্যাকৰণ', 'মেট্ৰিক',
      'হাইস্কুল শিক্ষান্ত', 'পদাৰ্থ বিজ্ঞান', 'ৰসায়ন বিজ্ঞান', 'గణితం', 'వ్యాకరణం', 'భౌతిక శాస్త్రం',
      'రసాయన శాస్త్రం', 'జీవశాస్త్రం', 'ఎంసెట్', 'ట్యూషన్', 'கணிதம்', 'இலக்கணம்', 'இயற்பியல்', 'வேதியியல்',
      'உயிரியல்', 'பொதுத்தேர்வு', 'டியூஷன்', 'ಗಣಿತ', 'ವ್ಯಾಕರಣ', 'ಭೌತಶಾಸ್ತ್ರ', 'ರಸಾಯನಶಾಸ್ತ್ರ', 'ಜೀವಶಾಸ್ತ್ರ', 'ಪಿಯುಸಿ',
      'ಟ್ಯೂಷನ್', 'ഗണിതം', 'വ്യാകരണം', 'ഭൗതികശാസ്ത്രം', 'രസതന്ത്രം', 'ജീവശാസ്ത്രം', 'ട്യൂഷൻ', 'ଗଣିତ', 'ବ୍ୟାକରଣ',
      'ପଦାର୍ଥ ବିଜ୍ଞାନ', 'ରସାୟନ ବିଜ୍ଞାନ', 'ଜୀବ ବିଜ୍ଞାନ', 'ଟ୍ୟୁସନ୍', 'ମାଟ୍ରିକ', 'ریاضی', 'گرامر', 'طبیعیات', 'کیمسٹری',
      'حیاتیات', 'فزکس', 'بائیولوجی', 'میٹرک', 'ٹیوشن', '英語', '国語', '理科', '算数', '古文', '漢文', '文法', '英検', '受験',
      '共通テスト', '模試', '영어', '국어', '수능', '문법', '과학', '한국사', '토익', '내신', '모의고사', '기말고사', '중간고사', '高考', '中考', '考研', '英语',
      '语文', '语法', '雅思', '四六级', '作文', '化学', '托福', 'فيزياء', 'كيمياء', 'امتحان*', 'توجيهي', 'إملاء', 'إعراب',
      'جغرافيا', 'تحفيظ',
      // What a teacher teaches, after the kind word ("insegnante di inglese", niche-kind.ts).
      'inglés', 'inglese', 'anglais', 'inglês', 'englisch', 'английский', 'الإنجليزية', 'mathématiques', 'matematica', 'matemática',
    ],
    emoji: ['📚', '✏️', '🎓', '🧮'],
    hashtags: ['education', 'teachersofinstagram', 'learning', 'studygram', 'teacherlife'],
    nativeHashtags: {
      hi: ['शिक्षा', 'पढ़ाई'], mr: ['शिक्षण'], bn: ['শিক্ষা', 'পড়াশোনা'], te: ['విద్య'], ta: ['கல்வி'], gu: ['શિક્ષણ'],
      kn: ['ಶಿಕ್ಷಣ'], ml: ['വിദ്യാഭ്യാസം'], pa: ['ਸਿੱਖਿਆ'], or: ['ଶିକ୍ଷା'], as: ['শিক্ষা'], ur: ['تعلیم'],
      es: ['educación', 'docentes', 'aprender'], fr: ['éducation', 'enseignement', 'prof'], de: ['bildung', 'lehrerleben', 'lernen'],
      it: ['scuola', 'insegnanti', 'educazione'], pt: ['educação', 'professores', 'estudos'], ja: ['勉強', '教育', '勉強垢'],
      ko: ['공부', '공스타그램', '교육'], zh: ['学习', '教育', '老师'], ar: ['تعليم', 'معلم'], ru: ['образование', 'учитель', 'учеба'],
    },
  },
  {
    name: 'wedding',
    words: [
      'wedding', 'weddings', 'bride', 'brides', 'bridal', 'groom', 'engagement', 'elopement', 'boda*', 'novia*', 'mariage*',
      'hochzeit*', 'matrimoni*', 'casamento*', 'свадьб*', 'शादी', 'विवाह', 'লগ্ন', 'বিয়ে', 'বিবাহ', 'పెళ్లి', 'திருமண*',
      'ಮದುವೆ', 'വിവാഹ*', 'લગ્ન', 'ਵਿਆਹ', 'ବିବାହ', 'বিয়া', 'شادی', 'زفاف', 'عرس', '結婚式', 'ウェディング', '婚礼', '婚纱', '결혼', '웨딩',
      // From the pack writers (issue 14, seventh pass: topic words).
      'बारात', 'सगाई', 'फेरे', 'वरमाला', 'दुल्हन', 'दूल्हा', 'साखरपुडा', 'वरात', 'नवरी', 'नवरदेव', 'सप्तपदी', 'સગાઈ',
      'પીઠી', 'દુલ્હન', 'વરરાજા', 'કન્યાદાન', 'ਮੰਗਣੀ', 'ਲਾਵਾਂ', 'ਅਨੰਦ ਕਾਰਜ', 'ਬਰਾਤ', 'ਡੋਲੀ', 'ਲਾੜਾ', 'ਲਾੜੀ',
      'গায়ে হলুদ', 'বৌভাত', 'বউভাত', 'কনে', 'শুভদৃষ্টি', 'জোৰোণ', 'নোৱনি', 'দৰা', 'কইনা', 'ৰিচেপচন',
    ],
    emoji: ['💍', '👰', '💐', '🥂'],
    hashtags: ['wedding', 'weddingday', 'bride', 'weddinginspiration', 'weddingphotography'],
    nativeHashtags: {
      hi: ['शादी', 'विवाह'], mr: ['लग्न'], bn: ['বিয়ে'], te: ['పెళ్లి'], ta: ['திருமணம்'], gu: ['લગ્ન'], kn: ['ಮದುವೆ'],
      ml: ['വിവാഹം'], pa: ['ਵਿਆਹ'], or: ['ବିବାହ'], as: ['বিয়া'], ur: ['شادی'], es: ['boda', 'novias'], fr: ['mariage'],
      de: ['hochzeit'], it: ['matrimonio', 'sposi'], pt: ['casamento', 'noivas'], ja: ['結婚式', 'プレ花嫁'], ko: ['결혼', '웨딩'],
      zh: ['婚礼', '婚纱照'], ar: ['زفاف', 'عرس'], ru: ['свадьба'],
    },
  },
  {
    name: 'travel',
    words: [
      'travel', 'traveling', 'travelling', 'traveler', 'traveller', 'travelers', 'travellers', 'trip', 'trips', 'tour',
      'tours', 'tourism', 'wanderlust', 'adventure', 'adventures', 'backpacking', 'beach', 'mountain', 'mountains',
      'hotel', 'vacation', 'holiday', 'holidays', 'roadtrip', 'yatra',
      'viaj*', 'turismo', 'vacaciones', 'voyage*', 'tourisme', 'vacances', 'reise*', 'urlaub', 'viagg*', 'vacanz*',
      'viagem', 'viagens', 'férias', 'путешеств*', 'туризм*', 'यात्रा', 'सफर', 'घूमना', 'পর্যটন', 'ভ্রমণ', 'ప్రయాణ*',
      'பயண*', 'ಪ್ರವಾಸ', 'യാത്ര*', 'પ્રવાસ', 'ਸਫ਼ਰ', 'ଭ୍ରମଣ', 'ভ্ৰমণ', 'سفر', 'سیاحت', 'سياحة', 'رحلة', 'رحلات',
      '旅行', '旅', '観光', '旅游', '旅拍', '여행',
    ],
    emoji: ['✈️', '🌍', '🧳', '🏝️'],
    hashtags: ['travel', 'wanderlust', 'travelgram', 'explore', 'adventure'],
    nativeHashtags: {
      hi: ['यात्रा', 'घुमक्कड़ी'], mr: ['प्रवास'], bn: ['ভ্রমণ'], te: ['ప్రయాణం'], ta: ['பயணம்'], gu: ['પ્રવાસ'], kn: ['ಪ್ರವಾಸ'],
      ml: ['യാത്ര'], pa: ['ਸਫ਼ਰ'], or: ['ଭ୍ରମଣ'], as: ['ভ্ৰমণ'], ur: ['سفر'], es: ['viajes', 'viajar', 'turismo'],
      fr: ['voyage', 'vacances'], de: ['reisen', 'urlaub', 'fernweh'], it: ['viaggi', 'viaggiare'], pt: ['viagem', 'viajar'],
      ja: ['旅行', '旅', '旅好きな人と繋がりたい'], ko: ['여행', '여행스타그램'], zh: ['旅行', '旅游'], ar: ['سفر', 'سياحة'],
      ru: ['путешествия', 'туризм'],
    },
  },
  {
    name: 'fashion',
    words: [
      'fashion', 'style', 'stylist', 'outfit', 'outfits', 'clothing', 'clothes', 'boutique', 'dress',
      'kurta', 'lehenga', 'kimono', 'कपड़ा', 'कपड़े', '着物',
      'dresses', 'streetwear', 'menswear', 'womenswear', 'apparel', 'jewelry', 'jewellery', 'moda', 'ropa',
      'vêtements', 'kleidung', 'abbigliamento', 'roupa*', 'мод*', 'одежд*', 'फैशन', 'फ़ैशन', 'ফ্যাশন', 'ఫ్యాషన్',
      'ஃபேஷன்', 'ಫ್ಯಾಷನ್', 'ഫാഷൻ', 'ફેશન', 'ਫੈਸ਼ਨ', 'ଫ୍ୟାସନ', 'ফেশ্বন', 'فیشن', 'موضة', 'أزياء',
      'ファッション', 'コーデ', '时尚', '穿搭', '패션', '코디',
      'kurti', 'kurtis', 'कपड़ों', 'कुर्ती', 'কাপড়', 'ਕੱਪੜ*', 'ਸੂਟ', 'કપડાં', 'કુર્તી', 'ಬಟ್ಟೆ', 'துணி*', 'బట్టలు', 'വസ്ത്ര*', 'ବସ୍ତ୍ର', 'کپڑ*', 'لان', 'ملابس', 'vestid*', 'kleid*', 'abbigliament*', '服', '衣服', '옷',
      // From the pack writers (issue 14, seventh pass: topic words).
      'jacket', 'hoodie', 'sneaker', 'blazer', 'jeans', 'skirt', 'chaqueta', 'falda', 'pantalón', 'pantalones',
      'camisa', 'blusa', 'zapatillas', 'sudadera', 'robe', 'jupe', 'veste', 'chemise', 'pantalon', 'manteau',
      'blouson', 'écharpe', 'foulard', 'jacke', 'bluse', 'pullover', 'hemd', 'turnschuhe', 'giacca', 'pantaloni',
      'camicia', 'maglione', 'cappotto', 'felpa', 'saia', 'calça', 'calças', 'casaco', 'jaqueta', 'moletom',
      'sapatilhas', 'платье', 'платья', 'юбк*', 'куртк*', 'пальто', 'рубашк*', 'блузк*', 'свитер*', 'джинс*', 'худи',
      'кроссовк*', 'कुर्ता', 'लहंगा', 'शेरवानी', 'सलवार', 'सलवार सूट', 'अनारकली', 'धोती', 'नेहरू जैकेट', 'चोली',
      'घाघरा', 'पगड़ी', 'नऊवारी', 'फेटा', 'लेहेंगा', 'धोतर', 'नथ', 'ચણિયાચોળી', 'કુર્તો', 'કેડિયું', 'પાઘડી',
      'શેરવાની', 'લહેંગા', 'ધોતી', 'સલવાર', 'ਪੱਗ', 'ਦਸਤਾਰ', 'ਪਟਿਆਲਾ ਸਲਵਾਰ', 'ਕੁੜਤਾ', 'ਕੁੜਤੀ', 'ਜੁੱਤੀ', 'ਲਹਿੰਗਾ',
      'ਸ਼ੇਰਵਾਨੀ', 'ਪਰਾਂਦਾ', 'ਚਾਦਰਾ', 'পাঞ্জাবি', 'কুর্তি', 'লেহেঙ্গা', 'শেরওয়ানি', 'ধুতি', 'সালোয়ার কামিজ',
      'থ্রি পিস', 'ব্লাউজ', 'ফতুয়া', 'মেখেলা চাদৰ', 'চেলেং', 'জাপি', 'পাঞ্জাবী', 'কুৰ্তী', 'లంగా ఓణీ', 'ఓణీ',
      'కుర్తా', 'లెహంగా', 'పంచె', 'షేర్వాణీ', 'చుడీదార్', 'தாவணி', 'வேட்டி', 'குர்தா', 'லெஹங்கா', 'சுடிதார்',
      'ரவிக்கை', 'பாவாடை', 'ಕುರ್ತಾ', 'ಲೆಹೆಂಗಾ', 'ಚೂಡಿದಾರ್', 'ಪಂಚೆ', 'ಲಂಗ ದಾವಣಿ', 'ರವಿಕೆ', 'ചുരിദാർ', 'കുർത്ത',
      'ലെഹംഗ', 'ദാവണി', 'പാവാട', 'ബ്ലൗസ്', 'മുണ്ട്', 'କୁର୍ତ୍ତା', 'ଲେହେଙ୍ଗା', 'ଚୁଡ଼ିଦାର', 'ବ୍ଲାଉଜ୍', 'شلوار قمیض',
      'شلوار', 'لہنگا', 'شیروانی', 'غرارہ', 'شرارہ', 'عبایا', 'スカート', 'カーディガン', 'ジャケット', 'デニム', '浴衣', 'スニーカー',
      'ブラウス', '원피스', '청바지', '니트', '블라우스', '가디건', '한복', '운동화', '치마', '连衣裙', '卫衣', '半身裙', '风衣', '旗袍', '汉服', '牛仔裤',
      '衬衫', '大衣', 'عباية', 'عبايات', 'فستان', 'فساتين', 'قفطان', 'جلابية', 'حجاب', 'شماغ', 'بشت',
      // Tailors and their garments (the seventh review: "Ali Tailors"). Not کرتا, کرتے: also "does", "doing".
      'tailor', 'tailoring', 'ٹیلر', 'درزی', 'शलवार',
    ],
    emoji: ['👗', '👠', '🛍️', '🧥'],
    hashtags: ['fashion', 'style', 'ootd', 'outfitoftheday', 'fashionista'],
    nativeHashtags: {
      hi: ['फैशन', 'साड़ी'], bn: ['ফ্যাশন', 'শাড়ি'], te: ['ఫ్యాషన్'], ta: ['ஃபேஷன்'], kn: ['ಫ್ಯಾಷನ್'], ml: ['ഫാഷൻ'], gu: ['ફેશન'],
      pa: ['ਫੈਸ਼ਨ'], ur: ['فیشن'], es: ['moda', 'estilo', 'outfitdeldia'], fr: ['mode', 'tenuedujour'], de: ['mode', 'outfitdestages'],
      it: ['moda', 'stile'], pt: ['moda', 'lookdodia'], ja: ['ファッション', 'コーデ', '今日のコーデ'], ko: ['패션', '데일리룩', '코디'],
      zh: ['时尚', '穿搭'], ar: ['موضة', 'أزياء'], ru: ['мода', 'стиль', 'образ'],
    },
  },
  {
    name: 'beauty',
    words: [
      'beauty', 'makeup', 'skincare', 'skin', 'hair', 'hairstylist', 'nail', 'nails', 'salon', 'cosmetic', 'cosmetics',
      'spa', 'barber', 'lashes', 'belleza', 'maquillaje', 'beauté', 'maquillage', 'schönheit', 'bellezza', 'trucco',
      'beleza', 'maquiagem', 'красот*', 'макияж*', 'ब्यूटी', 'मेकअप', 'সৌন্দর্য', 'মেকআপ', 'అందం', 'அழகு', 'ಸೌಂದರ್ಯ',
      'സൗന്ദര്യ*', 'સૌંદર્ય', 'ਸੁੰਦਰਤਾ', 'ସୌନ୍ଦର୍ଯ୍ୟ', 'خوبصورتی', 'میک_اپ', 'جمال', 'مكياج', 'بشرة',
      'メイク', 'コスメ', '美容', 'スキンケア', '美妆', '护肤', '뷰티', '화장품', '메이크업',
      'hairdresser', 'peluquer*', 'peinado*', 'coiffure', 'coiffeur*', 'friseur*', 'parrucchier*', 'cabeleireir*', 'парикмахер*', 'सैलून', 'पार्लर', 'পার্লার', 'পাৰ্লাৰ', 'ಪಾರ್ಲರ್', 'பார்லர்', 'పార్లర్', 'പാർലർ', 'પાર્લર', 'ਪਾਰਲਰ', 'ପାର୍ଲର', 'پارلر', 'سیلون', 'صالون', 'تجميل', 'ヘアサロン', '美容院', '美容室', 'サロン', '네일', '네일샵', '미용실', '美发', '美甲',
      // From the pack writers (issue 14, seventh pass: topic words).
      'manicure', 'pedicure', 'eyeliner', 'mascara', 'lipstick', 'balayage', 'haircut', 'eyebrow', 'manicura',
      'pedicura', 'uñas', 'pestañas', 'cejas', 'depilación', 'labial', 'rímel', 'manucure', 'pédicure', 'ongles',
      'cils', 'sourcils', 'épilation', 'maniküre', 'pediküre', 'nageldesign', 'wimpern', 'augenbrauen',
      'haarschnitt', 'lippenstift', 'kosmetik*', 'unghie', 'ciglia', 'sopracciglia', 'ceretta', 'rossetto', 'unhas',
      'cílios', 'sobrancelha*', 'depilação', 'batom', 'маникюр*', 'педикюр*', 'ресниц*', 'бров*', 'стрижк*',
      'депиляци*', 'эпиляци*', 'помад*', 'косметолог*', 'ногт*', 'फ़ेशियल', 'फेशियल', 'थ्रेडिंग', 'वैक्सिंग',
      'नेल आर्ट', 'हेयर स्पा', 'लिपस्टिक', 'आइलाइनर', 'ब्राइडल मेकअप', 'हेयरकट', 'मैनीक्योर', 'पेडीक्योर',
      'वॅक्सिंग', 'हेअरकट', 'हेअर स्पा', 'काजळ', 'उटणे', 'ब्युटी पार्लर', 'મેકઅપ', 'ફેશિયલ', 'થ્રેડિંગ', 'વેક્સિંગ',
      'નેઇલ આર્ટ', 'હેરકટ', 'હેર સ્પા', 'લિપસ્ટિક', 'બ્યુટી પાર્લર', 'ਮੇਕਅੱਪ', 'ਫੇਸ਼ੀਅਲ', 'ਥ੍ਰੈਡਿੰਗ', 'ਵੈਕਸਿੰਗ',
      'ਨੇਲ ਆਰਟ', 'ਹੇਅਰਕੱਟ', 'ਸੁਰਮਾ', 'ਲਿਪਸਟਿਕ', 'ਬਿਊਟੀ ਪਾਰਲਰ', 'ফেসিয়াল', 'থ্রেডিং', 'ওয়াক্সিং', 'নেল আর্ট',
      'হেয়ারকাট', 'লিপস্টিক', 'ব্রাইডাল মেকআপ', 'বিউটি পার্লার', 'রূপচর্চা', 'ফেচিয়েল', 'থ্ৰেডিং', 'নেইল আৰ্ট',
      'হেয়াৰকাট', 'লিপষ্টিক', 'বিউটি পাৰ্লাৰ', 'ৰূপচৰ্চা', 'మేకప్', 'ఫేషియల్', 'మెహందీ', 'హెయిర్ కట్',
      'నెయిల్ ఆర్ట్', 'மேக்கப்', 'ஃபேஷியல்', 'மெஹந்தி', 'மருதாணி', 'ஹேர்கட்', 'நெயில் ஆர்ட்', 'ಮೇಕಪ್', 'ಫೇಶಿಯಲ್',
      'ಮೆಹಂದಿ', 'ಹೇರ್‌ಕಟ್', 'ನೇಲ್ ಆರ್ಟ್', 'മേക്കപ്പ്', 'ഫേഷ്യൽ', 'മെഹന്ദി', 'മൈലാഞ്ചി', 'ഹെയർകട്ട്', 'നെയിൽ ആർട്ട്',
      'ମେକଅପ୍', 'ଫେସିଆଲ୍', 'ମେହେନ୍ଦି', 'ହେୟାରକଟ୍', 'ନେଲ୍ ଆର୍ଟ', 'میک اپ', 'فیشل', 'ہیئر کٹ', 'نیل آرٹ', 'تھریڈنگ',
      'ویکسنگ', 'ネイル', 'ジェルネイル', 'まつエク', 'まつげパーマ', '眉毛', 'ヘアカラー', '縮毛矯正', '白髪染め', '脱毛', '化粧水', 'ネイリスト', '속눈썹펌',
      '눈썹문신', '피부관리', '매직펌', '헤어컬러', '왁싱', '美睫', '烫发', '染发', '面膜', '底妆', '眼妆', '纹眉', 'مناكير', 'أظافر', 'رموش',
      'حواجب', 'كيراتين', 'حناء', 'تشقير', 'بديكير', 'سشوار',
    ],
    emoji: ['💄', '💅', '🌸', '🪞'],
    hashtags: ['beauty', 'makeup', 'skincare', 'selfcare', 'glowup'],
    nativeHashtags: {
      hi: ['ब्यूटी', 'मेकअप'], bn: ['সৌন্দর্য'], ta: ['அழகு'], te: ['అందం'], ml: ['സൗന്ദര്യം'], ur: ['خوبصورتی'],
      es: ['belleza', 'maquillaje', 'cuidadodelapiel'], fr: ['beauté', 'maquillage'], de: ['beauty', 'hautpflege'],
      it: ['bellezza', 'trucco'], pt: ['beleza', 'maquiagem'], ja: ['美容', 'コスメ', 'メイク'], ko: ['뷰티', '화장품', '메이크업'],
      zh: ['美妆', '护肤'], ar: ['جمال', 'مكياج', 'عناية_بالبشرة'], ru: ['красота', 'макияж', 'уходзакожей'],
    },
  },
  {
    name: 'tech',
    words: [
      'tech', 'technology', 'software', 'saas', 'app', 'apps', 'code', 'coding', 'coder', 'developer', 'developers',
      'programming', 'programmer', 'ai', 'data', 'startup', 'startups', 'digital', 'gadget', 'gadgets', 'cybersecurity',
      'web', 'computer', 'computers', 'robotics',
      'tecnología', 'tecnologia', 'programación', 'technologie', 'informatique', 'technik', 'programmierung',
      'tecnologia', 'технолог*', 'программирова*', 'टेक', 'तकनीक', 'टेक्नोलॉजी', 'প্রযুক্তি', 'టెక్', 'సాంకేతిక*',
      'தொழில்நுட்ப*', 'ತಂತ್ರಜ್ಞಾನ', 'സാങ്കേതിക*', 'ટેક', 'ਤਕਨੀਕ', 'ପ୍ରଯୁକ୍ତି', 'প্ৰযুক্তি', 'ٹیکنالوجی', 'تقنية', 'تكنولوجيا',
      'برمجة', 'テック', 'プログラミング', 'ガジェット', '科技', '编程', '数码', '기술', '코딩', '테크',
      'mobile', 'smartphone', 'smartphones', 'phone', 'phones', 'मोबाइल', 'মোবাইল', 'మొబైల్', 'மொபைல்', 'ಮೊಬೈಲ್', 'മൊബൈൽ', 'મોબાઇલ', 'ਮੋਬਾਈਲ', 'ମୋବାଇଲ', 'موبائل', 'جوال', 'موبايل', 'スマホ', '手机', '핸드폰', '휴대폰', 'телефон*', 'смартфон*', 'móvil', 'celular',
    ],
    emoji: ['💻', '🤖', '📱', '⚙️'],
    hashtags: ['tech', 'technology', 'innovation', 'startup', 'coding'],
    nativeHashtags: {
      hi: ['तकनीक', 'टेक'], bn: ['প্রযুক্তি'], te: ['టెక్'], ta: ['தொழில்நுட்பம்'], kn: ['ತಂತ್ರಜ್ಞಾನ'], ml: ['സാങ്കേതികവിദ്യ'],
      ur: ['ٹیکنالوجی'], es: ['tecnología', 'innovación'], fr: ['technologie', 'innovation'], de: ['technik', 'digitalisierung'],
      it: ['tecnologia', 'innovazione'], pt: ['tecnologia', 'inovação'], ja: ['テック', 'プログラミング', 'ガジェット'],
      ko: ['테크', '코딩', '개발자'], zh: ['科技', '编程', '数码'], ar: ['تقنية', 'تكنولوجيا', 'برمجة'], ru: ['технологии', 'программирование'],
    },
  },
  {
    name: 'business',
    words: [
      'business', 'marketing', 'b2b', 'b2c', 'sales', 'brand', 'branding', 'entrepreneur', 'entrepreneurs',
      'entrepreneurship', 'finance', 'money', 'invest', 'investing', 'investment', 'consult', 'consulting', 'consultant',
      'ecommerce', 'shop', 'shopping', 'store', 'freelance', 'freelancer', 'realtor', 'realestate', 'accounting',
      'negocio*', 'emprend*', 'emprendimiento', 'finanzas', 'entreprise*', 'entrepreneuriat', 'geschäft', 'unternehm*', 'impresa',
      'negócio*', 'empreendedor*', 'бизнес*', 'маркетинг*', 'व्यापार', 'व्यवसाय', 'बिजनेस', 'ব্যবসা', 'వ్యాపార*',
      'வணிக*', 'ವ್ಯಾಪಾರ', 'ബിസിനസ്', 'વ્યવસાય', 'ਕਾਰੋਬਾਰ', 'ବ୍ୟବସାୟ', 'ব্যৱসায়', 'کاروبار', 'أعمال', 'تسويق', 'تجارة',
      'ビジネス', 'マーケティング', '起業', '商业', '创业', '营销', '비즈니스', '마케팅', '창업',
    ],
    emoji: ['💼', '📈', '📣', '💡'],
    hashtags: ['smallbusiness', 'entrepreneur', 'marketing', 'business', 'growth'],
    nativeHashtags: {
      hi: ['व्यापार', 'बिजनेस'], mr: ['व्यवसाय'], bn: ['ব্যবসা'], te: ['వ్యాపారం'], ta: ['வணிகம்'], gu: ['વ્યવસાય'],
      kn: ['ವ್ಯಾಪಾರ'], ml: ['ബിസിനസ്'], pa: ['ਕਾਰੋਬਾਰ'], or: ['ବ୍ୟବସାୟ'], as: ['ব্যৱসায়'], ur: ['کاروبار'],
      es: ['emprendimiento', 'negocios', 'emprendedores'], fr: ['entrepreneuriat', 'entreprise'], de: ['unternehmer', 'business'],
      it: ['imprenditore', 'marketingdigitale'], pt: ['empreendedorismo', 'negócios'], ja: ['ビジネス', '起業', 'マーケティング'],
      ko: ['비즈니스', '마케팅', '창업'], zh: ['创业', '商业', '营销'], ar: ['ريادة_الأعمال', 'تسويق'], ru: ['бизнес', 'маркетинг', 'предприниматель'],
    },
  },
  {
    name: 'art',
    words: [
      'art', 'arts', 'artist', 'artists', 'artwork', 'paint', 'painter', 'painting', 'drawing', 'draw', 'illustration',
      'illustrator', 'design', 'designer', 'graphic', 'craft', 'crafts', 'handmade', 'diy', 'pottery', 'ceramics',
      'knitting', 'crochet', 'sculpture', 'calligraphy', 'tattoo', 'arte', 'artista', 'dibujo', 'pintura', 'artisanat',
      'dessin', 'peinture', 'kunst*', 'malerei', 'disegno', 'artesanato', 'desenho', 'искусств*', 'рисован*', 'художник*',
      'कला', 'चित्रकारी', 'शिल्प', 'শিল্প', 'চিত্রকলা', 'కళ', 'ஓவிய*', 'கலை', 'ಕಲೆ', 'ಚಿತ್ರಕಲೆ', 'കല', 'ചിത്രരചന',
      'કલા', 'ਕਲਾ', 'କଳା', 'কলা', 'آرٹ', 'فن', 'رسم', 'アート', 'イラスト', 'ハンドメイド', '艺术', '插画', '手工', '예술', '그림', '일러스트',
    ],
    emoji: ['🎨', '🖌️', '✂️', '🧶'],
    hashtags: ['art', 'artist', 'handmade', 'creative', 'artwork'],
    nativeHashtags: {
      hi: ['कला', 'चित्रकारी'], mr: ['कला'], bn: ['শিল্প', 'চিত্রকলা'], te: ['కళ'], ta: ['கலை', 'ஓவியம்'], gu: ['કલા'],
      kn: ['ಕಲೆ'], ml: ['കല'], pa: ['ਕਲਾ'], or: ['କଳା'], as: ['কলা'], ur: ['آرٹ'], es: ['arte', 'ilustración', 'artesanía'],
      fr: ['art', 'dessin', 'faitmain'], de: ['kunst', 'handgemacht'], it: ['arte', 'fattoamano'], pt: ['arte', 'artesanato'],
      ja: ['イラスト', 'アート', 'ハンドメイド'], ko: ['그림', '일러스트', '예술'], zh: ['插画', '艺术', '手工'], ar: ['فن', 'رسم'],
      ru: ['искусство', 'рисунок', 'хендмейд'],
    },
  },
  {
    name: 'photography',
    words: [
      'photo', 'photos', 'photography', 'photographer', 'photographers', 'photographs', 'camera', 'portrait', 'portraits',
      'film', 'videography', 'videographer', 'fotografía', 'fotógraf*', 'photographie', 'photographe', 'fotografie',
      'fotograf*', 'fotografia', 'фото', 'фотограф*', 'फोटोग्राफी', 'फोटो', 'ফটোগ্রাফি', 'ছবি', 'ఫోటోగ్రఫీ', 'புகைப்பட*', 'ಛಾಯಾಗ್ರಹಣ',
      'ഫോട്ടോഗ്രഫി', 'ફોટોગ્રાફી', 'ਫੋਟੋਗ੍ਰਾਫੀ', 'ଫଟୋଗ୍ରାଫି', 'ফটোগ্ৰাফী', 'فوٹوگرافی', 'تصوير', 'مصور',
      '写真', 'カメラ', 'フォト', '摄影', '사진',
      'फोटोग्राफर', 'फ़ोटोग्राफ़र', 'ફોટોગ્રાફર', 'ਫੋਟੋਗ੍ਰਾਫਰ', 'ফটোগ্রাফার', 'ফটোগ্ৰাফাৰ', 'ఫోటోగ్రాఫర్', 'புகைப்படக்காரர்', 'ಫೋಟೋಗ್ರಾಫರ್', 'ഫോട്ടോഗ്രാഫർ', 'ଫଟୋଗ୍ରାଫର', 'فوٹوگرافر', 'カメラマン', 'フォトグラファー', '摄影师', '사진작가', 'مصورة',
    ],
    emoji: ['📸', '🎞️', '🌄'],
    hashtags: ['photography', 'photographer', 'photooftheday', 'picoftheday'],
    nativeHashtags: {
      hi: ['फोटोग्राफी'], mr: ['फोटोग्राफी'], bn: ['ফটোগ্রাফি'], te: ['ఫోటోగ్రఫీ'], ta: ['புகைப்படம்'], gu: ['ફોટોગ્રાફી'],
      kn: ['ಛಾಯಾಗ್ರಹಣ'], ml: ['ഫോട്ടോഗ്രഫി'], pa: ['ਫੋਟੋਗ੍ਰਾਫੀ'], or: ['ଫଟୋଗ୍ରାଫି'], ur: ['فوٹوگرافی'],
      es: ['fotografía', 'fotógrafo'], fr: ['photographie', 'photographe'], de: ['fotografie', 'fotograf'], it: ['fotografia', 'fotografo'],
      pt: ['fotografia', 'fotógrafo'], ja: ['写真', 'カメラ好きな人と繋がりたい', '写真好きな人と繋がりたい'], ko: ['사진', '사진스타그램'],
      zh: ['摄影', '摄影师'], ar: ['تصوير', 'مصور'], ru: ['фотография', 'фотограф'],
    },
  },
  {
    // Before 'music' (a dance teacher's tags are dance tags, not #singer) and with fitness subject lines.
    name: 'dance',
    words: [
      // Not "salsa": a sauce in Spanish, Italian and Portuguese ("salsa de habanero" got dance lines).
      'dance', 'dancer', 'dancers', 'dancing', 'choreography', 'ballet', 'zumba', 'bharatanatyam', 'kathak', 'odissi', 'bhangra', 'baile', 'danza', 'danse', 'tanz', 'tanzen', 'dança', 'танц*', 'नृत्य', 'डांस', 'নৃত্য', 'ডান্স', 'డాన్స్', 'నృత్య*', 'நடன*', 'டான்ஸ்', 'பரதநாட்டிய*', 'ನೃತ್ಯ', 'ಡ್ಯಾನ್ಸ್', 'നൃത്ത*', 'ഡാൻസ്', 'નૃત્ય', 'ડાન્સ', 'ਨਾਚ', 'ਡਾਂਸ', 'ਭੰਗੜਾ', 'ଓଡ଼ିଶୀ', 'ନୃତ୍ୟ', 'ଡାନ୍ସ', 'ڈانس', 'رقص', 'ダンス', '舞蹈', '跳舞', '댄스', '춤',
      'নাচ', 'কথক', 'कथक', 'ગરબા', 'लावणी', 'সত্ৰীয়া', 'garba',
    ],
    emoji: ['💃', '🕺', '🩰', '✨'],
    hashtags: ['dance', 'dancer', 'dancersofinstagram', 'dancelife'],
    nativeHashtags: {
      hi: ['नृत्य', 'डांस'], mr: ['नृत्य'], bn: ['নৃত্য'], as: ['নৃত্য'], te: ['డాన్స్'], ta: ['நடனம்', 'பரதநாட்டியம்'], kn: ['ನೃತ್ಯ'],
      ml: ['നൃത്തം'], gu: ['નૃત્ય'], pa: ['ਭੰਗੜਾ'], or: ['ଓଡ଼ିଶୀ', 'ନୃତ୍ୟ'], ur: ['رقص'], es: ['baile', 'danza'], fr: ['danse'],
      de: ['tanzen', 'tanz'], it: ['danza', 'ballo'], pt: ['dança'], ja: ['ダンス'], ko: ['댄스', '춤'], zh: ['舞蹈', '跳舞'],
      ar: ['رقص'], ru: ['танцы'],
    },
  },
  {
    name: 'music',
    words: [
      'music', 'musician', 'musicians', 'song', 'songs', 'songwriter', 'sing', 'singer', 'singing', 'guitar', 'guitarist',
      'piano', 'pianist', 'drums', 'dj', 'band', 'rapper', 'producer', 'música', 'músic*',
      'canción', 'musique', 'chanson', 'musik*', 'musica', 'canzon*', 'музык*', 'песн*',
      'संगीत', 'गाना', 'गाने', 'संगीतकार', 'সঙ্গীত', 'গান', 'సంగీత*', 'పాట*', 'இசை', 'பாடல்*', 'ಸಂಗೀತ',
      'ಹಾಡು', 'സംഗീത*', 'പാട്ട്', 'સંગીત', 'ਸੰਗੀਤ', 'ਗੀਤ', 'ସଙ୍ଗୀତ', 'সংগীত', 'موسیقی', 'گانا', 'موسيقى', 'أغنية', 'غناء',
      '音楽', '歌', '音乐', '唱歌', '음악', '노래',       'गायक', 'गायिका', 'ગાયક', 'ਗਾਇਕ', 'গায়ক', 'গায়িকা', 'গায়ক', 'গায়িকা', 'ডিজে', 'डीजे', 'গীত', 'cantante', 'chanteuse', 'chanteur', 'sänger', 'sängerin', 'певец', 'певица', '歌手', '가수', 'مغني', 'مطرب', 'گلوکار', 'గాయకుడు', 'பாடகர்', 'ಗಾಯಕ', 'ഗായകൻ', 'ଗାୟକ',
      // Instruments a teacher teaches ("profesora de guitarra").
      'violín', 'violon', 'violino', 'violão', 'guitarra', 'guitare', 'chitarra',
    ],
    emoji: ['🎵', '🎸', '🎤', '🎹'],
    hashtags: ['music', 'musician', 'newmusic', 'livemusic', 'singer'],
    nativeHashtags: {
      hi: ['संगीत', 'गाना'], mr: ['संगीत'], bn: ['গান', 'সঙ্গীত'], te: ['సంగీతం', 'పాటలు'], ta: ['இசை', 'பாடல்'], gu: ['સંગીત'],
      kn: ['ಸಂಗೀತ'], ml: ['സംഗീതം'], pa: ['ਸੰਗੀਤ', 'ਪੰਜਾਬੀਗੀਤ'], or: ['ସଙ୍ଗୀତ'], as: ['সংগীত'], ur: ['موسیقی'],
      es: ['música', 'musica'], fr: ['musique'], de: ['musik'], it: ['musica'], pt: ['música'], ja: ['音楽', '弾いてみた', '歌ってみた'],
      ko: ['음악', '노래'], zh: ['音乐'], ar: ['موسيقى', 'أغاني'], ru: ['музыка'],
    },
  },
  {
    name: 'books',
    words: [
      'book', 'books', 'bookstagram', 'read', 'reading', 'reader', 'readers', 'writer', 'writers', 'writing', 'author',
      'authors', 'poet', 'poetry', 'novel', 'novels', 'library', 'libro*', 'lectura', 'escritor*', 'poesía', 'livre*',
      'lecture', 'écrivain', 'poésie', 'buch', 'bücher', 'lesen', 'autor*', 'lettura', 'poesia', 'leitura', 'книг*',
      'чтени*', 'поэзи*', 'किताब*', 'पुस्तक', 'कविता', 'বই', 'কবিতা', 'పుస్తక*', 'కవిత*', 'புத்தக*', 'கவிதை*', 'ಪುಸ್ತಕ',
      'ಕವಿತೆ', 'പുസ്തക*', 'കവിത', 'પુસ્તક', 'કવિતા', 'ਕਿਤਾਬ*', 'ਕਵਿਤਾ', 'ବହି', 'କବିତା', 'কিতাপ', 'কবিতা', 'کتاب*', 'شاعری',
      'كتب', 'كتاب', 'قراءة', 'شعر', '読書', '本棚', '小説', '读书', '书单', '小说', '책', '독서', '책스타그램',
      'bookstore', 'bookshop', 'librair*', 'buchhandlung', 'libreria', 'livraria', 'книжн*',
      'लाइब्रेरी', 'वाचनालय', 'ग्रंथालय', 'পাঠাগার', 'লাইব্রেরি',
    ],
    emoji: ['📚', '📖', '✍️'],
    hashtags: ['books', 'bookstagram', 'reading', 'booklover', 'writing'],
    nativeHashtags: {
      hi: ['किताबें', 'हिंदीकविता'], mr: ['पुस्तक'], bn: ['বই', 'কবিতা'], te: ['పుస్తకాలు'], ta: ['புத்தகம்', 'கவிதை'],
      gu: ['પુસ્તક'], kn: ['ಪುಸ್ತಕ'], ml: ['പുസ്തകം'], pa: ['ਕਿਤਾਬਾਂ'], or: ['ବହି'], as: ['কিতাপ'], ur: ['کتابیں', 'شاعری'],
      es: ['libros', 'lectura'], fr: ['livres', 'lecture'], de: ['bücher', 'lesen'], it: ['libri', 'lettura'], pt: ['livros', 'leitura'],
      ja: ['読書', '本好きな人と繋がりたい'], ko: ['책스타그램', '독서'], zh: ['读书', '书单'], ar: ['كتب', 'قراءة'], ru: ['книги', 'чтение'],
    },
  },
  {
    name: 'pets',
    words: [
      'pet', 'pets', 'dog', 'dogs', 'puppy', 'puppies', 'cat', 'cats', 'kitten', 'kittens', 'animal', 'animals', 'groomer',
      'grooming', 'veterinary', 'vet', 'mascota*', 'perro*', 'gato*', 'chien*', 'chaton*', 'hund', 'hunde', 'hunden', 'katze*', 'haustier*',
      'gatto', 'cachorro*', 'собак*', 'кошк*', 'котик*', 'питомц*', 'कुत्ता', 'कुत्ते', 'बिल्ली', 'पालतू', 'কুকুর',
      'বিড়াল', 'కుక్క*', 'நாய்*', 'பூனை*', 'ನಾಯಿ', 'ಬೆಕ್ಕು', 'നായ*', 'പൂച്ച*', 'કૂતરો', 'ਕੁੱਤਾ', 'କୁକୁର', 'কুকুৰ', 'کتا',
      'بلی', 'قطط', 'قطة', 'كلاب', 'كلب', '犬', '猫', 'ペット', '宠物', '猫咪', '狗狗', '강아지', '고양이', '반려견', '반려묘',
      'petshop', 'tosa', 'トリミング', 'ペットサロン', '애견', '애견미용', '宠物美容',
    ],
    emoji: ['🐶', '🐱', '🐾'],
    hashtags: ['pets', 'dogsofinstagram', 'catsofinstagram', 'petlovers'],
    nativeHashtags: {
      hi: ['पालतू'], es: ['mascotas', 'perros', 'gatos'], fr: ['chien', 'chat'], de: ['hund', 'katze', 'haustiere'],
      it: ['cani', 'gatti'], pt: ['pet', 'cachorro', 'gato'], ja: ['犬のいる暮らし', '猫のいる暮らし', 'ペット'],
      ko: ['강아지', '고양이', '반려견'], zh: ['宠物', '猫咪', '狗狗'], ar: ['قطط', 'حيوانات_أليفة'], ru: ['собака', 'кошка', 'питомец'],
    },
  },
  {
    name: 'nature',
    words: [
      'garden', 'gardening', 'gardener', 'plant', 'plants', 'flower', 'flowers', 'florist', 'nature', 'green', 'eco',
      'sustainable', 'sustainability', 'outdoor', 'outdoors', 'farm', 'farming', 'farmer', 'hiking', 'forest', 'wildlife',
      'jardín', 'jardinería', 'plantas', 'naturaleza', 'jardin', 'jardinage', 'nature', 'garten', 'pflanzen', 'natur',
      'giardin*', 'giardinaggio', 'piante', 'natura', 'jardim', 'jardinagem', 'natureza', 'сад', 'садоводств*', 'растени*', 'природ*',
      'बागवानी', 'बगीचा', 'प्रकृति', 'पौधे', 'বাগান', 'প্রকৃতি', 'తోట*', 'ప్రకృతి', 'தோட்ட*', 'இயற்கை*', 'ತೋಟ', 'ಪ್ರಕೃತಿ',
      'തോട്ട*', 'പ്രകൃതി', 'બાગકામ', 'પ્રકૃતિ', 'ਬਾਗਬਾਨੀ', 'ਕੁਦਰਤ', 'ବଗିଚା', 'ପ୍ରକୃତି', 'বাগিচা', 'প্ৰকৃতি', 'باغبانی', 'قدرت',
      'حديقة', 'زراعة', 'طبيعة', 'نباتات', 'ガーデニング', '自然', '植物', '园艺', '植物', '가드닝', '식물', '자연',
      // Flowers and florists in the European languages (a German flower shop got no flower tag).
      'blumen', 'blume', 'blumenladen', 'floristik', 'fleurs', 'fleuriste', 'flores', 'floristería', 'floristeria', 'fiori',
      'fioraio', 'fiorista', 'floricultura', 'florista', 'цветы', 'цветочный', 'флорист',
      'फूल', 'नर्सरी', 'बाग', 'फुले', 'ફૂલ', 'ਫੁੱਲ', 'ফুল', 'ছাদবাগান', 'পুষ্প', '花屋', 'フラワー', 'お花', '花店', '鲜花', '꽃집', '꽃', '플라워', 'زهور', 'ورد', 'ورود', 'پھول', 'ഫ്ലവർ', 'பூ', 'ಹೂವು', 'పూలు',
    ],
    emoji: ['🌿', '🌻', '🌳', '🍃'],
    hashtags: ['nature', 'gardening', 'plants', 'sustainability', 'naturelovers'],
    nativeHashtags: {
      hi: ['प्रकृति', 'बागवानी'], mr: ['निसर्ग'], bn: ['প্রকৃতি', 'বাগান'], te: ['ప్రకృతి'], ta: ['இயற்கை', 'தோட்டம்'],
      gu: ['પ્રકૃતિ'], kn: ['ಪ್ರಕೃತಿ'], ml: ['പ്രകൃതി'], pa: ['ਕੁਦਰਤ'], or: ['ପ୍ରକୃତି'], as: ['প্ৰকৃতি'], ur: ['قدرت', 'باغبانی'],
      es: ['naturaleza', 'plantas', 'jardinería'], fr: ['nature', 'jardinage'], de: ['natur', 'garten', 'pflanzen', 'blumen'],
      it: ['natura', 'giardinaggio'], pt: ['natureza', 'plantas'], ja: ['ガーデニング', '植物のある暮らし', '自然'],
      ko: ['가드닝', '식물', '자연'], zh: ['园艺', '植物', '大自然'], ar: ['طبيعة', 'زراعة'], ru: ['природа', 'сад', 'растения'],
    },
  },
  {
    name: 'family',
    words: [
      'family', 'families', 'parent', 'parents', 'parenting', 'mom', 'moms', 'mum', 'mums', 'mother', 'dad', 'dads',
      'father', 'baby', 'babies', 'kid', 'kids', 'toddler', 'motherhood', 'fatherhood', 'familia*', 'maternidad', 'bebé',
      'famille', 'maman', 'bébé', 'familie', 'eltern', 'mama', 'famiglia', 'mamma', 'maternidade', 'семь*', 'мам*',
      'материнств*', 'परिवार', 'माँ', 'बच्चे', 'পরিবার', 'মা', 'కుటుంబ*', 'குடும்ப*', 'ಕುಟುಂಬ', 'കുടുംബ*', 'પરિવાર', 'ਪਰਿਵਾਰ',
      'ପରିବାର', 'পৰিয়াল', 'خاندان', 'عائلة', 'أمومة', 'أطفال', '家族', '子育て', '育児', '家庭', '亲子', '育儿', '가족', '육아',
    ],
    emoji: ['👨‍👩‍👧', '❤️', '👶', '🏡'],
    hashtags: ['family', 'parenting', 'momlife', 'familytime', 'kids'],
    nativeHashtags: {
      hi: ['परिवार'], mr: ['कुटुंब'], bn: ['পরিবার'], te: ['కుటుంబం'], ta: ['குடும்பம்'], gu: ['પરિવાર'], kn: ['ಕುಟುಂಬ'],
      ml: ['കുടുംബം'], pa: ['ਪਰਿਵਾਰ'], or: ['ପରିବାର'], as: ['পৰিয়াল'], ur: ['خاندان'], es: ['familia', 'maternidad'],
      fr: ['famille', 'maman'], de: ['familie', 'mamaleben'], it: ['famiglia', 'mamma'], pt: ['família', 'maternidade'],
      ja: ['子育て', '家族', '育児'], ko: ['육아', '가족', '육아스타그램'], zh: ['亲子', '育儿', '家庭'], ar: ['عائلة', 'أمومة'],
      ru: ['семья', 'материнство'],
    },
  },
  {
    name: 'gaming',
    words: [
      'game', 'games', 'gaming', 'gamer', 'gamers', 'esports', 'esport', 'streamer', 'streaming', 'twitch', 'console',
      'videogames', 'videojuego*', 'juegos', 'jeux', 'gamer', 'videospiele', 'spiele', 'videogiochi', 'jogos', 'игр*',
      'гейм*', 'गेम', 'गेमिंग', 'গেমিং', 'గేమింగ్', 'கேமிங்', 'ಗೇಮಿಂಗ್', 'ഗെയിമിംഗ്', 'ગેમિંગ', 'ਗੇਮਿੰਗ', 'ଗେମିଂ',
      'گیمنگ', 'ألعاب', 'قيمز', 'ゲーム', '実況', '游戏', '电竞', '게임',
    ],
    emoji: ['🎮', '🕹️', '👾'],
    hashtags: ['gaming', 'gamer', 'videogames', 'streamer'],
    nativeHashtags: {
      hi: ['गेमिंग'], bn: ['গেমিং'], te: ['గేమింగ్'], ta: ['கேமிங்'], ur: ['گیمنگ'], es: ['videojuegos', 'gamers'],
      fr: ['jeuxvidéo'], de: ['videospiele', 'zocken'], it: ['videogiochi'], pt: ['jogos', 'gamers'], ja: ['ゲーム', 'ゲーム実況'],
      ko: ['게임', '게임스타그램'], zh: ['游戏', '电竞'], ar: ['ألعاب', 'قيمرز'], ru: ['игры', 'геймер'],
    },
  },
];

const DENSE_SCRIPT = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}]/u;
const LATIN_ONLY = /^\p{scx=Latin}+$/u;
/** Arabic-script words carry the article and one-letter conjunctions and prepositions as prefixes. */
const ARABIC_PREFIXES = /^(?:[وفب]?(?:ال|لل))(?=\p{scx=Arabic}{3})/u;

/**
 * The English inflections of a Latin word, so the list can stay short: "bake" → bakes, baking,
 * baker, bakers, baked, bakery. Only words of four letters or more take the endings longer than
 * a plural ("cat" must not find "cater", "pet" not "peter").
 */
function latinForms(word: string): string[] {
  const forms = [`${word}s`, `${word}es`];
  if ([...word].length >= 4) {
    const base = word.endsWith('e') ? word.slice(0, -1) : word;
    forms.push(...['ing', 'er', 'ers', 'ed', 'ery'].map((ending) => `${base}${ending}`));
  }
  return forms;
}

/** A category's words sorted for lookup: exact forms in a set, then the few stems and dense-script words. */
interface CategoryMatcher {
  /** The words as listed, without the inflections derived from them. */
  listed: ReadonlySet<string>;
  exact: ReadonlySet<string>;
  stems: readonly string[];
  denseWords: readonly string[];
}

function compileMatcher(words: readonly string[]): CategoryMatcher {
  const listed = new Set<string>();
  const exact = new Set<string>();
  const stems: string[] = [];
  const denseWords: string[] = [];
  for (const word of words) {
    if (word.endsWith('*')) {
      stems.push(word.slice(0, -1));
      continue;
    }
    listed.add(word);
    exact.add(word);
    if (DENSE_SCRIPT.test(word)) {
      if ([...word].length >= 2) denseWords.push(word);
    } else if (LATIN_ONLY.test(word)) {
      for (const form of latinForms(word)) exact.add(form);
    }
  }
  return { listed, exact, stems, denseWords };
}

/** The forms of a keyword to look up: lower-cased, and without an Arabic article or prefix. */
function lookupForms(keyword: string): string[] {
  const lowered = keyword.normalize('NFC').toLocaleLowerCase();
  const stripped = lowered.replace(ARABIC_PREFIXES, '');
  return stripped === lowered ? [lowered] : [lowered, stripped];
}

function matchesForms(forms: readonly string[], matcher: CategoryMatcher): boolean {
  return forms.some(
    (form) =>
      matcher.exact.has(form) ||
      matcher.stems.some((stem) => form.startsWith(stem) && [...form].length - [...stem].length <= MAX_STEM_ENDING) ||
      (matcher.denseWords.length > 0 && DENSE_SCRIPT.test(form) && matcher.denseWords.some((word) => form.includes(word))),
  );
}

/** Compiled once per category: the lexicon is read for every generation. */
const matchers = new Map<TopicCategory, CategoryMatcher>();
function matcherOf(category: TopicCategory): CategoryMatcher {
  let matcher = matchers.get(category);
  if (!matcher) {
    matcher = compileMatcher(category.words);
    matchers.set(category, matcher);
  }
  return matcher;
}

/**
 * Whether a keyword (as the user typed it) is one of a category's words:
 * - `stem*`: the stem plus at most MAX_STEM_ENDING characters ("recet*" finds "recetas");
 * - a word in a script without spaces (Han, kana, Hangul): a keyword that contains it, since the
 *   segmenter often glues it to its neighbours ("홈트레이닝"); single characters must be the whole keyword;
 * - a Latin word: itself or one of its inflections (latinForms);
 * - any other word: itself, once an Arabic article or prefix is set aside ("اللياقة" is "لياقة").
 */
export function matchesTopicWord(keyword: string, word: string): boolean {
  return matchesForms(lookupForms(keyword), compileMatcher([word]));
}

/** Whether a keyword signals `category`: such a word makes a strong hashtag of its own. */
export function isCategoryWord(keyword: string, category: TopicCategory): boolean {
  return matchesForms(lookupForms(keyword), matcherOf(category));
}

/** The categories that list a keyword as it is (not as an inflection of another word). */
function categoriesListing(forms: readonly string[]): Set<TopicCategory> {
  return new Set(TOPIC_CATEGORIES.filter((category) => forms.some((form) => matcherOf(category).listed.has(form))));
}

/**
 * The categories signalled by the keywords, strongest first (ties in list order), and only those
 * at least half as strong as the first: a stray word of the topic adds no second subject.
 * - The niche's own keywords (`nicheKeywords`, also in `keywords`) count twice: the niche says what
 *   the account is about, a topic word may mean something else ("a full groom" at a dog groomer's).
 * - A keyword some category lists as it is counts only there, not as another word's inflection
 *   elsewhere ("grooming" is a pets word, not a form of the wedding word "groom").
 * - `texts` are the niche and topic as typed: in Japanese and Chinese the segmenter may cut a
 *   compound the lexicon knows ("筋トレ" comes out as 筋|ト|レ), so those words are also looked
 *   for in the whole text.
 */
export function findTopicCategories(
  keywords: readonly string[],
  texts: readonly string[] = [],
  nicheKeywords: readonly string[] = [],
): TopicCategory[] {
  const niche = new Set(nicheKeywords.map((keyword) => keyword.toLocaleLowerCase()));
  const keywordForms = keywords.map((keyword) => ({
    forms: lookupForms(keyword),
    weight: niche.has(keyword.toLocaleLowerCase()) ? 2 : 1,
  }));
  const listing = keywordForms.map(({ forms }) => categoriesListing(forms));
  const denseTexts = texts.filter((text) => DENSE_SCRIPT.test(text)).map((text) => text.normalize('NFC'));
  // A listed compound in a script without spaces owns its parts: in "宠物美容店" (a pet groomer's)
  // the segmenter's "美容" is part of "宠物美容", not a beauty word.
  const compounds = TOPIC_CATEGORIES.flatMap((category) =>
    matcherOf(category)
      .denseWords.filter((word) => [...word].length >= 3 && denseTexts.some((text) => text.includes(word)))
      .map((word) => ({ word, category })),
  );
  const ownerOf = (forms: readonly string[]) => compounds.find(({ word }) => forms.some((form) => word.includes(form)))?.category;
  const scored = TOPIC_CATEGORIES.map((category) => {
    const matcher = matcherOf(category);
    const keywordScore = keywordForms.reduce((sum, { forms, weight }, index) => {
      const owner = ownerOf(forms);
      if (owner) return owner === category ? sum + weight : sum;
      const listedElsewhere = listing[index].size > 0 && !listing[index].has(category);
      return listedElsewhere || !matchesForms(forms, matcher) ? sum : sum + weight;
    }, 0);
    const inText = keywordScore === 0 && denseTexts.some((text) => matcher.denseWords.some((word) => text.includes(word)));
    return { category, score: keywordScore || (inText ? 1 : 0) };
  });
  const found = scored.filter(({ score }) => score > 0).sort((a, b) => b.score - a.score);
  const strongest = found[0]?.score ?? 0;
  return found.filter(({ score }) => score * 2 >= strongest).map(({ category }) => category);
}

/**
 * A category's tags for `language`, most useful first: native and global (English) tags in turn,
 * native first, since a creator's audience searches both ("recetas", "foodie", "comidacasera"…).
 */
export function categoryHashtags(category: TopicCategory, language: LanguageCode): string[] {
  const native = language === 'en' ? [] : (category.nativeHashtags[language] ?? []);
  // Another language's post gets the one most used global tag beside its own (#travel, #yoga),
  // two where it has few of its own: every review read #wanderlust and #travelgram as filler there.
  const global = language === 'en' ? category.hashtags : category.hashtags.slice(0, native.length >= 2 ? 1 : 2);
  const tags: string[] = [];
  for (let index = 0; index < Math.max(native.length, global.length); index += 1) {
    tags.push(...[native[index], global[index]].filter((tag): tag is string => Boolean(tag)));
  }
  return tags;
}

/** The pack's subject sentences (packs/<code>.json "subjects") that fit a lexicon category. */
const SUBJECT_OF_CATEGORY: Record<string, SubjectCategory | undefined> = {
  textiles: 'textiles',
  repair: 'repair',
  auto: 'auto',
  yoga: 'yoga',
  dance: 'dance',
  bakery: 'bakery',
  sweets: 'bakery',
  food: 'food',
  coffee: 'coffee',
  fitness: 'fitness',
  health: 'health',
  education: 'education',
  books: 'books',
  wedding: 'events',
  music: 'music',
  photography: 'photography',
  events: 'events',
  travel: 'travel',
  nature: 'garden',
  hospitality: 'hospitality',
  fashion: 'fashion',
  beauty: 'beauty',
  tech: 'tech',
  gaming: 'tech',
  finance: 'finance',
  crafts: 'crafts',
  art: 'crafts',
  pets: 'pets',
};

export function subjectOfCategory(category: TopicCategory): SubjectCategory | undefined {
  return SUBJECT_OF_CATEGORY[category.name];
}

/**
 * Whether a keyword is one of the lexicon's whole words (not a stem's inflected form): such a
 * word is in its dictionary form, so it makes a tag in any language (issue 14: no tags from
 * inflected fragments such as "облепихой").
 */
export function isListedWord(keyword: string, categories: readonly TopicCategory[] = TOPIC_CATEGORIES): boolean {
  const forms = lookupForms(keyword);
  return categories.some((category) => forms.some((form) => matcherOf(category).exact.has(form)));
}
