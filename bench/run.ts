import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run bench [name…]`: runs every suite in bench/suites (or the named ones), each in its own
 * process so one suite's memory and warm caches do not colour the next. Suites print their
 * numbers; targets are printed beside them, never asserted (these machines are shared and noisy,
 * so compare ratios within one run). Both databases are measured: PostgreSQL is the server
 * TEST_DATABASE_URL names, or else a throwaway cluster started for the run when this machine has
 * PostgreSQL's server binaries (the issue asks for both databases' figures from a plain run).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..');
const suitesDir = path.join(here, 'suites');
const wanted = process.argv.slice(2);
const suites = readdirSync(suitesDir)
  .filter((file) => file.endsWith('.ts'))
  .filter((file) => wanted.length === 0 || wanted.some((name) => file.includes(name)))
  .sort();

// Suites measure the production build (bundle sizes, the built server): build whatever is stale.
const built = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), '--if-stale'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const PG_THROWAWAY = path.join(root, 'scripts', 'pg-throwaway.sh');

/** Where scripts/pg-throwaway.sh looks: Debian's layout, /usr/lib/postgresql/<version>/bin. */
function hasPostgresServerBinaries(): boolean {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [];
  return versions.some((version) => existsSync(path.join('/usr/lib/postgresql', version, 'bin', 'initdb')));
}

/** A throwaway PostgreSQL cluster for this run, or undefined when one is named or none can start. */
function startThrowawayPostgres(): { dir: string; url: string } | undefined {
  if (process.env.TEST_DATABASE_URL || !hasPostgresServerBinaries()) return undefined;
  const started = spawnSync('bash', [PG_THROWAWAY], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const [dir, url] = started.stdout.trim().split(' ');
  if (started.status !== 0 || !dir || !url) {
    console.info('PostgreSQL: could not start a throwaway cluster (see above); measuring SQLite only');
    return undefined;
  }
  console.info(`PostgreSQL: started a throwaway cluster for this run (${url}); it is removed at the end`);
  return { dir, url };
}

const postgres = startThrowawayPostgres();
const env = postgres ? { ...process.env, TEST_DATABASE_URL: postgres.url } : process.env;

// Ctrl-C reaches the running suite too; stop after it, so the cluster is still removed.
let interrupted = false;
const interrupt = () => void (interrupted = true);
process.on('SIGINT', interrupt);
process.on('SIGTERM', interrupt);

let failed = 0;
try {
  for (const suite of suites) {
    if (interrupted) break;
    console.info(`\n=== ${suite.replace(/\.ts$/, '')} ===`);
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, 'run-suite.ts'), path.join(suitesDir, suite)], {
      stdio: 'inherit',
      env,
    });
    if (result.status !== 0) {
      failed += 1;
      console.error(`suite ${suite} failed (${result.signal ?? `exit ${result.status}`})`);
    }
  }
} finally {
  if (postgres) spawnSync('bash', [PG_THROWAWAY, 'stop', postgres.dir], { stdio: 'inherit' });
}
process.exit(failed === 0 && !interrupted ? 0 : 1);
