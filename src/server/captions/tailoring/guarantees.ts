import { hasEmoji } from '../../../shared/emoji';
import { resolveTailoring, type Tailoring, type TailoringRequest } from '../../../shared/generation-options';
import { findLanguage, UNSPACED_LANGUAGES, type LanguageCode } from '../../../shared/languages';
import { CAPTION_COUNT } from '../../../shared/limits';
import { countGraphemes, measurePost, replaceWebAddresses } from '../../../shared/platform-length';
import type { PlatformLengthClass } from '../../../shared/platforms';
import type { GenerationRequest } from '../../../shared/schemas';
import { measureCaption } from '../../../shared/text-length';
import type { CaptionResult } from '../engine';
import { checkCaptionLanguage } from '../language-check';
import { LENGTH_MIX, lengthRangesFor, userTextsOf, type LengthClass } from '../output-rules';

/**
 * What every engine's final answer must keep when a creator tailors it (issue 11), in one place:
 * the offline engine builds to it, and the output rules check an AI provider's answer with it
 * (one repair, as for every rule). Each problem is a sentence a model can act on.
 *
 * - every caption fits the platform's limit, counted the platform's way, with its hashtags where
 *   the platform counts them in the caption;
 * - `emoji: none` means no emoji at all;
 * - the hashtag count is exact when the platform or the request sets one (output-rules.ts);
 * - lengths follow the choice: each of short/medium/long for all five, or today's mix. On a
 *   platform whose limit cannot hold the longer classes (X, Threads, Pinterest), a longer class is
 *   written at the platform's longest (`longestLength`), and the limit is the only length rule
 *   checked there: the limit comes first.
 */

const LENGTH_ORDER: readonly LengthClass[] = ['short', 'medium', 'long'];

function shorterOf(a: LengthClass, b: PlatformLengthClass): LengthClass {
  return LENGTH_ORDER.indexOf(a) <= LENGTH_ORDER.indexOf(b) ? a : b;
}

/** The length class each of the five captions is written at. */
export function wantedLengthClasses(tailoring: Tailoring): LengthClass[] {
  const asked = tailoring.length === 'mix' ? LENGTH_MIX : Array.from({ length: CAPTION_COUNT }, () => tailoring.length as LengthClass);
  const longest = tailoring.platform?.longestLength ?? 'long';
  return asked.map((lengthClass) => shorterOf(lengthClass, longest));
}

/** Whether the platform's limit is tighter than our longest captions (lengths are then ceilings). */
export function limitComesFirst(tailoring: Tailoring): boolean {
  return tailoring.platform !== undefined && tailoring.platform.longestLength !== 'long';
}

/**
 * A caption's length for its class when the creator chose lengths: as the output rules measure it
 * (words, or characters in Chinese and Japanese), with a web address counted as one word ("URL"),
 * so that naming the creator's website does not push a short caption into the next class.
 */
export function measureTailoredLength(caption: string, language: LanguageCode): number {
  return measureCaption(replaceWebAddresses(caption, 'URL'), language).value;
}

export function classifyTailoredLength(caption: string, language: LanguageCode): LengthClass | undefined {
  const value = measureTailoredLength(caption, language);
  const ranges = lengthRangesFor(language);
  return LENGTH_ORDER.find((lengthClass) => value >= ranges[lengthClass].min && value <= ranges[lengthClass].max);
}

function unitOf(language: LanguageCode): string {
  return UNSPACED_LANGUAGES.includes(language) ? 'characters' : 'words';
}

/** The problems of one caption against the platform limit and the emoji choice. */
export function findCaptionProblems(caption: string, label: string, hashtags: readonly string[], tailoring: Tailoring): string[] {
  const problems: string[] = [];
  const { platform } = tailoring;
  if (platform) {
    const length = measurePost(caption, hashtags, platform);
    if (length > platform.captionLimit) {
      const how = platform.counting === 'x-weighted' ? ' as X counts (links 23, emoji and CJK 2)' : '';
      const withTags = platform.hashtagsInCaption && hashtags.length > 0 ? ' with its hashtags' : '';
      problems.push(`${label} is ${length} characters${withTags}${how}; ${platform.label} takes at most ${platform.captionLimit}. Shorten it.`);
    }
  }
  if (tailoring.emoji === 'none' && hasEmoji(caption)) problems.push(`${label} has emoji; write it without any emoji.`);
  return problems;
}

/** Lengths when the creator chose them or a platform limits them (today's mix check otherwise). */
export function findTailoredLengthProblems(captions: readonly string[], language: LanguageCode, tailoring: Tailoring): string[] {
  if (captions.length !== CAPTION_COUNT) return [];
  const ranges = lengthRangesFor(language);
  const unit = unitOf(language);
  const wanted = wantedLengthClasses(tailoring);
  // On X, Threads and Pinterest the limit is the length rule (findCaptionProblems): a caption that
  // names a web address or is cut to fit beside its hashtags cannot also be held to a word range.
  if (limitComesFirst(tailoring)) return [];
  const counts = new Map<LengthClass, number>();
  const problems: string[] = [];
  captions.forEach((caption, index) => {
    const lengthClass = classifyTailoredLength(caption, language);
    if (lengthClass) counts.set(lengthClass, (counts.get(lengthClass) ?? 0) + 1);
    else {
      const value = measureTailoredLength(caption, language);
      problems.push(`Caption ${index + 1} has ${value} ${unit}; every caption must have ${ranges.short.min}–${ranges.long.max} ${unit}.`);
    }
  });
  const wantedCounts = new Map<LengthClass, number>();
  for (const lengthClass of wanted) wantedCounts.set(lengthClass, (wantedCounts.get(lengthClass) ?? 0) + 1);
  if (problems.length === 0 && LENGTH_ORDER.some((c) => (counts.get(c) ?? 0) !== (wantedCounts.get(c) ?? 0))) {
    const describe = (map: Map<LengthClass, number>) =>
      LENGTH_ORDER.filter((c) => map.get(c)).map((c) => `${map.get(c)} ${c} (${ranges[c].min}–${ranges[c].max} ${unit})`).join(', ');
    problems.push(`The lengths must be: ${describe(wantedCounts)}; these are ${describe(counts) || 'none of those'}.`);
  }
  return problems;
}

