import { spawn } from 'node:child_process';
import path from 'node:path';
import Database from 'libsql';
import { describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { useTempDirs } from '../support/temp-dirs';

/**
 * `npm run backup` against a running server under write load, and `npm run restore` (issue 13):
 * every save acknowledged before the backup began is in the copy; restore refuses while the
 * server runs and, once it is stopped, puts the copy back so the server serves exactly it.
 */
const TEST_TIMEOUT_MS = 120_000;

function runScript(script: 'backup' | 'restore', dataDir: string, file: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.resolve(`scripts/${script}.mjs`), file], {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

async function signIn(server: ServerProcess, email: string, signUp: boolean) {
  const client = server.client();
  const result = signUp
    ? await client.auth.signUp({ email, password: 'secret123' })
    : await client.auth.signInWithPassword({ email, password: 'secret123' });
  if (result.error || !result.data.session) throw new Error(`sign-in failed: ${result.error?.message}`);
  return { client, userId: result.data.session.user.id, accessToken: result.data.session.access_token };
}

describe('backup and restore of the embedded database', () => {
  const freshDir = useTempDirs('captioncraft-backup');

  it(
    'copies every acknowledged save while saves keep coming, and restores the copy once the server is stopped',
    async () => {
      const dataDir = freshDir();
      const backupFile = path.join(freshDir(), 'copy.sqlite');
      let server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
      try {
        const { userId, accessToken } = await signIn(server, 'backup@example.com', true);
        const acknowledged: string[] = [];
        let writing = true;
        const writer = async (lane: number) => {
          for (let index = 0; writing; index++) {
            const response = await server.request('/rest/v1/saved_posts', {
              method: 'POST',
              headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', prefer: 'return=representation' },
              body: JSON.stringify({ user_id: userId, caption: `Lane ${lane} post ${index}`, hashtags: ['backup'], mood: 'casual' }),
            });
            if (response.status !== 201) throw new Error(`save answered ${response.status}`);
            acknowledged.push(((await response.json()) as Array<{ id: string }>)[0].id);
          }
        };
        const writers = [0, 1, 2, 3].map(writer);
        while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 10));

        const beforeBackup = [...acknowledged];
        const backup = await runScript('backup', dataDir, backupFile);
        const duringBackup = acknowledged.length - beforeBackup.length;
        writing = false;
        await Promise.all(writers);
        console.info(`backup under load: ${beforeBackup.length} saves acknowledged before it began, ${duringBackup} while it ran; ${backup.output.trim()}`);
        expect(backup.code).toBe(0);

        const copy = new Database(backupFile, { readonly: true });
        const copied = new Set((copy.prepare('select id from saved_posts').all() as Array<{ id: string }>).map((row) => row.id));
        copy.close();
        for (const id of beforeBackup) expect(copied.has(id)).toBe(true);

        const refused = await runScript('restore', dataDir, backupFile);
        expect(refused.code).toBe(1);
        expect(refused.output).toContain('Stop it first');
        expect((await fetch(`${server.url}/ready`)).status).toBe(200);

        expect(await server.stop()).toBe(0);
        const restored = await runScript('restore', dataDir, backupFile);
        expect(restored.code, restored.output).toBe(0);

        server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
        const { client } = await signIn(server, 'backup@example.com', false);
        const listed = await client.from('saved_posts').select('id').limit(1000);
        expect(listed.error).toBeNull();
        expect(new Set((listed.data ?? []).map((row: { id: string }) => row.id))).toEqual(copied);
      } finally {
        await server.stop();
      }
    },
    TEST_TIMEOUT_MS,
  );

  it('refuses a file that is not a CaptionCraft database, and changes nothing', async () => {
    const dataDir = freshDir();
    const stranger = path.join(freshDir(), 'stranger.sqlite');
    const other = new Database(stranger);
    other.exec('create table notes (body text)');
    other.close();
    const result = await runScript('restore', dataDir, stranger);
    expect(result.code).toBe(1);
    expect(result.output).toContain('is not a CaptionCraft database');
  });
});
