import type { HonoRequest } from 'hono';

/** A body read whole, or refused for its size. */
export type BodyText = { ok: true; text: string } | { ok: false; reason: 'too-large' };

const INITIAL_CHUNKED_BUFFER = 64 * 1024;

/**
 * Reads a request body as UTF-8 text, refusing it as soon as it passes `maxBytes`: with a
 * Content-Length over the limit nothing is read at all; a chunked body is read only up to the
 * limit. The bytes go straight into one buffer (sized by Content-Length when there is one), so a
 * 28 MB body is held once as bytes and once as text, not also as a list of chunks and their
 * concatenation (what `Request.text()` does). Measured: bench/suites/generate-endpoint.ts.
 */
export async function readBodyText(request: Request, maxBytes: number): Promise<BodyText> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) return { ok: false, reason: 'too-large' };
  if (!request.body) return { ok: true, text: '' };

  let buffer = Buffer.allocUnsafe(Number.isInteger(declared) && declared > 0 ? declared : INITIAL_CHUNKED_BUFFER);
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (size + value.length > maxBytes) {
      await reader.cancel();
      return { ok: false, reason: 'too-large' };
    }
    if (size + value.length > buffer.length) {
      const grown = Buffer.allocUnsafe(Math.min(maxBytes, Math.max(buffer.length * 2, size + value.length)));
      buffer.copy(grown, 0, 0, size);
      buffer = grown;
    }
    buffer.set(value, size);
    size += value.length;
  }
  return { ok: true, text: buffer.toString('utf8', 0, size) };
}

/**
 * A small body (an auth or REST request: a few kilobytes) as text, refused past `maxBytes`. When
 * the request declares its length, Node's HTTP parser already holds the body to it, so the text
 * comes through @hono/node-server's direct read (`HonoRequest.text()`), which builds no WHATWG
 * Request and stream: touching `request.raw.body` (as `hono/body-limit` does) costs ~9 % of a
 * refresh's CPU (bench/suites/auth.ts). A chunked body goes through `readBodyText`, which stops at
 * the limit.
 */
export async function readSmallBodyText(request: HonoRequest, maxBytes: number): Promise<BodyText> {
  const declared = request.header('content-length');
  if (declared === undefined || request.header('transfer-encoding') !== undefined) return readBodyText(request.raw, maxBytes);
  if (Number(declared) > maxBytes) return { ok: false, reason: 'too-large' };
  return { ok: true, text: await request.text() };
}
