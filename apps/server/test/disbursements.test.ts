import {
  adminDashboardSchema,
  adminDisbursementSchema,
  adminProjectListSchema,
  disbursementSchema,
  paymentSchema,
} from '@grove/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.js';
import { findInconsistencies } from '../src/modules/ledger/ledger.repository.js';
import {
  insertInvestor,
  insertPaidInvestment,
  insertProject,
  invest,
  makeOperator,
  payWithCard,
  setVerified,
  type Investor,
} from './helpers/investing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let operator: Investor;
// The platform's clock: tests move it past the investors' cancellation window.
let clockOffsetMs = 0;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => new Date(Date.now() + clockOffsetMs) } });
  operator = await insertInvestor(t);
  await makeOperator(t, operator.id);
});
afterAll(() => t.close());

let references = 0;
const nextReference = () => `WIRE-${++references}-${Date.now()}`;

async function stateOf(projectId: string) {
  const response = await t.app.inject({
    url: `/api/v1/admin/projects/${projectId}/disbursement`,
    headers: operator.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return adminDisbursementSchema.parse(response.json());
}

function disburse(projectId: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/projects/${projectId}/disbursement`,
    headers: operator.headers,
    payload: { currency: 'USD', reference: nextReference(), ...body },
  });
}

/** Balances of the raise and the platform's bank account, in minor units (as stored). */
async function balances(projectId: string) {
  const rows = rowsOf<{ key: string; balance: string }>(
    await t.db.db.execute(sql`
      select key, balance_minor::text as balance from ledger_accounts
      where key in (${`project_raise:${projectId}:USD`}, 'bank:platform:USD')`),
  );
  const of = (key: string) => Number(rows.find((row) => row.key === key)?.balance ?? 0);
  return { raise: of(`project_raise:${projectId}:USD`), bank: of('bank:platform:USD') };
}

/** Pays `amountMinor` into a business by card through the sandbox checkout. */
async function payByCard(projectId: string, amountMinor: number) {
  const investor = await insertInvestor(t);
  await setVerified(t, investor.id);
  const created = await invest(t.app, investor, { project_id: projectId, amount: amountMinor / 100 });
  expect(created.statusCode, created.body).toBe(201);
  const { id, checkout_url } = paymentSchema.parse(created.json());
  expect((await payWithCard(t.app, checkout_url!, '4242 4242 4242 4242')).statusCode).toBe(303);
  await t.runJobs();
  return { investor, paymentId: id };
}

/** A business whose round a card investment through the sandbox checkout has just filled. */
async function fundedByCard(amountMinor: number) {
  const projectId = await insertProject(t, { targetMinor: amountMinor, ticketMaxMinor: amountMinor });
  return { projectId, ...(await payByCard(projectId, amountMinor)) };
}

describe('disbursing a raise to its business', () => {
  it('waits out the investors’ cancellation window, then sends the whole raise once', async () => {
    const { projectId } = await fundedByCard(1_000_00);
    const before = await balances(projectId);
    expect(before.raise).toBe(-1_000_00);

    // Funded today: an investor may still cancel for four days, so nothing can be sent yet.
    const waiting = await stateOf(projectId);
    expect(waiting).toMatchObject({ status: 'funded', held: 1000, blocked: 'cancellation_window', disbursement: null });
    const windowEnds = new Date(waiting.available_from!).getTime();
    expect(windowEnds - Date.now()).toBeGreaterThan(4 * DAY - 60_000);
    const early = await disburse(projectId, { amount: 1000 });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'DISBURSEMENT_NOT_ALLOWED', detail: expect.stringMatching(/cancel/) });

    clockOffsetMs = 4 * DAY + 60_000;
    try {
      expect(await stateOf(projectId)).toMatchObject({ held: 1000, blocked: null, available_from: null });
      // The operator confirmed another figure than the raise holds: refused, nothing written.
      const stale = await disburse(projectId, { amount: '999.99' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ code: 'DISBURSEMENT_AMOUNT_CHANGED' });
      expect((await disburse(projectId, { amount: 1000, currency: 'EUR' })).statusCode).toBe(400);
      expect(await balances(projectId)).toEqual(before);

      const sent = await disburse(projectId, { amount: '1000.00', reference: '  WIRE-2026-0042  ' });
      expect(sent.statusCode, sent.body).toBe(201);
      const disbursement = disbursementSchema.parse(sent.json());
      expect(disbursement).toMatchObject({
        project_id: projectId,
        amount: 1000,
        currency: 'USD',
        reference: 'WIRE-2026-0042',
      });

      // The raise account is empty; the money left the platform's bank for the business's.
      expect(await balances(projectId)).toEqual({ raise: 0, bank: before.bank - 1_000_00 });
      expect(await findInconsistencies(t.db.db)).toEqual({ accounts: [], transactions: [] });
      const [posting] = rowsOf<{ kind: string; n: number }>(
        await t.db.db.execute(sql`
          select t.kind, (select count(*)::int from ledger_entries e where e.transaction_id = t.id) as n
          from ledger_transactions t where t.disbursement_id = ${disbursement.id}`),
      );
      expect(posting).toEqual({ kind: 'disbursement', n: 2 });
      const [audit] = rowsOf<{ action: string; actor_id: string }>(
        await t.db.db.execute(
          sql`select action, actor_id from audit_log where target_id = ${projectId} and action = 'project.disburse'`,
        ),
      );
      expect(audit).toEqual({ action: 'project.disburse', actor_id: operator.id });

      // The business's public figures still show what it raised.
      const publicView = await t.app.inject(`/api/v1/public/projects/${projectId}`);
      expect(publicView.json()).toMatchObject({ raised: 1000 });

      expect(await stateOf(projectId)).toMatchObject({ held: 0, blocked: 'disbursed', disbursement });
      const again = await disburse(projectId, { amount: 0.01 });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'DISBURSEMENT_NOT_ALLOWED' });
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('sends only raises closed as funded at their minimum, never one a refund still needs, and each reference once', async () => {
    const raising = await insertProject(t, { status: 'fundraising', targetMinor: 500_00 });
    await insertPaidInvestment(t, (await insertInvestor(t)).id, raising, 500_00);
    expect(await stateOf(raising)).toMatchObject({ held: 500, blocked: 'status' });
    expect((await disburse(raising, { amount: 500 })).json()).toMatchObject({ code: 'DISBURSEMENT_NOT_ALLOWED' });

    // Active (at work, its money final) but holding nothing: nothing to send.
    const empty = await insertProject(t, { status: 'active' });
    expect(await stateOf(empty)).toMatchObject({ held: 0, blocked: 'nothing_held' });

    // A raise whose minimum is half its target, funded by two investors by card; one cancels within
    // the window: the raise stays funded, but nothing is sent until the refund is through.
    const projectId = await insertProject(t, { targetMinor: 1_000_00, minRaiseMinor: 500_00 });
    await payByCard(projectId, 500_00);
    const { investor, paymentId } = await payByCard(projectId, 500_00);
    expect(await stateOf(projectId)).toMatchObject({ status: 'funded', held: 1000, blocked: 'cancellation_window' });
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/${paymentId}/cancel`,
      headers: investor.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const payment = paymentSchema.parse(cancel.json());
    expect(payment.status).toBe('refunding');
    // The cancelled investment left the raise at once; the refund still blocks the rest.
    expect(await stateOf(projectId)).toMatchObject({ status: 'funded', held: 500, blocked: 'refund_in_progress' });
    expect((await disburse(projectId, { amount: 500 })).json()).toMatchObject({
      code: 'DISBURSEMENT_NOT_ALLOWED',
      detail: expect.stringMatching(/refund/),
    });
    await t.runJobs();
    expect(await stateOf(projectId)).toMatchObject({ held: 500, blocked: 'cancellation_window' });

    const first = await insertProject(t, { status: 'active', targetMinor: 300_00 });
    const second = await insertProject(t, { status: 'payout', targetMinor: 300_00 });
    await insertPaidInvestment(t, (await insertInvestor(t)).id, first, 300_00);
    await insertPaidInvestment(t, (await insertInvestor(t)).id, second, 300_00);
    const reference = nextReference();
    expect((await disburse(first, { amount: 300, reference })).statusCode).toBe(201);
    const taken = await disburse(second, { amount: 300, reference });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'DISBURSEMENT_REFERENCE_TAKEN' });
    expect((await balances(second)).raise).toBe(-300_00);
  });

  it('waits while an investor still holds a reservation in a raise closed early', async () => {
    const projectId = await insertProject(t, { targetMinor: 1_000_00, minRaiseMinor: 500_00 });
    await payByCard(projectId, 500_00);
    // A second investor's card asks for authentication: the payment is processing, its room held.
    const investor = await insertInvestor(t);
    const created = await invest(t.app, investor, { project_id: projectId, amount: 200 });
    expect(created.statusCode, created.body).toBe(201);
    const { id: paymentId, checkout_url } = paymentSchema.parse(created.json());
    expect((await payWithCard(t.app, checkout_url!, '4000 0025 0000 3155')).statusCode).toBe(303);
    await t.runJobs();
    // The operator closes the raise early at its minimum; a payment under authentication keeps its room.
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/projects/${projectId}/status`,
      headers: operator.headers,
      payload: { status: 'funded', reason: 'Closed at the minimum' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    clockOffsetMs = 4 * DAY + 60_000;
    try {
      expect(await stateOf(projectId)).toMatchObject({ status: 'funded', held: 500, blocked: 'reservations' });
      const refused = await disburse(projectId, { amount: 500 });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'DISBURSEMENT_NOT_ALLOWED',
        detail: expect.stringMatching(/reservations/),
      });
    } finally {
      clockOffsetMs = 0;
    }

    // The investor completes the authentication: the money counts, and its window opens now.
    const url = new URL(checkout_url!, 'http://localhost');
    const completed = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}/authenticate`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: url.searchParams.get('token')!, action: 'complete' }).toString(),
    });
    expect(completed.statusCode).toBe(303);
    await t.runJobs();
    const paid = await t.app.inject({ url: `/api/v1/payments/${paymentId}`, headers: investor.headers });
    expect(paymentSchema.parse(paid.json()).status).toBe('succeeded');
    expect(await stateOf(projectId)).toMatchObject({ held: 700, blocked: 'cancellation_window' });
    clockOffsetMs = 4 * DAY + 60_000;
    try {
      expect(await stateOf(projectId)).toMatchObject({ held: 700, blocked: null });
      expect((await disburse(projectId, { amount: 700 })).statusCode).toBe(201);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('sends a raise once when two operators record it at the same moment', async () => {
    const projectId = await insertProject(t, { status: 'active', targetMinor: 700_00 });
    await insertPaidInvestment(t, (await insertInvestor(t)).id, projectId, 700_00);
    const answers = await Promise.all([1, 2, 3].map(() => disburse(projectId, { amount: 700 })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await balances(projectId)).raise).toBe(0);
    expect(await findInconsistencies(t.db.db)).toEqual({ accounts: [], transactions: [] });
  });

  it('keeps disbursements as they were recorded', async () => {
    const cause = async (statement: Promise<unknown>) => {
      const error = await statement.then(
        () => null,
        (failure: unknown) => failure as Error & { cause?: Error },
      );
      return String(error?.cause?.message ?? error?.message);
    };
    expect(await cause(t.db.db.execute(sql`update disbursements set amount_minor = 1`))).toMatch(/append-only/);
    expect(await cause(t.db.db.execute(sql`delete from disbursements`))).toMatch(/append-only/);
    expect(rowsOf<{ n: number }>(await t.db.db.execute(sql`select count(*)::int as n from disbursements`))[0]!.n).toBe(
      4,
    );
  });

  it('shows the console what the platform holds, what it sent on and which raises wait to be sent', async () => {
    const answer = await t.app.inject({ url: '/api/v1/admin/dashboard', headers: operator.headers });
    expect(answer.statusCode, answer.body).toBe(200);
    const dashboard = adminDashboardSchema.parse(answer.json());
    // Held: the raising business's $500, the $500 left after a cancellation and the $300 whose
    // reference was taken; sent: $1,000 + $300 + $700 + $700.
    expect(dashboard.money).toEqual([{ currency: 'USD', held: 1300, disbursed: 2700, paid_out: 0, in_wallets: 0 }]);
    // Ready first, then the raise whose investors can still cancel, with the end of its window.
    expect(dashboard.to_disburse).toEqual([
      expect.objectContaining({ status: 'payout', currency: 'USD', held: 300, available_from: null }),
      expect.objectContaining({ status: 'funded', currency: 'USD', held: 500, available_from: expect.any(String) }),
    ]);

    const listed = await t.app.inject({ url: '/api/v1/admin/projects?limit=100', headers: operator.headers });
    expect(listed.statusCode, listed.body).toBe(200);
    const list = adminProjectListSchema.parse(listed.json());
    const sent = list.projects.filter((row) => row.disbursed > 0).map((row) => row.disbursed);
    expect(sent.sort((a, b) => a - b)).toEqual([300, 700, 700, 1000]);
    expect(list.projects.every((row) => row.paid_out === 0)).toBe(true);
  });
});
