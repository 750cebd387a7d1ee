import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEDIA_MAX_DIMENSION } from '../../src/shared/limits';
import { ERRORS } from '../../src/shared/texts';
import { MEDIA_NOTICES } from '../../src/server/captions/media';
import { createProviderCaptionEngine } from '../../src/server/captions/providers/provider-engine';
import { silentLogger } from '../../src/server/logger';
import { FAKE_NICHE, FAKE_WEBSITE, generationRequest, startFakeAiProvider, type FakeAiProvider } from '../support/fake-ai-provider';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The endpoint around the engine: who may call it, the per-user rate limit (a failure gives its
 * token back), media on its way to the provider, and aborting the provider call when the client
 * goes away.
 */

const hasFfmpeg = (() => {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

function makeVideo(extension: 'mp4' | 'mov'): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'captioncraft-test-video-'));
  try {
    const file = path.join(dir, `clip.${extension}`);
    execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=10', '-t', '2', '-pix_fmt', 'yuv420p', file]);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

const request = (overrides: Record<string, unknown> = {}) => generationRequest({ topic: 'our new single-origin roast', ...overrides });

/** The first data URL of an image the provider was sent, decoded. */
function sentImage(raw: string): Buffer | undefined {
  const match = /data:image\/jpeg;base64,([A-Za-z0-9+/=]+)/.exec(raw);
  return match ? Buffer.from(match[1], 'base64') : undefined;
}

let fake: FakeAiProvider;
let userCount = 0;

async function signedInClient(server: TestServer): Promise<{ supabase: SupabaseClient; accessToken: string }> {
  const supabase = server.client();
  userCount += 1;
  const { data, error } = await supabase.auth.signUp({ email: `user${userCount}@example.com`, password: 'secret123' });
  expect(error).toBeNull();
  return { supabase, accessToken: data.session!.access_token };
}

async function invoke(supabase: SupabaseClient, body: Record<string, unknown>) {
  const { data, error } = await supabase.functions.invoke('generate-content', { body });
  if (!error) return { status: 200, body: data as Record<string, unknown>, headers: new Headers() };
  const response = error.context as Response;
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers };
}

