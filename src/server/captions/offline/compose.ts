import { UNSPACED_LANGUAGES, type LanguageCode } from '../../../shared/languages';
import { CAPTION_COUNT } from '../../../shared/limits';
import type { Mood } from '../../../shared/moods';
import type { CaptionInput, CaptionResult } from '../engine';
import type { MediaKind } from '../../../shared/schemas';
import { checkCaptionLanguage } from '../language-check';
import { LENGTH_MIX, lengthRangesFor, measureLengthForClass, userTextsOf, type LengthClass, type LengthRange } from '../output-rules';
import { buildHashtags } from './build-hashtags';
import { capitaliseFirst, readCreatorText, type CreatorText } from './creator-sentences';
import { sentenceHoldsFact } from './fact-sentences';
import { LANGUAGE_PACKS } from './language-packs';
import { findPlaceTags, readNiche, speakerOf, type NicheReading } from './niche-kind';
import { isQuestionLine, topicDomainOf, type Festival, type LanguagePack, type TopicDomain } from './pack-schema';
import { createRandom, type Random } from './random';
import { isListedWord, subjectOfCategory } from './topic-lexicon';
import { findPostCategories } from './post-subjects';
import { describeWebsite } from './website-brand';
import { findFestival } from './festivals';
import { landmarksOf } from './landmarks';
import { callToActionLine } from '../tailoring/tailoring-texts';

/**
 * The offline composer (docs/caption-engine.md, "Offline composer"; issue 14). The creator's own
 * sentences are the body of every caption, carried whole; around them the language pack adds a
 * hook in the requested mood, a sentence about the subject, the voice of whoever is speaking
 * (niche-kind.ts), at most one photo or video line in two of the five, the website and a call to
 * action. The niche goes in one slot per caption that reads right for its kind, never as a label.
 * A short noun-phrase topic is written into sentences (topicLines), and a well-known place gets
 * sentences on what it is known for (placeFeatures): the reviews found both shown as a bare title.
 *
 * Every sentence that carries a fact (a number, date, weekday, price, offer) goes into every
 * caption that has room for it, so at least four of the five carry it; nothing is cut mid-way.
 * Deterministic for a given seed.
 */

/**
 * What the composer writes from: the request, whose optional `mediaKind` says whether the attached
 * JPEG is a video's frame (issue 15); without it the upload's own kind tells, defaulting to an image.
 */
export type ComposerInput = CaptionInput;

export interface ComposeOptions {
  seed: number;
  /** Called with each caption as soon as it is ready (streaming). */
  onCaption?: (caption: string, index: number) => void;
  /** The packs to use (default: every language's real pack). */
  packs?: Record<LanguageCode, LanguagePack>;
}

/** Where a piece goes in a caption, top to bottom. */
const ORDER = {
  headline: 0,
  hook: 1,
  role: 2,
  creator: 3,
  /** What the post is about when the creator wrote no sentences: the topic in a sentence, the place's features. */
  about: 4,
  subject: 5,
  voice: 6,
  media: 7,
  website: 8,
  cta: 9,
  closing: 10,
} as const;
type PieceKind = keyof typeof ORDER;

interface Piece {
  kind: PieceKind;
  text: string;
  /** Written on its own line (headline, sign-off, 📍, list). */
  ownLine?: boolean;
  /** A creator's sentence keeps its place in what they wrote. */
  position?: number;
}

interface CaptionPlan {
  lengthClass: LengthClass;
  /** Opens with a question about the subject instead of a mood line. */
  questionFirst: boolean;
  /** Carries the creator's short topic as the first line. */
  headline: boolean;
  /** Carries the niche in the slot its kind allows. */
  niche: boolean;
  media: boolean;
  website: boolean;
  /** Lays the creator's sentences out as a list (tips). */
  list: boolean;
  /** The niche goes in before anything else (the one caption that must name it). */
  nicheFirst?: boolean;
  /** Opens with the festival's greeting (a post for Diwali, Eid, Christmas…). */
  greeting: boolean;
  /** Closes with the way to take up the offer (the link in bio, the website) instead of a pack line. */
  offerCallToAction?: boolean;
  /** The creator's own sentence that asks the reader (book, call, order) is the call to action: none of ours. */
  creatorCallToAction?: boolean;
}

/** Captions that carry the niche, by kind: enough to be found, few enough not to read as stuffing. */
// A place is what the post is about: every caption names it (once), in a sentence or a 📍 line.
const NICHE_CAPTIONS: Record<NicheReading['kind'], number> = { role: 2, business: 3, place: 5, field: 2, product: 2 };
/** The mood whose neutral lines fill a long caption when the mood's own run out: the nearest in tone. */
const NEIGHBOUR_MOOD: Record<Mood, Mood> = {
  playful: 'casual',
  casual: 'playful',
  professional: 'educational',
  educational: 'professional',
  inspirational: 'motivational',
  motivational: 'inspirational',
  energetic: 'celebratory',
  celebratory: 'energetic',
};
/** A business's offer (a price, a date) closes with the way to take it up in this many of the five. */
const OFFER_CALL_TO_ACTION_CAPTIONS = 2;
/** With no website, three of five ask for a message; the others keep the pack's own asks. */
const OFFER_MESSAGE_CAPTIONS = 3;
/** A festival post opens with its greeting in this many of the five; the others vary the opening. */
const GREETING_CAPTIONS = 3;
/** A photo or video line goes into at most this many of the five (issue 14). */
const MEDIA_CAPTIONS = 2;
/**
 * Words of a sentence that asks the reader to act (book, call, order, write), as creators type
 * them: such a sentence is the caption's call to action, and a second one of ours after it read as
 * a form (the fourth review: "Pide tu cita por WhatsApp. Activa las notificaciones.").
 */
