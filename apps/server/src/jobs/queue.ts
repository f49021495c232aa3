import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { systemClock, type Clock } from '../lib/clock.js';

/**
 * A PostgreSQL-backed job queue that works the same on PGlite and on a cluster of
 * server instances. Enqueue inside the transaction that makes the change, so the
 * job exists if and only if the change committed. Workers claim due jobs with
 * `FOR UPDATE SKIP LOCKED` and hold a lease per job, named by its `lease_token`: only the
 * worker holding the token may renew the lease or settle the job, so a worker whose lease ran
 * out cannot overwrite the outcome of the worker that took the job after it. Failures retry
 * with backoff.
 */

/**
 * Among due jobs the worker takes the higher priority first, then the longest waiting. `urgent`
 * is for what a person is waiting for at that moment (a recovery code, a security notice);
 * `bulk` for work that comes in hundreds at once and nobody watches step by step (a whole round's
 * refunds), so a payment's own events never queue behind it.
 */
export const JOB_PRIORITY = { bulk: -10, normal: 0, urgent: 10 } as const;

export interface EnqueueOptions {
  runAt?: Date;
  /** JOB_PRIORITY.normal unless said otherwise. */
  priority?: number;
  /** At most one unfinished job per (name, dedupeKey): a second enqueue is a no-op. */
  dedupeKey?: string;
  maxAttempts?: number;
}

/** `runAt` defaults to the wall clock's now, which the platform clock is never behind: due at once. */
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
  /** When the first run is due after the worker starts (default: at once). */
  firstAfterMs?: number;
}

export interface JobWorkerOptions {
  db: Executor;
  handlers: Readonly<Record<string, JobHandler>>;
  recurring?: readonly RecurringJob[];
  pollMs: number;
  log: FastifyBaseLogger;
  batchSize?: number;
  leaseMs?: number;
  /** The platform clock: when a job is due, when a retry or a recurring job's next run is. */
  clock?: Clock;
  /** The wall clock the leases run on, so moving the platform clock never takes a running job. */
  leaseClock?: Clock;
}

export interface RunOnceOptions {
  /** At most this many jobs (the batch size unless said otherwise). */
  limit?: number;
}

export interface JobWorker {
  /** Queues the recurring jobs' next runs and starts polling. */
  start(): void;
  /**
   * Claims the jobs due now and runs them one after another; resolves with how many it claimed.
   * A claimed job another worker took after its lease ran out, before its turn came, is skipped.
   */
  runOnce(options?: RunOnceOptions): Promise<number>;
  /** Stops polling and waits for the running batch to finish. */
  stop(): Promise<void>;
}

interface ClaimedJob {
  id: string;
  name: string;
  payload: Record<string, unknown>;
  max_attempts: number;
  lease_token: string;
}

interface StartedJob extends ClaimedJob {
  /** Counting this run. */
  attempts: number;
}

const RECURRING_KEY = 'recurring';

