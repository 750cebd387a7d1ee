import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run bench [name…]`: runs every suite in bench/suites (or the named ones), each in its own
 * process so one suite's memory and warm caches do not colour the next. Suites print their
 * numbers; targets are printed beside them, never asserted (these machines are shared and noisy,
 * so compare ratios within one run). PostgreSQL rows appear when TEST_DATABASE_URL is set.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const suitesDir = path.join(here, 'suites');
const wanted = process.argv.slice(2);
const suites = readdirSync(suitesDir)
  .filter((file) => file.endsWith('.ts'))
  .filter((file) => wanted.length === 0 || wanted.some((name) => file.includes(name)))
  .sort();

// Suites measure the production build (bundle sizes, the built server): build whatever is stale.
const built = spawnSync(process.execPath, [path.join(here, '..', 'scripts', 'build.mjs'), '--if-stale'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

let failed = 0;
for (const suite of suites) {
  console.info(`\n=== ${suite.replace(/\.ts$/, '')} ===`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, 'run-suite.ts'), path.join(suitesDir, suite)], {
    stdio: 'inherit',
    env: process.env,
  });
  if (result.status !== 0) {
    failed += 1;
    console.error(`suite ${suite} failed (exit ${result.status})`);
  }
}
process.exit(failed === 0 ? 0 : 1);
