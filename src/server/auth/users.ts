import type { Kysely, Selectable } from 'kysely';
import { readJson, readOptionalTimestamp, readTimestamp } from '../db/codec';
import type { Database, IdentitiesTable, UsersTable } from '../db/schema';

/** The user object GoTrue answers with (docs/supabase-contract.md §2.1). */
export interface GoTrueUser {
  id: string;
  aud: 'authenticated';
  role: 'authenticated';
  email: string;
  phone: string;
  email_confirmed_at?: string;
  confirmed_at?: string;
  last_sign_in_at?: string;
  app_metadata: { provider: string; providers: string[] } & Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  identities: GoTrueIdentity[];
  created_at: string;
  updated_at: string;
  is_anonymous: false;
}

export interface GoTrueIdentity {
  identity_id: string;
  id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at?: string;
  created_at: string;
  updated_at: string;
  email?: string;
}

export type UserRow = Selectable<UsersTable>;
type IdentityRow = Selectable<IdentitiesTable>;

function presentIdentity(row: IdentityRow): GoTrueIdentity {
  return {
    identity_id: row.id,
    id: row.provider_id,
    user_id: row.user_id,
    identity_data: readJson(row.identity_data),
    provider: row.provider,
    last_sign_in_at: readOptionalTimestamp(row.last_sign_in_at) ?? undefined,
    created_at: readTimestamp(row.created_at),
    updated_at: readTimestamp(row.updated_at),
    email: row.email ?? undefined,
  };
}

export function presentUser(user: UserRow, identities: IdentityRow[]): GoTrueUser {
  const confirmedAt = readOptionalTimestamp(user.email_confirmed_at) ?? undefined;
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email ?? '',
    phone: '',
    email_confirmed_at: confirmedAt,
    confirmed_at: confirmedAt,
    last_sign_in_at: readOptionalTimestamp(user.last_sign_in_at) ?? undefined,
    app_metadata: readJson(user.app_metadata),
    user_metadata: readJson(user.user_metadata),
    identities: identities.map(presentIdentity),
    created_at: readTimestamp(user.created_at),
    updated_at: readTimestamp(user.updated_at),
    is_anonymous: false,
  };
}

export async function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function loadPresentedUser(db: Kysely<Database>, user: UserRow): Promise<GoTrueUser> {
  const identities = await db.selectFrom('identities').selectAll().where('user_id', '=', user.id).orderBy('created_at').execute();
  return presentUser(user, identities);
}

/** GoTrue's rule, loosely: something@host.tld, no spaces, at most 255 characters. */
export function normaliseEmail(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const email = raw.trim().toLowerCase();
  return email.length <= 255 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email) ? email : undefined;
}
