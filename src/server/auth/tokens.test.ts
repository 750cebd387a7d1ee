import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenClaims } from '../../../tests/support/access-token-claims';
import { createTestDatabase } from '../../../tests/support/test-database';
import type { Clock } from '../clock';
import type { DatabaseHandle } from '../db/connect';
import { migrateToLatest } from '../db/migrations';
import { loadSigningKeys, type SigningKeys } from './keys';
import { ACCESS_TOKEN_TTL_SECONDS, createTokenSigner, type TokenSigner } from './tokens';

/**
 * The signer makes its JWS by hand (node:crypto, synchronous); these check each token against
 * jose, with only the published JWKS, the way any other verifier would.
 */
const NOW = new Date('2026-11-23T09:00:00.000Z');
const clock: Clock = { now: () => NOW };
const ISSUER = 'http://localhost:3000/auth/v1';

const claims = accessTokenClaims('a0b1c2d3-0000-4000-8000-000000000001', { name: 'Zoë 🌊' });

describe('token signer', () => {
  let database: DatabaseHandle;
  let keys: SigningKeys;
  let signer: TokenSigner;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    await migrateToLatest(database.db as never, database.dialect);
    keys = await loadSigningKeys(database.db, clock);
    signer = createTokenSigner(keys, 'http://localhost:3000', clock);
  });
  afterAll(() => database.close());

  const verifyWithJwks = (token: string) =>
    jwtVerify(token, createLocalJWKSet(keys.jwks), { issuer: ISSUER, algorithms: ['ES256'], currentDate: NOW });

  it('signs an access token any ES256 verifier accepts with the JWKS alone, with the GoTrue claims', async () => {
    const { token, expiresAt } = await signer.signAccessToken(claims);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'ES256', kid: keys.jwks.keys[0].kid, typ: 'JWT' });
    const { payload } = await verifyWithJwks(token);
    const issuedAt = NOW.getTime() / 1000;
    expect(payload).toEqual({ ...claims, aud: 'authenticated', iss: ISSUER, iat: issuedAt, exp: issuedAt + ACCESS_TOKEN_TTL_SECONDS });
    expect(expiresAt).toBe(issuedAt + ACCESS_TOKEN_TTL_SECONDS);
    // A JWS ES256 signature is r‖s, 64 bytes; node's default (DER) would be ~70 and fail elsewhere.
    expect(Buffer.from(token.split('.')[2], 'base64url')).toHaveLength(64);
  });

  it('verifies its own tokens and refuses one whose payload was changed', async () => {
    const { token } = await signer.signAccessToken(claims);
    expect(await signer.verifyAccessToken(token)).toMatchObject({ ok: true, claims: { sub: claims.sub } });
    const [header, payload, signature] = token.split('.');
    const changed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    changed.sub = '00000000-0000-4000-8000-000000000000';
    const forged = `${header}.${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`;
    expect(await signer.verifyAccessToken(forged)).toEqual({ ok: false, reason: 'invalid' });
    await expect(verifyWithJwks(forged)).rejects.toThrow();
  });

  it('signs the anon key: role anon, no expiry, no subject', async () => {
    const { payload } = await verifyWithJwks(await signer.signAnonKey());
    expect(payload).toEqual({ role: 'anon', iss: ISSUER, iat: NOW.getTime() / 1000 });
  });

  it('signs the same way after the keys are loaded again from the database', async () => {
    const reloaded = createTokenSigner(await loadSigningKeys(database.db, clock), 'http://localhost:3000', clock);
    const { token } = await reloaded.signAccessToken(claims);
    expect(await signer.verifyAccessToken(token)).toMatchObject({ ok: true });
  });
});
