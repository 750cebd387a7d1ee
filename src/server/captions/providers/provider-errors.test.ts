import { APICallError, NoObjectGeneratedError, RetryError } from 'ai';
import { describe, expect, it } from 'vitest';
import { CaptionError } from '../engine';
import { isMediaRefusal, readRetryAfter, toCaptionError } from './provider-errors';

const live = new AbortController().signal;

function apiError(statusCode: number | undefined, responseBody = '', responseHeaders: Record<string, string> = {}) {
  return new APICallError({
    message: 'provider said: sk-secret-in-message',
    url: 'https://provider.example/v1/responses',
    requestBodyValues: { image: 'data:image/jpeg;base64,AAAA' },
    statusCode,
    responseHeaders,
    responseBody,
    isRetryable: statusCode === 429 || (statusCode ?? 0) >= 500,
  });
}

async function kindOf(error: unknown, signal = live) {
  const mapped = await toCaptionError(error, signal);
  expect(mapped).toBeInstanceOf(CaptionError);
  return mapped as CaptionError;
}

describe('toCaptionError', () => {
  it.each([
    [429, '', 'rate-limited'],
    [402, '', 'out-of-credits'],
    [429, '{"error":{"code":"insufficient_quota","type":"insufficient_quota"}}', 'out-of-credits'],
    [400, '{"type":"error","error":{"type":"invalid_request_error","message":"Your credit balance is too low"}}', 'out-of-credits'],
    [401, '', 'bad-key'],
    [403, '', 'bad-key'],
    [408, '', 'timeout'],
    [504, '', 'timeout'],
    [500, '', 'unavailable'],
    [503, '', 'unavailable'],
    [undefined, '', 'unavailable'],
  ] as const)('maps status %s (%s) to %s', async (status, body, kind) => {
    expect((await kindOf(apiError(status, body))).kind).toBe(kind);
  });

  it('never carries the provider message on', async () => {
    const mapped = await kindOf(apiError(500));
    expect(mapped.message).not.toContain('sk-secret');
    expect(JSON.stringify(mapped)).not.toContain('base64');
  });

  it("keeps the provider's Retry-After", async () => {
    expect((await kindOf(apiError(429, '', { 'retry-after': '12' }))).retryAfterSeconds).toBe(12);
  });

  it('looks through a RetryError at the last error', async () => {
    const retry = new RetryError({ message: 'gave up', reason: 'maxRetriesExceeded', errors: [apiError(500), apiError(402)] });
    expect((await kindOf(retry)).kind).toBe('out-of-credits');
  });

  it('calls a timeout a timeout', async () => {
    expect((await kindOf(new DOMException('timeout of 10ms exceeded', 'TimeoutError'))).kind).toBe('timeout');
  });

  it('calls anything after the client went away an abort', async () => {
    const controller = new AbortController();
    controller.abort();
    expect((await kindOf(apiError(500), controller.signal)).kind).toBe('aborted');
  });

  it('maps other SDK errors to unavailable and returns our own bugs unchanged', async () => {
    const noObject = new NoObjectGeneratedError({
      message: 'no object',
      text: '{}',
      response: { id: 'x', timestamp: new Date(), modelId: 'm' },
      usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 } as never,
      finishReason: 'stop',
    });
    expect((await kindOf(noObject)).kind).toBe('unavailable');
    const bug = new RangeError('our own bug');
    expect(await toCaptionError(bug, live)).toBe(bug);
  });
});

describe('readRetryAfter', () => {
  it('reads seconds, an HTTP date or milliseconds', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(readRetryAfter({ 'retry-after': '7' }, now)).toBe(7);
    expect(readRetryAfter({ 'retry-after': '0.2' }, now)).toBe(1);
    expect(readRetryAfter({ 'retry-after': 'Thu, 01 Jan 2026 00:00:30 GMT' }, now)).toBe(30);
    expect(readRetryAfter({ 'retry-after-ms': '2500' }, now)).toBe(3);
    expect(readRetryAfter({ 'retry-after': 'soon' }, now)).toBeUndefined();
    expect(readRetryAfter({}, now)).toBeUndefined();
    expect(readRetryAfter(undefined, now)).toBeUndefined();
  });
});

describe('isMediaRefusal', () => {
  it.each([
    [400, '{"error":{"code":400,"message":"Unsupported MIME type: video/mov","status":"INVALID_ARGUMENT"}}'],
    [400, `{"error":{"code":400,"message":"Invalid value at 'contents[0].parts[1].inline_data'","status":"INVALID_ARGUMENT"}}`],
    [400, '{"error":{"message":"You uploaded an unsupported image.","type":"invalid_request_error","param":null,"code":"invalid_image_format"}}'],
    [400, '{"type":"error","error":{"type":"invalid_request_error","message":"messages.0.content.1.image.source.base64.data: Could not process image"}}'],
    [413, ''],
    [415, ''],
  ] as const)('takes status %s (%s) for a refused photo or video', async (status, body) => {
    expect(await isMediaRefusal(apiError(status, body))).toBe(true);
  });

  it.each([
    [400, '{"error":{"message":"Invalid schema for response_format","type":"invalid_request_error"}}'],
    [400, '{"type":"error","error":{"type":"invalid_request_error","message":"Your credit balance is too low"}}'],
    [400, '{"error":{"message":"Unknown profile setting"}}'],
    [429, '{"error":{"message":"Too many images per minute"}}'],
    [500, '{"error":{"message":"image service failed"}}'],
  ] as const)('does not take status %s (%s) for one', async (status, body) => {
    expect(await isMediaRefusal(apiError(status, body))).toBe(false);
  });

  it('is false for anything but a provider answer', async () => {
    expect(await isMediaRefusal(new TypeError('fetch failed: image'))).toBe(false);
  });
});
