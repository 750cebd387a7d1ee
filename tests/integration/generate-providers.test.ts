import type { SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERRORS } from '../../src/shared/texts';
import { MEDIA_NOTICES } from '../../src/server/captions/media';
import { createLogger } from '../../src/server/logger';
import {
  FAKE_CAPTION_SETS,
  generationRequest,
  PUNCTUATED_HASHTAGS_NORMALISED,
  startFakeAiProvider,
  type FakeAiProvider,
  type FakeScript,
  type FakeScriptKind,
} from '../support/fake-ai-provider';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Every provider through the real endpoint on a loopback socket, against the fake provider
 * speaking that provider's wire protocol, with each scripted answer, both ways the app asks:
 * JSON through `supabase.functions.invoke` (the app's fallback), and Server-Sent Events through
 * plain `fetch` (the app's streaming reader, src/client/lib/generate-content.ts), whose bytes on
 * the wire are checked frame by frame. Status, `{error, code}` and Retry-After are read from the
 * real HTTP answer.
 */

const PROVIDERS = ['openai', 'anthropic', 'google', 'openai-compatible'] as const;
const MODES = ['json', 'sse'] as const;
type Mode = (typeof MODES)[number];
const SECRET_IN_PROVIDER_MESSAGES = 'sk-fake-should-not-leak';
const API_KEY = 'test-provider-key-123';

interface PartialEvent {
  captions: string[];
  hashtags: string[];
}

interface Outcome {
  status: number;
  body: Record<string, unknown>;
  retryAfter: string | null;
  partials: PartialEvent[];
  rawText: string;
}

/** What our server writes for one event (hono's writeSSE): an event line, one data line of JSON, a blank line. */
const SSE_FRAME = /event: (partial|result|error)\ndata: ([^\n]*)\n\n/y;

/** Splits an event-stream body into events, failing on any byte that is not a whole frame. */
function parseEvents(text: string): Array<{ event: string; data: string }> {
  const events: Array<{ event: string; data: string }> = [];
  SSE_FRAME.lastIndex = 0;
  while (SSE_FRAME.lastIndex < text.length) {
    const at = SSE_FRAME.lastIndex;
    const frame = SSE_FRAME.exec(text);
    if (!frame) throw new Error(`not a whole event frame at byte ${at}: ${JSON.stringify(text.slice(at, at + 80))}`);
    events.push({ event: frame[1], data: frame[2] });
  }
  return events;
}

/** The events of a stream: partials, then exactly one result or error, last. */
function readEventStream(rawText: string): Omit<Outcome, 'retryAfter'> & { retryAfter: string | null } {
  const events = parseEvents(rawText);
  const last = events.at(-1)!;
  expect(['result', 'error']).toContain(last.event);
  expect(events.slice(0, -1).every((event) => event.event === 'partial')).toBe(true);
  const partials = events.slice(0, -1).map((event) => JSON.parse(event.data) as PartialEvent);
  const payload = JSON.parse(last.data) as Record<string, unknown>;
  if (last.event === 'result') return { status: 200, body: payload, retryAfter: null, partials, rawText };
  expect(Object.keys(payload).sort()).toEqual(
    payload.retryAfterSeconds === undefined ? ['code', 'error', 'status'] : ['code', 'error', 'retryAfterSeconds', 'status'],
  );
  const retryAfterSeconds = payload.retryAfterSeconds;
  return {
    status: payload.status as number,
    body: { error: payload.error, code: payload.code },
    retryAfter: typeof retryAfterSeconds === 'number' ? String(retryAfterSeconds) : null,
    partials,
    rawText,
  };
}

async function errorOutcome(response: Response): Promise<Outcome> {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const rawText = await response.text();
  return { status: response.status, body: JSON.parse(rawText), retryAfter: response.headers.get('retry-after'), partials: [], rawText };
}

interface Caller {
  supabase: SupabaseClient;
  accessToken: string;
  server: TestServer;
}

/** JSON through supabase-js, as the app's fallback asks. */
async function invokeJson({ supabase }: Caller, body: Record<string, unknown>): Promise<Outcome> {
  const { data, error } = await supabase.functions.invoke('generate-content', { body });
  if (error) return errorOutcome(error.context as Response);
  return { status: 200, body: data, retryAfter: null, partials: [], rawText: JSON.stringify(data) };
}

/** Server-Sent Events through plain fetch on the socket, as the app's streaming reader asks. */
async function fetchEventStream({ server, accessToken }: Caller, body: Record<string, unknown>): Promise<Outcome> {
  const response = await fetch(`${server.url}/functions/v1/generate-content`, {
    method: 'POST',
    headers: { apikey: server.anonKey, authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(body),
  });
  if (!response.ok) return errorOutcome(response);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  expect(response.headers.get('x-accel-buffering')).toBe('no');
  return readEventStream(await response.text());
}

function generate(caller: Caller, mode: Mode, body: Record<string, unknown>): Promise<Outcome> {
  return mode === 'json' ? invokeJson(caller, body) : fetchEventStream(caller, body);
}

/** Hashtag characters platforms link (output-rules.ts normaliseHashtags). */
const LINKABLE_HASHTAG = /^[\p{L}\p{M}\p{N}_]*\p{L}[\p{L}\p{M}\p{N}_]*$/u;

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#aa6633' } }).png().toBuffer();
/** The opening of an mp4 (ftyp mp42): enough to pass validation, sent as it is to Gemini. */
const MP4_HEADER = Buffer.from([0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32, 0, 0, 0, 0, 0x6d, 0x70, 0x34, 0x32, 0x69, 0x73, 0x6f, 0x6d]);

async function signUp(server: TestServer, email: string): Promise<Caller> {
  const supabase = server.client();
  const { data, error } = await supabase.auth.signUp({ email, password: 'secret123' });
  expect(error).toBeNull();
  return { supabase, accessToken: data.session!.access_token, server };
}

let fake: FakeAiProvider;
const logLines: string[] = [];

beforeAll(async () => {
  fake = await startFakeAiProvider();
});
afterAll(() => fake.close());

describe.each(PROVIDERS)('generate-content with CAPTION_PROVIDER=%s', (provider) => {
  let server: TestServer;
  let caller: Caller;

  beforeAll(async () => {
    server = await startTestServer('sqlite', {
      env: {
        CAPTION_PROVIDER: provider,
        CAPTION_API_KEY: API_KEY,
        CAPTION_BASE_URL: `${fake.url}/v1`,
        CAPTION_TIMEOUT_MS: '500',
        GENERATE_RATE_LIMIT_PER_MINUTE: '1000',
      },
      logger: createLogger('debug', (line) => logLines.push(line)),
    });
    await server.listen();
    caller = await signUp(server, `${provider}@example.com`);
  });
  afterAll(() => server.close());
  beforeEach(() => fake.reset());

  describe.each(MODES)('answering %s', (mode) => {
    const streamed = mode === 'sse';

    async function run(scripts: Array<FakeScriptKind | FakeScript>, overrides: Record<string, unknown> = {}) {
      fake.enqueue(...scripts);
      const outcome = await generate(caller, mode, generationRequest(overrides));
      expect(outcome.rawText).not.toContain(SECRET_IN_PROVIDER_MESSAGES);
      expect(outcome.rawText).not.toContain(API_KEY);
      expect(logLines.join('\n')).not.toContain(SECRET_IN_PROVIDER_MESSAGES);
      return outcome;
    }

    it('answers five captions and the hashtags from a good answer', async () => {
      const outcome = await run(['good']);
      expect(outcome.status).toBe(200);
      expect(outcome.body).toEqual({ captions: FAKE_CAPTION_SETS.en.captions, hashtags: FAKE_CAPTION_SETS.en.hashtags });
      expect(fake.requests).toHaveLength(1);
      expect(fake.requests[0].streamed).toBe(streamed);
      if (streamed) {
        expect(outcome.partials.length).toBeGreaterThan(1);
        const lastPartial = outcome.partials.at(-1)!;
        expect(FAKE_CAPTION_SETS.en.captions[0].startsWith(lastPartial.captions[0].slice(0, 20))).toBe(true);
      }
    });

    it('tells the provider the language by name and script, and writes in it', async () => {
      const outcome = await run(['good'], { language: 'hi' });
      expect(outcome.status).toBe(200);
      expect(outcome.body.captions).toEqual(FAKE_CAPTION_SETS.hi.captions);
      expect(fake.requests[0].raw).toContain('Hindi, written in the Devanagari script');
    });

    it('reads JSON wrapped in a markdown fence without a repair', async () => {
      const outcome = await run(['fenced']);
      expect(outcome.status).toBe(200);
      expect(outcome.body.captions).toEqual(FAKE_CAPTION_SETS.en.captions);
      expect(fake.requests).toHaveLength(1);
    });

    it('repairs an answer with four captions once, listing the problem', async () => {
      const outcome = await run(['four-captions', 'good']);
      expect(outcome.status).toBe(200);
      expect(outcome.body.captions).toHaveLength(5);
      expect(fake.requests).toHaveLength(2);
      expect(fake.requests[1].raw).toContain('There must be exactly 5 captions; there are 4.');
    });

    it('repairs captions in the wrong language once', async () => {
      const outcome = await run(['wrong-language', 'good']);
      expect(outcome.status).toBe(200);
      expect(outcome.body.captions).toEqual(FAKE_CAPTION_SETS.en.captions);
      expect(fake.requests).toHaveLength(2);
    });

    it('answers 502 when the output is still wrong after the repair', async () => {
      const outcome = await run(['wrong-language', 'wrong-language']);
      expect(outcome.status).toBe(502);
      expect(outcome.body.code).toBe('invalid_output');
      expect(fake.requests).toHaveLength(2);
    });

    it('answers 502 when the provider does not write JSON twice', async () => {
      const outcome = await run(['not-json', 'not-json']);
      expect(outcome.status).toBe(502);
      expect(outcome.body.code).toBe('invalid_output');
    });

    it("passes the provider's rate limit on as 429 with its Retry-After", async () => {
      const outcome = await run([{ kind: 'rate-limited', retryAfterSeconds: 7 }]);
      expect(outcome.status).toBe(429);
      expect(outcome.body).toEqual({ error: ERRORS.rateLimited, code: 'provider_rate_limited' });
      expect(outcome.retryAfter).toBe('7');
      expect(fake.requests).toHaveLength(1);
    });

    it('answers 429 with a default Retry-After when the provider gives none', async () => {
      const outcome = await run(['rate-limited']);
      expect(outcome.status).toBe(429);
      expect(outcome.retryAfter).toBe('30');
    });

    it('answers 402 when the provider account is out of credits', async () => {
      const outcome = await run(['out-of-credits']);
      expect(outcome.status).toBe(402);
      expect(outcome.body).toEqual({ error: ERRORS.creditsDepleted, code: 'out_of_credits' });
    });

    it.skipIf(provider === 'google')("answers 402 for the provider's own insufficient-quota error", async () => {
      const outcome = await run(['insufficient-quota']);
      expect(outcome.status).toBe(402);
      expect(outcome.body.code).toBe('out_of_credits');
    });

    it('answers 502 when the provider rejects our key', async () => {
      const outcome = await run(['bad-key']);
      expect(outcome.status).toBe(502);
      expect(outcome.body.code).toBe('provider_key_rejected');
    });

    it('answers 502 when the provider fails', async () => {
      const outcome = await run(['server-error']);
      expect(outcome.status).toBe(502);
      expect(outcome.body.code).toBe('provider_unavailable');
    });

    it('answers 504 when the provider is slower than the timeout', async () => {
      const outcome = await run([{ kind: 'slow-first-byte', delayMs: 3000 }]);
      expect(outcome.status).toBe(504);
      expect(outcome.body.code).toBe('provider_timeout');
    });

    it('answers 502 when the provider drops the connection', async () => {
      const outcome = await run(['dropped']);
      expect(outcome.status).toBe(502);
      expect(outcome.body.code).toBe('provider_unavailable');
    });

    it("keeps only the hashtags' letters, digits and underscores, dropping the tags that become repeats", async () => {
      const outcome = await run(['punctuated-hashtags']);
      expect(outcome.status).toBe(200);
      expect(outcome.body.hashtags).toEqual(PUNCTUATED_HASHTAGS_NORMALISED);
      for (const partial of outcome.partials) {
        for (const tag of partial.hashtags) expect(tag).toMatch(LINKABLE_HASHTAG);
        expect(new Set(partial.hashtags).size).toBe(partial.hashtags.length);
      }
      if (streamed) expect(outcome.partials.at(-1)!.hashtags).toEqual(PUNCTUATED_HASHTAGS_NORMALISED);
    });

    it.runIf(streamed)('streams each partial as the whole answer so far, starting over for the repair', async () => {
      const outcome = await run(['wrong-language', 'good']);
      expect(outcome.status).toBe(200);
      const final = outcome.body as unknown as PartialEvent;
      // The wrong first answer, then one empty partial that clears it, then the repaired answer.
      const reset = outcome.partials.findIndex((partial, index) => index > 0 && partial.captions.length === 0 && partial.hashtags.length === 0);
      expect(reset).toBeGreaterThan(0);
      const failed = outcome.partials.slice(0, reset);
      const repaired = outcome.partials.slice(reset + 1);
      expect(failed.some((partial) => /\p{scx=Devanagari}/u.test(partial.captions.join('')))).toBe(true);
      expect(repaired.length).toBeGreaterThan(1);
      for (const partial of repaired) {
        expect(partial.captions.length).toBeLessThanOrEqual(5);
        partial.captions.forEach((caption, index) => expect(final.captions[index].startsWith(caption)).toBe(true));
        partial.hashtags.forEach((tag) => expect(final.hashtags.some((whole) => whole.startsWith(tag))).toBe(true));
      }
      expect(repaired.at(-1)).toEqual({ captions: final.captions, hashtags: final.hashtags });
    });

    it('goes on without a photo the provider refuses, and says so', async () => {
      const outcome = await run(['media-refused', 'good'], { imageData: dataUrl('image/png', photo) });
      expect(outcome.status).toBe(200);
      expect(outcome.body.notice).toBe(MEDIA_NOTICES.photoRefused);
      expect(outcome.body.captions).toEqual(FAKE_CAPTION_SETS.en.captions);
      expect(fake.requests).toHaveLength(2);
      // A JPEG's base64 opens with "/9j/": sent the first time, left out the second.
      expect(fake.requests[0].raw).toContain('/9j/');
      expect(fake.requests[1].raw).not.toContain('/9j/');
      expect(fake.requests[1].raw).not.toContain('The attached image');
    });

    it.runIf(provider === 'google')('goes on without a video Gemini refuses, and says so', async () => {
      const outcome = await run(['media-refused', 'good'], { imageData: dataUrl('video/mp4', MP4_HEADER) });
      expect(outcome.status).toBe(200);
      expect(outcome.body.notice).toBe(MEDIA_NOTICES.videoNotUsed);
      expect(fake.requests).toHaveLength(2);
      expect(fake.requests[0].raw).toContain('"mimeType":"video/mp4"');
      expect(fake.requests[1].raw).not.toContain('video/mp4');
    });

    it('answers 502 when a refusal comes without media to leave out', async () => {
      const outcome = await run(['media-refused']);
      expect(outcome.status).toBe(502);
      expect(outcome.body.code).toBe('provider_unavailable');
      expect(fake.requests).toHaveLength(1);
    });
  });

  it('hands supabase-js the event stream too, when asked through functions.invoke', async () => {
    fake.enqueue('good');
    const { data, error } = await caller.supabase.functions.invoke('generate-content', {
      body: generationRequest(),
      headers: { Accept: 'text/event-stream' },
    });
    expect(error).toBeNull();
    const outcome = readEventStream(await (data as Response).text());
    expect(outcome.partials.length).toBeGreaterThan(1);
    expect(outcome.body).toEqual({ captions: FAKE_CAPTION_SETS.en.captions, hashtags: FAKE_CAPTION_SETS.en.hashtags });
  });

  it.runIf(provider === 'openai')('asks OpenAI not to store the request', async () => {
    fake.enqueue('good');
    await generate(caller, 'json', generationRequest());
    expect(fake.requests[0].protocol).toBe('openai-responses');
    expect(fake.requests[0].body.store).toBe(false);
  });

  it('never sends the bare language code for Odia or Assamese', async () => {
    fake.enqueue('rate-limited', 'rate-limited');
    await generate(caller, 'json', generationRequest({ language: 'or' }));
    await generate(caller, 'json', generationRequest({ language: 'as' }));
    expect(fake.requests[0].raw).toContain('Odia, written in the Oriya script');
    expect(fake.requests[1].raw).toContain('Assamese, written in the Bengali script');
  });
});

/**
 * CAPTION_TIMEOUT_MS is one deadline for the whole generation. The fake holds each answer back
 * before its first byte; every delay is far (≥ 0.6 s) from the deadline, so a busy machine moves
 * no outcome across it.
 */
describe.each(MODES)('the provider deadline, answering %s', (mode) => {
  const TIMEOUT_MS = 2000;
  let server: TestServer;
  let caller: Caller;

  beforeAll(async () => {
    server = await startTestServer('sqlite', {
      env: { CAPTION_PROVIDER: 'openai', CAPTION_API_KEY: API_KEY, CAPTION_BASE_URL: `${fake.url}/v1`, CAPTION_TIMEOUT_MS: String(TIMEOUT_MS) },
    });
    await server.listen();
    caller = await signUp(server, `deadline-${mode}@example.com`);
  });
  afterAll(() => server.close());
  beforeEach(() => fake.reset());

  it('takes a slow answer that comes within the deadline', async () => {
    fake.enqueue({ kind: 'good', delayMs: TIMEOUT_MS / 2 });
    const outcome = await generate(caller, mode, generationRequest());
    expect(outcome.status).toBe(200);
    expect(outcome.body.captions).toEqual(FAKE_CAPTION_SETS.en.captions);
  });

  it('answers 504 when the first answer and its repair together pass the deadline, each within it', async () => {
    fake.enqueue({ kind: 'four-captions', delayMs: 1300 }, { kind: 'good', delayMs: 1300 });
    const outcome = await generate(caller, mode, generationRequest());
    expect(outcome.status).toBe(504);
    expect(outcome.body).toEqual({ error: 'The AI provider took too long to answer. Please try again.', code: 'provider_timeout' });
    expect(fake.requests).toHaveLength(2);
    // The repair call was given up, not left to run on.
    await vi.waitFor(() => expect(fake.closedEarly).toBe(1));
  });
});
