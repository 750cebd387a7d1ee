import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES, createTestDatabase } from '../../../tests/support/test-database';
import { systemClock } from '../clock';
import type { DatabaseHandle } from '../db/connect';
import { migrateToLatest } from '../db/migrations';
import { createAccountService, type AccountService } from './accounts';
import { AuthError } from './errors';
import { loadSigningKeys } from './keys';
import { verifyPassword, type PasswordVerifier } from './passwords';
import { createSessionService } from './sessions';
import { createTokenSigner } from './tokens';

/**
 * A wrong email must cost what a wrong password costs (issue 2: no account enumeration by
 * timing). Proven by counting, not by timing: the real scrypt verifier, wrapped to record each
 * check and the cost parameters of the hash it checked against.
 */
describe.each(TEST_ENGINES)('password sign-in work on %s', (dialect) => {
  let database: DatabaseHandle;
  let accounts: AccountService;
  const checks: string[] = [];
  const countingVerifier: PasswordVerifier = (password, stored) => {
    checks.push(stored.split('$').slice(0, 4).join('$'));
    return verifyPassword(password, stored);
  };
  const email = 'counted@example.com';

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database.db as never, database.dialect);
    const signer = createTokenSigner(await loadSigningKeys(database.db, systemClock), 'http://127.0.0.1:54321', systemClock);
    const sessions = createSessionService({ db: database.db, transaction: database.transaction, clock: systemClock, signer, refreshSecret: 'test-refresh-secret' });
    accounts = createAccountService({ db: database.db, transaction: database.transaction, clock: systemClock, sessions, verifyPassword: countingVerifier });
    await accounts.signUp({ email, password: 'correct horse' });
  });
  afterAll(() => database.close());

  async function checksDuring(body: Record<string, unknown>): Promise<{ code: string; checks: string[] }> {
    checks.length = 0;
    const code = await accounts.signInWithPassword(body).then(
      () => 'signed_in',
      (error: unknown) => (error instanceof AuthError ? error.code : 'unexpected'),
    );
    return { code, checks: [...checks] };
  }

  it('runs exactly one full scrypt check for an unknown email, as for a wrong password', async () => {
    const wrongPassword = await checksDuring({ email, password: 'wrong horse' });
    const unknownEmail = await checksDuring({ email: 'nobody@example.com', password: 'wrong horse' });
    const notAnEmail = await checksDuring({ email: 'not-an-email', password: 'wrong horse' });

    expect(wrongPassword).toEqual({ code: 'invalid_credentials', checks: ['scrypt$16384$8$2'] });
    expect(unknownEmail).toEqual(wrongPassword);
    expect(notAnEmail).toEqual(wrongPassword);
  });

  it('runs one check for the right password too', async () => {
    expect(await checksDuring({ email, password: 'correct horse' })).toEqual({ code: 'signed_in', checks: ['scrypt$16384$8$2'] });
  });
});
