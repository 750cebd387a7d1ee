import { UNSPACED_LANGUAGES, type LanguageCode } from '../../../shared/languages';
import { CAPTION_COUNT, HASHTAGS_MAX, HASHTAGS_MIN } from '../../../shared/limits';
import type { Mood } from '../../../shared/moods';
import type { CaptionInput, CaptionResult } from '../engine';
import { checkCaptionLanguage } from '../language-check';
import {
  LENGTH_MIX,
  lengthRangesFor,
  measureLengthForClass,
  userTextsOf,
  type LengthClass,
  type LengthRange,
} from '../output-rules';
import { slugifyHashtag, isUsefulHashtag } from './hashtag-slug';
import { joinWordAndValue } from './elision';
import { extractKeywords, findWeakTagKeywords, isHashtagKeyword, wordSegmenter } from './keywords';
import type { LanguagePack } from './language-pack';
import { LANGUAGE_PACKS } from './languages/registry';
import { createRandom, spreadSubsets, type Random } from './random';
import { categoryHashtags, findTopicCategories, isCategoryWord, type TopicCategory } from './topic-lexicon';
import { describeWebsite } from './website-brand';

/**
 * The offline composer (docs/caption-engine.md, "Offline composer"): five captions in the mood
 * and language asked for, built from the language pack's sentences around the user's niche,
 * topic, website and media, plus hashtags. Deterministic for a given seed.
 *
 * A caption is: an opener (it names the niche), a line about the photo or video, follow-on
 * sentences, a line pointing to the website, a call to action, emoji; two or three of the five
 * also quote the topic, after the opener or before the close (the others carry it in the
 * hashtags). Then trimmed or filled to its length class. Each caption is checked (length class and language)
 * as it is built; a caption that misses is rebuilt from other sentences.
 */

/** Longest topic excerpt quoted in a caption, in words (the whole topic can be 1,000 characters). */
const TOPIC_EXCERPT_WORDS = 12;
/** A long niche is shortened to its first keywords (3, then 2, then 1) when the whole does not fit. */
const SHORT_NICHE_KEYWORDS = [3, 2, 1];
/** A caption uses the niche at most this often, so it does not read like keyword stuffing. */
const MAX_NICHE_USES_PER_CAPTION = 2;
/**
 * Two sets for the same request share at most this many openers whenever the pack has enough of
 * them to spread (spreadSubsets): the first sentence is what a reader compares.
 */
const MAX_SHARED_OPENERS = 2;
/** Below this many well-spread opener sets, a plain shuffle repeats less (identical sets get likely). */
const MIN_SPREAD_OPENER_SETS = 10;
/** A topic line reads as a theme in two or three of the five captions; in all five it reads as a template. */
const TOPIC_CAPTIONS = [2, 3];
/** A niche's whole slug is its first hashtag unless it is longer than this ("artisanalsourdoughandvegan…"). */
const NICHE_TAG_MAX_CHARS = 30;

export interface ComposeOptions {
  seed: number;
  /** Called with each caption as soon as it is ready (streaming). */
  onCaption?: (caption: string, index: number) => void;
  /** The packs to use (default: every language's real pack); a test swaps one for a scaffold. */
  packs?: Record<LanguageCode, LanguagePack>;
}

interface Slots {
  niche: string;
  topic?: string;
  website?: string;
  brand?: string;
}

/** A queue that hands out items in a shuffled order, starting over when it runs out. */
class Rotation<T> {
  private index = 0;
  private readonly items: T[];
  constructor(items: readonly T[], random: Random) {
    this.items = random.shuffle(items);
  }
  get size(): number {
    return this.items.length;
  }
  next(): T | undefined {
    if (this.items.length === 0) return undefined;
    const item = this.items[this.index % this.items.length];
    this.index += 1;
    return item;
  }
}

