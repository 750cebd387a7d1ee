import { pathToFileURL } from 'node:url';

/** Runs one bench suite: a module exporting `run(): Promise<void>`. */
const file = process.argv[2];
const suite = (await import(pathToFileURL(file).href)) as { run?: () => Promise<void> };
if (typeof suite.run !== 'function') throw new Error(`${file} exports no run()`);
await suite.run();
process.exit(0);
