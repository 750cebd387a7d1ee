import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';

/** Time passes only when the test says so, so refills never race the assertions. */
const shift = { ms: 0 };
const clock = { now: () => new Date(Date.now() + shift.ms) };

describe.each(TEST_ENGINES)('per-IP rate limits on %s', (dialect) => {
  let server: TestServer;
  let accounts = 0;

  beforeAll(async () => {
    // Burst 3, refill 1 per minute: a fourth request inside a minute is over the limit.
    server = await startTestServer(dialect, { clock, env: { AUTH_RATE_LIMIT_BURST: '3', AUTH_RATE_LIMIT_PER_MINUTE: '1' } });
  });
  afterAll(() => server.close());

  const from = (ip: string) => server.client({ headers: { 'x-forwarded-for': ip } });
  const post = (path: string, ip: string, body: object) =>
    server.request(path, { method: 'POST', headers: { 'x-forwarded-for': ip, 'content-type': 'application/json' }, body: JSON.stringify(body) });

  /** GoTrue's 429: the body, and Retry-After as a whole number of seconds, at least 1. */
  async function expectRateLimited(response: Response) {
    expect(response.status).toBe(429);
    const retryAfter = response.headers.get('retry-after') ?? '';
    expect(retryAfter).toMatch(/^\d+$/);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
    expect(await response.json()).toMatchObject({ code: 'over_request_rate_limit', error_code: 'over_request_rate_limit' });
  }
  const signUp = (ip: string) => {
    accounts += 1;
    return from(ip).auth.signUp({ email: `limited${accounts}@example.com`, password: 'secret123' });
  };

  it('allows a burst of sign-ups from one IP, then answers 429 over_request_rate_limit with Retry-After', async () => {
    const ip = '198.51.100.1';
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await signUp(ip)).error).toBeNull();
    const { error } = await signUp(ip);
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_request_rate_limit');

    await expectRateLimited(await post('/auth/v1/signup', ip, { email: 'raw@example.com', password: 'secret123' }));
  });

  it('counts password sign-in in the same bucket as sign-up, and other IPs separately', async () => {
    const ip = '198.51.100.2';
    const email = `limited-signin@example.com`;
    expect((await from(ip).auth.signUp({ email, password: 'secret123' })).error).toBeNull();
    expect((await from(ip).auth.signInWithPassword({ email, password: 'secret123' })).error).toBeNull();
    expect((await from(ip).auth.signInWithPassword({ email, password: 'wrong-password' })).error?.code).toBe('invalid_credentials');
    expect((await from(ip).auth.signInWithPassword({ email, password: 'secret123' })).error?.status).toBe(429);
    await expectRateLimited(await post('/auth/v1/token?grant_type=password', ip, { email, password: 'secret123' }));
    expect((await from('198.51.100.3').auth.signInWithPassword({ email, password: 'secret123' })).error).toBeNull();
  });

  it('cannot be escaped by writing a fresh address in front of the one the proxy appends', async () => {
    const proxied = (spoofed: string) => from(`${spoofed}, 198.51.100.8`);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      accounts += 1;
      const { error } = await proxied(`203.0.113.${attempt}`).auth.signUp({ email: `spoof${accounts}@example.com`, password: 'secret123' });
      expect(error).toBeNull();
    }
    const { error } = await proxied('203.0.113.99').auth.signUp({ email: 'spoof-last@example.com', password: 'secret123' });
    expect(error?.status).toBe(429);
  });

  it('limits refreshes in their own bucket', async () => {
    const ip = '198.51.100.4';
    const supabase = from(ip);
    expect((await supabase.auth.signUp({ email: 'limited-refresh@example.com', password: 'secret123' })).error).toBeNull();
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await supabase.auth.refreshSession()).error).toBeNull();
    const { error } = await supabase.auth.refreshSession();
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_request_rate_limit');
    const current = (await supabase.auth.getSession()).data.session!.refresh_token;
    await expectRateLimited(await post('/auth/v1/token?grant_type=refresh_token', ip, { refresh_token: current }));
  });

  it('limits /authorize, a navigation without apikey', async () => {
    const attempt = () =>
      server.request('/auth/v1/authorize?provider=google', { headers: { apikey: '', 'x-forwarded-for': '198.51.100.5' }, redirect: 'manual' });
    // Google is not configured here: 400 each time, until the bucket is empty.
    for (let count = 0; count < 3; count += 1) expect((await attempt()).status).toBe(400);
    await expectRateLimited(await attempt());
  });

  it('keeps the counters in the database and refills them with time', async () => {
    const ip = '198.51.100.6';
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await signUp(ip)).error).toBeNull();
    expect((await signUp(ip)).error?.status).toBe(429);
    const rows = await server.database.db.selectFrom('rate_limits').select('key').execute();
    expect(rows.map((row) => row.key)).toContain(`auth:signin-signup:${ip}`);

    shift.ms += 61_000;
    try {
      expect((await signUp(ip)).error).toBeNull();
      expect((await signUp(ip)).error?.status).toBe(429);
    } finally {
      shift.ms = 0;
    }
  });
});
