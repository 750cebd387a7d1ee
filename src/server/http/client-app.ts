import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import type { AppEnv } from './app-env';
import { requestOrigin } from './public-origin';

/**
 * Serves the built React app from `clientDir`. The page learns the API URL and the anon key
 * from two meta tags added at serve time, so one build serves every deployment and no inline
 * script is needed (strict CSP). Any path but '/' gets the prerendered not-found page (404.html,
 * or the app's index.html when a build has none) with status 404 (spec §2; docs/decisions/012).
 */
export interface ClientAppOptions {
  clientDir: string;
  /**
   * The API URL for every page (SITE_URL). Without one, each page gets the origin it was opened
   * at: the CSP allows only 'self' to be called, so an API URL on another origin (localhost when
   * the person opened 127.0.0.1 or a LAN address) would leave the app unable to call anything.
   */
  apiUrl?: string;
  anonKey: string;
  /** Believe the proxy's Forwarded / X-Forwarded-Proto / X-Forwarded-Host for the page's origin. */
  trustProxy?: boolean;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function renderIndexHtml(template: string, apiUrl: string, anonKey: string): string {
  const meta =
    `<meta name="supabase-url" content="${escapeAttribute(apiUrl)}">` +
    `<meta name="supabase-anon-key" content="${escapeAttribute(anonKey)}">`;
  return template.replace(/<\/head>/i, `${meta}</head>`);
}

const MISSING_BUILD_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>CaptionCraft</title></head>
<body><p>The web app is not built yet. Run <code>npm run build</code>, or start with <code>npm start</code>.</p></body></html>`;

/** One built page as served: with its meta tags, fixed when SITE_URL is set, else per request. */
function servedPage(template: string | undefined, apiUrl: string | undefined, anonKey: string, trustProxy: boolean): (c: Context) => string {
  if (template === undefined) return () => MISSING_BUILD_PAGE;
  if (apiUrl) {
    const fixedPage = renderIndexHtml(template, apiUrl, anonKey);
    return () => fixedPage;
  }
  return (c) => {
    // This page names the host it was asked for: no cache may hand it to a request for another.
    c.header('Vary', trustProxy ? 'Host, Forwarded, X-Forwarded-Proto, X-Forwarded-Host' : 'Host');
    return renderIndexHtml(template, requestOrigin(c, trustProxy), anonKey);
  };
}

export function createClientApp({ clientDir, apiUrl, anonKey, trustProxy = false }: ClientAppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const readTemplate = (file: string) => (existsSync(path.join(clientDir, file)) ? readFileSync(path.join(clientDir, file), 'utf8') : undefined);
  const appPage = servedPage(readTemplate('index.html'), apiUrl, anonKey, trustProxy);
  const notFoundPage = servedPage(readTemplate('404.html') ?? readTemplate('index.html'), apiUrl, anonKey, trustProxy);

  // Hashed file names never change content: cache them for a year.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // The build writes a .br and a .gz beside each script and stylesheet (scripts/prerender.mjs):
  // the slow-phone first load is most of the sign-in screen's time (docs/decisions/012).
  // Without a build there are no files to serve (the pages say so); serveStatic would complain on
  // stderr about the missing folder, which a server started before `npm run build` must not do.
  if (existsSync(clientDir)) {
    const staticFiles = serveStatic({ root: path.relative(process.cwd(), clientDir) || '.', precompressed: true });
    // Only paths that name a file (with an extension) can be static files; the rest is the app.
    app.use('*', (c, next) => (path.extname(c.req.path) ? staticFiles(c, next) : next()));
  }

  app.get('*', compress(), (c) => {
    c.header('Cache-Control', 'no-cache');
    const known = c.req.path === '/' || c.req.path === '/index.html';
    return c.html((known ? appPage : notFoundPage)(c), known ? 200 : 404);
  });
  return app;
}
