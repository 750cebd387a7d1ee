import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Runs `work` in a transaction and resolves once it is committed (durable), or rejects with what
 * `work` threw, with nothing of it written.
 */
export type TransactionRunner = <T>(work: (transaction: Kysely<Database>) => Promise<T>) => Promise<T>;

interface Job {
  work: (transaction: Kysely<Database>) => Promise<unknown>;
  resolve(value: unknown): void;
  reject(reason: unknown): void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * Group commit for the embedded database (docs/decisions/009-group-commit.md). With
 * synchronous=FULL every COMMIT waits for an fsync, and libsql is synchronous, so the event loop
 * waits with it: under concurrent writes the fsyncs, not the work, set the pace. Here the
 * transactions that arrive while one batch is committing wait for the next batch, which runs
 * them one after another inside one BEGIN … COMMIT, each in a savepoint of its own: one that
 * throws is rolled back alone and rejected; the others commit together, and each caller hears
 * back only after that commit. A batch whose COMMIT fails rejects every job in it.
 *
 * The order is the arrival order and every job sees the writes of the ones before it, exactly as
 * if they had run one by one; only the fsyncs are shared. `work` must use the transaction it is
 * given, never the database (the single connection is held for the batch).
 */
export function createGroupCommit(db: Kysely<Database>): TransactionRunner {
  let waiting: Job[] = [];
  let running: Promise<void> | undefined;

  async function commitBatch(batch: Job[]): Promise<void> {
    const outcomes: Outcome[] = [];
    try {
      await db.connection().execute(async (connection) => {
        await sql`begin immediate`.execute(connection);
        try {
          for (const job of batch) outcomes.push(await runInSavepoint(connection, job));
          await sql`commit`.execute(connection);
        } catch (error) {
          await sql`rollback`.execute(connection).catch(() => undefined);
          throw error;
        }
      });
    } catch (error) {
      for (const job of batch) job.reject(error);
      return;
    }
    batch.forEach((job, index) => {
      const outcome = outcomes[index];
      if (outcome.ok) job.resolve(outcome.value);
      else job.reject(outcome.error);
    });
  }

  async function drain(): Promise<void> {
    while (waiting.length > 0) {
      // One turn of the event loop first: requests already read from their sockets reach this
      // queue and share the coming fsync.
      await new Promise((resolve) => setImmediate(resolve));
      const batch = waiting;
      waiting = [];
      await commitBatch(batch);
    }
  }

  function startDraining(): void {
    if (running) return;
    running = drain().finally(() => {
      running = undefined;
      // A job that came after the last look at the queue, before this callback ran.
      if (waiting.length > 0) startDraining();
    });
  }

  return <T>(work: (transaction: Kysely<Database>) => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      waiting.push({ work, resolve: resolve as (value: unknown) => void, reject });
      startDraining();
    });
}

async function runInSavepoint(connection: Kysely<Database>, job: Job): Promise<Outcome> {
  await sql`savepoint group_commit_job`.execute(connection);
  try {
    const value = await job.work(connection);
    await sql`release group_commit_job`.execute(connection);
    return { ok: true, value };
  } catch (error) {
    await sql`rollback to group_commit_job`.execute(connection);
    await sql`release group_commit_job`.execute(connection);
    return { ok: false, error };
  }
}
