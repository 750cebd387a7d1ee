import { UNSPACED_LANGUAGES, type LanguageCode } from '../../../shared/languages';
import nicheKinds from './tables/niche-kinds.json';
import nicheTranslations from './tables/niche-translations.json';
import places from './tables/places.json';
import { findTopicCategories, isListedWord, TOPIC_CATEGORIES } from './topic-lexicon';
import type { PlaceFeature } from './pack-schema';

/**
 * Who is speaking (issue 14): the kind of niche decides the voice and the one slot where the niche
 * reads right. A role speaks in the first person ("As a fitness coach, …"), a business says "we"
 * and signs off with its name, a place is the destination (a 📍 line), a field or a product is a
 * headline. Told from the niche's words (tables/niche-kinds.json) and shape (an "&", a name with a
 * website).
 */
export type NicheKind = 'role' | 'business' | 'field' | 'product' | 'place';

export interface NicheReading {
  kind: NicheKind;
  /** The niche as a caption writes it: a common English role or field in the request's language. */
  spoken: string;
  /** Tags of well-known places the niche names (tables/places.json), native first. */
  placeTags: string[];
  /** What the first well-known place the niche names is known for (tables/places.json). */
  placeFeatures: PlaceFeature[];
  /** A holy city people travel to for prayer (Makkah, Madinah): not a holiday destination. */
  pilgrimage?: boolean;
  /** The default tag of that place (its key in tables/landmarks). */
  placeKey?: string;
  /** The niche is only a kind of business ("bakery", "ബേക്കറി"), not a name: it signs off once at most. */
  generic?: boolean;
  /**
   * What a role or a business works in, when the niche is subject words before its kind word:
   * "yoga" of "yoga teacher", "ಕಾಫಿ" of "ಕಾಫಿ ಶಾಪ್", "英语" of "英语老师". A post with no topic is
   * about that (topicLines), not about the person or the shop.
   */
  subject?: string;
}

type KindWords = Record<Exclude<NicheKind, 'field'>, string[]>;
const KIND_WORDS = nicheKinds as unknown as KindWords;
const TRANSLATIONS = nicheTranslations.entries as Record<string, Partial<Record<LanguageCode, string>>>;
interface Place {
  names: string[];
  tags: Partial<Record<LanguageCode | 'default', string>>;
  features: PlaceFeature[];
  pilgrimage?: boolean;
}
const PLACES = places.places as Place[];

/** Kinds in the order a word decides them when several match: a "coach studio" is a business. */
const KIND_ORDER: Exclude<NicheKind, 'field'>[] = ['business', 'role', 'product', 'place'];
const DENSE = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}]/u;

/** Whether `phrase` (lower case) is a word or word run of `text` (lower case, padded with spaces). */
/** A name in katakana is a word of its own only when no katakana touches it: ドバイ is not in ロードバイク. */
const KATAKANA_NAME = /^[\p{sc=Katakana}ー・]+$/u;

function containsPhrase(padded: string, phrase: string): boolean {
  if (KATAKANA_NAME.test(phrase)) return new RegExp(`(?<![\\p{sc=Katakana}ー])${escapeRegExp(phrase)}(?![\\p{sc=Katakana}ー])`, 'u').test(padded);
  if (DENSE.test(phrase)) return padded.includes(phrase);
  return padded.includes(` ${phrase.replaceAll('-', ' ')} `);
}

function padWords(text: string): string {
  return ` ${text.normalize('NFC').toLocaleLowerCase().replace(/[^\p{L}\p{M}\p{N}'’&]+/gu, ' ').trim()} `;
}

/** Languages that write a kind word as the end of a compound ("Yogalehrerin", "Tanzschule"). */
const COMPOUNDING_LANGUAGES: readonly LanguageCode[] = ['de'];
/** The shortest kind word found at a compound's end: "arzt" yes, "bar" of "Kinderbar" no. */
const COMPOUND_END_MIN_LETTERS = 4;

