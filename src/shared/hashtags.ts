import { HASHTAG_MAX_CHARS } from './limits';

/**
 * Hashtags are stored and sent without '#' (spec §3): "a leading '#' sent by a client is
 * removed", exactly one and nothing else. Spaces around a tag or a second '#' stay, so that
 * findHashtagProblem refuses the tag instead of this function guessing what was meant (issue 3).
 */
export function stripHashSign(tag: string): string {
  return tag.startsWith('#') ? tag.slice(1) : tag;
}

export type HashtagProblem = 'empty' | 'whitespace' | 'too-long' | 'hash-sign';

/** What is wrong with a tag after stripHashSign, if anything. */
export function findHashtagProblem(tag: string): HashtagProblem | undefined {
  if (tag.length === 0) return 'empty';
  if (/\s/u.test(tag)) return 'whitespace';
  if ([...tag].length > HASHTAG_MAX_CHARS) return 'too-long';
  // Last, so a tag with several problems reports the same first one as before this check
  // existed (the caption output rules report '#' with their own message).
  if (tag.includes('#')) return 'hash-sign';
  return undefined;
}

/** The first index whose tag repeats an earlier one, ignoring case; -1 when all differ. */
export function findDuplicateHashtag(tags: readonly string[]): number {
  const seen = new Set<string>();
  for (const [index, tag] of tags.entries()) {
    const key = tag.toLocaleLowerCase();
    if (seen.has(key)) return index;
    seen.add(key);
  }
  return -1;
}

/**
 * What the copy button puts on the clipboard: each tag with exactly one '#', separated by
 * spaces. Tags read mid-stream from an AI provider, or saved before the rules above, may still
 * carry '#' or spaces: those are dropped (a space would split one tag into two), and a tag left
 * empty is left out.
 */
export function formatHashtags(tags: readonly string[]): string {
  return tags
    .map((tag) => tag.replace(/[\s#]+/gu, ''))
    .filter((tag) => tag.length > 0)
    .map((tag) => `#${tag}`)
    .join(' ');
}
