import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';

describe.each(TEST_ENGINES)('password sign-in on %s', (dialect) => {
  let server: TestServer;
  const email = 'reader@example.com';
  const password = 'correct horse';

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const { error } = await server.client().auth.signUp({ email, password });
    if (error) throw error;
  });
  afterAll(() => server.close());

  it('signs in: a session with the user, SIGNED_IN, a new session id each time', async () => {
    const supabase = server.client();
    const events: string[] = [];
    supabase.auth.onAuthStateChange((event) => events.push(event));
    const { data, error } = await supabase.auth.signInWithPassword({ email: ' Reader@Example.com', password });
    expect(error).toBeNull();
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(data.session?.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(data.user?.email).toBe(email);
    expect(data.user?.last_sign_in_at).toBeTruthy();
    expect(events).toContain('SIGNED_IN');

    const again = await server.client().auth.signInWithPassword({ email, password });
    const first = (await supabase.auth.getClaims()).data?.claims.session_id;
    const second = JSON.parse(Buffer.from(again.data.session!.access_token.split('.')[1], 'base64url').toString()).session_id;
    expect(first).toBeTruthy();
    expect(second).not.toBe(first);
  });

  it('answers a wrong password with 400 invalid_credentials', async () => {
    const { data, error } = await server.client().auth.signInWithPassword({ email, password: 'wrong horse' });
    expect(data.session).toBeNull();
    expect(error?.name).toBe('AuthApiError');
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('invalid_credentials');
    expect(error?.message).toBe('Invalid login credentials');
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const attempt = (body: object) =>
      server.request('/auth/v1/token?grant_type=password', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const wrongPassword = await attempt({ email, password: 'wrong horse', gotrue_meta_security: {} });
    const unknownEmail = await attempt({ email: 'nobody@example.com', password: 'wrong horse', gotrue_meta_security: {} });
    expect(unknownEmail.status).toBe(wrongPassword.status);
    expect(await unknownEmail.json()).toEqual(await wrongPassword.json());
  });

  it('refuses a sign-in without an email with 400 validation_failed', async () => {
    const response = await server.request('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('refuses an unknown grant type', async () => {
    const response = await server.request('/auth/v1/token?grant_type=magic', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'unsupported_grant_type' });
  });
});
