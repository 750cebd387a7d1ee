#!/usr/bin/env node
// `npm start`: build whatever is missing or out of date, then run the server on the embedded
// defaults (SQLite in ./data, the offline caption composer, http://localhost:3000).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-stale'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

process.chdir(root);
await import(pathToFileURL(path.join(root, 'dist/server/index.js')).href);