/** The kind whose word ends the niche ("dental clinic" → business, "clinic coach" → role). */
function kindOfLastWords(padded: string, compounds: boolean): Exclude<NicheKind, 'field'> | undefined {
  let best: { kind: Exclude<NicheKind, 'field'>; end: number } | undefined;
  for (const kind of KIND_ORDER) {
    for (const phrase of KIND_WORDS[kind]) {
      const dense = DENSE.test(phrase);
      const needle = dense ? phrase : ` ${phrase} `;
      let index = padded.lastIndexOf(needle);
      let end = index + needle.length;
      if (index < 0 && compounds && !dense && !phrase.includes(' ') && [...phrase].length >= COMPOUND_END_MIN_LETTERS) {
        index = padded.lastIndexOf(`${phrase} `);
        end = index + phrase.length + 1;
      }
      if (index < 0) continue;
      if (!best || end > best.end) best = { kind, end };
    }
  }
  return best?.kind;
}

function placesNamedIn(texts: readonly string[]): Place[] {
  const padded = padWords(texts.join(' '));
  return PLACES.filter((place) => place.names.some((name) => containsPhrase(padded, name)));
}

export function findPlaceTags(texts: readonly string[], language: LanguageCode): string[] {
  const tags: string[] = [];
  for (const place of placesNamedIn(texts)) {
    const native = place.tags[language];
    const fallback = place.tags.default;
    for (const tag of [native, fallback]) if (tag && !tags.includes(tag)) tags.push(tag);
  }
  return tags;
}

/** The niche in the request's language when it is a common English role or field (a small table). */
export function translateNiche(niche: string, language: LanguageCode): string | undefined {
  if (language === 'en') return undefined;
  return TRANSLATIONS[niche.normalize('NFC').trim().toLocaleLowerCase()]?.[language];
}

/**
 * A niche that names only a kind of business, no name of its own: "bakery", "coffee shop",
 * "ब्यूटी सैलून", "ಕಾಫಿ ಶಾಪ್" (every word a business word or a subject word of the topic lexicon).
 * Signed under three captions it read as a label (the second review: "— ಕಾಫಿ ಶಾಪ್", "— ହୋଟେଲ").
 */
function isKindOfBusiness(lowered: string): boolean {
  if (KIND_WORDS.business.includes(lowered)) return true;
  const words = lowered.split(' ').filter(Boolean);
  return words.length > 0 && words.every((word) => KIND_WORDS.business.includes(word) || isListedWord(word));
}

/**
 * Languages where the words before a kind word are a noun in its own right ("yoga teacher",
 * "ಕಾಫಿ ಶಾಪ್", "英语老师"). In Russian and German they agree with it ("цветочный магазин" is an
 * adjective, "Цветочный — …" no subject); Romance languages and Arabic put the kind word first.
 */
const SUBJECT_BEFORE_KIND_LANGUAGES: readonly LanguageCode[] = ['en', 'hi', 'mr', 'gu', 'pa', 'bn', 'as', 'or', 'te', 'ta', 'kn', 'ml', 'ur', 'ja', 'ko', 'zh'];
/** Lexicon words that English uses as adjectives before a kind word ("vegan bakery"): no subject alone. */
const ENGLISH_ADJECTIVES = new Set([
  'vegan', 'vegetarian', 'organic', 'healthy', 'handmade', 'homemade', 'natural', 'sustainable', 'green', 'eco', 'digital',
  'online', 'local', 'fresh', 'sweet', 'spicy', 'fit', 'creative', 'modern', 'vintage', 'luxury', 'outdoor', 'indoor',
  'financial', 'personal', 'mental', 'dental', 'medical', 'fashionable', 'beautiful', 'artisan', 'artisanal',
]);

/**
 * The subject words before a role's or business's kind word at the niche's end, as written, when
 * every one of them is a subject word of the topic lexicon in its dictionary form (so that it
 * reads as a noun phrase on its own): never a name ("Crumb & Crust bakery"), never a genitive
 * ("преподаватель английского" ends in no kind word; "ইংৰাজীৰ শিক্ষক" is not a listed form).
 */
