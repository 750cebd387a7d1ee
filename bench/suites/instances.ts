import { randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { startRoundRobinProxy } from '../../tests/support/round-robin-proxy';
import { formatMs, printTable, summarise } from '../stats';
import { BENCH_ANON_KEY, createBenchDatabase, startServerProcess, type RunningServer } from '../support/server-process';

/**
 * Issue 13: the user journey on one instance and on two, on one PostgreSQL, behind the same
 * round-robin proxy on loopback (tests/support/round-robin-proxy.ts). A journey: sign up, one
 * offline caption set, save it, list, delete it, refresh the session; "signed in" leaves out the
 * sign-up (its scrypt hash, ~85 ms of CPU, dominates the rest). CONCURRENCY journeys run at once
 * for DURATION_MS. Numbers, not targets: on a machine with N cores a second instance can at best
 * use what the first leaves idle, and this load generator shares those cores.
 */
const CONCURRENCY = 8;
const DURATION_MS = 10_000;

interface Session {
  accessToken: string;
  refreshToken: string;
  userId: string;
}

async function call(base: string, path: string, init: RequestInit & { token?: string } = {}): Promise<unknown> {
  const headers: Record<string, string> = { apikey: BENCH_ANON_KEY, 'content-type': 'application/json', ...(init.headers as Record<string, string>) };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${base}${path}`, { ...init, headers });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : undefined;
}

async function signUp(base: string): Promise<Session> {
  const body = (await call(base, '/auth/v1/signup', {
    method: 'POST',
    body: JSON.stringify({ email: `bench-${randomUUID()}@example.com`, password: 'bench-password' }),
  })) as { access_token: string; refresh_token: string; user: { id: string } };
  return { accessToken: body.access_token, refreshToken: body.refresh_token, userId: body.user.id };
}

/** Everything after the sign-up; returns the session as the refresh left it. */
async function signedInJourney(base: string, session: Session): Promise<Session> {
  const generated = (await call(base, '/functions/v1/generate-content', {
    method: 'POST',
    token: session.accessToken,
    body: JSON.stringify({ niche: 'coffee shop', topic: '', website: '', mood: 'playful', language: 'en', imageData: null }),
  })) as { captions: string[]; hashtags: string[] };
  const [saved] = (await call(base, '/rest/v1/saved_posts', {
    method: 'POST',
    token: session.accessToken,
    headers: { prefer: 'return=representation' },
    body: JSON.stringify({ user_id: session.userId, caption: generated.captions[0], hashtags: generated.hashtags.slice(0, 5), mood: 'playful' }),
  })) as Array<{ id: string }>;
  await call(base, '/rest/v1/saved_posts?select=*&order=created_at.desc&limit=50', { token: session.accessToken });
  await call(base, `/rest/v1/saved_posts?id=eq.${saved.id}`, { method: 'DELETE', token: session.accessToken });
  const refreshed = (await call(base, '/auth/v1/token?grant_type=refresh_token', {
    method: 'POST',
    body: JSON.stringify({ refresh_token: session.refreshToken }),
  })) as { access_token: string; refresh_token: string };
  return { ...session, accessToken: refreshed.access_token, refreshToken: refreshed.refresh_token };
}

async function measure(base: string, withSignUp: boolean, sessions: Session[]): Promise<{ perSecond: number; samples: number[]; errors: number }> {
  const samples: number[] = [];
  let errors = 0;
  const until = performance.now() + DURATION_MS;
  await Promise.all(
    sessions.map(async (start, lane) => {
      let session = start;
      while (performance.now() < until) {
        const began = performance.now();
        try {
          session = await signedInJourney(base, withSignUp ? await signUp(base) : session);
          samples.push(performance.now() - began);
        } catch (error) {
          errors++;
          if (errors === 1) console.info(`  first error (lane ${lane}): ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }),
  );
  return { perSecond: samples.length / (DURATION_MS / 1000), samples, errors };
}

export async function run(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) {
    console.info('skipped: several instances need PostgreSQL (set TEST_DATABASE_URL, or install PostgreSQL)');
    return;
  }
  console.info(`journey = sign-up, generate (offline), save, list, delete, refresh; ${CONCURRENCY} at once for ${DURATION_MS / 1000} s; ${availableParallelism()} cores, load ${loadavg()[0].toFixed(2)}`);
  const rows: Record<string, string | number>[] = [];
  for (const count of [1, 2]) {
    const database = await createBenchDatabase('postgres');
    const proxy = await startRoundRobinProxy();
    const servers: RunningServer[] = [];
    try {
      for (let index = 0; index < count; index++) {
        servers.push(
          await startServerProcess(database, {
            SITE_URL: proxy.url,
            TRUST_PROXY: 'true',
            AUTH_RATE_LIMIT_BURST: '1000000',
            AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
            GENERATE_RATE_LIMIT_PER_MINUTE: '1000000',
          }),
        );
      }
      proxy.setBackends(servers.map((server) => server.url));
      const sessions = await Promise.all(Array.from({ length: CONCURRENCY }, () => signUp(proxy.url)));
      for (const withSignUp of [true, false]) {
        const cpuBefore = servers.reduce((sum, server) => sum + server.cpuMs(), 0);
        const result = await measure(proxy.url, withSignUp, sessions);
        const cpu = servers.reduce((sum, server) => sum + server.cpuMs(), 0) - cpuBefore;
        const stats = summarise(result.samples);
        rows.push({
          instances: count,
          journey: withSignUp ? 'with sign-up' : 'signed in',
          'journeys/s': result.perSecond.toFixed(1),
          p50: formatMs(stats.p50),
          p99: formatMs(stats.p99),
          'server CPU/journey': formatMs(cpu / Math.max(1, result.samples.length)),
          errors: result.errors,
        });
      }
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
      await proxy.close();
      await database.drop();
    }
  }
  printTable(rows);
}
