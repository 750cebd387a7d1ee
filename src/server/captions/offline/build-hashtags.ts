import { UNSPACED_LANGUAGES, type LanguageCode } from '../../../shared/languages';
import { findFestival } from './festivals';
import { HASHTAGS_MAX, HASHTAGS_MIN } from '../../../shared/limits';
import type { CaptionInput } from '../engine';
import { slugifyHashtag, isUsefulHashtag } from './hashtag-slug';
import { extractKeywords, findWeakTagKeywords, isHashtagKeyword } from './keywords';
import { findPlaceTags, type NicheReading } from './niche-kind';
import type { LanguagePack, PlaceFeature } from './pack-schema';
import type { Random } from './random';
import { categoryHashtags, isListedWord, TOPIC_CATEGORIES } from './topic-lexicon';
import { findPostCategories } from './post-subjects';
import { landmarksOf } from './landmarks';

/**
 * Hashtags, most relevant first (a five-tag platform gets the first five): the niche as typed
 * (and as its language says it), the places the request names, the subject's category tags
 * (native and global), words of the niche and topic that are in their dictionary form, then broad
 * mood and creator tags. Never a word's inflected form (issue 14): outside English a word of the
 * topic becomes a tag only when the lexicon lists it whole; never a country or city the request
 * did not name (the packs' general tags hold none); never a domain slug as a brand (a business's
 * brand tag is its niche).
 */

/** A niche's whole slug is its first tag unless it is longer than this. */
const NICHE_TAG_MAX_CHARS = 30;
/**
 * A short topic of this many words is a tag as a whole, in the language it was typed in ("Roscón",
 * "Morning routine", "Galette des rois", "सुबह का योग"): the reviews missed #galettedesrois most.
 */
const TOPIC_PHRASE_MAX_WORDS = 4;
/** Longer than this, a joined phrase is no tag anyone follows. */
const TOPIC_PHRASE_TAG_MAX_CHARS = 24;
/** In Japanese and Chinese a topic has no spaces: it is a tag whole only when this short (a noun, not a phrase). */
const UNSPACED_TOPIC_TAG_MAX_CHARS = 6;
/** Broad tags (the mood's, the language's) beyond the post's own, when those reach the usual count. */
const FILLER_TAGS = 3;
/**
 * The tag travellers follow for what a place is known for (places.json): an English post about a
 * place gets those of its first two features ("#teagarden" for Munnar). Only in English: the
 * fourth review read #harbour and #canals on a German post as English filler.
 */
const FEATURE_TAGS: Record<PlaceFeature, string> = {
  beaches: 'beachlife', seafront: 'seaside', harbour: 'harbour', oldTown: 'oldtown', mountains: 'mountains', hills: 'hillstation',
  teaGardens: 'teagarden', coffeeEstates: 'coffeeplantation', lake: 'lakeside', river: 'riverside', canals: 'canals',
  backwaters: 'backwaters', desert: 'desert', forts: 'fort', castles: 'castle', palaces: 'palace', temples: 'temple',
  mosques: 'mosque', churches: 'church', history: 'history', museums: 'museum', art: 'art', streetFood: 'streetfood',
  localFood: 'localfood', markets: 'market', cafes: 'cafe', nightlife: 'nightlife', skyline: 'skyline', parks: 'park',
  wildlife: 'wildlife', waterfalls: 'waterfall', snow: 'snow', islands: 'islandlife', sunsets: 'sunset', vineyards: 'vineyard',
  countryside: 'countryside', ghats: 'ghats', spiritual: 'spiritual', adventure: 'adventure', seafood: 'seafood',
  festivals: 'festival', crafts: 'handicrafts', architecture: 'architecture', bridges: 'bridge', shopping: 'shopping',
};
/** Feature tags a place post gets. */
const PLACE_FEATURE_TAGS = 2;
/** Tags for a reel or a video: wrong on a photo post or a post with no media (the first review). */
/**
 * A known place's first landmarks as tags (#kinkakuji, #spaccanapoli, #金閣寺): the sixth review
 * found them missing from every place answer that named them in the captions.
 */
