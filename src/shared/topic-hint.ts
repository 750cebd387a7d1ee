import { UNSPACED_LANGUAGES, type LanguageCode } from './languages';
import { countCharacters, countWords } from './text-length';

/**
 * The hint under offline results when the creator described the post in a few words or not at all
 * (issue 14). The offline composer carries every sentence the creator writes, whole; a bare title
 * ("Gongura chutney") it can only name. Five reviews found the captions about the post whenever the
 * creator wrote a sentence, and mostly not otherwise: the hint says how to get the first kind.
 * A module of its own so the sign-in screen's bundle does not carry it (issue 10's budget).
 */
export const TOPIC_HINT =
  'Tip: describe the post in a sentence or two (what it is, when, the price) and every caption will carry it.';

/** A topic at most this long and without a sentence mark reads as a title, here and in the offline composer. */
export const TITLE_MAX_WORDS = 10;
export const TITLE_MAX_CHARACTERS = 30;
const SENTENCE_MARK = /[.!?。！？।۔؟]/u;

/** Whether the topic is empty or a title the composer can only name, not a sentence it can carry. */
export function isBareTopic(topic: string, language: LanguageCode): boolean {
  const text = topic.trim();
  if (text === '') return true;
  if (SENTENCE_MARK.test(text) || /\n/u.test(text)) return false;
  return UNSPACED_LANGUAGES.includes(language) ? countCharacters(text) <= TITLE_MAX_CHARACTERS : countWords(text) <= TITLE_MAX_WORDS;
}
