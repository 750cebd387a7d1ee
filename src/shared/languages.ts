/**
 * The 23 languages of spec §9, in the spec's order. `script` is what a provider is told
 * alongside the name (the bare codes `or` and `as` are English words: docs/caption-engine.md),
 * and what the output language check measures.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', script: 'Latin' },
  { code: 'hi', name: 'Hindi', script: 'Devanagari' },
  { code: 'bn', name: 'Bengali', script: 'Bengali' },
  { code: 'te', name: 'Telugu', script: 'Telugu' },
  { code: 'mr', name: 'Marathi', script: 'Devanagari' },
  { code: 'ta', name: 'Tamil', script: 'Tamil' },
  { code: 'gu', name: 'Gujarati', script: 'Gujarati' },
  { code: 'kn', name: 'Kannada', script: 'Kannada' },
  { code: 'ml', name: 'Malayalam', script: 'Malayalam' },
  { code: 'pa', name: 'Punjabi', script: 'Gurmukhi' },
  { code: 'or', name: 'Odia', script: 'Oriya' },
  { code: 'as', name: 'Assamese', script: 'Bengali' },
  { code: 'ur', name: 'Urdu', script: 'Arabic' },
  { code: 'es', name: 'Spanish', script: 'Latin' },
  { code: 'fr', name: 'French', script: 'Latin' },
  { code: 'de', name: 'German', script: 'Latin' },
  { code: 'it', name: 'Italian', script: 'Latin' },
  { code: 'pt', name: 'Portuguese', script: 'Latin' },
  { code: 'ja', name: 'Japanese', script: 'Japanese' },
  { code: 'ko', name: 'Korean', script: 'Hangul' },
  { code: 'zh', name: 'Chinese', script: 'Han' },
  { code: 'ar', name: 'Arabic', script: 'Arabic' },
  { code: 'ru', name: 'Russian', script: 'Cyrillic' },
] as const;

export type Language = (typeof LANGUAGES)[number];
export type LanguageCode = Language['code'];

export const LANGUAGE_CODES = LANGUAGES.map((language) => language.code) as [
  LanguageCode,
  ...LanguageCode[],
];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** Scripts written without spaces between words: lengths there are counted in characters. */
export const UNSPACED_LANGUAGES: readonly LanguageCode[] = ['ja', 'zh'];

/** Languages written right to left (spec §9's Urdu and Arabic): their captions are laid out RTL. */
export const RIGHT_TO_LEFT_LANGUAGES: readonly LanguageCode[] = ['ur', 'ar'];

export type TextDirection = 'ltr' | 'rtl';

export function textDirectionOf(code: LanguageCode): TextDirection {
  return RIGHT_TO_LEFT_LANGUAGES.includes(code) ? 'rtl' : 'ltr';
}

export function findLanguage(code: string): Language | undefined {
  return LANGUAGES.find((language) => language.code === code);
}
