import { paymentSchema, payoutSchema, topUpSchema } from '@grove/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.js';
import { enqueueJob } from '../src/jobs/queue.js';
import { IDEMPOTENCY_PURGE_JOB, idempotencyHeaders } from '../src/plugins/idempotency.js';
import {
  countRows,
  insertInvestor,
  insertPaidInvestment,
  insertProject,
  invest,
  makeOperator,
  type Investor,
} from './helpers/investing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let operator: Investor;

/** Routes of this file only: each counts its runs, so a test sees whether a handler ran. */
const runs = { flaky: 0, post: 0, put: 0, slow: 0, unchecked: 0 };
let releaseSlow: () => void = () => undefined;

function testRoutes(app: FastifyInstance) {
  const opted = { preHandler: app.requireUser, config: { idempotency: true }, schema: { headers: idempotencyHeaders } };
  // Fails with a 500 on its first run, then answers 201.
  app.post('/api/v1/test-idempotency/flaky', opted, async (_request, reply) => {
    runs.flaky += 1;
    if (runs.flaky === 1) throw new Error('the first run fails');
    return reply.code(201).send({ run: runs.flaky });
  });
  app.post('/api/v1/test-idempotency/echo', opted, async () => ({ run: ++runs.post }));
  app.put('/api/v1/test-idempotency/echo', opted, async () => ({ run: ++runs.put }));
  // Runs until the test lets it answer.
  app.post('/api/v1/test-idempotency/slow', opted, async (_request, reply) => {
    const run = ++runs.slow;
    if (run === 1) await new Promise<void>((resolve) => (releaseSlow = resolve));
    return reply.code(201).send({ run });
  });
  // Forgot to declare the header in its schema: the plugin still checks the key.
  app.post(
    '/api/v1/test-idempotency/unchecked',
    { preHandler: app.requireUser, config: { idempotency: true } },
    async () => ({ run: ++runs.unchecked }),
  );
  // Opts in without signing its user in: a wiring mistake.
  app.post('/api/v1/test-idempotency/guest', { config: { idempotency: true } }, async () => ({ ok: true }));
}

beforeAll(async () => {
  t = await createTestApp({ extend: testRoutes });
  operator = await insertInvestor(t);
  await makeOperator(t, operator.id);
});
afterAll(() => t.close());

let references = 0;
const nextReference = () => `IDEM-${++references}-${Date.now()}`;

/** A business paying out: one investment filled its raise, which was sent on (payouts follow that). */
async function payingBusiness(): Promise<string> {
  const projectId = await insertProject(t, { status: 'active', targetMinor: 1_000_00, ticketMaxMinor: 1_000_00 });
  await insertPaidInvestment(t, (await insertInvestor(t)).id, projectId, 1_000_00);
  await t.container.disbursements.record(operator.id, projectId, {
    amount: '1000.00',
    currency: 'USD',
    reference: nextReference(),
  });
  return projectId;
}

