import { availableParallelism, loadavg } from 'node:os';
import { printTable } from '../stats';
import { benchEngines, createBenchDatabase, startServerProcess, bundleServer, type Engine } from '../support/server-process';

/**
 * Issue 2: process start to first answered request, and RSS right after, for the bundled server
 * (`npm start` runs the same bundle). Targets on the embedded database: < 1 s and < 150 MB.
 * "Fresh" is a first start (migrations, signing key, secrets); "existing" restarts on that data.
 */
const RUNS = 5;
const TARGET_START_MS = 1000;
const TARGET_RSS_MB = 150;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function measure(engine: Engine, fresh: boolean): Promise<{ startMs: number[]; rssMb: number[]; cpuMs: number[] }> {
  const startMs: number[] = [];
  const rssMb: number[] = [];
  const cpuMs: number[] = [];
  let database = await createBenchDatabase(engine);
  try {
    if (!fresh) {
      const first = await startServerProcess(database);
      await first.stop();
    }
    for (let run = 0; run < RUNS; run += 1) {
      if (fresh && run > 0) {
        await database.drop();
        database = await createBenchDatabase(engine);
      }
      const server = await startServerProcess(database);
      startMs.push(server.startMs);
      rssMb.push(server.rssMb());
      cpuMs.push(server.cpuMs());
      await server.stop();
    }
  } finally {
    await database.drop();
  }
  return { startMs, rssMb, cpuMs };
}

export async function run(): Promise<void> {
  await bundleServer();
  const { engines, skipped } = benchEngines();
  const rows: Record<string, string>[] = [];
  for (const engine of engines) {
    for (const fresh of [true, false]) {
      const { startMs, rssMb, cpuMs } = await measure(engine, fresh);
      rows.push({
        database: engine,
        data: fresh ? 'fresh' : 'existing',
        'start → first answer (median)': `${median(startMs).toFixed(0)} ms`,
        'min–max': `${Math.min(...startMs).toFixed(0)}–${Math.max(...startMs).toFixed(0)} ms`,
        'CPU used to start (median)': `${median(cpuMs).toFixed(0)} ms`,
        'RSS after start (median)': `${median(rssMb).toFixed(1)} MB`,
        runs: String(RUNS),
      });
    }
  }
  printTable(rows);
  console.info(`targets (embedded database): start < ${TARGET_START_MS} ms, RSS < ${TARGET_RSS_MB} MB`);
  console.info(`load average while measuring: ${loadavg().map((value) => value.toFixed(1)).join(' ')} on ${availableParallelism()} cores (wall times stretch with it; CPU time much less)`);
  if (skipped) console.info(skipped);
}
