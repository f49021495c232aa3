import { paymentSchema } from '@grove/contracts';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../src/db/schema/index.js';
import { rowsOf } from '../src/db/rows.js';
import { AdmissionGate } from '../src/lib/admission.js';
import { AppError } from '../src/lib/errors.js';
import { registerErrorHandling } from '../src/plugins/errors.js';
import { raisedMinorOf } from '../src/modules/ledger/ledger.service.js';
import { findPayment, LATE_PAYMENT_REASON } from '../src/modules/payments/payments.repository.js';
import { insertInvestor, insertProject, invest, projectFigures } from './helpers/investing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * The payment core as a launch meets it (issue 24): the gate in front of the money routes answers
 * overload at once with 503 BUSY and Retry-After, having started nothing; the capture that skips
 * the business's lock falls back to the careful path when the raise moved under it.
 */

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the admission gate', () => {
  it('admits in arrival order, holds the rest in line, and answers BUSY past the line or the wait', async () => {
    const gate = new AdmissionGate({ maxActive: 2, maxQueued: 2, maxWaitMs: 200 });
    const order: number[] = [];
    const work = (id: number, ms: number) =>
      gate.run(async () => {
        order.push(id);
        await later(ms);
        return id;
      });
    const runs = [work(1, 50), work(2, 50), work(3, 10), work(4, 10), work(5, 10)].map((run) =>
      run.then(
        (id) => ({ ok: id }),
        (error: unknown) => ({ error }),
      ),
    );
    // Two at work, two waiting: the fifth is refused at once.
    expect(gate.stats()).toEqual({ active: 2, queued: 2 });
    const results = await Promise.all(runs);
    expect(results.slice(0, 4)).toEqual([{ ok: 1 }, { ok: 2 }, { ok: 3 }, { ok: 4 }]);
    const refused = (results[4] as { error: unknown }).error;
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('BUSY');
    expect((refused as AppError).status).toBe(503);
    expect((refused as AppError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(order).toEqual([1, 2, 3, 4]);
    expect(gate.stats()).toEqual({ active: 0, queued: 0 });

    // One that waits longer than maxWaitMs is answered BUSY, and its place is given up.
    const slow = gate.run(() => later(400));
    const slower = gate.run(() => later(400));
    const waiting = gate.run(async () => 'never');
    await expect(waiting).rejects.toMatchObject({ code: 'BUSY' });
    expect(gate.stats().queued).toBe(0);
    await Promise.all([slow, slower]);
    expect(gate.stats()).toEqual({ active: 0, queued: 0 });
  });

  it('says it is under load while requests queue, and for a while after', async () => {
    const gate = new AdmissionGate({ maxActive: 1, maxQueued: 5, maxWaitMs: 1_000 });
    expect(gate.underLoad()).toBe(false);
    let release: () => void = () => undefined;
    const first = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
    const second = gate.run(async () => undefined);
    expect(gate.underLoad()).toBe(true);
    release();
    await Promise.all([first, second]);
    // The line is empty, but pages keep yielding for a few seconds after a queue was seen.
    expect(gate.stats()).toEqual({ active: 0, queued: 0 });
    expect(gate.underLoad()).toBe(true);
  });

  it('a failing request gives its turn back', async () => {
    const gate = new AdmissionGate({ maxActive: 1, maxQueued: 0, maxWaitMs: 100 });
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
  });
});

