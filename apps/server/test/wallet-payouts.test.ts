import {
  adminPayoutListSchema,
  paymentSchema,
  payoutSchema,
  portfolioResponseSchema,
  topUpSchema,
  walletSchema,
  withdrawalSchema,
} from '@grove/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutAllocations } from '../src/db/schema/index.js';
import { rowsOf } from '../src/db/rows.js';
import { findInconsistencies } from '../src/modules/ledger/ledger.repository.js';
import {
  countRows,
  insertFundedBusiness,
  insertInvestor,
  insertPayingBusiness,
  insertProject,
  invest,
  makeOperator,
  payWithCard,
  projectFigures,
  type Investor,
  addBankAccount,
} from './helpers/investing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { signedPaymentEvent } from './helpers/webhooks.js';

let t: TestApp;
let operator: Investor;

beforeAll(async () => {
  t = await createTestApp();
  operator = await insertInvestor(t);
  await makeOperator(t, operator.id);
});
afterAll(() => t.close());

let references = 0;
const nextReference = () => `PAY-${++references}-${Date.now()}`;

function recordPayout(projectId: string, body: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/projects/${projectId}/payouts`,
    headers: operator.headers,
    payload: {
      amount: '100.00',
      currency: 'USD',
      period: { start: '2026-07-01', end: '2026-09-30' },
      reference: nextReference(),
      ...body,
    },
  });
}

async function walletOf(investor: Investor) {
  const response = await t.app.inject({ url: '/api/v1/wallet', headers: investor.headers });
  expect(response.statusCode, response.body).toBe(200);
  return walletSchema.parse(response.json());
}
const balanceOf = async (investor: Investor) => (await walletOf(investor)).balances[0]?.balance ?? 0;

/** A provider event as our webhook endpoint receives it, signed with the platform's secret. */
const signedEvent = (event: Record<string, unknown>) => signedPaymentEvent(t.container.paymentWebhookSecret, event);

async function notificationTypes(investor: Investor) {
  const response = await t.app.inject({ url: '/api/v1/notifications', headers: investor.headers });
  return (response.json() as { notifications: { type: string; params: Record<string, unknown> }[] }).notifications;
}

async function expectLedgerConsistent() {
  expect(await findInconsistencies(t.db.db)).toEqual({ accounts: [], transactions: [] });
  const negative = await t.db.db.execute(
    sql`select count(*)::int as n from ledger_accounts where kind = 'investor_wallet' and balance_minor > 0`,
  );
  expect((negative as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
}

/** A business paying out (its raise sent to it), with investors holding the given amounts (minor units). */
const payingBusiness = (amounts: number[]) => insertPayingBusiness(t, amounts);

describe('recording a payout', () => {
  it('splits $100.00 across three equal investments exactly, credits each wallet and tells each investor', async () => {
    const { projectId, investors } = await payingBusiness([1_000_00, 1_000_00, 1_000_00]);
    const response = await recordPayout(projectId, { amount: 100 });
    expect(response.statusCode, response.body).toBe(201);
    const payout = payoutSchema.parse(response.json());
    expect(payout).toMatchObject({ amount: 100, investments: 3, investors: 3 });

    const shares = await t.db.db
      .select({ amount: payoutAllocations.amountMinor })
      .from(payoutAllocations)
      .where(eq(payoutAllocations.payoutId, payout.id));
    expect(shares.map((s) => s.amount).sort()).toEqual([33_33, 33_33, 33_34]);
    const balances = await Promise.all(investors.map(balanceOf));
    expect(balances.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 10);
    for (const investor of investors) {
      const [latest] = await notificationTypes(investor);
      expect(latest).toMatchObject({ type: 'payout_received', params: { project_id: projectId, currency: 'USD' } });
    }
    // The first payout shows the business as paying out.
    expect((await projectFigures(t, projectId)).status).toBe('payout');
    await expectLedgerConsistent();
  });

  it('splits by invested amount, and a cent across 1,000 investments goes to exactly one', async () => {
    const amounts = Array.from({ length: 1000 }, () => 100_00);
    const { projectId } = await payingBusiness(amounts);
    const response = await recordPayout(projectId, { amount: '0.01' });
    expect(response.statusCode, response.body).toBe(201);
    const payout = payoutSchema.parse(response.json());
    // Shares of zero are not written: one investment received the cent.
    expect(payout).toMatchObject({ investments: 1, investors: 1 });
    const admin = adminPayoutListSchema.parse(
      (await t.app.inject({ url: `/api/v1/admin/projects/${projectId}/payouts`, headers: operator.headers })).json(),
    );
    expect(admin).toMatchObject({
      total_paid: 0.01,
      invested: 100_000,
      investments: 1000,
      contract_minimum: 115_000,
      can_record: true,
    });
    await expectLedgerConsistent();
  }, 60_000);

  it('weights shares by amount: 1,000 / 2,000 / 7,000 share 1,000.00 as 100 / 200 / 700', async () => {
    const { projectId, investors } = await payingBusiness([1_000_00, 2_000_00, 7_000_00]);
    expect((await recordPayout(projectId, { amount: 1000 })).statusCode).toBe(201);
    expect(await Promise.all(investors.map(balanceOf))).toEqual([100, 200, 700]);
  });

  it('refuses the same reference twice, a business not paying out or not sent its raise, nobody to pay, and bad input', async () => {
    const { projectId } = await payingBusiness([500_00]);
    const reference = nextReference();
    expect((await recordPayout(projectId, { reference })).statusCode).toBe(201);
    const again = await recordPayout(projectId, { reference });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PAYOUT_REFERENCE_TAKEN' });

    const raising = await insertProject(t);
    expect((await recordPayout(raising)).json()).toMatchObject({ code: 'PAYOUT_NOT_ALLOWED' });
    // Active, but its raise has not been sent to it: payouts wait for the disbursement.
    const notSent = await insertFundedBusiness(t, [500_00]);
    const early = await recordPayout(notSent.projectId);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'PAYOUT_NOT_ALLOWED',
      detail: expect.stringMatching(/^This raise has not been sent to the business yet/),
    });
    const listed = adminPayoutListSchema.parse(
      (
        await t.app.inject({ url: `/api/v1/admin/projects/${notSent.projectId}/payouts`, headers: operator.headers })
      ).json(),
    );
    expect(listed).toMatchObject({ can_record: false, investments: 1 });
    // Sent on, then its only investment was refunded at the provider: nobody holds a share.
    const emptied = await payingBusiness([500_00]);
    await t.container.payments.applyProviderEvent({
      id: `evt_refunded_${emptied.paymentIds[0]}`,
      type: 'refunded',
      paymentId: emptied.paymentIds[0]!,
      paymentRef: null,
      refundId: null,
      amountMinor: 537_50,
      chargeAmountMinor: 537_50,
      currency: 'USD',
    });
    expect((await projectFigures(t, emptied.projectId)).raised).toBe(0);
    expect((await recordPayout(emptied.projectId)).json()).toMatchObject({ code: 'NO_INVESTMENTS_TO_PAY' });

    for (const body of [
      { amount: -5 },
      { amount: '1.005' },
      { amount: 'ten' },
      { currency: 'EUR' },
      { period: { start: '2026-09-30', end: '2026-07-01' } },
      { period: { start: '2026-02-30', end: '2026-07-01' } },
      { reference: '   ' },
    ]) {
      const response = await recordPayout(projectId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().detail).toEqual(expect.any(String));
    }
    expect(await countRows(t, `payouts where project_id = '${projectId}'`)).toBe(1);
    expect((await recordPayout('no-such-business')).statusCode).toBe(404);
  });

  it('answers investors 403 and shows the payouts publicly without investors', async () => {
    const { projectId, investors } = await payingBusiness([300_00]);
    const asInvestor = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/projects/${projectId}/payouts`,
      headers: investors[0]!.headers,
      payload: { amount: 1, currency: 'USD', period: { start: '2026-01-01', end: '2026-01-31' }, reference: 'x' },
    });
    expect(asInvestor.statusCode).toBe(403);
    await recordPayout(projectId, { amount: 30 });
    const open = await t.app.inject({ url: `/api/v1/public/projects/${projectId}/payouts` });
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({ total_paid: 30, payouts: [{ amount: 30, period_start: '2026-07-01' }] });
    expect(open.body).not.toContain(investors[0]!.id);
  });
});

