/**
 * Emoji as a reader sees them: pictographs (☕, 🎉, ©), flags (pairs of regional indicators),
 * keycaps (1️⃣) and what holds sequences together (ZWJ, variation selectors, skin tones). Used to
 * keep `emoji: none` a promise (issue 11) and by X's count, where an emoji sequence weighs 2.
 */

// Skin tones (U+1F3FB–U+1F3FF) are Extended_Pictographic's neighbours, matched as Emoji_Modifier.
const EMOJI_PART = /[\p{Extended_Pictographic}\p{Regional_Indicator}\p{Emoji_Modifier}\u20E3\uFE0F]/u;
const EMOJI_PARTS = /[\p{Extended_Pictographic}\p{Regional_Indicator}\p{Emoji_Modifier}\u20E3\uFE0F\u{E0020}-\u{E007F}]/gu;

/** Whether one grapheme cluster is an emoji (or an emoji sequence). */
export function isEmojiCluster(cluster: string): boolean {
  return /[\p{Extended_Pictographic}\p{Regional_Indicator}\u20E3]/u.test(cluster);
}

/** One emoji sequence: a pictograph with its modifiers and ZWJ partners, a flag, or a keycap. */
const EMOJI_SEQUENCE =
  /\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})*(?:\u200D\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})*)*|\p{Regional_Indicator}{2}|[#*0-9]\uFE0F?\u20E3/gu;

export function countEmoji(text: string): number {
  return text.match(EMOJI_SEQUENCE)?.length ?? 0;
}

/** The emoji (and spaces between them) that end `text`, as a suffix; '' when it ends otherwise. */
export function trailingEmoji(text: string): string {
  return /(?:\s|\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200D|\uFE0F|[#*0-9]\uFE0F?\u20E3)*$/u.exec(text)?.[0] ?? '';
}

export function hasEmoji(text: string): boolean {
  return EMOJI_PART.test(text);
}

/**
 * The text without emoji: each sequence removed whole (with the ZWJ joining it), then the spaces
 * it leaves tidied, so "Hello 👋🏽 world 🎉" becomes "Hello world".
 */
export function stripEmoji(text: string): string {
  return text
    .replace(EMOJI_PARTS, '')
    .replace(/\u200D+/gu, (joiners, offset: number, whole: string) => (isBetweenLetters(whole, offset, joiners.length) ? joiners : ''))
    .replace(/[ \t]{2,}/gu, ' ')
    .replace(/[ \t]+([.,!?;:。！？、।॥۔؟])/gu, '$1')
    .replace(/[ \t]+$/gmu, '')
    .replace(/^[ \t]+/gmu, '')
    .trim();
}

/** Some scripts (Devanagari, Malayalam…) use ZWJ inside words; only emoji joiners go. */
function isBetweenLetters(text: string, offset: number, length: number): boolean {
  const before = text.slice(Math.max(0, offset - 2), offset);
  const after = text.slice(offset + length, offset + length + 2);
  return /[\p{L}\p{M}]$/u.test(before) && /^[\p{L}\p{M}]/u.test(after);
}
