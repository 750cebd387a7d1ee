import type { LanguageCode } from '../../src/shared/languages';
import { CAPTION_COUNT } from '../../src/shared/limits';
import type { CaptionResult } from '../../src/server/captions/engine';
import { classifyLength } from '../../src/server/captions/output-rules';
import { slugifyHashtag } from '../../src/server/captions/offline/hashtag-slug';
import { readNiche, translateNiche } from '../../src/server/captions/offline/niche-kind';
import { readCreatorText } from '../../src/server/captions/offline/creator-sentences';
import { sentenceHoldsFact } from '../../src/server/captions/offline/fact-sentences';
import { LANGUAGE_PACKS } from '../../src/server/captions/offline/language-packs';
import { isListedWord } from '../../src/server/captions/offline/topic-lexicon';
import { UNSPACED_LANGUAGES } from '../../src/shared/languages';
import type { QualityCase } from './quality-cases';

/**
 * The automatic checks of the quality suite (issue 14), each a function from one request and its
 * answer to a list of faults. They read the answer as a reviewer would, not the composer's
 * internals: the creator's sentences are split here on their own.
 */

export type CheckName =
  | 'facts'
  | 'labels'
  | 'niche-once'
  | 'promises'
  | 'tag-fragments'
  | 'place-tags'
  | 'numbers'
  | 'lengths'
  | 'distinct'
  | 'voice'
  | 'place-named'
  | 'place-about'
  | 'topic-in-sentence'
  | 'repeats';

export const CHECK_NAMES: CheckName[] = [
  'facts',
  'labels',
  'niche-once',
  'promises',
  'tag-fragments',
  'place-tags',
  'numbers',
  'lengths',
  'distinct',
  'voice',
  'place-named',
  'place-about',
  'topic-in-sentence',
  'repeats',
];

/** A fact must be carried by at least this many of the five captions. */
export const FACT_CAPTIONS = 4;

