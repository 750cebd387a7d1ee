import http from 'node:http';

export interface UploadOutcome {
  status: number;
  body: string;
  /** How many bytes had gone out when the answer arrived. */
  sentBeforeAnswer: number;
}

const PIECE_BYTES = 256 * 1024;

/**
 * POSTs over a real socket, which `fetch` cannot do both ways: with a Content-Length, or chunked
 * (none declared). The body is `bytes`, or `size` spaces for an upload too big to build. It goes
 * out in 256 KB pieces, each after the previous one drained, and sending stops as soon as an
 * answer arrives: how far it had got shows whether the server waited for the whole body.
 * (After an early answer @hono/node-server discards what is still coming, up to 64 MB.)
 */
export async function postRaw(
  url: URL,
  headers: Record<string, string>,
  body: { bytes: Buffer } | { size: number },
  declareLength: boolean,
): Promise<UploadOutcome> {
  // A server that answers early may close the connection while a piece is still being written:
  // on a loaded machine the write's EPIPE (or a reset) can then reach the client before the
  // answer it had already sent is read. That is a race of this client, not the server's answer,
  // so the upload is tried again (at most twice more); any other error fails at once.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await postRawOnce(url, headers, body, declareLength);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (attempt >= 3 || (code !== 'EPIPE' && code !== 'ECONNRESET')) throw error;
    }
  }
}

function postRawOnce(
  url: URL,
  headers: Record<string, string>,
  body: { bytes: Buffer } | { size: number },
  declareLength: boolean,
): Promise<UploadOutcome> {
  const size = 'bytes' in body ? body.bytes.length : body.size;
  const pieceAt = (offset: number) =>
    'bytes' in body ? body.bytes.subarray(offset, offset + PIECE_BYTES) : Buffer.alloc(Math.min(PIECE_BYTES, size - offset), 0x20);
  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    let answered = false;
    const request = http.request(url, {
      method: 'POST',
      // A connection of its own: one left mid-body by an early answer must not carry the next request.
      agent: false,
      headers: { ...headers, ...(declareLength ? { 'content-length': String(size) } : {}) },
    });
    request.on('response', (response) => {
      answered = true;
      const sentBeforeAnswer = bytesSent;
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(parts).toString('utf8'), sentBeforeAnswer });
        request.destroy();
      });
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const writeNext = () => {
      while (!answered && bytesSent < size) {
        const piece = pieceAt(bytesSent);
        bytesSent += piece.length;
        if (!request.write(piece)) return void request.once('drain', writeNext);
      }
      if (!answered) request.end();
    };
    writeNext();
  });
}