function subjectBeforeKindWord(spoken: string, kind: NicheKind, language: LanguageCode): string | undefined {
  if (kind !== 'role' && kind !== 'business') return undefined;
  if (COMPOUNDING_LANGUAGES.includes(language)) return subjectOfCompound(spoken, kind);
  if (KIND_BEFORE_SUBJECT[language]) return subjectAfterKindWord(spoken, kind, KIND_BEFORE_SUBJECT[language]);
  if (!SUBJECT_BEFORE_KIND_LANGUAGES.includes(language)) return undefined;
  const text = spoken.normalize('NFC').trim();
  const lowered = text.toLocaleLowerCase();
  for (const phrase of KIND_WORDS[kind]) {
    if (DENSE.test(phrase)) {
      if (!lowered.endsWith(phrase) || lowered.length === phrase.length) continue;
      const rest = text.slice(0, text.length - phrase.length).trim();
      if (isListedWord(rest.toLocaleLowerCase())) return rest;
      continue;
    }
    const words = text.split(/\s+/u);
    const kindWords = phrase.split(' ');
    if (words.length <= kindWords.length) continue;
    const tail = words.slice(-kindWords.length).join(' ').toLocaleLowerCase();
    if (tail !== phrase) continue;
    const rest = words.slice(0, -kindWords.length);
    if (rest.every((word) => isListedWord(word.toLocaleLowerCase()) && !ENGLISH_ADJECTIVES.has(word.toLocaleLowerCase()))) return rest.join(' ');
  }
  return undefined;
}

/**
 * Languages that put the kind word first and join the subject to it ("profesora de piano", "prof
 * de yoga", "insegnante di inglese", "مدربة سباحة"): the words that may stand between them. The
 * seventh review read a swimming coach's and a piano teacher's captions with nothing of either.
 */
const KIND_BEFORE_SUBJECT: Partial<Record<LanguageCode, RegExp>> = {
  es: /^(?:de|del)$/u,
  fr: /^(?:de|du)$/u,
  it: /^(?:di|del)$/u,
  pt: /^(?:de|do|da)$/u,
  // Arabic joins them directly (the construct state): nothing stands between.
  ar: /^$/u,
};

/**
 * The subject after a role's or business's kind word at the niche's start, when every word of it
 * is a lexicon word in its dictionary form: "piano" of "profesora de piano", never a name ("Café de
 * Flore") or an inflected form.
 */
function subjectAfterKindWord(spoken: string, kind: 'role' | 'business', joiner: RegExp): string | undefined {
  const words = spoken.normalize('NFC').trim().split(/\s+/u);
  for (const phrase of KIND_WORDS[kind]) {
    const kindWords = phrase.split(' ');
    if (words.length <= kindWords.length || words.slice(0, kindWords.length).join(' ').toLocaleLowerCase() !== phrase) continue;
    let rest = words.slice(kindWords.length);
    if (rest.length > 1 && joiner.test(rest[0].toLocaleLowerCase())) rest = rest.slice(1);
    else if (!joiner.test('')) continue;
    if (rest.length > 0 && rest.length <= 2 && rest.every((word) => isListedWord(word.toLocaleLowerCase()))) return standingAlone(rest.join(' '));
  }
  return undefined;
}

/** An Arabic noun that was the second of a construct ("مدربة سباحة") takes the article alone: "السباحة". */
function standingAlone(subject: string): string {
  return /^\p{scx=Arabic}/u.test(subject) && !subject.startsWith('ال') ? `ال${subject}` : subject;
}

/** The shortest subject taken from a compound: "Bio" of "Biomarkt" says nothing on its own. */
const SUBJECT_MIN_LETTERS = 4;

/**
 * The subject a one-word compound starts with, before its kind word: "Yoga" of "Yogalehrerin",
 * "Fitness" of "Fitnesstrainer", "Tanz" of "Tanzschule" (the sixth review: a German yoga teacher's
 * captions never said yoga). The subject must be a lexicon word on its own; German writes it with
 * a capital, as the noun it is.
 */
