import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_GENERATE_BODY_BYTES, MAX_UPLOAD_BYTES, NICHE_MAX_CHARS } from '../../src/shared/limits';
import { MOOD_VALUES } from '../../src/shared/moods';
import { TOASTS } from '../../src/shared/texts';
import { FAKE_NICHE, generationRequest, startFakeAiProvider, type FakeAiProvider } from '../support/fake-ai-provider';
import { postRaw } from '../support/raw-upload';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Every validation rule of issue 4 through the real endpoint, each with the message a person
 * reads; the provider is never called and the rate limit never charged for a refused request.
 */

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);
const MP4_MAGIC = Buffer.from([0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32]);
/** An iPhone photo's opening: the same container as a video, with image brands (ftyp heic, mif1). */
const HEIC_MAGIC = Buffer.concat([Buffer.from([0x00, 0x00, 0x00, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1')]);

function dataUrl(type: string, bytes: Buffer): string {
  return `data:${type};base64,${bytes.toString('base64')}`;
}

/** A file of `size` bytes that starts with `magic` (the rest zeros). */
function fileOfSize(magic: Buffer, size: number): Buffer {
  const bytes = Buffer.alloc(size);
  magic.copy(bytes);
  return bytes;
}

let fake: FakeAiProvider;
let server: TestServer;
let supabase: SupabaseClient;
let accessToken: string;

beforeAll(async () => {
  fake = await startFakeAiProvider();
  server = await startTestServer('sqlite', {
    env: {
      CAPTION_PROVIDER: 'openai',
      CAPTION_API_KEY: 'test-key',
      CAPTION_BASE_URL: `${fake.url}/v1`,
      GENERATE_RATE_LIMIT_PER_MINUTE: '1000',
    },
  });
  await server.listen();
  supabase = server.client();
  const { data, error } = await supabase.auth.signUp({ email: 'validation@example.com', password: 'secret123' });
  expect(error).toBeNull();
  accessToken = data.session!.access_token;
});
afterAll(async () => {
  await server.close();
  await fake.close();
});
beforeEach(() => fake.reset());

async function invoke(body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const { data, error } = await supabase.functions.invoke('generate-content', { body: body as Record<string, unknown> });
  if (!error) return { status: 200, body: data };
  const response = error.context as Response;
  return { status: response.status, body: await response.json() };
}

async function expectRefused(body: unknown, message: string) {
  const outcome = await invoke(body);
  expect(outcome).toEqual({ status: 400, body: { error: message, code: 'invalid_request' } });
  expect(fake.requests).toHaveLength(0);
}

describe('generate-content validation', () => {
  it('accepts a valid request', async () => {
    const outcome = await invoke(generationRequest());
    expect(outcome.status).toBe(200);
    expect(outcome.body.captions).toHaveLength(5);
  });

  it('requires the niche', async () => {
    const { niche: _niche, ...withoutNiche } = generationRequest();
    await expectRefused(withoutNiche, TOASTS.missingNiche.description);
    await expectRefused(generationRequest({ niche: '   \n ' }), TOASTS.missingNiche.description);
    await expectRefused(generationRequest({ niche: 42 }), TOASTS.missingNiche.description);
  });

  it(`limits the niche to ${NICHE_MAX_CHARS} characters after trimming, in any script`, async () => {
    await expectRefused(generationRequest({ niche: 'c'.repeat(NICHE_MAX_CHARS + 1) }), `Your niche must be at most ${NICHE_MAX_CHARS} characters`);
    fake.setDefault('rate-limited');
    // 100 Devanagari characters with spaces around them pass validation (and reach the provider).
    const hindiNiche = `  ${'क'.repeat(NICHE_MAX_CHARS)}  `;
    expect((await invoke(generationRequest({ niche: hindiNiche }))).status).toBe(429);
    expect((await invoke(generationRequest({ niche: `${FAKE_NICHE}${' '.repeat(200)}` }))).status).toBe(429);
  });

  it('limits the topic to 1,000 characters', async () => {
    await expectRefused(generationRequest({ topic: 't'.repeat(1001) }), 'The topic must be at most 1000 characters');
  });

  it('wants the website to be a host or an http(s) URL of at most 255 characters', async () => {
    const message = 'The website must be a web address such as example.com or https://example.com';
    await expectRefused(generationRequest({ website: 'not a website' }), message);
    await expectRefused(generationRequest({ website: 'ftp://example.com' }), message);
    await expectRefused(generationRequest({ website: 'localhost' }), message);
    await expectRefused(generationRequest({ website: `https://${'a'.repeat(250)}.com` }), 'The website must be at most 255 characters');
    fake.setDefault('rate-limited');
    expect((await invoke(generationRequest({ website: 'https://beanhouse.com/shop' }))).status).toBe(429);
  });

  it('takes one of the eight moods', async () => {
    await expectRefused(generationRequest({ mood: 'angry' }), `Mood must be one of: ${MOOD_VALUES.join(', ')}`);
  });

  it('takes one of the 23 language codes', async () => {
    await expectRefused(generationRequest({ language: 'xx' }), 'Please choose one of the offered languages');
    await expectRefused(generationRequest({ language: 'English' }), 'Please choose one of the offered languages');
  });

  it('wants imageData to be null or a base64 data URL of an allowed type', async () => {
    await expectRefused(generationRequest({ imageData: 'https://example.com/cat.jpg' }), 'The photo or video must be sent as a base64 data URL');
    await expectRefused(generationRequest({ imageData: dataUrl('image/bmp', Buffer.from('BM123456789012')) }), TOASTS.invalidFileType.description);
    await expectRefused(generationRequest({ imageData: dataUrl('application/pdf', Buffer.from('%PDF-1.7 12345')) }), TOASTS.invalidFileType.description);
    await expectRefused(generationRequest({ imageData: 'data:image/png;base64,!!!notbase64!!!' }), 'The photo or video is not valid base64 data');
  });

  it('refuses a spoofed file whose bytes are of another type than declared', async () => {
    const message = 'The file content does not match its declared type';
    await expectRefused(generationRequest({ imageData: dataUrl('image/jpeg', fileOfSize(PNG_MAGIC, 64)) }), message);
    await expectRefused(generationRequest({ imageData: dataUrl('image/png', fileOfSize(MP4_MAGIC, 64)) }), message);
    await expectRefused(generationRequest({ imageData: dataUrl('video/mp4', fileOfSize(JPEG_MAGIC, 64)) }), message);
    await expectRefused(generationRequest({ imageData: dataUrl('video/mp4', fileOfSize(HEIC_MAGIC, 64)) }), message);
    await expectRefused(generationRequest({ imageData: dataUrl('video/quicktime', fileOfSize(HEIC_MAGIC, 64)) }), message);
    await expectRefused(generationRequest({ imageData: dataUrl('image/gif', Buffer.from('just some text that is not a gif')) }), message);
  });

  it('refuses a file of 20 MB + 1 byte and accepts one of exactly 20 MB', async () => {
    await expectRefused(generationRequest({ imageData: dataUrl('image/jpeg', fileOfSize(JPEG_MAGIC, MAX_UPLOAD_BYTES + 1)) }), TOASTS.fileTooLarge.description);
    // Exactly 20 MB passes validation; its zeros are no real JPEG, so the captions come without it.
    const outcome = await invoke(generationRequest({ imageData: dataUrl('image/jpeg', fileOfSize(JPEG_MAGIC, MAX_UPLOAD_BYTES)) }));
    expect(outcome.status).toBe(200);
    expect(outcome.body.notice).toMatch(/without it/);
  });

  it('refuses a body that is not a JSON object', async () => {
    for (const body of ['{"niche": "coffee"', '[1,2]', 'null']) {
      const response = await fetch(`${server.url}/functions/v1/generate-content`, {
        method: 'POST',
        headers: { apikey: server.anonKey, authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'The request body must be a JSON object.', code: 'invalid_json' });
    }
  });

  it('answers 413 to a body over 28 MB without reading it, with or without a Content-Length', async () => {
    for (const declareLength of [true, false]) {
      const size = MAX_GENERATE_BODY_BYTES + 8 * 1024 * 1024;
      const headers = { apikey: server.anonKey, authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
      const outcome = await postRaw(new URL('/functions/v1/generate-content', server.url), headers, { size }, declareLength);
      expect(outcome.status).toBe(413);
      expect(JSON.parse(outcome.body)).toEqual({
        error: 'The request is too large. Please upload a file smaller than 20MB.',
        code: 'payload_too_large',
      });
      // The answer came before the upload was done: the server stopped at (or before) the limit.
      expect(outcome.sentBeforeAnswer).toBeLessThan(size);
    }
    // The server is still fine afterwards.
    expect((await invoke(generationRequest())).status).toBe(200);
  });
});
