import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from './clock';
import type { Database } from './db/schema';

/**
 * A secret made once and shared by every instance through the database. Two instances starting
 * at once both try to insert; the first insert wins and both read the same value back.
 */
export async function getOrCreateSecret(
  db: Kysely<Database>,
  clock: Clock,
  name: string,
  create: () => string | Promise<string> = () => randomBytes(32).toString('base64url'),
): Promise<string> {
  const existing = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirst();
  if (existing) return existing.value;
  await db
    .insertInto('server_secrets')
    .values({ name, value: await create(), created_at: clock.now().toISOString() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const stored = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return stored.value;
}
