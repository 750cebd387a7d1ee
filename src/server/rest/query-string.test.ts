import { describe, expect, it } from 'vitest';
import { PostgrestError } from './errors';
import { MAX_OFFSET, parseQueryString, SAVED_POST_COLUMNS } from './query-string';
import { combineRanges, parsePreferences, parseRangeHeader, readAcceptedShape } from './request-headers';

function errorCodeOf(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof PostgrestError) return error.code;
    throw error;
  }
}

describe('parseQueryString', () => {
  it('reads what supabase-js sends, with form decoding', () => {
    expect(parseQueryString('select=*&order=created_at.desc')).toEqual({
      select: [...SAVED_POST_COLUMNS],
      order: [{ column: 'created_at', direction: 'desc' }],
      filters: [],
    });
    expect(parseQueryString(new URLSearchParams({ select: 'id, caption', mood: 'eq.casual' }).toString())).toMatchObject({
      select: ['id', 'caption'],
      filters: [{ column: 'mood', operator: 'eq', values: ['casual'] }],
    });
    expect(parseQueryString('columns=%22user_id%22%2C%22caption%22').columns).toEqual(['user_id', 'caption']);
  });

  it('lower-cases uuids and reads quoted lists', () => {
    const id = 'A0B1C2D3-0000-4000-8000-00000000000F';
    expect(parseQueryString(`id=in.(${id},"b0b1c2d3-0000-4000-8000-000000000000")`).filters[0]).toMatchObject({ values: [
      id.toLowerCase(),
      'b0b1c2d3-0000-4000-8000-000000000000',
    ] });
    expect(parseQueryString('mood=in.("a,b",c)').filters[0]).toMatchObject({ values: ['a,b', 'c'] });
  });

  it('reads text searches on the search column: words folded, phrases kept whole, configurations ignored', () => {
    expect(parseQueryString('search=plfts.Café+LAUNCH').filters).toEqual([{ operator: 'search', terms: ['cafe', 'launch'] }]);
    expect(parseQueryString('search=phfts(english).New+York').filters).toEqual([{ operator: 'search', terms: ['new york'] }]);
    expect(parseQueryString('search=wfts.%22new+york%22+pizza').filters).toEqual([{ operator: 'search', terms: ['new york', 'pizza'] }]);
    expect(parseQueryString('search=fts.launch:*+%26+東京').filters).toEqual([{ operator: 'search', terms: ['launch', '東京'] }]);
    expect(parseQueryString('search=fts.++').filters).toEqual([{ operator: 'search', terms: [] }]);
  });

  it('reads ilike patterns: * is %, a backslash escapes the next character', () => {
    expect(parseQueryString('caption=ilike.*50%25\\_off*').filters).toEqual([{ operator: 'ilike', column: 'caption', pattern: '%50%\\_off%' }]);
  });

  it('reads or/and trees, nested, with quoted values and not.', () => {
    const parsed = parseQueryString('or=(mood.eq.casual,and(language.eq.hi,platform.is.null),caption.ilike."*a,b*",not.mood.in.(x,"y,z"))');
    expect(parsed.filters).toEqual([
      {
        operator: 'or',
        children: [
          { operator: 'eq', column: 'mood', values: ['casual'] },
          { operator: 'and', children: [{ operator: 'eq', column: 'language', values: ['hi'] }, { operator: 'is-null', column: 'platform' }] },
          { operator: 'ilike', column: 'caption', pattern: '%a,b%' },
          { operator: 'not', child: { operator: 'in', column: 'mood', values: ['x', 'y,z'] } },
        ],
      },
    ]);
    expect(parseQueryString('platform=not.is.null&mood=not.eq.casual').filters).toEqual([
      { operator: 'not', child: { operator: 'is-null', column: 'platform' } },
      { operator: 'not', child: { operator: 'eq', column: 'mood', values: ['casual'] } },
    ]);
  });

  it('clamps huge offsets and limits instead of handing them to the database', () => {
    expect(parseQueryString('offset=99999999999999999999999&limit=5')).toMatchObject({ offset: MAX_OFFSET, limit: 5 });
  });

  it.each([
    ['select=id,likes', '42703'],
    ['order=likes', '42703'],
    ['likes=eq.1', '42703'],
    ['select=id::text', 'PGRST100'],
    ['select=author(*)', 'PGRST100'],
    ['order=created_at.up', 'PGRST100'],
    ['order=hashtags.desc', 'PGRST100'],
    ['caption=eq.hello', 'PGRST100'],
    ['mood=gt.a', 'PGRST100'],
    ['mood=not.gt.a', 'PGRST100'],
    ['mood=casual', 'PGRST100'],
    ['or=(mood.gt.a)', 'PGRST100'],
    ['or=mood.eq.a', 'PGRST100'],
    ['or=(mood.eq.a', 'PGRST100'],
    ['or=(or(or(or(or(mood.eq.a))))))', 'PGRST100'],
    ['or=(likes.eq.1)', '42703'],
    ['caption=fts.hello', 'PGRST100'],
    ['search=eq.hello', 'PGRST100'],
    ['search=fts.a|b', 'PGRST100'],
    ['search=wfts.a or b', 'PGRST100'],
    ['select=search', 'PGRST100'],
    ['order=search', 'PGRST100'],
    ['hashtags=ilike.*a*', 'PGRST100'],
    ['caption=ilike.abc%5C', '22025'],
    ['mood=is.null', 'PGRST100'],
    ['platform=is.true', 'PGRST100'],
    [`caption=ilike.${'a'.repeat(501)}`, 'PGRST100'],
    [Array.from({ length: 41 }, () => 'mood=eq.casual').join('&'), 'PGRST100'],
    ['limit=-1', 'PGRST100'],
    ['limit=1&limit=2', 'PGRST100'],
    ['id=in.(a', 'PGRST100'],
    ['id=eq.42', '22P02'],
    ['mood=eq.a%00b', '22021'],
    ['columns=likes', 'PGRST204'],
  ])('refuses %s with %s', (query, code) => {
    expect(errorCodeOf(() => parseQueryString(query))).toBe(code);
  });
});

