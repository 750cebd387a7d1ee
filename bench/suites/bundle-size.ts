import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Bundle targets of issue 10, gzip, from the production build (`npm run build` → dist/client):
 * the sign-in screen (the entry chunk, everything it imports statically, its CSS, and the
 * pre-paint session hint: what `/` loads before anyone acts) and the whole app (every JS and CSS
 * file, the ones loaded later included). Fonts are excluded: they load with font-display: swap
 * and never block rendering. Targets are printed, not enforced (docs/decisions/012).
 */
const CLIENT_DIR = 'dist/client';
const MANIFEST = join(CLIENT_DIR, '.vite/manifest.json');
const KB = 1024;
const SIGN_IN_BUDGET_BYTES = 100 * KB;
const WHOLE_APP_BUDGET_BYTES = 150 * KB;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

async function gzipSize(file: string): Promise<number> {
  return gzipSync(await readFile(join(CLIENT_DIR, file)), { level: 9 }).length;
}

/** The entry chunk and the chunks it imports statically, with their CSS. */
function signInFiles(manifest: Record<string, ManifestChunk>): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return files;
}

/** Script files the built page names that Vite did not make (the session hint of scripts/prerender.mjs). */
async function extraPageScripts(): Promise<string[]> {
  const html = await readFile(join(CLIENT_DIR, 'index.html'), 'utf8');
  return [...html.matchAll(/<script\b[^>]*\ssrc="\/([^"]+)"/g)].map((match) => match[1]);
}

async function sumGzip(files: Iterable<string>): Promise<number> {
  let total = 0;
  for (const file of files) total += await gzipSize(file);
  return total;
}

function report(label: string, bytes: number, budget: number): boolean {
  const within = bytes <= budget;
  console.info(
    `${label.padEnd(28)} ${(bytes / KB).toFixed(1).padStart(7)} KB gzip   target ${budget / KB} KB   ${within ? 'ok' : 'OVER TARGET'}`,
  );
  return within;
}

export async function run(): Promise<void> {
  if (!existsSync(MANIFEST)) {
    throw new Error(`${MANIFEST} is missing: build the client first (npx vite build)`);
  }
  const manifest = JSON.parse(await readFile(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
  const assets = (await readdir(join(CLIENT_DIR, 'assets'))).filter((name) => /\.(js|css)$/.test(name));

  const signIn = signInFiles(manifest);
  for (const file of await extraPageScripts()) signIn.add(file);
  const signInBytes = await sumGzip(signIn);
  const wholeBytes = await sumGzip(assets.map((name) => `assets/${name}`));

  console.info('Bundle size (production build, gzip level 9)');
  for (const file of [...signIn].sort()) console.info(`  sign-in: ${file} ${((await gzipSize(file)) / KB).toFixed(1)} KB`);
  for (const name of assets.sort()) {
    const file = `assets/${name}`;
    if (!signIn.has(file)) console.info(`  later:   ${file} ${((await gzipSize(file)) / KB).toFixed(1)} KB`);
  }
  const signInOk = report('Sign-in screen JS + CSS', signInBytes, SIGN_IN_BUDGET_BYTES);
  const wholeOk = report('Whole app JS + CSS', wholeBytes, WHOLE_APP_BUDGET_BYTES);
  if (!signInOk || !wholeOk) process.exitCode = 1;
}
