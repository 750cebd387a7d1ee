import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSavedPostRow } from '../../src/server/rest/saved-posts-store';
import { MOOD_VALUES } from '../../src/shared/moods';
import type { SavedPost } from '../../src/shared/schemas';
import { TEST_ENGINES } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';
import { signUpUser } from '../support/test-users';
import { expectNoLeak, fuzzParameters, hostileJsonValue, hostileRawBody, printTallies, recordRequest, tallyFor } from '../support/fuzz';

/**
 * Property-based fuzz of query strings, headers and bodies (issue 3, "Bad input"; issue 16 added
 * the hostile sizes: thousands of filters, order terms and columns, deep and odd bodies): whatever
 * comes in, the answer is never a 5xx nor a bodiless 404, carries no stack trace, SQL text or the
 * other user's rows, errors keep PostgREST's shape, the other user's rows never change, and a
 * refused request changes none of the caller's rows either. Fixed seed; `npm run fuzz` runs more.
 */
const FUZZ_RUNS = { queries: 400, bodies: 400 } as const;

interface Actors {
  owner: { userId: string; accessToken: string };
  intruder: { userId: string; accessToken: string };
  ownerPostIds: string[];
}

const COLUMNS = ['id', 'user_id', 'caption', 'hashtags', 'mood', 'created_at'];