describe('the portfolio after payouts', () => {
  it('shows each investment’s shares, the total received and the wallet', async () => {
    const { projectId, investors } = await payingBusiness([10_000_00]);
    const [investor] = investors;
    await recordPayout(projectId, { amount: 575, period: { start: '2026-01-01', end: '2026-03-31' } });
    await recordPayout(projectId, { amount: 575, period: { start: '2026-04-01', end: '2026-06-30' } });
    const response = await t.app.inject({ url: '/api/v1/portfolio/me', headers: investor!.headers });
    const portfolio = portfolioResponseSchema.parse(response.json());
    expect(portfolio).toMatchObject({
      total_invested: 10_000,
      total_received: 1_150,
      wallet: [{ currency: 'USD', balance: 1_150, withdrawing: 0 }],
    });
    expect(portfolio.items[0]).toMatchObject({
      expected_return: 11_500,
      payouts_received: 1_150,
      payouts: [
        { amount: 575, period_start: '2026-01-01' },
        { amount: 575, period_start: '2026-04-01' },
      ],
    });
    const summary = await t.app.inject({ url: `/api/v1/payments/project/${projectId}`, headers: investor!.headers });
    expect(summary.json().summary).toMatchObject({ invested: 10_000, payouts_received: 1_150 });
    const wallet = await walletOf(investor!);
    expect(wallet.history.map((m) => [m.type, m.amount, m.project_id])).toEqual([
      ['payout', 575, projectId],
      ['payout', 575, projectId],
    ]);
  });
});

