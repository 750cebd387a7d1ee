import type { LanguageCode } from '../../../shared/languages';
import { toAsciiDigits } from './digits';
import { findFacts, findNumbersIn, statesFact, valuesOf, type Fact, type FigureFact } from './find-facts';

/**
 * The two fact rules of issue 18, checked on every set of captions: each fact the creator gave is
 * kept (in at least FACT_MIN_CAPTIONS of the five, since a creator posts one of them), and no
 * caption holds a figure the creator did not give. Each problem is a sentence naming the fact,
 * sent back to a provider in its one repair (output-rules.ts).
 */

/** A creator posts one caption of five: four of five carrying the fact leaves room for one short take. */
export const FACT_MIN_CAPTIONS = 4;

/**
 * Figures a caption may hold without the creator giving them (docs/decisions/014): the count 1
 * ("1 cup at a time", "No. 1", Korean "1위"), which mood lines use as "one" and no customer holds
 * anyone to; and "101" right after a word, the "<subject> 101" idiom for a beginner's introduction.
 * Number words ("two days", "hundreds of") are never counted as figures (find-facts.ts).
 */
function isAllowedFigure(figure: FigureFact, caption: string): boolean {
  if (figure.kind !== 'number') return false;
  if (figure.value === 1) return true;
  return figure.value === 101 && /[\p{L}\p{M}]\s$/u.test(caption.slice(0, figure.index));
}

export interface CreatorText {
  niche: string;
  topic?: string;
  website?: string;
}

/** Two readings of the same fact (३० and 30, "Saturday" twice) are one fact. */
function isSameFact(a: Fact, b: Fact): boolean {
  return a.kind === b.kind && statesFact(a, b) && statesFact(b, a);
}

/** A creator's fact with the text it was read in (the niche or the topic). */
interface SourcedFact {
  fact: Fact;
  source: string;
}

function findSourcedFacts(creator: CreatorText, language: LanguageCode): SourcedFact[] {
  const found: SourcedFact[] = [];
  for (const source of [creator.niche, creator.topic ?? '']) {
    for (const fact of findFacts(source, language)) {
      if (!found.some((known) => isSameFact(known.fact, fact))) found.push({ fact, source });
    }
  }
  return found;
}

/**
 * The facts of the creator's niche and topic, each once, in order of appearance. The website is an
 * address, not prose: its digits are part of a name ("bakery24.com"), allowed in captions but not
 * facts to keep.
 */
export function findCreatorFacts(creator: CreatorText, language: LanguageCode): Fact[] {
  return findSourcedFacts(creator, language).map(({ fact }) => fact);
}

/**
 * Whether a figure in a caption is one the creator gave: the same percentage, a price or number of
 * the same amount, the same date or time, or a number the creator wrote anywhere (a date's day,
 * a count in words, a digit in their web address: "bakery24.com").
 */
function isBackedByCreator(figure: FigureFact, creatorFacts: readonly Fact[], websiteNumbers: readonly number[]): boolean {
  switch (figure.kind) {
    case 'number':
      return websiteNumbers.includes(figure.value) || creatorFacts.some((fact) => valuesOf(fact).includes(figure.value));
    case 'percentage':
      return creatorFacts.some((fact) => fact.kind === 'percentage' && fact.value === figure.value);
    case 'price':
      return creatorFacts.some((fact) => (fact.kind === 'price' || fact.kind === 'number') && fact.value === figure.value);
    case 'date':
      return creatorFacts.some((fact) => fact.kind === 'date' && statesFact(figure, fact));
    case 'time':
      return creatorFacts.some(
        (fact) => (fact.kind === 'time' && statesFact(figure, fact)) || (figure.minute === 0 && fact.kind === 'number' && fact.value % 12 === figure.hour % 12),
      );
  }
}

/**
 * Where a sentence ends: . ! ? before a space or the end, except after the abbreviations prices
 * and counts use ("Rs. 499", "No. 1"; "3.5" has no space), or a mark that always ends one.
 */
