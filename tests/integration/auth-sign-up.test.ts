import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';

describe.each(TEST_ENGINES)('sign-up on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  it('signs up with autoconfirm: a session, SIGNED_IN, the email trimmed and lower-cased, data as user_metadata', async () => {
    const supabase = server.client();
    const events: string[] = [];
    supabase.auth.onAuthStateChange((event) => events.push(event));
    const { data, error } = await supabase.auth.signUp({
      email: '  New.Person@Example.COM ',
      password: 'secret123',
      options: { data: { display_name: 'New Person', plan: 'free' } },
    });
    expect(error).toBeNull();
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.user).toMatchObject({
      email: 'new.person@example.com',
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { display_name: 'New Person', plan: 'free' },
      is_anonymous: false,
    });
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.identities).toEqual([expect.objectContaining({ provider: 'email', id: data.user?.id, email: 'new.person@example.com' })]);
    expect(events).toContain('SIGNED_IN');
    expect((await supabase.auth.getSession()).data.session?.user.id).toBe(data.user?.id);
  });

  it('refuses a password shorter than 6 characters: 422 weak_password with reasons ["length"]', async () => {
    const { data, error } = await server.client().auth.signUp({ email: 'short@example.com', password: '12345' });
    expect(data.session).toBeNull();
    expect(error?.name).toBe('AuthWeakPasswordError');
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
    expect((error as { reasons?: string[] }).reasons).toEqual(['length']);
  });

  it('counts characters, not bytes: six emoji are a long enough password', async () => {
    const { error } = await server.client().auth.signUp({ email: 'emoji@example.com', password: '🔑🔑🔑🔑🔑🔑' });
    expect(error).toBeNull();
  });

  it('refuses a taken email, whatever its case: 422 user_already_exists', async () => {
    const first = await server.client().auth.signUp({ email: 'taken@example.com', password: 'secret123' });
    expect(first.error).toBeNull();
    const { error } = await server.client().auth.signUp({ email: 'TAKEN@example.com', password: 'another123' });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('user_already_exists');
    expect(error?.message).toBe('User already registered');
  });

  it('refuses a malformed email: 400 validation_failed', async () => {
    for (const email of ['not-an-email', 'two@@example.com', 'spaces in@example.com', 'nodot@localhost']) {
      const { error } = await server.client().auth.signUp({ email, password: 'secret123' });
      expect(error?.status, email).toBe(400);
      expect(error?.code, email).toBe('validation_failed');
    }
  });

  it('tolerates the null fields and empty objects supabase-js sends (contract P1)', async () => {
    const response = await server.request('/auth/v1/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json;charset=UTF-8' },
      body: JSON.stringify({
        email: 'nulls@example.com',
        password: 'secret123',
        data: null,
        gotrue_meta_security: {},
        code_challenge: null,
        code_challenge_method: null,
      }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ user: { email: 'nulls@example.com', user_metadata: {} } });
  });

  it('answers an empty body with 400 validation_failed and broken JSON with 400 bad_json', async () => {
    const empty = await server.request('/auth/v1/signup', { method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ code: 'validation_failed' });
    const broken = await server.request('/auth/v1/signup', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ code: 'bad_json' });
  });

  it('stores a slow, salted hash, never the password', async () => {
    await server.client().auth.signUp({ email: 'hashed@example.com', password: 'my-secret-password' });
    await server.client().auth.signUp({ email: 'hashed2@example.com', password: 'my-secret-password' });
    const rows = await server.database.db.selectFrom('users').select('encrypted_password').where('email', 'in', ['hashed@example.com', 'hashed2@example.com']).execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.encrypted_password).toMatch(/^scrypt\$/);
      expect(row.encrypted_password).not.toContain('my-secret-password');
    }
    expect(rows[0].encrypted_password).not.toBe(rows[1].encrypted_password);
  });
});
