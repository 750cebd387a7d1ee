import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../../src/server/db/codec';
import { TEST_ENGINES } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';

describe.each(TEST_ENGINES)('GET and PUT /user on %s', (dialect) => {
  let server: TestServer;
  let accounts = 0;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  async function signedIn(data: Record<string, unknown> = {}) {
    accounts += 1;
    const email = `user${accounts}@example.com`;
    const supabase = server.client();
    const result = await supabase.auth.signUp({ email, password: 'secret123', options: { data } });
    if (result.error) throw result.error;
    return { supabase, email, session: result.data.session! };
  }

  it('reads the user with the access token', async () => {
    const { supabase, email, session } = await signedIn({ theme: 'dark' });
    const { data, error } = await supabase.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: session.user.id, email, user_metadata: { theme: 'dark' } });
  });

  it('merges data into user_metadata and fires USER_UPDATED', async () => {
    const { supabase } = await signedIn({ theme: 'dark', language: 'en' });
    const events: string[] = [];
    supabase.auth.onAuthStateChange((event) => events.push(event));
    const { data, error } = await supabase.auth.updateUser({ data: { language: 'hi', plan: 'pro' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ theme: 'dark', language: 'hi', plan: 'pro' });
    expect(events).toContain('USER_UPDATED');
    expect((await supabase.auth.getSession()).data.session?.user.user_metadata.plan).toBe('pro');
  });

  it('changes the email at once (autoconfirm), trimmed and lower-cased', async () => {
    const { supabase } = await signedIn();
    const { data, error } = await supabase.auth.updateUser({ email: ' Changed.Address@Example.com ' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe('changed.address@example.com');
    expect(data.user?.identities?.[0].identity_data?.email).toBe('changed.address@example.com');
    const signIn = await server.client().auth.signInWithPassword({ email: 'changed.address@example.com', password: 'secret123' });
    expect(signIn.error).toBeNull();
  });

  it("refuses another account's email with 422 email_exists", async () => {
    const other = await signedIn();
    const { supabase } = await signedIn();
    const { error } = await supabase.auth.updateUser({ email: other.email });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('email_exists');
  });

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const { supabase, email } = await signedIn();
    const { error } = await supabase.auth.updateUser({ password: 'brand-new-secret' });
    expect(error).toBeNull();
    expect((await server.client().auth.signInWithPassword({ email, password: 'brand-new-secret' })).error).toBeNull();
    expect((await server.client().auth.signInWithPassword({ email, password: 'secret123' })).error?.code).toBe('invalid_credentials');
  });

  it('refuses a weak new password and the same password', async () => {
    const { supabase } = await signedIn();
    const weak = await supabase.auth.updateUser({ password: 'abc' });
    expect(weak.error?.code).toBe('weak_password');
    expect((weak.error as { reasons?: string[] }).reasons).toEqual(['length']);
    const same = await supabase.auth.updateUser({ password: 'secret123' });
    expect(same.error?.code).toBe('same_password');
  });

  it('answers 403 session_not_found for a revoked session: the client signs out', async () => {
    const { supabase, session } = await signedIn();
    const other = server.client();
    await other.auth.setSession({ access_token: session.access_token, refresh_token: session.refresh_token });
    await other.auth.signOut({ scope: 'global' });

    const raw = await server.request('/auth/v1/user', { headers: { authorization: `Bearer ${session.access_token}` } });
    expect(raw.status).toBe(403);
    expect(await raw.json()).toMatchObject({ code: 'session_not_found' });

    const events: string[] = [];
    supabase.auth.onAuthStateChange((event) => events.push(event));
    const { error } = await supabase.auth.getUser();
    expect(error?.name).toBe('AuthSessionMissingError');
    expect(events).toContain('SIGNED_OUT');
    expect((await supabase.auth.getSession()).data.session).toBeNull();
  });

  it('refuses PUT /user from a revoked session with 403 session_not_found, changing nothing', async () => {
    const { session } = await signedIn({ theme: 'dark' });
    const signedOut = await server.request('/auth/v1/logout?scope=local', { method: 'POST', headers: { authorization: `Bearer ${session.access_token}` } });
    expect(signedOut.status).toBe(204);

    const update = await server.request('/auth/v1/user', {
      method: 'PUT',
      headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { theme: 'light' }, password: 'taken-over' }),
    });
    expect(update.status).toBe(403);
    expect(await update.json()).toMatchObject({ code: 'session_not_found' });
    const row = await server.database.db.selectFrom('users').select('user_metadata').where('id', '=', session.user.id).executeTakeFirstOrThrow();
    expect(readJson(row.user_metadata)).toEqual({ theme: 'dark' });
  });

  it('answers 401 without a user token and 403 bad_jwt with a forged one', async () => {
    const anonymous = await server.request('/auth/v1/user');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'no_authorization' });

    const { session } = await signedIn();
    const [header, payload] = session.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: '00000000-0000-0000-0000-000000000000' })).toString('base64url');
    const forged = await server.request('/auth/v1/user', { headers: { authorization: `Bearer ${header}.${forgedPayload}.${session.access_token.split('.')[2]}` } });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ code: 'bad_jwt' });
  });
});
