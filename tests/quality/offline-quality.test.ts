import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '../../src/shared/languages';
import type { CaptionInput, CaptionResult } from '../../src/server/captions/engine';
import { createOfflineCaptionEngine } from '../../src/server/captions/offline-engine';
import { findOutputProblems } from '../../src/server/captions/output-rules';
import { CHECK_NAMES, CHECKS, splitSentences, FACT_CAPTIONS, type CheckName } from './quality-checks';
import { QUALITY_CASES, type QualityCase } from './quality-cases';
import { sentenceHoldsFact } from '../../src/server/captions/offline/fact-sentences';

/**
 * The offline composer's quality suite (issue 14; docs/caption-quality.md): every case of
 * quality-cases.ts, each with three seeds, through the offline engine as a request would go, and
 * every automatic check must find nothing. A summary by language is printed at the end.
 */
const SEEDS = [11, 2027, 90210];
const PHOTO = { kind: 'photo' as const, dataUrl: 'data:image/jpeg;base64,', mediaType: 'image/jpeg' };
const VIDEO = { kind: 'video' as const, dataUrl: 'data:video/mp4;base64,', mediaType: 'video/mp4' };

function inputOf(request: QualityCase): CaptionInput & { mediaKind?: 'image' | 'video' } {
  return {
    niche: request.niche,
    topic: request.topic,
    website: request.website,
    mood: request.mood,
    language: request.language,
    imageData: null,
    media: request.media === 'video' ? VIDEO : request.media === 'image' ? PHOTO : undefined,
    mediaKind: request.media,
  };
}

interface Row {
  cases: number;
  answers: number;
  facts: number;
  factsCarried: number;
  faults: Record<CheckName, number>;
}
const rows = new Map<LanguageCode, Row>();

function rowOf(language: LanguageCode): Row {
  let row = rows.get(language);
  if (!row) {
    row = { cases: 0, answers: 0, facts: 0, factsCarried: 0, faults: Object.fromEntries(CHECK_NAMES.map((name) => [name, 0])) as Record<CheckName, number> };
    rows.set(language, row);
  }
  return row;
}

it('has at least 60 requests across all 23 languages, the five niche kinds and every topic shape', () => {
  expect(QUALITY_CASES.length).toBeGreaterThanOrEqual(60);
  expect(new Set(QUALITY_CASES.map((request) => request.language))).toEqual(new Set(LANGUAGE_CODES));
  expect(new Set(QUALITY_CASES.map((request) => request.kind))).toEqual(new Set(['role', 'business', 'field', 'product', 'place']));
  const shapes = new Set(QUALITY_CASES.map((request) => (!request.topic ? 'empty' : splitSentences(request.topic).length > 1 ? 'sentences' : 'short')));
  expect(shapes).toEqual(new Set(['empty', 'short', 'sentences']));
  expect(QUALITY_CASES.some((request) => request.website)).toBe(true);
  expect(QUALITY_CASES.some((request) => request.media === 'image') && QUALITY_CASES.some((request) => request.media === 'video')).toBe(true);
});

describe.each(QUALITY_CASES.map((request) => [`${request.language} ${request.kind} "${request.niche}"`, request] as const))('%s', (_, request) => {
  it('passes the output rules and every quality check', async () => {
    const row = rowOf(request.language);
    row.cases += 1;
    const faults: string[] = [];
    for (const seed of SEEDS) {
      const engine = createOfflineCaptionEngine({ nextSeed: () => seed });
      const input = inputOf(request);
      const result: CaptionResult = await engine.generate(input, { signal: new AbortController().signal });
      row.answers += 1;
      faults.push(...findOutputProblems(result, input).map((problem) => `output rules: ${problem}`));
      for (const name of CHECK_NAMES) {
        const found = CHECKS[name](request, result);
        row.faults[name] += found.length;
        faults.push(...found.map((fault) => `${name}: ${fault}`));
      }
      for (const sentence of splitSentences(request.topic).filter((text) => sentenceHoldsFact(text, request.language))) {
        row.facts += 1;
        if (result.captions.filter((caption) => caption.includes(sentence.slice(1))).length >= FACT_CAPTIONS) row.factsCarried += 1;
      }
    }
    expect(faults).toEqual([]);
  });
});

afterAll(() => {
  const header = ['lang', 'cases', 'answers', 'facts ≥4/5', ...CHECK_NAMES];
  const lines = LANGUAGE_CODES.filter((code) => rows.has(code)).map((code) => {
    const row = rowOf(code);
    const facts = row.facts === 0 ? '–' : `${row.factsCarried}/${row.facts}`;
    return [code, String(row.cases), String(row.answers), facts, ...CHECK_NAMES.map((name) => String(row.faults[name]))];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ');
  console.info(['Offline quality suite: faults found per check, by language', format(header), ...lines.map(format)].join('\n'));
});
