import type { TextDirection } from '../../shared/languages';

/**
 * Mixed-direction text (issue 15). In an Arabic or Urdu caption, a niche typed in English, a web
 * address or "5 km" is a left-to-right piece inside right-to-left text. Left to the Unicode
 * bidi algorithm alone, the punctuation around such a piece lands at the wrong end and a piece
 * with digits or symbols splits. Each piece is isolated instead: a <bdi> on screen, Unicode
 * isolates (LRI…PDI) in copied text, so it keeps its place as one unit wherever it is pasted.
 */

/** Letters of the right-to-left scripts (Arabic also covers Urdu's letters). */
const RIGHT_TO_LEFT_LETTER = String.raw`[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]`;
/**
 * A letter or digit that starts or ends a left-to-right piece: any other script's letter, or a
 * European digit (Arabic-Indic digits belong to the right-to-left text).
 */
const LEFT_TO_RIGHT_CHARACTER = String.raw`(?:(?!${RIGHT_TO_LEFT_LETTER})\p{L}|[0-9])`;
/**
 * What may sit inside a piece between its letters: spaces (not line breaks: a piece stays in its
 * paragraph), marks and the punctuation of names and addresses.
 */
const INNER = String.raw`[\p{M}\p{Zs}.,:/\\&+_@#'’\-–=?~]`;
/**
 * A left-to-right piece: from its first letter or digit to its last, with the connectors above
 * in between, and a trailing '%' (a number with its unit). Sentence punctuation after the
 * piece stays outside, so it lands where the right-to-left sentence puts it.
 */
const LEFT_TO_RIGHT_PIECE = new RegExp(String.raw`${LEFT_TO_RIGHT_CHARACTER}(?:${INNER}*${LEFT_TO_RIGHT_CHARACTER})*%?`, 'gu');
const RIGHT_TO_LEFT_PIECE = new RegExp(String.raw`${RIGHT_TO_LEFT_LETTER}(?:[\p{M}\p{Zs}]*${RIGHT_TO_LEFT_LETTER})*`, 'gu');

export interface TextPiece {
  text: string;
  /** Runs against the paragraph's direction: shown in a <bdi>, copied between isolates. */
  isolated: boolean;
}

/** Splits text into the runs written against `direction` (isolated) and the rest. */
export function splitIntoPieces(text: string, direction: TextDirection): TextPiece[] {
  const pattern = direction === 'rtl' ? LEFT_TO_RIGHT_PIECE : RIGHT_TO_LEFT_PIECE;
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    if (start > last) pieces.push({ text: text.slice(last, start), isolated: false });
    pieces.push({ text: match[0], isolated: true });
    last = start + match[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last), isolated: false });
  return pieces;
}

const RIGHT_TO_LEFT_MARK = '\u200F';
const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const RIGHT_TO_LEFT_ISOLATE = '\u2067';
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * Text for the clipboard that reads right when pasted into a post of either direction. For a
 * right-to-left caption: each line starts with a right-to-left mark, so a box that guesses its
 * direction from the first letter (most do) lays the line out right to left even when it opens
 * with an English name, and each left-to-right piece sits between LRI and PDI. A left-to-right
 * caption is copied as it is, with any right-to-left piece isolated.
 */
export function isolateForCopy(text: string, direction: TextDirection): string {
  const open = direction === 'rtl' ? LEFT_TO_RIGHT_ISOLATE : RIGHT_TO_LEFT_ISOLATE;
  return text
    .split('\n')
    .map((line) => {
      const isolated = splitIntoPieces(line, direction)
        .map((piece) => (piece.isolated ? `${open}${piece.text}${POP_DIRECTIONAL_ISOLATE}` : piece.text))
        .join('');
      return direction === 'rtl' && line.trim() ? `${RIGHT_TO_LEFT_MARK}${isolated}` : isolated;
    })
    .join('\n');
}

/**
 * Hashtags for the clipboard: in a right-to-left post each tag is its own first-strong isolate,
 * so '#vegan' keeps its '#' in front and the tags keep their order.
 */
export function isolateHashtagsForCopy(formatted: string, direction: TextDirection): string {
  if (direction === 'ltr' || !formatted) return formatted;
  const tags = formatted.split(' ').map((tag) => `${FIRST_STRONG_ISOLATE}${tag}${POP_DIRECTIONAL_ISOLATE}`);
  return `${RIGHT_TO_LEFT_MARK}${tags.join(' ')}`;
}

/** The direction most of a text's letters are written in (a saved post does not store its language). */
export function detectTextDirection(text: string): TextDirection {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const rightToLeft = text.match(new RegExp(RIGHT_TO_LEFT_LETTER, 'gu'))?.length ?? 0;
  return letters > 0 && rightToLeft * 2 > letters ? 'rtl' : 'ltr';
}

/** Letters only Urdu uses among the Arabic-script languages offered (ٹ ڈ ڑ ں ھ ے ۓ and the Urdu full stop). */
const URDU_ONLY = /[\u0679\u0688\u0691\u06BA\u06BE\u06D2\u06D3\u06D4]/u;

/**
 * The language of a saved post's text where its script names one offered language (a saved
 * post does not store its language); undefined where the script is shared (Latin, Devanagari…).
 */
export function guessLanguageOfText(text: string): string | undefined {
  const letters = text.match(/\p{L}/gu) ?? [];
  const share = (pattern: RegExp) => letters.filter((letter) => pattern.test(letter)).length / Math.max(1, letters.length);
  if (share(/\p{Script=Arabic}/u) > 0.5) return URDU_ONLY.test(text) ? 'ur' : 'ar';
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text) && share(/[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u) > 0.5) return 'ja';
  if (share(/\p{Script=Hangul}/u) > 0.5) return 'ko';
  if (share(/\p{Script=Han}/u) > 0.5) return 'zh';
  return undefined;
}
