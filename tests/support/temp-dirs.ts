import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';

/**
 * Fresh empty folders for the tests of one suite (`prefix` names them in /tmp), each removed
 * after the test that made it. Call it inside `describe`.
 */
export function useTempDirs(prefix: string): () => string {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  return () => {
    const dir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
    dirs.push(dir);
    return dir;
  };
}
