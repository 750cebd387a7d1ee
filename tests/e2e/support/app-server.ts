import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../support/free-port';

/**
 * The built server (dist/server/index.js, as `npm start` runs it) in a child process, on a free
 * loopback port and a fresh embedded database. `env` adds configuration (a fake AI provider, a
 * loopback Google).
 */
export interface AppServer {
  url: string;
  stop(): Promise<void>;
}


export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'captioncraft-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['dist/server/index.js'], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Many tests sign up from one address; the limit itself is tested at the HTTP level.
      AUTH_RATE_LIMIT_BURST: '10000',
      GENERATE_RATE_LIMIT_PER_MINUTE: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 15_000);
    child.stdout?.on('data', () => {
      if (output.includes('CaptionCraft is running')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });

  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
