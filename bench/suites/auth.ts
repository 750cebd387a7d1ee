import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { hashPassword, verifyPassword } from '../../src/server/auth/passwords';
import { formatMs, printTable, summarise } from '../stats';
import { createLoadClient, type LoadClient } from '../support/load-client';
import { BENCH_ANON_KEY, benchEngines, createBenchDatabase, startServerProcess, type Engine } from '../support/server-process';

/**
 * Issue 2: password sign-in and refresh at 20 concurrent clients against the bundled server on
 * loopback (its own process), for each database: throughput and p50/p99 latency as the client
 * sees it. Target: refresh p99 < 20 ms on the embedded database. Sign-in is bound by the
 * password hash on purpose; the hash time per password is measured separately (target ~50–100 ms).
 * A trivial route under the same load is the control: what the HTTP round trip and this load
 * generator cost by themselves on the machine at the time.
 */
const CLIENTS = 20;
const DURATION_MS = 8_000;
const WARM_UP_MS = 1_000;
const HASH_SAMPLES = 15;
const TARGET_REFRESH_P99_MS = 20;
const PASSWORD = 'bench-password-1';

interface Measured {
  latencies: number[];
  failures: number;
  elapsedMs: number;
  /** Server CPU time (user + system) spent during the run. */
  serverCpuMs?: number;
  /** This process's CPU time during the run: the load generator's own cost. */
  clientCpuMs?: number;
}

const HEADERS = { apikey: BENCH_ANON_KEY, authorization: `Bearer ${BENCH_ANON_KEY}`, 'content-type': 'application/json' };

async function post<T>(client: LoadClient, url: string, body: unknown): Promise<{ ok: boolean; body: T }> {
  const response = await client.request(url, { method: 'POST', headers: HEADERS, body: JSON.stringify(body) });
  return { ok: response.status === 200, body: JSON.parse(response.text) as T };
}

/** `clients` loops, each sending its next request as soon as the last one answered. */
async function load(durationMs: number, step: (client: number) => Promise<boolean>, clients = CLIENTS): Promise<Measured> {
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < deadline) {
        const sent = performance.now();
        const ok = await step(client);
        if (ok) latencies.push(performance.now() - sent);
        else failures += 1;
      }
    }),
  );
  return { latencies, failures, elapsedMs: performance.now() - started };
}

async function measureHashing(): Promise<{ hash: ReturnType<typeof summarise>; verify: ReturnType<typeof summarise>; cpuMsPerHash: number }> {
  const hashTimes: number[] = [];
  const verifyTimes: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let sample = 0; sample < HASH_SAMPLES; sample += 1) {
    let started = performance.now();
    const stored = await hashPassword(`${PASSWORD}-${sample}`);
    hashTimes.push(performance.now() - started);
    started = performance.now();
    await verifyPassword(`${PASSWORD}-${sample}`, stored);
    verifyTimes.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuBefore);
  // Hash and verify cost the same; the process does little else meanwhile.
  const cpuMsPerHash = (cpu.user + cpu.system) / 1000 / (2 * HASH_SAMPLES);
  return { hash: summarise(hashTimes), verify: summarise(verifyTimes), cpuMsPerHash };
}