const LANDMARK_TAGS = 2;
/** Articles a landmark table writes before a name ("the Rialto Bridge", "la Giralda"): not part of a tag. */
const LEADING_ARTICLE = /^(?:the|la|le|les|el|los|las|il|lo|gli|i|die|der|das|o|os|a|as)\s+|^l['’]/iu;

function landmarkTags(niche: NicheReading, language: LanguageCode): string[] {
  if (niche.kind !== 'place') return [];
  return landmarksOf(niche.placeKey, language)
    .map((name) => name.replace(LEADING_ARTICLE, ''))
    .filter((name) => [...slugifyHashtag(name)].length <= TOPIC_PHRASE_TAG_MAX_CHARS)
    .slice(0, LANDMARK_TAGS);
}

/** English filler tags that every review read as filler on a post in another language. */
const ENGLISH_FILLER = new Set(['instagood', 'instadaily', 'picoftheday', 'photooftheday', 'wanderlust', 'travelgram', 'explore']);

const VIDEO_TAG = /reel|video|vídeo|vidéo|видео|リール|動画|릴스|视频|ریل|ویڈیو|ريلز|فيديو|रील|वीडियो/iu;

/**
 * A phrase that makes a tag whole: every word of its own a keyword, or a stopword inside it ("des"
 * of "Galette des rois", "का" of "सुबह का योग") but never at an end ("the brownies" is no tag), and
 * short enough to be one.
 */
function isTaggablePhrase(text: string, language: LanguageCode, stopwords: ReadonlySet<string>): boolean {
  const words = text.split(/\s+/u);
  const isStopword = (word: string) => stopwords.has(word.toLocaleLowerCase());
  if (isStopword(words[0] ?? '') || isStopword(words.at(-1) ?? '')) return false;
  if ([...slugifyHashtag(text)].length > TOPIC_PHRASE_TAG_MAX_CHARS) return false;
  // A hyphenated word counts its parts: each part a keyword or an inner stopword.
  const contentWords = words.filter((word) => !isStopword(word));
  return extractKeywords(contentWords.join(' '), language, stopwords).length >= contentWords.length;
}

export function buildHashtags(
  input: Pick<CaptionInput, 'niche' | 'topic' | 'language' | 'mood'> & { mediaKind?: 'image' | 'video' },
  niche: NicheReading,
  random: Random,
  pack: LanguagePack,
  packs: Record<LanguageCode, LanguagePack>,
): string[] {
  const english = packs.en;
  const { language, mood } = input;
  const stopwords = new Set([...pack.stopwords, ...english.stopwords].map((word) => word.toLocaleLowerCase()));
  const texts = [input.niche, input.topic ?? ''];
  const weak = new Set(texts.flatMap((text) => [...findWeakTagKeywords(text, language)]));
  const found = findPostCategories(input.niche, input.topic, language, stopwords, niche.subject);
  // A place the request names is a destination: travel tags come with it.
  const travel = TOPIC_CATEGORIES.find((category) => category.name === 'travel');
  if (niche.kind === 'place' && !niche.pilgrimage && travel && !found.includes(travel)) found.push(travel);
  const categories = found.slice(0, 2);
  const wordTags = (text: string) =>
    extractKeywords(text, language, stopwords)
      .filter(isHashtagKeyword)
      .filter((word) => !weak.has(word.toLocaleLowerCase()) && !/\p{N}/u.test(word))
      // A word of the post's own subjects, in its dictionary form: "groom" at a dog groomer's is
      // not a wedding tag, "nail" of "nail trim" not a beauty one.
      .filter((word) => isListedWord(word, categories));
  // A business's name is its tag whole; its words alone ("crumb" of "Crumb & Crust") are not.
  const nicheWords = niche.kind === 'business' ? [] : wordTags(input.niche);
  const topicText = input.topic?.trim() ?? '';
  const topicWordCount = topicText.split(/\s+/u).length;
  const unspaced = UNSPACED_LANGUAGES.includes(language);
  const topicPhrase =
    topicText !== '' &&
    topicWordCount <= TOPIC_PHRASE_MAX_WORDS &&
    !/[.!?。！？।۔؟,:;]/u.test(topicText) &&
    (unspaced ? [...topicText].length <= UNSPACED_TOPIC_TAG_MAX_CHARS : isTaggablePhrase(topicText, language, stopwords))
      ? topicText
      : undefined;
  const topicWords = wordTags(input.topic ?? '');
  const [first = [], second = []] = categories.map((category) => categoryHashtags(category, language));
  const categoryTags = [first[0], first[1], second[0], first[2], second[1], first[3], second[2], first[4]];
  const nicheTag = [...slugifyHashtag(input.niche)].length <= NICHE_TAG_MAX_CHARS ? input.niche : nicheWords.slice(0, 2).join('');
  const moodTags = random.shuffle(pack.hashtags.byMood[mood]);
  const generalTags = random.shuffle(pack.hashtags.general);
  // No English mood tags in another language's answer: the first review read #dailylife,
  // #relatable and #party on Spanish, Hindi and Japanese posts as filler.

  // A festival post carries the festival's own tag (#दिवाली, #Navidad, #பொங்கல்): its first whole
  // name in the request's language.
  const festival = findFestival(texts, language, packs);
  const festivalNames = festival ? (pack.festivals[festival]?.names ?? []) : [];
  // Many packs list a festival only as a stem for its inflected forms ("பொங்கல்*", "দুর্গাপুজো*"): a
  // one-word stem is the name itself and makes the tag (the fourth review: no #பொங்கல் on a Pongal post).
  const festivalTag =
    festivalNames.find((name) => !name.endsWith('*')) ?? festivalNames.find((name) => !name.includes(' '))?.replace(/\*$/u, '');
  // The post's own tags first (its niche, place, festival, subject and words), then the mood's and
  // the language's broad ones, only as many as it takes to reach the usual count and at most
  // FILLER_TAGS beyond the post's own: the reviews read a set of mood and meta tags as filler.
  const specific = [
    nicheTag,
    niche.spoken !== input.niche ? niche.spoken : undefined,
    ...findPlaceTags(texts, language),
    ...landmarkTags(niche, language),
    niche.subject,
    ...(niche.kind === 'place' && language === 'en' ? niche.placeFeatures.slice(0, PLACE_FEATURE_TAGS).map((feature) => FEATURE_TAGS[feature]) : []),
    festivalTag,
    categoryTags[0],
    topicPhrase,
    topicWords[0],
    categoryTags[1],
    nicheWords[0],
    categoryTags[2],
    topicWords[1],
    categoryTags[3],
    nicheWords[1],
    categoryTags[4],
    topicWords[2],
    categoryTags[5],
  ];
  const filler = [moodTags[0], generalTags[0], moodTags[1], generalTags[1], moodTags[2], generalTags[2], ...moodTags.slice(3), ...generalTags.slice(3)];
  const seen = new Set<string>();
  const usable = (candidate: string | undefined): string | undefined => {
    if (!candidate) return undefined;
    const tag = slugifyHashtag(candidate);
    if (!isUsefulHashtag(tag) || seen.has(tag)) return undefined;
    if (input.mediaKind !== 'video' && VIDEO_TAG.test(tag)) return undefined;
    if (language !== 'en' && ENGLISH_FILLER.has(tag)) return undefined;
    return tag;
  };
  const tags: string[] = [];
  for (const candidate of specific) {
    const tag = usable(candidate);
    if (!tag) continue;
    seen.add(tag);
    tags.push(tag);
  }
  const wanted = Math.max(HASHTAGS_MIN, Math.min(random.integer(HASHTAGS_MIN + 2, HASHTAGS_MAX - 1), tags.length + FILLER_TAGS));
  tags.splice(wanted);
  for (const candidate of filler) {
    if (tags.length >= wanted) break;
    const tag = usable(candidate);
    if (!tag) continue;
    seen.add(tag);
    tags.push(tag);
  }
  return tags;
}