const ASKING_WORDS =
  /\b(?:book (?:now|online|your|a|today|here)|book us|call us|order (?:now|online|yours|today|here)|pre-?order|reserve (?:now|your|a|today)|dm us|message us|sign up|register|pide|reserva|llámanos|escríbenos|inscríbete|réservez|commandez|appelez|écrivez-nous|inscrivez|bestell\p{L}*|buchen|reservier\p{L}*|rufen sie|melden sie|ruf uns|meld(?:e|et)? (?:dich|euch)|schreib(?:t)? uns|prenota\p{L}*|ordina\p{L}*|chiama\p{L}*|scrivi\p{L}*|agende|peça|ligue|encomende|запиш\p{L}*|закаж\p{L}*|звоните|бронир\p{L}*|احجز\p{L}*|اطلب\p{L}*|اتصل\p{L}*|تواصل\p{L}*)\b|whatsapp|予約は|ご予約|ご注文|お問い合わせ|欢迎预约|预约|预订|私信|예약|주문|문의|बुक कर|ऑर्डर कर|संपर्क कर|কল কর|বুক কর|ਬੁੱਕ ਕਰ|બુક કર|ಬುಕ್ ಮಾಡ|ബുക്ക് ചെയ്|బుక్ చేసు|முன்பதிவு செய்|ଯୋଗାଯୋଗ କର|بک کر|رابطہ کر/iu;

/**
 * A mood line that asks for comments ("Si algo no queda claro, pregúntame en comentarios.") is a
 * call to action: as an opening it gave a caption two asks (every review of the seventh pass).
 */
const ASKS_FOR_COMMENTS =
  /\b(?:comments?|comentarios?|comentários?|commentaires?|kommentar\p{L}*|comment[io])(?![\p{L}])|комментари|कमेंट|কমেন্ট|কমেণ্ট|ਕਮੈਂਟ|કમેન્ટ|కామెంట్|கமெண்ட்|ಕಮೆಂಟ್|കമന്റ്|କମେଣ୍ଟ|کمنٹ|コメント|댓글|评论|留言|التعليق/iu;

/** Tips read as a list when the creator wrote at least this many sentences. */
const LIST_MIN_SENTENCES = 3;
/** Words that say a topic is a set of tips, in the languages creators type them in. */
const TIPS_WORDS =
  /\b(tips?|steps?|ways|hacks|mistakes|consejos|pasos|astuces|conseils|étapes|tipps|schritte|consigli|passi|dicas|passos|советы|шаг)|コツ|ポイント|技巧|步骤|방법|팁|টিপস|टिप्स|सुझाव|نصائح|ٹپس/iu;

/** A short topic written into the pack's topicLines, or a field's or product's niche when there is no topic. */
interface TopicPhrase {
  /** As typed, without closing punctuation; topicSentence decides its first letter. */
  text: string;
  /** The phrase is the niche: the topic line is the caption's one mention of it. */
  isNiche: boolean;
  /** What a role or business works in ("yoga" of "yoga teacher"), the creator having typed no topic. */
  fromSubject?: boolean;
}

/**
 * The kinds whose lines read right around what a niche works in: "yoga", "maths", "coffee", "cake".
 * A making's lines do not ("the best part of car", "have you ever tried dog yourself?", the
 * seventh-pass pack writers): there the subject speaks through its own lines only.
 */
const SUBJECT_TOPIC_DOMAINS: readonly TopicDomain[] = ['practice', 'lesson', 'dish'];

/** Sentences about the post per caption, by class, when the creator wrote none: a place's features. */
const FEATURE_LINES: Record<LengthClass, number> = { short: 1, medium: 1, long: 2 };

interface Context {
  language: LanguageCode;
  pack: LanguagePack;
  mood: Mood;
  random: Random;
  ranges: Record<LengthClass, LengthRange>;
  joiner: string;
  userTexts: string[];
  niche: NicheReading;
  creator: CreatorText;
  /** Indexes into creator.sentences of the sentences holding a fact. */
  factIndexes: Set<number>;
  /** The niche itself holds a fact (a number, a date…): it goes into every caption. */
  nicheHoldsFact: boolean;
  website?: string;
  mediaKind?: MediaKind;
  /**
   * For a business whose text holds an offer or a date and that gave its website: the line that
   * says how to take it up ("Find out more at {website}"), in the tailoring layer's words
   * (tailoring-texts.ts); the review found offers closed with "what do you think?".
   */
  offerCallsToAction: Pool;
  /** In how many of the five an offer closes with offerCallsToAction. */
  offerCallToActionCaptions: number;
  /** The greeting for the festival the post is for, in the request's language. */
  greeting?: string;
  hooks: Pool;
  /** The neighbouring mood's neutral lines, the last filler of a long caption. */
  spareLines: Pool;
  /** Opening lines of the captions written so far. */
  openers: Set<string>;
  questions: Pool;
  subjects: Pool;
  callsToAction: Pool;
  mediaLines: Pool;
  websiteLines: Pool;
  /** A business's own "we" lines (none for other kinds). */
  voiceLines: Pool;
  /** Sentences that name a place ({place}). */
  placeLines: Pool;
  roleLines: Pool;
  /** What the named place is known for (placeFeatures), for a place niche. */
  featureLines: Pool;
  /** Sentences naming one of the place's landmarks (landmarkLines × tables/landmarks), for a place niche. */
  landmarkLines: Pool;
  topic?: TopicPhrase;
  /**
   * Sentences with {topic} in the speaker's voice: first those of the topic's kind (a dish, a
   * lesson…), then the generic ones; both empty without a topic phrase.
   */
  topicDomainLines: Pool;
  topicLines: Pool;
  emoji: Pool;
  topicEmoji: Pool;
  written: CaptionHistory;
}

/** Lines handed out in a shuffled order; a caption asks for one it does not hold yet. */
class Pool {
  private index = 0;
  private readonly items: string[];
  /**
   * The captions written so far: a line already in one of them is handed out only when every
   * other is too (the reviews found one filler sentence in three of five captions).
   */
  constructor(
    items: readonly string[],
    random: Random,
    private readonly written: CaptionHistory = { text: '' },
  ) {
    this.items = random.shuffle(items);
  }
  get size(): number {
    return this.items.length;
  }
  /** The next line not in `taken` (with `freshOnly`, in no earlier caption either), or undefined after one full round. */
  next(taken: readonly Piece[] = [], freshOnly = false): string | undefined {
    return this.take(taken, true) ?? (freshOnly ? undefined : this.take(taken, false));
  }
  private take(taken: readonly Piece[], freshOnly: boolean): string | undefined {
    for (let tries = 0; tries < this.items.length; tries += 1) {
      const item = this.items[(this.index + tries) % this.items.length];
      if (taken.some((piece) => piece.text === item) || (freshOnly && this.written.text.includes(item))) continue;
      this.index += tries + 1;
      return item;
    }
    return undefined;
  }
}

