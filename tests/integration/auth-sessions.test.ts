import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';

/** The server's clock, movable so the 10 s reuse window can pass without waiting. */
const shift = { ms: 0 };
const clock = { now: () => new Date(Date.now() + shift.ms) };

describe.each(TEST_ENGINES)('sessions and refresh-token rotation on %s', (dialect) => {
  let server: TestServer;
  let accounts = 0;

  beforeAll(async () => {
    server = await startTestServer(dialect, { clock });
  });
  afterAll(() => server.close());

  async function signedIn() {
    accounts += 1;
    const storage = new Map<string, string>();
    const supabase = server.client({ storage });
    const { data, error } = await supabase.auth.signUp({ email: `session${accounts}@example.com`, password: 'secret123' });
    if (error) throw error;
    return { supabase, storage, session: data.session! };
  }

  function refresh(token: string) {
    return server.request('/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: token }),
    });
  }

  it('rotates the refresh token on every use and fires TOKEN_REFRESHED', async () => {
    const { supabase, session } = await signedIn();
    const events: string[] = [];
    supabase.auth.onAuthStateChange((event) => events.push(event));
    const first = await supabase.auth.refreshSession();
    expect(first.error).toBeNull();
    expect(first.data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(first.data.session?.user.id).toBe(session.user.id);
    const second = await supabase.auth.refreshSession();
    expect(second.data.session?.refresh_token).not.toBe(first.data.session?.refresh_token);
    expect(events.filter((event) => event === 'TOKEN_REFRESHED')).toHaveLength(2);
    // Same session all along.
    const claims = (await supabase.auth.getClaims()).data?.claims;
    const original = JSON.parse(Buffer.from(session.access_token.split('.')[1], 'base64url').toString());
    expect(claims?.session_id).toBe(original.session_id);
  });

  it('gives a second client sharing the session the current tokens when it presents the just-rotated one', async () => {
    const a = await signedIn();
    const b = { storage: new Map(a.storage) };
    const clientB = server.client({ storage: b.storage });

    const fromA = await a.supabase.auth.refreshSession();
    expect(fromA.error).toBeNull();
    const fromB = await clientB.auth.refreshSession();
    expect(fromB.error).toBeNull();
    expect(fromB.data.session?.refresh_token).toBe(fromA.data.session?.refresh_token);

    // A rotated twice more meanwhile: B's stale token still leads to the newest one.
    const stale = fromB.data.session!.refresh_token;
    await a.supabase.auth.refreshSession();
    const newest = await a.supabase.auth.refreshSession();
    const late = await refresh(stale);
    expect(late.status).toBe(200);
    expect((await late.json()).refresh_token).toBe(newest.data.session?.refresh_token);
  });

  it('answers two refreshes racing with the same token with the same child', async () => {
    const { session } = await signedIn();
    const [one, two] = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token)]);
    expect(one.status).toBe(200);
    expect(two.status).toBe(200);
    expect((await one.json()).refresh_token).toBe((await two.json()).refresh_token);
  });

  /** Two devices sharing one session (B holds a copy of A's storage); A has just rotated the refresh token. */
  async function rotateOnOneOfTwoDevices() {
    const a = await signedIn();
    const clientB = server.client({ storage: new Map(a.storage) });
    const rotated = await a.supabase.auth.refreshSession();
    expect(rotated.error).toBeNull();
    return { a, clientB, rotated };
  }

  it('still answers a rotated token with the current session 9 s later, inside the 10 s window', async () => {
    const { a, clientB, rotated } = await rotateOnOneOfTwoDevices();

    shift.ms += 9_000;
    try {
      const reuse = await clientB.auth.refreshSession();
      expect(reuse.error).toBeNull();
      expect(reuse.data.session?.refresh_token).toBe(rotated.data.session?.refresh_token);
      // The session lives on: the token A holds still rotates.
      expect((await a.supabase.auth.refreshSession()).error).toBeNull();
    } finally {
      shift.ms = 0;
    }
  });

  it('revokes the whole session when a rotated token comes back after the 10 s window', async () => {
    const { a, clientB, rotated } = await rotateOnOneOfTwoDevices();

    shift.ms += 11_000;
    try {
      const reuse = await clientB.auth.refreshSession();
      expect(reuse.error?.status).toBe(400);
      expect(reuse.error?.code).toBe('refresh_token_already_used');

      // Everyone holding that session is out: the current refresh token and the access token too.
      const current = await refresh(rotated.data.session!.refresh_token);
      expect(current.status).toBe(400);
      expect(await current.json()).toMatchObject({ code: 'refresh_token_not_found' });
      const events: string[] = [];
      a.supabase.auth.onAuthStateChange((event) => events.push(event));
      const user = await a.supabase.auth.getUser();
      expect(user.error?.name).toBe('AuthSessionMissingError');
      expect(events).toContain('SIGNED_OUT');
    } finally {
      shift.ms = 0;
    }
  });

  it('answers an unknown or missing refresh token with 400 refresh_token_not_found', async () => {
    for (const body of [{ refresh_token: 'never-issued' }, { refresh_token: null }, {}]) {
      const response = await server.request('/auth/v1/token?grant_type=refresh_token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'refresh_token_not_found', error_code: 'refresh_token_not_found' });
    }
  });

  it('stores refresh tokens only as hashes', async () => {
    const { session, supabase } = await signedIn();
    const rotated = await supabase.auth.refreshSession();
    const rows = await server.database.db.selectFrom('refresh_tokens').select(['token_hash', 'parent_hash']).execute();
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(session.refresh_token);
    expect(stored).not.toContain(rotated.data.session!.refresh_token);
  });
});
