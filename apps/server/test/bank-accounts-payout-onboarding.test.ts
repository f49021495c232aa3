import { walletSchema, withdrawalSchema, type Wallet } from '@grove/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.js';
import { findInconsistencies } from '../src/modules/ledger/ledger.repository.js';
import {
  PaymentProviderError,
  type OnboardingLinkInput,
  type PaymentProvider,
} from '../src/providers/payments/provider.js';
import { ManualClock } from './helpers/clock.js';
import { addBankAccount, insertInvestor, payWithCard, type Investor } from './helpers/investing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * The provider may need more from an investor before it pays them out (Stripe: its agreement, an
 * address, a phone, the SSN's last four digits); the wallet says so, links to the provider's page
 * for it, and refuses a withdrawal it cannot pay before any money moves (docs/architecture.md,
 * "Withdrawals through Stripe Connect"). The sandbox is always ready; here a provider that is not.
 */
const PUBLIC_URL = 'https://grove.example';
let t: TestApp;
let clock: ManualClock;
let provider: PaymentProvider;
let sandbox: Pick<PaymentProvider, 'payoutReadiness' | 'onboardingLink' | 'createPayout'>;

beforeAll(async () => {
  clock = new ManualClock();
  t = await createTestApp({
    clock,
    env: { RATE_LIMIT_PER_MINUTE: '100000000', WITHDRAWAL_HOLD_MINUTES: '30', PUBLIC_URL },
  });
  provider = t.container.paymentProvider;
  sandbox = {
    payoutReadiness: provider.payoutReadiness,
    onboardingLink: provider.onboardingLink,
    createPayout: provider.createPayout,
  };
});
afterEach(() => Object.assign(provider, sandbox));
afterAll(async () => t.close());

/** The provider, from now on, needs these details before it pays anyone out; answers the calls it gets. */
function notReady(due: ('agreement' | 'address' | 'phone' | 'tax_id')[] = ['agreement', 'address', 'tax_id']) {
  const calls = { readiness: [] as string[], links: [] as OnboardingLinkInput[] };
  provider.payoutReadiness = async (accountId) => {
    calls.readiness.push(accountId);
    return { ready: false, due };
  };
  provider.onboardingLink = async (input) => {
    calls.links.push(input);
    return { url: 'https://connect.stripe.test/setup/c/acct_1/abc', expiresAt: new Date(Date.now() + 300_000) };
  };
  return calls;
}
const unreachable = async () => {
  throw new PaymentProviderError('timed out', { outcome: 'unknown' });
};

const walletOf = async (investor: Investor): Promise<Wallet> =>
  walletSchema.parse((await t.app.inject({ url: '/api/v1/wallet', headers: investor.headers })).json());
const listed = async (investor: Investor) =>
  (await t.app.inject({ url: '/api/v1/wallet/bank-accounts', headers: investor.headers })).json().bank_accounts;
const askLink = (investor: { headers: Record<string, string> }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/wallet/bank-accounts/onboarding-link',
    headers: investor.headers,
  });
const withdraw = (investor: Investor, amount: number, bankAccountId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/wallet/withdrawals',
    headers: investor.headers,
    payload: { amount, currency: 'USD', bank_account_id: bankAccountId },
  });

async function investorHolding(amount: number): Promise<Investor> {
  const investor = await insertInvestor(t);
  const created = (
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/top-ups',
      headers: investor.headers,
      payload: { amount, currency: 'USD' },
    })
  ).json() as { checkout_url: string };
  await payWithCard(t.app, created.checkout_url, '4242424242424242');
  await t.runJobs();
  return investor;
}

/** Everything the ledger and the withdrawals table hold for an investor. */
async function moneyOf(investor: Investor) {
  const [row] = rowsOf<{ entries: number; withdrawals: number }>(
    await t.db.db.execute(sql`
      select
        (select count(*)::int from ledger_entries e join ledger_accounts a on a.id = e.account_id
          where a.owner_id = ${investor.id}) as entries,
        (select count(*)::int from wallet_withdrawals where user_id = ${investor.id}) as withdrawals`),
  );
  return { ...row!, balances: (await walletOf(investor)).balances };
}

describe('payout readiness with the sandbox', () => {
  it('every account is ready, nothing is due, and there is no page to send the investor to', async () => {
    const investor = await insertInvestor(t);
    const before = await askLink(investor);
    expect(before.statusCode).toBe(404);
    expect(before.json().code).toBe('BANK_ACCOUNT_NOT_FOUND');

    const id = await addBankAccount(t, investor);
    expect(await listed(investor)).toMatchObject([{ id, payouts_ready: true, payouts_due: [] }]);
    expect((await walletOf(investor)).bank_accounts).toMatchObject([{ id, payouts_ready: true, payouts_due: [] }]);
    const link = await askLink(investor);
    expect(link.statusCode).toBe(200);
    expect(link.json()).toEqual({ url: null });
  });
});

