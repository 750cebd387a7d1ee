import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '../../../tests/support/test-database';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { hashToken } from './tokens';

/** Time passes only when the test says so, so refills never race the assertions. */
const shift = { ms: 0 };
const clock = { now: () => new Date(Date.now() + shift.ms) };

/**
 * The refresh grant takes its rate limit inside its own transaction (one commit per refresh):
 * a limited request must change nothing, and a refused token must still count.
 */
describe.each(TEST_ENGINES)('refresh grant and its rate limit on %s', (dialect) => {
  let server: TestServer;
  let accounts = 0;

  beforeAll(async () => {
    server = await startTestServer(dialect, { clock, env: { AUTH_RATE_LIMIT_BURST: '2', AUTH_RATE_LIMIT_PER_MINUTE: '1' } });
  });
  afterAll(() => server.close());

  const refresh = (ip: string, refreshToken: unknown) =>
    server.request('/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });

  async function signUp(ip: string): Promise<string> {
    accounts += 1;
    const response = await server.request('/auth/v1/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `${ip}0` },
      body: JSON.stringify({ email: `refresh-limit${accounts}@example.com`, password: 'secret123' }),
    });
    const body = (await response.json()) as { refresh_token: string };
    return body.refresh_token;
  }

  const tokenRow = (token: string) =>
    server.database.db.selectFrom('refresh_tokens').select(['revoked_at', 'session_id']).where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow();

  it('over the limit, answers 429 and leaves the token unrotated, so it still works once the bucket refills', async () => {
    const ip = '192.0.2.1';
    let token = await signUp(ip);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await refresh(ip, token);
      expect(response.status).toBe(200);
      token = ((await response.json()) as { refresh_token: string }).refresh_token;
    }
    const sessionId = (await tokenRow(token)).session_id;
    const tokensBefore = await server.database.db.selectFrom('refresh_tokens').select('id').where('session_id', '=', sessionId).execute();

    const limited = await refresh(ip, token);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: 'over_request_rate_limit' });
    expect((await tokenRow(token)).revoked_at).toBeNull();
    const tokensAfter = await server.database.db.selectFrom('refresh_tokens').select('id').where('session_id', '=', sessionId).execute();
    expect(tokensAfter).toHaveLength(tokensBefore.length);

    shift.ms += 61_000;
    try {
      const refilled = await refresh(ip, token);
      expect(refilled.status).toBe(200);
      expect((await tokenRow(token)).revoked_at).not.toBeNull();
    } finally {
      shift.ms = 0;
    }
  });

  it('counts refused tokens too: unknown or malformed ones use up the bucket', async () => {
    const ip = '192.0.2.2';
    const token = await signUp(ip);
    const unknown = await refresh(ip, 'not-a-token-anyone-issued');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ code: 'refresh_token_not_found' });
    expect((await refresh(ip, 42)).status).toBe(400);
    expect((await refresh(ip, token)).status).toBe(429);
    expect((await tokenRow(token)).revoked_at).toBeNull();
  });

  it('over the limit, a token reused after its window does not end the session (nothing is written)', async () => {
    const ip = '192.0.2.3';
    const first = await signUp(ip);
    const rotated = await refresh(ip, first);
    expect(rotated.status).toBe(200);
    const sessionId = (await tokenRow(first)).session_id;
    expect((await refresh(ip, 'unknown-token')).status).toBe(400);

    shift.ms += 11_000;
    try {
      // The bucket refilled by a fraction only: limited, so the theft signal is not acted on yet.
      expect((await refresh(ip, first)).status).toBe(429);
      expect(await server.database.db.selectFrom('sessions').select('id').where('id', '=', sessionId).executeTakeFirst()).toBeDefined();
      shift.ms += 60_000;
      const reused = await refresh(ip, first);
      expect(reused.status).toBe(400);
      expect(await reused.json()).toMatchObject({ code: 'refresh_token_already_used' });
      expect(await server.database.db.selectFrom('sessions').select('id').where('id', '=', sessionId).executeTakeFirst()).toBeUndefined();
    } finally {
      shift.ms = 0;
    }
  });
});
