import type { ColumnType, Generated } from 'kysely';

/**
 * The tables, typed for Kysely. Both engines hold the same meaning with different storage
 * (docs/architecture.md, "Database"): PostgreSQL uses uuid, timestamptz, jsonb and text[];
 * SQLite stores text (ISO-8601 UTC with milliseconds, JSON). Read values through `codec.ts`.
 */

/** A timestamp: written as an ISO string; PostgreSQL reads back a Date, SQLite the string. */
export type Timestamp = ColumnType<Date | string, string, string>;
/** A JSON value: PostgreSQL reads back the value, SQLite the JSON text. Written as JSON text. */
export type Json = ColumnType<unknown, string, string>;
/** A list of strings: PostgreSQL text[] (written as an array), SQLite JSON text. */
export type TextArray = ColumnType<string[] | string, string[] | string, string[] | string>;

export interface UsersTable {
  id: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Timestamp | null;
  app_metadata: Json;
  user_metadata: Json;
  last_sign_in_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface IdentitiesTable {
  id: string;
  user_id: string;
  provider: string;
  /** The user's id at the provider (for email: the user id, as GoTrue does). */
  provider_id: string;
  identity_data: Json;
  email: string | null;
  last_sign_in_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  /** How the session was started, for the `amr` claim: password, oauth, pkce. */
  amr_method: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  /** SHA-256 of the token: the token itself is never stored. */
  token_hash: string;
  session_id: string;
  user_id: string;
  parent_hash: string | null;
  revoked_at: Timestamp | null;
  created_at: Timestamp;
}

export interface FlowStatesTable {
  id: string;
  /** 'oauth' while the user is at the provider; 'pkce-code' once an auth code waits for exchange. */
  kind: string;
  provider: string;
  /** SHA-256 of the lookup secret: the OAuth `state`, or the client's auth code. */
  lookup_hash: string;
  redirect_to: string;
  code_challenge: string | null;
  code_challenge_method: string | null;
  /** For the trip to the provider: our PKCE verifier and the OpenID nonce. */
  provider_code_verifier: string | null;
  nonce: string | null;
  user_id: string | null;
  provider_access_token: string | null;
  provider_refresh_token: string | null;
  created_at: Timestamp;
}

export interface SigningKeysTable {
  kid: string;
  algorithm: string;
  private_jwk: string;
  public_jwk: string;
  created_at: Timestamp;
}

/** Secrets made on first start and shared by every instance (anon key, refresh-token derivation key). */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: Timestamp;
}

export interface RateLimitsTable {
  key: string;
  tokens: number;
  /** Milliseconds since the epoch of the last refill. */
  updated_at: number | string;
}

export interface SavedPostsTable {
  id: string;
  user_id: string;
  caption: string;
  hashtags: TextArray;
  mood: string;
  niche: string | null;
  topic: string | null;
  website: string | null;
  language: string | null;
  platform: string | null;
  options: Json | null;
  created_at: Timestamp;
  /** Null only for rows written before migration 0002 ran its backfill. */
  updated_at: Timestamp | null;
  /** Caption, hashtags, niche and topic folded for search (src/shared/search-text.ts); never answered. */
  search_text: Generated<string>;
}

export interface Database {
  users: UsersTable;
  identities: IdentitiesTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  flow_states: FlowStatesTable;
  signing_keys: SigningKeysTable;
  server_secrets: ServerSecretsTable;
  rate_limits: RateLimitsTable;
  saved_posts: SavedPostsTable;
}
