import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/server/auth/tokens';
import { generationRequest } from '../support/fake-ai-provider';
import { startRoundRobinProxy, type RoundRobinProxy } from '../support/round-robin-proxy';
import { processClient, PROCESS_ANON_KEY, startServerProcess, type ServerProcess } from '../support/server-process';
import { createThrowawayPostgresDatabase, type ThrowawayPostgresDatabase } from '../support/throwaway-postgres';

/**
 * Three server processes on one PostgreSQL behind a round-robin proxy on loopback (issue 13):
 * the user journey with supabase-js through the proxy, a session moving between instances,
 * limits counted once, and one instance killed under load. Needs TEST_DATABASE_URL.
 */
const TEST_TIMEOUT_MS = 120_000;
const GENERATIONS_PER_MINUTE = 4;
const AUTH_BURST = 6;

describe.skipIf(!process.env.TEST_DATABASE_URL)('several instances on one PostgreSQL', () => {
  let database: ThrowawayPostgresDatabase;
  let proxy: RoundRobinProxy;
  let instances: ServerProcess[] = [];
  let admin: pg.Client;

  beforeAll(async () => {
    database = await createThrowawayPostgresDatabase('captioncraft_instances');
    proxy = await startRoundRobinProxy();
    // Started together: they race on the migrations, the signing key and the anon key.
    instances = await Promise.all(
      [1, 2, 3].map(() =>
        startServerProcess({
          DATABASE_URL: database.url,
          SITE_URL: proxy.url,
          TRUST_PROXY: 'true',
          LOG_LEVEL: 'warn',
          GENERATE_RATE_LIMIT_PER_MINUTE: String(GENERATIONS_PER_MINUTE),
          AUTH_RATE_LIMIT_BURST: String(AUTH_BURST),
          AUTH_RATE_LIMIT_PER_MINUTE: '1',
        }),
      ),
    );
    proxy.setBackends(instances.map((instance) => instance.url));
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
  }, TEST_TIMEOUT_MS);

  afterAll(async () => {
    await admin?.end();
    await Promise.all(instances.map((instance) => instance.stop()));
    await proxy?.close();
    await database?.drop();
  }, TEST_TIMEOUT_MS);

  /** Each test acts from its own client address, so the per-IP auth limit is its own. */
  const fromAddress = () => ({ 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` });
  const email = (name: string) => `${name}-${randomUUID()}@example.com`;

  async function signUpOn(url: string, headers: Record<string, string>) {
    const client = processClient(url, headers);
    const result = await client.auth.signUp({ email: email('journey'), password: 'secret123' });
    if (result.error || !result.data.session) throw new Error(`sign-up failed: ${result.error?.message}`);
    return { client, session: result.data.session };
  }

  it('runs the journey through the proxy: sign-up, generate, save, list, delete, refresh', async () => {
    const headers = fromAddress();
    const { client, session } = await signUpOn(proxy.url, headers);
    const generated = await client.functions.invoke('generate-content', { body: generationRequest() });
    expect(generated.error).toBeNull();
    const captions = (generated.data as { captions: string[] }).captions;
    const saved = await client.from('saved_posts').insert({ user_id: session.user.id, caption: captions[0], hashtags: ['journey'], mood: 'playful' }).select();
    expect(saved.status).toBe(201);
    // The list answers the same on every instance (three calls: one per instance in turn).
    for (let call = 0; call < 3; call++) {
      const listed = await client.from('saved_posts').select('caption');
      expect(listed.data).toEqual([{ caption: captions[0] }]);
    }
    expect((await client.from('saved_posts').delete().eq('id', saved.data![0].id)).status).toBe(204);
    expect((await client.auth.refreshSession()).error).toBeNull();
    expect((await client.from('saved_posts').select('*')).data).toEqual([]);
    expect([...proxy.sent.values()].every((count) => count > 0)).toBe(true);
  });

  it('lets a session signed up on one instance refresh on another, with rotation and the reuse window holding', async () => {
    const headers = fromAddress();
    const [first, second, third] = instances;
    const { session } = await signUpOn(first.url, headers);
    const onSecond = processClient(second.url, headers);
    const rotated = await onSecond.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(rotated.error).toBeNull();
    expect(rotated.data.session!.refresh_token).not.toBe(session.refresh_token);
    // The same parent again, on a third instance, within the reuse window: the same child.
    const reused = await processClient(third.url, headers).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(reused.data.session?.refresh_token).toBe(rotated.data.session!.refresh_token);
    // The new access token is good everywhere.
    for (const instance of instances) {
      const response = await instance.request('/auth/v1/user', { headers: { authorization: `Bearer ${reused.data.session!.access_token}` } });
      expect(response.status).toBe(200);
    }
  });

  it('never spends one refresh token twice under concurrent refreshes on different instances', async () => {
    const headers = fromAddress();
    const { session } = await signUpOn(instances[0].url, headers);
    const answers = await Promise.all(
      instances.map((instance) => processClient(instance.url, headers).auth.refreshSession({ refresh_token: session.refresh_token })),
    );
    for (const answer of answers) expect(answer.error).toBeNull();
    const children = new Set(answers.map((answer) => answer.data.session!.refresh_token));
    expect(children.size).toBe(1);
    const stored = await admin.query('select count(*)::int as n from refresh_tokens where parent_hash = $1', [hashToken(session.refresh_token)]);
    expect(stored.rows[0].n).toBe(1);
  });

  it('counts the per-user generation limit once across instances', async () => {
    const headers = fromAddress();
    const { session } = await signUpOn(proxy.url, headers);
    const statuses: number[] = [];
    for (let call = 0; call < GENERATIONS_PER_MINUTE + 2; call++) {
      const instance = instances[call % instances.length];
      const response = await instance.request('/functions/v1/generate-content', {
        method: 'POST',
        headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify(generationRequest()),
      });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(GENERATIONS_PER_MINUTE).fill(200), 429, 429]);
  });

  it('counts the per-IP auth limit once across instances', async () => {
    const headers = fromAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < AUTH_BURST + 2; attempt++) {
      const instance = instances[attempt % instances.length];
      const response = await instance.request('/auth/v1/token?grant_type=password', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
      });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(AUTH_BURST).fill(400), 429, 429]);
  });

  it(
    'keeps serving when one instance is killed under load, and loses nothing acknowledged',
    async () => {
      const headers = fromAddress();
      const { session } = await signUpOn(proxy.url, headers);
      const acknowledged: string[] = [];
      let refused = 0;
      let writing = true;
      const writer = async (lane: number) => {
        for (let index = 0; writing; index++) {
          try {
            const response = await fetch(`${proxy.url}/rest/v1/saved_posts`, {
              method: 'POST',
              headers: { apikey: PROCESS_ANON_KEY, authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json', prefer: 'return=representation' },
              body: JSON.stringify({ user_id: session.user.id, caption: `Lane ${lane} post ${index}`, hashtags: ['load'], mood: 'casual' }),
            });
            if (response.status === 201) acknowledged.push(((await response.json()) as Array<{ id: string }>)[0].id);
            else {
              refused++;
              await response.arrayBuffer();
            }
          } catch {
            refused++;
          }
        }
      };
      const writers = [0, 1, 2, 3, 4, 5].map(writer);
      while (acknowledged.length < 30) await new Promise((resolve) => setTimeout(resolve, 10));
      const victim = instances[1];
      victim.signal('SIGKILL');
      await victim.exited;
      const atKill = acknowledged.length;
      while (acknowledged.length < atKill + 60) await new Promise((resolve) => setTimeout(resolve, 10));
      writing = false;
      await Promise.all(writers);
      console.info(`one of three instances killed under load: ${atKill} saves acknowledged before, ${acknowledged.length - atKill} after, ${refused} refused or cut off`);

      const survivors = instances.filter((instance) => instance !== victim);
      for (const instance of survivors) {
        const listed = await processClient(instance.url, headers).from('saved_posts').select('id').limit(1000).setHeader('authorization', `Bearer ${session.access_token}`);
        expect(listed.error).toBeNull();
        const kept = new Set((listed.data ?? []).map((row: { id: string }) => row.id));
        for (const id of acknowledged) expect(kept.has(id)).toBe(true);
      }
      expect((await fetch(`${proxy.url}/ready`)).status).toBe(200);
    },
    TEST_TIMEOUT_MS,
  );
});
