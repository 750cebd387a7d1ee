import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * A user's own data (issue 13): download it (GET /auth/v1/user/export), delete the account
 * (DELETE /auth/v1/user, confirmed by the email or the password), and a new password that signs
 * out every other device (supabase-js updateUser).
 */
describe.each(TEST_ENGINES)('own data on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  let accounts = 0;
  async function device(email: string, signUp = false) {
    const client = server.client();
    const result = signUp
      ? await client.auth.signUp({ email, password: 'secret123' })
      : await client.auth.signInWithPassword({ email, password: 'secret123' });
    if (result.error || !result.data.session) throw new Error(`sign-in failed: ${result.error?.message}`);
    return { client, session: result.data.session, userId: result.data.session.user.id };
  }
  const newEmail = (name: string) => `${name}-${dialect}-${++accounts}@example.com`;
  const asUser = (accessToken: string) => ({ authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' });
  /** GET /auth/v1/user with a device's access token: the status and GoTrue's error_code. */
  const readUser = async (accessToken: string) => {
    const response = await server.request('/auth/v1/user', { headers: asUser(accessToken) });
    const body = (await response.json()) as { error_code?: string };
    return { status: response.status, errorCode: body.error_code };
  };

  async function savePosts(client: Awaited<ReturnType<typeof device>>['client'], userId: string, captions: string[]) {
    for (const caption of captions) {
      const saved = await client.from('saved_posts').insert({ user_id: userId, caption, hashtags: ['mine'], mood: 'casual' });
      expect(saved.status).toBe(201);
    }
  }

  async function rowsOf(userId: string) {
    const count = async (table: 'users' | 'sessions' | 'refresh_tokens' | 'identities' | 'saved_posts') => {
      const column = table === 'users' ? 'id' : 'user_id';
      const row = await server.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where(column, '=', userId).executeTakeFirstOrThrow();
      return Number(row.n);
    };
    return {
      users: await count('users'),
      sessions: await count('sessions'),
      refresh_tokens: await count('refresh_tokens'),
      identities: await count('identities'),
      saved_posts: await count('saved_posts'),
    };
  }

  it('downloads the account email, creation date and every saved post as JSON, and no one else\'s', async () => {
    const email = newEmail('export');
    const me = await device(email, true);
    const other = await device(newEmail('other'), true);
    await savePosts(me.client, me.userId, ['First of mine', 'Second of mine', 'Third of mine']);
    await savePosts(other.client, other.userId, ['Not mine']);

    const response = await server.request('/auth/v1/user/export', { headers: asUser(me.session.access_token) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="captioncraft-my-data.json"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const data = (await response.json()) as { user: Record<string, unknown>; saved_posts: Array<{ caption: string; user_id: string }> };
    expect(data.user).toMatchObject({ id: me.userId, email, providers: ['email'] });
    expect(new Date(data.user.created_at as string).toISOString()).toBe(data.user.created_at);
    expect(data.saved_posts.map((post) => post.caption)).toEqual(['First of mine', 'Second of mine', 'Third of mine']);
    expect(data.saved_posts.every((post) => post.user_id === me.userId)).toBe(true);

    const anonymous = await server.request('/auth/v1/user/export');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error_code: 'no_authorization' });
  });

  it('refuses to delete without the right confirmation, and changes nothing', async () => {
    const email = newEmail('keep');
    const me = await device(email, true);
    await savePosts(me.client, me.userId, ['Still here']);
    const before = await rowsOf(me.userId);
    const attempts: Array<[Record<string, unknown>, number, string]> = [
      [{}, 400, 'validation_failed'],
      [{ email: 'someone-else@example.com' }, 400, 'validation_failed'],
      [{ password: 'not-my-password' }, 400, 'invalid_credentials'],
    ];
    for (const [body, status, errorCode] of attempts) {
      const response = await server.request('/auth/v1/user', { method: 'DELETE', headers: asUser(me.session.access_token), body: JSON.stringify(body) });
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ error_code: errorCode });
    }
    expect(await rowsOf(me.userId)).toEqual(before);
  });

  it.each([
    ['the password', (_email: string) => ({ password: 'secret123' })],
    ['the email, in any case', (email: string) => ({ email: ` ${email.toUpperCase()} ` })],
  ])('deletes the account confirmed by %s: user, sessions, refresh tokens and posts gone, every device signed out', async (_name, confirmation) => {
    const email = newEmail('leave');
    const phone = await device(email, true);
    const laptop = await device(email);
    const bystander = await device(newEmail('stay'), true);
    await savePosts(phone.client, phone.userId, ['Goodbye post', 'Another one']);
    await savePosts(bystander.client, bystander.userId, ['I stay']);

    const response = await server.request('/auth/v1/user', { method: 'DELETE', headers: asUser(phone.session.access_token), body: JSON.stringify(confirmation(email)) });
    expect(response.status).toBe(204);

    expect(await rowsOf(phone.userId)).toEqual({ users: 0, sessions: 0, refresh_tokens: 0, identities: 0, saved_posts: 0 });
    // Both devices are signed out: their access tokens name sessions that are gone, their refresh tokens are unknown.
    for (const signedIn of [phone, laptop]) {
      expect(await readUser(signedIn.session.access_token)).toEqual({ status: 403, errorCode: 'session_not_found' });
      expect((await signedIn.client.from('saved_posts').select('*')).status).toBe(401);
      const refreshed = await server.client().auth.refreshSession({ refresh_token: signedIn.session.refresh_token });
      expect(refreshed.error?.code).toBe('refresh_token_not_found');
    }
    expect((await server.client().auth.signInWithPassword({ email, password: 'secret123' })).error?.code).toBe('invalid_credentials');
    // Nobody else is touched.
    expect((await bystander.client.from('saved_posts').select('caption')).data).toEqual([{ caption: 'I stay' }]);
  });

  it('a new password through updateUser signs out every other device and keeps this one', async () => {
    const email = newEmail('rotate');
    const phone = await device(email, true);
    const laptop = await device(email);

    const updated = await phone.client.auth.updateUser({ password: 'brand-new-secret' });
    expect(updated.error).toBeNull();

    expect((await readUser(phone.session.access_token)).status).toBe(200);
    expect((await phone.client.auth.refreshSession()).error).toBeNull();
    expect(await readUser(laptop.session.access_token)).toEqual({ status: 403, errorCode: 'session_not_found' });
    expect((await server.client().auth.refreshSession({ refresh_token: laptop.session.refresh_token })).error).not.toBeNull();
    expect((await server.client().auth.signInWithPassword({ email, password: 'secret123' })).error?.code).toBe('invalid_credentials');
    expect((await server.client().auth.signInWithPassword({ email, password: 'brand-new-secret' })).error).toBeNull();
  });
});
