import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoLeak, fuzzParameters, printTallies, recordRequest } from '../support/fuzz';
import { TEST_ENGINES } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Property-based fuzz of the web app's paths (issue 16), over a real socket so that paths reach
 * the server as sent (`..`, `%2e%2e`, `//`, NUL) rather than tidied by a URL parser: never a 5xx,
 * a stack trace or SQL text, never a file from outside the built app, and every page path gets
 * the app (200 for '/', 404 with the page otherwise).
 */
const RUNS = 150;
const OUTSIDE_MARKER = 'outside-the-client-dir-7f3a';

/** Any byte a request line may carry, percent-encoding the ones it may not. */
function toRequestPath(raw: string): string {
  const encoded = raw.replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char));
  return encoded.startsWith('/') ? encoded : `/${encoded}`;
}

function rawRequest(url: string, method: string, requestPath: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, method, path: requestPath, headers, agent: false }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(parts).toString('utf8') }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe.each(TEST_ENGINES)('web app paths fuzz on %s', (dialect) => {
  let root: string;
  let server: TestServer;

  beforeAll(async () => {
    // The build in root/client; a file beside it that no path may reach.
    root = mkdtempSync(path.join(tmpdir(), 'captioncraft-fuzz-'));
    const clientDir = path.join(root, 'client');
    mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
    writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log("app")');
    writeFileSync(path.join(root, 'secret.txt'), OUTSIDE_MARKER);
    server = await startTestServer(dialect, { clientDir });
    await server.listen();
  });
  afterAll(async () => {
    printTallies(`web paths on ${dialect}`);
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it(`survives ${fuzzParameters(RUNS).numRuns} hostile page and file paths`, async () => {
    const segment = fc.oneof(
      fc.constantFrom('..', '.', '%2e%2e', '%2E%2E', '..%2f', '%2f', '%5c..', '', 'assets', 'app-abc123.js', 'index.html', 'secret.txt', '%00', 'client', '~', '%ff', '%'),
      fc.string({ maxLength: 12 }),
      fc.string({ unit: 'binary', maxLength: 6 }),
    );
    const requestPath = fc.oneof(
      fc.array(segment, { minLength: 1, maxLength: 6 }).map((parts) => toRequestPath(`/${parts.join('/')}`)),
      fc.webPath().map(toRequestPath),
      fc.constantFrom('/', '/index.html', '/assets/app-abc123.js', '/auth', '/rest', '/functions', '//secret.txt', '/assets/../../secret.txt', '/assets/..%2f..%2fsecret.txt'),
      fc.tuple(fc.webPath(), fc.webQueryParameters()).map(([pathname, query]) => toRequestPath(`${pathname}?${query}`)),
    );
    const headers = fc.record(
      {
        accept: fc.constantFrom('text/html', '*/*', 'application/json', 'image/webp'),
        range: fc.constantFrom('bytes=0-3', 'bytes=99999-', 'bytes=-1', 'bytes=x', 'items=0-1'),
        'if-none-match': fc.constantFrom('*', '"x"', 'W/"1"'),
        'accept-encoding': fc.constantFrom('gzip', 'br', 'identity;q=0', '*'),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof({ arbitrary: fc.constant('GET'), weight: 6 }, fc.constantFrom('HEAD', 'POST', 'OPTIONS', 'PUT')), requestPath, headers, async (method, chosenPath, chosenHeaders) => {
        const answer = await rawRequest(server.url, method, chosenPath, chosenHeaders);
        recordRequest('web', answer.status);
        const context = `${method} ${chosenPath} ${JSON.stringify(chosenHeaders)} → ${answer.status} ${answer.body.slice(0, 200)}`;
        expectNoLeak(context, answer.status, answer.body, [OUTSIDE_MARKER]);
        if (method === 'GET' && !/^\/(?:auth|rest|functions)\/v1(?:\/|$|\?)/.test(chosenPath)) {
          expect([200, 206, 304, 400, 404, 416], context).toContain(answer.status);
        }
      }),
      fuzzParameters(RUNS),
    );
  });
});
