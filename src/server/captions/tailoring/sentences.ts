import { hasEmoji, trailingEmoji } from '../../../shared/emoji';
import { UNSPACED_LANGUAGES, type LanguageCode } from '../../../shared/languages';

/**
 * A caption as whole sentences and the emoji that close it, so that length and limits are met by
 * choosing or dropping whole sentences (issue 11) without knowing how an engine wrote them.
 * A sentence ends at . ! ? … । ॥ ۔ ؟ (then a space) or at 。！？ (Chinese and Japanese need no space).
 */

export interface CaptionParts {
  sentences: string[];
  /** The emoji at the very end ("… today. 🎉☕"), kept apart so they stay last. */
  closingEmoji: string;
}

const SENTENCE_BREAK = /(?<=[.!?…।॥۔؟]["'”’»)]*)\s+|(?<=[。！？]["'”’」』）]*)\s*/u;

function splitClosingEmoji(text: string): { body: string; emoji: string } {
  let tail = trailingEmoji(text);
  // A keycap's digit belongs to the text when the emoji run is only the digit ("in 2025").
  if (!hasEmoji(tail)) tail = /\s*$/u.exec(text)![0];
  return { body: text.slice(0, text.length - tail.length).trim(), emoji: tail.trim() };
}

export function splitCaption(caption: string): CaptionParts {
  const { body, emoji } = splitClosingEmoji(caption.trim());
  const sentences = body
    .split(SENTENCE_BREAK)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  return { sentences, closingEmoji: emoji };
}

/** How sentences are put together in `language`: no space in Chinese and Japanese. */
export function sentenceJoiner(language: LanguageCode): string {
  return UNSPACED_LANGUAGES.includes(language) ? '' : ' ';
}

export function joinCaption(parts: CaptionParts, language: LanguageCode): string {
  const body = parts.sentences.join(sentenceJoiner(language));
  if (!parts.closingEmoji) return body;
  return `${body}${UNSPACED_LANGUAGES.includes(language) ? '' : ' '}${parts.closingEmoji}`.trim();
}
