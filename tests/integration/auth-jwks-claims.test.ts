import { createClient } from '@supabase/supabase-js';
import { decodeProtectedHeader, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServices } from '../../src/server/bootstrap';
import { silentLogger } from '../../src/server/logger';
import { TEST_ENGINES } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';

describe.each(TEST_ENGINES)('JWKS and getClaims on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  /** supabase-js with a fetch that records every path it asks for. */
  function recordingClient(storageKey: string) {
    const paths: string[] = [];
    const storage = new Map<string, string>();
    const supabase = createClient(server.url, server.anonKey, {
      global: {
        fetch: (input, init) => {
          const request = new Request(input, init);
          paths.push(new URL(request.url).pathname);
          return Promise.resolve(server.app.fetch(request));
        },
      },
      auth: {
        storageKey,
        storage: {
          getItem: (key) => storage.get(key) ?? null,
          setItem: (key, value) => void storage.set(key, value),
          removeItem: (key) => void storage.delete(key),
        },
        autoRefreshToken: false,
        detectSessionInUrl: false,
      },
    });
    return { supabase, paths };
  }

  it('serves one ES256 public key with a kid, marked for verification, without private parts', async () => {
    const response = await server.request('/auth/v1/.well-known/jwks.json');
    expect(response.status).toBe(200);
    const { keys } = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', key_ops: ['verify'] });
    expect(typeof keys[0].kid).toBe('string');
    expect(keys[0]).not.toHaveProperty('d');
    expect(keys[0].ext).not.toBe(false);
  });

  it('issues ES256 access tokens with the GoTrue claims and a 1 h lifetime', async () => {
    const { data } = await server.client().auth.signUp({ email: 'claims@example.com', password: 'secret123', options: { data: { name: 'C' } } });
    const token = data.session!.access_token;
    const jwks = (await (await server.request('/auth/v1/.well-known/jwks.json')).json()) as { keys: { kid: string }[] };
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'ES256', kid: jwks.keys[0].kid, typ: 'JWT' });
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      iss: `${server.config.siteUrl}/auth/v1`,
      sub: data.user!.id,
      aud: 'authenticated',
      role: 'authenticated',
      aal: 'aal1',
      email: 'claims@example.com',
      phone: '',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { name: 'C' },
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(typeof claims.session_id).toBe('string');
  });

  it('lets getClaims verify locally: one JWKS fetch, never GET /user', async () => {
    const { supabase, paths } = recordingClient(`sb-claims-${dialect}-auth-token`);
    const { data } = await supabase.auth.signUp({ email: 'local-verify@example.com', password: 'secret123' });
    paths.length = 0;
    const first = await supabase.auth.getClaims();
    const second = await supabase.auth.getClaims();
    expect(first.error).toBeNull();
    expect(first.data?.claims.sub).toBe(data.user?.id);
    expect(second.data?.claims.sub).toBe(data.user?.id);
    expect(paths).toEqual(['/auth/v1/.well-known/jwks.json']);
  });

  it('keeps the signing key in the database: a restarted server signs and verifies with the same key', async () => {
    const { data } = await server.client().auth.signUp({ email: 'restart@example.com', password: 'secret123' });
    const keyRows = await server.database.db.selectFrom('signing_keys').select('kid').execute();
    expect(keyRows).toHaveLength(1);
    // A second start on the same database (not closed here: it shares the test's connection).
    const restarted = await startServices(server.config, { database: server.database, logger: silentLogger });
    const jwks = await restarted.app.fetch(new Request(`${server.url}/auth/v1/.well-known/jwks.json`, { headers: { apikey: restarted.anonKey } }));
    expect(((await jwks.json()) as { keys: { kid: string }[] }).keys.map((key) => key.kid)).toEqual([keyRows[0].kid]);
    expect(restarted.anonKey).toBe(server.anonKey);
    const user = await restarted.app.fetch(
      new Request(`${server.url}/auth/v1/user`, { headers: { apikey: restarted.anonKey, authorization: `Bearer ${data.session!.access_token}` } }),
    );
    expect(user.status).toBe(200);
  });

  it('returns no claims and makes no request without a session', async () => {
    const { supabase, paths } = recordingClient(`sb-nosession-${dialect}-auth-token`);
    const { data, error } = await supabase.auth.getClaims();
    expect(error).toBeNull();
    expect(data).toBeNull();
    expect(paths).toEqual([]);
  });
});
