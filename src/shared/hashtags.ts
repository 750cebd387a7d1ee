import { HASHTAG_MAX_CHARS } from './limits';

/** Hashtags are stored and sent without '#' (spec §3); a client may still type one. */
export function stripHashSign(tag: string): string {
  return tag.trim().replace(/^#+/, '');
}

export type HashtagProblem = 'empty' | 'whitespace' | 'too-long';

export function findHashtagProblem(tag: string): HashtagProblem | undefined {
  if (tag.length === 0) return 'empty';
  if (/\s/u.test(tag)) return 'whitespace';
  if ([...tag].length > HASHTAG_MAX_CHARS) return 'too-long';
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

/** What the copy button puts on the clipboard: each tag with one '#', separated by spaces. */
export function formatHashtags(tags: readonly string[]): string {
  return tags.map((tag) => `#${stripHashSign(tag)}`).join(' ');
}
