// Build-time first paint (docs/decisions/012): renders the sign-in screen, the not-found page and
// the neutral main-screen shell with react-dom/server (through Vite's SSR build of
// src/client/prerender.tsx) into dist/client/index.html and dist/client/404.html, and adds the
// pre-paint session hint (src/client/session-hint.ts) as a small blocking script file: the page
// keeps its strict CSP, no inline script. Last, it writes .br and .gz copies of the assets.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const ROOT_ELEMENT = '<div id="root"></div>';

function buildPrerenderer(root, outDir) {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--ssr', 'src/client/prerender.tsx', '--outDir', outDir, '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('vite build --ssr (prerender) failed');
}

/** The hint as one classic script file, named by its content like Vite's assets (cached for a year). */
async function writeSessionHint(root, clientDir) {
  const { outputFiles } = await build({
    absWorkingDir: root,
    entryPoints: ['src/client/session-hint.ts'],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'warning',
  });
  const code = outputFiles[0].contents;
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  const file = `assets/session-hint-${hash}.js`;
  writeFileSync(path.join(clientDir, file), code);
  return `/${file}`;
}

function fillPage(template, { rootAttribute, rootHtml, headExtra = '', bodyExtra = '' }) {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  return template
    .replace('</title>', `</title>${headExtra}`)
    .replace(ROOT_ELEMENT, `<div id="root" data-prerendered="${rootAttribute}">${rootHtml}</div>${bodyExtra}`);
}

/** Compressed copies the server sends to browsers that take them (serveStatic's `precompressed`). */
function writeCompressedAssets(clientDir) {
  const assets = path.join(clientDir, 'assets');
  for (const name of readdirSync(assets)) {
    if (!/\.(js|css|svg)$/.test(name)) continue;
    const content = readFileSync(path.join(assets, name));
    writeFileSync(path.join(assets, `${name}.gz`), gzipSync(content, { level: 9 }));
    writeFileSync(path.join(assets, `${name}.br`), brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

/** The built file of the main screen's lazy chunk (a returning user's next download). */
function mainScreenChunk(clientDir) {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'));
  const chunk = manifest['src/client/features/main-screen/main-screen-chunk.ts'];
  if (!chunk) throw new Error('the build has no main-screen chunk (src/client/features/main-screen/main-screen-chunk.ts)');
  return `/${chunk.file}`;
}

export async function prerenderClient(root) {
  const clientDir = path.join(root, 'dist/client');
  const outDir = path.join(root, 'dist/prerender');
  buildPrerenderer(root, outDir);
  const { prerenderPage, prerenderSessionShell } = await import(pathToFileURL(path.join(outDir, 'prerender.js')).href);

  const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const hint = await writeSessionHint(root, clientDir);
  writeFileSync(
    path.join(clientDir, 'index.html'),
    fillPage(template, {
      rootAttribute: 'sign-in',
      rootHtml: prerenderPage('sign-in'),
      // Blocking on purpose: it must decide before the first paint (it is ~0.3 KB, fetched beside the CSS).
      // It also preloads the main screen's chunk for a returning user (src/client/session-hint.ts).
      headExtra: `<script src="${hint}" data-main-screen="${mainScreenChunk(clientDir)}"></script>`,
      bodyExtra: `<div id="session-shell">${prerenderSessionShell()}</div>`,
    }),
  );
  writeFileSync(path.join(clientDir, '404.html'), fillPage(template, { rootAttribute: 'not-found', rootHtml: prerenderPage('not-found') }));
  writeCompressedAssets(clientDir);
  rmSync(outDir, { recursive: true, force: true });
}