/** The text of the captions of this answer written so far, for Pool. */
interface CaptionHistory {
  text: string;
}

function fill(template: string, slot: 'niche' | 'place' | 'website' | 'topic' | 'landmark', value: string): string {
  // A function replacement: what the user typed is never read as a `$&` pattern.
  return template.replace(`{${slot}}`, () => value);
}

function render(context: Context, pieces: readonly Piece[], emoji?: string): string {
  const sorted = [...pieces].sort((a, b) => ORDER[a.kind] - ORDER[b.kind] || (a.position ?? 0) - (b.position ?? 0));
  const space = context.joiner === '' ? '' : ' ';
  let text = '';
  let emojiPlaced = emoji === undefined;
  // The mood emoji closes the first line or our opening sentence; when the caption opens with the
  // creator's own sentences, it closes the body instead of cutting into what they wrote.
  const opensWithOurs = sorted[0] !== undefined && sorted[0].kind !== 'creator';
  const lastBeforeClosing = [...sorted].reverse().find((piece) => piece.kind !== 'closing');
  for (const piece of sorted) {
    let chunk = piece.text;
    const emojiHere = opensWithOurs ? piece === sorted[0] : piece === lastBeforeClosing;
    if (!emojiPlaced && emojiHere) {
      chunk = `${chunk}${space}${emoji}`;
      emojiPlaced = true;
    }
    if (text === '') text = chunk;
    else if (piece.ownLine || /\n$/u.test(text)) text = `${text.replace(/\s+$/u, '')}\n${chunk}`;
    else text = `${text}${joinerBetween(context, text, chunk)}${chunk}`;
    if (piece.ownLine && piece.kind !== 'closing') text += '\n';
  }
  return text.trim();
}

/**
 * Japanese and Chinese sentences follow each other without a space, but Latin text the creator
 * typed does not: "1." and "2." glued together read as "1.2", "$30.Free" as one word.
 */
function joinerBetween(context: Context, before: string, after: string): string {
  if (context.joiner !== '') return context.joiner;
  return /[\x21-\x7E]$/u.test(before) && /^[\p{scx=Latin}\p{N}$€£¥₹]/u.test(after) ? ' ' : '';
}

function measure(context: Context, text: string): number {
  // As the output rules measure a length class: in Japanese and Chinese a word in another script
  // counts as at most FOREIGN_WORD_MAX_COUNTED characters (issue 16).
  return measureLengthForClass(text, context.language);
}

function creatorPiece(context: Context, sentence: string): Piece {
  return { kind: 'creator', text: sentence, position: context.creator.sentences.indexOf(sentence) };
}

/**
 * The slot where the niche reads right for its kind (NicheKind). A place is named in a sentence
 * about it; a short caption with no room for one gets the 📍 line instead.
 */
function nichePiece(context: Context, taken: readonly Piece[], lengthClass: LengthClass): Piece | undefined {
  const { niche, pack } = context;
  switch (niche.kind) {
    case 'role': {
      const line = context.roleLines.next(taken);
      return line ? { kind: 'role', text: fill(line, 'niche', niche.spoken) } : undefined;
    }
    case 'business':
      return { kind: 'closing', text: fill(pack.voice.signOff, 'niche', niche.spoken), ownLine: true };
    case 'place': {
      const line = lengthClass === 'short' ? undefined : context.placeLines.next(taken);
      // Before the sentences on what it is known for: they say "here", so the place comes first.
      return line ? { kind: 'role', text: fill(line, 'place', niche.spoken) } : { kind: 'closing', text: `📍 ${niche.spoken}`, ownLine: true };
    }
    default:
      return { kind: 'headline', text: capitaliseFirst(niche.spoken), ownLine: true };
  }
}

/**
 * One caption of the planned class, or undefined when it cannot fit. Required pieces first (the
 * facts, the niche, the website), then the planned extras while there is room, then filler only
 * until the class's minimum.
 */
