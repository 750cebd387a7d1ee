import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { MOOD_VALUES } from '../../shared/moods';
import { searchableText } from '../../shared/search-text';
import { readTextArray } from './codec';
import type { Dialect } from './connect';

/**
 * One set of forward-only migrations for both engines (issue 2). Column types differ per engine
 * only where the engines differ (uuid, timestamptz, jsonb, text[]); the meaning is the same.
 */
function typesFor(dialect: Dialect) {
  const postgres = dialect === 'postgres';
  return {
    uuid: postgres ? 'uuid' : 'text',
    timestamp: postgres ? 'timestamptz' : 'text',
    json: postgres ? 'jsonb' : 'text',
    textArray: postgres ? sql`text[]` : sql`text`,
    bigint: postgres ? 'bigint' : 'integer',
    double: postgres ? 'double precision' : 'real',
    serial: postgres ? 'bigserial' : 'integer',
  } as const;
}

const moodList = sql.join(MOOD_VALUES.map((mood) => sql.lit(mood)));

function initialSchema(dialect: Dialect): Migration {
  const t = typesFor(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', t.uuid, (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.unique())
        .addColumn('encrypted_password', 'text')
        .addColumn('email_confirmed_at', t.timestamp)
        .addColumn('app_metadata', t.json, (c) => c.notNull())
        .addColumn('user_metadata', t.json, (c) => c.notNull())
        .addColumn('last_sign_in_at', t.timestamp)
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('identities')
        .addColumn('id', t.uuid, (c) => c.primaryKey())
        .addColumn('user_id', t.uuid, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('provider_id', 'text', (c) => c.notNull())
        .addColumn('identity_data', t.json, (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('last_sign_in_at', t.timestamp)
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .addUniqueConstraint('identities_provider_id_unique', ['provider', 'provider_id'])
        .execute();
      await db.schema.createIndex('identities_user_id_idx').on('identities').column('user_id').execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', t.uuid, (c) => c.primaryKey())
        .addColumn('user_id', t.uuid, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('amr_method', 'text', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

      await db.schema
        .createTable('refresh_tokens')
        .addColumn('id', t.serial, (c) => c.primaryKey())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('session_id', t.uuid, (c) => c.notNull().references('sessions.id').onDelete('cascade'))
        .addColumn('user_id', t.uuid, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('parent_hash', 'text')
        .addColumn('revoked_at', t.timestamp)
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('refresh_tokens_session_id_idx').on('refresh_tokens').column('session_id').execute();

      await db.schema
        .createTable('flow_states')
        .addColumn('id', t.uuid, (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('lookup_hash', 'text', (c) => c.notNull().unique())
        .addColumn('redirect_to', 'text', (c) => c.notNull())
        .addColumn('code_challenge', 'text')
        .addColumn('code_challenge_method', 'text')
        .addColumn('provider_code_verifier', 'text')
        .addColumn('nonce', 'text')
        .addColumn('user_id', t.uuid, (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('provider_access_token', 'text')
        .addColumn('provider_refresh_token', 'text')
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('signing_keys')
        .addColumn('kid', 'text', (c) => c.primaryKey())
        .addColumn('algorithm', 'text', (c) => c.notNull())
        .addColumn('private_jwk', 'text', (c) => c.notNull())
        .addColumn('public_jwk', 'text', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('server_secrets')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('tokens', t.double, (c) => c.notNull())
        .addColumn('updated_at', t.bigint, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('saved_posts')
        .addColumn('id', t.uuid, (c) => c.primaryKey())
        .addColumn('user_id', t.uuid, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('caption', 'text', (c) => c.notNull())
        .addColumn('hashtags', t.textArray, (c) => c.notNull())
        .addColumn('mood', 'text', (c) => c.notNull().check(sql`mood in (${moodList})`))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('saved_posts_user_created_idx')
        .on('saved_posts')
        .columns(['user_id', 'created_at desc', 'id desc'])
        .execute();
    },
  };
}

/**
 * Issue 12: what produced each post (niche, topic, website, language, platform, generation
 * options), when it was last edited, and the folded text the search reads
 * (docs/decisions/018-saved-post-search.md). Every new column may be empty, so rows saved before
 * stay valid; their `updated_at` is their `created_at`, and their search text is computed here.
 */
function savedPostContext(dialect: Dialect): Migration {
  const t = typesFor(dialect);
  return {
    async up(db: Kysely<unknown>) {
      for (const column of ['niche', 'topic', 'website', 'language', 'platform']) {
        await db.schema.alterTable('saved_posts').addColumn(column, 'text').execute();
      }
      await db.schema.alterTable('saved_posts').addColumn('options', t.json).execute();
      await db.schema.alterTable('saved_posts').addColumn('updated_at', t.timestamp).execute();
      await db.schema.alterTable('saved_posts').addColumn('search_text', 'text', (c) => c.notNull().defaultTo('')).execute();
      await sql`update saved_posts set updated_at = created_at`.execute(db);
      await backfillSearchText(db);
    },
  };
}

/** The folded text of the rows saved before the search existed, a batch at a time. */
async function backfillSearchText(db: Kysely<unknown>): Promise<void> {
  const batch = 500;
  let after = '';
  for (;;) {
    const { rows } = await sql<{ id: string; caption: string; hashtags: string[] | string }>`
      select id, caption, hashtags from saved_posts where cast(id as text) > ${after} order by cast(id as text) limit ${batch}`.execute(db);
    for (const row of rows) {
      const text = searchableText({ caption: row.caption, hashtags: readTextArray(row.hashtags) });
      await sql`update saved_posts set search_text = ${text} where id = ${row.id}`.execute(db);
    }
    if (rows.length < batch) return;
    after = String(rows[rows.length - 1].id);
  }
}

function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return { '0001-initial-schema': initialSchema(dialect), '0002-saved-post-context': savedPostContext(dialect) };
}

/** Applies the migrations up to and including `name` (tests of a migration start from the schema before it). */
export async function migrateUpTo(db: Kysely<unknown>, dialect: Dialect, name: string): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(dialect) };
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(dialect) };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The names of the migrations this build knows, in order. */
export function knownMigrationNames(dialect: Dialect): string[] {
  return Object.keys(migrationsFor(dialect)).sort();
}

/**
 * Whether every migration this build knows has been applied: one read of Kysely's own table
 * (readiness, http/health.ts). A database another build migrated further is fine; one that lacks
 * a migration of ours, or has no migration table yet, is not.
 */
export async function migrationsApplied(db: Kysely<unknown>, dialect: Dialect): Promise<boolean> {
  try {
    const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    const applied = new Set(rows.rows.map((row) => row.name));
    return knownMigrationNames(dialect).every((name) => applied.has(name));
  } catch {
    return false;
  }
}
