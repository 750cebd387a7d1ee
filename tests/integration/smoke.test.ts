import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';

describe.each(TEST_ENGINES)('smoke on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  it('signs up, reads the user and verifies claims locally', async () => {
    const supabase = server.client();
    const { data, error } = await supabase.auth.signUp({ email: 'Smoke@Example.com ', password: 'secret123' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe('smoke@example.com');
    const claims = await supabase.auth.getClaims();
    expect(claims.data?.claims.sub).toBe(data.user?.id);
  });
});
