import type { LanguageCode } from '../../../shared/languages';
import { findFacts } from '../facts/find-facts';

/**
 * Whether one of the creator's sentences carries a fact (issue 18's finder: a number in any
 * script, a price, a percentage, a date, a weekday, a time or an offer word). Such a sentence
 * goes into every caption that has room for it, so at least four of the five carry it (issue 14).
 */
export function sentenceHoldsFact(sentence: string, language: LanguageCode): boolean {
  return findFacts(sentence, language).length > 0;
}
