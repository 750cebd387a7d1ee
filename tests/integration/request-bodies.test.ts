import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postRaw } from '../support/raw-upload';
import { startTestServer, type TestServer } from '../support/test-server';
import { signUpUser, type SignedInUser } from '../support/test-users';

/**
 * Request bodies of /auth/v1 and /rest/v1 over a real socket, both ways a client may send one:
 * with a Content-Length (read through @hono/node-server's direct path) and chunked (read as a
 * stream, cut at the limit). In-process tests only ever take the second way.
 */
const AUTH_LIMIT_BYTES = 64 * 1024;
const REST_LIMIT_BYTES = 1024 * 1024;

let server: TestServer;
let user: SignedInUser;

beforeAll(async () => {
  server = await startTestServer('sqlite');
  await server.listen();
  user = await signUpUser(server, 'bodies');
});
afterAll(() => server.close());

const json = (value: unknown) => ({ bytes: Buffer.from(JSON.stringify(value)) });
const countUsers = async (email: string) =>
  (await server.database.db.selectFrom('users').select('id').where('email', '=', email).execute()).length;
const countPosts = async () =>
  (await server.database.db.selectFrom('saved_posts').select('id').where('user_id', '=', user.userId).execute()).length;

describe.each([
  ['with a Content-Length', true],
  ['chunked', false],
])('bodies sent %s', (_, declareLength) => {
  const authHeaders = () => ({ apikey: server.anonKey, 'content-type': 'application/json' });
  const restHeaders = () => ({ ...authHeaders(), authorization: `Bearer ${user.accessToken}`, prefer: 'return=representation' });

  it('signs up with a JSON body', async () => {
    const email = `body-${randomUUID()}@example.com`;
    const outcome = await postRaw(new URL('/auth/v1/signup', server.url), authHeaders(), json({ email, password: 'secret123' }), declareLength);
    expect(outcome.status).toBe(200);
    expect(JSON.parse(outcome.body).user.email).toBe(email);
  });

  it('refuses an auth body over 64 KB with 413 request_too_large, before reading all of it, and creates nobody', async () => {
    const email = `huge-${randomUUID()}@example.com`;
    const size = 32 * 1024 * 1024;
    // A valid sign-up followed by spaces: only its size is wrong. (Big enough that the loopback
    // socket's buffers cannot take all of it before the server answers.)
    const body = Buffer.alloc(size, 0x20);
    body.write(JSON.stringify({ email, password: 'secret123', data: {} }));
    const outcome = await postRaw(new URL('/auth/v1/signup', server.url), authHeaders(), { bytes: body }, declareLength);
    expect(outcome.status).toBe(413);
    expect(JSON.parse(outcome.body)).toMatchObject({ code: 'request_too_large', error_code: 'request_too_large' });
    expect(outcome.sentBeforeAnswer).toBeLessThan(size);
    expect(await countUsers(email)).toBe(0);
  });

  it('takes a body of exactly the auth limit', async () => {
    const email = `edge-${randomUUID()}@example.com`;
    // Padded with a field sign-up ignores: user metadata has a cap of its own (decision 013).
    const prefix = JSON.stringify({ email, password: 'secret123', data: {}, note: '' });
    const padded = JSON.stringify({ email, password: 'secret123', data: {}, note: 'x'.repeat(AUTH_LIMIT_BYTES - Buffer.byteLength(prefix)) });
    expect(Buffer.byteLength(padded)).toBe(AUTH_LIMIT_BYTES);
    const outcome = await postRaw(new URL('/auth/v1/signup', server.url), authHeaders(), { bytes: Buffer.from(padded) }, declareLength);
    expect(outcome.status).toBe(200);
  });

  it('saves a post with a JSON body', async () => {
    const before = await countPosts();
    const post = { caption: 'Sent in pieces', hashtags: ['pieces'], mood: 'casual' };
    const outcome = await postRaw(new URL('/rest/v1/saved_posts', server.url), restHeaders(), json(post), declareLength);
    expect(outcome.status).toBe(201);
    expect(JSON.parse(outcome.body)).toMatchObject([post]);
    expect(await countPosts()).toBe(before + 1);
  });

  it('refuses a saved-posts body over 1 MB with 413 PGRST413, before reading all of it, and saves nothing', async () => {
    const before = await countPosts();
    const size = 32 * REST_LIMIT_BYTES;
    const outcome = await postRaw(new URL('/rest/v1/saved_posts', server.url), restHeaders(), { size }, declareLength);
    expect(outcome.status).toBe(413);
    expect(JSON.parse(outcome.body)).toMatchObject({ code: 'PGRST413', message: 'Request body too large' });
    expect(outcome.sentBeforeAnswer).toBeLessThan(size);
    expect(await countPosts()).toBe(before);
  });
});
