import { hasEmoji, stripEmoji } from '../../../shared/emoji';
import { resolveTailoring, type CallToActionKind, type Tailoring } from '../../../shared/generation-options';
import type { LanguageCode } from '../../../shared/languages';
import { countGraphemes } from '../../../shared/platform-length';
import type { CaptionInput, CaptionResult } from '../engine';
import { normaliseHashtags } from '../output-rules';
import { classifyTailoredLength, isSlotRequest, slotLanguage } from './guarantees';
import { fitHashtagCount, fitToPlatform, tailorOfflineSet, withManyEmoji, type ComposeAnother } from './offline-tailoring';
import { joinCaption, splitCaption } from './sentences';
import { callToActionLine, speakerOfCreator, TAILORING_NOTICES } from './tailoring-texts';

/**
 * Regenerate one caption, or refine it with a fixed choice, offline (issue 11), in all 23
 * languages. What needs new words is composed anew from the same inputs (another seed, another
 * mood, another language) and the caption of the same length taken; what needs the same words
 * changed (shorter, emoji, a call to action) works on the caption's own sentences. A free
 * instruction cannot be followed offline: the caption stays and the answer says so.
 */

/** Tries with fresh sets before settling for a caption that may repeat one shown. */
const MAX_TRIES = 4;

type SlotInput = CaptionInput & { mode: 'regenerate' | 'refine'; slot: number; captions: string[] };

export function answerOfflineSlot(input: CaptionInput, composeAnother: ComposeAnother): CaptionResult {
  if (!isSlotRequest(input)) throw new Error('not a regenerate or refine request');
  const slotInput = input as SlotInput;
  const tailoring = resolveTailoring(input);
  const language = slotLanguage(input);
  const previous = slotInput.captions[slotInput.slot];
  const hashtags = currentHashtags(slotInput, tailoring, composeAnother);
  const { caption, notice } = writeSlot(slotInput, tailoring, language, previous, hashtags, composeAnother);
  const captions = slotInput.captions.map((existing, index) => (index === slotInput.slot ? caption : existing));
  return notice ? { captions, hashtags, notice } : { captions, hashtags };
}

/** The hashtags shown stay (normalised); without them, a fresh set's, fitted to the count. */
function currentHashtags(input: SlotInput, tailoring: Tailoring, composeAnother: ComposeAnother): string[] {
  const sent = normaliseHashtags(input.hashtags ?? []);
  if (sent.length > 0) return sent;
  const set = composeAnother();
  return fitHashtagCount(set.hashtags, tailoring, () => composeAnother().hashtags);
}

interface SlotAnswer {
  caption: string;
  notice?: string;
}

function writeSlot(
  input: SlotInput,
  tailoring: Tailoring,
  language: LanguageCode,
  previous: string,
  hashtags: string[],
  composeAnother: ComposeAnother,
): SlotAnswer {
  const fit = (caption: string) => fitToPlatform(caption, hashtags, tailoring.platform, language);
  if (input.mode === 'regenerate') return { caption: fit(composeInPlace(input, tailoring, composeAnother, {})) };
  if (input.instruction !== undefined) return { caption: previous, notice: TAILORING_NOTICES.instructionOffline };
  switch (input.refinement) {
    case 'shorter':
      return shorter(input, tailoring, previous, hashtags, composeAnother);
    case 'longer':
      return longer(input, tailoring, previous, hashtags, composeAnother);
    case 'more_playful':
      return { caption: fit(composeInPlace(input, tailoring, composeAnother, { mood: 'playful' })) };
    case 'more_professional':
      return { caption: fit(composeInPlace(input, tailoring, composeAnother, { mood: 'professional' })) };
    case 'translate':
      return { caption: fit(composeInPlace(input, tailoring, composeAnother, { language })) };
    case 'add_emoji': {
      const parts = splitCaption(previous);
      const closingEmoji = withManyEmoji(hasEmoji(parts.closingEmoji) ? parts.closingEmoji : '', '', input.mood);
      return { caption: fit(joinCaption({ ...parts, closingEmoji }, language)) };
    }
    case 'no_emoji':
      return hasEmoji(previous) ? { caption: stripEmoji(previous) } : { caption: previous, notice: TAILORING_NOTICES.noEmojiToRemove };
    case 'add_cta':
      return { caption: fit(addCallToAction(input, tailoring, language, previous)) };
    default:
      return { caption: previous };
  }
}

/**
 * A new caption for the slot: a fresh tailored set (with `overrides`: another mood or language),
 * the caption of the old one's length class first, never one already shown.
 */
