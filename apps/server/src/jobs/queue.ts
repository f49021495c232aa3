import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/client.js';
import { rowsOf } from '../db/rows.js';

/**
 * A PostgreSQL-backed job queue that works the same on PGlite and on a cluster of
 * server instances. Enqueue inside the transaction that makes the change, so the
 * job exists if and only if the change committed. Workers claim due jobs with
 * `FOR UPDATE SKIP LOCKED` and hold a lease; failures retry with backoff.
 */

/**
 * Among due jobs the worker takes the higher priority first, then the longest waiting. `urgent`
 * is for what a person is waiting for at that moment (a recovery code, a security notice), so it
 * never queues behind a backlog such as a whole round's refunds.
 */
export const JOB_PRIORITY = { normal: 0, urgent: 10 } as const;

export interface EnqueueOptions {
  runAt?: Date;
  /** JOB_PRIORITY.normal unless said otherwise. */
  priority?: number;
  /** At most one unfinished job per (name, dedupeKey): a second enqueue is a no-op. */
  dedupeKey?: string;
  maxAttempts?: number;
}

export async function enqueueJob(
  executor: Executor,
  name: string,
  payload: Record<string, unknown> = {},
  options: EnqueueOptions = {},
): Promise<void> {
  const runAt = options.runAt ?? new Date();
  await executor.execute(sql`
    insert into jobs (name, payload, dedupe_key, run_at, max_attempts, priority)
    values (${name}, ${JSON.stringify(payload)}::jsonb, ${options.dedupeKey ?? null}, ${runAt.toISOString()}::timestamptz,
            ${options.maxAttempts ?? 5}, ${options.priority ?? JOB_PRIORITY.normal})
    on conflict (name, dedupe_key)
      where dedupe_key is not null and completed_at is null and failed_at is null
      do nothing`);
}

export interface JobContext {
  attempt: number;
  log: FastifyBaseLogger;
}
export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;

export interface RecurringJob {
  name: string;
  everyMs: number;
}

export interface JobWorkerOptions {
  db: Executor;
  handlers: Readonly<Record<string, JobHandler>>;
  recurring?: readonly RecurringJob[];
  pollMs: number;
  log: FastifyBaseLogger;
  batchSize?: number;
  leaseMs?: number;
}

export interface JobWorker {
  /** Queues the recurring jobs' next runs and starts polling. */
  start(): void;
  /** Claims and runs the jobs due now; resolves with how many ran. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for the running batch to finish. */
  stop(): Promise<void>;
}

interface ClaimedJob {
  id: string;
  name: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

const RECURRING_KEY = 'recurring';

export function backoffMs(attempt: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, handlers, log } = options;
  const batchSize = options.batchSize ?? 10;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const recurring = new Map((options.recurring ?? []).map((job) => [job.name, job]));

  async function claim(): Promise<ClaimedJob[]> {
    const names = Object.keys(handlers);
    if (names.length === 0) return [];
    const result = await db.execute(sql`
      update jobs set attempts = attempts + 1, locked_until = now() + ${`${leaseMs} milliseconds`}::interval
      where id in (
        select id from jobs
        where completed_at is null and failed_at is null and run_at <= now()
          and (locked_until is null or locked_until < now())
          and name in (${sql.join(
            names.map((name) => sql`${name}`),
            sql`, `,
          )})
        order by priority desc, run_at
        limit ${batchSize}
        for update skip locked)
      returning id, name, payload, attempts, max_attempts, priority, run_at`);
    // UPDATE … RETURNING keeps no order: the batch runs in the order it was chosen in.
    return rowsOf<ClaimedJob & { priority: number; run_at: string | Date }>(result).sort(
      (a, b) => b.priority - a.priority || new Date(a.run_at).getTime() - new Date(b.run_at).getTime(),
    );
  }

  async function settle(job: ClaimedJob, error: unknown): Promise<void> {
    if (error === undefined) {
      await db.execute(
        sql`update jobs set completed_at = now(), locked_until = null, last_error = null where id = ${job.id}`,
      );
      const every = recurring.get(job.name);
      if (every) await scheduleNext(every);
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    const giveUp = job.attempts >= job.max_attempts;
    log.warn({ job: job.name, jobId: job.id, attempt: job.attempts, err: error, giveUp }, 'job failed');
    if (giveUp) {
      await db.execute(
        sql`update jobs set failed_at = now(), locked_until = null, last_error = ${message} where id = ${job.id}`,
      );
      const every = recurring.get(job.name);
      if (every) await scheduleNext(every);
    } else {
      const retryAt = new Date(Date.now() + backoffMs(job.attempts)).toISOString();
      await db.execute(
        sql`update jobs set run_at = ${retryAt}::timestamptz, locked_until = null, last_error = ${message} where id = ${job.id}`,
      );
    }
  }

  async function scheduleNext(job: RecurringJob): Promise<void> {
    await enqueueJob(db, job.name, {}, { dedupeKey: RECURRING_KEY, runAt: new Date(Date.now() + job.everyMs) });
  }

  async function runOnce(): Promise<number> {
    const claimed = await claim();
    for (const job of claimed) {
      const handler = handlers[job.name];
      let failure: unknown;
      try {
        if (!handler) throw new Error(`No handler for job ${job.name}`);
        await handler(job.payload ?? {}, { attempt: job.attempts, log });
      } catch (error) {
        failure = error ?? new Error('job failed');
      }
      await settle(job, failure);
    }
    return claimed.length;
  }

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  const tick = () => {
    if (stopped) return;
    running = runOnce()
      .catch((error: unknown) => log.error({ err: error }, 'job worker poll failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.pollMs);
      });
  };

  return {
    start() {
      if (stopped) return;
      running = Promise.all(
        [...recurring.values()].map((job) => enqueueJob(db, job.name, {}, { dedupeKey: RECURRING_KEY })),
      )
        .catch((error: unknown) => log.error({ err: error }, 'could not schedule recurring jobs'))
        .finally(() => {
          if (!stopped) timer = setTimeout(tick, options.pollMs);
        });
    },
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
