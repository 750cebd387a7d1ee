import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../src/server/clock';
import { encodeTextArray } from '../../src/server/db/codec';
import { migrateUpTo } from '../../src/server/db/migrations';
import type { SavedPost } from '../../src/shared/schemas';
import { TEST_ENGINES } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';
import { signUpUser, type SignedInUser } from '../support/test-users';

/**
 * The saved library (issue 12) through the real supabase-js client: the context saved with a post,
 * search in several scripts, filters, counts and pages of results, edits, and rows saved before
 * the context existed.
 */

function createManualClock(start = Date.parse('2026-05-01T08:00:00.000Z')): Clock & { advance(ms: number): void } {
  let now = start;
  return { now: () => new Date(now), advance: (ms) => void (now += ms) };
}

/** Posts in the scripts the search must handle, each with a word to find it by. */
const LIBRARY = [
  { caption: 'Le Café de Flore ouvre à l’aube', hashtags: ['Paris', 'café'], mood: 'casual', language: 'fr', niche: 'Coffee shop', topic: 'Réouverture' },
  { caption: 'Launch day! Our new app is live', hashtags: ['launch', 'startup'], mood: 'celebratory', language: 'en', platform: 'linkedin', niche: 'SaaS founder', topic: 'product launch' },
  { caption: 'Утро в Москве: кофе и круассан', hashtags: ['москва', 'утро'], mood: 'inspirational', language: 'ru', niche: 'Кофейня' },
  { caption: 'आज दिल्ली में नई दुकान खुली', hashtags: ['दिल्ली', 'दुकान'], mood: 'celebratory', language: 'hi', platform: 'instagram', niche: 'बेकरी' },
  { caption: 'مَرْحَبًا بكم في مخبزنا الجديد', hashtags: ['مخبز'], mood: 'playful', language: 'ar', niche: 'مخبز' },
  { caption: '東京タワーの夜景がきれい', hashtags: ['東京', '夜景'], mood: 'inspirational', language: 'ja', platform: 'instagram', topic: '東京の夜' },
  { caption: '서울 카페 투어 시작합니다', hashtags: ['서울', '카페'], mood: 'energetic', language: 'ko' },
] as const;

