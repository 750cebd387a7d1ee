import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { TEST_ENGINES } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';

describe.each(TEST_ENGINES)('POST /logout scopes on %s', (dialect) => {
  let server: TestServer;
  let accounts = 0;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  /** One account signed in on three devices. */
  async function threeDevices() {
    accounts += 1;
    const email = `devices${accounts}@example.com`;
    const first = server.client();
    const signUp = await first.auth.signUp({ email, password: 'secret123' });
    if (signUp.error) throw signUp.error;
    const second = server.client();
    const third = server.client();
    await second.auth.signInWithPassword({ email, password: 'secret123' });
    await third.auth.signInWithPassword({ email, password: 'secret123' });
    return [first, second, third] as const;
  }

  async function stillSignedIn(client: SupabaseClient): Promise<boolean> {
    const session = (await client.auth.getSession()).data.session;
    if (!session) return false;
    const response = await server.request('/auth/v1/user', { headers: { authorization: `Bearer ${session.access_token}` } });
    return response.status === 200;
  }

  it('global (the default) ends every session of the user and fires SIGNED_OUT', async () => {
    const [first, second, third] = await threeDevices();
    const secondRefresh = (await second.auth.getSession()).data.session!.refresh_token;
    const events: string[] = [];
    first.auth.onAuthStateChange((event) => events.push(event));
    const { error } = await first.auth.signOut();
    expect(error).toBeNull();
    expect(events).toContain('SIGNED_OUT');
    expect((await first.auth.getSession()).data.session).toBeNull();
    expect(await stillSignedIn(second)).toBe(false);
    expect(await stillSignedIn(third)).toBe(false);
    const refresh = await server.request('/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: secondRefresh }),
    });
    expect(await refresh.json()).toMatchObject({ code: 'refresh_token_not_found' });
  });

  it('local ends only this session', async () => {
    const [first, second, third] = await threeDevices();
    const firstAccessToken = (await first.auth.getSession()).data.session!.access_token;
    const { error } = await first.auth.signOut({ scope: 'local' });
    expect(error).toBeNull();
    expect((await first.auth.getSession()).data.session).toBeNull();
    // The client forgetting its tokens is not enough: the server must have ended that session.
    const withOldToken = await server.request('/auth/v1/user', { headers: { authorization: `Bearer ${firstAccessToken}` } });
    expect(withOldToken.status).toBe(403);
    expect(await withOldToken.json()).toMatchObject({ code: 'session_not_found' });
    expect(await stillSignedIn(second)).toBe(true);
    expect(await stillSignedIn(third)).toBe(true);
  });

  it('others ends every other session and keeps this one', async () => {
    const [first, second, third] = await threeDevices();
    const { error } = await first.auth.signOut({ scope: 'others' });
    expect(error).toBeNull();
    expect(await stillSignedIn(first)).toBe(true);
    expect(await stillSignedIn(second)).toBe(false);
    expect(await stillSignedIn(third)).toBe(false);
  });

  it('accepts the bodiless POST with a JSON content type (contract P1) and answers 204', async () => {
    const [first] = await threeDevices();
    const token = (await first.auth.getSession()).data.session!.access_token;
    const response = await server.request('/auth/v1/logout?scope=local', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json;charset=UTF-8' },
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it('refuses an unknown scope', async () => {
    const [first] = await threeDevices();
    const token = (await first.auth.getSession()).data.session!.access_token;
    const response = await server.request('/auth/v1/logout?scope=everyone', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation_failed' });
  });
});
