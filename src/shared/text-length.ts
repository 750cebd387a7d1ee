import { UNSPACED_LANGUAGES, type LanguageCode } from './languages';

/** Characters as a person counts them (code points, not UTF-16 units). */
export function countCharacters(text: string): number {
  return [...text].length;
}

export function countWords(text: string): number {
  const words = text.trim().split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word));
  return words.length;
}

/**
 * A caption's length in the unit that fits its script: words, or characters for scripts
 * written without spaces (Japanese, Chinese).
 */
export function measureCaption(
  text: string,
  language: LanguageCode,
): { value: number; unit: 'words' | 'characters' } {
  return UNSPACED_LANGUAGES.includes(language)
    ? { value: countCharacters(text.replace(/\s/gu, '')), unit: 'characters' }
    : { value: countWords(text), unit: 'words' };
}
