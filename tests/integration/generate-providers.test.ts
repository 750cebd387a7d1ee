import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERRORS } from '../../src/shared/texts';
import { createLogger } from '../../src/server/logger';
import {
  FAKE_CAPTION_SETS,
  generationRequest,
  startFakeAiProvider,
  type FakeAiProvider,
  type FakeScript,
  type FakeScriptKind,
} from '../support/fake-ai-provider';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Every provider through the real endpoint and the real supabase-js client, against the fake
 * provider speaking that provider's wire protocol: JSON answers (the SDK's plain call) and Server-
 * Sent Events (the SDK's streamed call), with each scripted answer.
 */

const PROVIDERS = ['openai', 'anthropic', 'google', 'openai-compatible'] as const;
const MODES = ['json', 'sse'] as const;
type Mode = (typeof MODES)[number];
const SECRET_IN_PROVIDER_MESSAGES = 'sk-fake-should-not-leak';
const API_KEY = 'test-provider-key-123';

interface Outcome {
  status: number;
  body: Record<string, unknown>;
  retryAfter: string | null;
  partials: Array<{ captions: string[]; hashtags: string[] }>;
  rawText: string;
}

function parseEvents(text: string): Array<{ event: string; data: string }> {
  return text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((line) => line.startsWith('event:'))?.slice(6).trim() ?? 'message';
      const data = lines
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).replace(/^ /, ''))
        .join('\n');
      return { event, data };
    });
}

async function generate(supabase: SupabaseClient, mode: Mode, body: Record<string, unknown>): Promise<Outcome> {
  const headers = mode === 'sse' ? { Accept: 'text/event-stream' } : undefined;
  const { data, error } = await supabase.functions.invoke('generate-content', { body, headers });
  if (error) {
    const response = error.context as Response;
    const rawText = await response.text();
    return { status: response.status, body: JSON.parse(rawText), retryAfter: response.headers.get('retry-after'), partials: [], rawText };
  }
  if (mode === 'json') return { status: 200, body: data, retryAfter: null, partials: [], rawText: JSON.stringify(data) };
  const response = data as Response;
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  expect(response.headers.get('x-accel-buffering')).toBe('no');
  const rawText = await response.text();
  const events = parseEvents(rawText);
  const partials = events.filter((event) => event.event === 'partial').map((event) => JSON.parse(event.data));
  const last = events.at(-1)!;
  expect(['result', 'error']).toContain(last.event);
  const payload = JSON.parse(last.data) as Record<string, unknown>;
  if (last.event === 'result') return { status: 200, body: payload, retryAfter: null, partials, rawText };
  const retryAfterSeconds = payload.retryAfterSeconds;
  return {
    status: payload.status as number,
    body: { error: payload.error, code: payload.code },
    retryAfter: typeof retryAfterSeconds === 'number' ? String(retryAfterSeconds) : null,
    partials,
    rawText,
  };
}

let fake: FakeAiProvider;
const logLines: string[] = [];

beforeAll(async () => {
  fake = await startFakeAiProvider();
});
afterAll(() => fake.close());

describe.each(PROVIDERS)('generate-content with CAPTION_PROVIDER=%s', (provider) => {
  let server: TestServer;
  let supabase: SupabaseClient;

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
    supabase = server.client();
    const { error } = await supabase.auth.signUp({ email: `${provider}@example.com`, password: 'secret123' });
    expect(error).toBeNull();
  });
  afterAll(() => server.close());
  beforeEach(() => fake.reset());

  describe.each(MODES)('answering %s', (mode) => {
    const streamed = mode === 'sse';

    async function run(scripts: Array<FakeScriptKind | FakeScript>, overrides: Record<string, unknown> = {}) {
      fake.enqueue(...scripts);
      const outcome = await generate(supabase, mode, generationRequest(overrides));
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
  });

  it.runIf(provider === 'openai')('asks OpenAI not to store the request', async () => {
    fake.enqueue('good');
    await generate(supabase, 'json', generationRequest());
    expect(fake.requests[0].protocol).toBe('openai-responses');
    expect(fake.requests[0].body.store).toBe(false);
  });

  it('never sends the bare language code for Odia or Assamese', async () => {
    fake.enqueue('rate-limited', 'rate-limited');
    await generate(supabase, 'json', generationRequest({ language: 'or' }));
    await generate(supabase, 'json', generationRequest({ language: 'as' }));
    expect(fake.requests[0].raw).toContain('Odia, written in the Oriya script');
    expect(fake.requests[1].raw).toContain('Assamese, written in the Bengali script');
  });
});