describe.each(TEST_ENGINES)('the saved library on %s', (dialect) => {
  let server: TestServer;
  let user: SignedInUser;
  let other: SignedInUser;
  const clock = createManualClock();
  const oldPostId = randomUUID();
  const oldCreatedAt = '2025-12-24T18:30:00.000Z';

  beforeAll(async () => {
    server = await startTestServer(dialect, {
      clock,
      // A user and a post saved before migration 0002, written as the first schema had them.
      async beforeMigrations(database) {
        await migrateUpTo(database.db as never, dialect, '0001-initial-schema');
        const ownerId = randomUUID();
        const now = new Date().toISOString();
        await sql`insert into users (id, email, app_metadata, user_metadata, created_at, updated_at)
          values (${ownerId}, ${`old-${ownerId}@example.com`}, '{}', '{}', ${now}, ${now})`.execute(database.db);
        const hashtags = encodeTextArray(dialect, ['Dessert', 'Noël']);
        await sql`insert into saved_posts (id, user_id, caption, hashtags, mood, created_at)
          values (${oldPostId}, ${ownerId}, ${'Crème brûlée for Christmas Eve'}, ${hashtags}, 'celebratory', ${oldCreatedAt})`.execute(database.db);
      },
    });
    user = await signUpUser(server, 'library');
    other = await signUpUser(server, 'neighbour');
    // The old post becomes this user's, so it can be read through the API like any other.
    await server.database.db.updateTable('saved_posts').set({ user_id: user.userId }).where('id', '=', oldPostId).execute();
    for (const post of LIBRARY) {
      clock.advance(60_000);
      const { error } = await user.client.from('saved_posts').insert({ user_id: user.userId, ...post });
      if (error) throw new Error(error.message);
    }
    // The neighbour has posts with the same words: they must never show up.
    for (const post of LIBRARY) await other.client.from('saved_posts').insert({ user_id: other.userId, ...post });
  });
  afterAll(() => server.close());

  async function search(words: string, type: 'plain' | 'phrase' | 'websearch' = 'plain') {
    const { data, error } = await user.client.from('saved_posts').select('*').textSearch('search', words, { type }).order('created_at', { ascending: false });
    expect(error).toBeNull();
    return (data as SavedPost[]).map((post) => post.caption);
  }

  describe('context saved with each post', () => {
    it('keeps niche, topic, website, language, platform and options, and answers them with updated_at', async () => {
      const { data, error } = await user.client
        .from('saved_posts')
        .insert({
          user_id: user.userId,
          caption: 'Context check',
          hashtags: [],
          mood: 'professional',
          niche: ' Vegan bakery ',
          topic: '',
          website: 'example.com',
          language: 'de',
          platform: 'tiktok',
          options: { length: 'short', emojis: false },
        })
        .select()
        .single();
      expect(error).toBeNull();
      expect(data).toMatchObject({
        niche: 'Vegan bakery',
        topic: null,
        website: 'example.com',
        language: 'de',
        platform: 'tiktok',
        options: { length: 'short', emojis: false },
        updated_at: data.created_at,
      });
      const listed = await user.client.from('saved_posts').select('*').eq('id', data.id).single();
      expect(listed.data).toEqual(data);
      await user.client.from('saved_posts').delete().eq('id', data.id);
    });

    it('refuses context that breaks the rules, in PostgreSQL words', async () => {
      const refused = await user.client.from('saved_posts').insert({ user_id: user.userId, caption: 'x', mood: 'casual', language: 'xx' });
      expect(refused.status).toBe(400);
      expect(refused.error).toMatchObject({ code: '23514', details: expect.stringContaining('saved_posts_language_check') });
      const server_set = await user.client.from('saved_posts').insert({ caption: 'x', mood: 'casual', updated_at: new Date().toISOString() });
      expect(server_set.error).toMatchObject({ code: '428C9' });
    });

    it('shows a post saved before the migration as it was, with empty context, and finds and edits it', async () => {
      const { data } = await user.client.from('saved_posts').select('*').eq('id', oldPostId).single();
      expect(data).toEqual({
        id: oldPostId,
        user_id: user.userId,
        caption: 'Crème brûlée for Christmas Eve',
        hashtags: ['Dessert', 'Noël'],
        mood: 'celebratory',
        niche: null,
        topic: null,
        website: null,
        language: null,
        platform: null,
        options: null,
        created_at: oldCreatedAt,
        updated_at: oldCreatedAt,
      });
      expect(await search('CREME noel')).toEqual(['Crème brûlée for Christmas Eve']);
      const edited = await user.client.from('saved_posts').update({ platform: 'facebook' }).eq('id', oldPostId).select().single();
      expect(edited.data).toMatchObject({ caption: 'Crème brûlée for Christmas Eve', platform: 'facebook', created_at: oldCreatedAt });
    });
  });

  describe('search', () => {
    it.each([
      ['Latin without accents or case', 'CAFE', 'Le Café de Flore ouvre à l’aube'],
      ['a hashtag', 'paris', 'Le Café de Flore ouvre à l’aube'],
      ['the niche', 'saas', 'Launch day! Our new app is live'],
      ['the topic', 'product', 'Launch day! Our new app is live'],
      ['an accent in the topic', 'reouverture', 'Le Café de Flore ouvre à l’aube'],
      ['Cyrillic in another case', 'МОСКВЕ', 'Утро в Москве: кофе и круассан'],
      ['Devanagari', 'दिल्ली', 'आज दिल्ली में नई दुकान खुली'],
      ['Arabic without its vowel marks', 'مرحبا', 'مَرْحَبًا بكم في مخبزنا الجديد'],
      ['Japanese inside a sentence', 'タワー', '東京タワーの夜景がきれい'],
      ['Han characters', '夜景', '東京タワーの夜景がきれい'],
      ['Hangul', '카페', '서울 카페 투어 시작합니다'],
      ['full-width Latin', 'ＬＡＵＮＣＨ', 'Launch day! Our new app is live'],
      ['the start of a word, as the user types', 'laun', 'Launch day! Our new app is live'],
    ])('finds %s (%s)', async (_, words, caption) => {
      expect(await search(words)).toEqual([caption]);
    });

    it('needs every word, reads quoted phrases, and finds nothing for a word nobody wrote', async () => {
      expect(await search('launch app')).toEqual(['Launch day! Our new app is live']);
      expect(await search('launch москва')).toEqual([]);
      expect(await search('"new app" live', 'websearch')).toEqual(['Launch day! Our new app is live']);
      expect(await search('app new', 'phrase')).toEqual([]);
      expect(await search('zzzz')).toEqual([]);
    });

    it('combines with filters on mood, language and platform, and with or=()', async () => {
      const byMood = await user.client.from('saved_posts').select('caption').textSearch('search', 'instagram').eq('mood', 'celebratory');
      expect(byMood.data).toEqual([]);
      const instagram = await user.client.from('saved_posts').select('caption').eq('platform', 'instagram').order('created_at');
      expect(instagram.data!.map((row) => row.caption)).toEqual(['आज दिल्ली में नई दुकान खुली', '東京タワーの夜景がきれい']);
      const hindiCelebrations = await user.client.from('saved_posts').select('caption').eq('mood', 'celebratory').eq('language', 'hi');
      expect(hindiCelebrations.data).toEqual([{ caption: 'आज दिल्ली में नई दुकान खुली' }]);
      const either = await user.client.from('saved_posts').select('caption').or('language.eq.ko,and(language.eq.ru,mood.eq.inspirational)').order('created_at');
      expect(either.data!.map((row) => row.caption)).toEqual(['Утро в Москве: кофе и круассан', '서울 카페 투어 시작합니다']);
      const noPlatform = await user.client.from('saved_posts').select('caption', { count: 'exact', head: true }).is('platform', null);
      expect(noPlatform.count).toBe(4);
    });

    it('takes ilike patterns with escaped wildcards and quoted values in or=()', async () => {
      const pattern = await user.client.from('saved_posts').select('caption').ilike('caption', '*LAUNCH DAY*');
      expect(pattern.error).toBeNull();
      expect(pattern.data).toEqual([{ caption: 'Launch day! Our new app is live' }]);
      const literalPercent = await user.client.from('saved_posts').select('caption').ilike('caption', '%\\%%');
      expect(literalPercent.data).toEqual([]);
      const quoted = await user.client.from('saved_posts').select('caption').or('caption.ilike."*day! our*",niche.eq."a,b"');
      expect(quoted.error).toBeNull();
      expect(quoted.data).toEqual([{ caption: 'Launch day! Our new app is live' }]);
    });
  });

  describe('paging and counting search results', () => {
    let pagingUser: SignedInUser;
    beforeAll(async () => {
      pagingUser = await signUpUser(server, 'pages');
      const rows = Array.from({ length: 25 }, (_, index) => ({
        user_id: pagingUser.userId,
        caption: `${index % 2 === 0 ? 'Été' : 'Winter'} post ${index}`,
        hashtags: [],
        mood: 'casual',
      }));
      for (const row of rows) {
        clock.advance(1000);
        await pagingUser.client.from('saved_posts').insert(row);
      }
    });

    it('answers newest or oldest first, pages that neither overlap nor skip, and the count of matches', async () => {
      for (const ascending of [false, true]) {
        const seen: string[] = [];
        for (let from = 0; from < 13; from += 5) {
          const page = await pagingUser.client
            .from('saved_posts')
            .select('caption', { count: 'exact' })
            .textSearch('search', 'ete')
            .order('created_at', { ascending })
            .range(from, from + 4);
          expect(page.error).toBeNull();
          expect(page.count).toBe(13);
          seen.push(...page.data!.map((row) => row.caption));
        }
        const expected = Array.from({ length: 13 }, (_, index) => `Été post ${index * 2}`);
        expect(seen).toEqual(ascending ? expected : [...expected].reverse());
      }
    });
  });

  describe('editing (PATCH)', () => {
    let mine: SavedPost;
    let theirs: SavedPost;
    beforeAll(async () => {
      mine = (await user.client.from('saved_posts').insert({ user_id: user.userId, caption: 'Typo hre', hashtags: ['one'], mood: 'casual', niche: 'Bakery' }).select().single()).data as SavedPost;
      theirs = (await other.client.from('saved_posts').insert({ user_id: other.userId, caption: 'Hands off', hashtags: [], mood: 'casual' }).select().single()).data as SavedPost;
    });

    async function stored(id: string) {
      return server.database.db.selectFrom('saved_posts').select(['caption', 'hashtags', 'updated_at', 'search_text']).where('id', '=', id).executeTakeFirstOrThrow();
    }

    it('changes the caption and hashtags of the caller’s own post, sets updated_at and keeps the rest', async () => {
      clock.advance(5000);
      const { data, error, status } = await user.client
        .from('saved_posts')
        .update({ caption: '  Typo here, fixed ', hashtags: ['#one', 'Two'] })
        .eq('id', mine.id)
        .select()
        .single();
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(data).toEqual({ ...mine, caption: 'Typo here, fixed', hashtags: ['one', 'Two'], updated_at: clock.now().toISOString() });
      expect(await search('fixed two')).toEqual(['Typo here, fixed']);
      expect(await search('hre')).toEqual([]);
      const minimal = await user.client.from('saved_posts').update({ mood: 'playful' }).eq('id', mine.id);
      expect(minimal).toMatchObject({ status: 204, data: null, error: null });
    });

    it('changes nothing of another user’s post and answers as for a post that does not exist', async () => {
      const before = await stored(theirs.id);
      const attempts = [
        () => user.client.from('saved_posts').update({ caption: 'defaced' }).eq('id', theirs.id).select(),
        () => user.client.from('saved_posts').update({ caption: 'defaced' }).eq('user_id', other.userId).select(),
        () => user.client.from('saved_posts').update({ caption: 'defaced' }).neq('id', randomUUID()).textSearch('search', 'hands').select(),
      ];
      for (const attempt of attempts) expect(await attempt()).toMatchObject({ status: 200, data: [], error: null });
      const single = await user.client.from('saved_posts').update({ caption: 'defaced' }).eq('id', theirs.id).select().single();
      const missing = await user.client.from('saved_posts').update({ caption: 'defaced' }).eq('id', randomUUID()).select().single();
      expect({ status: single.status, error: single.error }).toEqual({ status: missing.status, error: missing.error });
      const anonymous = await server.client().from('saved_posts').update({ caption: 'defaced' }).eq('id', theirs.id);
      expect(anonymous.status).toBe(204);
      expect(await stored(theirs.id)).toEqual(before);
    });

    it.each([
      ['id', () => randomUUID()],
      ['user_id', () => randomUUID()],
      ['created_at', () => '2020-01-01T00:00:00.000Z'],
    ])('refuses to change %s with 400 and changes nothing', async (column, value) => {
      const before = await stored(mine.id);
      const { status, error } = await user.client.from('saved_posts').update({ caption: 'sneaky', [column]: value() }).eq('id', mine.id);
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: '428C9', message: `column "${column}" can only be updated to DEFAULT` });
      expect(await stored(mine.id)).toEqual(before);
    });

    it('refuses an edit without a filter, a broken caption and an unknown column', async () => {
      expect((await user.client.from('saved_posts').update({ caption: 'all' })).error).toMatchObject({ code: '21000' });
      expect((await user.client.from('saved_posts').update({ caption: ' ' }).eq('id', mine.id)).error).toMatchObject({ code: '23514' });
      expect((await user.client.from('saved_posts').update({ likes: 1 }).eq('id', mine.id)).error).toMatchObject({ code: 'PGRST204' });
    });
  });
});
