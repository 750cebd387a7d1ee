import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../src/shared/languages';
import { MOOD_VALUES } from '../../src/shared/moods';
import { expectNoLeak, fuzzParameters, hostileJsonValue, hostileRawBody, nestedJson, printTallies, recordRequest, tallyFor } from '../support/fuzz';
import { TEST_ENGINES } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Property-based fuzz of /auth/v1 and /functions/v1 (issue 16; /rest/v1 is saved-posts-fuzz.test.ts,
 * the web app's paths web-paths-fuzz.test.ts). An attacker, signed in as themself, sends anything
 * at all; whatever comes in: no 5xx (nor one inside an event stream), no stack trace or SQL text,
 * none of the victim's data in any answer, the victim's rows unchanged, and the server still up.
 */
const RUNS = { auth: 160, functions: 100 } as const;
const TINY_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

interface Actor {
  userId: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

describe.each(TEST_ENGINES)('API fuzz on %s', (dialect) => {
  let server: TestServer;
  let victim: Actor;
  let attacker: Actor;
  let victimSecrets: string[];
  let victimSnapshot: string;

  async function signUp(name: string, data: Record<string, unknown> = {}): Promise<Actor> {
    const email = `${name}-${randomUUID()}@example.com`;
    const password = `pw-${randomUUID()}`;
    const { data: session, error } = await server.client().auth.signUp({ email, password, options: { data } });
    if (error || !session.session) throw new Error(`sign-up failed: ${error?.message}`);
    return { userId: session.user!.id, email, password, accessToken: session.session.access_token, refreshToken: session.session.refresh_token };
  }

  /** Everything of the victim's the attacker must not change, as one comparable text. */
  async function snapshotOf(userId: string): Promise<string> {
    const db = server.database.db;
    const [user, identities, sessions, tokens, posts] = await Promise.all([
      db.selectFrom('users').select(['email', 'encrypted_password', 'user_metadata', 'app_metadata']).where('id', '=', userId).execute(),
      db.selectFrom('identities').select(['provider', 'email', 'identity_data']).where('user_id', '=', userId).execute(),
      db.selectFrom('sessions').select('id').where('user_id', '=', userId).orderBy('id').execute(),
      db.selectFrom('refresh_tokens').select(['token_hash', 'revoked_at']).where('user_id', '=', userId).orderBy('token_hash').execute(),
      db.selectFrom('saved_posts').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    ]);
    return JSON.stringify({ user, identities, sessions, tokens, posts });
  }

  /** The attacker may sign themself out or change their password: then a new attacker steps in. */
  async function ensureAttacker(): Promise<void> {
    const session = await server.database.db.selectFrom('sessions').select('id').where('user_id', '=', attacker.userId).executeTakeFirst();
    if (!session) attacker = await signUp('attacker');
  }

  beforeAll(async () => {
    server = await startTestServer(dialect, {
      env: { AUTH_RATE_LIMIT_BURST: '1000000', AUTH_RATE_LIMIT_PER_MINUTE: '1000000', GENERATE_RATE_LIMIT_PER_MINUTE: '1000000' },
    });
    const marker = `victim-secret-${randomUUID()}`;
    victim = await signUp('victim', { marker });
    const { error } = await server
      .client({ headers: { authorization: `Bearer ${victim.accessToken}` } })
      .from('saved_posts')
      .insert({ user_id: victim.userId, caption: marker, hashtags: ['private'], mood: 'casual' });
    expect(error).toBeNull();
    attacker = await signUp('attacker');
    victimSecrets = [victim.userId, victim.email, marker, victim.accessToken, victim.refreshToken, victim.password];
    victimSnapshot = await snapshotOf(victim.userId);
  });
  afterAll(async () => {
    printTallies(`API on ${dialect}`);
    await server.close();
  });

  async function send(surface: string, method: string, path: string, headers: Record<string, string>, body: string | undefined): Promise<void> {
    await ensureAttacker();
    const response = await server.request(path, { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : body });
    const text = await response.text();
    recordRequest(surface, response.status, body);
    const context = `${method} ${path} [${JSON.stringify(headers).slice(0, 120)}] ${String(body).slice(0, 120)} → ${response.status} ${text.slice(0, 300)}`;
    expectNoLeak(context, response.status, text, victimSecrets);
    // An event stream answers 200 first: a failure inside it must not be a server error either.
    expect(text, context).not.toMatch(/"status":5\d\d/);
    expect(await snapshotOf(victim.userId), context).toBe(victimSnapshot);
  }

  /** Mostly the real thing, sometimes not: a fuzz that is always refused at the door proves little. */
  const usually = <T,>(valid: fc.Arbitrary<T>, other: fc.Arbitrary<T>) => fc.oneof({ arbitrary: valid, weight: 4 }, other);

  function headersArbitrary(contentTypes: fc.Arbitrary<string>) {
    return fc.record(
      {
        apikey: usually(fc.constant('valid'), fc.constantFrom('', 'wrong', 'victim-token')),
        authorization: fc.oneof(
          { arbitrary: fc.constant('attacker'), weight: 5 },
          fc.constantFrom('none', 'anon', 'Bearer', 'Bearer a b', 'Basic dXNlcjpwYXNz', 'forged', 'truncated'),
          fc.string({ maxLength: 40 }).map((text) => `Bearer ${text}`),
        ),
        'content-type': contentTypes,
        accept: fc.constantFrom('application/json', 'text/event-stream', '*/*', 'text/html'),
        'x-forwarded-for': fc.constantFrom('203.0.113.7', '::1', 'garbage, 1.1.1.1', ''),
      },
      { requiredKeys: ['apikey', 'authorization'] },
    ).map((chosen) => {
      const headers: Record<string, string> = {};
      const apikeys: Record<string, string> = { valid: server.anonKey, wrong: 'wrong-key', 'victim-token': victim.accessToken.slice(0, 20), '': '' };
      if (chosen.apikey !== '') headers.apikey = apikeys[chosen.apikey];
      const tokens: Record<string, string | undefined> = {
        attacker: `Bearer ${attacker.accessToken}`,
        none: undefined,
        anon: `Bearer ${server.anonKey}`,
        forged: `Bearer ${attacker.accessToken.split('.').slice(0, 2).join('.')}.${'A'.repeat(86)}`,
        truncated: `Bearer ${attacker.accessToken.slice(0, -3)}`,
      };
      const authorization = chosen.authorization in tokens ? tokens[chosen.authorization] : chosen.authorization;
      if (authorization !== undefined) headers.authorization = authorization;
      for (const name of ['content-type', 'accept', 'x-forwarded-for'] as const) if (chosen[name] !== undefined) headers[name] = chosen[name];
      return headers;
    });
  }

  it(`survives ${fuzzParameters(RUNS.auth).numRuns} hostile /auth/v1 requests`, async () => {
    const metadata = fc.oneof(
      fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
      fc.nat({ max: 20 * 1024 }).map((size) => ({ bio: 'x'.repeat(size) })),
      hostileJsonValue(),
    );
    const emailOf = fc.oneof(
      fc.constantFrom('attacker', 'victim', 'victim-upper', 'new'),
      fc.string({ maxLength: 30 }),
    );
    const fields = fc.record(
      {
        email: usually(emailOf, hostileJsonValue()),
        password: usually(fc.constantFrom('attacker', 'wrong-password', '123'), hostileJsonValue()),
        data: metadata,
        refresh_token: usually(fc.constantFrom('attacker', 'stale', ''), hostileJsonValue()),
        auth_code: hostileJsonValue(),
        code_verifier: hostileJsonValue(),
      },
      { requiredKeys: [] },
    );
    // Metadata nested thousands of levels deep (a few KB of text) once overflowed the stack.
    const deepData = fc
      .tuple(fc.integer({ min: 1000, max: 6000 }), fc.constantFrom<'object' | 'array'>('object', 'array'))
      .map(([depth, kind]) => ({ raw: `{"email":"fuzz-${randomUUID()}@example.com","password":"secret123","data":${nestedJson(depth, kind)}}` }));
    const body = fc.oneof(
      { arbitrary: fields, weight: 4 },
      { arbitrary: deepData, weight: 2 },
      hostileRawBody().map((raw) => ({ raw })),
    );
    const route = fc.oneof(
      { arbitrary: fc.constantFrom('POST /signup', 'PUT /user', 'POST /signup', 'PUT /user', 'POST /token?grant_type=password', 'POST /token?grant_type=refresh_token', 'GET /user'), weight: 8 },
      fc.constantFrom(
        'POST /token?grant_type=pkce',
        'POST /token',
        'POST /token?grant_type=id_token',
        'POST /logout?scope=local',
        'POST /logout?scope=nobody',
        'GET /settings',
        'GET /.well-known/jwks.json',
        'GET /health',
        'GET /authorize?provider=google',
        'GET /authorize?provider=github',
        'GET /callback?code=x&state=y',
        'GET /callback?error=access_denied',
        'DELETE /user',
        'GET /user/export',
        'PATCH /user',
        'GET /admin/users',
        'GET /../rest/v1/saved_posts',
      ),
      fc.tuple(fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'), fc.webPath()).map(([method, path]) => `${method} ${path || '/'}`),
    );
    await fc.assert(
      fc.asyncProperty(route, headersArbitrary(usually(fc.constant('application/json'), fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', ''))), body, async (chosen, headers, chosenBody) => {
        const [method, path] = [chosen.slice(0, chosen.indexOf(' ')), chosen.slice(chosen.indexOf(' ') + 1)];
        let text: string;
        if ('raw' in chosenBody) text = chosenBody.raw as string;
        else {
          const resolved: Record<string, unknown> = { ...chosenBody };
          const emails: Record<string, string> = { attacker: attacker.email, victim: victim.email, 'victim-upper': victim.email.toUpperCase(), new: `fuzz-${randomUUID()}@example.com` };
          if (typeof resolved.email === 'string' && resolved.email in emails) resolved.email = emails[resolved.email];
          if (resolved.password === 'attacker') resolved.password = attacker.password;
          if (resolved.refresh_token === 'attacker') resolved.refresh_token = attacker.refreshToken;
          text = JSON.stringify(resolved) ?? '';
          if (resolved.data !== undefined) {
            const tally = tallyFor('auth');
            tally.largestMetadataBytes = Math.max(tally.largestMetadataBytes, Buffer.byteLength(JSON.stringify(resolved.data) ?? ''));
          }
        }
        await send('auth', method, `/auth/v1${path.startsWith('/') ? path : `/${path}`}`, headers, text);
      }),
      fuzzParameters(RUNS.auth),
    );
    const statuses = Object.keys(tallyFor('auth').statuses).map(Number);
    expect(statuses.some((status) => status < 300)).toBe(true);
    expect(statuses.some((status) => status >= 400)).toBe(true);
  });

  it(`survives ${fuzzParameters(RUNS.functions).numRuns} hostile /functions/v1 requests`, async () => {
    const text = (max: number) => fc.oneof(fc.string({ maxLength: max }), fc.string({ unit: 'grapheme', maxLength: max }), fc.stringMatching(/^[a-z0-9]{20,120}$/));
    const request = fc.record(
      {
        niche: usually(text(60).filter((value) => value.trim() !== ''), hostileJsonValue()),
        topic: fc.oneof(text(300), hostileJsonValue(), fc.constant(null)),
        website: fc.oneof(fc.constantFrom('', 'https://example.com', 'green-oven.co.uk', 'javascript:alert(1)', 'http://127.0.0.1:1/'), text(40), hostileJsonValue()),
        mood: usually(fc.constantFrom(...MOOD_VALUES), hostileJsonValue()),
        language: usually(fc.constantFrom(...LANGUAGE_CODES), hostileJsonValue()),
        imageData: fc.oneof(
          { arbitrary: fc.constant(null), weight: 4 },
          fc.constantFrom(TINY_PNG, 'data:image/png;base64,', 'data:image/png;base64,!!!', 'data:text/html;base64,PGI+', 'data:video/mp4;base64,AAAA', 'not a data url'),
          hostileJsonValue(),
        ),
      },
      { requiredKeys: ['niche'] },
    );
    const deepTopic = fc.integer({ min: 1000, max: 6000 }).map((depth) => `{"niche":"x","mood":"casual","language":"en","topic":${nestedJson(depth, 'array')}}`);
    const body = fc.oneof({ arbitrary: request.map((value) => JSON.stringify(value)), weight: 4 }, deepTopic, hostileRawBody());
    const path = fc.oneof(
      { arbitrary: fc.constant('/generate-content'), weight: 8 },
      fc.constantFrom('/generate-content/', '/GENERATE-CONTENT', '/other-function', '/generate-content?x=1'),
      fc.webPath(),
    );
    const method = fc.oneof({ arbitrary: fc.constant('POST'), weight: 8 }, fc.constantFrom('GET', 'PUT', 'OPTIONS', 'DELETE'));
    await fc.assert(
      fc.asyncProperty(method, path, headersArbitrary(usually(fc.constant('application/json'), fc.constantFrom('text/plain', 'multipart/form-data'))), body, async (chosenMethod, chosenPath, headers, chosenBody) => {
        await send('functions', chosenMethod, `/functions/v1${chosenPath.startsWith('/') ? chosenPath : `/${chosenPath}`}`, headers, chosenBody);
      }),
      fuzzParameters(RUNS.functions),
    );
    const statuses = Object.keys(tallyFor('functions').statuses).map(Number);
    expect(statuses).toContain(200);
    expect(statuses.some((status) => status >= 400)).toBe(true);
  });

  it('is still up, and the victim can still sign in and read their own data', async () => {
    const client = server.client();
    const { error } = await client.auth.signInWithPassword({ email: victim.email, password: victim.password });
    expect(error).toBeNull();
    const { data } = await client.from('saved_posts').select('caption');
    expect(data).toHaveLength(1);
  });
});
