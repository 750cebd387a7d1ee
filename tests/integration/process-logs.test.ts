import { describe, expect, it } from 'vitest';
import { startServerProcess } from '../support/server-process';
import { useTempDirs } from '../support/temp-dirs';

/** What the server process prints, as an operator's log collector or terminal sees it. */
describe('the server process logs', () => {
  const freshDir = useTempDirs('captioncraft-logs');

  it('are one JSON object a line by default, each request with its id, and no secret', async () => {
    const server = await startServerProcess({ DATA_DIR: freshDir() });
    const client = server.client();
    const { data } = await client.auth.signUp({ email: 'json-logs@example.com', password: 'logged-never-secret' });
    const answer = await server.request('/auth/v1/user', { headers: { authorization: `Bearer ${data.session!.access_token}` } });
    const requestId = answer.headers.get('x-request-id');
    expect(await server.stop()).toBe(0);

    const lines = server.output().trim().split('\n');
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries[0]).toMatchObject({ level: 'info', message: expect.stringMatching(/^CaptionCraft is running on /) });
    expect(entries).toContainEqual(expect.objectContaining({ message: 'request', path: '/auth/v1/user', status: 200, requestId }));
    for (const secret of ['logged-never-secret', data.session!.access_token, data.session!.refresh_token]) expect(server.output()).not.toContain(secret);
  }, 60_000);

  it('are readable lines for a terminal with LOG_FORMAT=pretty', async () => {
    const server = await startServerProcess({ DATA_DIR: freshDir(), LOG_FORMAT: 'pretty' });
    await server.request('/auth/v1/settings');
    expect(await server.stop()).toBe(0);
    const output = server.output();
    expect(output).toMatch(/^\[\d{2}:\d{2}:\d{2}\.\d{3}\] INFO: CaptionCraft is running on /m);
    expect(output).toMatch(/INFO: request\n\s+requestId: "[0-9a-f-]{36}"/);
    expect(() => JSON.parse(output.split('\n')[0])).toThrow();
  }, 60_000);
});
