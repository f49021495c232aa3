import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database.js';
import { rowsOf } from '../db/rows.js';
import { backoffMs, createJobWorker, enqueueJob, JOB_PRIORITY, type JobHandler } from './queue.js';

const quiet = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
  fatal: () => undefined,
  trace: () => undefined,
  silent: () => undefined,
  level: 'silent',
};
const silentLog = { ...quiet, child: () => silentLog } as never;

/** A logger that keeps the messages of its warnings. */
function recordingLog() {
  const warnings: string[] = [];
  const log = {
    ...quiet,
    warn: (...args: unknown[]) => void warnings.push(String(args.at(-1))),
    child: () => log,
  };
  return { log: log as never, warnings };
}

/** A clock that stands still until the test moves it. */
function handClock(start = Date.now()) {
  let ms = start;
  return {
    now: () => new Date(ms),
    advance: (by: number) => void (ms += by),
  };
}

/** A promise the test settles by hand. */
function signal() {
  let fire!: () => void;
  const fired = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { fire, fired };
}

const DAY = 24 * 60 * 60_000;

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`delete from jobs`);
});

interface JobRow {
  name: string;
  attempts: number;
  completed_at: string | null;
  failed_at: string | null;
  last_error: string | null;
  run_at: string;
  locked_until: string | null;
}
const jobRows = async () =>
  rowsOf<JobRow>(await t.database.db.execute(sql`select * from jobs order by created_at, name`));
const jobRow = async (name: string) => {
  const rows = rowsOf<JobRow>(await t.database.db.execute(sql`select * from jobs where name = ${name}`));
  expect(rows).toHaveLength(1);
  return rows[0]!;
};