describe('request headers', () => {
  it('reads several Prefer values in one header', () => {
    expect(parsePreferences('return=representation, count=exact,missing=default')).toEqual({
      return: 'representation',
      count: true,
      applied: ['return=representation', 'count=exact'],
    });
    expect(parsePreferences(undefined)).toEqual({ return: 'minimal', count: false, applied: [] });
  });

  it('reads Range in items, ignores other units and junk, refuses a reversed range', () => {
    expect(parseRangeHeader('0-9', 'items')).toEqual({ from: 0, to: 9 });
    expect(parseRangeHeader('5-', undefined)).toEqual({ from: 5, to: undefined });
    expect(parseRangeHeader('0-9', 'bytes')).toBeUndefined();
    expect(parseRangeHeader('bananas', undefined)).toBeUndefined();
    expect(errorCodeOf(() => parseRangeHeader('9-0', undefined))).toBe('PGRST103');
  });

  it('intersects limit/offset with the Range header', () => {
    expect(combineRanges({ offset: 10, limit: 10 }, undefined)).toEqual({ from: 10, to: 19 });
    expect(combineRanges({ limit: 10 }, { from: 5 })).toEqual({ from: 5, to: 9 });
    expect(combineRanges({}, { from: 2, to: 4 })).toEqual({ from: 2, to: 4 });
  });

  it('tells a single object from an array, and refuses formats it does not offer', () => {
    expect(readAcceptedShape('application/vnd.pgrst.object+json')).toBe('object');
    expect(readAcceptedShape('application/json, */*')).toBe('array');
    expect(readAcceptedShape(undefined)).toBe('array');
    expect(errorCodeOf(() => readAcceptedShape('text/csv'))).toBe('PGRST107');
  });
});
