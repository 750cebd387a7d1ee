import { isEmojiCluster } from './emoji';
import { formatHashtags } from './hashtags';
import type { CharacterCounting, Platform } from './platforms';

/**
 * A caption's length the way its platform counts it (issue 11), shared by the engines' checks and
 * the caption editor's live counter, so both sides agree on "fits".
 *
 * - 'graphemes': user-perceived characters (Intl.Segmenter), so "👍🏽" and "क्षि" are what a person
 *   counts, not code points or UTF-16 units.
 * - 'x-weighted': X's count for a standard account, as twitter-text's version 3 configuration
 *   defines it (written here from that published configuration, not from its code): the text is
 *   NFC-normalised; each URL weighs 23 (the t.co link that replaces it); each emoji sequence 2;
 *   every other code point 1 inside U+0000–U+10FF, U+2000–U+200D, U+2010–U+201F, U+2032–U+2037
 *   (Latin, Cyrillic, Arabic, the Indic scripts, common punctuation) and 2 elsewhere (CJK, Hangul…).
 */

const X_URL_WEIGHT = 23;
const X_LIGHT_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0000, 0x10ff],
  [0x2000, 0x200d],
  [0x2010, 0x201f],
  [0x2032, 0x2037],
];

/**
 * A web address as X links it: with a scheme, or a bare host name whose last label looks like a
 * top-level domain ("beanhouse.com", "shop.example.co.uk/sale"). Trailing sentence punctuation is
 * not part of it. Counting a non-URL as 23 only errs on the safe side (shorter captions).
 */
const URL_PATTERN =
  /(?<![\p{L}\p{N}@._/-])(?:https?:\/\/)?(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,62}[\p{L}\p{N}])?\.)+[a-z]{2,24}(?![\p{L}\p{N}-])(?::\d{1,5})?(?:[/?#][^\s]*[^\s.,!?;:'")\]}。！？、])?/giu;

/** The text with each web address replaced (a caption's length class counts an address as one word). */
export function replaceWebAddresses(text: string, replacement: string): string {
  return text.replace(URL_PATTERN, () => replacement);
}

let graphemeSegmenter: Intl.Segmenter | undefined;
function graphemes(text: string): Iterable<Intl.SegmentData> {
  graphemeSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return graphemeSegmenter.segment(text);
}

export function countGraphemes(text: string): number {
  let count = 0;
  for (const _ of graphemes(text)) count += 1;
  return count;
}

function codePointWeight(codePoint: number): number {
  return X_LIGHT_RANGES.some(([start, end]) => codePoint >= start && codePoint <= end) ? 1 : 2;
}

function clusterWeight(cluster: string): number {
  if (isEmojiCluster(cluster)) return 2;
  let weight = 0;
  for (const character of cluster) weight += codePointWeight(character.codePointAt(0)!);
  return weight;
}

/** A piece of text with its weight, in the order of the text; offsets into the NFC text. */
interface WeighedPiece {
  end: number;
  weight: number;
}

function* weighForX(text: string): Generator<WeighedPiece> {
  let position = 0;
  const weighPlain = function* (until: number): Generator<WeighedPiece> {
    for (const { segment, index } of graphemes(text.slice(position, until))) {
      yield { end: position + index + segment.length, weight: clusterWeight(segment) };
    }
  };
  for (const match of text.matchAll(URL_PATTERN)) {
    yield* weighPlain(match.index);
    position = match.index + match[0].length;
    yield { end: position, weight: X_URL_WEIGHT };
  }
  yield* weighPlain(text.length);
}

function* weighGraphemes(text: string): Generator<WeighedPiece> {
  for (const { segment, index } of graphemes(text)) yield { end: index + segment.length, weight: 1 };
}

function weigh(text: string, counting: CharacterCounting): Generator<WeighedPiece> {
  return counting === 'x-weighted' ? weighForX(text) : weighGraphemes(text);
}

/** X's weighted length of a post for a standard account. */
export function countXWeighted(text: string): number {
  let total = 0;
  for (const piece of weighForX(text.normalize('NFC'))) total += piece.weight;
  return total;
}

export function countCharactersAs(text: string, counting: CharacterCounting): number {
  return counting === 'x-weighted' ? countXWeighted(text) : countGraphemes(text);
}

export function countForPlatform(text: string, platform: Pick<Platform, 'counting'>): number {
  return countCharactersAs(text, platform.counting);
}

/**
 * Where `text` (NFC-normalised first) must be cut to hold at most `budget`, counted as `counting`
 * counts: the UTF-16 offset into `text.normalize('NFC')` after the last whole piece (grapheme,
 * emoji or URL) that fits. The feed's "…more" mark and the editor's "over the limit" use it.
 */
export function offsetWithin(text: string, budget: number, counting: CharacterCounting): number {
  const normalised = text.normalize('NFC');
  let used = 0;
  let offset = 0;
  for (const piece of weigh(normalised, counting)) {
    if (used + piece.weight > budget) return offset;
    used += piece.weight;
    offset = piece.end;
  }
  return normalised.length;
}

/** The separator between a caption and its hashtags in a post (a blank line, as creators post them). */
export const HASHTAG_SEPARATOR = '\n\n';

/**
 * The text as it is posted on `platform`: the caption, then the hashtags after a blank line when
 * the platform takes them in the caption field.
 */
export function composePost(caption: string, hashtags: readonly string[], platform: Pick<Platform, 'hashtagsInCaption'> | undefined): string {
  if (!platform?.hashtagsInCaption || hashtags.length === 0) return caption;
  return `${caption}${HASHTAG_SEPARATOR}${formatHashtags(hashtags)}`;
}

/** The length of the post a caption makes on `platform`, its hashtags included where they count. */
export function measurePost(caption: string, hashtags: readonly string[], platform: Platform): number {
  return countForPlatform(composePost(caption, hashtags, platform), platform);
}

/** How much of the limit the hashtags take in a post (with their separator), 0 where they do not count. */
export function hashtagCost(hashtags: readonly string[], platform: Platform): number {
  if (!platform.hashtagsInCaption || hashtags.length === 0) return 0;
  return countForPlatform(composePost('', hashtags, platform), platform);
}

/** The most a caption may take on `platform` beside these hashtags. */
export function captionBudget(hashtags: readonly string[], platform: Platform): number {
  return platform.captionLimit - hashtagCost(hashtags, platform);
}
