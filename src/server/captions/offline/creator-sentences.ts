import { UNSPACED_LANGUAGES, type LanguageCode } from '../../../shared/languages';
import { measureCaption } from '../../../shared/text-length';
import { TITLE_MAX_CHARACTERS, TITLE_MAX_WORDS } from '../../../shared/topic-hint';
import { sentenceFinalMarks } from './punctuation-rules';

/**
 * What the creator wrote about the post, made ready to be carried whole (issue 14): the topic
 * split into sentences, each closed with its language's full stop and, in cased scripts, opened
 * with a capital; a short topic without a full stop is a headline ("Morning routine"), not a
 * sentence. Nothing is ever cut: a caption carries a sentence whole or not at all.
 */
export interface CreatorText {
  /** The topic's sentences in the order written, tidied (tidySentence). */
  sentences: string[];
  /** A short topic with no sentence punctuation, shown as the caption's first line. */
  headline?: string;
}


/**
 * Sentence ends: a final mark followed by a space (Latin, Cyrillic, Indic, Arabic scripts) or any
 * full-width / danda mark (no space follows in Japanese and Chinese), or a line break. A full stop
 * after a lone capital or a common title ("Dr.", "St.") is not an end.
 */
const SENTENCE_BREAK = /(?<=[。！？])|(?<=[।॥۔؟])\s*|(?<![\s(][A-Z]\.|\b(?:Dr|Mr|Mrs|Ms|St|Sr|Jr|Nr|No|vs|etc|ca|bzw|z\.B|Av|Sra|Mme)\.)(?<=[.!?…])\s+|\s*\n+\s*/u;

/**
 * The text with a capital first letter, when its script has capitals and the capital is one
 * letter ("ᾀ" would become two, "ß" "SS": the user's words must stay findable as typed).
 */
export function capitaliseFirst(text: string): string {
  const first = String.fromCodePoint(text.codePointAt(0) ?? 0);
  const upper = first.toLocaleUpperCase();
  return upper !== first && [...upper].length === 1 && first === first.toLocaleLowerCase() ? upper + text.slice(first.length) : text;
}

/** Closes and opens one sentence the way the language writes it. */
export function tidySentence(raw: string, language: LanguageCode, sentenceEnd: string): string {
  // French sets a space before ; : ! ? (typed as a space or a no-break space): that one stays.
  const spaceBefore = language === 'fr' ? /\s+([,.])/gu : /\s+([,.!?;:])/gu;
  let text = raw.normalize('NFC').replace(/[^\S\u00A0\u202F]+/gu, ' ').replace(spaceBefore, '$1').trim();
  // Leading list marks or dashes the creator typed ("- ", "• ", "1) ") stay out of a flowing caption.
  text = text.replace(/^(?:[-–—•*·]+|\d+[.)])\s+/u, '');
  text = capitaliseFirst(text);
  // Emoji or closing quotes typed after the sentence stay after its full stop.
  const [, body = text, tail = ''] = /^(.*?)([\s"'»”’)）」』\]\p{Extended_Pictographic}\u{FE0F}\u{200D}]*)$/su.exec(text) ?? [];
  const finals = `${sentenceFinalMarks(language)}.!?`;
  if (!finals.includes([...body].at(-1) ?? '')) text = `${body.replace(/[\s,;:–—-]+$/u, '')}${sentenceEnd}${tail}`;
  return text;
}

/** Tidies a headline: the creator's words with a capital first letter, no trailing punctuation. */
function tidyHeadline(raw: string): string {
  const text = raw.normalize('NFC').replace(/\s+/gu, ' ').trim().replace(/[\s,;:–—-]+$/u, '');
  return capitaliseFirst(text);
}

export function readCreatorText(topic: string | undefined, language: LanguageCode, sentenceEnd: string): CreatorText {
  const text = topic?.normalize('NFC').trim();
  if (!text) return { sentences: [] };
  const parts = text
    .split(SENTENCE_BREAK)
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part && /[\p{L}\p{N}]/u.test(part)));
  if (parts.length === 1) {
    const only = parts[0];
    const finals = sentenceFinalMarks(language);
    const closed = finals.includes([...only.replace(/[\s"'»”’)）」』]+$/u, '')].at(-1) ?? '');
    const { value } = measureCaption(only, language);
    const short = UNSPACED_LANGUAGES.includes(language) ? value <= TITLE_MAX_CHARACTERS : value <= TITLE_MAX_WORDS;
    if (!closed && short) return { sentences: [], headline: tidyHeadline(only) };
  }
  return { sentences: parts.map((part) => tidySentence(part, language, sentenceEnd)) };
}
