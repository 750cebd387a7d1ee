import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';

describe('serving the web app', () => {
  let clientDir: string;
  let server: TestServer;

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'captioncraft-client-'));
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"><title>x</title></head><body><div id="root"></div></body></html>');
    writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log("app")');
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

  it('answers any other path with the app and status 404, so the app shows its not-found page', async () => {
    const response = await server.request('/no/such/page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<div id="root">');
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