function buildCaption(context: Context, plan: CaptionPlan, earlier: readonly string[]): string | undefined {
  const range = context.ranges[plan.lengthClass];
  const pieces: Piece[] = [];
  const fits = (extra: readonly Piece[] = []) => measure(context, render(context, [...pieces, ...extra])) <= range.max;
  const tryAdd = (piece: Piece | undefined): boolean => {
    if (!piece || !fits([piece])) return false;
    pieces.push(piece);
    return true;
  };

  const { creator } = context;
  if (plan.nicheFirst) tryAdd(nichePiece(context, pieces, plan.lengthClass));
  if (plan.headline && creator.headline) tryAdd({ kind: 'headline', text: creator.headline, ownLine: true });
  // The facts, in the order written; each whole or not at all.
  const facts = creator.sentences.filter((_, index) => context.factIndexes.has(index));
  const others = creator.sentences.filter((_, index) => !context.factIndexes.has(index));
  if (plan.list) {
    const list = creator.sentences.map((sentence) => `• ${sentence}`).join('\n');
    if (!tryAdd({ kind: 'creator', text: list, ownLine: true })) for (const fact of facts) tryAdd(creatorPiece(context, fact));
  } else {
    for (const fact of facts) tryAdd(creatorPiece(context, fact));
  }
  // The creator's own call to action, whole, in place of ours.
  if (plan.creatorCallToAction) {
    const asking = creator.sentences.filter((sentence) => ASKING_WORDS.test(sentence));
    for (const sentence of asking) if (!pieces.some((piece) => piece.text === sentence)) tryAdd(creatorPiece(context, sentence));
    if (!asking.every((sentence) => pieces.some((piece) => piece.text === sentence))) return undefined;
  }
  // A line of the pack's own comes next, before the optional extras: a caption must be written in
  // the language asked for, not only in the creator's words (language-check.ts wants some of its
  // own letters), so the last sentences give way to the call to action when there is no room.
  if (plan.niche && context.nicheHoldsFact && !plan.nicheFirst) tryAdd(nichePiece(context, pieces, plan.lengthClass));
  let cta: Piece | undefined;
  // A topic line that asks the reader something ("What is your experience with X? Share it in the
  // comments.") is the caption's call to action: a second one after it read as a form.
  const topicLine = context.topic ? nextTopicLine(context, pieces) : undefined;
  const topicAsks = topicLine !== undefined && /[?？؟]/u.test(topicLine);
  if (topicLine && topicAsks && fits([{ kind: 'cta', text: topicSentence(context, topicLine) }])) {
    cta = { kind: 'cta', text: topicSentence(context, topicLine) };
  }
  const offerLine = plan.offerCallToAction ? context.offerCallsToAction.next(pieces) : undefined;
  if (!cta && offerLine && fits([{ kind: 'cta', text: offerLine }])) cta = { kind: 'cta', text: offerLine };
  for (let tries = 0; tries < context.callsToAction.size && !cta && !plan.creatorCallToAction; tries += 1) {
    const line = context.callsToAction.next(pieces);
    if (line && fits([{ kind: 'cta', text: line }])) cta = { kind: 'cta', text: line };
  }
  if (cta) pieces.push(cta);
  else if (!plan.creatorCallToAction) {
    const line = context.callsToAction.next(pieces);
    const piece: Piece | undefined = line ? { kind: 'cta', text: line } : undefined;
    while (piece && !fits([piece]) && removeLast(pieces, 'creator')) {
      // no call to action fits beside the creator's sentences: the last of them makes room
    }
    tryAdd(piece);
  }
  // A named sight, in the captions with room for one: features alone read as true of any city. A
  // sight that carries the place's name ("Mysore Palace", "Tokyo Tower") names the place too, in
  // the place line's slot: the niche once per caption.
  const landmark = context.niche.kind === 'place' && creator.sentences.length === 0 && plan.lengthClass !== 'short' ? context.landmarkLines.next(pieces) : undefined;
  const landmarkNamesPlace = landmark !== undefined && landmark.toLocaleLowerCase().includes(context.niche.spoken.toLocaleLowerCase());
  if (landmark && landmarkNamesPlace) tryAdd({ kind: 'role', text: landmark });
  else if (plan.niche && !context.nicheHoldsFact && !plan.nicheFirst) tryAdd(nichePiece(context, pieces, plan.lengthClass));
  if (plan.website && context.website) {
    const line = context.websiteLines.next();
    if (line) tryAdd({ kind: 'website', text: fill(line, 'website', context.website) });
  }

  // What the post is about when the creator wrote no sentences: the short topic in a sentence,
  // the place's features. Before the opening, so a short caption carries them rather than a hook.
  if (topicLine && !topicAsks) tryAdd({ kind: 'about', text: topicSentence(context, topicLine) });
  // A long caption says a second thing about the topic rather than a second mood line (the sixth
  // review: "named, never discussed"); a niche standing in for the topic is named once.
  if (topicLine && plan.lengthClass === 'long' && !context.topic?.isNiche) {
    const second = nextTopicLine(context, [...pieces, { kind: 'about', text: topicLine }], { asking: false, frameOf: topicLine });
    if (second) tryAdd({ kind: 'about', text: topicSentence(context, second), position: 1 });
  }
  if (context.niche.kind === 'place' && creator.sentences.length === 0) {
    if (landmark && !landmarkNamesPlace) tryAdd({ kind: 'about', text: landmark });
    for (let count = 0; count < FEATURE_LINES[plan.lengthClass]; count += 1) {
      const line = context.featureLines.next(pieces);
      if (line) tryAdd({ kind: 'about', text: line });
    }
  }

  // The opening: a question about the subject or a line in the mood (a short caption that already
  // carries the creator's facts, or a sentence about the post, does without).
  const hasBody = pieces.some((piece) => piece.kind === 'creator' || piece.kind === 'about');
  const greeted = plan.greeting && context.greeting !== undefined && tryAdd({ kind: 'hook', text: context.greeting });
  // A short caption whose call to action is the creator's own opens with a line of ours instead:
  // the creator's words alone are not a caption in the language asked for (language-check.ts).
  if (!greeted && (plan.lengthClass !== 'short' || !hasBody || plan.creatorCallToAction)) {
    const asked = plan.questionFirst ? context.questions.next(pieces) : undefined;
    const question = asked && !context.openers.has(asked) ? asked : undefined;
    tryAdd(question ? { kind: 'hook', text: question } : hookPiece(context, pieces));
  }
  // The creator's other sentences, in order, as many as fit whole.
  if (!plan.list) {
    const placed = new Set(pieces.map((piece) => piece.text));
    for (const sentence of others) if (!placed.has(sentence)) tryAdd(creatorPiece(context, sentence));
  }
  if (plan.lengthClass !== 'short') {
    // Only one no earlier caption has: a repeated one is left to the filler, which tries others first.
    const subject = context.subjects.next(pieces, true);
    if (subject) tryAdd({ kind: 'subject', text: subject });
    if (context.niche.kind === 'business') {
      const line = context.voiceLines.next(pieces);
      if (line && plan.lengthClass === 'long') tryAdd({ kind: 'voice', text: line });
    }
  }
  if (plan.media) {
    const line = context.mediaLines.next(pieces);
    if (line) tryAdd({ kind: 'media', text: line });
  }
  // Filler only up to the minimum: the subject first, then the mood.
  const emoji = context.emoji.next();
  const length = () => measure(context, render(context, pieces, emoji));
  let guard = 0;
  // A line no earlier caption has, from any source, before a repeated one (the reviews: one filler
  // sentence in three of five captions).
  const fillOnce = (freshOnly: boolean): boolean => {
    // A place the creator wrote nothing about fills with what it is known for before the travel
    // lines: three travel lines for five captions repeated "every journey changes…" in three.
    const feature = context.niche.kind === 'place' && creator.sentences.length === 0 ? context.featureLines.next(pieces, freshOnly) : undefined;
    if (feature && tryAdd({ kind: 'about', text: feature })) return true;
    const subject = context.subjects.next(pieces, freshOnly);
    if (subject && tryAdd({ kind: 'subject', text: subject })) return true;
    // One line of the business's own voice at most: three "we" lines in a row read as a form.
    const hasVoice = pieces.some((piece) => piece.kind === 'voice');
    const voice = !hasVoice && context.niche.kind === 'business' ? context.voiceLines.next(pieces, freshOnly) : undefined;
    if (voice && tryAdd({ kind: 'voice', text: voice })) return true;
    const mood = context.hooks.next(pieces, freshOnly);
    if (mood && tryAdd({ kind: 'subject', text: mood })) return true;
    if (!freshOnly && tryAdd(hookPiece(context, pieces))) return true;
    // A long caption for a request that says little (no topic, no known subject) can run out of
    // the mood's own lines: the neighbouring mood's neutral lines fill the rest.
    const spare = context.spareLines.next(pieces, freshOnly);
    return spare !== undefined && tryAdd({ kind: 'subject', text: spare });
  };
  while (length() < range.min && guard < 24) {
    guard += 1;
    if (!fillOnce(true) && !fillOnce(false)) break;
  }
  let caption = render(context, pieces, emoji);
  if (measure(context, caption) > range.max) caption = render(context, pieces);
  const value = measure(context, caption);
  if (value < range.min || value > range.max) return undefined;
  if (earlier.includes(caption)) return undefined;
  if (!checkCaptionLanguage(caption, context.language, context.userTexts).ok) return undefined;
  return caption;
}

