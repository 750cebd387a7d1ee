import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../../../tests/support/test-server';
import { createLogger } from '../logger';
import type { AppEnv } from './app-env';
import { requestLog } from './request-log';
import { securityHeaders } from './security-headers';

/** The two middlewares every answer passes through, in the order app.ts mounts them. */
function appWithRoutes(lines: string[]) {
  const app = new Hono<AppEnv>();
  app.use('*', requestLog(createLogger('info', (line) => lines.push(line))));
  app.use('*', securityHeaders);
  app.get('/json', (c) => c.json({ fine: true }));
  app.get('/thrown', () => {
    throw new Error('boom');
  });
  // Built by hand, not through `c`: headers set before the route do not reach it by themselves.
  app.get('/by-hand', () => new Response('made by hand', { status: 202 }));
  app.onError((_error, c) => c.text('Internal Server Error', 500));
  return app;
}

describe('request id and security headers', () => {
  it.each(['/json', '/thrown', '/by-hand', '/missing'])('are on the answer to %s, and the log line names the same id', async (path) => {
    const lines: string[] = [];
    const response = await appWithRoutes(lines).request(path);
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ message: 'request', requestId, path, status: response.status });
  });

  it('keeps the body and content type of the answer', async () => {
    const app = appWithRoutes([]);
    const json = await app.request('/json');
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await json.json()).toEqual({ fine: true });
    const byHand = await app.request('/by-hand');
    expect(byHand.status).toBe(202);
    expect(await byHand.text()).toBe('made by hand');
  });

  it('keeps a trusted proxy\'s X-Request-Id, and only a plain one', async () => {
    const lines: string[] = [];
    const app = new Hono<AppEnv>();
    app.use('*', requestLog(createLogger('info', (line) => lines.push(line)), { trustIncomingId: true }));
    app.get('/json', (c) => c.json({ fine: true }));
    const kept = await app.request('/json', { headers: { 'x-request-id': 'edge-7f3a.42' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-7f3a.42');
    expect(JSON.parse(lines[0])).toMatchObject({ requestId: 'edge-7f3a.42' });
    const replaced = await app.request('/json', { headers: { 'x-request-id': 'has spaces"and quotes' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const untrusted = await appWithRoutes([]).request('/json', { headers: { 'x-request-id': 'edge-7f3a.42' } });
    expect(untrusted.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives each request its own id', async () => {
    const app = appWithRoutes([]);
    const [first, second] = await Promise.all([app.request('/json'), app.request('/json')]);
    expect(first.headers.get('x-request-id')).not.toBe(second.headers.get('x-request-id'));
  });
});

describe('the request log of the whole app', () => {
  it('never holds a password, a token or a query-string value', async () => {
    const lines: string[] = [];
    const server = await startTestServer('sqlite', { logger: createLogger('debug', (line) => lines.push(line)) });
    try {
      const password = 'log-me-not-secret';
      const supabase = server.client();
      const signUp = await supabase.auth.signUp({ email: 'logged@example.com', password });
      const signIn = await supabase.auth.signInWithPassword({ email: 'logged@example.com', password });
      const refreshed = await supabase.auth.refreshSession();
      if (signUp.error || signIn.error || refreshed.error) throw new Error('sign-in failed');
      const accessToken = refreshed.data.session!.access_token;
      const queryValue = 'query-value-never-logged';
      await server.request(`/auth/v1/user?access_token=${accessToken}&refresh_token=${queryValue}`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      await server.request(`/auth/v1/callback?code=${queryValue}&state=${queryValue}`, { redirect: 'manual' });
      await server.request(`/rest/v1/saved_posts?select=*&apikey=${server.anonKey}&id=eq.${queryValue}`);

      const log = lines.join('\n');
      expect(lines.map((line) => JSON.parse(line).path)).toEqual(
        expect.arrayContaining(['/auth/v1/signup', '/auth/v1/token', '/auth/v1/user', '/auth/v1/callback', '/rest/v1/saved_posts']),
      );
      const secrets = [password, queryValue, server.anonKey, accessToken, signUp.data.session!.refresh_token, refreshed.data.session!.refresh_token];
      for (const secret of secrets) expect(log).not.toContain(secret);
      expect(log).not.toContain('access_token');
      expect(log).not.toContain('?');
    } finally {
      await server.close();
    }
  });
});
