import { countEmoji, stripEmoji } from '../../../shared/emoji';
import type { CallToActionKind, EmojiChoice, Tailoring } from '../../../shared/generation-options';
import { UNSPACED_LANGUAGES, type LanguageCode } from '../../../shared/languages';
import type { Mood } from '../../../shared/moods';
import { captionBudget, countForPlatform, offsetWithin } from '../../../shared/platform-length';
import type { Platform } from '../../../shared/platforms';
import type { CaptionInput, CaptionResult } from '../engine';
import { checkCaptionLanguage } from '../language-check';
import { lengthRangesFor, mentionsNicheIn, normaliseHashtags, userTextsOf, type LengthClass } from '../output-rules';
import { websiteMentions } from '../offline/website-brand';
import { composerTags, isComposerCallToAction } from './composer-data';
import { classifyTailoredLength, limitComesFirst, measureTailoredLength, wantedLengthClasses } from './guarantees';
import { joinCaption, sentenceJoiner, splitCaption, type CaptionParts } from './sentences';
import { callToActionLine, MANY_EMOJI_MIN, MOOD_EMOJI, speakerOfCreator } from './tailoring-texts';

/**
 * Issue 11's options for the offline composer, as a layer around what it wrote: whole sentences
 * chosen or dropped for the length and the platform's limit, emoji stripped or added, the chosen
 * call to action in place of the composer's own, hashtags cut or extended to the count. It only
 * reads the composer's answer (and, through composer-data.ts, two lists of its data), so the
 * composer can change underneath it.
 */

/** Writes one more set for the same request (another seed): the layer's source of sentences. */
export type ComposeAnother = (overrides?: Partial<CaptionInput>) => CaptionResult;

/** At most this many extra sets per answer: "long" five times needs five sets' long captions. */
const MAX_EXTRA_SETS = 12;

const LENGTH_ORDER: readonly LengthClass[] = ['short', 'medium', 'long'];

interface Sentence {
  text: string;
  /** Kept when shortening for length (the opener, our call to action that was asked for). */
  keep: boolean;
  /** Names the niche: one such sentence stays when a caption is shortened (the niche rule). */
  namesNiche?: boolean;
}

interface Draft {
  sentences: Sentence[];
  closingEmoji: string;
  /** Sentences were taken out of the composer's caption (its language is then checked again). */
  cut?: boolean;
}

/** Drafts are never changed once made, so their text and length are worked out once. */
const rendered = new WeakMap<Draft, string>();
const measured = new WeakMap<Draft, number>();

function render(draft: Draft, language: LanguageCode): string {
  let text = rendered.get(draft);
  if (text === undefined) {
    text = joinCaption({ sentences: draft.sentences.map((sentence) => sentence.text), closingEmoji: draft.closingEmoji }, language);
    rendered.set(draft, text);
  }
  return text;
}

/**
 * The composer's caption with the creator's call to action and emoji choice applied; `callToAction`
 * is the chosen line in the creator's voice (undefined for none or the composer's own).
 */
function prepareDraft(caption: string, input: CaptionInput, tailoring: Tailoring, callToAction: string | undefined): Draft {
  const parts: CaptionParts = splitCaption(caption);
  // The composer names the niche where it reads right for its kind, not always in the opener: one
  // sentence that names it stays, so the answer keeps the niche rule after shortening.
  let sentences: Sentence[] = parts.sentences.map((text, index) => ({
    text,
    keep: index === 0,
    namesNiche: mentionsNicheIn(text, input.niche, input.language),
  }));
  if (tailoring.callToAction !== undefined) {
    // The composer's own call to action gives way to the one chosen (or to none).
    const before = sentences.length;
    sentences = sentences.filter((sentence, index) => index === 0 || !isComposerCallToAction(sentence.text, input.language));
    if (sentences.length < before) return finishDraft({ sentences: withCallToAction(sentences, callToAction), closingEmoji: parts.closingEmoji, cut: true }, tailoring, input);
  }
  return finishDraft({ sentences: withCallToAction(sentences, callToAction), closingEmoji: parts.closingEmoji }, tailoring, input);
}

function withCallToAction(sentences: Sentence[], line: string | undefined): Sentence[] {
  return line ? [...sentences, { text: line, keep: true }] : sentences;
}