const stopwordCache = new Map<LanguageCode, ReadonlySet<string>>();
function stopwordsFor(pack: LanguagePack, english: LanguagePack): ReadonlySet<string> {
  let set = stopwordCache.get(pack.code);
  if (!set) {
    set = new Set([...pack.stopwords, ...english.stopwords].map((word) => word.toLocaleLowerCase()));
    stopwordCache.set(pack.code, set);
  }
  return set;
}

/** Collapses spaces and drops trailing sentence punctuation, so a slot ends where the template says. */
function cleanUserText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\s+/gu, ' ')
    .replace(/\s+([,.!?;:])/gu, '$1')
    .trim()
    .replace(/[\s.,;:!?।॥。！？、…۔؟]+$/u, '');
}

/**
 * The first sentence of the topic, at most TOPIC_EXCERPT_WORDS words, cut between words: at the
 * last comma or dash when there is one past the fourth word (a clause reads better than a phrase
 * cut mid-way), else after the last word that fits, with '…'.
 */
function excerptTopic(topic: string, language: LanguageCode): string {
  const firstSentence = cleanUserText(topic.split(/[.!?।॥。！？\n]/u).find((part) => part.trim()) ?? topic);
  const segmenter = wordSegmenter(language);
  let words = 0;
  let end = 0;
  let clauseEnd = 0;
  for (const segment of segmenter.segment(firstSentence)) {
    if (segment.isWordLike) {
      words += 1;
      if (words > TOPIC_EXCERPT_WORDS) {
        return clauseEnd > 0 ? cleanUserText(firstSentence.slice(0, clauseEnd)) : `${cleanUserText(firstSentence.slice(0, end))}…`;
      }
    } else if (words >= 4 && /^[,;:—–、，；]/u.test(segment.segment.trim())) {
      clauseEnd = segment.index;
    }
    end = segment.index + segment.segment.length;
  }
  return firstSentence;
}

/**
 * Shorter forms of a long niche: the niche as typed up to the end of its third, second or first
 * keyword ("Artisanal sourdough and vegan pastry workshops…" → "Artisanal sourdough and vegan"),
 * so the words keep their original spacing and order in every script.
 */
function shortenNiche(niche: string, keywords: readonly string[], counts: readonly number[] = SHORT_NICHE_KEYWORDS): string[] {
  const forms: string[] = [];
  for (const count of counts) {
    if (keywords.length < count) continue;
    let end = 0;
    for (const keyword of keywords.slice(0, count)) end = niche.indexOf(keyword, end) + keyword.length;
    const form = cleanUserText(niche.slice(0, end));
    if (form && form !== niche && !forms.includes(form)) forms.push(form);
  }
  return forms;
}

/** How much of a long unbroken niche a Japanese or Chinese caption quotes when the whole does not fit. */
const CUT_NICHE_CHARS = 12;

/**
 * The last resort for a Japanese or Chinese caption: the niche's first CUT_NICHE_CHARS characters
 * and '…'. A niche that is one long unbroken run ("ヴィーガンベーキングワークショップ…", 30 and more characters)
 * has no shorter keyword form, and with it no short caption could be written (issue 16). The
 * captions with room still quote it whole, which is what the output rules ask for.
 */
function cutNiche(niche: string, language: LanguageCode): string[] {
  const characters = [...niche];
  if (!UNSPACED_LANGUAGES.includes(language) || characters.length <= 2 * CUT_NICHE_CHARS) return [];
  return [`${characters.slice(0, CUT_NICHE_CHARS).join('').trimEnd()}…`];
}

