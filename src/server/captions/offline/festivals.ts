import { UNSPACED_LANGUAGES, type LanguageCode } from '../../../shared/languages';
import { FESTIVALS, REGIONAL_FESTIVALS, type Festival, type LanguagePack } from './pack-schema';

/**
 * Which festival a post is for, from the names creators type (the packs' `festivals.<name>.names`)
 * in the request's language and in English (a Hindi post may say "Diwali"). Other languages' names
 * are not looked for: Portuguese "natal" (Christmas) is Spanish for "native" ("mi ciudad natal").
 * The longest name found wins, so "Chinese New Year" is the lunar new year, not the new year.
 */
const patternCache = new WeakMap<object, Map<LanguageCode, { festival: Festival; pattern: RegExp }[]>>();

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/** One name as a pattern: whole word, or a word start when it ends in `*`; anywhere in unspaced scripts. */
function namePattern(name: string, language: LanguageCode): RegExp {
  const prefix = name.endsWith('*');
  const body = escape(prefix ? name.slice(0, -1) : name).replaceAll(' ', '\\s+');
  if (UNSPACED_LANGUAGES.includes(language)) return new RegExp(body, 'u');
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${body}${prefix ? '' : '(?![\\p{L}\\p{M}\\p{N}])'}`, 'u');
}

function patternsFor(language: LanguageCode, packs: Record<LanguageCode, LanguagePack>) {
  let byLanguage = patternCache.get(packs);
  if (!byLanguage) {
    byLanguage = new Map();
    patternCache.set(packs, byLanguage);
  }
  let patterns = byLanguage.get(language);
  if (!patterns) {
    const sources = [...new Set<LanguageCode>([language, 'en'])].map((code) => packs[code]);
    patterns = sources.flatMap((pack) =>
      [...FESTIVALS, ...REGIONAL_FESTIVALS].flatMap((festival) =>
        (pack.festivals?.[festival]?.names ?? []).map((name) => ({ festival, pattern: namePattern(name.toLocaleLowerCase(), pack.code) })),
      ),
    );
    byLanguage.set(language, patterns);
  }
  return patterns;
}

/** The festival named in `texts` (the longest name found), or undefined. */
export function findFestival(texts: readonly string[], language: LanguageCode, packs: Record<LanguageCode, LanguagePack>): Festival | undefined {
  const text = texts.join('\n').normalize('NFC').toLocaleLowerCase();
  let best: { festival: Festival; length: number } | undefined;
  for (const { festival, pattern } of patternsFor(language, packs)) {
    const found = pattern.exec(text);
    if (found && (!best || found[0].length > best.length)) best = { festival, length: found[0].length };
  }
  return best?.festival;
}
