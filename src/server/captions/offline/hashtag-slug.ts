/**
 * Turns any text into a hashtag body: letters, marks and digits of every script are kept
 * (`\p{M}` keeps Indic vowel signs, which ASCII slug libraries drop: docs/caption-engine.md),
 * everything else goes. Latin and Cyrillic are lower-cased, as tags are usually written. Words in
 * Arabic script are joined with "_" (#صناع_المحتوى), as Arabic and Urdu tags are written: glued
 * together, the words of a name run into one another.
 */
export function slugifyHashtag(text: string): string {
  const normalized = text.normalize('NFC').toLocaleLowerCase();
  const spaced = /\p{scx=Arabic}\s+\p{scx=Arabic}/u.test(normalized) ? normalized.trim().replace(/\s+/gu, '_') : normalized;
  return spaced.replace(/[^\p{L}\p{M}\p{N}_]/gu, '');
}

/** A tag must say something: at least two characters, not only digits or underscores. */
export function isUsefulHashtag(tag: string): boolean {
  return [...tag].length >= 2 && /[\p{L}]/u.test(tag) && [...tag].length <= 40;
}