function subjectOfCompound(spoken: string, kind: 'role' | 'business'): string | undefined {
  const lowered = spoken.normalize('NFC').trim().toLocaleLowerCase();
  if (/\s/u.test(lowered)) return undefined;
  for (const phrase of KIND_WORDS[kind]) {
    if (phrase.includes(' ') || [...phrase].length < COMPOUND_END_MIN_LETTERS || !lowered.endsWith(phrase)) continue;
    const stem = lowered.slice(0, lowered.length - phrase.length);
    // A linking "s" is not part of the subject: "Gesundheitsberaterin" works in "Gesundheit".
    const subject = [stem, stem.replace(/s$/u, '')].find((candidate) => [...candidate].length >= SUBJECT_MIN_LETTERS && isListedWord(candidate));
    if (subject) return subject.charAt(0).toLocaleUpperCase() + subject.slice(1);
  }
  return undefined;
}
/** Every subject but travel: "Goa trip" is the place, "Kerala cooking" is cooking. */
const NON_TRAVEL_CATEGORIES = TOPIC_CATEGORIES.filter((category) => category.name !== 'travel');

/**
 * Whether the niche's words beside the place's name name another subject ("കേരള പാചകം", Kerala
 * cooking): then the place only says where the field is, and the niche is the field (the sixth
 * review read a cooking page captioned as a trip to Kerala).
 */
function namesAnotherSubject(padded: string, place: Place | undefined): boolean {
  if (!place) return false;
  let rest = padded;
  for (const name of place.names) rest = rest.replace(DENSE.test(name) ? name : ` ${name} `, ' ');
  const words = rest.split(' ').filter(Boolean);
  return words.length > 0 && findTopicCategories(words).some((category) => NON_TRAVEL_CATEGORIES.includes(category));
}

/** Whether a word (any case) is one of the words that make a niche a role ("teacher", "coach", "शिक्षक"). */
export function isRoleWord(word: string): boolean {
  return KIND_WORDS.role.includes(word.normalize('NFC').toLocaleLowerCase());
}

/** Who the lines speak as (pack-schema.ts): "I" or "we". */
export type Speaker = 'individual' | 'business';

/**
 * A role, a field (a craft someone practises) and a place (seen by the creator who went there)
 * speak as one person; a business and a product (a brand's) say "we".
 */
export function speakerOf(kind: NicheKind): Speaker {
  return kind === 'business' || kind === 'product' ? 'business' : 'individual';
}

export function readNiche(niche: string, language: LanguageCode, hasWebsite: boolean): NicheReading {
  const padded = padWords(niche);
  const placeTags = findPlaceTags([niche], language);
  const namedPlace = placesNamedIn([niche]).at(0);
  const placeFeatures = namedPlace?.features ?? [];
  const spoken = translateNiche(niche, language) ?? niche;
  let kind: NicheKind = kindOfLastWords(padded, COMPOUNDING_LANGUAGES.includes(language)) ?? 'field';
  if (/^\s*dr\.?\s/iu.test(niche) && kind === 'field') kind = 'role';
  if (kind === 'field' && placeTags.length > 0 && !namesAnotherSubject(padded, namedPlace)) kind = 'place';
  // A name: "Crumb & Crust", "Café Lumière™", or capitalised words beside a website ("Acme Growth").
  const looksLikeName =
    /[&®™]/u.test(niche) ||
    (hasWebsite && !UNSPACED_LANGUAGES.includes(language) && /^(?:\p{Lu}[\p{L}\p{M}'’-]*\s+){1,4}\p{Lu}[\p{L}\p{M}'’-]*$/u.test(niche.trim()));
  if (looksLikeName && (kind === 'field' || kind === 'product')) kind = 'business';
  const generic = kind === 'business' && isKindOfBusiness(padded.trim());
  const subject = subjectBeforeKindWord(spoken, kind, language);
  const pilgrimage = kind === 'place' && namedPlace?.pilgrimage === true;
  const placeKey = namedPlace?.tags.default;
  return {
    kind,
    spoken,
    placeTags,
    placeFeatures,
    ...(placeKey ? { placeKey } : {}),
    ...(generic ? { generic } : {}),
    ...(subject ? { subject } : {}),
    ...(pilgrimage ? { pilgrimage } : {}),
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}
