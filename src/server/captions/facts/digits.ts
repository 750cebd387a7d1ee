/**
 * Decimal digits in every script the product offers (src/shared/languages.ts), so a number the
 * creator typed as ३० is the same fact as 30 in a caption. Each script's digits are ten
 * consecutive code points starting at its zero.
 */
const DIGIT_ZEROS: readonly number[] = [
  0x0030, // ASCII
  0x0660, // Arabic-Indic (Arabic)
  0x06f0, // Extended Arabic-Indic (Urdu, Persian)
  0x0966, // Devanagari (Hindi, Marathi)
  0x09e6, // Bengali (Bengali, Assamese)
  0x0a66, // Gurmukhi (Punjabi)
  0x0ae6, // Gujarati
  0x0b66, // Oriya (Odia)
  0x0be6, // Tamil
  0x0c66, // Telugu
  0x0ce6, // Kannada
  0x0d66, // Malayalam
  0xff10, // full-width (Japanese, Chinese, Korean input methods)
];

/** A regular-expression character class (without brackets) matching one digit of any offered script. */
export const DIGIT_CLASS = DIGIT_ZEROS.map((zero) => `\\u{${zero.toString(16)}}-\\u{${(zero + 9).toString(16)}}`).join('');

/** The value 0–9 of one digit character, or undefined when it is not a digit of an offered script. */
export function digitValue(character: string): number | undefined {
  const code = character.codePointAt(0)!;
  for (const zero of DIGIT_ZEROS) {
    if (code >= zero && code <= zero + 9) return code - zero;
  }
  return undefined;
}

/** The text with every digit of an offered script written as an ASCII digit, other characters kept. */
export function toAsciiDigits(text: string): string {
  let out = '';
  for (const character of text) {
    const value = digitValue(character);
    out += value === undefined ? character : String(value);
  }
  return out;
}

/** Separators between digit groups: . , Arabic ٫ (decimal) ٬ (thousands), apostrophes (Swiss), no-break spaces (French). */
export const GROUP_SEPARATOR_CLASS = ".,\\u066B\\u066C'\\u2019\\u00A0\\u202F";

/**
 * The value of a number as written, in any offered script, with any of the usual separators:
 * "1,299" and "1.299" and "1 299" are 1299 (one separator followed by exactly three digits, or the
 * same separator more than once, as Indian "1,00,000", groups thousands); "12,50" and "3.5" are
 * decimals; with both "," and ".", the last one is the decimal point ("1.299,50", "1,299.50").
 * Both sides of every comparison are read the same way, so an ambiguous "1.299" still matches itself.
 */
export function parseNumber(written: string): number | undefined {
  const ascii = toAsciiDigits(written).replace(/\u066C|['\u2019\u00A0\u202F]/gu, '').replace(/\u066B/gu, '.');
  if (!/^\d[\d.,]*$/u.test(ascii)) return undefined;
  const separators = ascii.replace(/\d/gu, '');
  let normalised: string;
  if (separators === '') normalised = ascii;
  else if (separators.includes('.') && separators.includes(',')) {
    const decimal = ascii.lastIndexOf('.') > ascii.lastIndexOf(',') ? '.' : ',';
    const grouping = decimal === '.' ? ',' : '.';
    normalised = ascii.split(grouping).join('').replace(decimal, '.');
  } else {
    const separator = separators[0];
    const parts = ascii.split(separator);
    const grouped = parts.length > 2 || parts[1].length === 3;
    normalised = grouped ? parts.join('') : `${parts[0]}.${parts[1]}`;
  }
  const value = Number(normalised);
  return Number.isFinite(value) ? value : undefined;
}
