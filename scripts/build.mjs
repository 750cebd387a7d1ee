#!/usr/bin/env node
// Builds the web app (Vite → dist/client) and the server (esbuild → dist/server/index.js).
// `--if-stale` skips a part whose output is newer than every source file it is built from, so
// `npm start` on a fresh clone builds everything once and later starts at once.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { prerenderClient } from './prerender.mjs';
import { serverBundleOptions } from './server-bundle.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const onlyIfStale = process.argv.includes('--if-stale');

function newestModification(paths) {
  let newest = 0;
  const visit = (entry) => {
    if (!existsSync(entry)) return;
    const stats = statSync(entry);
    if (stats.isDirectory()) {
      for (const child of readdirSync(entry)) visit(path.join(entry, child));
    } else {
      newest = Math.max(newest, stats.mtimeMs);
    }
  };
  paths.forEach((entry) => visit(path.join(root, entry)));
  return newest;
}

function isStale(output, inputs) {
  const file = path.join(root, output);
  return !existsSync(file) || statSync(file).mtimeMs < newestModification(inputs);
}

const parts = [
  {
    name: 'web app',
    output: 'dist/client/index.html',
    inputs: ['src/client', 'src/shared', 'index.html', 'vite.config.ts', 'public', 'package-lock.json', 'scripts/prerender.mjs'],
    async run() {
      const result = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
        cwd: root,
        stdio: 'inherit',
      });
      if (result.status !== 0) throw new Error('vite build failed');
      await prerenderClient(root);
    },
  },
  {
    name: 'server',
    output: 'dist/server/index.js',
    inputs: ['src/server', 'src/shared', 'scripts/server-bundle.mjs', 'package-lock.json'],
    async run() {
      await build({ ...serverBundleOptions(root, path.join(root, 'dist/server/index.js')), sourcemap: true });
    },
  },
];

for (const part of parts) {
  if (onlyIfStale && !isStale(part.output, part.inputs)) continue;
  const started = performance.now();
  await part.run();
  console.info(`built the ${part.name} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
