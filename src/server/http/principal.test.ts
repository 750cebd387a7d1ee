import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '../../../tests/support/test-database';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { signUpUser } from '../../../tests/support/test-users';
import { generationRequest } from '../../../tests/support/fake-ai-provider';

/**
 * The principal resolver remembers verified tokens (docs/decisions/008-per-request-server-cost.md);
 * what it must not remember is that a session was alive. A token used on every surface, then
 * signed out elsewhere, is refused at once by each of them.
 */
describe.each(TEST_ENGINES)('an access token whose session ended, on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('is refused by /auth/v1, /rest/v1 and /functions/v1 right after sign-out, though each had just accepted it', async () => {
    const user = await signUpUser(server, 'revoked');
    const calls = {
      user: () => server.request('/auth/v1/user', { headers: bearer(user.accessToken) }),
      rest: () => server.request('/rest/v1/saved_posts?select=*', { headers: bearer(user.accessToken) }),
      generate: () =>
        server.request('/functions/v1/generate-content', {
          method: 'POST',
          headers: { ...bearer(user.accessToken), 'content-type': 'application/json' },
          body: JSON.stringify(generationRequest()),
        }),
    };
    // Twice each: the second request is answered with the remembered verification.
    for (const call of Object.values(calls)) {
      for (let round = 0; round < 2; round += 1) expect((await call()).status).toBe(200);
    }

    const other = server.client();
    const { data } = await user.client.auth.getSession();
    await other.auth.setSession({ access_token: data.session!.access_token, refresh_token: data.session!.refresh_token });
    const { error } = await other.auth.signOut({ scope: 'global' });
    expect(error).toBeNull();

    const user403 = await calls.user();
    expect(user403.status).toBe(403);
    expect(await user403.json()).toMatchObject({ code: 'session_not_found' });
    const rest401 = await calls.rest();
    expect(rest401.status).toBe(401);
    expect(await rest401.json()).toMatchObject({ message: 'JWT session no longer exists' });
    expect((await calls.generate()).status).toBe(401);
  });

  it('keeps other sessions of the same user working', async () => {
    const user = await signUpUser(server, 'two-devices');
    const { data } = await user.client.auth.getSession();
    const second = server.client();
    const signIn = await second.auth.signInWithPassword({ email: data.session!.user.email!, password: 'secret123' });
    const secondToken = signIn.data.session!.access_token;
    expect((await server.request('/rest/v1/saved_posts', { headers: bearer(secondToken) })).status).toBe(200);

    await user.client.auth.signOut({ scope: 'local' });
    expect((await server.request('/rest/v1/saved_posts', { headers: bearer(user.accessToken) })).status).toBe(401);
    expect((await server.request('/rest/v1/saved_posts', { headers: bearer(secondToken) })).status).toBe(200);
  });
});

/**
 * A malformed `Authorization: Bearer …` is refused on every surface instead of being served as
 * anonymous; a header with another scheme, or none, is anonymous, as PostgREST reads it
 * (docs/decisions/004-postgrest-subset.md).
 */
describe.each(TEST_ENGINES)('the Authorization header, on %s', (dialect) => {
  let server: TestServer;
  let accessToken: string;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    // A signed-in user with a saved post: an anonymous answer ([]) then differs from theirs.
    const user = await signUpUser(server, 'header');
    accessToken = user.accessToken;
    const { error } = await user.client.from('saved_posts').insert({ caption: 'mine', hashtags: [], mood: 'casual' });
    expect(error).toBeNull();
  });
  afterAll(() => server.close());

  const listSavedPosts = (authorization?: string) =>
    server.request('/rest/v1/saved_posts?select=caption', { headers: authorization === undefined ? {} : { authorization } });

  it.each([
    ['two words after Bearer', () => `Bearer ${accessToken} extra`],
    ['Bearer with no token', () => 'Bearer'],
    ['Bearer with only spaces after it', () => 'Bearer   '],
    ['Bearer with a token that is not a JWT', () => 'Bearer not-a-jwt'],
    ['Bearer with a token split by a space', () => `Bearer ${accessToken.slice(0, 20)} ${accessToken.slice(20)}`],
  ])('/rest/v1 refuses %s with 401 PGRST301', async (_, authorization) => {
    const response = await listSavedPosts(authorization());
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'PGRST301' });
    expect(response.headers.get('www-authenticate')).toContain('invalid_token');
  });

  it.each([
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['an empty header', ''],
    ['no header', undefined],
  ])('/rest/v1 serves %s as anonymous', async (_, authorization) => {
    const response = await listSavedPosts(authorization);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it('/rest/v1 reads the scheme in any case and spaces around the token', async () => {
    const response = await listSavedPosts(`  bEaReR   ${accessToken}  `);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([{ caption: 'mine' }]);
  });

  it('/auth/v1 answers a malformed bearer header with 403 bad_jwt, and no header with 401 no_authorization', async () => {
    const malformed = await server.request('/auth/v1/user', { headers: { authorization: `Bearer ${accessToken} extra` } });
    expect(malformed.status).toBe(403);
    // As an unverifiable token, not as an anonymous caller's header ("…, missing sub claim").
    expect(await malformed.json()).toMatchObject({
      error_code: 'bad_jwt',
      msg: 'invalid JWT: unable to parse or verify signature, signature is invalid',
    });
    const none = await server.request('/auth/v1/user');
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ error_code: 'no_authorization' });
  });

  it('/functions/v1 answers a malformed bearer header with 401 invalid_session, and another scheme with 401 not_signed_in', async () => {
    const generate = (authorization: string) =>
      server.request('/functions/v1/generate-content', {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(generationRequest()),
      });
    const malformed = await generate('Bearer');
    expect(malformed.status).toBe(401);
    expect(await malformed.json()).toMatchObject({ code: 'invalid_session' });
    const basic = await generate('Basic dXNlcjpwYXNz');
    expect(basic.status).toBe(401);
    expect(await basic.json()).toMatchObject({ code: 'not_signed_in' });
  });
});
