import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { MAX_USER_METADATA_BYTES, PASSWORD_MIN_LENGTH } from '../../shared/limits';
import type { Clock } from '../clock';
import { readJson } from '../db/codec';
import { isUniqueViolation } from '../db/errors';
import type { TransactionRunner } from '../db/group-commit';
import type { Database } from '../db/schema';
import { authErrors } from './errors';
import { dummyPasswordHash, hashPassword, verifyPassword as verifyScryptPassword, type PasswordVerifier } from './passwords';
import type { SessionResponse, SessionService } from './sessions';
import { findUserByEmail, findUserById, loadPresentedUser, normaliseEmail, type GoTrueUser } from './users';

/**
 * Accounts: sign-up (autoconfirm: contract §2.3), password sign-in, reading and updating the
 * user. Plain data in, plain data out, typed AuthError on failure (house style rule 3).
 */
export interface AccountDeps {
  db: Kysely<Database>;
  /** The database's transactions (DatabaseHandle.transaction: grouped commits on SQLite). */
  transaction: TransactionRunner;
  clock: Clock;
  sessions: SessionService;
  /** The real scrypt check unless given; a test wraps it to count how often sign-in runs it. */
  verifyPassword?: PasswordVerifier;
}

function plainObject(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * User metadata as stored, refused past MAX_USER_METADATA_BYTES (it rides in every access token).
 * `previous` is what the user holds now: metadata stored before the cap existed may stay over it
 * as long as a change does not make it larger, so such a user can still shrink it.
 */
function serialiseMetadata(metadata: Record<string, unknown>, previous?: string): string {
  const serialised = JSON.stringify(metadata);
  const bytes = Buffer.byteLength(serialised);
  if (bytes > MAX_USER_METADATA_BYTES && (previous === undefined || bytes > Buffer.byteLength(previous))) {
    throw authErrors.metadataTooLarge(MAX_USER_METADATA_BYTES);
  }
  return serialised;
}

function checkPassword(password: unknown): string {
  if (typeof password !== 'string' || password.length === 0) throw authErrors.validation('Password is required');
  if ([...password].length < PASSWORD_MIN_LENGTH) throw authErrors.weakPassword(PASSWORD_MIN_LENGTH);
  return password;
}

export function createAccountService({ db, transaction, clock, sessions, verifyPassword = verifyScryptPassword }: AccountDeps) {
  async function signUp(body: Record<string, unknown>): Promise<SessionResponse> {
    if (body.email === undefined || body.email === null || body.email === '') {
      throw authErrors.validation('To sign up, please provide your email');
    }
    const email = normaliseEmail(body.email);
    if (!email) throw authErrors.invalidEmail();
    const password = checkPassword(body.password);
    const userMetadata = serialiseMetadata(plainObject(body.data));
    if (await findUserByEmail(db, email)) throw authErrors.userExists();

    const encryptedPassword = await hashPassword(password);
    const now = clock.now().toISOString();
    const userId = randomUUID();
    try {
      await transaction(async (trx) => {
        await trx
          .insertInto('users')
          .values({
            id: userId,
            email,
            encrypted_password: encryptedPassword,
            email_confirmed_at: now,
            app_metadata: JSON.stringify({ provider: 'email', providers: ['email'] }),
            user_metadata: userMetadata,
            last_sign_in_at: null,
            created_at: now,
            updated_at: now,
          })
          .execute();
        await trx
          .insertInto('identities')
          .values({
            id: randomUUID(),
            user_id: userId,
            provider: 'email',
            provider_id: userId,
            identity_data: JSON.stringify({ sub: userId, email, email_verified: true, phone_verified: false }),
            email,
            last_sign_in_at: now,
            created_at: now,
            updated_at: now,
          })
          .execute();
      });
    } catch (error) {
      // Two sign-ups with the same email at once: the loser sees the unique index.
      if (isUniqueViolation(error)) throw authErrors.userExists();
      throw error;
    }
    const user = await findUserById(db, userId);
    if (!user) throw authErrors.unexpected();
    return sessions.startSession(user, 'password');
  }

  /** Same answer, and the same hashing work, whether or not the account exists. */
  async function signInWithPassword(body: Record<string, unknown>): Promise<SessionResponse> {
    const email = normaliseEmail(body.email);
    const password = typeof body.password === 'string' ? body.password : '';
    if (!email && (body.email === undefined || body.email === '')) {
      throw authErrors.validation('Only an email address or phone number should be provided on login.');
    }
    const user = email ? await findUserByEmail(db, email) : undefined;
    const storedHash = user?.encrypted_password ?? (await dummyPasswordHash);
    const matches = await verifyPassword(password, storedHash);
    if (!user || !user.encrypted_password || !matches) throw authErrors.invalidCredentials();
    return sessions.startSession(user, 'password');
  }

  async function getUser(userId: string): Promise<GoTrueUser> {
    const user = await findUserById(db, userId);
    if (!user) throw authErrors.userNotFound();
    return loadPresentedUser(db, user);
  }

  /** PUT /user: `data` is merged into user_metadata; email and password change at once (autoconfirm). */
  /**
   * A new password ends every other session of the user (issue 13): a device that may know the
   * old one is signed out; `currentSessionId`, the one making the change, stays.
   */
  async function updateUser(userId: string, body: Record<string, unknown>, currentSessionId?: string): Promise<GoTrueUser> {
    const user = await findUserById(db, userId);
    if (!user) throw authErrors.userNotFound();
    const now = clock.now().toISOString();
    const changes: { email?: string; encrypted_password?: string; user_metadata?: string; updated_at: string } = { updated_at: now };

    if (body.email !== undefined && body.email !== null) {
      const email = normaliseEmail(body.email);
      if (!email) throw authErrors.invalidEmail();
      if (email !== user.email) {
        const owner = await findUserByEmail(db, email);
        if (owner) throw authErrors.emailExists();
        changes.email = email;
      }
    }
    if (body.password !== undefined && body.password !== null) {
      const password = checkPassword(body.password);
      if (user.encrypted_password && (await verifyPassword(password, user.encrypted_password))) throw authErrors.samePassword();
      changes.encrypted_password = await hashPassword(password);
    }
    if (body.data !== undefined && body.data !== null) {
      const current = typeof user.user_metadata === 'string' ? user.user_metadata : JSON.stringify(user.user_metadata);
      changes.user_metadata = serialiseMetadata({ ...readJson<Record<string, unknown>>(user.user_metadata), ...plainObject(body.data) }, current);
    }

    try {
      await transaction(async (trx) => {
        await trx.updateTable('users').set(changes).where('id', '=', userId).execute();
        if (changes.encrypted_password) {
          let others = trx.deleteFrom('sessions').where('user_id', '=', userId);
          if (currentSessionId) others = others.where('id', '!=', currentSessionId);
          await others.execute();
        }
        if (changes.email) {
          await trx
            .updateTable('identities')
            .set({ email: changes.email, identity_data: JSON.stringify({ sub: userId, email: changes.email, email_verified: true, phone_verified: false }), updated_at: now })
            .where('user_id', '=', userId)
            .where('provider', '=', 'email')
            .execute();
        }
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw authErrors.emailExists();
      throw error;
    }
    return getUser(userId);
  }

  return { signUp, signInWithPassword, getUser, updateUser };
}

export type AccountService = ReturnType<typeof createAccountService>;
