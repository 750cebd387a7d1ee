import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeTextArray } from '../../src/server/db/codec';
import { MOOD_VALUES } from '../../src/shared/moods';
import { TEST_ENGINES } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';
import { signUpUser } from '../support/test-users';

/**
 * The table's own rule on mood (issue 3: "mood must be one of the eight moods"), below the API:
 * a row written straight through Kysely, past every check of ours, is still refused.
 */
describe.each(TEST_ENGINES)('the saved_posts table on %s', (dialect) => {
  let server: TestServer;
  let userId: string;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    ({ userId } = await signUpUser(server, 'table'));
  });
  afterAll(() => server.close());

  function insertRow(mood: string) {
    const row = {
      id: randomUUID(),
      user_id: userId,
      caption: 'written straight to the table',
      hashtags: encodeTextArray(dialect, ['tag']),
      mood,
      created_at: new Date().toISOString(),
    };
    return server.database.db.insertInto('saved_posts').values(row).execute();
  }

  async function countRows(): Promise<number> {
    const { total } = await server.database.db
      .selectFrom('saved_posts')
      .where('user_id', '=', userId)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(total);
  }

  it('takes each of the eight moods', async () => {
    const before = await countRows();
    for (const mood of MOOD_VALUES) await insertRow(mood);
    expect(await countRows()).toBe(before + MOOD_VALUES.length);
  });

  it.each(['grumpy', 'Casual', 'casual ', ''])('refuses the mood %j with its CHECK constraint', async (mood) => {
    const before = await countRows();
    await expect(insertRow(mood)).rejects.toThrow(/check constraint/i);
    expect(await countRows()).toBe(before);
  });
});