describe('the gate on a route', () => {
  it('answers 503 BUSY with Retry-After while the route is full, and gives the turn back after each answer', async () => {
    const gate = new AdmissionGate({ maxActive: 1, maxQueued: 0, maxWaitMs: 1_000 });
    const hooks = gate.routeHooks();
    const app = Fastify();
    registerErrorHandling(app);
    let release: () => void = () => undefined;
    app.post('/work', { preHandler: hooks.preHandler }, async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { done: true };
    });
    app.post('/fails', { preHandler: hooks.preHandler }, async () => {
      throw new Error('boom');
    });
    await app.ready();
    const first = app.inject({ method: 'POST', url: '/work' });
    await later(20);
    const second = await app.inject({ method: 'POST', url: '/work' });
    expect(second.statusCode).toBe(503);
    expect(second.json()).toMatchObject({ code: 'BUSY' });
    expect(Number(second.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    release();
    expect((await first).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/fails' })).statusCode).toBe(500);
    // The failure gave its turn back too.
    const third = app.inject({ method: 'POST', url: '/work' });
    await later(20);
    release();
    expect((await third).statusCode).toBe(200);
    expect(gate.stats()).toEqual({ active: 0, queued: 0 });
    await app.close();
  });
});

/**
 * Through the real app, where requests run side by side (PostgreSQL; PGlite runs one statement
 * at a time, which lines the requests up before they reach the gate).
 */
describe('investing into a busy instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    // One payment at a time, nobody waiting: everything beyond the first is overload.
    t = await createTestApp({ env: { ADMISSION_MAX_ACTIVE: '1', ADMISSION_MAX_QUEUED: '0' } });
  });
  afterAll(() => t.close());

  it.runIf(process.env.TEST_DATABASE_URL)(
    'answers 503 BUSY with Retry-After at once, writes nothing for it, and takes the retry',
    async () => {
      const projectId = await insertProject(t, { targetMinor: 100_000_00 });
      const investors = await Promise.all(Array.from({ length: 12 }, () => insertInvestor(t, { sophisticated: true })));
      // Signed in once each (the sign-in is then kept), so the creates reach the gate together.
      for (const investor of investors) {
        await t.app.inject({ method: 'GET', url: `/api/v1/payments/terms/${projectId}`, headers: investor.headers });
      }
      const answers = await Promise.all(
        investors.map((investor, index) =>
          invest(
            t.app,
            investor,
            { project_id: projectId, amount: 100, currency: 'usd' },
            { 'idempotency-key': `k-${index}` },
          ),
        ),
      );
      const created = answers.filter((answer) => answer.statusCode === 201);
      const busy = answers.filter((answer) => answer.statusCode === 503);
      expect(created.length + busy.length).toBe(investors.length);
      expect(created.length).toBeGreaterThanOrEqual(1);
      expect(busy.length).toBeGreaterThanOrEqual(1);
      for (const answer of busy) {
        expect(answer.json()).toMatchObject({ code: 'BUSY' });
        expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      }
      // Nothing was started for a busy answer: one payment per 201, reserved room to match.
      const count = rowsOf<{ n: number }>(
        await t.db.db.execute(sql`select count(*)::int as n from payments where project_id = ${projectId}`),
      )[0]!.n;
      expect(count).toBe(created.length);
      expect((await projectFigures(t, projectId)).reserved).toBe(created.length * 100_00);

      // The refused investor's retry with the same key goes through (the key was not kept).
      const index = answers.findIndex((answer) => answer.statusCode === 503);
      const retry = await invest(
        t.app,
        investors[index]!,
        { project_id: projectId, amount: 100, currency: 'usd' },
        { 'idempotency-key': `k-${index}` },
      );
      expect(retry.statusCode).toBe(201);
    },
  );
});

