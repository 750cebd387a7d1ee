import { describe, expect, it } from 'vitest';
import { readBodyText } from './read-body';

/** A request whose body arrives in the given pieces, with or without a Content-Length. */
function requestOf(pieces: Uint8Array[], contentLength?: number): Request {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(piece);
      controller.close();
    },
  });
  const headers = contentLength === undefined ? undefined : { 'content-length': String(contentLength) };
  return new Request('http://localhost/', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe('readBodyText', () => {
  it('reads a chunked body that grows past its first buffer, multi-byte characters split across chunks', async () => {
    const text = `{"niche":"${'योग '.repeat(20_000)}"}`;
    const encoded = bytes(text);
    const pieces = [];
    for (let start = 0; start < encoded.length; start += 1001) pieces.push(encoded.subarray(start, start + 1001));
    expect(await readBodyText(requestOf(pieces), encoded.length)).toEqual({ ok: true, text });
  });

  it('reads a body with a Content-Length of exactly the limit', async () => {
    expect(await readBodyText(requestOf([bytes('12345')], 5), 5)).toEqual({ ok: true, text: '12345' });
  });

  it('refuses a Content-Length over the limit without reading', async () => {
    let pulled = false;
    const body = new ReadableStream<Uint8Array>(
      {
        pull() {
          pulled = true;
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request('http://localhost/', { method: 'POST', body, headers: { 'content-length': '6' }, duplex: 'half' } as RequestInit);
    expect(await readBodyText(request, 5)).toEqual({ ok: false, reason: 'too-large' });
    expect(pulled).toBe(false);
  });

  it('stops a chunked body at the first byte over the limit', async () => {
    expect(await readBodyText(requestOf([bytes('123'), bytes('456')]), 5)).toEqual({ ok: false, reason: 'too-large' });
  });

  it('reads an empty body as empty text', async () => {
    expect(await readBodyText(new Request('http://localhost/', { method: 'POST' }), 5)).toEqual({ ok: true, text: '' });
  });
});