/** The creator's sentences as typed, each without its closing mark. */
export function splitSentences(topic: string | undefined): string[] {
  if (!topic?.trim()) return [];
  return topic
    .split(/(?<=[.!?。！？।۔؟])\s*|\n+/u)
    .map((sentence) => sentence.trim().replace(/[.!?。！？।۔؟]+$/u, '').trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

/** Case-insensitive on the first letter only: the composer may capitalise a sentence's start. */
function contains(caption: string, sentence: string): boolean {
  const rest = sentence.slice(1);
  const first = sentence.charAt(0);
  return caption.includes(first.toLocaleUpperCase() + rest) || caption.includes(first.toLocaleLowerCase() + rest);
}

export function findFactFaults(request: QualityCase, result: CaptionResult): string[] {
  return splitSentences(request.topic)
    .filter((sentence) => sentenceHoldsFact(sentence, request.language))
    .flatMap((sentence) => {
      const carried = result.captions.filter((caption) => contains(caption, sentence)).length;
      return carried >= FACT_CAPTIONS ? [] : [`"${sentence}" whole in ${carried} of ${CAPTION_COUNT}`];
    });
}

/** The labels the old composer put before a topic, and any colon or quote right before it. */
const OLD_LABELS =
  /topic of the day|today's focus|in this post:|on the agenda|in the spotlight:|the story behind this one|tema del día|sujet du jour|thema des tages|tema del giorno|tema do dia|тема дня|今日のテーマ|今日的主题|오늘의 주제|आज का विषय|موضوع اليوم|آج کا موضوع/iu;

export function findLabelFaults(request: QualityCase, result: CaptionResult): string[] {
  const pieces = [...splitSentences(request.topic)];
  const faults: string[] = [];
  for (const caption of result.captions) {
    if (OLD_LABELS.test(caption)) faults.push(`label: ${caption.slice(0, 60)}`);
    for (const piece of pieces) {
      const index = caption.toLocaleLowerCase().indexOf(piece.toLocaleLowerCase());
      if (index <= 0) continue;
      const before = caption.slice(0, index).trimEnd().at(-1) ?? '';
      if (/[:：「“«"„]/u.test(before)) faults.push(`quoted after "${before}": ${piece.slice(0, 40)}`);
    }
  }
  return faults;
}

function countOccurrences(text: string, needle: string): number {
  if (!needle) return 0;
  return text.toLocaleLowerCase().split(needle.toLocaleLowerCase()).length - 1;
}

export function findNicheFaults(request: QualityCase, result: CaptionResult): string[] {
  const forms = [...new Set([request.niche, translateNiche(request.niche, request.language)])].filter((form): form is string => Boolean(form));
  const sentences = splitSentences(request.topic);
  return result.captions.flatMap((caption) => {
    // The creator's own sentences may name the niche; only what the composer added counts.
    const added = sentences.reduce((text, sentence) => text.split(sentence).join(' '), caption);
    const uses = forms.reduce((sum, form) => sum + countOccurrences(added, form), 0);
    return uses > 1 ? [`niche ${uses}× in: ${caption.slice(0, 60)}`] : [];
  });
}

/** Openers that announce content (tips, steps, "the answer"), per language. */
const PROMISES: Partial<Record<LanguageCode, RegExp>> = {
  en: /\b(?:three|3|five|5) (?:simple |quick |practical )?(?:tips|ideas|habits|steps|ways|points|mistakes)\b|here(?:'s| is) (?:the answer|how|what)|the answer\b|here are the|\bmini guide\b|101\b/iu,
  es: /\btres (?:consejos|ideas|pasos|claves)\b|aquí (?:está|tienes) la respuesta|te cuento cómo/iu,
  fr: /\btrois (?:astuces|conseils|idées|étapes)\b|voici (?:la réponse|comment)/iu,
  de: /\bdrei (?:Tipps|Ideen|Schritte)\b|hier ist die Antwort|so geht'?s/iu,
  it: /\btre (?:consigli|idee|passi)\b|ecco la risposta|ecco come/iu,
  pt: /\btrês (?:dicas|ideias|passos)\b|aqui está a resposta/iu,
  ru: /\bтри (?:совета|идеи|шага|привычки)\b|вот ответ/iu,
  ja: /三つの|3つの|答えは|コツを紹介/u,
  zh: /三个(?:技巧|方法|习惯)|答案是|以下是/u,
  ko: /세 가지|정답은|알려드릴게요/u,
  hi: /तीन (?:टिप्स|आदतें|तरीके|बातें)|जवाब यह है/u,
  ar: /ثلاث (?:نصائح|أفكار|خطوات)|إليكم الإجابة/u,
};

export function findPromiseFaults(request: QualityCase, result: CaptionResult): string[] {
  const pattern = PROMISES[request.language];
  if (!pattern) return [];
  const sentences = splitSentences(request.topic);
  return result.captions.flatMap((caption) => {
    const added = sentences.reduce((text, sentence) => text.split(sentence).join(' '), caption);
    const delivered = sentences.filter((sentence) => contains(caption, sentence)).length >= 2;
    return pattern.test(added) && !delivered ? [`promise without content: ${caption.slice(0, 60)}`] : [];
  });
}

/**
 * Inflected forms by per-language endings: a tag made from a word the creator typed must be its
 * dictionary form (issue 14: `облепихой`, `gegerbtem`). Only tags taken from the request's own
 * words are judged; the packs' curated tags are not.
 */
const INFLECTED: Partial<Record<LanguageCode, RegExp>> = {
  ru: /(?:ой|ей|ою|ею|ами|ями|ах|ях|ую|юю|ого|его|ому|ему|ым|им|ом)$/u,
  de: /^[a-zäöüß]+(?:em|es)$/u,
  hi: /(?:ों|ियों|ाओं|ें|े)$/u,
  mr: /(?:ांना|ाला|ाचा|ाची|ाचे|ात|ांनी)$/u,
  ur: /(?:وں|یں|ے)$/u,
  ta: /(?:க்கு|இல்|ில்|ை|ின்)$/u,
  ml: /(?:ിൽ|ത്തിൽ|ക്ക്|യുടെ|ന്റെ)$/u,
  kn: /(?:ದಲ್ಲಿ|ಕ್ಕೆ|ಗೆ|ನ್ನು)$/u,
  te: /(?:లో|కు|ని|ను)$/u,
  bn: /(?:তে|ের|কে|দের)$/u,
  as: /(?:ত|ৰ|ক|বোৰ)$/u,
  ja: /[をにでがはへ]$/u,
  // 이, 가 and 에 end too many nouns (요가, yoga) to be read as particles.
  ko: /(?:을|를|은|는|에서|으로)$/u,
  es: /(?:ando|iendo|ado|ada)$/u,
  fr: /(?:ées|ant|ons|ez)$/u,
  it: /(?:ando|endo|ati|ate)$/u,
  pt: /(?:ando|endo|ados|adas)$/u,
};

export function findTagFaults(request: QualityCase, result: CaptionResult): string[] {
  const pattern = INFLECTED[request.language];
  if (!pattern) return [];
  const nicheSlug = slugifyHashtag(request.niche);
  const words = `${request.niche} ${request.topic ?? ''}`.split(/[\s,.;:!?()«»"'“”„—–-]+/u).map(slugifyHashtag).filter(Boolean);
  const typedWords = new Set(words);
  // A word the topic lexicon lists whole is a dictionary form by its writers' word ("গণিত", maths,
  // ends like an Assamese locative): only words the lexicon does not list are judged by ending.
  return result.hashtags
    .filter((tag) => tag !== nicheSlug && typedWords.has(tag) && pattern.test(tag) && !isListedWord(tag))
    .map((tag) => `inflected tag #${tag}`);
}

/** Countries and cities a general tag used to add to every post (issue 14). */
const PLACE_TAGS = /^(?:india|इंडिया|brasil|latinoamérica|österreich|schweiz|madeinitaly|الإمارات|پاکستانی|日本|中国|mumbai|मुंबई|kolkata|কলকাতা|ঢাকা|హైదరాబాద్|சென்னை|ಬೆಂಗಳೂರು|കേരളം|ਅੰਮ੍ਰਿਤਸਰ|ପୁରୀ|গুৱাহাটী|لاہور|کراچی|paris|london|tokyo|東京|москва|россия)$/u;

export function findPlaceTagFaults(request: QualityCase, result: CaptionResult): string[] {
  const named = `${request.niche} ${request.topic ?? ''}`.toLocaleLowerCase();
  return result.hashtags
    .filter((tag) => PLACE_TAGS.test(tag) && !named.includes(tag.toLocaleLowerCase()) && request.kind !== 'place')
    .map((tag) => `place tag #${tag} the request did not name`);
}

/** Issue 18: no number the creator did not give (digits of any script, as written). */
export function findNumberFaults(request: QualityCase, result: CaptionResult): string[] {
  const given = `${request.niche} ${request.topic ?? ''} ${request.website ?? ''}`;
  return result.captions.flatMap((caption) =>
    (caption.match(/\p{Nd}+/gu) ?? []).filter((number) => !given.includes(number)).map((number) => `number ${number} not given`),
  );
}

export function findLengthFaults(request: QualityCase, result: CaptionResult): string[] {
  const classes = result.captions.map((caption) => classifyLength(caption, request.language));
  const faults = classes.flatMap((lengthClass, index) => (lengthClass ? [] : [`caption ${index + 1} outside every length class`]));
  const count = (name: string) => classes.filter((lengthClass) => lengthClass === name).length;
  if (count('short') !== 2 || count('medium') !== 2 || count('long') !== 1) faults.push(`length mix ${classes.join(',')}`);
  return faults;
}

export function findDistinctFaults(_request: QualityCase, result: CaptionResult): string[] {
  return new Set(result.captions).size === CAPTION_COUNT && result.captions.length === CAPTION_COUNT ? [] : ['captions repeat'];
}

/** The most captions of the five one mood or subject sentence of ours may be in. */
const FILLER_REPEAT_MAX = 2;

/**
 * Filler repeated across the five (the seventh and eighth reviews: "the same sentence in three of
 * five captions", in 8 of 9 answers of one group): a mood or subject line of the pack's in more
 * than two captions.
 */
export function findRepeatFaults(request: QualityCase, result: CaptionResult): string[] {
  const pack = LANGUAGE_PACKS[request.language];
  const filler = new Set([...Object.values(pack.moods).flatMap((mood) => [...mood.lines, ...mood.individual, ...mood.business]), ...Object.values(pack.subjects).flat()]);
  return [...filler]
    .filter((line) => result.captions.filter((caption) => caption.includes(line)).length > FILLER_REPEAT_MAX)
    .map((line) => `in ${result.captions.filter((caption) => caption.includes(line)).length} captions: ${line}`);
}

/** The caption without the creator's own words (they may say "I" whoever is speaking). */
function withoutCreatorText(request: QualityCase, caption: string): string {
  let text = caption.replaceAll(request.niche, ' ');
  for (const sentence of splitSentences(request.topic)) {
    const first = sentence.charAt(0);
    const rest = sentence.slice(1);
    text = text.replaceAll(first.toLocaleUpperCase() + rest, ' ').replaceAll(first.toLocaleLowerCase() + rest, ' ');
  }
  return text.toLocaleLowerCase();
}

/**
 * Who is speaking (the first review: a bakery said "tell me", a solo coach "help us grow"): a
 * business or a product's brand never says I, a role, a field or a place never says we, by the
 * words the language's pack lists for each voice.
 */
export function findVoiceFaults(request: QualityCase, result: CaptionResult): string[] {
  const markers = LANGUAGE_PACKS[request.language].voiceMarkers;
  if (!markers) return [];
  const wrong = request.kind === 'business' || request.kind === 'product' ? markers.individual : markers.business;
  const unspaced = UNSPACED_LANGUAGES.includes(request.language);
  return result.captions.flatMap((caption, index) => {
    const text = withoutCreatorText(request, caption);
    const words = new Set(text.split(/[^\p{L}\p{M}'’]+/u).map((word) => word.replaceAll('’', "'")));
    const found = wrong.filter((marker) => (unspaced ? text.includes(marker) : words.has(marker)));
    return found.length > 0 ? [`caption ${index + 1} speaks as "${found.join('", "')}"`] : [];
  });
}

/** A place is what the post is about: at least four of the five name it. */
export function findPlaceNamedFaults(request: QualityCase, result: CaptionResult): string[] {
  if (request.kind !== 'place') return [];
  const named = result.captions.filter((caption) => caption.toLocaleLowerCase().includes(request.niche.toLocaleLowerCase())).length;
  return named >= 4 ? [] : [`the place is named in ${named} of ${CAPTION_COUNT}`];
}

/**
 * A well-known place with nothing written about it is described by what it is known for (the
 * reviews: "Munnar is named, and nothing is said about it"): four of the five carry a sentence of
 * one of its own features, and none a feature it does not have (that would be an invented fact).
 */
export function findPlaceAboutFaults(request: QualityCase, result: CaptionResult): string[] {
  const features = LANGUAGE_PACKS[request.language].placeFeatures;
  const place = readNiche(request.niche, request.language, false);
  if (request.kind !== 'place' || place.placeFeatures.length === 0 || splitSentences(request.topic).length > 0) return [];
  const own = place.placeFeatures.flatMap((feature) => features[feature]);
  const others = Object.values(features).flat().filter((sentence) => !own.includes(sentence));
  const about = result.captions.filter((caption) => own.some((sentence) => caption.includes(sentence))).length;
  const faults = about >= 4 ? [] : [`what ${request.niche} is known for, in ${about} of ${CAPTION_COUNT}`];
  for (const caption of result.captions) {
    for (const sentence of others) if (caption.includes(sentence)) faults.push(`a feature ${request.niche} lacks: ${sentence}`);
  }
  return faults;
}

/**
 * A short noun-phrase topic with no fact ("Morning yoga", "గోంగూర పచ్చడి") stands in a sentence, not alone as a
 * title over a body about something else: four of the five carry it in a line that says more.
 */
export function findTopicInSentenceFaults(request: QualityCase, result: CaptionResult): string[] {
  const topic = request.topic?.trim();
  if (!topic || splitSentences(topic).length !== 1 || /[.!?。！？।۔؟]$/u.test(topic)) return [];
  if (readCreatorText(topic, request.language, LANGUAGE_PACKS[request.language].sentenceEnd).headline === undefined) return [];
  // A short topic that holds a fact ("2박 3일", "Flat ₹499 for two") is carried whole as the facts check wants.
  if (sentenceHoldsFact(topic, request.language)) return [];
  const lowered = topic.toLocaleLowerCase();
  // A title line is the topic and at most an emoji: what is left of the line once the topic goes.
  const saysMore = (line: string) => /[\p{L}\p{N}]/u.test(line.toLocaleLowerCase().replace(lowered, ''));
  const inSentence = result.captions.filter((caption) =>
    caption.split('\n').some((line) => line.toLocaleLowerCase().includes(lowered) && saysMore(line)),
  ).length;
  return inSentence >= 4 ? [] : [`the topic in a sentence in ${inSentence} of ${CAPTION_COUNT}`];
}

export const CHECKS: Record<CheckName, (request: QualityCase, result: CaptionResult) => string[]> = {
  facts: findFactFaults,
  labels: findLabelFaults,
  'niche-once': findNicheFaults,
  promises: findPromiseFaults,
  'tag-fragments': findTagFaults,
  'place-tags': findPlaceTagFaults,
  numbers: findNumberFaults,
  lengths: findLengthFaults,
  distinct: findDistinctFaults,
  voice: findVoiceFaults,
  'place-named': findPlaceNamedFaults,
  'place-about': findPlaceAboutFaults,
  'topic-in-sentence': findTopicInSentenceFaults,
  repeats: findRepeatFaults,
};
