import fc from 'fast-check';
import { expect } from 'vitest';

/**
 * What the property-based fuzz suites share (issue 16): a fixed seed and bounded counts under
 * `npm test`, more runs under `npm run fuzz` (FUZZ_SCALE, and FUZZ_SEED for a new sample), the
 * hostile values every surface gets, the checks every answer must pass, and a tally of what was
 * sent and answered, printed at the end of each suite.
 */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const FUZZ_SCALE = Math.max(1, Number(process.env.FUZZ_SCALE ?? 1));

/** The fast-check parameters for a property of `baseRuns` runs under `npm test`. */
export function fuzzParameters(baseRuns: number): { numRuns: number; seed: number; endOnFailure: true } {
  return { numRuns: Math.round(baseRuns * FUZZ_SCALE), seed: FUZZ_SEED, endOnFailure: true };
}

/** Per surface: requests sent, statuses seen, and the largest of each hostile dimension tried. */
export interface SurfaceTally {
  requests: number;
  statuses: Record<number, number>;
  largestBodyBytes: number;
  deepestJson: number;
  /** Query parameters in one request (filters and modifiers). */
  mostFilters: number;
  /** Items in one comma-separated list (order, select, in, or). */
  mostListTerms: number;
  largestMetadataBytes: number;
}

const tallies = new Map<string, SurfaceTally>();

export function tallyFor(surface: string): SurfaceTally {
  let tally = tallies.get(surface);
  if (!tally) {
    tally = { requests: 0, statuses: {}, largestBodyBytes: 0, deepestJson: 0, mostFilters: 0, mostListTerms: 0, largestMetadataBytes: 0 };
    tallies.set(surface, tally);
  }
  return tally;
}

export function recordRequest(surface: string, status: number, body?: string | null): void {
  const tally = tallyFor(surface);
  tally.requests += 1;
  tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
  if (body) {
    tally.largestBodyBytes = Math.max(tally.largestBodyBytes, Buffer.byteLength(body));
    tally.deepestJson = Math.max(tally.deepestJson, jsonDepthOf(body));
  }
}

/** Prints every tally (the numbers the issue's closing note asks for) and forgets them. */
export function printTallies(title: string): void {
  console.info(`fuzz tallies (${title}, seed ${FUZZ_SEED}):`, JSON.stringify(Object.fromEntries(tallies)));
  tallies.clear();
}

/** The deepest bracket nesting in a text (strings not skipped: an upper bound is enough here). */
function jsonDepthOf(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (char === 0x5b || char === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (char === 0x5d || char === 0x7d) depth = Math.max(0, depth - 1);
  }
  return deepest;
}

const STACK_TRACE = /\n\s+at \S.*[(:]\d+:\d+\)?|\bat (?:async )?\S+ \(\/|node:internal|node_modules\//;
const SQL_TEXT =
  /\b(?:select\s+[\w"*.,\s]+\s+from\s|insert\s+into\s|delete\s+from\s|update\s+"?\w+"?\s+set\s|SQLITE_[A-Z]+|libsql|syntax error at or near|Expression tree is too large|too many terms|kysely)/i;

/** What no answer may ever be or carry, whatever was sent. */
export function expectNoLeak(context: string, status: number, body: string, secrets: readonly string[]): void {
  expect(status, context).toBeLessThan(500);
  expect(body, context).not.toMatch(STACK_TRACE);
  expect(body, context).not.toMatch(SQL_TEXT);
  for (const secret of secrets) expect(body.includes(secret), `${context}: another user's data`).toBe(false);
}

/** JSON nested `depth` levels, as objects or arrays, at most a few tens of KB. */
export function nestedJson(depth: number, kind: 'object' | 'array'): string {
  return kind === 'object' ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` : `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

/** Values that break code trusting a JSON type: wrong types, objects posing as strings, deep nesting. */
export function hostileJsonValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.constantFrom<unknown>(
      { toString: 1 },
      { toString: 1, valueOf: 1 },
      { toJSON: 1 },
      JSON.parse('{"__proto__":{"admin":true}}') as unknown,
      { constructor: { prototype: 1 } },
      [],
      [[]],
      -0,
      1e308,
      '',
      '\u0000',
      '\uD800',
      'a'.repeat(10_000),
    ),
    fc.integer({ min: 1, max: 1500 }).map((depth) => JSON.parse(nestedJson(depth, 'array')) as unknown),
  );
}

/** A body that is not what the route expects: raw text, truncated JSON, a deep document, a huge one. */
export function hostileRawBody(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.constantFrom('', ' ', 'null', '[]', '"text"', '1', '{', '{"a":', '{"a":1}}', '\u0000', '\uFEFF{}'),
    fc.tuple(fc.integer({ min: 1, max: 5000 }), fc.constantFrom<'object' | 'array'>('object', 'array')).map(([depth, kind]) => nestedJson(depth, kind)),
    fc.integer({ min: 1, max: 80 * 1024 }).map((size) => JSON.stringify({ pad: 'x'.repeat(size) })),
  );
}
