import type { LanguageCode } from '../../../shared/languages';

/**
 * Mechanical grammar checks for the composer's texts and captions: no unfilled `{slot}`, no
 * double spaces, no space before punctuation (French puts a space before ! ? : ; and that is
 * correct there), and each sentence ends with its language's sentence-final punctuation.
 */

/** Marks that may end a sentence, per language; closing quotes and brackets may follow them. */
const FINAL_MARKS: Record<LanguageCode, string> = {
  en: '.!?…',
  es: '.!?…',
  fr: '.!?…',
  de: '.!?…',
  it: '.!?…',
  pt: '.!?…',
  ru: '.!?…',
  ko: '.!?…',
  te: '.!?…',
  ta: '.!?…',
  gu: '.!?…',
  kn: '.!?…',
  ml: '.!?…',
  // The danda is the full stop of Hindi, Bengali, Assamese, Punjabi and Odia; Marathi writes
  // both the full stop and the danda.
  hi: '।!?…',
  bn: '।!?…',
  as: '।!?…',
  pa: '।!?…',
  or: '।!?…',
  mr: '.।!?…',
  ur: '۔.!?؟…',
  ar: '.!؟…',
  // 笑 ("lol") closes a casual Japanese sentence on social media, in place of 。.
  ja: '。！？…笑',
  zh: '。！？…',
};

const CLOSERS = /["'»”’)）」』\]]+$/u;
const EMOJI = /\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|[\u{1F3FB}-\u{1F3FF}]|[\u{1F1E6}-\u{1F1FF}]/gu;

export function sentenceFinalMarks(language: LanguageCode): string {
  return FINAL_MARKS[language];
}

/** Whether `text` (emoji and closing quotes aside) ends with a sentence-final mark. */
export function endsLikeASentence(text: string, language: LanguageCode): boolean {
  const stripped = text.replace(EMOJI, '').trimEnd().replace(CLOSERS, '');
  return FINAL_MARKS[language].includes([...stripped].at(-1) ?? '');
}

/** Problems in one text; `filled` says slots should have been replaced by now. */
export function findPunctuationProblems(text: string, language: LanguageCode, filled: boolean): string[] {
  const problems: string[] = [];
  if (filled && /\{[a-z]*\}/u.test(text)) problems.push('an unfilled {slot}');
  if (/ {2,}/u.test(text)) problems.push('a double space');
  if (/^\s|\s$/u.test(text)) problems.push('a leading or trailing space');
  const spaceBefore = language === 'fr' ? /\s[,.…)]/u : /\s[,.!?;:…।۔؟)。！？、]/u;
  if (spaceBefore.test(text)) problems.push('a space before punctuation');
  return problems;
}
