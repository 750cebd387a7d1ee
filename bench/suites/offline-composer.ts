import { performance } from 'node:perf_hooks';
import { LANGUAGE_CODES, type LanguageCode } from '../../src/shared/languages';
import { MOOD_VALUES } from '../../src/shared/moods';
import type { CaptionInput } from '../../src/server/captions/engine';
import { createOfflineCaptionEngine } from '../../src/server/captions/offline-engine';
import { LANGUAGE_PACKS } from '../../src/server/captions/offline/language-packs';
import { formatMs, printTable, summarise } from '../stats';

/**
 * Server-side time of one offline generation (issue 4: p99 < 20 ms): compose, normalise and
 * check five captions and the hashtags, across languages, moods and inputs. Languages whose
 * pack is still a scaffold are skipped and named. Wall time is the target; the process's CPU
 * time is printed beside it because on a shared, loaded machine wall time mostly measures the
 * wait for a core.
 */
const GENERATIONS = 1000;
const WARM_UP = 50;
const TARGET_P99_MS = 20;

const INPUT_VARIANTS: Omit<CaptionInput, 'language' | 'mood'>[] = [
  { niche: 'vegan baking', imageData: null },
  {
    niche: 'B2B SaaS marketing',
    topic: 'Our new onboarding checklist for small teams, and how it halves setup time',
    website: 'https://www.acme-growth.io',
    imageData: null,
  },
  { niche: 'Fitness', imageData: null, media: { kind: 'video', dataUrl: 'data:video/mp4;base64,', mediaType: 'video/mp4' } },
  {
    niche: 'fitness coach',
    topic: 'New 6-week strength program starts Monday 3 March. Early-bird price is $49 until Friday. Three sessions a week, 45 minutes each. Bring water and a towel.',
    website: 'coach-anna.com',
    imageData: null,
  },
  { niche: 'देसी खाना', website: 'masala-house.in', imageData: null, media: { kind: 'photo', dataUrl: 'data:image/jpeg;base64,', mediaType: 'image/jpeg' } },
];

/** Issue 11: the same generations with options, across platforms and choices (p99 ≤ 20 ms too). */
const OPTION_VARIANTS: Array<Partial<CaptionInput>> = [
  {},
  { platform: 'x', emoji: 'none', callToAction: 'comment' },
  { platform: 'instagram', length: 'long', emoji: 'many' },
  { platform: 'threads', length: 'mix', callToAction: 'visit_website' },
  { platform: 'linkedin', length: 'short', hashtagCount: 10 },
  { platform: 'tiktok', length: 'medium', callToAction: 'follow' },
];

export async function run(): Promise<void> {
  const languages = LANGUAGE_CODES.filter((code) => LANGUAGE_PACKS[code].moods.playful.lines.length > 0);
  const scaffolds = LANGUAGE_CODES.filter((code) => !languages.includes(code));
  const engine = createOfflineCaptionEngine();
  const signal = new AbortController().signal;
  const inputAt = (index: number): CaptionInput => ({
    ...INPUT_VARIANTS[index % INPUT_VARIANTS.length],
    language: languages[index % languages.length] as LanguageCode,
    mood: MOOD_VALUES[Math.floor(index / languages.length) % MOOD_VALUES.length],
  });

  await measure('no options', inputAt);
  await measure('with options', (index) => ({ ...inputAt(index), ...OPTION_VARIANTS[index % OPTION_VARIANTS.length] }));
  if (scaffolds.length > 0) console.info(`skipped (pack still a scaffold): ${scaffolds.join(' ')}`);

  async function measure(label: string, inputFor: (index: number) => CaptionInput): Promise<void> {
  for (let index = 0; index < WARM_UP; index += 1) await engine.generate(inputFor(index), { signal });
  const wallMs: number[] = [];
  const cpuMs: number[] = [];
  let failures = 0;
  for (let index = 0; index < GENERATIONS; index += 1) {
    const input = inputFor(index);
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    try {
      await engine.generate(input, { signal });
    } catch {
      failures += 1;
    }
    wallMs.push(performance.now() - started);
    const cpu = process.cpuUsage(cpuBefore);
    cpuMs.push((cpu.user + cpu.system) / 1000);
  }
  const wall = summarise(wallMs);
  const cpu = summarise(cpuMs);
  printTable([
    {
      options: label,
      generations: wall.count,
      languages: languages.length,
      p50: formatMs(wall.p50),
      p99: formatMs(wall.p99),
      mean: formatMs(wall.mean),
      'cpu p50': formatMs(cpu.p50),
      'cpu p99': formatMs(cpu.p99),
      target: `p99 < ${TARGET_P99_MS} ms`,
      failures,
    },
  ]);
  }
}