function finishDraft(draft: Draft, tailoring: Tailoring, input: CaptionInput): Draft {
  const withEmoji = applyEmojiChoice(draft, tailoring.emoji, input.mood);
  return { ...withEmoji, cut: draft.cut };
}

function callToActionKind(tailoring: Tailoring): CallToActionKind | undefined {
  return tailoring.callToAction === undefined || tailoring.callToAction === 'none' ? undefined : tailoring.callToAction;
}

function applyEmojiChoice(draft: Draft, choice: EmojiChoice, mood: Mood): Draft {
  if (choice === 'none') {
    return {
      sentences: draft.sentences.map((sentence) => ({ ...sentence, text: stripEmoji(sentence.text) })).filter((sentence) => sentence.text),
      closingEmoji: '',
    };
  }
  if (choice === 'many') return { ...draft, closingEmoji: withManyEmoji(draft.closingEmoji, draft.sentences.map((s) => s.text).join(' '), mood) };
  return draft;
}

/** The closing emoji topped up with the mood's until the caption has at least MANY_EMOJI_MIN. */
export function withManyEmoji(closing: string, body: string, mood: Mood): string {
  let emoji = closing;
  for (const candidate of MOOD_EMOJI[mood]) {
    if (countEmoji(body) + countEmoji(emoji) >= MANY_EMOJI_MIN) break;
    if (!emoji.includes(candidate)) emoji += candidate;
  }
  return emoji;
}

function measure(draft: Draft, language: LanguageCode): number {
  let value = measured.get(draft);
  if (value === undefined) {
    value = measureCaptionParts({ sentences: draft.sentences.map((sentence) => sentence.text), closingEmoji: draft.closingEmoji }, language);
    measured.set(draft, value);
  }
  return value;
}

/** measureTailoredLength(joinCaption(parts)), from the lengths of its pieces where they add up. */
export function measureCaptionParts(parts: CaptionParts, language: LanguageCode): number {
  // Chinese and Japanese join pieces with nothing between them, so a web address's path can run
  // on into the next piece ("…/menu😄"): measured whole there (counting characters is cheap).
  if (UNSPACED_LANGUAGES.includes(language)) return measurePiece(joinCaption(parts, language), language);
  return parts.sentences.reduce((sum, sentence) => sum + measurePiece(sentence, language), measurePiece(parts.closingEmoji, language));
}

/**
 * A sentence's length for its class, remembered by text. A caption's length in words is the sum of
 * its pieces' (words split at the spaces that join them, and a web address ends at a space), so choosing
 * which sentences to drop or add measures each sentence once instead of every candidate caption
 * whole (most of the layer's time before, issue 11's p99). The answer itself is measured whole by
 * the output rules.
 */
const pieceLengths = new Map<string, number>();
const PIECE_LENGTHS_KEPT = 4096;

function measurePiece(text: string, language: LanguageCode): number {
  if (!text) return 0;
  const key = `${language}\u0000${text}`;
  let value = pieceLengths.get(key);
  if (value === undefined) {
    value = measureTailoredLength(text, language);
    if (pieceLengths.size >= PIECE_LENGTHS_KEPT) pieceLengths.delete(pieceLengths.keys().next().value as string);
    pieceLengths.set(key, value);
  }
  return value;
}

function classify(draft: Draft, language: LanguageCode): LengthClass | undefined {
  const value = measure(draft, language);
  const ranges = lengthRangesFor(language);
  return LENGTH_ORDER.find((lengthClass) => value >= ranges[lengthClass].min && value <= ranges[lengthClass].max);
}

/**
 * The draft cut to `lengthClass` by dropping whole sentences (never the opener, the chosen call to
 * action or the last sentence naming the niche; one naming the niche or the website last), or
 * undefined when no choice lands in range.
 */