export function backoffMs(attempt: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const after = (clock: Clock, ms: number) => at(new Date(clock.now().getTime() + ms));

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, handlers, log } = options;
  const batchSize = options.batchSize ?? 10;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const clock = options.clock ?? systemClock;
  const leaseClock = options.leaseClock ?? systemClock;
  const recurring = new Map((options.recurring ?? []).map((job) => [job.name, job]));

  async function claim(limit: number): Promise<ClaimedJob[]> {
    const names = Object.keys(handlers);
    if (names.length === 0) return [];
    const result = await db.execute(sql`
      update jobs set locked_until = ${after(leaseClock, leaseMs)}, lease_token = gen_random_uuid()
      where id in (
        select id from jobs
        where completed_at is null and failed_at is null and run_at <= ${at(clock.now())}
          and (locked_until is null or locked_until < ${at(leaseClock.now())})
          and name in (${sql.join(
            names.map((name) => sql`${name}`),
            sql`, `,
          )})
        order by priority desc, run_at
        limit ${limit}
        for update skip locked)
      returning id, name, payload, max_attempts, priority, run_at, lease_token`);
    // UPDATE … RETURNING keeps no order: the batch runs in the order it was chosen in.
    return rowsOf<ClaimedJob & { priority: number; run_at: string | Date }>(result).sort(
      (a, b) => b.priority - a.priority || new Date(a.run_at).getTime() - new Date(b.run_at).getTime(),
    );
  }

  /**
   * Renews the lease of a job of the batch as its turn comes and counts the attempt; null if
   * another worker took the job after the lease ran out. Counting here rather than at the claim
   * keeps a job that was claimed but never started from losing an attempt.
   */
  async function start(job: ClaimedJob): Promise<StartedJob | null> {
    const result = await db.execute(sql`
      update jobs set locked_until = ${after(leaseClock, leaseMs)}, attempts = attempts + 1
      where id = ${job.id} and lease_token = ${job.lease_token} and completed_at is null and failed_at is null
      returning attempts`);
    const row = rowsOf<{ attempts: number }>(result)[0];
    return row ? { ...job, attempts: row.attempts } : null;
  }

  /** Extends the job's lease if this worker still holds it; false once another worker took it. */
  async function renew(job: ClaimedJob): Promise<boolean> {
    const result = await db.execute(sql`
      update jobs set locked_until = ${after(leaseClock, leaseMs)}
      where id = ${job.id} and lease_token = ${job.lease_token} and completed_at is null and failed_at is null
      returning id`);
    return rowsOf(result).length > 0;
  }

  /** Renews the lease every third of it while the job runs; the returned stop also waits out a renewal under way. */
  function heartbeat(job: ClaimedJob): () => Promise<void> {
    let ended = false;
    let timer: NodeJS.Timeout | undefined;
    let beat: Promise<void> = Promise.resolve();
    const schedule = () => {
      if (ended) return;
      timer = setTimeout(() => {
        beat = renew(job).then(
          (held) => {
            if (held) return schedule();
            log.warn({ job: job.name, jobId: job.id }, 'job lease lost while running: another worker took it');
          },
          (error: unknown) => {
            log.error({ job: job.name, jobId: job.id, err: error }, 'job lease renewal failed');
            schedule();
          },
        );
      }, leaseMs / 3);
    };
    schedule();
    return async () => {
      ended = true;
      clearTimeout(timer);
      await beat;
    };
  }

  /** Records the outcome if this worker still holds the job; if another worker took it, that worker's stands. */
  async function settle(job: StartedJob, error: unknown): Promise<void> {
    const owned = sql`id = ${job.id} and lease_token = ${job.lease_token}`;
    const release = sql`locked_until = null, lease_token = null`;
    let result: unknown;
    let giveUp = false;
    if (error === undefined) {
      result = await db.execute(
        sql`update jobs set completed_at = now(), ${release}, last_error = null where ${owned} returning id`,
      );
    } else {
      const message = error instanceof Error ? error.message : String(error);
      giveUp = job.attempts >= job.max_attempts;
      log.warn({ job: job.name, jobId: job.id, attempt: job.attempts, err: error, giveUp }, 'job failed');
      result = giveUp
        ? await db.execute(
            sql`update jobs set failed_at = now(), ${release}, last_error = ${message} where ${owned} returning id`,
          )
        : await db.execute(sql`
            update jobs set run_at = ${after(clock, backoffMs(job.attempts))}, ${release}, last_error = ${message}
            where ${owned} returning id`);
    }
    if (rowsOf(result).length === 0) {
      // Its lease ran out and another worker claimed it: that worker's outcome (and next run) stands.
      log.warn({ job: job.name, jobId: job.id, attempt: job.attempts }, 'job lost to another worker: outcome dropped');
      return;
    }
    const every = recurring.get(job.name);
    if (every && (error === undefined || giveUp)) await scheduleNext(every);
  }

  async function scheduleNext(job: RecurringJob): Promise<void> {
    const runAt = new Date(clock.now().getTime() + job.everyMs);
    await enqueueJob(db, job.name, {}, { dedupeKey: RECURRING_KEY, runAt });
  }

  async function runOne(claimed: ClaimedJob): Promise<void> {
    // A job late in the batch may have waited past its lease, and another worker taken it.
    const job = await start(claimed);
    if (!job) {
      log.warn({ job: claimed.name, jobId: claimed.id }, 'job skipped: another worker took it after its lease ran out');
      return;
    }
    const stopHeartbeat = heartbeat(job);
    const handler = handlers[job.name];
    let failure: unknown;
    try {
      if (!handler) throw new Error(`No handler for job ${job.name}`);
      await handler(job.payload ?? {}, { attempt: job.attempts, log });
    } catch (error) {
      failure = error ?? new Error('job failed');
    } finally {
      await stopHeartbeat();
    }
    await settle(job, failure);
  }

  async function runOnce(runOptions: RunOnceOptions = {}): Promise<number> {
    const limit = runOptions.limit ?? batchSize;
    if (!Number.isSafeInteger(limit) || limit < 0) throw new RangeError(`Invalid job limit: ${limit}`);
    if (limit === 0) return 0;
    const claimed = await claim(limit);
    for (const job of claimed) await runOne(job);
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
        [...recurring.values()].map((job) =>
          enqueueJob(
            db,
            job.name,
            {},
            {
              dedupeKey: RECURRING_KEY,
              ...(job.firstAfterMs ? { runAt: new Date(clock.now().getTime() + job.firstAfterMs) } : {}),
            },
          ),
        ),
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
