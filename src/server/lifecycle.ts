/**
 * Where the process is in its life, shared by the shutdown (index.ts → shutdown.ts) and the
 * routes that must know: /ready answers 503 once draining starts, and streamed generations end
 * with an error event when the shutdown deadline comes (functions/routes.ts).
 */
export interface Lifecycle {
  /** True from SIGTERM/SIGINT on: no new work should be sent here. */
  readonly draining: boolean;
  /** Aborted when the shutdown deadline comes: what still runs must end now, cleanly. */
  readonly deadline: AbortSignal;
  beginDraining(): void;
  reachDeadline(): void;
}

export function createLifecycle(): Lifecycle {
  const deadline = new AbortController();
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    deadline: deadline.signal,
    beginDraining() {
      draining = true;
    },
    reachDeadline() {
      draining = true;
      deadline.abort();
    },
  };
}