function shortenToClass(draft: Draft, lengthClass: LengthClass, language: LanguageCode, website: string | undefined): Draft | undefined {
  const range = lengthRangesFor(language)[lengthClass];
  const mentions = (website ? websiteMentions(website) : []).map((mention) => mention.toLocaleLowerCase());
  const namesWebsite = (text: string) => mentions.some((mention) => text.toLocaleLowerCase().includes(mention));
  let current = draft;
  while (measure(current, language) > range.max) {
    const nicheNamers = current.sentences.filter((sentence) => sentence.namesNiche).length;
    const droppable = current.sentences
      .map((sentence, index) => ({ sentence, index, namesWebsite: namesWebsite(sentence.text), namesNiche: Boolean(sentence.namesNiche) }))
      .filter(({ sentence, namesNiche }) => !sentence.keep && !(namesNiche && nicheNamers === 1))
      // Sentences without the website or the niche first, then the longest first.
      .sort(
        (a, b) =>
          Number(a.namesWebsite) - Number(b.namesWebsite) ||
          Number(a.namesNiche) - Number(b.namesNiche) ||
          b.sentence.text.length - a.sentence.text.length,
      );
    if (droppable.length === 0) return undefined;
    // Prefer a drop that lands in range; else the first candidate, and go on.
    const landing = droppable.find(({ index }) => {
      const value = measure(without(current, index), language);
      return value >= range.min && value <= range.max;
    });
    current = without(current, (landing ?? droppable[0]).index);
  }
  return measure(current, language) >= range.min ? current : undefined;
}

/**
 * The draft grown to `lengthClass` with follow-on sentences of other captions (`donors`), put
 * before its closing line; undefined when they run out or overshoot. Cheaper than composing more
 * sets when all five must be long.
 */
function extendToClass(draft: Draft, lengthClass: LengthClass, language: LanguageCode, donors: readonly string[]): Draft | undefined {
  const range = lengthRangesFor(language)[lengthClass];
  const have = new Set(draft.sentences.map((sentence) => sentence.text));
  let current = draft;
  for (const donor of donors) {
    if (measure(current, language) >= range.min) break;
    if (have.has(donor)) continue;
    const candidate = { ...current, sentences: [...current.sentences] };
    candidate.sentences.splice(Math.max(1, candidate.sentences.length - 1), 0, { text: donor, keep: false });
    if (measure(candidate, language) > range.max) continue;
    have.add(donor);
    current = candidate;
  }
  const value = measure(current, language);
  return value >= range.min && value <= range.max ? current : undefined;
}

function without(draft: Draft, index: number): Draft {
  return { ...draft, sentences: draft.sentences.filter((_, i) => i !== index), cut: true };
}

/**
 * The caption fitted to the platform beside its hashtags: sentences dropped from the end (the
 * opener last), and only when the opener alone is too long, cut between words with '…'.
 */
export function fitToPlatform(caption: string, hashtags: readonly string[], platform: Platform | undefined, language: LanguageCode): string {
  if (!platform) return caption;
  const budget = captionBudget(hashtags, platform);
  if (countForPlatform(caption, platform) <= budget) return caption;
  const parts = splitCaption(caption);
  let sentences = [...parts.sentences];
  let closingEmoji = parts.closingEmoji;
  const fits = () => countForPlatform(joinCaption({ sentences, closingEmoji }, language), platform) <= budget;
  while (sentences.length > 1 && !fits()) {
    // The sentence before the last goes first (the last is the call to action or the website
    // line); with two left, the last; the opener, which names the niche, stays.
    const drop = sentences.length > 2 ? sentences.length - 2 : 1;
    sentences = sentences.filter((_, index) => index !== drop);
  }
  if (fits()) return joinCaption({ sentences, closingEmoji }, language);
  closingEmoji = '';
  if (fits()) return joinCaption({ sentences, closingEmoji }, language);
  const text = sentences[0].normalize('NFC');
  const cut = offsetWithin(text, budget - 1, platform.counting);
  const head = text.slice(0, cut);
  const atWord = head.replace(/\s+\S*$/u, '');
  return `${(atWord.length > head.length / 2 ? atWord : head).trimEnd()}…`;
}

/** Exactly `count` tags: the composer's first, then other sets' and the language's widely used ones. */
export function fitHashtagCount(tags: readonly string[], tailoring: Tailoring, more: () => string[]): string[] {
  const { min, max } = tailoring.hashtags;
  let hashtags = normaliseHashtags(tags);
  if (hashtags.length > max) return hashtags.slice(0, max);
  if (hashtags.length >= min) return hashtags;
  hashtags = normaliseHashtags([...hashtags, ...more()]);
  return hashtags.slice(0, Math.max(min, Math.min(max, hashtags.length)));
}