function queryArbitrary(actors: Actors) {
  const ids = [...actors.ownerPostIds, actors.owner.userId, actors.intruder.userId];
  const idValue = fc.oneof(
    { arbitrary: fc.constantFrom(...ids), weight: 4 },
    fc.constantFrom(...ids).map((id) => id.toUpperCase()),
    fc.uuid(),
    fc.string(),
  );
  const filterColumn = fc.oneof({ arbitrary: fc.constantFrom('id', 'user_id', 'mood'), weight: 6 }, fc.constantFrom(...COLUMNS), fc.string());
  const column = fc.oneof(
    { arbitrary: fc.constantFrom(...COLUMNS), weight: 4 },
    fc.constantFrom('likes', '"id"', '*', 'and', 'or', 'not', '__proto__', ''),
    fc.string(),
  );
  const operator = fc.oneof({ arbitrary: fc.constantFrom('eq', 'neq', 'in'), weight: 4 }, fc.constantFrom('not.eq', 'gt', 'like', 'is', 'cs', '', 'EQ'));
  const filterValue = fc.oneof(
    { arbitrary: fc.tuple(operator, idValue).map(([op, value]) => `${op}.${value}`), weight: 3 },
    fc.tuple(operator, fc.array(idValue, { maxLength: 4 })).map(([op, values]) => `${op}.(${values.join(',')})`),
    fc.constantFrom(...MOOD_VALUES).map((mood) => `eq.${mood}`),
    fc.string({ unit: 'binary' }),
  );
  const modifier = fc.oneof(
    fc.tuple(fc.constant('select'), fc.array(column, { maxLength: 4 }).map((names) => names.join(','))),
    fc.tuple(
      fc.constant('order'),
      fc.tuple(column, fc.oneof({ arbitrary: fc.constantFrom('asc', 'desc'), weight: 4 }, fc.constantFrom('nullsfirst', 'sideways', ''))).map(([c, d]) => `${c}.${d}`),
    ),
    fc.tuple(fc.constantFrom('limit', 'offset'), fc.oneof(fc.nat().map(String), fc.constantFrom('-1', '1e9', '99999999999999999999', 'ten', ''))),
    fc.tuple(fc.constantFrom('columns', 'on_conflict', 'apikey'), fc.string()),
  );
  const pair = fc.oneof(modifier, { arbitrary: fc.tuple(filterColumn, filterValue), weight: 2 });
  /** Issue 16: counts past what the database takes (SQLite: "Expression tree is too large"). */
  const many = (max: number) => fc.integer({ min: 1, max });
  const hostileCounts = fc.oneof(
    fc.tuple(many(3000), fc.constantFrom(...MOOD_VALUES)).map(([count, mood]) => Array.from({ length: count }, () => `mood=eq.${mood}`).join('&')),
    many(3000).map((count) => `order=${Array.from({ length: count }, (_, index) => (index % 2 ? 'id.desc' : 'created_at.asc')).join(',')}`),
    many(10_000).map((count) => `select=${Array.from({ length: count }, () => 'id').join(',')}`),
    fc.tuple(many(3000), fc.constantFrom(...ids)).map(([count, id]) => `id=in.(${Array.from({ length: count }, () => id).join(',')})`),
    fc.tuple(fc.constantFrom('or', 'and', 'not.or'), many(2000)).map(([key, count]) => `${key}=(${Array.from({ length: count }, () => 'mood.eq.casual').join(',')})`),
  );
  const encode = fc.boolean();
  const garbage = fc.oneof({ arbitrary: fc.constant(''), weight: 4 }, fc.string({ unit: 'binary' }));
  const hostile = fc.oneof({ arbitrary: fc.constant(''), weight: 5 }, hostileCounts);
  return fc.tuple(fc.array(fc.tuple(pair, encode), { maxLength: 4 }), garbage, hostile).map(
    ([pairs, garbage, counts]) => {
      const parts = pairs.map(([[key, value], encoded]) =>
        encoded ? `${encodeURIComponent(key)}=${encodeURIComponent(value)}` : `${key}=${value}`.replace(/[#\s]/g, '+'),
      );
      // Raw, unescaped text too: a stray '%', '&' or '+' must not break anything.
      return [...parts, garbage.replace(/[#\s]/g, ''), counts].filter(Boolean).join('&');
    },
  );
}

/** What supabase-js puts on an insert's URL, and now and then anything at all. */
function insertQueryArbitrary(actors: Actors) {
  return fc.oneof(
    { arbitrary: fc.constantFrom('', 'select=*', 'select=id,caption', 'columns=%22user_id%22%2C%22caption%22%2C%22hashtags%22%2C%22mood%22'), weight: 4 },
    queryArbitrary(actors),
  );
}

function headersArbitrary(actors: Actors, anonKey: string) {
  const printable = fc.string();
  /** Mostly well-formed, sometimes not: a fuzz that only ever gets refused proves little. */
  const usually = <T,>(valid: fc.Arbitrary<T>, other: fc.Arbitrary<T>) => fc.oneof({ arbitrary: valid, weight: 5 }, other);
  return fc.record(
    {
      Authorization: usually(
        fc.constant(`Bearer ${actors.intruder.accessToken}`),
        fc.oneof(
          fc.constant(`Bearer ${anonKey}`),
          fc.constant(`Bearer ${actors.intruder.accessToken.slice(0, -2)}xx`),
          fc.constantFrom('Bearer', `Bearer ${actors.intruder.accessToken} ${actors.owner.accessToken}`, 'Basic dXNlcjpwYXNz'),
          printable,
        ),
      ),
      Prefer: usually(
        fc.constantFrom('return=representation', 'return=minimal', 'count=exact', 'return=representation, count=exact', 'missing=default', 'tx=rollback'),
        printable,
      ),
      Range: usually(fc.tuple(fc.nat(), fc.nat()).map(([a, b]) => `${a}-${b}`), fc.oneof(fc.nat().map((a) => `${a}-`), printable)),
      'Range-Unit': fc.constantFrom('items', 'bytes', ''),
      Accept: usually(
        fc.constantFrom('application/json', '*/*', 'application/json', 'application/vnd.pgrst.object+json'),
        fc.oneof(fc.constantFrom('text/csv', 'application/vnd.pgrst.object'), printable),
      ),
      'Content-Type': usually(fc.constantFrom('application/json', 'application/json;charset=UTF-8'), fc.oneof(fc.constant('text/plain'), printable)),
      'Accept-Profile': usually(fc.constant('public'), fc.constantFrom('private', '')),
      'Content-Profile': usually(fc.constant('public'), fc.constant('auth')),
    },
    { requiredKeys: ['Authorization'] },
  );
}

function bodyArbitrary(actors: Actors) {
  const usually = <T,>(valid: fc.Arbitrary<T>, other: fc.Arbitrary<T>) => fc.oneof({ arbitrary: valid, weight: 4 }, other);
  const text = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'binary', maxLength: 6000 }));
  const tag = usually(
    fc.stringMatching(/^#?[a-z0-9]{1,12}$/),
    fc.oneof(text, fc.constantFrom('#tag', 'Tag', 'tag', '', ' ', '#', 'two words', '\u0000', 'x'.repeat(101))),
  );
  const wellFormed = fc.record(
    {
      user_id: usually(fc.constant(actors.intruder.userId), fc.oneof(fc.constantFrom<unknown>(actors.owner.userId, actors.owner.userId.toUpperCase(), 'not-a-uuid', { toString: 1 }), hostileJsonValue())),
      caption: usually(fc.string({ minLength: 1, maxLength: 80 }), fc.oneof(text, hostileJsonValue())),
      hashtags: usually(fc.uniqueArray(tag, { maxLength: 8, selector: (value) => value.replace(/^#/, '').toLowerCase() }), fc.oneof(fc.array(tag, { maxLength: 35 }), fc.jsonValue())),
      mood: usually(fc.constantFrom(...MOOD_VALUES), fc.oneof(text, hostileJsonValue())),
    },
    { requiredKeys: ['caption', 'mood'] },
  );
  /** Now and then a column the client may not set, or one that does not exist. */
  const extra = fc.oneof(
    { arbitrary: fc.constant({}), weight: 6 },
    fc.record({ id: fc.oneof(fc.constantFrom(...actors.ownerPostIds), fc.uuid()) }),
    fc.constant({ created_at: '2020-01-01T00:00:00.000Z' }),
    fc.record({ likes: fc.nat() }),
    fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 2 }),
  );
  const row = fc.tuple(wellFormed, extra).map(([core, more]) => ({ ...core, ...more }));
  return fc.oneof(
    { arbitrary: row.map((value) => JSON.stringify(value)), weight: 4 },
    { arbitrary: fc.array(row, { maxLength: 5 }).map((value) => JSON.stringify(value)), weight: 2 },
    fc.jsonValue().map((value) => JSON.stringify(value)),
    hostileRawBody(),
    fc.string({ unit: 'binary' }),
    fc.constant(''),
  );
}

describe.each(TEST_ENGINES)('saved_posts fuzz on %s', (dialect) => {
  let server: TestServer;
  let actors: Actors;

  async function rowsOf(userId: string): Promise<SavedPost[]> {
    const rows = await server.database.db.selectFrom('saved_posts').selectAll().where('user_id', '=', userId).orderBy('id').execute();
    return rows.map(readSavedPostRow);
  }

  let ownerSnapshot: SavedPost[];
  /** The owner's id and captions: nothing the intruder sends may bring them back. */
  let ownerSecrets: string[];
  let topUpIntruder: () => Promise<void>;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const owner = await signUpUser(server, 'owner');
    const intruder = await signUpUser(server, 'intruder');
    const ownerMarker = `owner-secret-${owner.userId.slice(0, 8)}`;
    const seedRows = (userId: string, caption = 'post') =>
      MOOD_VALUES.slice(0, 3).map((mood, index) => ({ user_id: userId, caption: `${caption} ${index}`, hashtags: ['a', 'b'], mood }));
    const { data } = await owner.client.from('saved_posts').insert(seedRows(owner.userId, ownerMarker)).select('id');
    actors = { owner, intruder, ownerPostIds: (data as { id: string }[]).map((row) => row.id) };
    ownerSnapshot = await rowsOf(owner.userId);
    ownerSecrets = [ownerMarker];
    topUpIntruder = async () => {
      if ((await rowsOf(intruder.userId)).length < 3) await intruder.client.from('saved_posts').insert(seedRows(intruder.userId));
    };
  });
  afterAll(async () => {
    printTallies(`saved_posts on ${dialect}`);
    await server.close();
  });

  /** How often each status came back: the fuzz must reach both accepted and refused requests. */
  const statusCounts = new Map<number, number>();

  async function checkAnswer(method: string, path: string, init: RequestInit): Promise<void> {
    await topUpIntruder();
    const intruderBefore = await rowsOf(actors.intruder.userId);
    const response = await server.request(path, { ...init, method });
    const body = await response.text();
    const context = `${method} ${path.slice(0, 300)} → ${response.status} ${body.slice(0, 200)}`;
    statusCounts.set(response.status, (statusCounts.get(response.status) ?? 0) + 1);
    recordRequest('rest', response.status, typeof init.body === 'string' ? init.body : undefined);
    const tally = tallyFor('rest');
    const parameters = path.slice(path.indexOf('?') + 1).split('&');
    tally.mostFilters = Math.max(tally.mostFilters, parameters.length);
    tally.mostListTerms = Math.max(tally.mostListTerms, ...parameters.map((parameter) => parameter.split(',').length));

    expectNoLeak(context, response.status, body, ownerSecrets);
    if (response.status >= 400 && method !== 'HEAD') {
      const error = JSON.parse(body) as Record<string, unknown>;
      expect(Object.keys(error).sort(), context).toEqual(['code', 'details', 'hint', 'message']);
      expect(typeof error.code, context).toBe('string');
    }
    if (response.status === 404) expect(body, context).not.toBe('');
    expect(await rowsOf(actors.owner.userId), context).toEqual(ownerSnapshot);
    if (response.status >= 400) expect(await rowsOf(actors.intruder.userId), context).toEqual(intruderBefore);
  }

  function expectAcceptedAndRefused(): void {
    const statuses = [...statusCounts.keys()];
    console.info(`fuzz statuses on ${dialect}:`, JSON.stringify(Object.fromEntries(statusCounts)));
    expect(statuses.some((status) => status < 300)).toBe(true);
    expect(statuses.some((status) => status >= 400)).toBe(true);
    statusCounts.clear();
  }

  it(`survives ${fuzzParameters(FUZZ_RUNS.queries).numRuns} random query strings and headers`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof({ arbitrary: fc.constantFrom('GET', 'HEAD', 'DELETE'), weight: 6 }, fc.constantFrom('PATCH', 'PUT', 'OPTIONS')),
        queryArbitrary(actors),
        headersArbitrary(actors, server.anonKey),
        async (method, query, headers) => {
          await checkAnswer(method, `/rest/v1/saved_posts?${query}`, { headers });
        },
      ),
      fuzzParameters(FUZZ_RUNS.queries),
    );
    expectAcceptedAndRefused();
  });

  it(`survives ${fuzzParameters(FUZZ_RUNS.bodies).numRuns} random insert bodies`, async () => {
    await fc.assert(
      fc.asyncProperty(insertQueryArbitrary(actors), headersArbitrary(actors, server.anonKey), bodyArbitrary(actors), async (query, headers, body) => {
        await checkAnswer('POST', `/rest/v1/saved_posts?${query}`, { headers, body });
      }),
      fuzzParameters(FUZZ_RUNS.bodies),
    );
    expectAcceptedAndRefused();
  });
});

