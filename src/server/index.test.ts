import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from '../../tests/support/temp-dirs';
import { openSqlite } from './db/connect';

/**
 * The process entry as `npm start` runs it, in a child process: the ways it must refuse to start.
 * Only PATH is passed on, so nothing from this machine's environment leaks into the configuration.
 * tsx compiles the entry's imports on the fly, which takes seconds on a busy machine: hence the
 * generous limits.
 */
const PROCESS_TIMEOUT_MS = 45_000;

function startServerProcess(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', path.resolve('src/server/index.ts')], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    // A server that starts after all would listen forever: stop it, and the test fails on its status.
    timeout: PROCESS_TIMEOUT_MS,
  });
}

describe('the server process', () => {
  const freshDir = useTempDirs('captioncraft-entry');

  it('prints one line per bad variable and exits with status 1', () => {
    const dataDir = freshDir();
    const result = startServerProcess({ PORT: 'eighty', CAPTION_PROVIDER: 'skynet', LOG_LEVEL: 'chatty', DATA_DIR: dataDir });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines.every((line) => line.startsWith('Invalid configuration: '))).toBe(true);
    expect(lines.map((line) => line.replace('Invalid configuration: ', '').split(':')[0]).sort()).toEqual(['CAPTION_PROVIDER', 'LOG_LEVEL', 'PORT']);
    expect(result.stdout).not.toContain('is running');
  }, PROCESS_TIMEOUT_MS + 5_000);

  it('exits with one line saying so when another process holds the embedded database', async () => {
    const dataDir = freshDir();
    const holder = openSqlite(dataDir);
    try {
      const result = startServerProcess({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toMatch(/^The database file .*captioncraft\.sqlite is in use by another process; only one server may use an embedded database\.$/);
      expect(result.stdout).not.toContain('is running');
    } finally {
      await holder.close();
    }
  }, PROCESS_TIMEOUT_MS + 5_000);
});
