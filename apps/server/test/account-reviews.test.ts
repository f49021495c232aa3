import { accountReviewListSchema, paymentSchema, withdrawalSchema } from '@grove/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.js';
import { checkMoneyInvariants } from '../src/modules/integrity/invariants.js';
import { SANDBOX_TEST_CARDS } from '../src/providers/payments/sandbox.js';
import { ManualClock } from './helpers/clock.js';
import {
  addBankAccount,
  insertInvestor,
  insertProject,
  invest,
  makeOperator,
  payWithCard,
  topUpWithCard,
  type Investor,
} from './helpers/investing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * Issue 23, disputes: a chargeback the platform loses flags the investor's account for an
 * operator. While the review is open their withdrawals wait (new ones are refused, requested ones
 * are held, still cancellable); an operator closes it with what they found, in the audit log, and
 * the held withdrawals go out.
 */
let t: TestApp;
let operator: Investor;
const clock = new ManualClock();

beforeAll(async () => {
  // Withdrawals wait an hour before they are sent (cancellable meanwhile), as in production.
  t = await createTestApp({ clock, env: { RATE_LIMIT_PER_MINUTE: '100000000', WITHDRAWAL_HOLD_MINUTES: '60' } });
  operator = await insertInvestor(t);
  await makeOperator(t, operator.id);
});
afterAll(async () => t.close());

const dashboard = (path: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/v1/dev/sandbox/payments/${path}`, ...(payload ? { payload } : {}) });

async function dispute(id: string, outcome: 'won' | 'lost') {
  expect((await dashboard(`${id}/dispute`)).json()).toEqual({ done: true });
  await t.runJobs();
  expect((await dashboard(`${id}/dispute/close`, { outcome })).statusCode).toBe(200);
  await t.runJobs();
}

async function paid(investor: Investor, projectId: string, amount: number) {
  const created = paymentSchema.parse((await invest(t.app, investor, { project_id: projectId, amount })).json());
  await payWithCard(t.app, created.checkout_url!, SANDBOX_TEST_CARDS.succeeds);
  await t.runJobs();
  return created;
}

async function reviews(state: 'open' | 'resolved' = 'open') {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/v1/admin/finance/account-reviews?state=${state}`,
    headers: operator.headers,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return accountReviewListSchema.parse(answer.json()).reviews;
}

