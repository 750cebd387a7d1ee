import { createLocalJWKSet, decodeJwt, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { SUPABASE_EXPOSED_HEADERS, SUPABASE_REQUEST_HEADERS } from '../../src/server/http/cors';
import { startOpenIdProvider } from '../support/openid-provider';
import { TEST_ENGINES } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Behind a reverse proxy, and called from pages on other origins (issue 13): what TRUST_PROXY
 * takes from Forwarded / X-Forwarded-*, the origin tokens name without SITE_URL, CORS_ORIGINS.
 */
const PUBLIC = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'captions.example.com' };
const STANDARD = { forwarded: 'for=198.51.100.7;proto=https;host=api.example.org' };
const APP_ORIGIN = 'https://app.example.net';

describe.each(TEST_ENGINES)('behind a proxy on %s', (dialect) => {
  let server: TestServer | undefined;
  afterEach(() => server?.close());

  const signUp = async (headers: Record<string, string>, email: string) => {
    const response = await server!.request('/auth/v1/signup', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'secret123' }),
    });
    return { status: response.status, body: (await response.json()) as { access_token: string } };
  };

  it.each([
    ['X-Forwarded-Proto and X-Forwarded-Host', PUBLIC, 'https://captions.example.com'],
    ['the standard Forwarded header', STANDARD, 'https://api.example.org'],
  ])('without SITE_URL, names the public origin from %s in the issuer, and the JWKS there verifies the token', async (_name, headers, origin) => {
    server = await startTestServer(dialect, { env: { SITE_URL: '', TRUST_PROXY: 'true' } });
    const { status, body } = await signUp(headers, 'proxied@example.com');
    expect(status).toBe(200);
    expect(decodeJwt(body.access_token).iss).toBe(`${origin}/auth/v1`);

    const jwksPath = new URL(`${decodeJwt(body.access_token).iss}/.well-known/jwks.json`).pathname;
    const jwks = (await (await server.request(jwksPath, { headers })).json()) as JSONWebKeySet;
    const verified = await jwtVerify(body.access_token, createLocalJWKSet(jwks), { issuer: `${origin}/auth/v1`, audience: 'authenticated' });
    expect(verified.payload.email).toBe('proxied@example.com');

    // The token is good at the origin that issued it, and not at another.
    const auth = { authorization: `Bearer ${body.access_token}` };
    expect((await server.request('/auth/v1/user', { headers: { ...headers, ...auth } })).status).toBe(200);
    expect((await server.request('/auth/v1/user', { headers: { ...auth, 'x-forwarded-host': 'elsewhere.example.com' } })).status).toBe(403);
  });

  it('ignores the forwarded headers without TRUST_PROXY: the issuer is the origin the server was reached at', async () => {
    server = await startTestServer(dialect, { env: { SITE_URL: '', TRUST_PROXY: 'false' } });
    const { body } = await signUp({ ...PUBLIC, ...STANDARD }, 'direct@example.com');
    expect(decodeJwt(body.access_token).iss).toBe(`${new URL(server.url).origin}/auth/v1`);
  });

  it('with SITE_URL, names SITE_URL whatever the proxy says', async () => {
    server = await startTestServer(dialect, { env: { SITE_URL: 'https://fixed.example.com', TRUST_PROXY: 'true' } });
    const { body } = await signUp(PUBLIC, 'fixed@example.com');
    expect(decodeJwt(body.access_token).iss).toBe('https://fixed.example.com/auth/v1');
  });

  it('refuses a forwarded host that is not a host name, and falls back to the one reached', async () => {
    server = await startTestServer(dialect, { env: { SITE_URL: '', TRUST_PROXY: 'true' } });
    const { body } = await signUp({ 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example/path?x=' }, 'odd@example.com');
    expect(decodeJwt(body.access_token).iss).toBe(`https://${new URL(server.url).host}/auth/v1`);
  });

  it('counts per-IP auth limits by the Forwarded header\'s for= address', async () => {
    server = await startTestServer(dialect, { env: { AUTH_RATE_LIMIT_BURST: '1', TRUST_PROXY: 'true' } });
    expect((await signUp({ forwarded: 'for="[2001:db8::7]:4711"' }, 'first@example.com')).status).toBe(200);
    expect((await signUp({ forwarded: 'for=192.0.2.1, for="[2001:db8::7]"' }, 'second@example.com')).status).toBe(429);
    expect((await signUp({ forwarded: 'for=192.0.2.60' }, 'third@example.com')).status).toBe(200);
  });

  it('sends Google sign-in back to the public origin\'s callback without SITE_URL', async () => {
    const provider = await startOpenIdProvider();
    try {
      server = await startTestServer(dialect, {
        env: { SITE_URL: '', TRUST_PROXY: 'true', GOOGLE_CLIENT_ID: provider.clientId, GOOGLE_CLIENT_SECRET: provider.clientSecret, GOOGLE_ISSUER: provider.issuer },
      });
      const response = await server.request('/auth/v1/authorize?provider=google', { headers: PUBLIC, redirect: 'manual' });
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get('location')!);
      expect(location.searchParams.get('redirect_uri')).toBe('https://captions.example.com/auth/v1/callback');
    } finally {
      await provider.stop();
    }
  });
});

describe('CORS for pages on other origins', () => {
  let server: TestServer | undefined;
  afterEach(() => server?.close());

  const preflight = (origin: string, path = '/rest/v1/saved_posts') =>
    server!.app.fetch(
      new Request(`http://127.0.0.1${path}`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': SUPABASE_REQUEST_HEADERS.join(', ') },
      }),
    );

  it('sends no CORS header without CORS_ORIGINS (same origin only)', async () => {
    server = await startTestServer('sqlite');
    const answer = await server.request('/auth/v1/settings', { headers: { origin: APP_ORIGIN } });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight(APP_ORIGIN)).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers preflights for the listed origins with every header supabase-js sends, and no credentials', async () => {
    server = await startTestServer('sqlite', { env: { CORS_ORIGINS: `${APP_ORIGIN}/, https://second.example.net` } });
    for (const path of ['/rest/v1/saved_posts', '/auth/v1/token', '/functions/v1/generate-content']) {
      const answer = await preflight(APP_ORIGIN, path);
      expect(answer.status).toBe(204);
      expect(answer.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
      const allowed = answer.headers.get('access-control-allow-headers')!.split(',').map((name) => name.trim());
      expect(allowed).toEqual(expect.arrayContaining(SUPABASE_REQUEST_HEADERS));
      expect(answer.headers.get('access-control-allow-methods')).toContain('DELETE');
      expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
      expect(answer.headers.get('vary')).toContain('Origin');
    }
    expect((await preflight('https://second.example.net')).headers.get('access-control-allow-origin')).toBe('https://second.example.net');
    expect((await preflight('https://not-listed.example.net')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('exposes Content-Range and the API version on answers to a listed origin', async () => {
    server = await startTestServer('sqlite', { env: { CORS_ORIGINS: APP_ORIGIN } });
    const answer = await server.request('/rest/v1/saved_posts?select=*', { headers: { origin: APP_ORIGIN, prefer: 'count=exact' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(answer.headers.get('access-control-expose-headers')!.split(',')).toEqual(SUPABASE_EXPOSED_HEADERS);
    expect(answer.headers.get('content-range')).toBe('*/0');
    const other = await server.request('/rest/v1/saved_posts?select=*', { headers: { origin: 'https://not-listed.example.net' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