describe('job queue', () => {
  it('runs a due job once and marks it completed', async () => {
    const seen: unknown[] = [];
    await enqueueJob(t.database.db, 'mail.send', { to: 'a@b.co' });
    const worker = createJobWorker({
      db: t.database.db,
      handlers: { 'mail.send': async (payload) => void seen.push(payload) },
      pollMs: 60_000,
      log: silentLog,
    });
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    expect(seen).toEqual([{ to: 'a@b.co' }]);
    const [row] = await jobRows();
    expect(row?.completed_at).not.toBeNull();
    expect(row?.attempts).toBe(1);
  });

  it('takes an urgent job before a backlog that was due earlier', async () => {
    const order: string[] = [];
    const backlog = Date.now() - 60_000;
    for (let n = 0; n < 25; n++) {
      await enqueueJob(t.database.db, 'refund', { n }, { runAt: new Date(backlog + n) });
    }
    await enqueueJob(t.database.db, 'mail.send', { code: '123456' }, { priority: JOB_PRIORITY.urgent });
    const worker = createJobWorker({
      db: t.database.db,
      handlers: {
        refund: async (payload) => void order.push(`refund ${String(payload.n)}`),
        'mail.send': async () => void order.push('mail'),
      },
      pollMs: 60_000,
      log: silentLog,
      batchSize: 10,
    });
    expect(await worker.runOnce()).toBe(10);
    // The mail went first; the backlog keeps its own order behind it.
    expect(order.slice(0, 3)).toEqual(['mail', 'refund 0', 'refund 1']);
  });

  it('waits for jobs scheduled in the future', async () => {
    await enqueueJob(t.database.db, 'later', {}, { runAt: new Date(Date.now() + 60_000) });
    const worker = createJobWorker({
      db: t.database.db,
      handlers: { later: async () => undefined },
      pollMs: 60_000,
      log: silentLog,
    });
    expect(await worker.runOnce()).toBe(0);
  });

  it('retries a failing job with backoff and gives up after its attempts', async () => {
    let calls = 0;
    const failing: JobHandler = async () => {
      calls += 1;
      throw new Error(`provider down (${calls})`);
    };
    await enqueueJob(t.database.db, 'flaky', {}, { maxAttempts: 2 });
    const worker = createJobWorker({ db: t.database.db, handlers: { flaky: failing }, pollMs: 60_000, log: silentLog });

    expect(await worker.runOnce()).toBe(1);
    let [row] = await jobRows();
    expect(row?.last_error).toBe('provider down (1)');
    expect(row?.failed_at).toBeNull();
    expect(new Date(row!.run_at).getTime()).toBeGreaterThan(Date.now() + 1_000);

    // Make it due again, as the backoff would.
    await t.database.db.execute(sql`update jobs set run_at = now() - interval '1 second'`);
    expect(await worker.runOnce()).toBe(1);
    [row] = await jobRows();
    expect(row?.failed_at).not.toBeNull();
    expect(row?.attempts).toBe(2);
    expect(await worker.runOnce()).toBe(0);
  });

  it('keeps at most one unfinished job per dedupe key', async () => {
    await enqueueJob(t.database.db, 'kyc.poll', { user: 1 }, { dedupeKey: 'user-1' });
    await enqueueJob(t.database.db, 'kyc.poll', { user: 1 }, { dedupeKey: 'user-1' });
    await enqueueJob(t.database.db, 'kyc.poll', { user: 2 }, { dedupeKey: 'user-2' });
    expect(await jobRows()).toHaveLength(2);
  });

  it('does not run a job twice while another worker holds its lease', async () => {
    await enqueueJob(t.database.db, 'once', {});
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const handlers = {
      once: async () => {
        runs += 1;
        await gate;
      },
    };
    const a = createJobWorker({ db: t.database.db, handlers, pollMs: 60_000, log: silentLog });
    const b = createJobWorker({ db: t.database.db, handlers, pollMs: 60_000, log: silentLog });
    const first = a.runOnce();
    // Give the first worker time to claim the job before the second looks.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await b.runOnce()).toBe(0);
    release();
    expect(await first).toBe(1);
    expect(runs).toBe(1);
  });

  it('schedules recurring jobs and queues the next run after each one', async () => {
    let ticks = 0;
    const worker = createJobWorker({
      db: t.database.db,
      handlers: { 'reservations.expire': async () => void (ticks += 1) },
      recurring: [{ name: 'reservations.expire', everyMs: 60_000 }],
      pollMs: 20,
      log: silentLog,
    });
    worker.start();
    await expect.poll(() => ticks, { timeout: 5_000 }).toBe(1);
    await worker.stop();
    const rows = await jobRows();
    expect(rows.filter((row) => row.completed_at)).toHaveLength(1);
    const next = rows.find((row) => !row.completed_at);
    expect(new Date(next!.run_at).getTime()).toBeGreaterThan(Date.now() + 50_000);
  });

  it('queues a recurring job whose first run is due later for then, not at start', async () => {
    let ticks = 0;
    const worker = createJobWorker({
      db: t.database.db,
      handlers: { 'finance.reconcile': async () => void (ticks += 1) },
      recurring: [{ name: 'finance.reconcile', everyMs: 86_400_000, firstAfterMs: 15 * 60_000 }],
      pollMs: 20,
      log: silentLog,
    });
    worker.start();
    await expect.poll(async () => (await jobRows()).length, { timeout: 5_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await worker.stop();
    expect(ticks).toBe(0);
    const [queued] = await jobRows();
    expect(new Date(queued!.run_at).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
  });

  it('claims at most the limit runOnce is given', async () => {
    for (const n of [1, 2, 3]) await enqueueJob(t.database.db, 'mail.send', { n });
    const worker = createJobWorker({
      db: t.database.db,
      handlers: { 'mail.send': async () => undefined },
      pollMs: 60_000,
      log: silentLog,
    });
    expect(await worker.runOnce({ limit: 0 })).toBe(0);
    expect(await worker.runOnce({ limit: 2 })).toBe(2);
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
  });

  it("renews each job's lease as its turn in a batch comes, and skips one another worker took meanwhile", async () => {
    const leaseClock = handClock();
    const due = Date.now();
    await enqueueJob(t.database.db, 'first', {}, { runAt: new Date(due - 3_000) });
    await enqueueJob(t.database.db, 'second', {}, { runAt: new Date(due - 2_000) });
    await enqueueJob(t.database.db, 'third', {}, { runAt: new Date(due - 1_000) });
    const ran: string[] = [];
    const secondStarted = signal();
    const release = signal();
    const { log, warnings } = recordingLog();
    const a = createJobWorker({
      db: t.database.db,
      handlers: {
        first: async () => {
          ran.push('a first');
          // Slow enough that the lease the whole batch was claimed with runs out.
          leaseClock.advance(2 * 60_000);
        },
        second: async () => {
          ran.push('a second');
          secondStarted.fire();
          await release.fired;
        },
        third: async () => void ran.push('a third'),
      },
      pollMs: 60_000,
      log,
      leaseMs: 60_000,
      leaseClock,
    });
    const b = createJobWorker({
      db: t.database.db,
      handlers: {
        first: async () => void ran.push('b first'),
        second: async () => void ran.push('b second'),
        third: async () => void ran.push('b third'),
      },
      pollMs: 60_000,
      log: silentLog,
      leaseMs: 60_000,
      leaseClock,
    });

    const batch = a.runOnce();
    await secondStarted.fired;
    // The second job's lease was renewed when it started; the third, still waiting its turn, is free.
    expect(await b.runOnce()).toBe(1);
    release.fire();
    expect(await batch).toBe(3);

    expect(ran).toEqual(['a first', 'a second', 'b third']);
    for (const name of ['first', 'second', 'third']) {
      const row = await jobRow(name);
      expect(row.completed_at).not.toBeNull();
      expect(row.attempts).toBe(1);
    }
    expect(warnings).toEqual([expect.stringContaining('another worker')]);
  });

  it('a worker whose lease ran out cannot settle the job another worker took and completed', async () => {
    const leaseClock = handClock();
    await enqueueJob(t.database.db, 'report', {});
    const ran: string[] = [];
    const b = createJobWorker({
      db: t.database.db,
      handlers: { report: async () => void ran.push('b') },
      pollMs: 60_000,
      log: silentLog,
      leaseClock,
    });
    let bClaimed = 0;
    const { log, warnings } = recordingLog();
    const a = createJobWorker({
      db: t.database.db,
      handlers: {
        report: async () => {
          ran.push('a');
          // A stalls past its lease; B takes the job and completes it; then A fails late.
          leaseClock.advance(10 * 60_000);
          bClaimed = await b.runOnce();
          throw new Error('a gave out late');
        },
      },
      pollMs: 60_000,
      log,
      leaseMs: 60_000,
      leaseClock,
    });

    expect(await a.runOnce()).toBe(1);
    expect(bClaimed).toBe(1);
    expect(ran).toEqual(['a', 'b']);
    const row = await jobRow('report');
    expect(row.completed_at).not.toBeNull();
    expect(row.failed_at).toBeNull();
    expect(row.last_error).toBeNull();
    expect(row.attempts).toBe(2);
    // No retry was scheduled over B's completion.
    expect(new Date(row.run_at).getTime()).toBeLessThanOrEqual(Date.now());
    expect(warnings).toContainEqual(expect.stringContaining('another worker'));
    expect(await a.runOnce()).toBe(0);
  });

  it('a worker whose lease ran out cannot mark completed a job another worker took and failed', async () => {
    const leaseClock = handClock();
    await enqueueJob(t.database.db, 'report', {});
    const b = createJobWorker({
      db: t.database.db,
      handlers: {
        report: async () => {
          throw new Error('b: provider down');
        },
      },
      pollMs: 60_000,
      log: silentLog,
      leaseClock,
    });
    let bClaimed = 0;
    const a = createJobWorker({
      db: t.database.db,
      handlers: {
        report: async () => {
          // A stalls past its lease; B takes the job and fails it; then A finishes late.
          leaseClock.advance(10 * 60_000);
          bClaimed = await b.runOnce();
        },
      },
      pollMs: 60_000,
      log: silentLog,
      leaseMs: 60_000,
      leaseClock,
    });

    expect(await a.runOnce()).toBe(1);
    expect(bClaimed).toBe(1);
    const row = await jobRow('report');
    // B's failure and the retry it scheduled stand.
    expect(row.completed_at).toBeNull();
    expect(row.last_error).toBe('b: provider down');
    expect(row.attempts).toBe(2);
    expect(new Date(row.run_at).getTime()).toBeGreaterThan(Date.now() + 1_000);
  });

  it("keeps a long job's lease through heartbeats while it runs", async () => {
    const leaseClock = handClock();
    await enqueueJob(t.database.db, 'long', {});
    let runs = 0;
    const started = signal();
    const release = signal();
    const handlers = {
      long: async () => {
        runs += 1;
        started.fire();
        await release.fired;
      },
    };
    const options = { db: t.database.db, handlers, pollMs: 60_000, log: silentLog, leaseMs: 300, leaseClock };
    const a = createJobWorker(options);
    const b = createJobWorker(options);

    const running = a.runOnce();
    await started.fired;
    // Far past the lease the job started with: only a renewal while it runs keeps it.
    leaseClock.advance(60 * 60_000);
    await expect
      .poll(async () => new Date((await jobRow('long')).locked_until ?? 0).getTime(), { timeout: 5_000 })
      .toBeGreaterThan(leaseClock.now().getTime());
    expect(await b.runOnce()).toBe(0);
    release.fire();
    expect(await running).toBe(1);
    expect(runs).toBe(1);
    const row = await jobRow('long');
    expect(row.completed_at).not.toBeNull();
    expect(row.locked_until).toBeNull();
  });

  it('takes due times from the platform clock and leases from the wall clock', async () => {
    await enqueueJob(t.database.db, 'round.close', {}, { runAt: new Date(Date.now() + 2 * DAY) });
    const clock = handClock();
    let runs = 0;
    const started = signal();
    const release = signal();
    const handlers = {
      'round.close': async () => {
        runs += 1;
        started.fire();
        await release.fired;
      },
    };
    const a = createJobWorker({ db: t.database.db, handlers, pollMs: 60_000, log: silentLog, clock });
    const b = createJobWorker({ db: t.database.db, handlers, pollMs: 60_000, log: silentLog, clock });

    expect(await a.runOnce()).toBe(0);
    clock.advance(DAY);
    expect(await a.runOnce()).toBe(0);
    clock.advance(DAY);
    const running = a.runOnce();
    await Promise.race([started.fired, running]);
    expect(runs).toBe(1);
    // Moving the platform clock on does not end the lease of the job under way.
    clock.advance(30 * DAY);
    expect(await b.runOnce()).toBe(0);
    release.fire();
    expect(await running).toBe(1);
    expect(runs).toBe(1);
  });

  it("schedules retries and recurring jobs' next runs from the platform clock", async () => {
    const clock = handClock();
    clock.advance(2 * DAY);
    await enqueueJob(t.database.db, 'flaky', {});
    await enqueueJob(t.database.db, 'tick', {});
    const worker = createJobWorker({
      db: t.database.db,
      handlers: {
        flaky: async () => {
          throw new Error('provider down');
        },
        tick: async () => undefined,
      },
      recurring: [{ name: 'tick', everyMs: 60_000 }],
      pollMs: 60_000,
      log: silentLog,
      clock,
    });

    expect(await worker.runOnce()).toBe(2);
    const retry = await jobRow('flaky');
    expect(new Date(retry.run_at).getTime()).toBe(clock.now().getTime() + backoffMs(1));
    const next = (await jobRows()).filter((row) => row.name === 'tick' && !row.completed_at);
    expect(next).toHaveLength(1);
    expect(new Date(next[0]!.run_at).getTime()).toBe(clock.now().getTime() + 60_000);
  });

  it('backs off exponentially up to an hour', () => {
    expect(backoffMs(1)).toBe(5_000);
    expect(backoffMs(2)).toBe(10_000);
    expect(backoffMs(30)).toBe(3_600_000);
  });
});