/**
 * The next topic line not yet in the caption: one of the topic's kind while they last, then a
 * generic one. `asking: false` skips lines that ask the reader (a caption asks once); `frameOf`
 * skips lines opening with the same words before the topic as that one.
 */
function nextTopicLine(context: Context, taken: readonly Piece[], options: { asking?: boolean; frameOf?: string } = {}): string | undefined {
  const takenTemplates = taken.map((piece) => piece.text);
  // Packs lean on a few frames per language ("Côté {topic}, …"): two in one caption read as a form.
  const frame = (line: string) => line.slice(0, line.indexOf('{topic}')).trim().toLocaleLowerCase();
  // A sentence an earlier caption already has comes last (a caption retried draws lines it drops).
  for (const freshOnly of [true, false]) {
    for (const pool of [context.topicDomainLines, context.topicLines]) {
      for (let tries = 0; tries < pool.size; tries += 1) {
        const line = pool.next();
        if (line === undefined || takenTemplates.includes(line) || takenTemplates.includes(topicSentence(context, line))) continue;
        if (freshOnly && context.written.text.includes(topicSentence(context, line))) continue;
        if (options.asking === false && /[?？؟]/u.test(line)) continue;
        if (options.frameOf !== undefined && frame(line) !== '' && frame(line) === frame(options.frameOf)) continue;
        return line;
      }
    }
  }
  return undefined;
}

/**
 * A topic line with the phrase in it. At the start of the sentence the phrase takes a capital;
 * inside it, a phrase typed as a title ("La respiration", "Morning yoga") loses its capital. Names
 * keep theirs: a known place, a phrase of capitalised words ("Royal Mile"), a single word that is
 * not an ordinary one (an article, a word of the topic lexicon); German nouns always do.
 */
function topicSentence(context: Context, template: string): string {
  const phrase = obliqueBeforePostposition(context.language, context.topic?.text ?? '', template);
  const atStart = template.startsWith('{topic}');
  return fill(template, 'topic', atStart ? capitaliseFirst(phrase) : lowerTitleCapital(context, withoutArticle(context, phrase)));
}

/**
 * Hindi and Urdu put a phrase before a postposition in the oblique case, and a genitive "का" of
 * a masculine noun then reads "के": "गुलाब का इत्र" + "की बात" is "गुलाब के इत्र की बात", "گلاب کا
 * عطر" + "کی بات" is "گلاب کے عطر کی بات" (the ninth review). Only the genitive marker changes:
 * whether the noun itself does depends on its gender, which the composer does not know.
 */
const OBLIQUE_GENITIVE: Partial<Record<LanguageCode, { postposition: RegExp; direct: string; oblique: string }>> = {
  hi: { postposition: /^\{topic\}\s+(?:की|के|का|में|पर|से|को|तक)(?=\s|[,.!?।]|$)/u, direct: ' का ', oblique: ' के ' },
  ur: { postposition: /^\{topic\}\s+(?:کی|کے|کا|میں|پر|سے|کو|تک)(?=\s|[،.!?۔]|$)/u, direct: ' کا ', oblique: ' کے ' },
};

function obliqueBeforePostposition(language: LanguageCode, phrase: string, template: string): string {
  const rule = OBLIQUE_GENITIVE[language];
  const slot = template.indexOf('{topic}');
  if (!rule || slot < 0 || !rule.postposition.test(template.slice(slot))) return phrase;
  const at = phrase.lastIndexOf(rule.direct);
  return at < 0 ? phrase : `${phrase.slice(0, at)}${rule.oblique}${phrase.slice(at + rule.direct.length)}`;
}

/**
 * A definite article the creator typed before the topic ("La respiration", "I phrasal verbs più
 * usati", "Die Atmung"): the packs' frames inside a sentence take a bare noun ("Côté {topic}",
 * "in fatto di {topic}", "Beim Thema {topic}"), so "Côté la respiration" read wrong (the pack
 * writers). A name keeps its article ("La Rambla"): a known place is left whole.
 */