/** The tailoring checks of a whole answer (generate mode): limit and emoji, caption by caption. */
export function findTailoringProblems(result: CaptionResult, tailoring: Tailoring): string[] {
  return result.captions.flatMap((caption, index) => findCaptionProblems(caption, `Caption ${index + 1}`, result.hashtags, tailoring));
}

/** What the output rules read of a request: its texts, language, options and slot fields. */
export type TailoredInput = Pick<GenerationRequest, 'niche' | 'topic' | 'website' | 'language'> & TailoringRequest & SlotRequest;

export type SlotRequest = Pick<GenerationRequest, 'mode' | 'slot' | 'captions' | 'hashtags' | 'refinement' | 'targetLanguage' | 'instruction'>;

export function isSlotRequest(input: SlotRequest): input is SlotRequest & { mode: 'regenerate' | 'refine'; slot: number; captions: string[] } {
  return (input.mode === 'regenerate' || input.mode === 'refine') && input.slot !== undefined && input.captions !== undefined;
}

/** The language the slot's new caption is written in: the target of a translation, else the request's. */
export function slotLanguage(input: SlotRequest & { language: LanguageCode }): LanguageCode {
  return input.refinement === 'translate' && input.targetLanguage ? input.targetLanguage : input.language;
}

/** The emoji rule for a slot: the refinement's, else the creator's choice. */
function slotTailoring(input: SlotRequest & TailoringRequest): Tailoring {
  const tailoring = resolveTailoring(input);
  if (input.refinement === 'add_emoji') return { ...tailoring, emoji: 'many' };
  if (input.refinement === 'no_emoji') return { ...tailoring, emoji: 'none' };
  return tailoring;
}

/**
 * The rules for a regenerated or refined caption: the other four come back as the creator sent
 * them, so only the new one (and the hashtags, when the engine wrote them) is checked.
 */
/**
 * `unchangedWithNotice`: the engine kept the caption and says why in the answer's notice (the
 * offline composer's answer to what it cannot do); the refinement's own rule then does not apply.
 */
export function findSlotProblems(result: CaptionResult, input: TailoredInput, unchangedWithNotice = false): string[] {
  if (!isSlotRequest(input)) return [];
  const { slot } = input;
  const previous = input.captions[slot];
  const caption = result.captions[slot] ?? '';
  const language = slotLanguage(input);
  const tailoring = slotTailoring(input);
  const problems: string[] = [];
  if (result.captions.length !== CAPTION_COUNT) problems.push(`There must be exactly ${CAPTION_COUNT} captions; there are ${result.captions.length}.`);
  if (caption.trim() === '') return [...problems, 'The caption is empty.'];

  const check = checkCaptionLanguage(caption, language, userTextsOf(input));
  if (!check.ok) problems.push(`The caption is ${check.reason}; write it in ${findLanguage(language)?.name ?? language}.`);
  const key = caption.trim().toLocaleLowerCase();
  const repeats = input.captions.findIndex((other, index) => index !== slot && other.trim().toLocaleLowerCase() === key);
  if (repeats >= 0) problems.push(`The caption repeats caption ${repeats + 1}; write a different one.`);
  const unchanged = key === previous.trim().toLocaleLowerCase();
  if (unchanged && unchangedWithNotice && result.notice) return problems;
  if (input.mode === 'regenerate' && unchanged) {
    problems.push('The caption is the one it replaces; write a new one.');
  }
  problems.push(...findCaptionProblems(caption, 'The caption', result.hashtags, tailoring));
  if (input.refinement === 'shorter' && countGraphemes(caption) >= countGraphemes(previous)) {
    problems.push(`The caption must be shorter than the original (${countGraphemes(previous)} characters); it has ${countGraphemes(caption)}.`);
  }
  if (input.refinement === 'longer' && countGraphemes(caption) <= countGraphemes(previous)) {
    problems.push(`The caption must be longer than the original (${countGraphemes(previous)} characters); it has ${countGraphemes(caption)}.`);
  }
  if (input.refinement === 'add_emoji' && !hasEmoji(caption)) problems.push('The caption must have emoji.');
  if (input.mode === 'regenerate' && tailoring.length !== 'mix') {
    problems.push(...findRegeneratedLengthProblems(caption, language, tailoring));
  }
  return problems;
}

function findRegeneratedLengthProblems(caption: string, language: LanguageCode, tailoring: Tailoring): string[] {
  const [wanted] = wantedLengthClasses(tailoring);
  const ranges = lengthRangesFor(language);
  const value = measureTailoredLength(caption, language);
  const unit = unitOf(language);
  const range = ranges[wanted];
  const tooShort = !limitComesFirst(tailoring) && value < range.min;
  return tooShort || value > range.max ? [`The caption has ${value} ${unit}; it must be ${wanted}, ${range.min}–${range.max} ${unit}.`] : [];
}