const SENTENCE_END = /(?<!(?:^|[^\p{L}])(?:Rs|No|Nr|Dr|Mr|Mrs|Ms|St|vs|ca|approx|Tk|руб|रु))[.!?…](?=\s|$)|[。！？।॥۔؟\n]/gu;
/** A longer sentence is not quoted: the fact alone names the problem. */
const MAX_QUOTED_SENTENCE_CHARS = 160;

/** The sentence of the creator's text a fact was read in, to name the fact in context. */
function sentenceAround(text: string, fact: Fact): string {
  const factEnd = fact.index + fact.text.length;
  let start = 0;
  let end = text.length;
  for (const mark of text.matchAll(SENTENCE_END)) {
    const after = mark.index + mark[0].length;
    if (after <= fact.index) start = after;
    else if (mark.index >= factEnd) {
      end = after;
      break;
    }
  }
  return text.slice(start, end).trim();
}

function listCaptions(numbers: readonly number[]): string {
  const labels = numbers.map(String);
  const list = labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : labels[0];
  return `${labels.length > 1 ? 'Captions' : 'Caption'} ${list}`;
}

/** Every way `captions` break the fact rules for the creator's text; an empty list means they pass. */
export function findFactProblems(captions: readonly string[], creator: CreatorText, language: LanguageCode): string[] {
  return [...findMissingFactProblems(captions, creator, language), ...findInventedFigureProblems(captions, creator, language)];
}

/** Each fact of the creator's that fewer than FACT_MIN_CAPTIONS captions keep, named with its sentence. */
export function findMissingFactProblems(captions: readonly string[], creator: CreatorText, language: LanguageCode): string[] {
  if (captions.length === 0) return [];
  const problems: string[] = [];
  const captionFacts = captions.map((caption) => findFacts(caption, language));
  for (const { fact, source } of findSourcedFacts(creator, language)) {
    const missing = captionFacts.flatMap((found, index) =>
      found.some((item) => statesFact(item, fact)) || keepsAsTyped(fact, captions[index]) ? [] : [index + 1],
    );
    const kept = captions.length - missing.length;
    if (kept >= Math.min(FACT_MIN_CAPTIONS, captions.length)) continue;
    const sentence = sentenceAround(source, fact);
    const quoted = sentence !== fact.text && sentence.length <= MAX_QUOTED_SENTENCE_CHARS;
    const context = quoted ? ` (from "${sentence}")` : '';
    problems.push(
      `${listCaptions(missing)} ${missing.length > 1 ? 'leave' : 'leaves'} out the creator's "${fact.text}"${context}; keep it as the creator gave it in at least ` +
        `${FACT_MIN_CAPTIONS} of the ${captions.length} captions.`,
    );
  }
  return problems;
}

/** Each caption holding a number, percentage, price, date or time the creator did not give, with the figures named. */
export function findInventedFigureProblems(captions: readonly string[], creator: CreatorText, language: LanguageCode): string[] {
  const creatorFacts = findCreatorFacts(creator, language);
  const websiteNumbers = (toAsciiDigits(creator.website ?? '').match(/\d+/gu) ?? []).map(Number);
  return captions.flatMap((caption, index) => {
    const invented = findNumbersIn(caption, language).filter(
      (figure) => !isAllowedFigure(figure, caption) && !isBackedByCreator(figure, creatorFacts, websiteNumbers),
    );
    const named = [...new Set(invented.map((figure) => `"${figure.text}"`))];
    if (named.length === 0) return [];
    return [
      `Caption ${index + 1} has ${named.join(', ')}, which the creator did not give; use no number, price, percentage, ` +
        "date or discount that is not in the creator's details.",
    ];
  });
}

/** A weekday or offer word kept in the creator's own words ("Saturday" in a Hindi caption). */
function keepsAsTyped(fact: Fact, caption: string): boolean {
  return (fact.kind === 'weekday' || fact.kind === 'offer') && caption.toLocaleLowerCase().includes(fact.text.toLocaleLowerCase());
}
