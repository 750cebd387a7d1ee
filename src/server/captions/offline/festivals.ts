import { UNSPACED_LANGUAGES, type LanguageCode } from '../../../shared/languages';
import { FESTIVALS, type Festival, type LanguagePack } from './pack-schema';

/**
 * Which festival a post is for, from the words of any language the creator typed them in (a Hindi
 * post may say "Diwali", an English one "दिवाली"): the packs' `festivals.<name>.names`.
 */
const patternCache = new WeakMap<object, Map<Festival, RegExp>>();

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/** One name as a pattern: whole word, or a word start when it ends in `*`; anywhere in unspaced scripts. */
function namePattern(name: string, language: LanguageCode): string {
  const prefix = name.endsWith('*');
  const body = escape(prefix ? name.slice(0, -1) : name).replaceAll(' ', '\\s+');
  if (UNSPACED_LANGUAGES.includes(language)) return body;
  return `(?<![\\p{L}\\p{M}\\p{N}])${body}${prefix ? '' : '(?![\\p{L}\\p{M}\\p{N}])'}`;
}

function patternsOf(packs: Record<LanguageCode, LanguagePack>): Map<Festival, RegExp> {
  const cached = patternCache.get(packs);
  if (cached) return cached;
  const patterns = new Map<Festival, RegExp>();
  for (const festival of FESTIVALS) {
    const names = Object.values(packs).flatMap((pack) => (pack.festivals?.[festival]?.names ?? []).map((name) => namePattern(name.toLocaleLowerCase(), pack.code)));
    if (names.length > 0) patterns.set(festival, new RegExp(names.join('|'), 'u'));
  }
  patternCache.set(packs, patterns);
  return patterns;
}

/** The first festival named in `texts`, or undefined. */
export function findFestival(texts: readonly string[], packs: Record<LanguageCode, LanguagePack>): Festival | undefined {
  const text = texts.join('\n').normalize('NFC').toLocaleLowerCase();
  for (const [festival, pattern] of patternsOf(packs)) if (pattern.test(text)) return festival;
  return undefined;
}
