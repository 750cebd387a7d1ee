import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';

/** A built web app in a temporary folder: the page and one hashed asset. */
function writeClientBuild(): string {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'captioncraft-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"><title>x</title></head><body><div id="root"></div></body></html>');
  writeFileSync(
    path.join(clientDir, '404.html'),
    '<!doctype html><html><head><meta charset="utf-8"><title>x</title></head><body><div id="root" data-prerendered="not-found"></div></body></html>',
  );
  writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log("app")');
  writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log("app")'));
  return clientDir;
}

const supabaseUrlIn = (html: string) => /<meta name="supabase-url" content="([^"]*)">/.exec(html)?.[1];

describe('serving the web app', () => {
  let clientDir: string;
  let server: TestServer;

  beforeAll(async () => {
    clientDir = writeClientBuild();
    server = await startTestServer('sqlite', { clientDir });
  });
  afterAll(async () => {
    await server.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('hands the page the API URL and the anon key in meta tags, after the charset', async () => {
    const response = await server.request('/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<meta name="supabase-url" content="${server.config.siteUrl}">`);
    expect(html).toContain(`<meta name="supabase-anon-key" content="${server.anonKey}">`);
    expect(html.indexOf('charset')).toBeLessThan(html.indexOf('supabase-url'));
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
  });

  it('hands every page SITE_URL as the API URL when it is set, whatever host was asked for', async () => {
    const response = await server.request('http://192.168.1.20:3000/');
    expect(supabaseUrlIn(await response.text())).toBe('http://127.0.0.1:54321');
    // One page for every host: it varies with nothing but the encoding it is compressed in.
    expect(response.headers.get('vary') ?? '').not.toMatch(/\bhost\b/i);
  });

  it('sends the page compressed to a browser that takes gzip, and scripts precompressed', async () => {
    const page = await server.request('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    // In-process requests are not decoded for us.
    expect(gunzipSync(Buffer.from(await page.arrayBuffer())).toString()).toContain('<div id="root">');
    const script = await server.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(script.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await script.arrayBuffer())).toString()).toBe('console.log("app")');
  });

  it('answers any other path with the prerendered not-found page (with its meta tags) and status 404', async () => {
    const response = await server.request('/no/such/page');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<div id="root" data-prerendered="not-found">');
    expect(html).toContain(`<meta name="supabase-anon-key" content="${server.anonKey}">`);
  });

  it('answers / with the app page, not the not-found page', async () => {
    const html = await (await server.request('/')).text();
    expect(html).toContain('<div id="root">');
    expect(html).not.toContain('not-found');
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await server.request('/assets/app-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('sets the security headers on pages and API answers alike', async () => {
    for (const pathname of ['/', '/auth/v1/settings', '/rest/v1/saved_posts']) {
      const response = await server.request(pathname);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toMatch(/script-src 'self';/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('serving the web app without SITE_URL', () => {
  let clientDir: string;
  let server: TestServer;
  let port: string;

  beforeAll(async () => {
    clientDir = writeClientBuild();
    server = await startTestServer('sqlite', { clientDir, env: { SITE_URL: '', PORT: '3000' } });
    port = new URL(await server.listen()).port;
  });
  afterAll(async () => {
    await server.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  /** A page fetched over the socket, naming the host a browser would have put in its address bar. */
  function pageAt(host: string): Promise<{ html: string; vary: string | undefined }> {
    return new Promise((resolve, reject) => {
      const request = httpRequest({ host: '127.0.0.1', port, path: '/', headers: { host } }, (response) => {
        let html = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (html += chunk));
        response.on('end', () => resolve({ html, vary: response.headers.vary }));
      });
      request.on('error', reject);
      request.end();
    });
  }

  it('hands the page the origin it was opened at, so its API calls stay same-origin under the CSP', async () => {
    // The default SITE_URL would be localhost: a person at 127.0.0.1 must not be sent there.
    expect(server.config.siteUrl).toBe('http://localhost:3000');
    expect(supabaseUrlIn((await pageAt(`127.0.0.1:${port}`)).html)).toBe(`http://127.0.0.1:${port}`);
    expect(supabaseUrlIn((await pageAt('192.168.1.20:3000')).html)).toBe('http://192.168.1.20:3000');
    expect(supabaseUrlIn((await pageAt(`localhost:${port}`)).html)).toBe(`http://localhost:${port}`);
  });

  it('marks such a page as varying with the Host, so no cache serves it to another host', async () => {
    const { vary } = await pageAt(`127.0.0.1:${port}`);
    expect(vary).toMatch(/\bhost\b/i);
  });
});

describe('serving the web app before it is built', () => {
  it('says how to build it, with a script package.json really has', async () => {
    const emptyDir = mkdtempSync(path.join(tmpdir(), 'captioncraft-unbuilt-'));
    const server = await startTestServer('sqlite', { clientDir: emptyDir });
    try {
      const html = await (await server.request('/')).text();
      const commands = [...html.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]);
      expect(commands).toContain('build');
      const scripts = Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts);
      for (const command of commands) expect(scripts).toContain(command);
    } finally {
      await server.close();
      rmSync(emptyDir, { recursive: true, force: true });
    }
  });
});
