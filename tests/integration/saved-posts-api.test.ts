import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../src/server/clock';
import { HASHTAG_MAX_CHARS, SAVED_CAPTION_MAX_CHARS, SAVED_HASHTAGS_MAX } from '../../src/shared/limits';
import type { SavedPost } from '../../src/shared/schemas';
import { TEST_ENGINES } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';
import { signUpUser, type SignedInUser } from '../support/test-users';

/** The saved collection through the real supabase-js client, as the browser calls it (spec §7, contract §3). */

/** Time the test moves by hand: created_at and token expiry both come from it. */
function createManualClock(start = Date.parse('2026-03-01T10:00:00.123Z')): Clock & { advance(ms: number): void } {
  let now = start;
  return { now: () => new Date(now), advance: (ms) => void (now += ms) };
}

function newPost(userId: string, overrides: Record<string, unknown> = {}) {
  return { user_id: userId, caption: 'Morning light on the harbour', hashtags: ['sunrise', 'harbour'], mood: 'inspirational', ...overrides };
}

const ISO_WITH_MILLISECONDS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe.each(TEST_ENGINES)('saved_posts API on %s', (dialect) => {
  let server: TestServer;
  const clock = createManualClock();

  beforeAll(async () => {
    server = await startTestServer(dialect, { clock });
  });
  afterAll(() => server.close());

  function restRequest(path: string, init: RequestInit & { token?: string } = {}) {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
    return server.request(`/rest/v1/${path}`, { ...init, headers });
  }

  describe('the three calls of the spec, exactly as the browser makes them', () => {
    it('inserts, lists newest first and deletes by id', async () => {
      const { client, userId } = await signUpUser(server, 'spec');

      const inserted = await client.from('saved_posts').insert(newPost(userId, { hashtags: ['#Coffee', 'morning'] }));
      expect(inserted).toMatchObject({ error: null, data: null, status: 201 });

      clock.advance(1000);
      const withSelect = await client.from('saved_posts').insert(newPost(userId, { caption: '  Second post  ', mood: 'playful' })).select();
      expect(withSelect.error).toBeNull();
      expect(withSelect.status).toBe(201);
      expect(withSelect.data).toHaveLength(1);
      const second = withSelect.data![0] as SavedPost;
      expect(second).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        user_id: userId,
        caption: 'Second post',
        hashtags: ['sunrise', 'harbour'],
        mood: 'playful',
        // The original app's insert sends no context: it is empty, not refused (issue 12).
        niche: null,
        topic: null,
        website: null,
        language: null,
        platform: null,
        options: null,
        created_at: clock.now().toISOString(),
        updated_at: clock.now().toISOString(),
      });

      const listed = await client.from('saved_posts').select('*').order('created_at', { ascending: false });
      expect(listed.error).toBeNull();
      expect(listed.status).toBe(200);
      const posts = listed.data as SavedPost[];
      expect(posts.map((post) => post.caption)).toEqual(['Second post', 'Morning light on the harbour']);
      expect(posts[1].hashtags).toEqual(['Coffee', 'morning']);
      expect(posts[1].created_at).toMatch(ISO_WITH_MILLISECONDS);
      expect(posts[1].created_at).toBe(new Date(clock.now().getTime() - 1000).toISOString());
      expect(posts[0]).toEqual(second);

      const removed = await client.from('saved_posts').delete().eq('id', second.id);
      expect(removed).toMatchObject({ error: null, data: null, status: 204 });
      const after = await client.from('saved_posts').select('*').order('created_at', { ascending: false });
      expect((after.data as SavedPost[]).map((post) => post.id)).toEqual([posts[1].id]);
    });

    it('answers JSON with charset, and accepts the empty JSON body supabase-js sends on DELETE', async () => {
      const { userId, accessToken } = await signUpUser(server, 'headers');
      const created = await restRequest('saved_posts?select=*', {
        method: 'POST',
        token: accessToken,
        headers: { 'Content-Type': 'application/json;charset=UTF-8', Prefer: 'return=representation' },
        body: JSON.stringify(newPost(userId)),
      });
      expect(created.status).toBe(201);
      expect(created.headers.get('content-type')).toBe('application/json; charset=utf-8');
      const [row] = (await created.json()) as SavedPost[];

      const listed = await restRequest('saved_posts?select=*', { token: accessToken });
      expect(listed.headers.get('content-type')).toBe('application/json; charset=utf-8');

      const removed = await restRequest(`saved_posts?id=eq.${row.id}`, {
        method: 'DELETE',
        token: accessToken,
        headers: { 'Content-Type': 'application/json' },
      });
      expect(removed.status).toBe(204);
      expect(await removed.text()).toBe('');
    });
  });

  describe('insert rules', () => {
    let user: SignedInUser;
    beforeAll(async () => {
      user = await signUpUser(server, 'rules');
    });

    async function insertExpectingError(row: Record<string, unknown>) {
      const { data, error, status } = await user.client.from('saved_posts').insert(row).select();
      expect(data).toBeNull();
      return { error, status };
    }

    it('defaults user_id to the caller and strips one leading #', async () => {
      const { data, error } = await user.client
        .from('saved_posts')
        .insert({ caption: 'No owner given', hashtags: ['#ok', '#Single', 'plain'], mood: 'casual' })
        .select();
      expect(error).toBeNull();
      expect(data![0]).toMatchObject({ user_id: user.userId, hashtags: ['ok', 'Single', 'plain'] });
    });

    it.each([
      ['an empty hashtag', { hashtags: ['ok', '#'] }, 'Hashtags cannot be empty'],
      ['a duplicate hashtag, ignoring case', { hashtags: ['Travel', '#travel'] }, 'Hashtag "travel" is listed twice'],
      ['a hashtag with whitespace', { hashtags: ['two words'] }, 'Hashtag "two words" contains whitespace'],
      ['a hashtag with a space before it', { hashtags: [' travel'] }, 'Hashtag " travel" contains whitespace'],
      ['a hashtag with a tab after it', { hashtags: ['tag\t'] }, 'Hashtag "tag\\t" contains whitespace'],
      ['a hashtag with two leading #', { hashtags: ['##a'] }, `Hashtag "#a" contains '#'`],
      ['a hashtag with # inside', { hashtags: ['a#b'] }, `Hashtag "a#b" contains '#'`],
      ['too many hashtags', { hashtags: Array.from({ length: SAVED_HASHTAGS_MAX + 1 }, (_, i) => `tag${i}`) }, `At most ${SAVED_HASHTAGS_MAX} hashtags`],
      ['a hashtag that is too long', { hashtags: ['x'.repeat(HASHTAG_MAX_CHARS + 1)] }, `at most ${HASHTAG_MAX_CHARS} characters`],
      ['an empty caption after trimming', { caption: '   ' }, 'caption cannot be empty'],
      ['a caption that is too long', { caption: 'y'.repeat(SAVED_CAPTION_MAX_CHARS + 1) }, `at most ${SAVED_CAPTION_MAX_CHARS} characters`],
      ['a mood that is not one of the eight', { mood: 'grumpy' }, 'mood must be one of'],
      ['a NUL character', { caption: 'a\u0000b' }, 'NUL'],
      ['hashtags that are not a list', { hashtags: 'travel' }, 'hashtags must be a list'],
    ])('rejects %s with a clear 400 23514', async (_, overrides, message) => {
      const { error, status } = await insertExpectingError(newPost(user.userId, overrides));
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: '23514', message: expect.stringContaining(message), hint: null });
    });

    it('accepts the limits themselves, counting characters not UTF-16 units', async () => {
      const caption = '🌅'.repeat(SAVED_CAPTION_MAX_CHARS);
      const hashtags = Array.from({ length: SAVED_HASHTAGS_MAX }, (_, i) => `${i}${'z'.repeat(HASHTAG_MAX_CHARS - String(i).length)}`);
      const { data, error } = await user.client.from('saved_posts').insert(newPost(user.userId, { caption, hashtags })).select();
      expect(error).toBeNull();
      expect(data![0]).toMatchObject({ caption, hashtags });
    });

    it('answers a missing caption or mood with 23502', async () => {
      const { error, status } = await insertExpectingError({ caption: 'no mood', hashtags: [] });
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: '23502', message: 'null value in column "mood" of relation "saved_posts" violates not-null constraint' });
    });

    it.each([
      ['missing', { hashtags: ['tag'], mood: 'casual' }],
      ['null', { caption: null, hashtags: ['tag'], mood: 'casual' }],
    ])('answers a %s caption with 400 23502 and saves nothing', async (_, row) => {
      const before = await user.client.from('saved_posts').select('id', { count: 'exact', head: true });
      expect(await insertExpectingError(row)).toMatchObject({
        status: 400,
        error: { code: '23502', message: 'null value in column "caption" of relation "saved_posts" violates not-null constraint' },
      });
      const after = await user.client.from('saved_posts').select('id', { count: 'exact', head: true });
      expect(after.count).toBe(before.count);
    });

    it.each(['id', 'created_at'])('refuses a client-set %s (the server sets it)', async (column) => {
      const value = column === 'id' ? randomUUID() : '2020-01-01T00:00:00.000Z';
      const { error, status } = await insertExpectingError(newPost(user.userId, { [column]: value }));
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: '428C9', message: `cannot insert a non-DEFAULT value into column "${column}"` });
    });

    it('refuses an unknown column with PGRST204', async () => {
      const { error, status } = await insertExpectingError(newPost(user.userId, { likes: 3 }));
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: 'PGRST204', message: "Could not find the 'likes' column of 'saved_posts' in the schema cache" });
    });

    it('refuses a malformed user_id with 22P02 and another user_id with 403 42501', async () => {
      expect(await insertExpectingError(newPost('not-a-uuid'))).toMatchObject({
        status: 400,
        error: { code: '22P02', message: 'invalid input syntax for type uuid: "not-a-uuid"' },
      });
      expect(await insertExpectingError(newPost(randomUUID()))).toMatchObject({
        status: 403,
        error: { code: '42501', message: 'new row violates row-level security policy for table "saved_posts"', details: null, hint: null },
      });
    });

    it('inserts an array all or nothing, with the columns parameter supabase-js adds', async () => {
      const before = await user.client.from('saved_posts').select('id', { count: 'exact', head: true });
      const bad = await user.client.from('saved_posts').insert([newPost(user.userId, { caption: 'fine' }), newPost(user.userId, { mood: 'nope' })]);
      expect(bad.status).toBe(400);
      const unchanged = await user.client.from('saved_posts').select('id', { count: 'exact', head: true });
      expect(unchanged.count).toBe(before.count);

      const good = await user.client
        .from('saved_posts')
        .insert([newPost(user.userId, { caption: 'one' }), { caption: 'two', hashtags: [], mood: 'casual' }])
        .select('caption, user_id');
      expect(good.error).toBeNull();
      expect(good.data).toEqual([
        { caption: 'one', user_id: user.userId },
        { caption: 'two', user_id: user.userId },
      ]);
      const grown = await user.client.from('saved_posts').select('id', { count: 'exact', head: true });
      expect(grown.count).toBe((before.count ?? 0) + 2);
    });

    it('answers single() on an insert of two rows with 406 PGRST116 and saves neither', async () => {
      const before = await user.client.from('saved_posts').select('id', { count: 'exact', head: true });
      const both = await user.client
        .from('saved_posts')
        .insert([newPost(user.userId, { caption: 'single one' }), newPost(user.userId, { caption: 'single two' })])
        .select()
        .single();
      expect(both.status).toBe(406);
      expect(both.data).toBeNull();
      expect(both.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 2 rows' });
      const after = await user.client.from('saved_posts').select('id', { count: 'exact', head: true });
      expect(after.count).toBe(before.count);

      const one = await user.client.from('saved_posts').insert(newPost(user.userId, { caption: 'single alone' })).select('caption').single();
      expect(one).toMatchObject({ status: 201, error: null, data: { caption: 'single alone' } });
    });

    it('answers return=minimal with 201 and an empty body, and return=representation with an array', async () => {
      const minimal = await restRequest('saved_posts', {
        method: 'POST',
        token: user.accessToken,
        headers: { 'Content-Type': 'application/json', Prefer: 'return=minimal' },
        body: JSON.stringify(newPost(user.userId)),
      });
      expect(minimal.status).toBe(201);
      expect(await minimal.text()).toBe('');

      const representation = await restRequest('saved_posts?select=caption', {
        method: 'POST',
        token: user.accessToken,
        headers: { 'Content-Type': 'application/json', Prefer: 'count=exact, return=representation' },
        body: JSON.stringify(newPost(user.userId, { caption: 'shown' })),
      });
      expect(representation.status).toBe(201);
      expect(representation.headers.get('content-range')).toBe('*/1');
      expect(representation.headers.get('preference-applied')).toBe('count=exact, return=representation');
      expect(await representation.json()).toEqual([{ caption: 'shown' }]);
    });

    it('answers a body that is not JSON with PGRST102', async () => {
      const response = await restRequest('saved_posts', {
        method: 'POST',
        token: user.accessToken,
        headers: { 'Content-Type': 'application/json' },
        body: '{"caption":',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'PGRST102', message: 'Empty or invalid json' });
    });
  });

  describe('reading', () => {
    let user: SignedInUser;
    let posts: SavedPost[];

    beforeAll(async () => {
      user = await signUpUser(server, 'reader');
      clock.advance(60_000);
      // Three rows in one insert share created_at: ties are broken by id.
      const first = await user.client
        .from('saved_posts')
        .insert([
          newPost(user.userId, { caption: 'tie a', mood: 'casual' }),
          newPost(user.userId, { caption: 'tie b', mood: 'playful' }),
          newPost(user.userId, { caption: 'tie c', mood: 'casual' }),
        ])
        .select();
      clock.advance(1);
      const second = await user.client.from('saved_posts').insert(newPost(user.userId, { caption: 'latest', mood: 'energetic' })).select();
      posts = [...(first.data as SavedPost[]), ...(second.data as SavedPost[])];
    });

    const byId = (a: SavedPost, b: SavedPost) => (a.id < b.id ? -1 : 1);

    it('orders by created_at both ways, ties broken by id in the same direction', async () => {
      const ties = posts.slice(0, 3).sort(byId);
      const desc = await user.client.from('saved_posts').select('*').order('created_at', { ascending: false });
      expect((desc.data as SavedPost[]).map((post) => post.id)).toEqual([posts[3], ...[...ties].reverse()].map((post) => post.id));
      const asc = await user.client.from('saved_posts').select('*').order('created_at', { ascending: true });
      expect((asc.data as SavedPost[]).map((post) => post.id)).toEqual([...ties, posts[3]].map((post) => post.id));
    });

    it('orders by several columns, and by text in code-point order on both engines', async () => {
      const { data } = await user.client.from('saved_posts').select('mood, caption').order('mood').order('caption', { ascending: false });
      expect(data).toEqual([
        { mood: 'casual', caption: 'tie c' },
        { mood: 'casual', caption: 'tie a' },
        { mood: 'energetic', caption: 'latest' },
        { mood: 'playful', caption: 'tie b' },
      ]);
    });

    it('lists a row exactly as the insert answered it: every column, the text unchanged, hashtags as a list', async () => {
      // On SQLite the list's JSON is written by the database (decision 008), the insert's by us: they must agree.
      const { client, userId } = await signUpUser(server, 'verbatim');
      const awkward = newPost(userId, {
        caption: 'Quotes " and \\ backslashes, a tab\tand a new\nline, émoji ✨👩🏽‍🍳, 日本語, العربية, </script>',
        hashtags: ['café', '日本', 'ॐ', 'a_b', 'x'.repeat(100)],
      });
      const inserted = await client.from('saved_posts').insert(awkward).select();
      expect(inserted.error).toBeNull();
      const listed = await client.from('saved_posts').select('*');
      expect(listed.data).toEqual(inserted.data);
      expect(Object.keys(listed.data![0])).toEqual([
        'id',
        'user_id',
        'caption',
        'hashtags',
        'mood',
        'niche',
        'topic',
        'website',
        'language',
        'platform',
        'options',
        'created_at',
        'updated_at',
      ]);
      const picked = await client.from('saved_posts').select('created_at,hashtags,caption');
      expect(picked.data).toEqual([{ created_at: inserted.data![0].created_at, hashtags: awkward.hashtags, caption: awkward.caption }]);
      expect(Object.keys(picked.data![0])).toEqual(['created_at', 'hashtags', 'caption']);
    });

    it('selects a column list, in the order asked', async () => {
      const { data } = await user.client.from('saved_posts').select('caption,id').eq('id', posts[3].id);
      expect(data).toEqual([{ caption: 'latest', id: posts[3].id }]);
      expect(Object.keys(data![0])).toEqual(['caption', 'id']);
    });

    it('filters with eq on id, mood and user_id (and neq, in)', async () => {
      const captions = async (builder: PromiseLike<{ data: unknown }>) =>
        ((await builder).data as { caption: string }[]).map((row) => row.caption).sort();
      const table = () => user.client.from('saved_posts').select('caption');
      expect(await captions(table().eq('id', posts[1].id))).toEqual(['tie b']);
      expect(await captions(table().eq('id', posts[1].id.toUpperCase()))).toEqual(['tie b']);
      expect(await captions(table().eq('mood', 'casual'))).toEqual(['tie a', 'tie c']);
      expect(await captions(table().eq('user_id', user.userId))).toEqual(['latest', 'tie a', 'tie b', 'tie c']);
      expect(await captions(table().eq('user_id', randomUUID()))).toEqual([]);
      expect(await captions(table().eq('mood', 'casual').eq('id', posts[0].id))).toEqual(['tie a']);
      expect(await captions(table().neq('mood', 'casual'))).toEqual(['latest', 'tie b']);
      expect(await captions(table().in('id', [posts[0].id, posts[3].id]))).toEqual(['latest', 'tie a']);
      expect(await captions(table().in('id', []))).toEqual([]);
    });

    it('pages with range(), limit() and the Range header, counting on request', async () => {
      const page = await user.client.from('saved_posts').select('caption', { count: 'exact' }).order('created_at', { ascending: false }).range(1, 2);
      expect(page.error).toBeNull();
      expect(page.status).toBe(206);
      expect(page.count).toBe(4);
      expect(page.data).toHaveLength(2);

      const limited = await user.client.from('saved_posts').select('caption').order('created_at', { ascending: false }).limit(1);
      expect(limited.data).toEqual([{ caption: 'latest' }]);

      const viaQuery = await restRequest('saved_posts?select=caption&order=created_at.desc&offset=1&limit=2', {
        token: user.accessToken,
        headers: { Prefer: 'count=exact' },
      });
      expect(viaQuery.status).toBe(206);
      expect(viaQuery.headers.get('content-range')).toBe('1-2/4');

      const viaHeader = await restRequest('saved_posts?select=caption&order=created_at.desc', {
        token: user.accessToken,
        headers: { Range: '0-2', 'Range-Unit': 'items' },
      });
      expect(viaHeader.status).toBe(200);
      expect(viaHeader.headers.get('content-range')).toBe('0-2/*');
      expect(await viaHeader.json()).toHaveLength(3);

      const both = await restRequest('saved_posts?select=caption&order=created_at.desc&limit=10', {
        token: user.accessToken,
        headers: { Range: '3-' },
      });
      expect(both.headers.get('content-range')).toBe('3-3/*');

      const empty = await restRequest(`saved_posts?mood=eq.educational`, { token: user.accessToken, headers: { Prefer: 'count=exact' } });
      expect(empty.headers.get('content-range')).toBe('*/0');
      expect(await empty.json()).toEqual([]);
      const emptyNoCount = await restRequest(`saved_posts?mood=eq.educational`, { token: user.accessToken });
      expect(emptyNoCount.headers.get('content-range')).toBe('*/*');

      const beyond = await restRequest('saved_posts?offset=10', { token: user.accessToken, headers: { Prefer: 'count=exact' } });
      expect(beyond.status).toBe(416);
      expect(beyond.headers.get('content-range')).toBe('*/4');
      expect(await beyond.json()).toMatchObject({ code: 'PGRST103' });

      const reversed = await restRequest('saved_posts', { token: user.accessToken, headers: { Range: '5-2' } });
      expect(reversed.status).toBe(416);
    });

    it('counts with HEAD (count, head: true)', async () => {
      const { count, data, error } = await user.client.from('saved_posts').select('*', { count: 'exact', head: true }).eq('mood', 'casual');
      expect(error).toBeNull();
      expect(data).toBeNull();
      expect(count).toBe(2);
    });

    it('returns one bare object for single(), or 406 PGRST116', async () => {
      const one = await user.client.from('saved_posts').select('caption').eq('id', posts[2].id).single();
      expect(one.data).toEqual({ caption: 'tie c' });
      const none = await user.client.from('saved_posts').select('caption').eq('id', randomUUID()).single();
      expect(none.status).toBe(406);
      expect(none.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
      const many = await user.client.from('saved_posts').select('caption').eq('mood', 'casual').single();
      expect(many.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 2 rows' });
      const maybe = await user.client.from('saved_posts').select('caption').eq('id', randomUUID()).maybeSingle();
      expect(maybe).toMatchObject({ data: null, error: null });
    });
  });

  describe('ties when ordering by a column no index orders', () => {
    let user: SignedInUser;
    let posts: SavedPost[];

    beforeAll(async () => {
      user = await signUpUser(server, 'ties');
      posts = [];
      // One insert at a time, a millisecond apart: created_at (the index's order, and the order
      // rows were written in) is then unrelated to id order, so ties answered in storage or
      // index order instead of by id would show. Eight rows share each mood, four each caption.
      for (let index = 0; index < 16; index += 1) {
        clock.advance(1);
        const row = newPost(user.userId, { caption: `same caption ${index % 4}`, mood: index % 2 === 0 ? 'casual' : 'playful' });
        const { data, error } = await user.client.from('saved_posts').insert(row).select();
        expect(error).toBeNull();
        posts.push((data as SavedPost[])[0]);
      }
    });

    const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    function idsSortedBy(column: 'mood' | 'caption', direction: 'asc' | 'desc'): string[] {
      const sign = direction === 'asc' ? 1 : -1;
      return [...posts].sort((a, b) => sign * (compareText(a[column], b[column]) || compareText(a.id, b.id))).map((post) => post.id);
    }

    it('were written in an order that is not id order (else this block proves nothing)', () => {
      const written = posts.map((post) => post.id);
      const byId = [...written].sort(compareText);
      expect(written).not.toEqual(byId);
      expect(written).not.toEqual([...byId].reverse());
    });

    it.each([
      ['mood', 'asc'],
      ['mood', 'desc'],
      ['caption', 'asc'],
      ['caption', 'desc'],
    ] as const)('order=%s.%s answers ties by id, in the same direction', async (column, direction) => {
      const { data, error } = await user.client.from('saved_posts').select('id').order(column, { ascending: direction === 'asc' });
      expect(error).toBeNull();
      expect((data as { id: string }[]).map((row) => row.id)).toEqual(idsSortedBy(column, direction));
    });
  });

  describe('deleting', () => {
    it('refuses a DELETE without a filter with 400 21000', async () => {
      const { client, userId } = await signUpUser(server, 'nofilter');
      await client.from('saved_posts').insert(newPost(userId));
      const { error, status } = await client.from('saved_posts').delete();
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
      const { count } = await client.from('saved_posts').select('*', { count: 'exact', head: true });
      expect(count).toBe(1);
    });

    it('returns the removed rows with select(), and keeps them when single() does not match one row', async () => {
      const { client, userId } = await signUpUser(server, 'deleter');
      const { data } = await client.from('saved_posts').insert([newPost(userId), newPost(userId)]).select();
      const [first] = data as SavedPost[];

      const tooMany = await client.from('saved_posts').delete().eq('user_id', userId).select().single();
      expect(tooMany.status).toBe(406);
      expect((await client.from('saved_posts').select('*', { count: 'exact', head: true })).count).toBe(2);

      const removed = await client.from('saved_posts').delete().eq('id', first.id).select();
      expect(removed).toMatchObject({ status: 200, error: null, data: [first] });
      const again = await client.from('saved_posts').delete().eq('id', first.id);
      expect(again).toMatchObject({ status: 204, error: null });
    });
  });

  describe('errors in PostgREST shape', () => {
    let user: SignedInUser;
    beforeAll(async () => {
      user = await signUpUser(server, 'errors');
    });

    it.each([
      ['a malformed order', 'saved_posts?order=created_at.sideways', 400, 'PGRST100'],
      ['an unsupported operator', 'saved_posts?mood=like.*cas*', 400, 'PGRST100'],
      ['a logic tree with an unsupported operator', 'saved_posts?or=(mood.eq.casual,mood.gt.playful)', 400, 'PGRST100'],
      ['a text search on another column', 'saved_posts?caption=fts.hello', 400, 'PGRST100'],
      ['a bad limit', 'saved_posts?limit=ten', 400, 'PGRST100'],
      ['an unknown column in select', 'saved_posts?select=id,likes', 400, '42703'],
      ['an unknown column in a filter', 'saved_posts?likes=eq.3', 400, '42703'],
      ['an unknown column in order', 'saved_posts?order=likes.desc', 400, '42703'],
      ['a malformed uuid', 'saved_posts?id=eq.123', 400, '22P02'],
      ['an unknown table', 'posts', 404, 'PGRST205'],
    ])('answers %s (%s) with %i %s', async (_, path, status, code) => {
      const response = await restRequest(path, { token: user.accessToken });
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      const body = await response.json();
      expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
      expect(body.code).toBe(code);
    });

    it('answers unsupported methods with 405 PGRST117', async () => {
      const response = await restRequest('saved_posts?id=eq.' + randomUUID(), { token: user.accessToken, method: 'PUT', body: '{}' });
      expect(response.status).toBe(405);
      const error = await response.json();
      expect(error).toMatchObject({ code: 'PGRST117' });
    });

    it('requires the apikey', async () => {
      const missing = await server.request('/rest/v1/saved_posts', { headers: { apikey: '' } });
      expect(missing.status).toBe(401);
      expect(await missing.json()).toMatchObject({ code: 'no_api_key' });
      const wrong = await server.request('/rest/v1/saved_posts', { headers: { apikey: 'nope' } });
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toMatchObject({ code: 'invalid_api_key' });
    });

    it('answers a bad token with 401 PGRST301', async () => {
      const response = await restRequest('saved_posts', { token: `${user.accessToken.slice(0, -4)}AAAA` });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'PGRST301' });
      expect(response.headers.get('www-authenticate')).toContain('invalid_token');
    });

    it('treats the anonymous caller as owning nothing: reads [], inserts nothing (401 42501)', async () => {
      const anonymous = server.client();
      const listed = await anonymous.from('saved_posts').select('*').order('created_at', { ascending: false });
      expect(listed).toMatchObject({ data: [], error: null, status: 200 });
      const inserted = await anonymous.from('saved_posts').insert(newPost(user.userId));
      expect(inserted.status).toBe(401);
      expect(inserted.error).toMatchObject({ code: '42501', message: 'new row violates row-level security policy for table "saved_posts"' });
      const noToken = await server.request('/rest/v1/saved_posts');
      expect(noToken.status).toBe(200);
      expect(await noToken.json()).toEqual([]);
    });

    it('answers a token of a signed-out session with 401 PGRST301', async () => {
      const leaving = await signUpUser(server, 'leaving');
      await leaving.client.auth.signOut();
      const response = await restRequest('saved_posts', { token: leaving.accessToken });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'PGRST301' });
    });

    it('answers an expired token with 401 PGRST303 "JWT expired"', async () => {
      // A raw request: supabase-js would refresh first, its clock being the real one.
      const late = await signUpUser(server, 'late');
      clock.advance(2 * 60 * 60 * 1000);
      const response = await restRequest('saved_posts', { token: late.accessToken });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ code: 'PGRST303', message: 'JWT expired', details: null, hint: null });
    });
  });

  it('removes the saved posts of a deleted user', async () => {
    const { client, userId } = await signUpUser(server, 'cascade');
    const survivor = await signUpUser(server, 'survivor');
    await client.from('saved_posts').insert([newPost(userId), newPost(userId)]);
    await survivor.client.from('saved_posts').insert(newPost(survivor.userId));

    await server.database.db.deleteFrom('users').where('id', '=', userId).execute();

    const left = await server.database.db.selectFrom('saved_posts').select('user_id').where('user_id', 'in', [userId, survivor.userId]).execute();
    expect(left).toEqual([{ user_id: survivor.userId }]);
  });
});