const resolve = (id: string, resolution: string, headers = operator.headers) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/finance/account-reviews/${id}/resolve`,
    headers,
    payload: { resolution },
  });

const withdraw = (investor: Investor, bankAccountId: string, amount: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/wallet/withdrawals',
    headers: investor.headers,
    payload: { amount, currency: 'USD', bank_account_id: bankAccountId },
  });

async function withdrawalStatus(id: string) {
  const rows = rowsOf<{ status: string }>(
    await t.db.db.execute(sql`select status from wallet_withdrawals where id = ${id}`),
  );
  return rows[0]!.status;
}

describe('a lost chargeback flags the account for an operator', () => {
  it('an investment lost to a chargeback: one review, with the investor, the business and the amount', async () => {
    const projectId = await insertProject(t);
    const investor = await insertInvestor(t);
    const payment = await paid(investor, projectId, 400);
    await dispute(payment.id, 'lost');
    // The dispute's events again change nothing: still one review.
    await dashboard(`${payment.id}/dispute/close`, { outcome: 'lost' });
    await t.runJobs();

    const mine = (await reviews()).filter((review) => review.user_id === investor.id);
    expect(mine).toEqual([
      expect.objectContaining({
        reason: 'dispute_lost',
        investor_email: investor.email,
        target: 'investment',
        target_id: payment.id,
        amount: payment.fees.total,
        currency: 'USD',
        resolved_at: null,
      }),
    ]);
    expect(mine[0]!.project_name).toBeTruthy();
    const violations = await checkMoneyInvariants(t.db.db, { now: clock.now(), atRest: false });
    expect(violations, JSON.stringify(violations)).toEqual([]);
  });

  it('a dispute won flags nothing', async () => {
    const projectId = await insertProject(t);
    const investor = await insertInvestor(t);
    const payment = await paid(investor, projectId, 300);
    await dispute(payment.id, 'won');
    expect((await reviews()).some((review) => review.user_id === investor.id)).toBe(false);
  });

  it('a top-up lost to a chargeback flags the account too', async () => {
    const investor = await insertInvestor(t);
    const topUp = await topUpWithCard(t, investor, 500, SANDBOX_TEST_CARDS.succeeds);
    await dispute(topUp.id, 'lost');
    expect((await reviews()).filter((review) => review.user_id === investor.id)).toEqual([
      expect.objectContaining({
        target: 'top_up',
        target_id: topUp.id,
        project_name: null,
        amount: Number(topUp.total),
      }),
    ]);
  });
});

describe('while the review is open', () => {
  it('withdrawals wait: a new one is refused, one already requested is held and stays cancellable; closing the review lets it go', async () => {
    const investor = await insertInvestor(t);
    await topUpWithCard(t, investor, 600, SANDBOX_TEST_CARDS.succeeds);
    const disputed = await topUpWithCard(t, investor, 100, SANDBOX_TEST_CARDS.succeeds);
    const bankAccountId = await addBankAccount(t, investor);
    const requested = await withdraw(investor, bankAccountId, 200);
    expect(requested.statusCode, requested.body).toBe(201);
    const held = withdrawalSchema.parse(requested.json());
    const cancellable = withdrawalSchema.parse((await withdraw(investor, bankAccountId, 50)).json());

    await dispute(disputed.id, 'lost');
    const refused = await withdraw(investor, bankAccountId, 100);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_UNDER_REVIEW' });

    // Past its send time, the payout job leaves it alone.
    clock.advance(2 * 60 * 60_000);
    await t.runJobs();
    expect(await withdrawalStatus(held.id)).toBe('requested');
    const canceled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/wallet/withdrawals/${cancellable.id}/cancel`,
      headers: investor.headers,
    });
    expect(canceled.statusCode, canceled.body).toBe(200);

    const [review] = (await reviews()).filter((row) => row.user_id === investor.id);
    const closed = await resolve(review!.id, 'Spoke to the investor: a family member used the card. Card blocked.');
    expect(closed.statusCode, closed.body).toBe(204);
    // The hourly settle run sends what was held.
    clock.advance(60 * 60_000);
    await t.container.wallet.settleStuckWithdrawals();
    await t.runJobs();
    expect(await withdrawalStatus(held.id)).not.toBe('requested');
    expect((await withdraw(investor, bankAccountId, 50)).statusCode).toBe(201);

    const resolved = (await reviews('resolved')).find((row) => row.id === review!.id);
    expect(resolved).toMatchObject({
      resolved_by_email: operator.email,
      resolution: 'Spoke to the investor: a family member used the card. Card blocked.',
    });
    expect(resolved!.resolved_at).not.toBeNull();
    const audit = rowsOf<{ action: string; actor_id: string }>(
      await t.db.db.execute(
        sql`select action, actor_id::text from audit_log where target_type = 'user' and target_id = ${investor.id}`,
      ),
    );
    expect(audit).toEqual([{ action: 'account_review.resolve', actor_id: operator.id }]);
  });
});

describe('closing a review', () => {
  it('needs a resolution, is done once, and is the console’s only', async () => {
    const projectId = await insertProject(t);
    const investor = await insertInvestor(t);
    await dispute((await paid(investor, projectId, 250)).id, 'lost');
    const [review] = (await reviews()).filter((row) => row.user_id === investor.id);

    const empty = await resolve(review!.id, '  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Please say what you found and did');
    expect((await resolve(review!.id, 'Checked', investor.headers)).statusCode).toBe(403);
    expect((await resolve('00000000-0000-4000-8000-000000000000', 'Checked')).statusCode).toBe(404);
    expect((await resolve('not-an-id', 'Checked')).statusCode).toBe(400);

    expect((await resolve(review!.id, 'Checked the card holder')).statusCode).toBe(204);
    const again = await resolve(review!.id, 'Checked again');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ACCOUNT_REVIEW_CLOSED' });
    expect((await reviews()).some((row) => row.id === review!.id)).toBe(false);
  });
});