function composeInPlace(input: SlotInput, tailoring: Tailoring, composeAnother: ComposeAnother, overrides: Partial<CaptionInput>): string {
  const setInput: CaptionInput = { ...input, ...overrides };
  const setTailoring = slotSetTailoring(tailoring, input);
  const wantedClass = classifyTailoredLength(input.captions[input.slot], input.language);
  const shown = new Set(input.captions.map((caption) => caption.trim().toLocaleLowerCase()));
  let fallback: string | undefined;
  for (let attempt = 0; attempt < MAX_TRIES; attempt += 1) {
    const set = tailorOfflineSet(composeAnother(overrides), setInput, setTailoring, () => composeAnother(overrides));
    const fresh = set.captions.filter((caption) => !shown.has(caption.trim().toLocaleLowerCase()));
    const sameClass = fresh.find((caption) => classifyTailoredLength(caption, setInput.language) === wantedClass);
    if (sameClass) return sameClass;
    fallback ??= fresh[0];
  }
  return fallback ?? input.captions[input.slot];
}

/** A fresh set is written with the creator's options, always as the full mix so every class is there. */
function slotSetTailoring(tailoring: Tailoring, input: SlotInput): Tailoring {
  const emoji = input.refinement === 'add_emoji' ? 'many' : tailoring.emoji;
  return { ...tailoring, emoji, tailored: true };
}

function shorter(input: SlotInput, tailoring: Tailoring, previous: string, hashtags: string[], composeAnother: ComposeAnother): SlotAnswer {
  const parts = splitCaption(previous);
  if (parts.sentences.length > 1) {
    // Drop the longest sentence after the opener: the shortest change that is clearly shorter.
    const rest = parts.sentences.slice(1);
    const longest = rest.reduce((a, b) => (countGraphemes(b) > countGraphemes(a) ? b : a));
    const sentences = parts.sentences.filter((sentence) => sentence !== longest);
    return { caption: fitToPlatform(joinCaption({ sentences, closingEmoji: parts.closingEmoji }, slotLanguage(input)), hashtags, tailoring.platform, input.language) };
  }
  // One sentence: the shortest fresh caption that is shorter.
  for (let attempt = 0; attempt < MAX_TRIES; attempt += 1) {
    const set = tailorOfflineSet(composeAnother(), input, { ...tailoring, length: 'short', tailored: true }, () => composeAnother());
    const candidates = set.captions.filter((caption) => countGraphemes(caption) < countGraphemes(previous)).sort((a, b) => countGraphemes(a) - countGraphemes(b));
    if (candidates[0]) return { caption: candidates[0], notice: TAILORING_NOTICES.alreadyShortest };
  }
  return { caption: stripEmoji(previous) === previous ? previous : stripEmoji(previous), notice: TAILORING_NOTICES.alreadyShortest };
}

function longer(input: SlotInput, tailoring: Tailoring, previous: string, hashtags: string[], composeAnother: ComposeAnother): SlotAnswer {
  const language = input.language;
  const parts = splitCaption(previous);
  const have = new Set(parts.sentences.map((sentence) => sentence.toLocaleLowerCase()));
  for (let attempt = 0; attempt < MAX_TRIES; attempt += 1) {
    const set = composeAnother();
    // Middle sentences of fresh captions (not openers, not closing lines) read as follow-ons.
    const extras = set.captions.flatMap((caption) => splitCaption(caption).sentences.slice(1, -1)).filter((sentence) => !have.has(sentence.toLocaleLowerCase()));
    for (const extra of extras) {
      const sentences = [...parts.sentences];
      sentences.splice(Math.max(1, sentences.length - 1), 0, extra);
      const caption = joinCaption({ sentences, closingEmoji: parts.closingEmoji }, language);
      const fitted = fitToPlatform(caption, hashtags, tailoring.platform, language);
      if (fitted === caption && countGraphemes(caption) > countGraphemes(previous)) return { caption };
    }
  }
  return { caption: previous, notice: TAILORING_NOTICES.cannotLengthen(tailoring.platform?.label ?? 'the platform') };
}

function addCallToAction(input: SlotInput, tailoring: Tailoring, language: LanguageCode, previous: string): string {
  const chosen: CallToActionKind = tailoring.callToAction && tailoring.callToAction !== 'none' ? tailoring.callToAction : 'comment';
  const order: CallToActionKind[] = [chosen, 'comment', 'follow', 'link_in_bio', 'shop', 'visit_website'];
  const parts = splitCaption(previous);
  // In the creator's voice, read from the niche in the request's language ("Follow me" for a coach).
  const speaker = speakerOfCreator(input);
  const line = (candidate: CallToActionKind) => callToActionLine(language, candidate, input.website, speaker);
  const kind = order.find((candidate) => !parts.sentences.includes(line(candidate))) ?? chosen;
  const sentences = [...parts.sentences, line(kind)];
  return joinCaption({ sentences, closingEmoji: parts.closingEmoji }, language);
}