describe('payout readiness with a provider that needs more details', () => {
  it('lists what it needs on each account, in the wallet too, and asks again each time', async () => {
    const investor = await insertInvestor(t);
    const id = await addBankAccount(t, investor);
    const calls = notReady();
    const raw = await t.app.inject({ url: '/api/v1/wallet/bank-accounts', headers: investor.headers });
    expect(raw.json()).toEqual({
      bank_accounts: [
        expect.objectContaining({ id, payouts_ready: false, payouts_due: ['agreement', 'address', 'tax_id'] }),
      ],
    });
    expect((await walletOf(investor)).bank_accounts).toMatchObject([{ id, payouts_ready: false }]);
    expect(calls.readiness).toHaveLength(2);
    expect(calls.readiness[0]).toMatch(/^ba_test_/);
  });

  it('answers a link to the provider’s page for the investor’s account, coming back to the wallet', async () => {
    const investor = await insertInvestor(t);
    await addBankAccount(t, investor);
    const calls = notReady();
    const response = await askLink(investor);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ url: 'https://connect.stripe.test/setup/c/acct_1/abc' });
    expect(calls.links).toEqual([
      {
        accountId: expect.stringMatching(/^ba_test_/),
        returnUrl: `${PUBLIC_URL}/portfolio?tab=wallet&onboarding=done`,
        refreshUrl: `${PUBLIC_URL}/portfolio?tab=wallet&onboarding=refresh`,
      },
    ]);

    provider.onboardingLink = unreachable;
    const failed = await askLink(investor);
    expect(failed.statusCode).toBe(503);
    expect(failed.json().code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect((await askLink({ headers: {} })).statusCode).toBe(401);
  });

  it('refuses a withdrawal with 409 PAYOUTS_NOT_READY before any money moves', async () => {
    const investor = await investorHolding(100);
    const accountId = await addBankAccount(t, investor);
    notReady();
    const before = await moneyOf(investor);
    const refused = await withdraw(investor, 40, accountId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PAYOUTS_NOT_READY',
      detail: expect.stringContaining('Your payment provider needs a few more details before it can pay you out.'),
    });
    expect(await moneyOf(investor)).toEqual(before);
    expect(before.balances).toEqual([{ currency: 'USD', balance: 100, withdrawing: 0 }]);

    // The provider not answering is not a reason to guess: nothing moves either.
    provider.payoutReadiness = unreachable;
    const unknown = await withdraw(investor, 40, accountId);
    expect(unknown.statusCode).toBe(503);
    expect(unknown.json().code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(await moneyOf(investor)).toEqual(before);
    // …and the wallet still shows, without saying what it could not ask.
    const [shown] = (await walletOf(investor)).bank_accounts;
    expect(shown).not.toHaveProperty('payouts_ready');
    expect(shown).not.toHaveProperty('payouts_due');

    Object.assign(provider, sandbox);
    expect((await withdraw(investor, 40, accountId)).statusCode).toBe(201);
    expect(await findInconsistencies(t.db.db)).toEqual({ accounts: [], transactions: [] });
  });

  it('a withdrawal whose account stopped being ready before it was sent fails as not ready, its money back', async () => {
    const investor = await investorHolding(100);
    const accountId = await addBankAccount(t, investor);
    const made = withdrawalSchema.parse((await withdraw(investor, 40, accountId)).json());
    provider.createPayout = async () => {
      throw new PaymentProviderError('Stripe cannot pay it out yet', {
        outcome: 'refused',
        reason: 'payouts_not_ready',
      });
    };
    clock.advance(31 * 60_000);
    // Its payout job's last attempt (earlier ones are retried).
    await t.container.wallet.sendWithdrawal(made.id, { lastAttempt: true });
    await t.runJobs();
    const wallet = await walletOf(investor);
    expect(wallet.withdrawals.find((w) => w.id === made.id)).toMatchObject({
      status: 'failed',
      failure_reason: 'payouts_not_ready',
    });
    expect(wallet.balances).toEqual([{ currency: 'USD', balance: 100, withdrawing: 0 }]);
    expect(await findInconsistencies(t.db.db)).toEqual({ accounts: [], transactions: [] });
  });

  it('believes a ready account for a while (the wallet is read every few seconds), never a not-ready one', async () => {
    const investor = await insertInvestor(t);
    await addBankAccount(t, investor);
    let asked = 0;
    provider.payoutReadiness = async () => {
      asked += 1;
      return { ready: true, due: [] };
    };
    await walletOf(investor);
    await walletOf(investor);
    expect(asked).toBe(1);
    clock.advance(11 * 60_000);
    await walletOf(investor);
    expect(asked).toBe(2);

    const calls = notReady();
    clock.advance(11 * 60_000);
    await walletOf(investor);
    await walletOf(investor);
    expect(calls.readiness).toHaveLength(2);
  });
});