async function measureEngine(engine: Engine): Promise<Record<string, string>[]> {
  const database = await createBenchDatabase(engine);
  // Limits out of the way: this measures the work, not the 429s.
  const server = await startServerProcess(database, { AUTH_RATE_LIMIT_BURST: '100000000', AUTH_RATE_LIMIT_PER_MINUTE: '100000000' });
  const http = createLoadClient(CLIENTS);
  try {
    const emails = Array.from({ length: CLIENTS }, (_, client) => `bench${client}@example.com`);
    const refreshTokens: string[] = [];
    for (const email of emails) {
      const signedUp = await post<{ refresh_token: string }>(http, `${server.url}/auth/v1/signup`, { email, password: PASSWORD });
      refreshTokens.push(signedUp.body.refresh_token);
    }

    const health = async () => (await http.request(`${server.url}/auth/v1/health`, { headers: HEADERS })).status === 200;
    const signIn = async (client: number) =>
      (await post(http, `${server.url}/auth/v1/token?grant_type=password`, { email: emails[client], password: PASSWORD })).ok;
    const refresh = async (client: number) => {
      const refreshed = await post<{ refresh_token?: string }>(http, `${server.url}/auth/v1/token?grant_type=refresh_token`, {
        refresh_token: refreshTokens[client],
      });
      if (!refreshed.ok || !refreshed.body.refresh_token) return false;
      refreshTokens[client] = refreshed.body.refresh_token;
      return true;
    };

    // Server CPU per request next to latency: what is left of the latency is waiting (fsync, locks, the run queue).
    const measureWithCpu = async (step: (client: number) => Promise<boolean>, clients = CLIENTS) => {
      await load(WARM_UP_MS, step, clients);
      const cpuBefore = server.cpuMs();
      const clientCpuBefore = process.cpuUsage();
      const measured = await load(DURATION_MS, step, clients);
      const clientCpu = process.cpuUsage(clientCpuBefore);
      return { ...measured, serverCpuMs: server.cpuMs() - cpuBefore, clientCpuMs: (clientCpu.user + clientCpu.system) / 1000 };
    };
    const baseline = await measureWithCpu(health);
    const signIns = await measureWithCpu(signIn);
    const refreshes = await measureWithCpu(refresh);
    // One client: the time of one refresh without queueing. With CLIENTS at once, every latency is
    // at least CLIENTS / throughput (Little's law), and each refresh holds the one SQLite
    // connection through its commit's fsync.
    const refreshesAlone = await measureWithCpu(refresh, 1);
    const rssAfter = server.rssMb();

    return [
      ['baseline: GET /auth/v1/health', baseline],
      ['password sign-in', signIns],
      ['refresh', refreshes],
      ['refresh, 1 client', refreshesAlone],
    ].map(([name, measured]) => {
      const { latencies, failures, elapsedMs, serverCpuMs = Number.NaN, clientCpuMs = Number.NaN } = measured as Measured;
      const stats = summarise(latencies);
      return {
        database: engine,
        operation: name as string,
        'requests/s': (latencies.length / (elapsedMs / 1000)).toFixed(1),
        p50: formatMs(stats.p50),
        p99: formatMs(stats.p99),
        requests: String(stats.count),
        'server CPU/request': formatMs(serverCpuMs / Math.max(1, stats.count)),
        'load generator CPU/request': formatMs(clientCpuMs / Math.max(1, stats.count)),
        failures: String(failures),
        'server RSS after': `${rssAfter.toFixed(0)} MB`,
      };
    });
  } finally {
    http.close();
    await server.stop();
    await database.drop();
  }
}

export async function run(): Promise<void> {
  const hashing = await measureHashing();
  console.info(
    `password hash (scrypt, one at a time, in this process): p50 ${formatMs(hashing.hash.p50)}, p99 ${formatMs(hashing.hash.p99)}; ` +
      `verify p50 ${formatMs(hashing.verify.p50)}; CPU per hash ${formatMs(hashing.cpuMsPerHash)} (target ~50–100 ms)`,
  );
  const { engines, skipped } = benchEngines();
  const rows: Record<string, string>[] = [];
  for (const engine of engines) rows.push(...(await measureEngine(engine)));
  console.info(`${CLIENTS} concurrent clients (unless the row says otherwise) on loopback, ${DURATION_MS / 1000} s per operation after ${WARM_UP_MS / 1000} s warm-up:`);
  printTable(rows);
  console.info(`target: refresh p99 < ${TARGET_REFRESH_P99_MS} ms on the embedded database (sqlite)`);
  console.info(`load average while measuring: ${loadavg().map((value) => value.toFixed(1)).join(' ')} on ${availableParallelism()} cores`);
  if (skipped) console.info(skipped);
}
