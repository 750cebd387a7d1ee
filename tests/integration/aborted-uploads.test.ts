import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/server/logger';
import { startTestServer, type TestServer } from '../support/test-server';
import { signUpUser, type SignedInUser } from '../support/test-users';

/**
 * A client that hangs up mid-upload is not a server failure (issue 16): it is logged at info as
 * status 499 (nginx's "client closed request"), never at error level nor as a 500.
 */
interface LogLine {
  level: string;
  message: string;
  path?: string;
  status?: number;
}

let server: TestServer;
let user: SignedInUser;
const lines: LogLine[] = [];

beforeAll(async () => {
  server = await startTestServer('sqlite', { logger: createLogger('info', (line) => lines.push(JSON.parse(line) as LogLine)) });
  await server.listen();
  user = await signUpUser(server, 'uploader');
});
afterAll(() => server.close());

/** Declares `declared` bytes, sends a tenth of them, then closes the socket. */
function hangUpMidUpload(path: string, declared: number): Promise<void> {
  return new Promise((resolve) => {
    const request = http.request(new URL(path, server.url), {
      method: 'POST',
      agent: false,
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${user.accessToken}`,
        'content-type': 'application/json',
        'content-length': String(declared),
      },
    });
    request.on('error', () => resolve());
    request.on('close', () => resolve());
    request.write(Buffer.alloc(Math.floor(declared / 10), 0x20), () => setTimeout(() => request.destroy(), 50));
  });
}

async function requestLineFor(path: string): Promise<LogLine> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const line = lines.find((candidate) => candidate.message === 'request' && candidate.path === path);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no request line for ${path}`);
}

describe.each([
  ['/functions/v1/generate-content', 4 * 1024 * 1024],
  ['/rest/v1/saved_posts', 512 * 1024],
  ['/auth/v1/signup', 32 * 1024],
])('an upload to %s that the client abandons', (path, declared) => {
  it('is logged at info with status 499, and no error line', async () => {
    lines.length = 0;
    await hangUpMidUpload(path, declared);
    const line = await requestLineFor(path);
    expect(line).toMatchObject({ level: 'info', status: 499 });
    expect(lines.filter((candidate) => candidate.level === 'error')).toEqual([]);
  });
});
