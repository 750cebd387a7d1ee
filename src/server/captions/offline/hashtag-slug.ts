/**
 * Turns any text into a hashtag body: letters, marks and digits of every script are kept
 * (`\p{M}` keeps Indic vowel signs, which ASCII slug libraries drop: docs/caption-engine.md),
 * everything else goes. Latin and Cyrillic are lower-cased, as tags are usually written.
 */
export function slugifyHashtag(text: string): string {
  return text
    .normalize('NFC')
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}_]/gu, '');
}

/** A tag must say something: at least two characters, not only digits or underscores. */
export function isUsefulHashtag(tag: string): boolean {
  return [...tag].length >= 2 && /[\p{L}]/u.test(tag) && [...tag].length <= 40;
}