function recordPayout(projectId: string, body: Record<string, unknown>, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/projects/${projectId}/payouts`,
    headers: { ...operator.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: { amount: '100.00', currency: 'USD', period: { start: '2026-07-01', end: '2026-09-30' }, ...body },
  });
}

function post(url: string, investor: Investor, key?: string, method: 'POST' | 'PUT' = 'POST') {
  return t.app.inject({
    method,
    url,
    headers: { ...investor.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
  });
}

async function payoutsOf(projectId: string) {
  const payouts = await countRows(t, `payouts where project_id = '${projectId}'`);
  const transactions = await countRows(
    t,
    `ledger_transactions where payout_id in (select id from payouts where project_id = '${projectId}')`,
  );
  return { payouts, transactions };
}

async function keyRow(userId: string, key: string) {
  const [row] = rowsOf<{ status_code: number | null; locked: boolean }>(
    await t.db.db.execute(
      sql`select status_code, locked_until > now() as locked from idempotency_keys where user_id = ${userId} and key = ${key}`,
    ),
  );
  return row ?? null;
}

describe('a retry with the same key', () => {
  it('replays the first answer (a 201 as 200: the repeat created nothing) and records the payout once', async () => {
    const projectId = await payingBusiness();
    const body = { reference: nextReference() };
    const first = await recordPayout(projectId, body, 'payout-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const again = await recordPayout(projectId, body, 'payout-1');
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(payoutSchema.parse(again.json()).reference).toBe(body.reference);
    expect(await payoutsOf(projectId)).toEqual({ payouts: 1, transactions: 1 });
  });

  it('replays a payment create (200, the same payment) and reserves its amount once', async () => {
    const projectId = await insertProject(t);
    const investor = await insertInvestor(t, { sophisticated: true });
    const first = await invest(t.app, investor, { project_id: projectId, amount: 300 }, { 'idempotency-key': 'pay-1' });
    expect(first.statusCode, first.body).toBe(201);
    const again = await invest(t.app, investor, { project_id: projectId, amount: 300 }, { 'idempotency-key': 'pay-1' });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(paymentSchema.parse(again.json()).id).toBe(paymentSchema.parse(first.json()).id);
    expect(await countRows(t, `payments where user_id = '${investor.id}'`)).toBe(1);
  });

  it('replays a 4xx answer too, without running the handler again', async () => {
    const investor = await insertInvestor(t);
    const first = await post('/api/v1/payments/no-such-payment/cancel', investor, 'cancel-missing');
    expect(first.statusCode).toBe(404);
    const again = await post('/api/v1/payments/no-such-payment/cancel', investor, 'cancel-missing');
    expect(again.statusCode).toBe(404);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });
});

describe('the same key for another request', () => {
  const reused = {
    code: 'IDEMPOTENCY_KEY_REUSED',
    detail: 'This Idempotency-Key was already used for a different request.',
  };

  it('is refused with another body, and nothing moves', async () => {
    const projectId = await payingBusiness();
    expect((await recordPayout(projectId, { reference: nextReference() }, 'payout-2')).statusCode).toBe(201);
    const other = await recordPayout(projectId, { reference: nextReference(), amount: '200.00' }, 'payout-2');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject(reused);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(await payoutsOf(projectId)).toEqual({ payouts: 1, transactions: 1 });
  });

  it('is refused on another path (another business, another route), and nothing moves', async () => {
    const [first, second] = [await payingBusiness(), await payingBusiness()];
    const body = { reference: nextReference() };
    expect((await recordPayout(first, body, 'payout-3')).statusCode).toBe(201);
    const elsewhere = await recordPayout(second, body, 'payout-3');
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toMatchObject(reused);
    expect(await payoutsOf(second)).toEqual({ payouts: 0, transactions: 0 });

    const disbursementsBefore = await countRows(t, 'disbursements');
    const disbursement = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/projects/${first}/disbursement`,
      headers: { ...operator.headers, 'idempotency-key': 'payout-3' },
      payload: { amount: '1000.00', currency: 'USD', reference: nextReference() },
    });
    expect(disbursement.statusCode).toBe(409);
    expect(disbursement.json()).toMatchObject(reused);
    expect(await countRows(t, 'disbursements')).toBe(disbursementsBefore);
  });

  it('is refused with another method', async () => {
    const investor = await insertInvestor(t);
    const created = await post('/api/v1/test-idempotency/echo', investor, 'method-1');
    expect(created.statusCode).toBe(200);
    const before = runs.put;
    const put = await post('/api/v1/test-idempotency/echo', investor, 'method-1', 'PUT');
    expect(put.statusCode).toBe(409);
    expect(put.json()).toMatchObject(reused);
    expect(runs.put).toBe(before);
  });
});

describe('two requests with one key at once', () => {
  it('records one payout; the others wait for its answer and get it (or, if it is slow, are told to retry)', async () => {
    const projectId = await payingBusiness();
    const body = { reference: nextReference() };
    const answers = await Promise.all(Array.from({ length: 6 }, () => recordPayout(projectId, body, 'payout-race')));
    const ran = answers.filter(
      (answer) => answer.headers['idempotent-replayed'] === undefined && answer.statusCode === 201,
    );
    expect(ran).toHaveLength(1);
    for (const other of answers.filter((answer) => answer !== ran[0])) {
      if (other.statusCode === 409) {
        expect(other.json()).toMatchObject({
          code: 'IDEMPOTENCY_KEY_IN_USE',
          detail: 'A request with this Idempotency-Key is still being processed. Try again in a moment.',
        });
        expect(other.headers['retry-after']).toBe('1');
      } else {
        expect(other.statusCode).toBe(200);
        expect(other.headers['idempotent-replayed']).toBe('true');
        expect(other.body).toBe(ran[0]!.body);
      }
    }
    expect(await payoutsOf(projectId)).toEqual({ payouts: 1, transactions: 1 });
  });

  it('tells a retry to wait while the first runs; a stale unanswered key is taken over and run again', async () => {
    const investor = await insertInvestor(t);
    const url = '/api/v1/test-idempotency/slow';
    const first = post(url, investor, 'slow-1');
    await expect.poll(() => runs.slow).toBe(1);

    const waiting = await post(url, investor, 'slow-1');
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_IN_USE' });
    expect(waiting.headers['retry-after']).toBe('1');
    expect(runs.slow).toBe(1);

    // The first request's process died: its lock runs out with no answer stored.
    await t.db.db.execute(
      sql`update idempotency_keys set locked_until = now() - interval '1 second' where user_id = ${investor.id} and key = 'slow-1'`,
    );
    const takenOver = await post(url, investor, 'slow-1');
    expect(takenOver.statusCode).toBe(201);
    expect(takenOver.json()).toEqual({ run: 2 });
    expect(takenOver.headers['idempotent-replayed']).toBeUndefined();

    // The first answers late: the answer stored first stays.
    releaseSlow();
    expect((await first).json()).toEqual({ run: 1 });
    const replay = await post(url, investor, 'slow-1');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual({ run: 2 });
    expect(runs.slow).toBe(2);
  });

  it('runs a stale payout again behind its unique reference: still one payout', async () => {
    const projectId = await payingBusiness();
    const body = { reference: nextReference() };
    expect((await recordPayout(projectId, body, 'payout-stale')).statusCode).toBe(201);
    // As if the process died after the payout committed and before its answer was stored.
    await t.db.db.execute(
      sql`update idempotency_keys set status_code = null, response_body = null, locked_until = now() - interval '1 second'
          where user_id = ${operator.id} and key = 'payout-stale'`,
    );
    const again = await recordPayout(projectId, body, 'payout-stale');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PAYOUT_REFERENCE_TAKEN' });
    expect(await payoutsOf(projectId)).toEqual({ payouts: 1, transactions: 1 });
  });
});

