import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_NICHE, generationRequest, startFakeAiProvider, type FakeAiProvider } from '../support/fake-ai-provider';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { useTempDirs } from '../support/temp-dirs';

/**
 * SIGTERM to a real server process (the bundled build) in the middle of a streamed generation
 * from a slow provider and of a burst of saves: every save answered 201 is in the database after
 * a restart, the stream ends with its `result` (or, past SHUTDOWN_TIMEOUT_MS, a clean `error`
 * event), and the process exits 0. Timings are printed, never asserted.
 */
const TEST_TIMEOUT_MS = 120_000;

interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

/** Reads an event stream to its end; `onEvent` sees each event as it comes. */
async function readEvents(response: Response, onEvent: (event: SseEvent) => void): Promise<SseEvent[]> {
  const events: SseEvent[] = [];
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffered += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffered.indexOf('\n\n')) >= 0) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.replace(/^data: ?/, ''))
        .join('\n');
      const parsed = { event, data: JSON.parse(data) as Record<string, unknown> };
      events.push(parsed);
      onEvent(parsed);
    }
  }
  return events;
}

async function signUp(server: ServerProcess, email: string): Promise<string> {
  const { data, error } = await server.client().auth.signUp({ email, password: 'secret123' });
  if (error || !data.session) throw new Error(`sign-up failed: ${error?.message}`);
  return data.session.access_token;
}

function startStream(server: ServerProcess, accessToken: string): Promise<Response> {
  return server.request('/functions/v1/generate-content', {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, accept: 'text/event-stream', 'content-type': 'application/json' },
    body: JSON.stringify(generationRequest()),
  });
}

/** One save; its id when the server acknowledged it (201), undefined when refused or cut off. */
async function save(server: ServerProcess, accessToken: string, userId: string, index: number): Promise<string | undefined> {
  try {
    const response = await server.request('/rest/v1/saved_posts', {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', prefer: 'return=representation' },
      body: JSON.stringify({ user_id: userId, caption: `Burst caption ${index} about ${FAKE_NICHE}`, hashtags: ['coffee'], mood: 'playful' }),
    });
    if (response.status !== 201) return undefined;
    const [row] = (await response.json()) as Array<{ id: string }>;
    return row.id;
  } catch {
    return undefined;
  }
}

function userIdOf(accessToken: string): string {
  return JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()).sub as string;
}

describe('graceful shutdown of a server process', () => {
  const freshDir = useTempDirs('captioncraft-shutdown');
  let fake: FakeAiProvider;
  beforeAll(async () => {
    fake = await startFakeAiProvider();
  });
  afterAll(() => fake.close());

  const serverEnv = (dataDir: string, shutdownTimeoutMs: number) => ({
    DATA_DIR: dataDir,
    CAPTION_PROVIDER: 'openai-compatible',
    CAPTION_BASE_URL: `${fake.url}/v1`,
    SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs),
    GENERATE_RATE_LIMIT_PER_MINUTE: '100',
  });

  it(
    'on SIGTERM finishes the stream with its result, keeps every acknowledged save and exits 0',
    async () => {
      const dataDir = freshDir();
      // About 90 chunks 50 ms apart: a stream of ~4.5 s.
      fake.setDefault({ kind: 'good', chunkChars: 20, chunkDelayMs: 50 });
      const server = await startServerProcess(serverEnv(dataDir, 30_000));
      let restarted: ServerProcess | undefined;
      try {
        const accessToken = await signUp(server, 'shutdown@example.com');
        const userId = userIdOf(accessToken);

        let firstPartial!: () => void;
        const partialSeen = new Promise<void>((resolve) => (firstPartial = resolve));
        const stream = startStream(server, accessToken).then((response) =>
          readEvents(response, (event) => event.event === 'partial' && firstPartial()),
        );
        await partialSeen;

        // A burst of saves; SIGTERM once a few have been answered, the rest still arriving.
        const saves: Array<Promise<string | undefined>> = [];
        let signalled = 0;
        const acknowledgedBeforeSignal: Array<string | undefined> = [];
        for (let index = 0; index < 40; index++) {
          saves.push(save(server, accessToken, userId, index));
          if (index === 10) {
            acknowledgedBeforeSignal.push(...(await Promise.all(saves.slice(0, 5))));
            signalled = performance.now();
            server.signal('SIGTERM');
          }
        }
        const saved = (await Promise.all(saves)).filter((id): id is string => id !== undefined);
        const events = await stream;
        const streamEndedMs = performance.now() - signalled;
        const exitCode = await server.exited;
        const exitedMs = performance.now() - signalled;
        console.info(`shutdown with a stream in flight: stream ended ${Math.round(streamEndedMs)} ms and process exited ${Math.round(exitedMs)} ms after SIGTERM; ${saved.length}/40 saves acknowledged`);

        expect(exitCode).toBe(0);
        expect(events.at(-1)?.event).toBe('result');
        expect((events.at(-1)?.data.captions as string[]).length).toBe(5);
        expect(acknowledgedBeforeSignal.every(Boolean)).toBe(true);
        expect(saved.length).toBeGreaterThanOrEqual(5);
        // The process's whole output is log lines, one JSON object each (LOG_FORMAT=json).
        const logLines = server.output().trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
        expect(logLines.map((line) => line.message)).toEqual(expect.arrayContaining(['request', 'shutting down', 'stopped']));
        expect(server.output()).not.toContain(accessToken);

        restarted = await startServerProcess(serverEnv(dataDir, 30_000));
        const client = restarted.client();
        const signedIn = await client.auth.signInWithPassword({ email: 'shutdown@example.com', password: 'secret123' });
        expect(signedIn.error).toBeNull();
        const listed = await client.from('saved_posts').select('id');
        expect(listed.error).toBeNull();
        const kept = new Set((listed.data ?? []).map((row: { id: string }) => row.id));
        for (const id of saved) expect(kept.has(id)).toBe(true);
      } finally {
        await server.stop();
        await restarted?.stop();
        fake.reset();
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'ends a stream that outlasts SHUTDOWN_TIMEOUT_MS with a clean error event, then exits 0',
    async () => {
      // About 90 chunks 300 ms apart: a stream of ~27 s, far past the 1.5 s deadline.
      fake.setDefault({ kind: 'good', chunkChars: 20, chunkDelayMs: 300 });
      const server = await startServerProcess(serverEnv(freshDir(), 1_500));
      try {
        const accessToken = await signUp(server, 'deadline@example.com');
        let firstPartial!: () => void;
        const partialSeen = new Promise<void>((resolve) => (firstPartial = resolve));
        const stream = startStream(server, accessToken).then((response) =>
          readEvents(response, (event) => event.event === 'partial' && firstPartial()),
        );
        await partialSeen;
        const signalled = performance.now();
        server.signal('SIGTERM');
        const events = await stream;
        const streamEndedMs = performance.now() - signalled;
        const exitCode = await server.exited;
        console.info(`shutdown past the deadline (1500 ms): error event ${Math.round(streamEndedMs)} ms, exit ${Math.round(performance.now() - signalled)} ms after SIGTERM`);

        expect(exitCode).toBe(0);
        expect(events.at(-1)).toEqual({
          event: 'error',
          data: { error: 'The server is restarting. Please try again in a moment.', code: 'server_restarting', status: 503, retryAfterSeconds: 5 },
        });
        expect(events.filter((event) => event.event === 'result')).toHaveLength(0);
      } finally {
        await server.stop();
        fake.reset();
      }
    },
    TEST_TIMEOUT_MS,
  );
});