// ---------------------------------------------------------------------------------------------
// Issue 12 (the saved library): text search, ilike, logic trees, is/not and PATCH, fuzzed the same
// way. A block of its own, with its own server, so other suites' cases stay apart from these.
// ---------------------------------------------------------------------------------------------

const LIBRARY_FUZZ_RUNS = { queries: 300, edits: 300 } as const;

/** Text that tends to break parsers and LIKE patterns: quotes, parens, commas, wildcards, escapes, other scripts. */
const trickyText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('post', 'POST 1', 'café', 'Café', 'दिल्ली', '東京', 'مرحبا', '%', '_', '*', '\\', '\\%', 'a,b', '(a)', '"q"', 'a"b', ')', 'not.', 'or(', '&', '|', ':*', '!', "'; drop table saved_posts; --"),
);

function libraryFilterArbitrary(actors: Actors): fc.Arbitrary<string> {
  const condition = fc.oneof(
    fc.tuple(fc.constantFrom('fts', 'plfts', 'phfts', 'wfts', 'fts(english)', 'plfts(simple)', 'fts(x y)'), trickyText).map(([op, text]) => `search.${op}.${text}`),
    fc.tuple(fc.constantFrom('caption', 'niche', 'topic', 'website', 'hashtags', 'mood'), trickyText).map(([column, text]) => `${column}.ilike.${text}`),
    fc.tuple(fc.constantFrom('language', 'platform', 'mood', 'niche', 'id', 'user_id'), fc.constantFrom('eq', 'neq', 'not.eq'), fc.oneof(trickyText, fc.constantFrom('en', 'hi', 'instagram', actors.owner.userId))).map(([column, op, value]) => `${column}.${op}.${value}`),
    fc.constantFrom('platform.is.null', 'language.not.is.null', 'mood.is.null', 'niche.is.true', `user_id.eq.${actors.owner.userId}`, `id.in.(${actors.ownerPostIds.join(',')})`),
    fc.tuple(fc.constantFrom('"', ''), trickyText).map(([quote, text]) => `caption.ilike.${quote}${text}${quote}`),
  );
  const tree: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
    node: fc.oneof(
      { arbitrary: condition, weight: 4 },
      fc.tuple(fc.constantFrom('and', 'or', 'not.or'), fc.array(tie('node'), { minLength: 1, maxLength: 3 })).map(([op, children]) => `${op}(${children.join(',')})`),
    ),
  })).node;
  const topLevel = fc.oneof(
    fc.tuple(fc.constantFrom('or', 'and', 'not.or'), fc.array(tree, { minLength: 1, maxLength: 3 })).map(([key, children]) => [key, `(${children.join(',')})`] as const),
    condition.map((text) => {
      const dot = text.indexOf('.');
      return [text.slice(0, dot), text.slice(dot + 1)] as const;
    }),
    fc.tuple(fc.constantFrom('or', 'search', 'caption'), trickyText).map(([key, value]) => [key, value] as const),
  );
  return fc.array(fc.tuple(topLevel, fc.boolean()), { minLength: 1, maxLength: 3 }).map((pairs) =>
    pairs.map(([[key, value], encoded]) => (encoded ? `${encodeURIComponent(key)}=${encodeURIComponent(value)}` : `${key}=${value}`.replace(/[#\s&]/g, '+'))).join('&'),
  );
}

function editBodyArbitrary(actors: Actors): fc.Arbitrary<string> {
  const usually = <T,>(valid: fc.Arbitrary<T>, other: fc.Arbitrary<T>) => fc.oneof({ arbitrary: valid, weight: 4 }, other);
  const changes = fc.record(
    {
      caption: usually(fc.string({ minLength: 1, maxLength: 60 }), fc.oneof(trickyText, fc.constant(null), fc.jsonValue())),
      hashtags: usually(fc.constant<string[]>(['edited']), fc.oneof(fc.array(trickyText, { maxLength: 4 }), fc.constant(null))),
      mood: usually(fc.constantFrom(...MOOD_VALUES), trickyText),
      niche: fc.oneof(trickyText, fc.constant(null)),
      language: usually(fc.constantFrom('en', 'hi', 'ja', null), trickyText),
      platform: usually(fc.constantFrom('instagram', 'linkedin', null), trickyText),
      options: fc.oneof(fc.constant(null), fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue(), { maxKeys: 3 }), fc.jsonValue()),
    },
    { requiredKeys: [] },
  );
  const forbidden = fc.oneof(
    { arbitrary: fc.constant({}), weight: 6 },
    fc.constantFrom({ id: actors.ownerPostIds[0] }, { user_id: actors.owner.userId }, { created_at: '2020-01-01T00:00:00Z' }, { updated_at: null }, { search: 'x' }, { likes: 1 }),
  );
  return fc.oneof(
    { arbitrary: fc.tuple(changes, forbidden).map(([core, more]) => JSON.stringify({ ...core, ...more })), weight: 6 },
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.string({ unit: 'binary', maxLength: 40 }),
  );
}

describe.each(TEST_ENGINES)('saved library fuzz (issue 12) on %s', (dialect) => {
  let server: TestServer;
  let actors: Actors;
  let ownerSnapshot: SavedPost[];

  async function rowsOf(userId: string): Promise<SavedPost[]> {
    const rows = await server.database.db.selectFrom('saved_posts').selectAll().where('user_id', '=', userId).orderBy('id').execute();
    return rows.map(readSavedPostRow);
  }

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const owner = await signUpUser(server, 'owner');
    const intruder = await signUpUser(server, 'intruder');
    const rows = (userId: string) => [
      { user_id: userId, caption: 'post café 東京', hashtags: ['a'], mood: 'casual', language: 'fr', platform: 'instagram', niche: 'Coffee' },
      { user_id: userId, caption: 'post दिल्ली', hashtags: ['b'], mood: 'playful', language: 'hi', topic: 'a,b (c)' },
      { user_id: userId, caption: 'POST 100% off_sale', hashtags: [], mood: 'casual' },
    ];
    const { data } = await owner.client.from('saved_posts').insert(rows(owner.userId)).select('id');
    await intruder.client.from('saved_posts').insert(rows(intruder.userId));
    actors = { owner, intruder, ownerPostIds: (data as { id: string }[]).map((row) => row.id) };
    ownerSnapshot = await rowsOf(owner.userId);
  });
  afterAll(() => server.close());

  const statuses = new Map<number, number>();

  async function checkAnswer(method: string, path: string, init: RequestInit): Promise<void> {
    const intruderBefore = await rowsOf(actors.intruder.userId);
    const response = await server.request(path, { ...init, method });
    const body = await response.text();
    const context = `${method} ${path} → ${response.status} ${body.slice(0, 200)}`;
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    expect(response.status, context).toBeLessThan(500);
    if (response.status >= 400) {
      expect(Object.keys(JSON.parse(body) as object).sort(), context).toEqual(['code', 'details', 'hint', 'message']);
      expect(await rowsOf(actors.intruder.userId), context).toEqual(intruderBefore);
    } else if (method === 'GET') {
      for (const row of JSON.parse(body) as Partial<SavedPost>[]) if (row.user_id !== undefined) expect(row.user_id, context).toBe(actors.intruder.userId);
    }
    expect(await rowsOf(actors.owner.userId), context).toEqual(ownerSnapshot);
  }

  function expectAcceptedAndRefused(): void {
    console.info(`library fuzz statuses on ${dialect}:`, JSON.stringify(Object.fromEntries(statuses)));
    expect([...statuses.keys()].some((status) => status < 300)).toBe(true);
    expect([...statuses.keys()].some((status) => status >= 400)).toBe(true);
    statuses.clear();
  }

  const intruderHeaders = () => ({ Authorization: `Bearer ${actors.intruder.accessToken}`, 'Content-Type': 'application/json', Prefer: 'return=representation, count=exact' });

  it(`answers ${LIBRARY_FUZZ_RUNS.queries} random searches, patterns and logic trees without a 5xx or another user's row`, async () => {
    await fc.assert(
      fc.asyncProperty(libraryFilterArbitrary(actors), async (filters) => {
        await checkAnswer('GET', `/rest/v1/saved_posts?select=*&${filters}`, { headers: intruderHeaders() });
      }),
      { numRuns: LIBRARY_FUZZ_RUNS.queries },
    );
    expectAcceptedAndRefused();
  });

  it(`changes only the caller's rows in ${LIBRARY_FUZZ_RUNS.edits} random edits`, async () => {
    // Mostly filters that parse, aimed at the owner's rows, the intruder's or both; now and then anything.
    const filters = fc.oneof(
      {
        arbitrary: fc.constantFrom(
          `id=eq.${actors.ownerPostIds[0]}`,
          `user_id=eq.${actors.owner.userId}`,
          'mood=eq.casual',
          'search=plfts.post',
          'or=(language.eq.fr,platform.is.null)',
          `id=in.(${actors.ownerPostIds.join(',')})`,
          'caption=ilike.*post*',
        ),
        weight: 3,
      },
      libraryFilterArbitrary(actors),
    );
    await fc.assert(
      fc.asyncProperty(filters, editBodyArbitrary(actors), async (filters, body) => {
        await checkAnswer('PATCH', `/rest/v1/saved_posts?${filters}`, { headers: intruderHeaders(), body });
        for (const row of await rowsOf(actors.intruder.userId)) {
          expect(row.user_id).toBe(actors.intruder.userId);
          expect(ownerSnapshot.map((post) => post.id)).not.toContain(row.id);
        }
      }),
      { numRuns: LIBRARY_FUZZ_RUNS.edits },
    );
    expectAcceptedAndRefused();
  });
});