const LEADING_DEFINITE_ARTICLE: Partial<Record<LanguageCode, RegExp>> = {
  fr: /^(?:le|la|les)\s+|^l['’]/iu,
  es: /^(?:el|la|los|las)\s+/iu,
  it: /^(?:il|lo|la|i|gli|le)\s+|^l['’]/iu,
  pt: /^(?:o|a|os|as)\s+/iu,
  de: /^(?:der|die|das)\s+/iu,
};

function withoutArticle(context: Context, phrase: string): string {
  const article = LEADING_DEFINITE_ARTICLE[context.language];
  if (!article || context.topic?.isNiche || findPlaceTags([phrase], context.language).length > 0) return phrase;
  const bare = phrase.replace(article, '');
  return bare === '' || bare === phrase ? phrase : bare;
}

function lowerTitleCapital(context: Context, phrase: string): string {
  if (context.language === 'de' || context.topic?.isNiche) return phrase;
  const [first = '', ...rest] = phrase.split(/\s+/u);
  const lowered = first.toLocaleLowerCase();
  if (first === lowered || first.slice(1) !== first.slice(1).toLocaleLowerCase()) return phrase;
  const ordinary = context.pack.stopwords.includes(lowered) || isListedWord(lowered);
  const restIsLower = rest.length > 0 && rest.every((word) => word === word.toLocaleLowerCase());
  if (!(ordinary || restIsLower) || findPlaceTags([first], context.language).length > 0) return phrase;
  return lowered + phrase.slice(first.length);
}

/**
 * The topic as a phrase for topicLines: a short topic with no sentence and no fact; with no topic at all, a
 * field's or product's niche, or what a role or business works in ("yoga" of "yoga teacher").
 */
function topicPhraseOf(creator: CreatorText, topic: string | undefined, niche: NicheReading, language: LanguageCode): TopicPhrase | undefined {
  // A short topic that holds a fact ("Flat ₹499 for two") is an offer, not a subject: it heads
  // the captions whole, as the facts rule wants, and is never fitted into a sentence.
  if (creator.headline && sentenceHoldsFact(creator.headline, language)) return undefined;
  if (creator.headline && topic) return { text: topic.normalize('NFC').replace(/\s+/gu, ' ').trim().replace(/[\s,;:–—-]+$/u, ''), isNiche: false };
  if (creator.sentences.length > 0) return undefined;
  if (niche.kind === 'field' || niche.kind === 'product') return { text: niche.spoken, isNiche: true };
  return niche.subject ? { text: niche.subject, isNiche: false, fromSubject: true } : undefined;
}

/**
 * The creator's text is itself the festival's greeting ("பொங்கல் வாழ்த்துகள்!", "Happy Diwali!"): a
 * sentence that names the festival and has a word of the pack's greetings other than a festival's
 * name ("வாழ்த்துகள்" in "நல்வாழ்த்துகள்", "happy"). Ours before it said the same twice; "Eid offers
 * have started!" names the festival and greets no one, so it still gets ours.
 */
function creatorGreets(creator: CreatorText, festival: Festival, pack: LanguagePack, language: LanguageCode): boolean {
  const vocabulary = greetingVocabulary(pack);
  return creator.sentences.some(
    (sentence) =>
      findFestival([sentence], language, LANGUAGE_PACKS) === festival &&
      wordsOf(sentence).some((word) => word.length >= GREETING_WORD_MIN && vocabulary.some((known) => known.includes(word) || word.includes(known))),
  );
}

/** Words this short ("a", "de", "की") say nothing about a greeting. */
const GREETING_WORD_MIN = 4;

function wordsOf(text: string): string[] {
  return text.toLocaleLowerCase().split(/[^\p{L}\p{M}]+/u).filter(Boolean);
}

/** The words of a pack's festival greetings that are not a festival's name: "happy", "wishes", "مبارك". */
function greetingVocabulary(pack: LanguagePack): string[] {
  const festivals = Object.values(pack.festivals).filter((entry) => entry !== undefined);
  const names = new Set(festivals.flatMap((entry) => entry.names.flatMap((name) => wordsOf(name.replace(/\*$/u, '')))));
  const words = festivals.flatMap((entry) => wordsOf(entry.greeting)).filter((word) => word.length >= GREETING_WORD_MIN && !names.has(word));
  return [...new Set(words)].filter((word) => ![...names].some((name) => name.length >= GREETING_WORD_MIN && word.startsWith(name)));
}

/**
 * Each of the place's landmarks in one of the pack's landmark lines, the landmarks in a shuffled
 * order so that the captions name different ones. None for a place of pilgrimage: "don't leave
 * without seeing" is a tourist's line.
 */
function landmarkSentences(pack: LanguagePack, niche: NicheReading, language: LanguageCode, topic: string | undefined, random: Random): string[] {
  if (niche.kind !== 'place' || niche.pilgrimage) return [];
  const lines = random.shuffle(pack.landmarkLines);
  // A sight the creator named in the topic is theirs to place ("மெரினா கடற்கரை"): not again in ours.
  const typed = topic?.toLocaleLowerCase() ?? '';
  const bare = (name: string) => name.toLocaleLowerCase().replace(/^(?:the|la|le|el|il|die|der|das|a|o|l’|l')\s*/u, '');
  const landmarks = landmarksOf(niche.placeKey, language).filter((name) => typed === '' || !typed.includes(bare(name)));
  return random.shuffle(landmarks).map((landmark, index) => {
    const line = lines[index % lines.length];
    return fill(line, 'landmark', line.startsWith('{landmark}') ? capitaliseFirst(landmark) : landmark);
  });
}

/** Removes the last piece of `kind` added; false when there is none. */
function removeLast(pieces: Piece[], kind: PieceKind): boolean {
  for (let index = pieces.length - 1; index >= 0; index -= 1) {
    if (pieces[index].kind === kind) {
      pieces.splice(index, 1);
      return true;
    }
  }
  return false;
}

/**
 * An opening line in the mood, in the speaker's voice; no two of the five open the same way. A
 * place opens on the trip (its subject's questions and lines) while they last: the mood lines
 * speak of the creator's day ("nothing special, really"), and the review read them as not about
 * the place.
 */
function hookPiece(context: Context, taken: readonly Piece[]): Piece | undefined {
  const pools = context.niche.kind === 'place' ? [context.questions, context.subjects, context.hooks] : [context.hooks];
  for (const freshOnly of [true, false]) {
    for (const pool of pools) {
      for (let tries = 0; tries < pool.size; tries += 1) {
        const line = pool.next(taken, freshOnly);
        if (line && !context.openers.has(line)) return { kind: 'hook', text: line };
      }
    }
  }
  return undefined;
}

/** Indexes of the five plans that get a feature, the longest captions first (they have room). */
function pickCaptions(lengths: readonly LengthClass[], count: number, random: Random, exclude: ReadonlySet<number> = new Set()): Set<number> {
  const rank: Record<LengthClass, number> = { long: 0, medium: 1, short: 2 };
  const order = random
    .shuffle(lengths.map((_, index) => index))
    .filter((index) => !exclude.has(index))
    .sort((a, b) => rank[lengths[a]] - rank[lengths[b]]);
  return new Set(order.slice(0, count));
}

function planCaptions(context: Context): CaptionPlan[] {
  const { random, creator, niche } = context;
  const lengths = random.shuffle(LENGTH_MIX);
  const indexes = lengths.map((_, index) => index);
  // The creator's short topic heads four of the five; the fifth (a short one) goes without. When
  // the pack writes the topic into sentences instead, no caption shows it as a bare title.
  const topicInSentences = context.topic !== undefined && context.topicLines.size > 0;
  const withHeadline = creator.headline && !topicInSentences
    ? new Set(random.shuffle(indexes).sort((a, b) => Number(lengths[a] === 'short') - Number(lengths[b] === 'short')).slice(0, 4))
    : new Set<number>();
  // A field or product niche is a headline too: it goes where the topic's headline does not.
  const headlineKinds = niche.kind === 'field' || niche.kind === 'product';
  // A niche that is itself a fact ("Studio 54") is carried like the creator's facts: everywhere.
  const nicheIsFact = context.nicheHoldsFact;
  const nicheExcluded = headlineKinds && !nicheIsFact ? withHeadline : new Set<number>();
  // "— Bakery" under every caption reads like a label: a bare kind of business signs one.
  // A field's or product's title over a topic written into sentences is a second title: one is enough.
  const nicheCaptions = nicheIsFact ? CAPTION_COUNT : niche.generic || (headlineKinds && topicInSentences) ? 1 : NICHE_CAPTIONS[niche.kind];
  let withNiche = pickCaptions(lengths, nicheCaptions, random, nicheExcluded);
  if (withNiche.size === 0) withNiche = pickCaptions(lengths, 1, random);
  // A field or product with no topic is itself the topic: its topic line names it, once.
  if (topicInSentences && context.topic?.isNiche) withNiche = new Set();
  const withMedia = context.mediaKind ? pickCaptions(lengths, MEDIA_CAPTIONS, random) : new Set<number>();
  const withWebsite = context.website ? pickCaptions(lengths, 2, random) : new Set<number>();
  const withGreeting = context.greeting ? pickCaptions(lengths, GREETING_CAPTIONS, random) : new Set<number>();
  // Not in the captions that carry the website line: one pointer to it is enough.
  const withOfferCallToAction = pickCaptions(lengths, context.offerCallToActionCaptions, random, withWebsite);
  // A caption may close with a topic line that asks; it does not open with a question as well.
  const hasQuestions = context.questions.size > 0 && !topicInSentences;
  const questionAt = hasQuestions ? random.shuffle(indexes.filter((index) => lengths[index] === 'medium'))[0] : -1;
  const listable =
    creator.sentences.length >= LIST_MIN_SENTENCES && (context.mood === 'educational' || TIPS_WORDS.test(creator.sentences.join(' ')));
  return lengths.map((lengthClass, index) => ({
    lengthClass,
    questionFirst: index === questionAt,
    headline: withHeadline.has(index),
    niche: withNiche.has(index) && (nicheIsFact || !(headlineKinds && withHeadline.has(index))),
    media: withMedia.has(index),
    website: withWebsite.has(index),
    list: listable && lengthClass === 'long',
    greeting: withGreeting.has(index),
    offerCallToAction: withOfferCallToAction.has(index),
    creatorCallToAction: creator.sentences.some((sentence) => ASKING_WORDS.test(sentence)),
  }));
}

/** Plans to fall back on, each asking less, so a caption of the class is always found. */
function relaxedPlans(plan: CaptionPlan): CaptionPlan[] {
  return [
    plan,
    { ...plan, list: false },
    { ...plan, list: false, questionFirst: false, media: false },
    { ...plan, list: false, questionFirst: false, media: false, headline: false },
    // Ours after all, when the creator's asking sentence does not fit the class whole.
    { ...plan, list: false, questionFirst: false, media: false, headline: false, creatorCallToAction: false },
    { ...plan, list: false, questionFirst: false, media: false, headline: false, niche: false, website: false, greeting: false, creatorCallToAction: false },
  ];
}

function createContext(input: ComposerInput, pack: LanguagePack, seed: number): Context {
  const random = createRandom(seed);
  const written: CaptionHistory = { text: '' };
  const pool = (items: readonly string[]) => new Pool(items, random, written);
  const language = input.language;
  const website = input.website ? describeWebsite(input.website)?.address : undefined;
  const niche = readNiche(input.niche, language, Boolean(website));
  const creator = readCreatorText(input.topic, language, pack.sentenceEnd);
  const phrase = topicPhraseOf(creator, input.topic, niche, language);
  const factIndexes = new Set(
    creator.sentences.map((sentence, index) => (sentenceHoldsFact(sentence, language) ? index : -1)).filter((index) => index >= 0),
  );
  const stopwords = new Set([...pack.stopwords, ...LANGUAGE_PACKS.en.stopwords].map((word) => word.toLocaleLowerCase()));
  const texts = [input.niche, input.topic ?? ''];
  const categories = findPostCategories(input.niche, input.topic, language, stopwords, niche.subject);
  const subjectNames = categories.map(subjectOfCategory).filter((name) => name !== undefined);
  // A place with no other subject is about travel: the place is the destination. A holy city is
  // not a holiday ("add Makkah to your travel list", the pack writers found): its own features speak.
  if (niche.kind === 'place' && subjectNames.length === 0 && !niche.pilgrimage) subjectNames.push('travel');
  // The post is about its topic: a café's seasonal tart gets bakery lines, not coffee-brewing ones
  // (the seventh review), when the topic's own words name a subject; else the niche's subject.
  const topicSubject = input.topic ? findPostCategories('', input.topic, language, stopwords).map(subjectOfCategory).find((name) => name !== undefined) : undefined;
  const postSubject = topicSubject ?? subjectNames[0];
  const subjectLines = (postSubject ? pack.subjects[postSubject] : undefined) ?? [];
  const festival = findFestival(texts, language, LANGUAGE_PACKS);
  // What kind of thing the short topic is, from the post's subject; with none, a festival
  // or a place's own topic ("ದಸರಾ" in Mysuru) is something to go to.
  // A business's festival topic is what it sells for the festival ("عید کے کرتے", Eid kurtas), not
  // an outing (the seventh review): it gets the generic lines.
  const goesOut = (festival !== undefined && speakerOf(niche.kind) !== 'business') || niche.kind === 'place';
  const domain = !phrase ? undefined : categories.length > 0 ? topicDomainOf(postSubject) : goesOut ? 'outing' : undefined;
  const topic = phrase?.fromSubject && !(domain && SUBJECT_TOPIC_DOMAINS.includes(domain)) ? undefined : phrase;
  const domainLines = topic && domain ? pack.topicDomainLines[domain] : undefined;
  const mediaKind: MediaKind | undefined =
    input.media || input.imageData ? (input.mediaKind ?? (input.media?.kind === 'video' ? 'video' : 'image')) : undefined;
  // Lines that say "I" for a creator speaking as themselves, "we" for a business (pack-schema.ts).
  // A place speaks in neither: the page may be a traveller's or the place's own (the review heard
  // a tourist page say "follow me").
  const speaker = speakerOf(niche.kind);
  const ownVoice = niche.kind === 'place' ? [] : undefined;
  const moodTexts = pack.moods[input.mood];
  // The creator's own ask ("Book online or call us") is the way to take the offer up.
  const sellsSomething = speaker === 'business' && factIndexes.size > 0 && !(creator.sentences.some((sentence) => ASKING_WORDS.test(sentence)) && !website);
  return {
    language,
    pack,
    mood: input.mood,
    random,
    ranges: lengthRangesFor(language),
    joiner: UNSPACED_LANGUAGES.includes(language) ? '' : ' ',
    userTexts: userTextsOf(input),
    niche,
    creator,
    factIndexes,
    nicheHoldsFact: sentenceHoldsFact(input.niche, language),
    website,
    mediaKind,
    greeting: festival && !creatorGreets(creator, festival, pack, language) ? pack.festivals?.[festival]?.greeting : undefined,
    // Only with a website: "the link in our bio" for a business that gave none claimed a link the
    // creator never mentioned (the fourth review).
    // With no website, by message: "Interested? Send us a message." (the seventh review: offers and
    // new batches closed with "what do you think?").
    offerCallsToAction: pool(
      !sellsSomething ? [] : website ? [callToActionLine(language, 'visit_website', website, 'business')] : pack.callsToAction.offer.business,
    ),
    offerCallToActionCaptions: !sellsSomething ? 0 : website ? OFFER_CALL_TO_ACTION_CAPTIONS : OFFER_MESSAGE_CAPTIONS,
    hooks: pool([...moodTexts.lines, ...(ownVoice ?? moodTexts[speaker])].filter((line) => !ASKS_FOR_COMMENTS.test(line))),
    spareLines: pool(pack.moods[NEIGHBOUR_MOOD[input.mood]].lines.filter((line) => !ASKS_FOR_COMMENTS.test(line))),
    openers: new Set(),
    questions: pool(subjectLines.filter(isQuestionLine)),
    subjects: pool(subjectLines.filter((line) => !isQuestionLine(line))),
    callsToAction: pool([...pack.callsToAction.neutral, ...(ownVoice ?? pack.callsToAction[speaker])]),
    mediaLines: pool(mediaKind === 'video' ? pack.videoLines : mediaKind === 'image' ? pack.imageLines : []),
    websiteLines: pool(pack.websiteLines),
    voiceLines: pool(niche.kind === 'business' ? pack.voice.business : []),
    placeLines: pool(niche.pilgrimage ? [] : pack.voice.place),
    roleLines: pool(pack.voice.role),
    featureLines: pool(niche.placeFeatures.flatMap((feature) => pack.placeFeatures[feature])),
    landmarkLines: pool(landmarkSentences(pack, niche, language, input.topic, random)),
    topic,
    topicDomainLines: pool(domainLines ? [...domainLines.neutral, ...(ownVoice ?? domainLines[speaker])] : []),
    topicLines: pool(topic ? [...pack.topicLines.neutral, ...(ownVoice ?? pack.topicLines[speaker])] : []),
    emoji: new Pool(moodTexts.emoji, random),
    topicEmoji: new Pool(categories[0]?.emoji ?? [], random),
    written,
  };
}

/**
 * Composes five captions and the hashtags for `input`. Throws only when no caption of a class
 * can be written at all; the engine turns that into a CaptionError.
 */
export function composeCaptionSet(input: ComposerInput, options: ComposeOptions): CaptionResult {
  const packs = options.packs ?? LANGUAGE_PACKS;
  const pack = packs[input.language];
  const context = createContext(input, pack, options.seed);
  const plans = planCaptions(context);
  const captions: string[] = [];
  for (const plan of plans) {
    let caption: string | undefined;
    for (const attempt of relaxedPlans(plan)) {
      // A pool may hand out a line that does not fit; a few tries draw others.
      for (let tries = 0; tries < 4 && !caption; tries += 1) caption = buildCaption(context, attempt, captions);
      if (caption) break;
    }
    if (!caption) throw new Error(`No ${plan.lengthClass} ${input.language} caption fits these inputs`);
    captions.push(caption);
    context.written.text += `\n${caption}`;
    const moodTexts = context.pack.moods[input.mood];
    for (const line of [...moodTexts.lines, ...moodTexts.individual, ...moodTexts.business, ...Object.values(context.pack.subjects).flat()]) {
      if (caption.startsWith(line) || caption.includes(`\n${line}`)) context.openers.add(line);
    }
  }
  ensureMentioned(context, plans, captions);
  captions.forEach((caption, index) => options.onCaption?.(caption, index));
  if (captions.length !== CAPTION_COUNT) throw new Error('The composer must write five captions');
  return { captions, hashtags: buildHashtags({ ...input, mediaKind: context.mediaKind }, context.niche, context.random, pack, packs) };
}

/**
 * The output rules want the niche and the website in at least one caption; when every caption
 * planned for them had to drop them for room, the long one is written again with both required.
 */
function ensureMentioned(context: Context, plans: readonly CaptionPlan[], captions: string[]): void {
  const spoken = context.niche.spoken.toLocaleLowerCase();
  const nicheShown = captions.some((caption) => caption.toLocaleLowerCase().includes(spoken));
  const websiteShown = !context.website || captions.some((caption) => caption.includes(context.website ?? ''));
  if (nicheShown && websiteShown) return;
  const longIndex = plans.findIndex((plan) => plan.lengthClass === 'long');
  const others = captions.filter((_, index) => index !== longIndex);
  const plan: CaptionPlan = { ...plans[longIndex], niche: true, nicheFirst: true, website: Boolean(context.website), headline: false, list: false, media: false };
  for (let tries = 0; tries < 8; tries += 1) {
    const caption = buildCaption(context, plan, others);
    if (caption && caption.toLocaleLowerCase().includes(spoken)) {
      captions[longIndex] = caption;
      return;
    }
  }
}
