import { createPrivateKey, randomUUID, type JsonWebKey, type KeyObject } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { PostgresAdapter, sql, type Kysely } from 'kysely';
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
    // Instances started together on one PostgreSQL: each would see an empty table and store a
    // key of its own, and one that read before another's insert would never know that key (its
    // tokens refused here). The table lock makes the first starter create the key and the others
    // find it. (The embedded database has one process.)
    await db.transaction().execute(async (trx) => {
      if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`lock table signing_keys in exclusive mode`.execute(trx);
      const existing = await trx.selectFrom('signing_keys').select('kid').executeTakeFirst();
      if (!existing) await createSigningKey(trx, clock);
    });
    rows = await read();
  }
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
