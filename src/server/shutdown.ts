import type { Server } from 'node:http';
import type { Lifecycle } from './lifecycle';
import type { Logger } from './logger';

/**
 * The graceful stop on SIGTERM/SIGINT (issue 13): stop accepting connections, let the requests
 * and event streams in flight finish, close the database, exit 0.
 *
 * 1. Draining: the listening socket closes, idle kept-alive connections are closed, every answer
 *    from now on says `Connection: close`, and /ready answers 503.
 * 2. At `timeoutMs` whatever still runs is told to end (lifecycle.deadline): a streamed
 *    generation sends a clean `error` event (code `server_restarting`) and ends.
 * 3. `FORCE_AFTER_DEADLINE_MS` later any connection still open is cut.
 * 4. Once the HTTP server has closed, the database is closed (every acknowledged write was
 *    committed before its answer was sent), and the process exits 0.
 */
export const FORCE_AFTER_DEADLINE_MS = 2_000;
const IDLE_SWEEP_MS = 100;

export interface ShutdownDeps {
  server: Server;
  lifecycle: Lifecycle;
  timeoutMs: number;
  closeDatabase(): Promise<void>;
  logger: Logger;
  exit(code: number): void;
}

export function createShutdown(deps: ShutdownDeps): (signal: string) => Promise<void> {
  let stopping: Promise<void> | undefined;

  async function stop(signal: string): Promise<void> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    deps.logger.info('shutting down', { signal, timeoutMs: deps.timeoutMs });
    deps.lifecycle.beginDraining();

    const closed = new Promise<void>((resolve) => deps.server.close(() => resolve()));
    // close() closes the connections idle now; one that finishes its answer later (an event
    // stream, an answer whose headers went out before draining) would otherwise stay open for
    // the keep-alive timeout.
    const closeIdle = setInterval(() => deps.server.closeIdleConnections(), IDLE_SWEEP_MS);
    const deadline = setTimeout(() => {
      deps.logger.warn('shutdown deadline reached: ending what still runs', { ms: elapsed() });
      deps.lifecycle.reachDeadline();
      setTimeout(() => deps.server.closeAllConnections(), FORCE_AFTER_DEADLINE_MS).unref();
    }, deps.timeoutMs);
    deadline.unref();

    await closed;
    clearTimeout(deadline);
    clearInterval(closeIdle);
    const drainedMs = elapsed();
    try {
      await deps.closeDatabase();
    } catch (error) {
      deps.logger.error('closing the database failed', { error: error instanceof Error ? error.message : String(error) });
      deps.exit(1);
      return;
    }
    deps.logger.info('stopped', { drainedMs, totalMs: elapsed() });
    deps.exit(0);
  }

  return (signal) => (stopping ??= stop(signal));
}
