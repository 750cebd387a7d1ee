import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import { readJson } from '../db/codec';
import { isUniqueViolation } from '../db/errors';
import type { Database } from '../db/schema';
import type { ProviderIdentity } from './google-provider';
import { findUserByEmail, findUserById, normaliseEmail, type UserRow } from './users';

/**
 * The account behind a verified provider identity, as GoTrue does it: the identity row if we have
 * seen this provider user before; otherwise the account with the same (provider-verified) email,
 * to which the identity is linked; otherwise a new account. The caller has already refused
 * unverified emails. The linking trade-off is written down in docs/decisions/003-google-sign-in.md.
 */
export async function findOrCreateOAuthUser(
  db: Kysely<Database>,
  clock: Clock,
  provider: string,
  identity: ProviderIdentity & { email: string },
): Promise<UserRow> {
  const email = normaliseEmail(identity.email);
  if (!email) throw new Error('The provider sent an email address we cannot use');
  const identityData = describeIdentity(identity, email);
  const now = clock.now().toISOString();

  try {
    return await db.transaction().execute(async (trx) => {
      const known = await trx
        .selectFrom('identities')
        .select(['id', 'user_id'])
        .where('provider', '=', provider)
        .where('provider_id', '=', identity.subject)
        .executeTakeFirst();
      if (known) {
        await trx
          .updateTable('identities')
          .set({ identity_data: JSON.stringify(identityData), email, last_sign_in_at: now, updated_at: now })
          .where('id', '=', known.id)
          .execute();
        return loadUser(trx, known.user_id);
      }

      const existing = await findUserByEmail(trx, email);
      const userId = existing?.id ?? randomUUID();
      if (existing) {
        const appMetadata = readJson<{ provider?: string; providers?: string[] }>(existing.app_metadata);
        const providers = [...new Set([...(appMetadata.providers ?? []), provider])];
        await trx
          .updateTable('users')
          .set({
            app_metadata: JSON.stringify({ ...appMetadata, providers }),
            email_confirmed_at: existing.email_confirmed_at === null ? now : undefined,
            updated_at: now,
          })
          .where('id', '=', userId)
          .execute();
      } else {
        await trx
          .insertInto('users')
          .values({
            id: userId,
            email,
            encrypted_password: null,
            email_confirmed_at: now,
            app_metadata: JSON.stringify({ provider, providers: [provider] }),
            user_metadata: JSON.stringify(identityData),
            last_sign_in_at: null,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
      await trx
        .insertInto('identities')
        .values({
          id: randomUUID(),
          user_id: userId,
          provider,
          provider_id: identity.subject,
          identity_data: JSON.stringify(identityData),
          email,
          last_sign_in_at: now,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return loadUser(trx, userId);
    });
  } catch (error) {
    // A second callback for the same person at the same moment created the rows first: use them.
    if (!isUniqueViolation(error)) throw error;
    const row = await db
      .selectFrom('identities')
      .select('user_id')
      .where('provider', '=', provider)
      .where('provider_id', '=', identity.subject)
      .executeTakeFirst();
    const user = row ? await findUserById(db, row.user_id) : await findUserByEmail(db, email);
    if (!user) throw error;
    return user;
  }
}

async function loadUser(db: Kysely<Database>, id: string): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user) throw new Error('The account disappeared while signing in');
  return user;
}

/** GoTrue's identity_data / user_metadata for an OpenID identity: the profile, no tokens. */
function describeIdentity(identity: ProviderIdentity, email: string): Record<string, unknown> {
  const claims = identity.claims;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const name = text(claims.name);
  const picture = text(claims.picture);
  const profile: Record<string, unknown> = {
    iss: text(claims.iss),
    sub: identity.subject,
    provider_id: identity.subject,
    email,
    email_verified: identity.emailVerified,
    phone_verified: false,
    name,
    full_name: name,
    picture,
    avatar_url: picture,
  };
  return Object.fromEntries(Object.entries(profile).filter(([, value]) => value !== undefined));
}
