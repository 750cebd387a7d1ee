import { KeyObject } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { SIGNING_ALGORITHM, type SigningKeys } from '../auth/keys';
import { ACCESS_TOKEN_TTL_SECONDS, createTokenSigner, type TokenSigner, type VerifyResult } from '../auth/tokens';
import { nowSeconds, type Clock } from '../clock';
import { accessTokenClaims } from '../../../tests/support/access-token-claims';
import { createVerifiedTokenCache } from './verified-token-cache';

/** A session id (a uuid, as the verifier requires) named by a label, the same for the same label. */
function sessionIdFor(label: string): string {
  return `a0b1c2d3-0000-4000-8000-${Buffer.from(label).toString('hex').padStart(12, '0').slice(-12)}`;
}

function claimsFor(label: string, metadata?: Record<string, unknown>) {
  return accessTokenClaims(sessionIdFor(label), metadata);
}

/** A clock the test moves by hand. */
function movableClock(start = new Date('2026-11-22T08:00:00.000Z')) {
  let now = start.getTime();
  const clock: Clock = { now: () => new Date(now) };
  return { clock, advanceSeconds: (seconds: number) => void (now += seconds * 1000) };
}

async function makeKeys(): Promise<SigningKeys> {
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  const kid = 'test-key';
  return { current: { kid, privateKey: KeyObject.from(privateKey) }, publicKeys: new Map([[kid, publicKey]]), jwks: { keys: [{ ...(await exportJWK(publicKey)), kid }] } };
}

describe('verified-token cache', () => {
  let keys: SigningKeys;
  beforeAll(async () => {
    keys = await makeKeys();
  });

  /** The real signer, with the number of real checks it made. */
  function setUp(options: { maxEntries?: number; maxTokenChars?: number } = {}) {
    const time = movableClock();
    const signer: TokenSigner = createTokenSigner(keys, 'http://127.0.0.1:54321', time.clock);
    const realChecks: string[] = [];
    const cache = createVerifiedTokenCache({
      verify: (token) => {
        realChecks.push(token);
        return signer.verifyAccessToken(token);
      },
      nowSeconds: () => nowSeconds(time.clock),
      ...options,
    });
    return { time, signer, realChecks, cache };
  }

  it('checks a token once and answers later requests with the same claims', async () => {
    const { signer, realChecks, cache } = setUp();
    const { token } = await signer.signAccessToken(claimsFor('session-a'));
    const first = await cache.verify(token);
    const second = await cache.verify(token);
    expect(first).toMatchObject({ ok: true, claims: { session_id: sessionIdFor('session-a'), aud: 'authenticated' } });
    expect(second).toEqual(first);
    expect(realChecks).toHaveLength(1);
    expect(cache.size()).toBe(1);
  });

  it('answers expired once the token expires, as the signer does', async () => {
    const { time, signer, cache } = setUp();
    const { token } = await signer.signAccessToken(claimsFor('session-b'));
    expect((await cache.verify(token)).ok).toBe(true);
    time.advanceSeconds(ACCESS_TOKEN_TTL_SECONDS - 1);
    expect((await cache.verify(token)).ok).toBe(true);
    time.advanceSeconds(1);
    const fromCache = await cache.verify(token);
    expect(fromCache).toEqual<VerifyResult>({ ok: false, reason: 'expired' });
    expect(await signer.verifyAccessToken(token)).toEqual(fromCache);
    expect(cache.size()).toBe(0);
  });

  it('keeps no failure: a forged token is checked, and refused, every time', async () => {
    const { signer, realChecks, cache } = setUp();
    const { token } = await signer.signAccessToken(claimsFor('session-c'));
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, session_id: 'someone-else' })).toString('base64url')}.${signature}`;
    for (let attempt = 0; attempt < 3; attempt += 1) expect(await cache.verify(forged)).toEqual({ ok: false, reason: 'invalid' });
    expect(realChecks).toHaveLength(3);
    expect(cache.size()).toBe(0);
    // The genuine token still works afterwards.
    expect((await cache.verify(token)).ok).toBe(true);
  });

  it('holds at most maxEntries tokens, dropping the oldest first', async () => {
    const { signer, realChecks, cache } = setUp({ maxEntries: 2 });
    const tokens = await Promise.all(['one', 'two', 'three'].map(async (id) => (await signer.signAccessToken(claimsFor(id))).token));
    for (const token of tokens) await cache.verify(token);
    expect(cache.size()).toBe(2);
    realChecks.length = 0;
    await cache.verify(tokens[2]);
    await cache.verify(tokens[1]);
    expect(realChecks).toEqual([]);
    expect((await cache.verify(tokens[0])).ok).toBe(true);
    expect(realChecks).toEqual([tokens[0]]);
  });

  it('does not keep tokens longer than maxTokenChars (large user metadata)', async () => {
    const { signer, realChecks, cache } = setUp({ maxTokenChars: 2000 });
    const { token } = await signer.signAccessToken(claimsFor('session-d', { bio: 'x'.repeat(2000) }));
    expect((await cache.verify(token)).ok).toBe(true);
    expect((await cache.verify(token)).ok).toBe(true);
    expect(realChecks).toHaveLength(2);
    expect(cache.size()).toBe(0);
  });

  it('hands out claims nobody can change for the next request', async () => {
    const { signer, cache } = setUp();
    const { token } = await signer.signAccessToken(claimsFor('session-e'));
    const first = await cache.verify(token);
    if (!first.ok) throw new Error('expected the token to verify');
    expect(() => {
      (first.claims as { sub: string }).sub = 'someone-else';
    }).toThrow(TypeError);
    const second = await cache.verify(token);
    expect(second.ok && second.claims.sub).toBe(claimsFor('session-e').sub);
  });
});
