/**
 * Writes a reviewer's sample of the offline composer's answers as Markdown (docs/offline-review):
 * `npx tsx tests/quality/write-samples.ts [--cases quality|review|fresh|fresh2|fresh3|fresh4] [--per-language 2] [--seed 4242] [--languages es,fr] > sample.md`.
 * Each answer is the engine's real output for a case of quality-cases.ts, or of review-cases.ts
 * (requests kept out of the automatic suite, so a review reads the composer on cases it was not tuned to).
 */
import { parseArgs } from 'node:util';
import { composeCaptionSet } from '../../src/server/captions/offline/compose';
import { LANGUAGE_CODES } from '../../src/shared/languages';
import { QUALITY_CASES, type QualityCase } from './quality-cases';
import { REVIEW_CASES } from './review-cases';
import { FRESH_REVIEW_CASES, FRESH_REVIEW_CASES_2, FRESH_REVIEW_CASES_3, FRESH_REVIEW_CASES_4 } from './fresh-review-cases';

const { values } = parseArgs({
  options: {
    'per-language': { type: 'string', default: '2' },
    seed: { type: 'string', default: '4242' },
    languages: { type: 'string' },
    cases: { type: 'string', default: 'quality' },
  },
});
const perLanguage = Number(values['per-language']);
const CASE_SETS = { quality: QUALITY_CASES, review: REVIEW_CASES, fresh: FRESH_REVIEW_CASES, fresh2: FRESH_REVIEW_CASES_2, fresh3: FRESH_REVIEW_CASES_3, fresh4: FRESH_REVIEW_CASES_4 } as const;
const cases = CASE_SETS[values.cases as keyof typeof CASE_SETS] ?? QUALITY_CASES;
const seed = Number(values.seed);
const languages = values.languages ? values.languages.split(',') : LANGUAGE_CODES;

const PHOTO = { kind: 'photo' as const, dataUrl: 'data:image/jpeg;base64,', mediaType: 'image/jpeg' };

function describe(entry: QualityCase): string {
  const parts = [`niche “${entry.niche}”`, `mood ${entry.mood}`, entry.topic ? `topic “${entry.topic}”` : 'no topic'];
  if (entry.website) parts.push(`website ${entry.website}`);
  if (entry.media) parts.push(entry.media);
  return `${entry.language} — ${entry.kind}: ${parts.join(', ')}`;
}

const out = [
  `# Offline composer: ${perLanguage} sample answers per language (seed ${seed})`,
  '',
  `Each answer is the offline engine’s real output for a case of tests/quality/${values.cases === 'review' ? 'review' : values.cases?.startsWith('fresh') ? 'fresh-review' : 'quality'}-cases.ts. For a fluent reader: would a creator post one of the five after light edits, is it about the post, and which exact phrases are wrong (a calque, a grammar fault, the wrong speaker: a role says I, a business says we, a place is the destination).`,
  '',
];
for (const language of languages) {
  for (const entry of cases.filter((item) => item.language === language).slice(0, perLanguage)) {
    const result = composeCaptionSet(
      {
        niche: entry.niche,
        topic: entry.topic,
        website: entry.website,
        mood: entry.mood,
        language: entry.language,
        imageData: null,
        ...(entry.media ? { media: PHOTO, mediaKind: entry.media } : {}),
      },
      { seed },
    );
    out.push(`### ${describe(entry)}`, '');
    result.captions.forEach((caption, index) => out.push(`${index + 1}. ${caption.replaceAll('\n', '  \n   ')}`, ''));
    out.push(`Hashtags: ${result.hashtags.map((tag) => `#${tag}`).join(' ')}`, '');
  }
}
process.stdout.write(`${out.join('\n')}\n`);
