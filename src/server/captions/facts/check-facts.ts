import type { LanguageCode } from '../../../shared/languages';
import { toAsciiDigits } from './digits';
import { figuresAmong, findFacts, statesFact, valuesOf, type Fact, type FigureFact } from './find-facts';

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
  // Each text is read once for both rules.
  const sourced = findSourcedFacts(creator, language);
  const captionFacts = captions.map((caption) => findFacts(caption, language));
  return [...missingFactProblems(captions, captionFacts, sourced), ...inventedFigureProblems(captions, captionFacts, sourced, creator)];
}

/** Each fact of the creator's that fewer than FACT_MIN_CAPTIONS captions keep, named with its sentence. */
export function findMissingFactProblems(captions: readonly string[], creator: CreatorText, language: LanguageCode): string[] {
  return missingFactProblems(captions, captions.map((caption) => findFacts(caption, language)), findSourcedFacts(creator, language));
}

/** Each caption holding a number, percentage, price, date or time the creator did not give, with the figures named. */
export function findInventedFigureProblems(captions: readonly string[], creator: CreatorText, language: LanguageCode): string[] {
  const captionFacts = captions.map((caption) => findFacts(caption, language));
  return inventedFigureProblems(captions, captionFacts, findSourcedFacts(creator, language), creator);
}

function missingFactProblems(captions: readonly string[], captionFacts: readonly Fact[][], sourced: readonly SourcedFact[]): string[] {
  if (captions.length === 0) return [];
  const problems: string[] = [];
  for (const { fact, source } of sourced) {
    const missing = captionFacts.flatMap((found, index) =>
      found.some((item) => statesFact(item, fact)) || keepsAsTyped(fact, captions[index]) ? [] : [index + 1],
    );
    const kept = captions.length - missing.length;
    if (kept >= Math.min(FACT_MIN_CAPTIONS, captions.length)) continue;
    problems.push(
      `${listCaptions(missing)} ${missing.length > 1 ? 'leave' : 'leaves'} out the creator's "${fact.text}"${quotedContext(source, fact)}; keep it as the creator gave it in at least ` +
        `${FACT_MIN_CAPTIONS} of the ${captions.length} captions.`,
    );
  }
  return problems;
}

/**
 * The fact rules for one caption written in place of another (issue 11's regenerate and refine,
 * docs/decisions/014): the new caption invents no figure, and a fact the replaced caption kept
 * may only go where the five still keep it in FACT_MIN_CAPTIONS (one short take may leave it out,
 * as in a whole answer). The other captions are the creator's, as shown, and are not judged.
 * `captionLanguage` is the new caption's (a translation's target), `language` the creator's.
 */
export function findReplacementFactProblems(
  captions: readonly string[],
  slot: number,
  previous: string,
  creator: CreatorText,
  language: LanguageCode,
  captionLanguage: LanguageCode = language,
): string[] {
  const sourced = findSourcedFacts(creator, language);
  const caption = captions[slot] ?? '';
  const newFacts = findFacts(caption, captionLanguage);
  const previousFacts = findFacts(previous, language);
  const keeps = (found: readonly Fact[], text: string, fact: Fact) => found.some((item) => statesFact(item, fact)) || keepsAsTyped(fact, text);
  const problems: string[] = [];
  for (const { fact, source } of sourced) {
    if (!keeps(previousFacts, previous, fact) || keeps(newFacts, caption, fact)) continue;
    const kept = captions.filter((other, index) => index !== slot && keeps(findFacts(other, language), other, fact)).length;
    if (kept >= Math.min(FACT_MIN_CAPTIONS, captions.length)) continue;
    problems.push(`The caption leaves out the creator's "${fact.text}"${quotedContext(source, fact)}, which the caption it replaces kept; keep it as the creator gave it.`);
  }
  return [...problems, ...inventedFigureProblems([caption], [newFacts], sourced, creator, () => 'The caption')];
}

function quotedContext(source: string, fact: Fact): string {
  const sentence = sentenceAround(source, fact);
  return sentence !== fact.text && sentence.length <= MAX_QUOTED_SENTENCE_CHARS ? ` (from "${sentence}")` : '';
}

function inventedFigureProblems(
  captions: readonly string[],
  captionFacts: readonly Fact[][],
  sourced: readonly SourcedFact[],
  creator: CreatorText,
  label: (index: number) => string = (index) => `Caption ${index + 1}`,
): string[] {
  const creatorFacts = sourced.map(({ fact }) => fact);
  const websiteNumbers = (toAsciiDigits(creator.website ?? '').match(/\d+/gu) ?? []).map(Number);
  return captions.flatMap((caption, index) => {
    const invented = figuresAmong(captionFacts[index]).filter(
      (figure) => !isAllowedFigure(figure, caption) && !isBackedByCreator(figure, creatorFacts, websiteNumbers),
    );
    const named = [...new Set(invented.map((figure) => `"${figure.text}"`))];
    if (named.length === 0) return [];
    return [
      `${label(index)} has ${named.join(', ')}, which the creator did not give; use no number, price, percentage, ` +
        "date or discount that is not in the creator's details.",
    ];
  });
}

/** A weekday or offer word kept in the creator's own words ("Saturday" in a Hindi caption). */
function keepsAsTyped(fact: Fact, caption: string): boolean {
  return (fact.kind === 'weekday' || fact.kind === 'offer') && caption.toLocaleLowerCase().includes(fact.text.toLocaleLowerCase());
}
