import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import { readOptionalTimestamp, readTimestamp } from '../db/codec';
import type { TransactionRunner } from '../db/group-commit';
import type { Database } from '../db/schema';
import type { SavedPostsStore } from '../rest/saved-posts-store';
import type { SavedPost } from '../../shared/schemas';
import { authErrors } from './errors';
import { verifyPassword as verifyScryptPassword } from './passwords';
import { findUserById, normaliseEmail } from './users';

/**
 * A user's own data (issue 13): the download of everything we keep about them, and the deletion
 * of their account. GoTrue has no self-service delete, so these are endpoints of our own under
 * /auth/v1, in its dialect (routes.ts; README endpoint table).
 */
export interface OwnDataExport {
  exported_at: string;
  user: { id: string; email: string | null; created_at: string; last_sign_in_at: string | null; providers: string[] };
  saved_posts: SavedPost[];
}

export interface OwnDataDeps {
  db: Kysely<Database>;
  transaction: TransactionRunner;
  clock: Clock;
  savedPosts: SavedPostsStore;
}

export function createOwnDataService({ db, transaction, clock, savedPosts }: OwnDataDeps) {
  async function exportData(userId: string): Promise<OwnDataExport> {
    const user = await findUserById(db, userId);
    if (!user) throw authErrors.userNotFound();
    const identities = await db.selectFrom('identities').select('provider').where('user_id', '=', userId).orderBy('created_at').execute();
    return {
      exported_at: clock.now().toISOString(),
      user: {
        id: user.id,
        email: user.email,
        created_at: readTimestamp(user.created_at),
        last_sign_in_at: readOptionalTimestamp(user.last_sign_in_at),
        providers: identities.map((identity) => identity.provider),
      },
      saved_posts: await savedPosts.listAllOf(userId),
    };
  }

  /**
   * Deletes the account once the caller confirms it with the account's email or its password:
   * saved posts, refresh tokens, sessions (every device is signed out: its access token names a
   * session that no longer exists), identities, pending sign-ins, the generation limit's bucket
   * and the user, in one transaction.
   */
  async function deleteAccount(userId: string, body: Record<string, unknown>): Promise<void> {
    const user = await findUserById(db, userId);
    if (!user) throw authErrors.userNotFound();
    if (typeof body.password === 'string' && body.password !== '') {
      if (!user.encrypted_password || !(await verifyScryptPassword(body.password, user.encrypted_password))) throw authErrors.invalidCredentials();
    } else if (typeof body.email === 'string' && body.email !== '') {
      if (!user.email || normaliseEmail(body.email) !== user.email) throw authErrors.validation('The email does not match this account');
    } else {
      throw authErrors.validation('To delete your account, confirm it with your email or your password');
    }
    await transaction(async (trx) => {
      await savedPosts.removeAllOf(trx, userId);
      await trx.deleteFrom('refresh_tokens').where('user_id', '=', userId).execute();
      await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
      await trx.deleteFrom('identities').where('user_id', '=', userId).execute();
      await trx.deleteFrom('flow_states').where('user_id', '=', userId).execute();
      await trx.deleteFrom('rate_limits').where('key', '=', `generate:${userId}`).execute();
      await trx.deleteFrom('users').where('id', '=', userId).execute();
    });
  }

  return { exportData, deleteAccount };
}

export type OwnDataService = ReturnType<typeof createOwnDataService>;
