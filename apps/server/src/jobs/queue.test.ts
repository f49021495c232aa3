import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database.js';
import { rowsOf } from '../db/rows.js';
import { backoffMs, createJobWorker, enqueueJob, JOB_PRIORITY, type JobHandler } from './queue.js';

const silentLog = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
  fatal: () => undefined,
  trace: () => undefined,
  silent: () => undefined,
  child: () => silentLog,
  level: 'silent',
} as never;

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
}
const jobRows = async () =>
  rowsOf<JobRow>(await t.database.db.execute(sql`select * from jobs order by created_at, name`));

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
    await t.database.db.execute(sql`update jobs set run_at = now()`);
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

  it('backs off exponentially up to an hour', () => {
    expect(backoffMs(1)).toBe(5_000);
    expect(backoffMs(2)).toBe(10_000);
    expect(backoffMs(30)).toBe(3_600_000);
  });
});