beforeAll(async () => {
  fake = await startFakeAiProvider();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('generate-content around the engine', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('sqlite', {
      env: {
        CAPTION_PROVIDER: 'openai',
        CAPTION_API_KEY: 'test-key',
        CAPTION_BASE_URL: `${fake.url}/v1`,
        GENERATE_RATE_LIMIT_PER_MINUTE: '2',
      },
    });
    await server.listen();
  });
  afterAll(() => server.close());

  it('answers 401 without an apikey, with a wrong one, signed out, or with a bad token', async () => {
    const url = `${server.url}/functions/v1/generate-content`;
    const post = (headers: Record<string, string>) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(request()) });

    const noKey = await post({});
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toEqual({ error: 'No API key found in request', code: 'no_api_key' });

    const wrongKey = await post({ apikey: 'wrong' });
    expect(await wrongKey.json()).toEqual({ error: 'Invalid API key', code: 'invalid_api_key' });

    const signedOut = await invoke(server.client(), request());
    expect(signedOut).toMatchObject({ status: 401, body: { error: 'Please sign in to generate captions.', code: 'not_signed_in' } });

    const badToken = await post({ apikey: server.anonKey, authorization: 'Bearer not.a.jwt' });
    expect(badToken.status).toBe(401);
    expect(await badToken.json()).toEqual({ error: 'Your session has ended. Please sign in again.', code: 'invalid_session' });
    expect(fake.requests).toHaveLength(0);
  });

  it('answers 404 for another function', async () => {
    const { supabase } = await signedInClient(server);
    const { error } = await supabase.functions.invoke('something-else', { body: {} });
    const response = error!.context as Response;
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'There is no such function.', code: 'not_found' });
  });

  it('limits each user, answering 429 with Retry-After, without calling the provider', async () => {
    const first = await signedInClient(server);
    expect((await invoke(first.supabase, request())).status).toBe(200);
    expect((await invoke(first.supabase, request())).status).toBe(200);
    const limited = await invoke(first.supabase, request());
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: ERRORS.rateLimited, code: 'rate_limited' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(fake.requests).toHaveLength(2);

    // Another user has a limit of their own.
    const second = await signedInClient(server);
    expect((await invoke(second.supabase, request())).status).toBe(200);
  });

  it('does not count a failed generation against the limit', async () => {
    const { supabase } = await signedInClient(server);
    fake.enqueue('server-error', 'bad-key', { kind: 'rate-limited', retryAfterSeconds: 3 }, 'out-of-credits');
    expect((await invoke(supabase, request())).status).toBe(502);
    expect((await invoke(supabase, request())).status).toBe(502);
    expect((await invoke(supabase, request())).status).toBe(429);
    expect((await invoke(supabase, request())).status).toBe(402);
    expect((await invoke(supabase, request())).status).toBe(200);
    expect((await invoke(supabase, request())).status).toBe(200);
    expect((await invoke(supabase, request())).body.code).toBe('rate_limited');
  });

  it('gives the provider the niche, topic, website and mood, and checks the captions use the website', async () => {
    const { supabase } = await signedInClient(server);
    const outcome = await invoke(supabase, request({ website: FAKE_WEBSITE, mood: 'educational' }));
    expect(outcome.status).toBe(200);
    const sent = fake.requests[0].raw;
    for (const part of [`Niche: ${FAKE_NICHE}`, 'Topic: our new single-origin roast', `Website: ${FAKE_WEBSITE}`, 'Mood of every caption: educational.']) {
      expect(sent).toContain(part);
    }

    // A website the captions never mention is a problem the repair call names.
    fake.reset();
    fake.enqueue('good', 'good');
    const unmentioned = await invoke(supabase, request({ website: 'otherroasters.com' }));
    expect(unmentioned).toMatchObject({ status: 502, body: { code: 'invalid_output' } });
    expect(fake.requests[1].raw).toContain('No caption mentions the website otherroasters.com');
  });

  it('sends a photo as a JPEG of at most 1568 px, turned upright', async () => {
    const { supabase } = await signedInClient(server);
    // 3000×2000 with EXIF orientation 6 (rotate 90°): upright it is 2000 wide and 3000 high.
    const photo = await sharp({ create: { width: 3000, height: 2000, channels: 4, background: { r: 200, g: 120, b: 40, alpha: 0.5 } } })
      .png()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const outcome = await invoke(supabase, request({ imageData: dataUrl('image/png', photo) }));
    expect(outcome.status).toBe(200);
    expect(outcome.body.notice).toBeUndefined();
    const sent = sentImage(fake.requests[0].raw);
    expect(sent).toBeDefined();
    const metadata = await sharp(sent).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.height).toBe(MEDIA_MAX_DIMENSION);
    expect(metadata.width).toBe(Math.round((2000 * MEDIA_MAX_DIMENSION) / 3000));
    expect(fake.requests[0].raw).toContain('The attached image is the photo of the post.');
  });

  it("tells the provider that a JPEG sent with mediaKind 'video' is a video's frame (issue 15)", async () => {
    const { supabase } = await signedInClient(server);
    const frame = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366ff' } }).jpeg().toBuffer();
    const outcome = await invoke(supabase, request({ imageData: dataUrl('image/jpeg', frame), mediaKind: 'video' }));
    expect(outcome.status).toBe(200);
    expect(outcome.body.notice).toBeUndefined();
    expect(fake.requests[0].raw).toContain('a frame of the video of the post: write about the video, not about a photo');
    expect(fake.requests[0].raw).not.toContain('the photo of the post');
  });

  it('sends the first frame of a GIF as a JPEG', async () => {
    const { supabase } = await signedInClient(server);
    const gif = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366ff' } }).gif().toBuffer();
    const outcome = await invoke(supabase, request({ imageData: dataUrl('image/gif', gif) }));
    expect(outcome.status).toBe(200);
    const metadata = await sharp(sentImage(fake.requests[0].raw)).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
  });

  it.skipIf(!hasFfmpeg)('sends a frame of a video to a provider that takes no video', async () => {
    const { supabase } = await signedInClient(server);
    const outcome = await invoke(supabase, request({ imageData: dataUrl('video/quicktime', makeVideo('mov')) }));
    expect(outcome.status).toBe(200);
    expect(outcome.body.notice).toBeUndefined();
    const metadata = await sharp(sentImage(fake.requests[0].raw)).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 640, height: 360 });
    expect(fake.requests[0].raw).toContain('a frame of the video');
    expect(fake.requests[0].raw).not.toContain('video/quicktime');
  });

  it('aborts the provider call when a streaming client goes away, and gives the token back', async () => {
    const { accessToken } = await signedInClient(server);
    fake.setDefault({ kind: 'good', chunkChars: 8, chunkDelayMs: 100 });
    const controller = new AbortController();
    const response = await fetch(`${server.url}/functions/v1/generate-content`, {
      method: 'POST',
      headers: { apikey: server.anonKey, authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(request()),
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    let received = '';
    while (!received.includes('event: partial')) {
      const { value, done } = await reader.read();
      if (done) break;
      received += new TextDecoder().decode(value);
    }
    expect(received).toContain('event: partial');
    controller.abort();
    await vi.waitFor(() => expect(fake.closedEarly).toBe(1), { timeout: 10_000 });

    // The aborted generation did not count: two more fit in the limit of 2.
    fake.setDefault('good');
    const post = () =>
      fetch(`${server.url}/functions/v1/generate-content`, {
        method: 'POST',
        headers: { apikey: server.anonKey, authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(request()),
      });
    await vi.waitFor(async () => expect((await post()).status).toBe(200));
    expect((await post()).status).toBe(200);
  });

  it('aborts the provider call when a JSON client goes away', async () => {
    const { accessToken } = await signedInClient(server);
    fake.enqueue({ kind: 'slow-first-byte', delayMs: 20_000 });
    const controller = new AbortController();
    const pending = fetch(`${server.url}/functions/v1/generate-content`, {
      method: 'POST',
      headers: { apikey: server.anonKey, authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(request()),
      signal: controller.signal,
    }).catch((error: unknown) => error);
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1), { timeout: 10_000 });
    controller.abort();
    expect(await pending).toBeInstanceOf(Error);
    await vi.waitFor(() => expect(fake.closedEarly).toBe(1), { timeout: 10_000 });
  });
});

describe('generate-content and video by provider', () => {
  it.skipIf(!hasFfmpeg)('sends the video itself to Gemini, QuickTime as video/mov', async () => {
    const server = await startTestServer('sqlite', {
      env: { CAPTION_PROVIDER: 'google', CAPTION_API_KEY: 'test-key', CAPTION_BASE_URL: `${fake.url}/v1beta` },
    });
    try {
      const { supabase } = await signedInClient(server);
      const video = makeVideo('mov');
      const outcome = await invoke(supabase, request({ imageData: dataUrl('video/quicktime', video) }));
      expect(outcome.status).toBe(200);
      expect(fake.requests[0].protocol).toBe('gemini');
      expect(fake.requests[0].raw).toContain('"mimeType":"video/mov"');
      expect(fake.requests[0].raw).toContain(video.toString('base64').slice(0, 200));
    } finally {
      await server.close();
    }
  });

  it('goes on without the video, and says so, when there is no ffmpeg', async () => {
    const server = await startTestServer('sqlite', {
      captions: createProviderCaptionEngine({
        provider: 'anthropic',
        apiKey: 'test-key',
        baseUrl: `${fake.url}/v1`,
        timeoutMs: 10_000,
        logger: silentLogger,
        ffmpegPath: '/nonexistent/ffmpeg',
      }),
    });
    try {
      const { supabase } = await signedInClient(server);
      const mp4Header = Buffer.from([0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32, 0, 0, 0, 0]);
      const outcome = await invoke(supabase, request({ imageData: dataUrl('video/mp4', mp4Header) }));
      expect(outcome.status).toBe(200);
      expect(outcome.body.notice).toBe(MEDIA_NOTICES.videoNotUsed);
      expect(outcome.body.captions).toHaveLength(5);
      expect(fake.requests[0].protocol).toBe('anthropic-messages');
      expect(fake.requests[0].raw).not.toContain('base64');
    } finally {
      await server.close();
    }
  });

  it('writes captions offline by default, and says so', async () => {
    const server = await startTestServer('sqlite');
    try {
      const { supabase } = await signedInClient(server);
      const outcome = await invoke(supabase, request());
      expect(outcome.status).toBe(200);
      expect(outcome.body.captions).toHaveLength(5);
      expect(outcome.body.source).toBe('offline');
      expect(fake.requests).toHaveLength(0);
    } finally {
      await server.close();
    }
  });
});
