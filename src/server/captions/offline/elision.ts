import type { LanguageCode } from '../../../shared/languages';

/**
 * Contractions between a template's word and the value put in the slot after it, which a template
 * cannot write itself because it does not know the value: French "de" + "Oven" is "d’Oven",
 * Spanish "de" + "el yoga" is "del yoga". Other languages need none before a slot: their
 * templates put the niche in quotes or after a colon (language-pack.ts), and Italian and
 * Portuguese contract only with articles, which the templates never leave before a slot.
 */

/** French words that lose their vowel before a vowel or a mute h (le, la, de, que…). */
const FRENCH_ELIDING_WORDS = new Set(['de', 'le', 'la', 'que', 'je', 'me', 'te', 'se', 'ne', 'jusque', 'lorsque', 'puisque']);

/**
 * Common French words whose h is aspirated ("le héros", "de Hollande"): no elision before them.
 * Any other h is taken as mute, as most are ("l’hôtel", "d’Hermès").
 */
const ASPIRATED_H_WORDS = [
  'hache', 'haie', 'haine', 'hall', 'halte', 'hamac', 'hamburger', 'hameau', 'hamster', 'hanche', 'handball',
  'handicap', 'hangar', 'hanté', 'harcèlement', 'hardi', 'hareng', 'haricot', 'harpe', 'hasard', 'hâte', 'hausse',
  'haut', 'havre', 'hérisson', 'hernie', 'héros', 'hêtre', 'hibou', 'hiérarchie', 'hip-hop', 'hippie', 'hockey',
  'hollande', 'homard', 'honte', 'hoquet', 'horde', 'hors', 'hotte', 'houblon', 'housse', 'hublot', 'huit',
  'hurl', 'hutte', 'hype',
];

function startsWithFrenchVowelSound(value: string): boolean {
  const lower = value.toLocaleLowerCase('fr');
  if (/^[aeiouàâäéèêëîïôöùûüœæ]/u.test(lower)) return true;
  return lower.startsWith('h') && !ASPIRATED_H_WORDS.some((word) => lower.startsWith(word));
}

/**
 * The template's `word` and the slot's `value` as they are written together in `language`:
 * contracted where the language requires it, else with a space between them. `openingQuote`
 * ("« ", "“") is what the template puts between them: French elides across it too
 * ("d’« Artisanal »", as the OQLF's Banque de dépannage linguistique advises).
 */
export function joinWordAndValue(language: LanguageCode, word: string, value: string, openingQuote = ''): string {
  if (language === 'fr' && FRENCH_ELIDING_WORDS.has(word.toLocaleLowerCase('fr')) && startsWithFrenchVowelSound(value)) {
    return `${word.slice(0, -1)}’${openingQuote}${value}`;
  }
  // Only the lower-case article, and only unquoted: "El País" is a name ("de El País"), and a
  // quotation keeps the user's words as typed.
  if (language === 'es' && !openingQuote && /^(de|a)$/iu.test(word) && /^el\s/u.test(value)) {
    return `${word}l${value.slice(2)}`;
  }
  return `${word} ${openingQuote}${value}`;
}
