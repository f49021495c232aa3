import {
  arrivalAfterBusinessDays,
  bankAccountSchema,
  kycSessionResponseSchema,
  topUpSchema,
  walletSchema,
  withdrawalSchema,
  type Wallet,
} from '@grove/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.js';
import { findInconsistencies } from '../src/modules/ledger/ledger.repository.js';
import { WITHDRAWAL_RETURN_JOB } from '../src/modules/wallet/wallet.service.js';
import { bearer, register } from './helpers/accounts.js';
import { ManualClock } from './helpers/clock.js';
import { addBankAccount, insertInvestor, payWithCard, type Investor } from './helpers/investing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * Withdrawals go to a bank account in the investor's verified name; each waits 30 minutes before
 * it is sent, and the investor may cancel it until then (docs/architecture.md, "The wallet").
 */
const MINUTE = 60_000;
const HOLD_MINUTES = 30;
let t: TestApp;
let clock: ManualClock;

beforeAll(async () => {
  clock = new ManualClock();
  t = await createTestApp({
    clock,
    env: { RATE_LIMIT_PER_MINUTE: '100000000', WITHDRAWAL_HOLD_MINUTES: String(HOLD_MINUTES) },
  });
});
afterAll(async () => t.close());

const addAccount = (investor: Pick<Investor, 'headers'>, payload: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/wallet/bank-accounts',
    headers: investor.headers,
    payload: {
      holder_name: 'Test Investor',
      routing_number: '110000000',
      account_number: '000123456789',
      account_number_confirmation: '000123456789',
      ...payload,
    },
  });
const walletOf = async (investor: Investor): Promise<Wallet> =>
  walletSchema.parse((await t.app.inject({ url: '/api/v1/wallet', headers: investor.headers })).json());
const withdraw = (investor: Investor, amount: number, bankAccountId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/wallet/withdrawals',
    headers: investor.headers,
    payload: { amount, currency: 'USD', bank_account_id: bankAccountId },
  });
