import { sql, type Kysely } from 'kysely';
import type { Clock } from './clock';
import type { Dialect } from './db/connect';
import type { Database } from './db/schema';

/**
 * Token buckets whose counters live in the database, so a limit holds across instances
 * (docs/architecture.md, "Rate limits"). One atomic upsert per request: refill by the time
 * passed, take one token if there is one; no row back means the bucket was empty.
 */
export interface BucketRule {
  /** How many requests may come at once. */
  burst: number;
  /** Refill, in requests per minute. */
  perMinute: number;
}

export type TakeResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  take(key: string, rule: BucketRule): Promise<TakeResult>;
  /** Gives a token back (a generation that failed must not count: issue 4). */
  refund(key: string, rule: BucketRule): Promise<void>;
  /**
   * The same limiter, working inside the caller's transaction: the take is committed (or rolled
   * back) with the caller's own writes. On the embedded database every commit waits for an
   * fsync, so a request that writes anyway saves one (the refresh grant: bench/suites/auth.ts).
   */
  within(transaction: Kysely<Database>): RateLimiter;
}

export function createRateLimiter(db: Kysely<Database>, dialect: Dialect, clock: Clock): RateLimiter {
  const least = dialect === 'postgres' ? sql.raw('least') : sql.raw('min');
  const double = dialect === 'postgres' ? sql.raw('double precision') : sql.raw('real');
  const perMs = (rule: BucketRule) => rule.perMinute / 60_000;

  return {
    within: (transaction) => createRateLimiter(transaction, dialect, clock),

    async take(key, rule) {
      const now = clock.now().getTime();
      const refilled = sql<number>`${least}(${rule.burst}, rate_limits.tokens + (${now} - rate_limits.updated_at) * cast(${perMs(rule)} as ${double}))`;
      const taken = await db
        .insertInto('rate_limits')
        .values({ key, tokens: rule.burst - 1, updated_at: now })
        .onConflict((conflict) =>
          conflict
            .column('key')
            .doUpdateSet({ tokens: sql`${refilled} - 1`, updated_at: now })
            .where(refilled, '>=', 1),
        )
        .returning('tokens')
        .executeTakeFirst();
      if (taken) return { allowed: true };
      const bucket = await db.selectFrom('rate_limits').select(['tokens', 'updated_at']).where('key', '=', key).executeTakeFirst();
      const tokens = bucket ? Number(bucket.tokens) + (now - Number(bucket.updated_at)) * perMs(rule) : 0;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perMs(rule) / 1000)) };
    },

    async refund(key, rule) {
      await db
        .updateTable('rate_limits')
        .set({ tokens: sql`${least}(${rule.burst}, tokens + 1)` })
        .where('key', '=', key)
        .execute();
    },
  };
}