/** The five captions and the hashtags of a tailored offline answer. */
export function tailorOfflineSet(first: CaptionResult, input: CaptionInput, tailoring: Tailoring, composeAnother: ComposeAnother): CaptionResult {
  const language = input.language;
  let extraSets = 0;
  const another = (): CaptionResult | undefined => {
    if (extraSets >= MAX_EXTRA_SETS) return undefined;
    extraSets += 1;
    return composeAnother();
  };
  const hashtags = fitHashtagCount(first.hashtags, tailoring, () => [...(another()?.hashtags ?? []), ...composerTags(language, input.mood)]);

  const picker = new DraftPicker(input, tailoring, hashtags);
  picker.add(first.captions);
  const captions: string[] = [];
  for (const lengthClass of wantedLengthClasses(tailoring)) {
    let caption = picker.pick(lengthClass, captions);
    while (caption === undefined) {
      const set = another();
      if (!set) break;
      picker.add(set.captions);
      caption = picker.pick(lengthClass, captions);
    }
    // Never expected (six more sets hold every class); the closest unused caption keeps the answer whole.
    captions.push(caption ?? picker.closest(lengthClass, captions));
  }
  if (input.website) ensureWebsiteMention(captions, hashtags, input, tailoring);
  return first.notice === undefined ? { captions, hashtags } : { captions, hashtags, notice: first.notice };
}

/** The composer's captions as drafts, handed out once each, in the class asked for, fitted to the platform. */
class DraftPicker {
  private readonly pool: Draft[] = [];
  private readonly used = new Set<number>();
  private readonly userTexts: string[];
  /** The chosen call to action in the creator's voice ("Follow me" or "Follow us"), read once. */
  private readonly callToAction: string | undefined;

  constructor(
    private readonly input: CaptionInput,
    private readonly tailoring: Tailoring,
    private readonly hashtags: readonly string[],
  ) {
    this.userTexts = userTextsOf(input);
    const kind = callToActionKind(tailoring);
    this.callToAction = kind && callToActionLine(input.language, kind, input.website, speakerOfCreator(input));
  }

  add(captions: readonly string[]): void {
    this.pool.push(...captions.map((caption) => prepareDraft(caption, this.input, this.tailoring, this.callToAction)));
  }

  /** A caption of `lengthClass` that reads in the language and differs from `taken`, or undefined. */
  pick(lengthClass: LengthClass, taken: readonly string[]): string | undefined {
    const { language } = this.input;
    const order = (index: number) => {
      const current = classify(this.pool[index], language);
      return current === lengthClass ? 0 : current && LENGTH_ORDER.indexOf(current) > LENGTH_ORDER.indexOf(lengthClass) ? 1 : 2;
    };
    // The composer names the niche in one or two captions of a set: until a taken caption names
    // it, drafts that do come first (resized to the class asked for), so the answer keeps the niche rule.
    const nicheTaken = taken.some((caption) => mentionsNicheIn(caption, this.input.niche, language));
    const namesNiche = (index: number) => (nicheTaken || this.pool[index].sentences.some((sentence) => sentence.namesNiche) ? 0 : 1);
    const candidates = this.pool
      .map((_, index) => ({ index, rank: order(index), niche: namesNiche(index) }))
      .filter(({ index }) => !this.used.has(index))
      .sort((a, b) => a.niche - b.niche || a.rank - b.rank)
      .map(({ index }) => index);
    for (const index of candidates) {
      const draft = this.resize(this.pool[index], lengthClass, index, taken);
      if (!draft) continue;
      const caption = fitToPlatform(render(draft, language), this.hashtags, this.tailoring.platform, language);
      // A shortened caption can lose what made its language clear (Marathi read as Hindi), and two
      // captions cut to their openers can meet: both are checked again.
      if (taken.some((other) => other.toLocaleLowerCase() === caption.toLocaleLowerCase())) continue;
      if ((draft.cut || draft !== this.pool[index]) && !checkCaptionLanguage(caption, language, this.userTexts).ok) continue;
      this.used.add(index);
      return caption;
    }
    return undefined;
  }