describe('paying from the wallet', () => {
  async function investorWithWallet(amountMinor: number) {
    const { projectId, investors } = await payingBusiness([1_000_00]);
    await recordPayout(projectId, { amount: amountMinor / 100 });
    return investors[0]!;
  }

  it('invests from the wallet at once, with the service fee and no card fee', async () => {
    const investor = await investorWithWallet(1_000_00);
    const target = await insertProject(t);
    const response = await invest(t.app, investor, { project_id: target, amount: 500, method: 'wallet' });
    expect(response.statusCode, response.body).toBe(201);
    const payment = paymentSchema.parse(response.json());
    expect(payment).toMatchObject({ status: 'succeeded', method: 'wallet', checkout_url: null });
    expect(payment.fees).toMatchObject({ service: 25, card: 0, total: 525 });
    expect(await balanceOf(investor)).toBe(475);
    expect((await projectFigures(t, target)).raised).toBe(500_00);
    const [latest] = (await walletOf(investor)).history;
    expect(latest).toMatchObject({ type: 'investment', amount: -525, project_id: target });
    await expectLedgerConsistent();
  });

  it('closing the round early ends its funding window now, where the payout schedule starts', async () => {
    const investor = await investorWithWallet(1_100_00);
    const deadline = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
    const target = await insertProject(t, { targetMinor: 1_000_00, fundingEnd: deadline });
    const response = await invest(t.app, investor, { project_id: target, amount: 1000, method: 'wallet' });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = rowsOf<{ status: string; funding_end: Date | string }>(
      await t.db.db.execute(sql`select status, funding_end from projects where id = ${target}`),
    );
    expect(row!.status).toBe('funded');
    expect(new Date(row!.funding_end).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('refuses what the wallet does not cover and leaves nothing behind', async () => {
    const investor = await investorWithWallet(100_00);
    const target = await insertProject(t);
    const before = await countRows(t, 'payments');
    const response = await invest(t.app, investor, { project_id: target, amount: 100, method: 'wallet' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'INSUFFICIENT_WALLET_BALANCE' });
    expect(await countRows(t, 'payments')).toBe(before);
    expect(await projectFigures(t, target)).toMatchObject({ raised: 0, reserved: 0 });
    expect(await balanceOf(investor)).toBe(100);
  });

  it('lets exactly one of two concurrent investments that would overdraw the wallet through', async () => {
    const investor = await investorWithWallet(800_00);
    const [a, b] = [await insertProject(t), await insertProject(t)];
    const responses = await Promise.all([
      invest(t.app, investor, { project_id: a, amount: 500, method: 'wallet' }),
      invest(t.app, investor, { project_id: b, amount: 500, method: 'wallet' }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await balanceOf(investor)).toBe(275);
    await expectLedgerConsistent();
  });

  it('cancelling within the window returns the whole amount to the wallet', async () => {
    const investor = await investorWithWallet(1_000_00);
    const target = await insertProject(t);
    const payment = paymentSchema.parse(
      (await invest(t.app, investor, { project_id: target, amount: 200, method: 'wallet' })).json(),
    );
    expect(await balanceOf(investor)).toBe(790);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/${payment.id}/cancel`,
      headers: investor.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // Out of the raise at once; the money is owed back, held where nobody can spend it.
    expect(paymentSchema.parse(cancel.json()).status).toBe('refunding');
    expect(await projectFigures(t, target)).toMatchObject({ raised: 0, investors: 0 });
    expect(await balanceOf(investor)).toBe(790);
    await t.runJobs();
    expect(await balanceOf(investor)).toBe(1_000);
    expect((await projectFigures(t, target)).raised).toBe(0);
    // Taken out of the raise as owed back, then paid back to the wallet.
    expect(await countRows(t, `ledger_transactions where kind = 'refund' and payment_id = '${payment.id}'`)).toBe(2);
    await expectLedgerConsistent();
  });

  it('an unverified investor’s wallet application waits for verification and pays then', async () => {
    const investor = await investorWithWallet(1_000_00);
    await t.db.db.execute(sql`update users set kyc_status = 'not_started' where id = ${investor.id}`);
    const target = await insertProject(t);
    const created = paymentSchema.parse(
      (await invest(t.app, investor, { project_id: target, amount: 100, method: 'wallet' })).json(),
    );
    expect(created.status).toBe('awaiting_verification');
    expect(await balanceOf(investor)).toBe(1_000);
    await t.db.db.execute(sql`update users set kyc_status = 'passed' where id = ${investor.id}`);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/${created.id}/checkout`,
      headers: investor.headers,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paymentSchema.parse(paid.json()).status).toBe('succeeded');
    expect(await balanceOf(investor)).toBe(895);
  });
});

describe('top-ups', () => {
  function topUp(investor: Investor, amount: unknown) {
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/top-ups',
      headers: investor.headers,
      payload: { amount, currency: 'USD' },
    });
  }

  it('tops up by card through the checkout, the card fee on top', async () => {
    const investor = await insertInvestor(t);
    const response = await topUp(investor, 10);
    expect(response.statusCode, response.body).toBe(201);
    const created = topUpSchema.parse(response.json());
    expect(created).toMatchObject({ status: 'pending', amount: 10, card_fee: 0.25, total: 10.25 });
    // The checkout names the top-up and shows the card fee, and no service fee.
    const page = await t.app.inject({ url: created.checkout_url! });
    expect(page.body).toContain('Grove wallet top-up');
    expect(page.body).toContain('$10.25');
    expect(page.body).not.toContain('Service fee');
    expect((await payWithCard(t.app, created.checkout_url!, '4242424242424242')).statusCode).toBe(303);
    await t.runJobs();
    const after = await t.app.inject({ url: `/api/v1/wallet/top-ups/${created.id}`, headers: investor.headers });
    expect(topUpSchema.parse(after.json()).status).toBe('succeeded');
    expect(await balanceOf(investor)).toBe(10);
    expect((await notificationTypes(investor))[0]?.type).toBe('wallet_topped_up');
    await expectLedgerConsistent();
  });

  it('closes a checkout not paid in time, and still credits money the provider captured as it closed', async () => {
    const investor = await insertInvestor(t);
    const created = topUpSchema.parse((await topUp(investor, 30)).json());
    await t.db.db.execute(
      sql`update wallet_top_ups set expires_at = now() - interval '1 minute' where id = ${created.id}`,
    );
    // What the recurring wallet.expire-top-ups job runs.
    expect(await t.container.wallet.expireTopUps()).toBe(1);
    await t.runJobs();
    const after = await t.app.inject({ url: `/api/v1/wallet/top-ups/${created.id}`, headers: investor.headers });
    expect(topUpSchema.parse(after.json())).toMatchObject({ status: 'expired', checkout_url: null });
    expect((await walletOf(investor)).pending_top_ups).toEqual([]);

    // The payer had paid at the last moment: the provider's event arrives after the expiry.
    const delivered = await t.app.inject(
      signedEvent({
        id: `evt_late_${created.id}`,
        type: 'checkout.session.completed',
        data: { object: { metadata: { payment_id: created.id }, payment_status: 'paid', payment_intent: 'pi_late' } },
      }),
    );
    expect(delivered.statusCode).toBe(200);
    expect(await balanceOf(investor)).toBe(30);
    await expectLedgerConsistent();
  });

  it('a declined card adds nothing and leaves the checkout open for another card; below $10 is refused; another user’s top-up is not found', async () => {
    const investor = await insertInvestor(t);
    const created = topUpSchema.parse((await topUp(investor, 50)).json());
    expect((await payWithCard(t.app, created.checkout_url!, '4000000000000002')).statusCode).toBe(402);
    await t.runJobs();
    expect(await balanceOf(investor)).toBe(0);
    const declined = await t.app.inject({ url: `/api/v1/wallet/top-ups/${created.id}`, headers: investor.headers });
    expect(topUpSchema.parse(declined.json())).toMatchObject({
      status: 'pending',
      failure_reason: 'card_declined',
      checkout_url: created.checkout_url,
    });
    // Another card pays the same checkout, and the wallet is credited once.
    expect((await payWithCard(t.app, created.checkout_url!, '4242424242424242')).statusCode).toBe(303);
    await t.runJobs();
    const paid = await t.app.inject({ url: `/api/v1/wallet/top-ups/${created.id}`, headers: investor.headers });
    expect(topUpSchema.parse(paid.json()).status).toBe('succeeded');
    expect(await balanceOf(investor)).toBe(50);
    await expectLedgerConsistent();

    const small = await topUp(investor, 9.99);
    expect(small.statusCode).toBe(400);
    expect(small.json()).toMatchObject({ code: 'AMOUNT_BELOW_MINIMUM', detail: 'The minimum top-up is $10.00.' });
    expect((await topUp(investor, 'lots')).statusCode).toBe(400);
    const stranger = await insertInvestor(t);
    const peek = await t.app.inject({ url: `/api/v1/wallet/top-ups/${created.id}`, headers: stranger.headers });
    expect(peek.statusCode).toBe(404);
  });
});

describe('withdrawals', () => {
  const accounts = new Map<string, Promise<string>>();
  async function withdraw(investor: Investor, amount: unknown, bankAccountId?: string) {
    // Saved once per investor (concurrent withdrawals share the same promise).
    if (!bankAccountId && !accounts.has(investor.id)) accounts.set(investor.id, addBankAccount(t, investor));
    const account = bankAccountId ?? (await accounts.get(investor.id)!);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/withdrawals',
      headers: investor.headers,
      payload: { amount, currency: 'USD', bank_account_id: account },
    });
  }
  async function investorHolding(amount: number) {
    const { projectId, investors } = await payingBusiness([1_000_00]);
    await recordPayout(projectId, { amount });
    return investors[0]!;
  }

  it('takes the amount out at once and the provider pays it out', async () => {
    const investor = await investorHolding(100);
    const response = await withdraw(investor, 60);
    expect(response.statusCode, response.body).toBe(201);
    expect(withdrawalSchema.parse(response.json()).status).toBe('requested');
    expect((await walletOf(investor)).balances[0]).toMatchObject({ balance: 40, withdrawing: 60 });
    await t.runJobs();
    const wallet = await walletOf(investor);
    expect(wallet.balances[0]).toMatchObject({ balance: 40, withdrawing: 0 });
    expect(wallet.withdrawals[0]).toMatchObject({ status: 'paid', amount: 60 });
    expect((await notificationTypes(investor))[0]?.type).toBe('withdrawal_paid');
    await expectLedgerConsistent();
  });

  it('a failed payout returns the money to the wallet', async () => {
    const investor = await investorHolding(100);
    // The sandbox fails amounts whose cents are 13.
    expect((await withdraw(investor, '20.13')).statusCode).toBe(201);
    expect(await balanceOf(investor)).toBe(79.87);
    await t.runJobs();
    const wallet = await walletOf(investor);
    expect(wallet.balances[0]).toMatchObject({ balance: 100, withdrawing: 0 });
    expect(wallet.withdrawals[0]).toMatchObject({ status: 'failed', failure_reason: 'account_closed' });
    expect(wallet.history.slice(0, 2).map((m) => [m.type, m.amount])).toEqual([
      ['withdrawal_returned', 20.13],
      ['withdrawal', -20.13],
    ]);
    await expectLedgerConsistent();
  });

  it('a payout the bank returns after it was paid gives the money back to the wallet', async () => {
    const investor = await investorHolding(100);
    // The sandbox pays amounts whose cents are 14, then reports them returned.
    expect((await withdraw(investor, '20.14')).statusCode).toBe(201);
    expect(await balanceOf(investor)).toBe(79.86);
    await t.runJobs();
    const wallet = await walletOf(investor);
    expect(wallet.balances[0]).toMatchObject({ balance: 100, withdrawing: 0 });
    expect(wallet.withdrawals[0]).toMatchObject({ status: 'failed', amount: 20.14 });
    expect(wallet.history.slice(0, 2).map((m) => [m.type, m.amount])).toEqual([
      ['withdrawal_returned', 20.14],
      ['withdrawal', -20.14],
    ]);
    // Both events are due at once in the sandbox (no payout delay in tests), so they may arrive in
    // either order: either way the investor is last told it failed.
    expect((await notificationTypes(investor))[0]?.type).toBe('withdrawal_failed');
    await expectLedgerConsistent();
  });

  it('a payout reported paid and then returned by the bank gives the money back once', async () => {
    const investor = await investorHolding(100);
    const created = withdrawalSchema.parse((await withdraw(investor, 30)).json());
    await t.runJobs();
    expect((await walletOf(investor)).withdrawals[0]).toMatchObject({ status: 'paid', amount: 30 });
    expect(await balanceOf(investor)).toBe(70);

    // Days later the bank returns it: Stripe sends payout.failed for a payout it reported paid.
    const returned = signedEvent({
      id: `evt_returned_${created.id}`,
      type: 'payout.failed',
      data: {
        object: {
          id: `po_test_${created.id.replaceAll('-', '')}`,
          object: 'payout',
          amount: 30_00,
          currency: 'usd',
          status: 'failed',
          failure_code: 'account_closed',
          metadata: { withdrawal_id: created.id },
        },
      },
    });
    for (let delivery = 0; delivery < 2; delivery += 1) {
      expect((await t.app.inject(returned)).statusCode).toBe(200);
    }
    const wallet = await walletOf(investor);
    expect(wallet.balances[0]).toMatchObject({ balance: 100, withdrawing: 0 });
    expect(wallet.withdrawals[0]).toMatchObject({ status: 'failed', failure_reason: 'account_closed' });
    expect((await notificationTypes(investor)).slice(0, 2).map((n) => n.type)).toEqual([
      'withdrawal_failed',
      'withdrawal_paid',
    ]);
    await expectLedgerConsistent();
  });

  it('refuses more than the balance, less than the minimum (unless it is all), and unverified investors', async () => {
    const investor = await investorHolding(15);
    const tooMuch = await withdraw(investor, 15.01);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ code: 'INSUFFICIENT_WALLET_BALANCE' });
    expect((await withdraw(investor, 5)).json()).toMatchObject({ code: 'AMOUNT_BELOW_MINIMUM' });
    expect((await withdraw(investor, 0)).statusCode).toBe(400);
    expect((await withdraw(investor, 15)).statusCode).toBe(201);
    await t.runJobs();
    expect(await balanceOf(investor)).toBe(0);

    const small = await investorHolding(4);
    expect((await withdraw(small, 4)).statusCode).toBe(201);

    const unverified = await insertInvestor(t, { verified: false });
    const refused = await withdraw(unverified, 10, '00000000-0000-4000-8000-000000000000');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'IDENTITY_NOT_VERIFIED' });
  });

  it('lets exactly one of two concurrent withdrawals of the whole balance through', async () => {
    const investor = await investorHolding(50);
    const responses = await Promise.all([withdraw(investor, 50), withdraw(investor, 50)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    await t.runJobs();
    expect(await balanceOf(investor)).toBe(0);
    await expectLedgerConsistent();
  });
});
