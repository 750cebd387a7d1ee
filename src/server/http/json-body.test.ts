import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan, parseJsonText } from './json-body';

/** The depth JSON.parse's result really has (an empty container counts as one level). */
function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const children = Object.values(value as Record<string, unknown>);
  return 1 + Math.max(0, ...children.map(depthOf));
}

describe('parseJsonText', () => {
  it('parses JSON up to the depth limit and refuses deeper, empty or broken text', () => {
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    expect(parseJsonText(nested(MAX_JSON_DEPTH))).toMatchObject({ ok: true });
    expect(parseJsonText(nested(MAX_JSON_DEPTH + 1))).toEqual({ ok: false, reason: 'too-deep' });
    expect(parseJsonText(nested(100_000))).toEqual({ ok: false, reason: 'too-deep' });
    expect(parseJsonText(' \n')).toEqual({ ok: false, reason: 'empty' });
    expect(parseJsonText('{"a":')).toEqual({ ok: false, reason: 'not-json' });
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ a: '[[[[{{{{"\\"[[[[', b: ['\\', '"]]]]'] });
    expect(nestsDeeperThan(text, 2)).toBe(false);
    expect(nestsDeeperThan(text, 1)).toBe(true);
  });

  it('measures the same depth as the parsed value, for any JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue({ depthSize: 'large' }), fc.nat({ max: 12 }), (value, limit) => {
        const text = JSON.stringify(value);
        expect(nestsDeeperThan(text, limit)).toBe(depthOf(value) > limit);
      }),
      { numRuns: 500, seed: 16 },
    );
  });
});
