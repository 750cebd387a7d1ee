/**
 * How saved posts are searched (docs/decisions/018-saved-post-search.md). Text and query are both
 * "folded": case removed, accents removed from Latin letters, width and compatibility forms unified
 * (full-width ＡＢＣ, half-width katakana, ligatures), Arabic vowel marks and tatweel dropped. A word
 * of the query matches when it occurs anywhere in the folded text, so it works the same in every
 * script, including those written without spaces (Chinese, Japanese) and the Indic ones, whose vowel
 * signs are kept (they are letters there, not accents). The server stores the folded text of each
 * post; the browser folds the same way to highlight what matched.
 */

/** Latin letters that have no decomposition, and the letters a reader takes them for. */
const LATIN_SPECIAL_FOLDS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ø: 'o',
  Ø: 'o',
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  Ð: 'd',
  þ: 'th',
  Þ: 'th',
  ı: 'i',
};

const LATIN = /\p{Script=Latin}/u;
const MARK = /\p{M}/u;
const WHITESPACE = /\s/u;
/** Arabic harakat, superscript alef and tatweel: optional in writing, so a search ignores them. */
function isArabicOptional(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code === 0x0640 || code === 0x0670 || (code >= 0x064b && code <= 0x065f);
}

/** The folded form of one code point; `afterLatin` says whether the last letter was Latin (its marks go). */
function foldCodePoint(char: string, afterLatin: boolean): string {
  if (WHITESPACE.test(char)) return ' ';
  if (isArabicOptional(char)) return '';
  if (MARK.test(char)) return afterLatin ? '' : char;
  const special = LATIN_SPECIAL_FOLDS[char];
  if (special) return special;
  const decomposed = char.normalize('NFKD');
  let kept = '';
  let base = '';
  for (const part of decomposed) {
    if (!base && !MARK.test(part)) base = part;
    if (MARK.test(part) && LATIN.test(base)) continue;
    kept += part;
  }
  // Recompose what is left: Hangul syllables, kana with their voicing marks, Indic letters.
  return kept.toLowerCase().normalize('NFC');
}

export interface FoldedText {
  text: string;
  /** For each UTF-16 unit of `text`, the index in the source string of the character it came from. */
  sourceIndex: number[];
}

/** Folds `source` (read as NFC) and remembers where each folded unit came from, for highlighting. */
export function foldWithSourceIndex(source: string): FoldedText {
  let text = '';
  const sourceIndex: number[] = [];
  let afterLatin = false;
  let index = 0;
  for (const char of source) {
    const folded = foldCodePoint(char, afterLatin);
    if (!MARK.test(char)) afterLatin = LATIN.test(char.normalize('NFKD')[0] ?? '');
    // A voicing mark written on its own (half-width ﾞ) joins the kana before it, as NFC would.
    if (MARK.test(folded[0] ?? '') && text.length > 0) {
      const composed = (text.at(-1) + folded).normalize('NFC');
      if (composed.length <= folded.length) {
        const previousIndex = sourceIndex[sourceIndex.length - 1];
        text = text.slice(0, -1) + composed;
        sourceIndex[sourceIndex.length - 1] = previousIndex;
        for (let unit = 1; unit < composed.length; unit += 1) sourceIndex.push(index);
        index += char.length;
        continue;
      }
    }
    text += folded;
    for (let unit = 0; unit < folded.length; unit += 1) sourceIndex.push(index);
    index += char.length;
  }
  return { text, sourceIndex };
}

/** The folded text, with runs of whitespace made one space and none at the ends. */
export function foldForSearch(source: string): string {
  return foldWithSourceIndex(source.normalize('NFC')).text.replace(/ {2,}/g, ' ').trim();
}

/** The words of a search, folded; empty words are dropped and repeats kept once. */
export function searchWords(query: string): string[] {
  return [...new Set(foldForSearch(query).split(' ').filter(Boolean))];
}

/** What the server keeps for a post: caption, hashtags, niche and topic, one folded text. */
export function searchableText(post: { caption: string; hashtags: readonly string[]; niche?: string | null; topic?: string | null }): string {
  // A line break between the fields: a phrase never matches across two of them.
  return [post.caption, post.hashtags.join(' '), post.niche ?? '', post.topic ?? ''].map(foldForSearch).join('\n');
}

export interface TextRange {
  start: number;
  end: number;
}

/** Where the words occur in `source` (give it in NFC, as shown), as sorted, merged ranges of its indexes. */
export function findMatches(source: string, words: readonly string[]): TextRange[] {
  if (words.length === 0) return [];
  const { text, sourceIndex } = foldWithSourceIndex(source);
  const ranges: TextRange[] = [];
  for (const word of words) {
    for (let at = text.indexOf(word); at >= 0 && word.length > 0; at = text.indexOf(word, at + word.length)) {
      // The end takes in the whole source character the match ends in, and any marks it dropped.
      const end = nextSourceStart(sourceIndex, at + word.length - 1, source.length);
      ranges.push({ start: sourceIndex[at], end });
    }
  }
  ranges.sort((a, b) => a.start - b.start);
  const merged: TextRange[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/** The source index where the folded unit after `unit` begins, or the source's end. */
function nextSourceStart(sourceIndex: number[], unit: number, sourceLength: number): number {
  for (let next = unit + 1; next < sourceIndex.length; next += 1) if (sourceIndex[next] !== sourceIndex[unit]) return sourceIndex[next];
  return sourceLength;
}
