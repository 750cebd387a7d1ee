import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { build } from 'esbuild';
import { serverBundleOptions } from '../../scripts/server-bundle.mjs';
import { freePort } from './free-port';

/**
 * The server as production runs it, in a process of its own: bundled with the build's options
 * (into node_modules/.cache), listening on loopback. For what only a real process shows: signals, exit codes, several
 * instances on one database.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PROCESS_ANON_KEY = 'process-test-anon-key';

let bundlePromise: Promise<string> | undefined;
function bundleServer(): Promise<string> {
  bundlePromise ??= (async () => {
    const dir = path.join(root, 'node_modules/.cache/captioncraft-test');
    mkdirSync(dir, { recursive: true });
    // Built under a name of this process's own, then renamed into place (atomic): test processes
    // running in parallel never start a half-written bundle, and their bundles are the same.
    const building = path.join(dir, `server-${process.pid}.mjs`);
    const outfile = path.join(dir, 'server.mjs');
    await build({ ...serverBundleOptions(root, building), sourcemap: false });
    renameSync(building, outfile);
    return outfile;
  })();
  return bundlePromise;
}

export interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  /** Everything the process printed so far, stdout and stderr. */
  output(): string;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  signal(name: NodeJS.Signals): void;
  /** Plain fetch against the process with the anon key as apikey. */
  request(pathname: string, init?: RequestInit): Promise<Response>;
  client(): SupabaseClient;
  /** SIGTERM and wait; SIGKILL if it has not exited in 30 s. */
  stop(): Promise<number | null>;
}

class UnusedWebSocket {
  constructor() {
    throw new Error('realtime is not used by CaptionCraft');
  }
}

/** A supabase-js client (no auto refresh, memory storage) for an API at `url`. */
export function processClient(url: string, headers?: Record<string, string>): SupabaseClient {
  const storage = new Map<string, string>();
  return createClient(url, PROCESS_ANON_KEY, {
    global: { headers },
    auth: {
      storage: {
        getItem: (key) => storage.get(key) ?? null,
        setItem: (key, value) => void storage.set(key, value),
        removeItem: (key) => void storage.delete(key),
      },
      autoRefreshToken: false,
      persistSession: true,
      detectSessionInUrl: false,
    },
    realtime: { transport: UnusedWebSocket as never },
  });
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const bundle = await bundleServer();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [bundle], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      ANON_KEY: PROCESS_ANON_KEY,
      LOG_LEVEL: 'info',
      CAPTIONCRAFT_CLIENT_DIR: path.join(root, 'dist/client'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering:\n${output}`);
    try {
      const response = await fetch(`${url}/health`);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() - started > 30_000) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within 30 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }

  return {
    url,
    port,
    pid: child.pid!,
    output: () => output,
    exited,
    signal: (name) => void child.kill(name),
    request(pathname, init = {}) {
      const headers = new Headers(init.headers);
      if (!headers.has('apikey')) headers.set('apikey', PROCESS_ANON_KEY);
      return fetch(new URL(pathname, url), { ...init, headers });
    },
    client: () => processClient(url),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

