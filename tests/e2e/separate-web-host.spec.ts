import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentSecurityPolicy } from '../../src/server/http/security-headers';
import { startAppServer, type AppServer } from './support/app-server';
import { expect, expectToast, test } from './support/fixtures';
import { freePort } from '../support/free-port';

/**
 * The web app on a host of its own (issue 13): built with VITE_SUPABASE_URL naming the API,
 * served as static files from a second loopback port (as a CDN would, with our CSP plus the
 * API's origin in connect-src), calling the API on another origin allowed by CORS_ORIGINS.
 * A whole journey in Chromium: sign-up → streamed generation → save → list → delete.
 */
const root = path.resolve(import.meta.dirname, '../..');
const ANON_KEY = 'separate-host-anon-key';
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/** A static file host: the app for '/', its files by path, nothing else; our CSP with the API added. */
function serveStatic(dir: string, port: number, apiOrigin: string): Promise<Server> {
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    const file = path.join(dir, pathname === '/' ? 'index.html' : path.normalize(pathname));
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'content-security-policy': contentSecurityPolicy([apiOrigin]),
    });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

let api: AppServer;
let web: Server;
let webUrl: string;
let buildDir: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const webPort = await freePort();
  webUrl = `http://127.0.0.1:${webPort}`;
  api = await startAppServer({ CORS_ORIGINS: webUrl, ANON_KEY });
  buildDir = mkdtempSync(path.join(tmpdir(), 'captioncraft-web-'));
  const built = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', buildDir, '--emptyOutDir'], {
    cwd: root,
    env: { ...process.env, VITE_SUPABASE_URL: api.url, VITE_SUPABASE_ANON_KEY: ANON_KEY },
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`vite build failed:\n${built.stderr}`);
  web = await serveStatic(buildDir, webPort, new URL(api.url).origin);
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => web?.close(() => resolve()));
  await api?.stop();
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
});

test('the app served from another origin signs up, streams a generation, saves, lists and deletes through the API', async ({ page, newAccount }) => {
  test.setTimeout(90_000);
  const apiOrigin = new URL(api.url).origin;
  const calls: string[] = [];
  page.on('request', (request) => calls.push(new URL(request.url()).origin));

  await page.goto(webUrl);
  const account = newAccount();
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

  const streamed = page.waitForResponse((response) => response.url() === `${api.url}/functions/v1/generate-content`);
  await page.getByLabel('Your Niche').fill('vegan bakery');
  await page.getByRole('button', { name: 'Generate Captions' }).click();
  expect((await streamed).headers()['content-type']).toContain('text/event-stream');
  await expect(page.getByRole('button', { name: 'Save caption 1' })).toBeVisible({ timeout: 40_000 });

  await page.getByRole('button', { name: 'Save caption 1' }).click();
  await expectToast(page, 'Saved!', 'Post saved to your collection');

  await page.getByRole('tab', { name: 'Saved Posts' }).click();
  const items = page.getByRole('tabpanel', { name: 'Saved Posts' }).locator('ul').first().locator(':scope > li');
  await expect(items).toHaveCount(1);
  await items.first().getByRole('button', { name: 'Delete saved post' }).click();
  await expectToast(page, 'Deleted', 'Post removed from your collection');
  await expect(page.getByText('No saved posts yet. Generate and save some content to see them here!', { exact: true })).toBeVisible();

  // Every API call went to the API's origin; the page's own host served only files.
  expect(calls).toContain(apiOrigin);
  expect(new Set(calls)).toEqual(new Set([webUrl, apiOrigin]));
});
