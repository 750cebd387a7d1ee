import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';

describe.each(TEST_ENGINES)('apikey, error bodies and headers of /auth/v1 on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  it('refuses supabase-js with the wrong key: 401 invalid_api_key', async () => {
    const supabase = createClient(server.url, 'not-the-anon-key', {
      global: { fetch: (input, init) => Promise.resolve(server.app.fetch(new Request(input, init))) },
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { error } = await supabase.auth.signUp({ email: 'wrong-key@example.com', password: 'secret123' });
    expect(error?.status).toBe(401);
    expect(error?.code).toBe('invalid_api_key');
    const user = await server.database.db.selectFrom('users').select('id').where('email', '=', 'wrong-key@example.com').executeTakeFirst();
    expect(user).toBeUndefined();
  });

  it('refuses a call without an apikey: 401 no_api_key, on every API path', async () => {
    for (const [method, path] of [
      ['GET', '/auth/v1/settings'],
      ['GET', '/auth/v1/.well-known/jwks.json'],
      ['POST', '/auth/v1/signup'],
      ['POST', '/auth/v1/token?grant_type=password'],
      ['GET', '/auth/v1/user'],
      ['POST', '/auth/v1/logout'],
    ]) {
      const response = await server.request(path, { method, headers: { apikey: '' } });
      expect(response.status, path).toBe(401);
      expect(await response.json(), path).toMatchObject({ code: 'no_api_key' });
    }
  });

  it("answers errors in GoTrue's shape with X-Supabase-Api-Version", async () => {
    const response = await server.request('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'whatever' }),
    });
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      code: 'invalid_credentials',
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
      message: 'Invalid login credentials',
    });
  });

  it('sends X-Supabase-Api-Version on successful answers too', async () => {
    const response = await server.request('/auth/v1/settings');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  });

  it('sends the security headers on auth answers: CSP without inline script, nosniff, no framing, a referrer policy', async () => {
    for (const path of ['/auth/v1/settings', '/auth/v1/user', '/auth/v1/nowhere']) {
      const response = await server.request(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toMatch(/script-src 'self'(;|$)/);
      expect(csp, path).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBeTruthy();
    }
  });

  it('answers an unknown auth path with a JSON 404, never an empty one', async () => {
    const response = await server.request('/auth/v1/nowhere');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found' });
  });

  it('refuses an oversized body with 413', async () => {
    const response = await server.request('/auth/v1/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'big@example.com', password: 'secret123', data: { blob: 'x'.repeat(100_000) } }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'request_too_large' });
  });
});