describe('what is not stored or shared', () => {
  it('does not keep a 5xx: a retry runs again, and its answer is kept', async () => {
    const investor = await insertInvestor(t);
    const url = '/api/v1/test-idempotency/flaky';
    const failed = await post(url, investor, 'flaky-1');
    expect(failed.statusCode).toBe(500);
    expect(await keyRow(investor.id, 'flaky-1')).toBeNull();

    const retried = await post(url, investor, 'flaky-1');
    expect(retried.statusCode).toBe(201);
    expect(retried.json()).toEqual({ run: 2 });
    expect(await keyRow(investor.id, 'flaky-1')).toMatchObject({ status_code: 201 });
    const replay = await post(url, investor, 'flaky-1');
    expect(replay.json()).toEqual({ run: 2 });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(runs.flaky).toBe(2);
  });

  it('keeps keys per user: two users with one key are two requests', async () => {
    const [a, b] = [await insertInvestor(t), await insertInvestor(t)];
    const topUp = (investor: Investor) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/wallet/top-ups',
        headers: { ...investor.headers, 'idempotency-key': 'shared-key' },
        payload: { amount: 50, currency: 'USD' },
      });
    const [first, second] = [await topUp(a), await topUp(b)];
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(topUpSchema.parse(second.json()).id).not.toBe(topUpSchema.parse(first.json()).id);
  });

  it('changes nothing without the header', async () => {
    const projectId = await payingBusiness();
    const body = { reference: nextReference() };
    expect((await recordPayout(projectId, body)).statusCode).toBe(201);
    const again = await recordPayout(projectId, body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PAYOUT_REFERENCE_TAKEN' });
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await countRows(t, `idempotency_keys where user_id = '${operator.id}' and key like 'IDEM-%'`)).toBe(0);

    const guest = await t.app.inject({ method: 'POST', url: '/api/v1/test-idempotency/guest' });
    expect(guest.statusCode).toBe(200);
  });

  it('answers 500 when a route opts in without signing its user in (a wiring mistake)', async () => {
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test-idempotency/guest',
      headers: { 'idempotency-key': 'guest-1' },
    });
    expect(guest.statusCode).toBe(500);
    expect(guest.json()).toMatchObject({ code: 'INTERNAL_ERROR', detail: 'Internal server error' });
  });
});

describe('a malformed Idempotency-Key', () => {
  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(256)],
    ['with a control character', 'key\twith-tab'],
  ])('is a 400 with a detail (%s), and nothing runs', async (_name, key) => {
    const investor = await insertInvestor(t, { sophisticated: true });
    const projectId = await insertProject(t);
    const response = await invest(t.app, investor, { project_id: projectId, amount: 300 }, { 'idempotency-key': key });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().detail).toEqual(expect.any(String));
    expect(response.json().detail).not.toBe('');
    expect(await countRows(t, `payments where user_id = '${investor.id}'`)).toBe(0);

    const before = runs.unchecked;
    const unchecked = await post('/api/v1/test-idempotency/unchecked', investor, key);
    expect(unchecked.statusCode).toBe(400);
    expect(unchecked.json().detail).toMatch(/Idempotency-Key/);
    expect(runs.unchecked).toBe(before);
  });

  it('accepts 255 characters', async () => {
    const investor = await insertInvestor(t);
    const response = await post('/api/v1/test-idempotency/unchecked', investor, 'k'.repeat(255));
    expect(response.statusCode).toBe(200);
  });
});

describe('the purge job', () => {
  it('removes keys older than a day and keeps the others', async () => {
    const investor = await insertInvestor(t);
    await t.db.db.execute(sql`
      insert into idempotency_keys (user_id, key, fingerprint, status_code, response_body, locked_until, created_at)
      values (${investor.id}, 'old', 'f', 201, '{}', now() - interval '25 hours', now() - interval '25 hours'),
             (${investor.id}, 'recent', 'f', 201, '{}', now() - interval '23 hours', now() - interval '23 hours')`);
    await enqueueJob(t.db.db, IDEMPOTENCY_PURGE_JOB);
    await t.runJobs();
    const keys = rowsOf<{ key: string }>(
      await t.db.db.execute(sql`select key from idempotency_keys where user_id = ${investor.id} order by key`),
    );
    expect(keys.map((row) => row.key)).toEqual(['recent']);
  });
});