describe('a capture that skips the business lock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function reservedPayment(projectId: string, payer?: Awaited<ReturnType<typeof insertInvestor>>) {
    const investor = payer ?? (await insertInvestor(t, { sophisticated: true }));
    const answer = await invest(t.app, investor, { project_id: projectId, amount: 500, currency: 'usd' });
    expect(answer.statusCode).toBe(201);
    const payment = await findPayment(t.db.db, paymentSchema.parse(answer.json()).id);
    return payment!;
  }

  const succeeded = (payment: { id: string; totalMinor: number; currency: string }, id: string) => ({
    id,
    type: 'succeeded' as const,
    paymentId: payment.id,
    sessionId: null,
    paymentRef: `pi_${id}`,
    amountMinor: payment.totalMinor,
    currency: payment.currency,
  });

  it('counts reserved money and closes the round at its target in the same statement', async () => {
    const projectId = await insertProject(t, { targetMinor: 1_000_00, ticketMinMinor: 500_00, ticketMaxMinor: 500_00 });
    const first = await reservedPayment(projectId);
    const second = await reservedPayment(projectId);
    await t.container.payments.applyProviderEvent(succeeded(first, 'evt_a'));
    expect(await projectFigures(t, projectId)).toMatchObject({
      raised: 500_00,
      reserved: 500_00,
      investors: 1,
      status: 'fundraising',
    });
    await t.container.payments.applyProviderEvent(succeeded(second, 'evt_b'));
    expect(await projectFigures(t, projectId)).toMatchObject({
      raised: 1_000_00,
      reserved: 0,
      investors: 2,
      status: 'funded',
    });
    const [row] = await t.db.db
      .select({ fundingEnd: projects.fundingEnd })
      .from(projects)
      .where(eq(projects.id, projectId));
    expect(row!.fundingEnd).not.toBeNull();
    // The investors and followers are told by a job, after the commit.
    const told = async () =>
      rowsOf<{ n: number }>(
        await t.db.db.execute(
          sql`select count(*)::int as n from notifications where type = 'project_funded' and params->>'project_id' = ${projectId}`,
        ),
      )[0]!.n;
    expect(await told()).toBe(0);
    await t.runJobs();
    expect(await told()).toBe(2);
  });

  it('writes the ledger posting in the same call, and counts a payer once however many investments', async () => {
    const projectId = await insertProject(t, { targetMinor: 10_000_00, ticketMinMinor: 500_00 });
    const payer = await insertInvestor(t, { sophisticated: true });
    // The raise's first capture makes its ledger account (the posting follows the count); the
    // next ones find every account and post inside the counting call.
    const payments = [
      await reservedPayment(projectId, payer),
      await reservedPayment(projectId, payer),
      await reservedPayment(projectId),
    ];
    for (const [index, payment] of payments.entries()) {
      await t.container.payments.applyProviderEvent(succeeded(payment, `evt_posting_${index}`));
    }
    expect(await projectFigures(t, projectId)).toMatchObject({ raised: 1_500_00, reserved: 0, investors: 2 });
    expect(await raisedMinorOf(t.db.db, projectId, 'USD')).toBe(1_500_00);
    const postings = rowsOf<{ payment_id: string; entries: number; total: string }>(
      await t.db.db.execute(sql`
        select t.payment_id, count(e.id)::int as entries, sum(e.amount_minor)::text as total
        from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
        where t.payment_id in (${sql.join(
          payments.map((payment) => sql`${payment.id}::uuid`),
          sql`, `,
        )}) and t.kind = 'payment'
        group by t.payment_id`),
    );
    expect(postings).toHaveLength(3);
    for (const posting of postings) expect(posting.total).toBe('0');
  });

  it('falls back to the locked path when the raise stopped admitting reservations: the money is late and refunded', async () => {
    const projectId = await insertProject(t, { targetMinor: 10_000_00 });
    const payment = await reservedPayment(projectId);
    // The raise is cancelled under the live reservation, without the reservation being released
    // (what a concurrent operator's move looks like from the capture's side).
    await t.db.db.update(projects).set({ status: 'refund_initiated' }).where(eq(projects.id, projectId));
    await t.container.payments.applyProviderEvent(succeeded(payment, 'evt_late'));
    const after = await findPayment(t.db.db, payment.id);
    expect(after!.status).toBe('refunding');
    expect(after!.failureReason).toBe(LATE_PAYMENT_REASON);
    const figures = await projectFigures(t, projectId);
    expect(figures.raised).toBe(0);
    expect(figures.reserved).toBe(0);
  });
});

describe('a full round', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is refused before the line, and the room a cancellation frees is taken at once', async () => {
    const projectId = await insertProject(t, { targetMinor: 500_00, ticketMinMinor: 500_00, ticketMaxMinor: 500_00 });
    const [first, second] = [await insertInvestor(t), await insertInvestor(t)];
    const taken = await invest(t.app, first, { project_id: projectId, amount: 500, currency: 'usd' });
    expect(taken.statusCode).toBe(201);
    const refused = await invest(
      t.app,
      second,
      { project_id: projectId, amount: 500, currency: 'usd' },
      { 'idempotency-key': 'second-try' },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ROUND_FULL', detail: 'This round is fully reserved or funded.' });
    // The first investor abandons: this instance forgets the full round at once.
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/${paymentSchema.parse(taken.json()).id}/cancel`,
      headers: first.headers,
    });
    expect(cancel.statusCode).toBe(200);
    // The same key again: a refusal before the line keeps nothing, so it runs again and succeeds.
    const retry = await invest(
      t.app,
      second,
      { project_id: projectId, amount: 500, currency: 'usd' },
      { 'idempotency-key': 'second-try' },
    );
    expect(retry.statusCode).toBe(201);
  });
});
