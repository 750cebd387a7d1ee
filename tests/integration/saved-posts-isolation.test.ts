import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readSavedPostRow } from '../../src/server/rest/saved-posts-store';
import type { SavedPost } from '../../src/shared/schemas';
import { TEST_ENGINES } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';
import { signUpUser, type SignedInUser } from '../support/test-users';

/**
 * Two users, every verb × every filter: the other user's rows are never visible, changed or
 * removed (issue 3, "Isolation"). The owner's rows are compared with a snapshot taken straight
 * from the database after every request.
 */

const MOODS_OF_EACH_USER = ['casual', 'playful', 'casual'];

describe.each(TEST_ENGINES)('saved_posts isolation on %s', (dialect) => {
  let server: TestServer;
  let owner: SignedInUser;
  let intruder: SignedInUser;
  let ownerPosts: SavedPost[];

  async function seed(user: SignedInUser): Promise<SavedPost[]> {
    const rows = MOODS_OF_EACH_USER.map((mood, index) => ({ user_id: user.userId, caption: `post ${index}`, hashtags: ['tag'], mood }));
    const { data, error } = await user.client.from('saved_posts').insert(rows).select();
    if (error) throw new Error(error.message);
    return data as SavedPost[];
  }

  /** A user's rows straight from the table, not through the API under test. */
  async function rowsOf(userId: string): Promise<SavedPost[]> {
    const rows = await server.database.db.selectFrom('saved_posts').selectAll().where('user_id', '=', userId).orderBy('id').execute();
    return rows.map(readSavedPostRow);
  }

  async function expectOwnerUntouched(): Promise<void> {
    expect(await rowsOf(owner.userId)).toEqual([...ownerPosts].sort((a, b) => (a.id < b.id ? -1 : 1)));
  }

  beforeAll(async () => {
    server = await startTestServer(dialect);
    owner = await signUpUser(server, 'owner');
    intruder = await signUpUser(server, 'intruder');
    ownerPosts = await seed(owner);
  });
  afterAll(() => server.close());

  /** Query strings aimed at the owner's rows, alone or mixed with the intruder's own. */
  function filters(intruderIds: string[]): [string, string][] {
    const [a0, a1] = ownerPosts.map((post) => post.id);
    const other = owner.userId;
    return [
      ['the owner’s id', `id=eq.${a0}`],
      ['the owner’s id in capitals', `id=eq.${a0.toUpperCase()}`],
      ['the owner’s ids in a list with one of mine', `id=in.(${a0},${a1},${intruderIds[0]})`],
      ['everything but one of mine', `id=neq.${intruderIds[0]}`],
      ['the owner’s user_id', `user_id=eq.${other}`],
      ['the owner’s user_id with the owner’s id', `user_id=eq.${other}&id=eq.${a0}`],
      ['any user but me', `user_id=neq.${intruder.userId}`],
      ['both users', `user_id=in.(${other},${intruder.userId})`],
      ['a mood both users have', 'mood=eq.casual'],
      ['a mood nobody has', 'mood=neq.nothing'],
      ['a random user_id', `user_id=neq.${randomUUID()}`],
    ];
  }

  describe('reading', () => {
    let intruderIds: string[];
    beforeAll(async () => {
      intruderIds = (await seed(intruder)).map((post) => post.id);
    });

    const modifiers: [string, string, Record<string, string>][] = [
      ['plain', '', {}],
      ['ordered by user_id', '&order=user_id.desc,created_at.asc', {}],
      ['with a big range and a count', '&offset=0&limit=1000', { Prefer: 'count=exact' }],
      ['with a Range header', '&select=user_id,id', { Range: '0-', 'Range-Unit': 'items' }],
      ['far past the end', '&offset=2', { Range: '1-100000' }],
    ];

    it('never shows the owner’s rows to the intruder, whatever the filter, order or range', async () => {
      for (const [name, filter] of [...filters(intruderIds), ['no filter', '']]) {
        for (const [modifier, extra, headers] of modifiers) {
          const response = await server.request(`/rest/v1/saved_posts?${filter}${extra}`, {
            headers: { Authorization: `Bearer ${intruder.accessToken}`, ...headers },
          });
          expect(response.status, `${name}, ${modifier}`).toBeLessThan(300);
          const rows = (await response.json()) as Partial<SavedPost>[];
          for (const row of rows) {
            expect(intruderIds).toContain(row.id);
            if ('user_id' in row) expect(row.user_id).toBe(intruder.userId);
          }
          const total = response.headers.get('content-range')?.split('/')[1];
          if (total !== '*') expect(Number(total)).toBeLessThanOrEqual(intruderIds.length);
        }
      }
    });

    it('answers a guessed id with nothing, also for single() and counts', async () => {
      const guessed = await intruder.client.from('saved_posts').select('*').eq('id', ownerPosts[0].id);
      expect(guessed).toMatchObject({ data: [], error: null });
      const single = await intruder.client.from('saved_posts').select('*').eq('id', ownerPosts[0].id).single();
      expect(single.status).toBe(406);
      const counted = await intruder.client.from('saved_posts').select('*', { count: 'exact', head: true }).eq('user_id', owner.userId);
      expect(counted.count).toBe(0);
    });

    it('shows the anonymous caller nothing at all', async () => {
      const anonymous = server.client();
      for (const [, filter] of [...filters(intruderIds), ['no filter', '']]) {
        const response = await server.request(`/rest/v1/saved_posts?${filter}`, { headers: { Prefer: 'count=exact' } });
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual([]);
        expect(response.headers.get('content-range')).toBe('*/0');
      }
      expect((await anonymous.from('saved_posts').select('*').eq('user_id', owner.userId)).data).toEqual([]);
    });
  });

  describe('inserting', () => {
    beforeEach(expectOwnerUntouched);

    it('refuses a row with the owner’s user_id, alone or in an array, and writes nothing', async () => {
      const before = (await rowsOf(intruder.userId)).length;
      const alone = await intruder.client.from('saved_posts').insert({ user_id: owner.userId, caption: 'mine now', hashtags: [], mood: 'casual' });
      expect(alone.status).toBe(403);
      expect(alone.error).toMatchObject({ code: '42501', message: 'new row violates row-level security policy for table "saved_posts"' });

      const mixed = await intruder.client.from('saved_posts').insert([
        { user_id: intruder.userId, caption: 'honest', hashtags: [], mood: 'casual' },
        { user_id: owner.userId.toUpperCase(), caption: 'sneaky', hashtags: [], mood: 'casual' },
      ]);
      expect(mixed.status).toBe(403);
      expect((await rowsOf(intruder.userId)).length).toBe(before);
      await expectOwnerUntouched();
    });

    it('lets the anonymous caller insert nothing, with or without a user_id', async () => {
      const anonymous = server.client();
      for (const row of [{ user_id: owner.userId }, {}]) {
        const result = await anonymous.from('saved_posts').insert({ ...row, caption: 'anon', hashtags: [], mood: 'casual' });
        expect(result.status).toBe(401);
        expect(result.error).toMatchObject({ code: '42501' });
      }
      await expectOwnerUntouched();
    });

    it('cannot change a row through an upsert', async () => {
      const upsert = await intruder.client.from('saved_posts').upsert({ id: ownerPosts[0].id, caption: 'defaced', hashtags: [], mood: 'casual' });
      expect(upsert.status).toBe(400);
      await expectOwnerUntouched();
    });
  });

  describe('deleting', () => {
    it('removes only the intruder’s own rows, whatever the filter', async () => {
      const filterCount = filters([randomUUID()]).length;
      for (let index = 0; index < filterCount; index += 1) {
        const intruderIds = (await seed(intruder)).map((post) => post.id);
        const [name, filter] = filters(intruderIds)[index];
        const response = await server.request(`/rest/v1/saved_posts?${filter}`, {
          method: 'DELETE',
          headers: { Authorization: `Bearer ${intruder.accessToken}`, 'Content-Type': 'application/json', Prefer: 'return=representation' },
        });
        expect(response.status, name).toBe(200);
        for (const row of (await response.json()) as SavedPost[]) expect(row.user_id, name).toBe(intruder.userId);
        await expectOwnerUntouched();
        await server.database.db.deleteFrom('saved_posts').where('user_id', '=', intruder.userId).execute();
      }
    });

    it('removes nothing of the owner’s when the intruder deletes “everything”', async () => {
      await seed(intruder);
      const everything = await intruder.client.from('saved_posts').delete().neq('id', randomUUID());
      expect(everything.status).toBe(204);
      expect(await rowsOf(intruder.userId)).toEqual([]);
      const unfiltered = await intruder.client.from('saved_posts').delete();
      expect(unfiltered.error).toMatchObject({ code: '21000' });
      await expectOwnerUntouched();
    });

    it('lets the anonymous caller remove nothing', async () => {
      const anonymous = server.client();
      for (const [, filter] of filters([randomUUID()])) {
        const response = await server.request(`/rest/v1/saved_posts?${filter}`, { method: 'DELETE', headers: { 'Content-Type': 'application/json' } });
        expect(response.status).toBe(204);
      }
      const guessed = await anonymous.from('saved_posts').delete().eq('id', ownerPosts[0].id).select();
      expect(guessed).toMatchObject({ data: [], error: null });
      await expectOwnerUntouched();
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Issue 12 (the saved library): the new filters and PATCH, across two users. A block of its own.
// ---------------------------------------------------------------------------------------------

describe.each(TEST_ENGINES)('saved library isolation (issue 12) on %s', (dialect) => {
  let server: TestServer;
  let owner: SignedInUser;
  let intruder: SignedInUser;
  let ownerPosts: SavedPost[];

  const SHARED_ROWS = [
    { caption: 'Café launch in Paris', hashtags: ['launch'], mood: 'casual', language: 'fr', platform: 'instagram', niche: 'Coffee', topic: 'Opening day' },
    { caption: 'दिल्ली में नई दुकान', hashtags: ['दिल्ली'], mood: 'playful', language: 'hi', niche: 'Bakery' },
  ];

  async function seed(user: SignedInUser): Promise<SavedPost[]> {
    const { data, error } = await user.client.from('saved_posts').insert(SHARED_ROWS.map((row) => ({ ...row, user_id: user.userId }))).select();
    if (error) throw new Error(error.message);
    return data as SavedPost[];
  }

  async function rowsOf(userId: string): Promise<SavedPost[]> {
    const rows = await server.database.db.selectFrom('saved_posts').selectAll().where('user_id', '=', userId).orderBy('id').execute();
    return rows.map(readSavedPostRow);
  }

  async function expectOwnerUntouched(): Promise<void> {
    expect(await rowsOf(owner.userId)).toEqual([...ownerPosts].sort((a, b) => (a.id < b.id ? -1 : 1)));
  }

  beforeAll(async () => {
    server = await startTestServer(dialect);
    owner = await signUpUser(server, 'owner');
    intruder = await signUpUser(server, 'intruder');
    ownerPosts = await seed(owner);
    await seed(intruder);
  });
  afterAll(() => server.close());

  /** Every new kind of filter, each aimed at words and values both users' rows have. */
  function libraryFilters(): [string, string][] {
    const [a0] = ownerPosts.map((post) => post.id);
    return [
      ['a word both users wrote', 'search=plfts.launch'],
      ['a phrase', 'search=phfts.cafe+launch'],
      ['a word in Devanagari', `search=fts.${encodeURIComponent('दिल्ली')}`],
      ['an ilike pattern', 'caption=ilike.*caf*'],
      ['a language', 'language=eq.fr'],
      ['a platform', 'platform=eq.instagram'],
      ['no platform', 'platform=is.null'],
      ['not a platform', 'platform=not.is.null'],
      ['an or tree with the owner’s id', `or=(id.eq.${a0},language.eq.hi)`],
      ['an or tree with the owner’s user_id', `or=(user_id.eq.${owner.userId},search.plfts.launch)`],
      ['an and tree', `and=(user_id.eq.${owner.userId},mood.eq.casual)`],
      ['a negated tree', `not.or=(user_id.eq.${intruder.userId})`],
    ];
  }

  it('never shows the owner’s rows or counts them, whatever the search or tree', async () => {
    for (const [name, filter] of libraryFilters()) {
      const response = await server.request(`/rest/v1/saved_posts?select=*&${filter}`, {
        headers: { Authorization: `Bearer ${intruder.accessToken}`, Prefer: 'count=exact' },
      });
      expect(response.status, name).toBe(200);
      const rows = (await response.json()) as SavedPost[];
      for (const row of rows) expect(row.user_id, name).toBe(intruder.userId);
      expect(Number(response.headers.get('content-range')?.split('/')[1]), name).toBe(rows.length);
    }
    await expectOwnerUntouched();
  });

  it('changes only the intruder’s own rows with PATCH, whatever the filter', async () => {
    for (const [name, filter] of libraryFilters()) {
      const response = await server.request(`/rest/v1/saved_posts?${filter}`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${intruder.accessToken}`, 'Content-Type': 'application/json', Prefer: 'return=representation' },
        body: JSON.stringify({ caption: `defaced by ${name}`, platform: 'x' }),
      });
      expect(response.status, name).toBe(200);
      for (const row of (await response.json()) as SavedPost[]) expect(row.user_id, name).toBe(intruder.userId);
      await expectOwnerUntouched();
    }
  });

  it('lets the anonymous caller change nothing with PATCH', async () => {
    for (const [name, filter] of libraryFilters()) {
      const response = await server.request(`/rest/v1/saved_posts?${filter}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Prefer: 'return=representation' },
        body: JSON.stringify({ caption: 'anonymous edit' }),
      });
      expect(response.status, name).toBe(200);
      expect(await response.json(), name).toEqual([]);
    }
    await expectOwnerUntouched();
  });

  it('deletes only the intruder’s own rows, whatever the search or tree', async () => {
    for (const [name, filter] of libraryFilters()) {
      const response = await server.request(`/rest/v1/saved_posts?${filter}`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${intruder.accessToken}`, 'Content-Type': 'application/json', Prefer: 'return=representation' },
      });
      expect(response.status, name).toBe(200);
      for (const row of (await response.json()) as SavedPost[]) expect(row.user_id, name).toBe(intruder.userId);
      await expectOwnerUntouched();
      if ((await rowsOf(intruder.userId)).length === 0) await seed(intruder);
    }
  });
});
