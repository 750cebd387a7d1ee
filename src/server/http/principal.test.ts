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
