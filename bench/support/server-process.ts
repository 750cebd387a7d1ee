import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { serverBundleOptions } from '../../scripts/server-bundle.mjs';
import { createThrowawayPostgresDatabase } from '../../tests/support/throwaway-postgres';
import { freePort } from '../../tests/support/free-port';

/**
 * The server as production runs it: bundled with scripts/build.mjs's options (into node_modules/.cache,
 * so the shared dist/ is left alone and the bundle is always current), started as its own
 * process on loopback, on a fresh SQLite directory or a fresh PostgreSQL database.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BENCH_ANON_KEY = 'bench-anon-key';

let bundlePromise: Promise<string> | undefined;
export function bundleServer(): Promise<string> {
  bundlePromise ??= (async () => {
    const outfile = path.join(root, 'node_modules/.cache/captioncraft-bench/server.mjs');
    await build(serverBundleOptions(root, outfile));
    return outfile;
  })();
  return bundlePromise;
}

export type Engine = 'sqlite' | 'postgres';

/** A fresh place for the data; `env` selects it for the server process. */
export interface BenchDatabase {
  engine: Engine;
  env: Record<string, string>;
  drop(): Promise<void>;
}

export async function createBenchDatabase(engine: Engine): Promise<BenchDatabase> {
  if (engine === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'captioncraft-bench-'));
    return { engine, env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const database = await createThrowawayPostgresDatabase('captioncraft_bench');
  return { engine, env: { DATABASE_URL: database.url }, drop: database.drop };
}

export function benchEngines(): { engines: Engine[]; skipped?: string } {
  return process.env.TEST_DATABASE_URL
    ? { engines: ['sqlite', 'postgres'] }
    : { engines: ['sqlite'], skipped: 'PostgreSQL skipped: set TEST_DATABASE_URL, or install PostgreSQL (npm run bench then starts a throwaway one)' };
}

export interface RunningServer {
  url: string;
  pid: number;
  /** Milliseconds from spawn to the first answered request. */
  startMs: number;
  rssMb(): number;
  /** CPU time the server process has used so far (user + system): robust on a busy machine. */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** Spawns the bundled server and waits for its first answered request. */
export async function startServerProcess(database: BenchDatabase, env: Record<string, string> = {}): Promise<RunningServer> {
  const bundle = await bundleServer();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [bundle], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: url,
      ANON_KEY: BENCH_ANON_KEY,
      LOG_LEVEL: 'warn',
      CAPTIONCRAFT_CLIENT_DIR: path.join(root, 'dist/client'),
      ...database.env,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let startMs = Number.NaN;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering`);
    try {
      const response = await fetch(`${url}/auth/v1/settings`, { headers: { apikey: BENCH_ANON_KEY } });
      await response.arrayBuffer();
      if (response.ok) {
        startMs = performance.now() - started;
        break;
      }
    } catch {
      // Not listening yet.
    }
    if (performance.now() - started > 30_000) {
      child.kill('SIGKILL');
      throw new Error('the server did not answer within 30 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return {
    url,
    pid: child.pid!,
    startMs,
    rssMb: () => readRssMb(child.pid!),
    cpuMs: () => readCpuMs(child.pid!),
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function readRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** utime + stime from /proc/<pid>/stat (fields 14 and 15, in clock ticks of 1/100 s on Linux). */
function readCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