function fillSlots(template: string, slots: Slots, language: LanguageCode): string {
  // One pass with a function: what the user typed is never read as a slot or a `$&` pattern.
  // The word before a slot comes along, for the contractions it may need ("de" + "Oven" → "d’Oven").
  const filled = template
    .replace(
      /(?:(?<![\p{L}\p{M}’'-])(\p{L}+) (« |[“„"])?)?\{(niche|topic|website|brand)\}/gu,
      (_, word: string | undefined, quote: string | undefined, slot: keyof Slots) => {
        const value = slot === 'brand' ? (slots.brand ?? slots.website ?? '') : (slots[slot] ?? '');
        return word === undefined ? value : joinWordAndValue(language, word, value, quote);
      },
    )
    // A truncated topic ends in '…'; the template's own full stop after it would double up.
    .replace(/…[.。।۔]/gu, '…');
  // A template may start with a slot; the sentence still starts with a capital, unless the
  // user's word has its own casing ("iPhone photography") or it is a web address, which is
  // written as typed ("crumbandcrust.com", not "Crumbandcrust.com").
  const firstWord = filled.split(/\s/u)[0];
  if (!template.startsWith('{') || template.startsWith('{website}') || firstWord !== firstWord.toLocaleLowerCase()) {
    return filled;
  }
  return filled.charAt(0).toLocaleUpperCase() + filled.slice(1);
}

function canFill(template: string, slots: Slots): boolean {
  if (template.includes('{topic}') && !slots.topic) return false;
  if ((template.includes('{website}') || template.includes('{brand}')) && !slots.website) return false;
  return true;
}

function countNicheUses(templates: readonly string[]): number {
  return templates.reduce((uses, template) => uses + template.split('{niche}').length - 1, 0);
}

interface CaptionPlan {
  lengthClass: LengthClass;
  withWebsite: boolean;
  /** Whether the caption carries a topic line, and where: after the opener or before the close. */
  topic: 'none' | 'early' | 'late';
}

interface ComposerContext {
  language: LanguageCode;
  pack: LanguagePack;
  mood: Mood;
  random: Random;
  slots: Slots;
  /** The slots with the whole niche first, then with shorter forms of it. */
  slotVariants: Slots[];
  userTexts: string[];
  ranges: Record<LengthClass, LengthRange>;
  joiner: string;
  /** Every opener, the well-spread set for this seed first (pickOpenerOrder). */
  openers: readonly string[];
  details: Rotation<string>;
  /** Sentences about the subject the niche or topic names (topic-lexicon.ts), for this language. */
  subjectDetails: Rotation<string>;
  callsToAction: Rotation<string>;
  topicLines: Rotation<string>;
  websiteLines: Rotation<string>;
  mediaLines: Rotation<string>;
  moodEmoji: Rotation<string>;
  topicEmoji: Rotation<string>;
}

function measure(context: ComposerContext, text: string): number {
  return measureLengthForClass(text, context.language);
}

/**
 * Filled sentences and their lengths, computed once per template and slot values: a caption's
 * length is the sum of its sentences' (words are joined by one space, unspaced scripts by
 * nothing), so trying a sentence costs an addition, not a re-count of the whole caption.
 */
const filledCache = new WeakMap<Slots, Map<string, { text: string; length: number }>>();
function filledSentence(context: ComposerContext, template: string, slots: Slots): { text: string; length: number } {
  let cache = filledCache.get(slots);
  if (!cache) {
    cache = new Map();
    filledCache.set(slots, cache);
  }
  let filled = cache.get(template);
  if (!filled) {
    const text = fillSlots(template, slots, context.language);
    filled = { text, length: measure(context, text) };
    cache.set(template, filled);
  }
  return filled;
}

/** Builds one caption of the planned class from `opener`, or undefined when it cannot fit. */
function buildCaption(context: ComposerContext, opener: string, plan: CaptionPlan, slots: Slots): string | undefined {
  const { random, joiner } = context;
  const range = context.ranges[plan.lengthClass];
  const templates: string[] = [opener];
  const topicLines: string[] = [];
  const render = (parts: readonly string[]) => parts.map((part) => filledSentence(context, part, slots).text).join(joiner);
  const lengthOf = (parts: readonly string[]) =>
    parts.reduce((sum, part) => sum + filledSentence(context, part, slots).length, 0);
  const fits = (parts: readonly string[]) => lengthOf(parts) <= range.max;
  const nicheAllowed = (template: string) =>
    countNicheUses([...templates, ...topicLines, template]) <= MAX_NICHE_USES_PER_CAPTION;
  // No sentence twice in one caption, compared as filled: two templates may read the same once
  // filled, and a template must not come back from a rotation that started over.
  const isNew = (template: string) => {
    const text = filledSentence(context, template, slots).text;
    return ![...templates, ...topicLines, ...closing].some((part) => filledSentence(context, part, slots).text === text);
  };

  if (lengthOf(templates) > range.max) return undefined;

  // The website line is required in captions planned to carry it (the rules want it once),
  // so room is kept for it before the optional lines are added.
  const closing: string[] = [];
  if (plan.withWebsite) {
    const line = context.websiteLines.next();
    if (line && canFill(line, slots) && fits([...templates, line])) closing.push(line);
    else if (plan.lengthClass !== 'short') return undefined;
  }

  // What the user gave comes next: the photo or video, then (in the captions planned for it) the
  // topic. A caption that is not short must carry its topic line; a short one may lack the room.
  const media = context.mediaLines.next();
  if (media && canFill(media, slots) && nicheAllowed(media) && isNew(media) && fits([...templates, media, ...closing])) {
    templates.push(media);
  }
  if (plan.topic !== 'none' && slots.topic) {
    const line = context.topicLines.next();
    if (line && canFill(line, slots) && nicheAllowed(line) && isNew(line) && fits([...templates, line, ...closing])) {
      topicLines.push(line);
    } else if (plan.lengthClass !== 'short') return undefined;
  }
  const head = templates.length;
  const body = () => (plan.topic === 'late' ? [...templates, ...topicLines] : [...templates.slice(0, head), ...topicLines, ...templates.slice(head)]);

  // Most captions end with a call to action; a few end on the mood itself, which reads less formulaic.
  if (random.next() < 0.85) {
    const cta = context.callsToAction.next();
    // A line that ends with the bare address (no full stop glued to the link) must come last.
    if (cta && isNew(cta) && fits([...body(), ...closing, cta])) {
      if (closing[0]?.endsWith('{website}')) closing.unshift(cta);
      else closing.push(cta);
    }
  }

  // Aim somewhere inside the range so lengths vary, then fill with follow-on sentences: in about
  // half the captions one about the subject first, when the lexicon has one, then the mood's.
  const margin = Math.floor((range.max - range.min) * 0.2);
  const target = random.integer(range.min + margin, range.max - margin);
  const subjectDetail = random.next() < 0.5 ? context.subjectDetails.next() : undefined;
  if (subjectDetail && isNew(subjectDetail) && lengthOf([...body(), ...closing]) < target && fits([...body(), subjectDetail, ...closing])) {
    templates.push(subjectDetail);
  }
  let misses = 0;
  while (lengthOf([...body(), ...closing]) < target && misses < context.details.size) {
    const detail = context.details.next();
    if (!detail || !canFill(detail, slots) || !nicheAllowed(detail) || !isNew(detail)) {
      misses += 1;
      continue;
    }
    if (fits([...body(), detail, ...closing])) templates.push(detail);
    else misses += 1;
  }

  const text = render([...body(), ...closing]);
  const withEmoji = addEmoji(context, text, render([templates[0]]));
  const caption = measure(context, withEmoji) <= range.max ? withEmoji : text;
  const length = measure(context, caption);
  if (length < range.min || length > range.max) return undefined;
  if (!checkCaptionLanguage(caption, context.language, context.userTexts).ok) return undefined;
  return caption;
}

/** One or two emoji: by mood, and by topic when the niche or topic names a known category. */
function addEmoji(context: ComposerContext, text: string, firstSentence: string): string {
  const { random, joiner } = context;
  const first = context.moodEmoji.next();
  if (!first) return text;
  const topicEmoji = context.topicEmoji.next();
  let second: string | undefined;
  if (topicEmoji && random.next() < 0.6) second = topicEmoji;
  else if (random.next() < 0.4) second = context.moodEmoji.next();
  const emoji = second && second !== first ? [first, second] : [first];
  const separator = joiner === '' ? '' : ' ';
  // Sometimes one emoji closes the opening sentence and one the caption; usually both close it.
  const rest = text.slice(firstSentence.length).trimStart();
  if (emoji.length === 2 && rest && text.startsWith(firstSentence) && random.next() < 0.35) {
    return `${firstSentence}${separator}${emoji[0]}${separator}${rest}${separator}${emoji[1]}`;
  }
  return `${text}${separator}${emoji.join('')}`;
}

/**
 * Five plans: the length mix in a shuffled order; the website in every caption that is not short;
 * the topic line in two or three of them, at least one not short (short ones may lack the room),
 * sometimes right after the opener and sometimes just before the close.
 */
function planCaptions(random: Random, hasWebsite: boolean): CaptionPlan[] {
  const lengths = random.shuffle(LENGTH_MIX);
  const topicCount = random.pick(TOPIC_CAPTIONS);
  const longFirst = random.shuffle(lengths.map((_, index) => index)).sort(
    (a, b) => Number(lengths[a] === 'short') - Number(lengths[b] === 'short'),
  );
  const withTopic = new Set([longFirst[0], ...random.shuffle(longFirst.slice(1)).slice(0, topicCount - 1)]);
  return lengths.map((lengthClass, index) => ({
    lengthClass,
    withWebsite: hasWebsite && (lengthClass !== 'short' || random.next() < 0.4),
    topic: withTopic.has(index) ? (random.next() < 0.5 ? 'early' : 'late') : 'none',
  }));
}

/**
 * The order openers are tried in: a well-spread set of five for this seed first (two seeds share
 * at most MAX_SHARED_OPENERS of them unless they draw the same set), then the rest, so a caption
 * whose first choice does not fit still finds one.
 */
function pickOpenerOrder(openers: readonly string[], random: Random): string[] {
  const sets = spreadSubsets(openers.length, CAPTION_COUNT, MAX_SHARED_OPENERS);
  if (sets.length < MIN_SPREAD_OPENER_SETS) return random.shuffle(openers);
  const chosen = sets[random.integer(0, sets.length - 1)];
  const first = random.shuffle(chosen.map((index) => openers[index]));
  return [...first, ...random.shuffle(openers.filter((_, index) => !chosen.includes(index)))];
}

function composeOneCaption(
  context: ComposerContext,
  plan: CaptionPlan,
  used: Set<string>,
  earlier: readonly string[],
): string | undefined {
  // Try each opener not used yet, in the seed's order, first with the whole niche, then with its first keywords.
  for (const slots of context.slotVariants) {
    for (const opener of context.openers) {
      if (used.has(opener)) continue;
      const caption = buildCaption(context, opener, plan, slots);
      // Openers differ, but two could read the same once filled: the five captions must differ.
      if (caption && !earlier.includes(caption)) {
        used.add(opener);
        return caption;
      }
    }
  }
  return undefined;
}

/**
 * Category tags of the two best-matching categories: the first category's first two, then the
 * two categories in turn, so a second category cannot push the first out of the first five.
 */
function interleaveCategoryTags(categories: readonly TopicCategory[], language: LanguageCode): string[] {
  const [first = [], second = []] = categories.slice(0, 2).map((category) => categoryHashtags(category, language));
  const tags = [first[0], first[1]];
  for (let index = 0; index < Math.max(first.length, second.length); index += 1) tags.push(second[index], first[index + 2]);
  return tags.filter((tag): tag is string => Boolean(tag));
}

/**
 * Hashtags, most relevant first: the first five are what a five-tag platform gets, so they are
 * the whole niche, the subject's category tags (native first), the topic as a phrase, the brand
 * and the niche's subject word; never a lone modifier or a fragment of what the user typed
 * ("home" of "home fitness", "smith" of "Dr. Smith Dental Clinic"; findWeakTagKeywords). Mood
 * and general tags fill the rest, with the niche's other words after them.
 */
function buildHashtags(
  context: ComposerContext,
  english: LanguagePack,
  nicheKeywords: readonly string[],
  topicKeywords: readonly string[],
  categories: readonly TopicCategory[],
  weakKeywords: ReadonlySet<string>,
): string[] {
  const { random, pack, mood, slots, language } = context;
  const moodTags = random.shuffle(pack.hashtags.byMood[mood]);
  const generalTags = random.shuffle(pack.hashtags.general);
  const categoryTags = interleaveCategoryTags(categories, language);
  const englishMoodTags = random.shuffle(english.hashtags.byMood[mood]);
  const englishGeneralTags = random.shuffle(english.hashtags.general);
  const foreign = pack.code !== 'en';
  const isWeak = (word: string) => weakKeywords.has(word.toLocaleLowerCase());
  const isSubject = (word: string) => categories.some((category) => isCategoryWord(word, category));
  // A subject word the lexicon knows makes a strong tag; longer ones first ("teacher" before "math").
  const byLength = (a: string, b: string) => [...b].length - [...a].length;
  const subjectWords = [...nicheKeywords.filter(isSubject).sort(byLength), ...topicKeywords.filter(isSubject).sort(byLength)];
  const otherNicheWords = nicheKeywords.filter((word) => !isSubject(word) && !isWeak(word));
  // Longer words of a free-text topic tend to be its specific nouns ("onboarding", not "small");
  // English past tenses ("launched", "doubled") rarely make a tag anyone searches for.
  const tagScore = (word: string) => [...word].length - (/^[a-z]+ed$/iu.test(word) ? 10 : 0);
  const topicTags = topicKeywords.filter((word) => !isSubject(word) && !isWeak(word)).sort((a, b) => tagScore(b) - tagScore(a));
  // A topic of two or three words is a tag as a whole ("Morning routine" → morningroutine).
  const topicWords = slots.topic?.split(/\s+/u) ?? [];
  const topicPhrase = topicWords.length >= 2 && topicWords.length <= 3 && !slots.topic?.endsWith('…') ? slots.topic : undefined;
  // The whole niche, or its first two keywords ("artisanalsourdough", a tag people use; three
  // keywords of a long niche tend to end mid-phrase: "artisanalsourdoughandvegan").
  const nicheTag = [slots.niche, ...shortenNiche(slots.niche, nicheKeywords, [2, 1])].find(
    (form) => [...slugifyHashtag(form)].length <= NICHE_TAG_MAX_CHARS,
  );

  const ordered = [
    nicheTag,
    categoryTags[0],
    topicPhrase,
    slots.brand,
    subjectWords[0],
    categoryTags[1],
    categoryTags[2],
    subjectWords[1],
    moodTags[0],
    otherNicheWords[0],
    topicTags[0],
    categoryTags[3],
    moodTags[1],
    generalTags[0],
    foreign ? englishMoodTags[0] : moodTags[2],
    topicTags[1],
    otherNicheWords[1],
    generalTags[1],
    subjectWords[2],
    moodTags[2],
    foreign ? englishGeneralTags[0] : generalTags[2],
    categoryTags[4],
    generalTags[2],
    ...moodTags.slice(3),
    ...generalTags.slice(3),
    ...englishMoodTags,
    ...englishGeneralTags,
  ];
  const wanted = random.integer(HASHTAGS_MIN + 2, HASHTAGS_MAX - 1);
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const candidate of ordered) {
    if (!candidate) continue;
    const tag = slugifyHashtag(candidate);
    const key = tag.toLocaleLowerCase();
    if (!isUsefulHashtag(tag) || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
    if (tags.length >= wanted) break;
  }
  return tags;
}

/**
 * Composes five captions and the hashtags for `input`. Throws when the language pack has no
 * texts for the mood (a scaffold) or no caption fits; the engine turns that into a CaptionError.
 */
export function composeCaptionSet(input: CaptionInput, options: ComposeOptions): CaptionResult {
  const packs = options.packs ?? LANGUAGE_PACKS;
  const pack = packs[input.language];
  const english = packs.en;
  const moodTexts = pack.moods[input.mood];
  if (moodTexts.openers.length === 0) {
    throw new Error(`The ${input.language} language pack has no ${input.mood} texts yet`);
  }
  const random = createRandom(options.seed);
  const stopwords = stopwordsFor(pack, english);

  // A niche that is only punctuation ("!!!") stays as typed rather than becoming empty.
  const niche = cleanUserText(input.niche) || input.niche.trim();
  const topic = input.topic ? cleanUserText(input.topic) : undefined;
  const website = input.website ? describeWebsite(input.website) : undefined;
  const nicheKeywords = extractKeywords(niche, input.language, stopwords);
  const topicKeywords = topic ? extractKeywords(topic, input.language, stopwords) : [];
  const categories = findTopicCategories([...nicheKeywords, ...topicKeywords], [niche, topic ?? '']);

  const slots: Slots = {
    niche,
    topic: topic ? excerptTopic(topic, input.language) : undefined,
    website: website?.address,
    brand: website?.brand,
  };
  const mediaLines = input.media?.kind === 'video' ? pack.videoLines : input.media?.kind === 'photo' ? pack.photoLines : [];

  const context: ComposerContext = {
    language: input.language,
    pack,
    mood: input.mood,
    random,
    slots,
    slotVariants: [slots, ...[...shortenNiche(niche, nicheKeywords), ...cutNiche(niche, input.language)].map((short) => ({ ...slots, niche: short }))],
    userTexts: userTextsOf(input),
    ranges: lengthRangesFor(input.language),
    joiner: UNSPACED_LANGUAGES.includes(input.language) ? '' : ' ',
    openers: pickOpenerOrder(moodTexts.openers, random),
    details: new Rotation(moodTexts.details, random),
    subjectDetails: new Rotation(categories[0]?.details?.[input.language] ?? [], random),
    callsToAction: new Rotation(pack.callsToAction, random),
    topicLines: new Rotation(pack.topicLines, random),
    websiteLines: new Rotation(pack.websiteLines, random),
    mediaLines: new Rotation(mediaLines, random),
    moodEmoji: new Rotation(moodTexts.emoji, random),
    topicEmoji: new Rotation(categories[0]?.emoji ?? [], random),
  };

  const plans = planCaptions(random, Boolean(website));
  const used = new Set<string>();
  const captions: string[] = [];
  for (const plan of plans) {
    // A long topic may leave no room in a medium Japanese caption; then that caption goes without it.
    const caption =
      composeOneCaption(context, plan, used, captions) ??
      (plan.topic === 'none' ? undefined : composeOneCaption(context, { ...plan, topic: 'none' }, used, captions));
    if (!caption) throw new Error(`No ${plan.lengthClass} ${input.language} caption fits these inputs`);
    captions.push(caption);
    options.onCaption?.(caption, captions.length - 1);
  }
  if (captions.length !== CAPTION_COUNT) throw new Error('The composer must write five captions');

  const tagKeywords = (keywords: readonly string[]) => keywords.filter(isHashtagKeyword);
  const weakKeywords = new Set([
    ...findWeakTagKeywords(niche, input.language),
    ...(topic ? findWeakTagKeywords(topic, input.language) : []),
  ]);
  return {
    captions,
    hashtags: buildHashtags(context, english, tagKeywords(nicheKeywords), tagKeywords(topicKeywords), categories, weakKeywords),
  };
}
