import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningKeys } from '../../src/server/auth/keys';
import { systemClock } from '../../src/server/clock';
import { readJson } from '../../src/server/db/codec';
import { MAX_JSON_DEPTH } from '../../src/server/http/json-body';
import { MAX_USER_METADATA_BYTES } from '../../src/shared/limits';
import { QUERY_LIMITS } from '../../src/server/rest/query-string';
import { TEST_ENGINES } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';
import { signUpUser, type SignedInUser } from '../support/test-users';

/**
 * The hostile requests of issue 16, one class each: every one once answered 500 (or locked a
 * user out); each now gets a clear 4xx in its surface's dialect and changes nothing.
 */
const HEADER_LIMIT_BYTES = 16 * 1024;

/** `{"a":{"a":…}}` nested `depth` levels: a few KB of text, far past any real document. */
function nested(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

describe.each(TEST_ENGINES)('hostile input on %s', (dialect) => {
  let server: TestServer;
  let user: SignedInUser;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    user = await signUpUser(server, 'hostile');
  });
  afterAll(() => server.close());

  const authHeaders = (token = user.accessToken) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
  const metadataOf = async (userId: string) =>
    readJson<Record<string, unknown>>((await server.database.db.selectFrom('users').select('user_metadata').where('id', '=', userId).executeTakeFirstOrThrow()).user_metadata);
  const postsOf = async (userId: string) =>
    (await server.database.db.selectFrom('saved_posts').select('id').where('user_id', '=', userId).execute()).length;

  describe('JSON nested past the depth limit', () => {
    const deep = `{"data":${nested(5000)}}`;

    it('is refused on PUT /auth/v1/user with 400 bad_json, and stores nothing', async () => {
      const response = await server.request('/auth/v1/user', { method: 'PUT', headers: authHeaders(), body: deep });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'bad_json', error_code: 'bad_json' });
      expect(await metadataOf(user.userId)).toEqual({});
    });

    it('is refused on sign-up with 400 bad_json, and creates nobody', async () => {
      const email = `deep-${randomUUID()}@example.com`;
      const body = `{"email":"${email}","password":"secret123","data":${nested(5000)}}`;
      const response = await server.request('/auth/v1/signup', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'bad_json' });
      expect(await server.database.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
    });

    it('is refused on POST /rest/v1/saved_posts with PGRST102, and /functions/v1 with invalid_json', async () => {
      const rest = await server.request('/rest/v1/saved_posts', {
        method: 'POST',
        headers: authHeaders(),
        body: `{"caption":"x","mood":"casual","hashtags":${nested(5000).replace(/\{"a":/g, '[').replace(/\}/g, ']')}}`,
      });
      expect(rest.status).toBe(400);
      expect(await rest.json()).toMatchObject({ code: 'PGRST102' });
      const generate = await server.request('/functions/v1/generate-content', { method: 'POST', headers: authHeaders(), body: deep });
      expect(generate.status).toBe(400);
      expect(await generate.json()).toMatchObject({ code: 'invalid_json' });
    });

    it('takes JSON exactly at the depth limit', async () => {
      const data = JSON.parse(nested(MAX_JSON_DEPTH - 1)) as Record<string, unknown>;
      const response = await server.request('/auth/v1/user', { method: 'PUT', headers: authHeaders(), body: JSON.stringify({ data }) });
      expect(response.status).toBe(200);
      await server.request('/auth/v1/user', { method: 'PUT', headers: authHeaders(), body: JSON.stringify({ data: { a: null } }) });
    });
  });

  it('answers 22P02 for a user_id whose toString is not a function, and saves nothing', async () => {
    const before = await postsOf(user.userId);
    for (const userId of [{ toString: 1 }, { valueOf: 1, toString: 1 }, ['x'], 42, true]) {
      const response = await server.request('/rest/v1/saved_posts', {
        method: 'POST',
        headers: authHeaders(),
        body: JSON.stringify({ user_id: userId, caption: 'c', hashtags: [], mood: 'casual' }),
      });
      expect(response.status, JSON.stringify(userId)).toBe(400);
      expect(await response.json()).toMatchObject({ code: '22P02' });
    }
    expect(await postsOf(user.userId)).toBe(before);
  });

  describe('query strings past the count limits', () => {
    const get = (query: string) => server.request(`/rest/v1/saved_posts?${query}`, { headers: authHeaders() });
    const repeat = (part: string, count: number) => Array.from({ length: count }, () => part).join('&');

    it.each([
      ['1,000 filters', repeat('mood=eq.casual', 1000)],
      ['one filter past the limit', repeat('mood=eq.casual', QUERY_LIMITS.filters + 1)],
      ['2,001 order terms', `order=${Array.from({ length: 2001 }, () => 'id.asc').join(',')}`],
      ['an `in` list past the value limit', `id=in.(${Array.from({ length: QUERY_LIMITS.filterValues + 1 }, () => randomUUID()).join(',')})`],
      ['10,000 select columns', `select=${Array.from({ length: 10_000 }, () => 'id').join(',')}`],
      ['an `or` tree with 1,000 terms', `or=(${Array.from({ length: 1000 }, () => 'mood.eq.casual').join(',')})`],
    ])('refuses %s with 400 PGRST100', async (_, query) => {
      const response = await get(query);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'PGRST100' });
    });

    it('refuses them on DELETE too, and deletes nothing', async () => {
      const { error } = await user.client.from('saved_posts').insert({ caption: 'keep me', hashtags: [], mood: 'casual' });
      expect(error).toBeNull();
      const before = await postsOf(user.userId);
      const response = await server.request(`/rest/v1/saved_posts?${repeat('mood=eq.casual', 1000)}`, { method: 'DELETE', headers: authHeaders() });
      expect(response.status).toBe(400);
      expect(await postsOf(user.userId)).toBe(before);
    });

    it('takes queries at the limits', async () => {
      const atLimit = [
        repeat('mood=eq.casual', QUERY_LIMITS.filters),
        `order=${Array.from({ length: QUERY_LIMITS.orderTerms }, () => 'id.asc').join(',')}`,
        `select=${Array.from({ length: QUERY_LIMITS.selectColumns }, () => 'id').join(',')}`,
        `id=in.(${Array.from({ length: QUERY_LIMITS.filterValues }, () => randomUUID()).join(',')})`,
      ];
      for (const query of atLimit) expect((await get(query)).status, query.slice(0, 40)).toBe(200);
    });
  });

  describe('user metadata', () => {
    const bio = (bytes: number) => ({ bio: 'x'.repeat(bytes) });

    it(`is capped at ${MAX_USER_METADATA_BYTES} bytes with 400 validation_failed, on PUT /user and on sign-up`, async () => {
      const put = await server.request('/auth/v1/user', { method: 'PUT', headers: authHeaders(), body: JSON.stringify({ data: bio(12 * 1024) }) });
      expect(put.status).toBe(400);
      expect(await put.json()).toMatchObject({ code: 'validation_failed' });
      expect(await metadataOf(user.userId)).not.toHaveProperty('bio');

      const { error } = await server.client().auth.signUp({ email: `big-${randomUUID()}@example.com`, password: 'secret123', options: { data: bio(12 * 1024) } });
      expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
    });

    it('keeps the access token well inside the header limit at the cap', async () => {
      const padding = MAX_USER_METADATA_BYTES - JSON.stringify(bio(0)).length;
      const { data, error } = await server.client().auth.signUp({ email: `cap-${randomUUID()}@example.com`, password: 'secret123', options: { data: bio(padding) } });
      expect(error).toBeNull();
      expect(data.session!.access_token.length).toBeLessThan(HEADER_LIMIT_BYTES / 2);
    });

    it('does not lock out a user whose metadata is already over the cap: sign-in, refresh and PUT /user still work', async () => {
      const victim = await signUpUser(server, 'oversized');
      const email = (await server.database.db.selectFrom('users').select('email').where('id', '=', victim.userId).executeTakeFirstOrThrow()).email!;
      // Stored before the cap existed.
      await server.database.db.updateTable('users').set({ user_metadata: JSON.stringify(bio(12 * 1024)) }).where('id', '=', victim.userId).execute();

      const client = server.client();
      const signIn = await client.auth.signInWithPassword({ email, password: 'secret123' });
      expect(signIn.error).toBeNull();
      expect(signIn.data.session!.access_token.length).toBeLessThan(HEADER_LIMIT_BYTES / 2);
      expect(signIn.data.user!.user_metadata.bio).toHaveLength(12 * 1024);

      const refreshed = await client.auth.refreshSession();
      expect(refreshed.error).toBeNull();
      expect(refreshed.data.session!.access_token.length).toBeLessThan(HEADER_LIMIT_BYTES / 2);

      // Other changes still go through, and so does one that shrinks the metadata.
      const password = await client.auth.updateUser({ password: 'another-secret' });
      expect(password.error).toBeNull();
      const shrunk = await client.auth.updateUser({ data: { bio: 'short' } });
      expect(shrunk.error).toBeNull();
      expect(await metadataOf(victim.userId)).toEqual({ bio: 'short' });
    });
  });

  describe('access tokens signed with the server key', () => {
    async function signed(payload: Record<string, unknown>): Promise<string> {
      const keys = await loadSigningKeys(server.database.db, systemClock);
      const now = Math.floor(Date.now() / 1000);
      const session = await server.database.db.selectFrom('sessions').select('id').where('user_id', '=', user.userId).executeTakeFirstOrThrow();
      const claims = { sub: user.userId, role: 'authenticated', aud: 'authenticated', session_id: session.id, iat: now, exp: now + 600, ...payload };
      for (const [name, value] of Object.entries(claims)) if (value === undefined) delete (claims as Record<string, unknown>)[name];
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', kid: keys.current.kid, typ: 'JWT' })
        .setIssuer(`${server.config.siteUrl}/auth/v1`)
        .sign(keys.current.privateKey);
    }
    const list = (token: string) => server.request('/rest/v1/saved_posts', { headers: { authorization: `Bearer ${token}` } });

    it('are taken with the claims GoTrue always signs (the control)', async () => {
      expect((await list(await signed({}))).status).toBe(200);
    });

    it.each([
      ['without exp', { exp: undefined }],
      ['with an aud array', { aud: ['authenticated'] }],
      ['with another aud', { aud: 'anon' }],
      ['with a sub that does not own the session', { sub: randomUUID() }],
    ])('are refused %s, on every surface', async (_, payload) => {
      const token = await signed(payload);
      const rest = await list(token);
      expect(rest.status).toBe(401);
      const auth = await server.request('/auth/v1/user', { headers: { authorization: `Bearer ${token}` } });
      expect(auth.status).toBe(403);
      const generate = await server.request('/functions/v1/generate-content', { method: 'POST', headers: authHeaders(token), body: '{}' });
      expect(generate.status).toBe(401);
    });
  });
});
