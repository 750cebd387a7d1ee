/**
 * Topic categories the composer recognises in the niche and topic: each brings emoji that fit
 * the subject and widely used (global, English) hashtags for it. Words are matched as word
 * beginnings, so "bak" finds "baking" and "bakery"; a few common native-language words are
 * listed too, since creators type their niche in their own language as often as in English.
 */
export interface TopicCategory {
  name: string;
  /** Lower-case word beginnings that signal the category. */
  stems: string[];
  emoji: string[];
  hashtags: string[];
}

export const TOPIC_CATEGORIES: readonly TopicCategory[] = [
  {
    name: 'food',
    stems: ['food', 'cook', 'recipe', 'bak', 'cake', 'kitchen', 'chef', 'restaurant', 'vegan', 'meal', 'dessert',
      'snack', 'pizza', 'bread', 'khana', 'खाना', 'भोजन', 'रसोई', 'comida', 'cocina', 'cuisine', 'essen', 'cucina',
      '料理', 'ごはん', '美食', '음식', 'طعام', 'еда', 'খাবার', 'உணவு', 'ఆహార', 'ಅಡುಗೆ', 'ഭക്ഷണ'],
    emoji: ['🍽️', '🧁', '👩‍🍳', '🥗'],
    hashtags: ['foodie', 'foodstagram', 'homemade', 'recipes', 'yummy'],
  },
  {
    name: 'coffee',
    stems: ['coffee', 'cafe', 'café', 'latte', 'espresso', 'tea', 'chai', 'चाय', 'コーヒー', '咖啡'],
    emoji: ['☕', '🫖'],
    hashtags: ['coffeelover', 'coffeetime', 'cafe'],
  },
  {
    name: 'fitness',
    stems: ['fitness', 'gym', 'workout', 'training', 'muscle', 'run', 'yoga', 'pilates', 'sport', 'athlet', 'health',
      'wellness', 'फिटनेस', 'योग', 'व्यायाम', 'fitnes', 'entrenamiento', 'sport', 'フィットネス', '健身', '헬스', 'фитнес'],
    emoji: ['🏋️', '💪', '🧘', '🏃'],
    hashtags: ['fitness', 'workout', 'healthylifestyle', 'fitfam', 'wellness'],
  },
  {
    name: 'travel',
    stems: ['travel', 'trip', 'tour', 'wander', 'adventure', 'beach', 'mountain', 'hotel', 'yatra', 'यात्रा', 'सफर',
      'viaje', 'voyage', 'reise', 'viagg', 'viagem', '旅行', '여행', 'سفر', 'путешеств'],
    emoji: ['✈️', '🌍', '🧳', '🏝️'],
    hashtags: ['travel', 'wanderlust', 'travelgram', 'explore', 'adventure'],
  },
  {
    name: 'fashion',
    stems: ['fashion', 'style', 'outfit', 'cloth', 'wear', 'boutique', 'saree', 'sari', 'dress', 'फैशन', 'moda', 'mode',
      'ファッション', '时尚', '패션', 'мода'],
    emoji: ['👗', '👠', '🛍️', '🧥'],
    hashtags: ['fashion', 'style', 'ootd', 'outfitoftheday', 'fashionista'],
  },
  {
    name: 'beauty',
    stems: ['beauty', 'makeup', 'skin', 'hair', 'nail', 'salon', 'cosmetic', 'ब्यूटी', 'belleza', 'beauté', 'メイク', '美妆', '뷰티'],
    emoji: ['💄', '💅', '🌸'],
    hashtags: ['beauty', 'makeup', 'skincare', 'selfcare', 'glowup'],
  },
  {
    name: 'tech',
    stems: ['tech', 'software', 'saas', 'app', 'code', 'coding', 'developer', 'program', 'ai', 'data', 'startup',
      'digital', 'gadget', 'टेक', 'तकनीक', 'tecnolog', 'technolog', 'テック', '科技', '기술', 'технолог'],
    emoji: ['💻', '🤖', '📱', '⚙️'],
    hashtags: ['tech', 'technology', 'innovation', 'startup', 'digital'],
  },
  {
    name: 'business',
    stems: ['business', 'marketing', 'b2b', 'b2c', 'sales', 'brand', 'entrepreneur', 'finance', 'money', 'invest',
      'consult', 'ecommerce', 'shop', 'store', 'व्यापार', 'व्यवसाय', 'negocio', 'entreprise', 'geschäft', 'ビジネス', '商业', '비즈니스', 'бизнес'],
    emoji: ['💼', '📈', '📣', '💡'],
    hashtags: ['business', 'marketing', 'entrepreneur', 'smallbusiness', 'growth'],
  },
  {
    name: 'art',
    stems: ['art', 'paint', 'draw', 'illustrat', 'design', 'craft', 'handmade', 'diy', 'pottery', 'कला', 'arte', 'kunst',
      'アート', '艺术', '예술', 'искусств'],
    emoji: ['🎨', '🖌️', '✂️', '🧶'],
    hashtags: ['art', 'artist', 'handmade', 'creative', 'design'],
  },
  {
    name: 'photography',
    stems: ['photo', 'camera', 'portrait', 'film', 'फोटो', 'foto', '写真', '摄影', '사진', 'фото'],
    emoji: ['📸', '🎞️', '🌄'],
    hashtags: ['photography', 'photooftheday', 'photographer', 'picoftheday'],
  },
  {
    name: 'music',
    stems: ['music', 'song', 'sing', 'guitar', 'piano', 'dance', 'dj', 'band', 'संगीत', 'गाना', 'música', 'musique', 'musik',
      '音楽', '音乐', '음악', 'музык'],
    emoji: ['🎵', '🎸', '🎤', '💃'],
    hashtags: ['music', 'musician', 'newmusic', 'dance', 'livemusic'],
  },
  {
    name: 'books',
    stems: ['book', 'read', 'writ', 'author', 'poet', 'novel', 'study', 'teach', 'school', 'learn', 'किताब', 'पढ़',
      'libro', 'livre', 'buch', '本', '读书', '책', 'книг'],
    emoji: ['📚', '📖', '✍️'],
    hashtags: ['books', 'bookstagram', 'reading', 'writing', 'learning'],
  },
  {
    name: 'pets',
    stems: ['pet', 'dog', 'puppy', 'cat', 'kitten', 'animal', 'कुत्त', 'बिल्ली', 'perro', 'gato', 'chien', 'chat', 'hund',
      'katze', '犬', '猫', '강아지', '고양이', 'собак', 'кош'],
    emoji: ['🐶', '🐱', '🐾'],
    hashtags: ['pets', 'dogsofinstagram', 'catsofinstagram', 'petlovers'],
  },
  {
    name: 'nature',
    stems: ['garden', 'plant', 'flower', 'nature', 'green', 'eco', 'sustainab', 'outdoor', 'farm', 'बाग', 'प्रकृति',
      'jardín', 'jardin', 'garten', 'giardin', '自然', '花', '정원', 'сад', 'природ'],
    emoji: ['🌿', '🌻', '🌳', '🍃'],
    hashtags: ['nature', 'gardening', 'plants', 'sustainability', 'green'],
  },
  {
    name: 'family',
    stems: ['family', 'parent', 'mom', 'mum', 'dad', 'baby', 'kid', 'wedding', 'love', 'परिवार', 'शादी', 'familia',
      'famille', 'familie', 'famiglia', '家族', '家庭', '가족', 'семь'],
    emoji: ['👨‍👩‍👧', '💍', '❤️', '👶'],
    hashtags: ['family', 'parenting', 'love', 'wedding', 'momlife'],
  },
  {
    name: 'gaming',
    stems: ['gam', 'esport', 'stream', 'twitch', 'console', 'गेम', 'juego', 'jeu', 'spiel', 'ゲーム', '游戏', '게임', 'игр'],
    emoji: ['🎮', '🕹️', '👾'],
    hashtags: ['gaming', 'gamer', 'videogames', 'streamer'],
  },
];

/** The categories whose stems begin one of the keywords (case-insensitive), most matches first. */
export function findTopicCategories(keywords: readonly string[]): TopicCategory[] {
  const lowered = keywords.map((keyword) => keyword.toLocaleLowerCase());
  const scored = TOPIC_CATEGORIES.map((category) => ({
    category,
    score: lowered.filter((keyword) => category.stems.some((stem) => matchesStem(keyword, stem))).length,
  }));
  return scored
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .map(({ category }) => category);
}

/** Short Latin stems ("ai", "art", "run") must be the whole word (or its plural): "art" must not find "article". */
function matchesStem(keyword: string, stem: string): boolean {
  if (/^[a-z0-9]{1,3}$/.test(stem)) return keyword === stem || keyword === `${stem}s`;
  return keyword.startsWith(stem);
}