  private resize(draft: Draft, lengthClass: LengthClass, index: number, taken: readonly string[]): Draft | undefined {
    const { language, website } = this.input;
    const current = classify(draft, language);
    if (current === lengthClass) return draft;
    if (current && LENGTH_ORDER.indexOf(current) > LENGTH_ORDER.indexOf(lengthClass)) return shortenToClass(draft, lengthClass, language, website);
    const followOns = (i: number) => this.pool[i].sentences.slice(1, -1).map((sentence) => sentence.text);
    const others = this.pool.map((_, i) => i).filter((i) => i !== index);
    // Unused captions' follow-on sentences first; then those that captions already taken dropped
    // when they were cut (in no caption of the answer, so nothing reads twice). The last caption of
    // a set then grows without composing another set for its donors.
    const donors = [
      ...others.filter((i) => !this.used.has(i)).flatMap(followOns),
      ...others.filter((i) => this.used.has(i)).flatMap(followOns).filter((text) => !taken.some((caption) => caption.includes(text))),
    ];
    return extendToClass(draft, lengthClass, language, donors);
  }

  closest(lengthClass: LengthClass, taken: readonly string[]): string {
    const { language } = this.input;
    const target = lengthRangesFor(language)[lengthClass];
    const middle = (target.min + target.max) / 2;
    const distance = (index: number) => Math.abs(measure(this.pool[index], language) - middle);
    const free = this.pool.map((_, index) => index).filter((index) => !this.used.has(index));
    const best = free.sort((a, b) => distance(a) - distance(b))[0] ?? 0;
    this.used.add(best);
    const caption = fitToPlatform(render(this.pool[best], language), this.hashtags, this.tailoring.platform, language);
    return taken.includes(caption) ? `${caption}${sentenceJoiner(language)}${render(this.pool[best], language)}` : caption;
  }
}

/**
 * The output rules want the website in at least one caption; a tight limit or a short length may
 * have dropped every line that named it. One caption then gets a line naming it, in place of its
 * other sentences if need be, keeping its length class where the platform leaves room for classes.
 */
function ensureWebsiteMention(captions: string[], hashtags: readonly string[], input: CaptionInput, tailoring: Tailoring): void {
  const mentions = websiteMentions(input.website!);
  const names = (caption: string) => mentions.some((mention) => caption.toLocaleLowerCase().includes(mention.toLocaleLowerCase()));
  if (captions.some(names)) return;
  const language = input.language;
  const speaker = speakerOfCreator(input);
  const line = callToActionLine(language, 'visit_website', input.website, speaker);
  // A call to action the creator chose stays the last sentence: the website line goes before it.
  const kind = callToActionKind(tailoring);
  const chosen = kind && callToActionLine(language, kind, input.website, speaker);
  const fit = (sentences: string[], closingEmoji: string) =>
    fitToPlatform(joinCaption({ sentences, closingEmoji }, language), hashtags, tailoring.platform, language);
  let fallback: { index: number; caption: string } | undefined;
  for (const [index, caption] of captions.entries()) {
    const parts = splitCaption(caption);
    const last = parts.sentences.at(-1);
    const closing = chosen !== undefined && last === chosen ? [chosen] : [];
    const body = closing.length > 0 ? parts.sentences.slice(0, -1) : parts.sentences;
    const variants = [
      fit([...body, line, ...closing], parts.closingEmoji),
      fit([...body.slice(0, -1), line, ...closing], parts.closingEmoji),
      fit([...body.slice(0, 1), line, ...closing], parts.closingEmoji),
      fit([...body.slice(0, 1), line, ...closing], ''),
    ].filter((variant) => names(variant) && !captions.includes(variant) && (chosen === undefined || variant.includes(chosen)));
    const keepsClass = variants.find(
      (variant) => limitComesFirst(tailoring) || classifyTailoredLength(variant, language) === classifyTailoredLength(caption, language),
    );
    if (keepsClass) {
      captions[index] = keepsClass;
      return;
    }
    fallback ??= variants[0] === undefined ? undefined : { index, caption: variants[0] };
  }
  if (fallback) captions[fallback.index] = fallback.caption;
}
