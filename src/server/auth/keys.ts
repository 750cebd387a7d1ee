import { createPrivateKey, randomUUID, type JsonWebKey, type KeyObject } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';

/**
 * The ES256 key that signs access tokens (and the anon key), made on first start and kept in
 * the database so every instance signs and verifies alike (docs/supabase-contract.md P7:
 * ES256 with a `kid` lets supabase-js verify locally in getClaims()).
 */
export const SIGNING_ALGORITHM = 'ES256';

export interface SigningKeys {
  /** The key new tokens are signed with (a node:crypto key: tokens.ts signs synchronously). */
  current: { kid: string; privateKey: KeyObject };
  /** Every public key that may have signed a live token, by kid. */
  publicKeys: Map<string, CryptoKey>;
  /** The JWKS document: public parts only, marked for verification. */
  jwks: { keys: JWK[] };
}

async function createSigningKey(db: Kysely<Database>, clock: Clock): Promise<void> {
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  const kid = randomUUID();
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: SIGNING_ALGORITHM, use: 'sig', key_ops: ['verify'] };
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: SIGNING_ALGORITHM };
  await db
    .insertInto('signing_keys')
    .values({
      kid,
      algorithm: SIGNING_ALGORITHM,
      private_jwk: JSON.stringify(privateJwk),
      public_jwk: JSON.stringify(publicJwk),
      created_at: clock.now().toISOString(),
    })
    .execute();
}

export async function loadSigningKeys(db: Kysely<Database>, clock: Clock): Promise<SigningKeys> {
  const read = () => db.selectFrom('signing_keys').selectAll().orderBy('created_at').orderBy('kid').execute();
  let rows = await read();
  if (rows.length === 0) {
    await createSigningKey(db, clock);
    rows = await read();
  }
  // Instances that raced at first start each stored a key; all agree on the oldest.
  const currentRow = rows[0];
  const publicKeys = new Map<string, CryptoKey>();
  const jwks: JWK[] = [];
  for (const row of rows) {
    const jwk = JSON.parse(row.public_jwk) as JWK;
    publicKeys.set(row.kid, (await importJWK(jwk, SIGNING_ALGORITHM)) as CryptoKey);
    jwks.push(jwk);
  }
  const privateKey = createPrivateKey({ key: JSON.parse(currentRow.private_jwk) as JsonWebKey, format: 'jwk' });
  return { current: { kid: currentRow.kid, privateKey }, publicKeys, jwks: { keys: jwks } };
}
