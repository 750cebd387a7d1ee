import { afterEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, createTestDatabase } from '../../tests/support/test-database';
import type { Clock } from './clock';
import type { DatabaseHandle } from './db/connect';
import { migrateToLatest } from './db/migrations';
import { createRateLimiter } from './rate-limit';

class ManualClock implements Clock {
  constructor(private millis = Date.parse('2026-11-22T10:00:00.000Z')) {}
  now() {
    return new Date(this.millis);
  }
  advance(ms: number) {
    this.millis += ms;
  }
}

describe.each(TEST_ENGINES)('rate limiter on %s', (dialect) => {
  let database: DatabaseHandle;
  afterEach(() => database.close());

  async function setUp() {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database.db as never, database.dialect);
    const clock = new ManualClock();
    return { clock, limiter: createRateLimiter(database.db, database.dialect, clock) };
  }

  const rule = { burst: 3, perMinute: 6 };

  it('allows a burst, then refuses with the wait until the next token', async () => {
    const { limiter } = await setUp();
    for (let i = 0; i < 3; i += 1) expect(await limiter.take('ip:1', rule)).toEqual({ allowed: true });
    expect(await limiter.take('ip:1', rule)).toEqual({ allowed: false, retryAfterSeconds: 10 });
  });

  it('refills with time, never above the burst', async () => {
    const { clock, limiter } = await setUp();
    for (let i = 0; i < 3; i += 1) await limiter.take('ip:1', rule);
    clock.advance(10_000);
    expect(await limiter.take('ip:1', rule)).toEqual({ allowed: true });
    expect((await limiter.take('ip:1', rule)).allowed).toBe(false);
    clock.advance(60 * 60_000);
    for (let i = 0; i < 3; i += 1) expect((await limiter.take('ip:1', rule)).allowed).toBe(true);
    expect((await limiter.take('ip:1', rule)).allowed).toBe(false);
  });

  it('keeps keys apart', async () => {
    const { limiter } = await setUp();
    for (let i = 0; i < 3; i += 1) await limiter.take('ip:1', rule);
    expect((await limiter.take('ip:2', rule)).allowed).toBe(true);
  });

  it('gives a refunded token back', async () => {
    const { limiter } = await setUp();
    for (let i = 0; i < 3; i += 1) await limiter.take('user:1', rule);
    await limiter.refund('user:1', rule);
    expect((await limiter.take('user:1', rule)).allowed).toBe(true);
    expect((await limiter.take('user:1', rule)).allowed).toBe(false);
  });

  it('within a transaction, counts a take only if the transaction commits', async () => {
    const { limiter } = await setUp();
    const single = { burst: 1, perMinute: 1 };
    await expect(
      database.db.transaction().execute(async (trx) => {
        expect(await limiter.within(trx).take('ip:tx', single)).toEqual({ allowed: true });
        throw new Error('the caller failed after taking');
      }),
    ).rejects.toThrow('the caller failed after taking');
    await database.db.transaction().execute(async (trx) => {
      expect(await limiter.within(trx).take('ip:tx', single)).toEqual({ allowed: true });
      expect((await limiter.within(trx).take('ip:tx', single)).allowed).toBe(false);
    });
    expect((await limiter.take('ip:tx', single)).allowed).toBe(false);
  });

  it('counts concurrent takes exactly (one statement per take)', async () => {
    const { limiter } = await setUp();
    const results = await Promise.all(Array.from({ length: 20 }, () => limiter.take('ip:busy', { burst: 7, perMinute: 1 })));
    expect(results.filter((result) => result.allowed)).toHaveLength(7);
  });
});