const cancel = (investor: Pick<Investor, 'headers'>, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/wallet/withdrawals/${id}/cancel`, headers: investor.headers });

async function investorHolding(amount: number): Promise<Investor> {
  const investor = await insertInvestor(t);
  const created = topUpSchema.parse(
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/wallet/top-ups',
        headers: investor.headers,
        payload: { amount, currency: 'USD' },
      })
    ).json(),
  );
  await payWithCard(t.app, created.checkout_url!, '4242424242424242');
  await t.runJobs();
  return investor;
}

async function expectLedgerConsistent() {
  expect(await findInconsistencies(t.db.db)).toEqual({ accounts: [], transactions: [] });
}

describe('bank accounts', () => {
  it('saves an account in the verified name and shows only its last four digits', async () => {
    const investor = await insertInvestor(t);
    // Case, accents and spacing do not make another name.
    const response = await addAccount(investor, {
      holder_name: '  test   INVESTOR ',
      account_number: '0001 2345 6789',
      account_number_confirmation: '000123456789',
    });
    expect(response.statusCode, response.body).toBe(201);
    const account = bankAccountSchema.parse(response.json());
    expect(account).toMatchObject({ last4: '6789', routing_number: '110000000', bank_name: 'STRIPE TEST BANK' });
    expect(response.body).not.toContain('000123456789');
    const listed = await t.app.inject({ url: '/api/v1/wallet/bank-accounts', headers: investor.headers });
    expect(listed.body).not.toContain('000123456789');
    expect(listed.json().bank_accounts).toHaveLength(1);
    expect((await walletOf(investor)).bank_accounts.map((a) => a.id)).toEqual([account.id]);

    const again = await addAccount(investor, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'BANK_ACCOUNT_EXISTS', fields: [{ path: 'account_number' }] });
  });

  it('refuses, naming the field, what is not a usable account in the investor’s own name', async () => {
    const investor = await insertInvestor(t);
    const cases: [Record<string, string>, string, string][] = [
      [{ holder_name: 'Someone Else' }, 'HOLDER_NAME_MISMATCH', 'holder_name'],
      [{ routing_number: '110000001' }, 'VALIDATION_ERROR', 'routing_number'],
      [{ account_number: '12', account_number_confirmation: '12' }, 'VALIDATION_ERROR', 'account_number'],
      [{ account_number_confirmation: '000123456780' }, 'VALIDATION_ERROR', 'account_number_confirmation'],
      // A number the sandbox's bank does not know.
      [
        { account_number: '000999999999', account_number_confirmation: '000999999999' },
        'BANK_ACCOUNT_REFUSED',
        'account_number',
      ],
    ];
    for (const [payload, code, path] of cases) {
      const response = await addAccount(investor, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe(code);
      expect(response.json().fields.map((f: { path: string }) => f.path)).toContain(path);
    }
    expect(
      rowsOf<{ n: number }>(
        await t.db.db.execute(sql`select count(*)::int as n from bank_accounts where user_id = ${investor.id}`),
      )[0]!.n,
    ).toBe(0);

    const unverified = await insertInvestor(t, { verified: false });
    const refused = await addAccount(unverified, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('IDENTITY_NOT_VERIFIED');
  });

  it('identity verification gives the profile its verified name and birth date, which the holder must match', async () => {
    const { token } = await register(t.app, 'verified-name@example.com');
    const session = kycSessionResponseSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/kyc/session',
          headers: bearer(token),
          payload: {
            firstName: 'José',
            lastName: 'García Núñez',
            dateOfBirth: '1990-04-12',
            email: 'verified-name@example.com',
          },
        })
      ).json(),
    );
    await t.app.inject({
      method: 'POST',
      url: `/sandbox/kyc/${session.userAccessCode}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ outcome: 'passed', token: session.token }).toString(),
    });
    await t.runJobs();
    const me = (await t.app.inject({ url: '/api/v1/users/me', headers: bearer(token) })).json();
    expect(me).toMatchObject({ name: 'José García Núñez', date_of_birth: '1990-04-12' });
    const investor = { headers: bearer(token) };
    expect((await addAccount(investor, { holder_name: 'Test Investor' })).json().code).toBe('HOLDER_NAME_MISMATCH');
    expect((await addAccount(investor, { holder_name: 'jose garcia nunez' })).statusCode).toBe(201);
  });

  it('removes an account: no new withdrawal goes to it, the past ones still name it', async () => {
    const investor = await investorHolding(100);
    const accountId = await addBankAccount(t, investor);
    const made = withdrawalSchema.parse((await withdraw(investor, 20, accountId)).json());
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/wallet/bank-accounts/${accountId}`,
      headers: investor.headers,
    });
    expect(removed.statusCode).toBe(204);
    const refused = await withdraw(investor, 20, accountId);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'BANK_ACCOUNT_NOT_FOUND', fields: [{ path: 'bank_account_id' }] });
    const wallet = await walletOf(investor);
    expect(wallet.bank_accounts).toEqual([]);
    expect(wallet.withdrawals.find((w) => w.id === made.id)?.bank_account?.last4).toBe('6789');
    // Another person's account is not one to withdraw to, nor to remove.
    const other = await investorHolding(50);
    const otherAccount = await addBankAccount(t, other);
    expect((await withdraw(investor, 20, otherAccount)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/wallet/bank-accounts/${otherAccount}`,
          headers: investor.headers,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('withdrawals to a bank account', () => {
  it('waits before it is sent, says where and by when it arrives, and can be cancelled until then', async () => {
    const investor = await investorHolding(100);
    const accountId = await addBankAccount(t, investor);
    const response = await withdraw(investor, 40, accountId);
    expect(response.statusCode, response.body).toBe(201);
    const made = withdrawalSchema.parse(response.json());
    const sendAt = new Date(made.send_at);
    expect(sendAt.getTime() - new Date(made.created_at).getTime()).toBe(HOLD_MINUTES * MINUTE);
    expect(made).toMatchObject({
      status: 'requested',
      can_cancel: true,
      arrives_by: arrivalAfterBusinessDays(sendAt, 2).toISOString(),
      bank_account: { id: accountId, last4: '6789' },
    });
    // Not sent before its time.
    await t.runJobs();
    expect((await walletOf(investor)).withdrawals[0]).toMatchObject({ id: made.id, status: 'requested' });

    const canceled = await cancel(investor, made.id);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json()).toMatchObject({ status: 'canceled', can_cancel: false });
    // A repeat answers the same; another person cannot even see it.
    expect((await cancel(investor, made.id)).json()).toMatchObject({ status: 'canceled' });
    expect((await cancel(await insertInvestor(t), made.id)).statusCode).toBe(404);

    const wallet = await walletOf(investor);
    expect(wallet.balances[0]).toMatchObject({ balance: 100, withdrawing: 0 });
    expect(wallet.history.slice(0, 2).map((m) => [m.type, m.amount])).toEqual([
      ['withdrawal_canceled', 40],
      ['withdrawal', -40],
    ]);
    // Past its send time nothing goes to the bank.
    clock.advance((HOLD_MINUTES + 1) * MINUTE);
    await t.runJobs();
    const payouts = rowsOf(await t.db.db.execute(sql`select id from sandbox_payouts where withdrawal_id = ${made.id}`));
    expect(payouts).toEqual([]);
    await expectLedgerConsistent();
  });

  it('is sent at its time and can no longer be cancelled', async () => {
    const investor = await investorHolding(100);
    const accountId = await addBankAccount(t, investor);
    const made = withdrawalSchema.parse((await withdraw(investor, 25, accountId)).json());
    clock.advance(HOLD_MINUTES * MINUTE);
    await t.runJobs();
    expect((await walletOf(investor)).withdrawals[0]).toMatchObject({ id: made.id, status: 'paid' });
    const late = await cancel(investor, made.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('WITHDRAWAL_NOT_CANCELLABLE');
    expect((await walletOf(investor)).balances[0]).toMatchObject({ balance: 75, withdrawing: 0 });
    await expectLedgerConsistent();
  });

  it('a cancel racing the send ends one way only: canceled and never paid out, or sent', async () => {
    for (let round = 0; round < 4; round += 1) {
      const investor = await investorHolding(50);
      const accountId = await addBankAccount(t, investor);
      const made = withdrawalSchema.parse((await withdraw(investor, 50, accountId)).json());
      clock.advance(HOLD_MINUTES * MINUTE);
      const [answer] = await Promise.all([
        cancel(investor, made.id),
        t.container.wallet.sendWithdrawal(made.id, { lastAttempt: false }),
      ]);
      await t.runJobs();
      const wallet = await walletOf(investor);
      const status = wallet.withdrawals[0]!.status;
      const payouts = rowsOf(
        await t.db.db.execute(sql`select id from sandbox_payouts where withdrawal_id = ${made.id}`),
      );
      if (answer.statusCode === 200) {
        expect(status).toBe('canceled');
        expect(payouts).toEqual([]);
        expect(wallet.balances[0]).toMatchObject({ balance: 50, withdrawing: 0 });
      } else {
        expect(answer.json().code).toBe('WITHDRAWAL_NOT_CANCELLABLE');
        expect(status).toBe('paid');
        expect(payouts).toHaveLength(1);
        expect(wallet.balances[0]).toMatchObject({ balance: 0, withdrawing: 0 });
      }
    }
    await expectLedgerConsistent();
  });

  it('to the account whose payouts fail, the money comes back and the history says it was returned', async () => {
    const investor = await investorHolding(100);
    const failing = await addBankAccount(t, investor, '000111111116');
    const made = withdrawalSchema.parse((await withdraw(investor, 30, failing)).json());
    clock.advance(HOLD_MINUTES * MINUTE);
    await t.runJobs();
    const wallet = await walletOf(investor);
    expect(wallet.withdrawals[0]).toMatchObject({ status: 'failed', failure_reason: 'no_account' });
    expect(wallet.balances[0]).toMatchObject({ balance: 100, withdrawing: 0 });
    expect(wallet.history[0]).toMatchObject({ type: 'withdrawal_returned', amount: 30 });
    // The provider was asked, once, to take back what the failed payout left with it.
    const returns = rowsOf<{ done: boolean }>(
      await t.db.db.execute(
        sql`select completed_at is not null as done from jobs where name = ${WITHDRAWAL_RETURN_JOB} and dedupe_key = ${made.id}`,
      ),
    );
    expect(returns).toEqual([{ done: true }]);
    await expectLedgerConsistent();
  });

  it('a withdrawal whose job was lost is sent by the recurring check an hour after its time', async () => {
    const investor = await investorHolding(100);
    const accountId = await addBankAccount(t, investor);
    const made = withdrawalSchema.parse((await withdraw(investor, 10, accountId)).json());
    await t.db.db.execute(sql`delete from jobs where dedupe_key = ${made.id}`);
    clock.advance((HOLD_MINUTES + 61) * MINUTE);
    await t.runJobs();
    expect((await walletOf(investor)).withdrawals[0]).toMatchObject({ status: 'requested' });
    await t.container.wallet.settleStuckWithdrawals();
    await t.runJobs();
    expect((await walletOf(investor)).withdrawals[0]).toMatchObject({ id: made.id, status: 'paid' });
    await expectLedgerConsistent();
  });
});
