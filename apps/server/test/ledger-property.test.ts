import { randomInt } from 'node:crypto';
import { adminDisbursementSchema, paymentSchema, topUpSchema } from '@grove/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.js';
import { checkMoneyInvariants } from '../src/modules/integrity/invariants.js';
import { findInconsistencies } from '../src/modules/ledger/ledger.repository.js';
import { mulberry32 } from './helpers/fuzz.js';
import {
  insertInvestor,
  insertPaidInvestment,
  insertProject,
  invest,
  makeOperator,
  payWithCard,
  type Investor,
  addBankAccount,
  stepUpNow,
} from './helpers/investing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * Issue 14's property test: thousands of random money operations through the API (card and
 * wallet investments, declined cards paid with another, cancellations and refunds, payouts,
 * disbursements, top-ups, withdrawals that are paid, fail or come back), with the background jobs
 * running in between. After every stretch, and at the end, the ledger must hold its invariants:
 * each account's balance is the sum of its entries, each transaction sums to zero, no wallet is
 * negative, nothing was updated or deleted, the business figures, payouts and withdrawals agree
 * with the accounts, and the app's money invariants (integrity/invariants.ts) hold.
 *
 * PROPERTY_SEED=<n> repeats a run (`random` picks one and prints it); PROPERTY_OPS sets its length.
 */
const seed =
  process.env.PROPERTY_SEED === 'random'
    ? randomInt(1, 2 ** 31)
    : process.env.PROPERTY_SEED
      ? Number(process.env.PROPERTY_SEED)
      : 20261123;
const OPERATIONS = Number(process.env.PROPERTY_OPS ?? 2000);
const CHECK_EVERY = 250;
console.info(`ledger property: seed ${seed}, ${OPERATIONS} operations (PROPERTY_SEED=${seed} reproduces this run)`);

let t: TestApp;
beforeAll(async () => {
  // Thousands of requests a minute from one address: the general limit would answer 429.
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000000' } });
});
afterAll(() => t.close());

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return rowsOf<T>(await t.db.db.execute(query))[0]!;
}

async function checkInvariants(options: { atRest?: boolean } = {}): Promise<void> {
  expect(await findInconsistencies(t.db.db)).toEqual({ accounts: [], transactions: [] });
  // The money invariants the app states and checks (all or nothing, final before it moves on, ...).
  expect(await checkMoneyInvariants(t.db.db, { now: t.container.clock.now(), ...options })).toEqual([]);
  // The whole ledger sums to zero in every currency.
  const unbalanced = rowsOf<{ currency: string }>(
    await t.db.db.execute(sql`select currency from ledger_accounts group by currency having sum(balance_minor) <> 0`),
  );
  expect(unbalanced).toEqual([]);
  const negative = await one<{ n: number }>(
    sql`select count(*)::int as n from ledger_accounts where kind = 'investor_wallet' and balance_minor > 0`,
  );
  expect(negative.n).toBe(0);
  // Each business's raise account is what its figures say it raised, less the raise sent on to it.
  const raiseMismatch = await one<{ n: number }>(sql`
    select count(*)::int as n from projects p
    left join ledger_accounts a on a.key = 'project_raise:' || p.id || ':' || p.currency
    where p.raised_minor - coalesce((select sum(d.amount_minor) from disbursements d where d.project_id = p.id), 0)
      <> -coalesce(a.balance_minor, 0)`);
  expect(raiseMismatch.n).toBe(0);
  // Every payout's shares sum to it; withdrawals on their way are what the transit account holds.
  const payoutMismatch = await one<{ n: number }>(sql`
    select count(*)::int as n from payouts po
    where po.amount_minor <> (select coalesce(sum(amount_minor), 0) from payout_allocations where payout_id = po.id)`);
  expect(payoutMismatch.n).toBe(0);
  const transit = await one<{ held: number; requested: number }>(sql`
    select coalesce((select -sum(balance_minor) from ledger_accounts where kind = 'withdrawals_in_transit'), 0)::bigint as held,
      (select coalesce(sum(amount_minor), 0) from wallet_withdrawals where status in ('requested', 'sent'))::bigint as requested`);
  expect(Number(transit.held)).toBe(Number(transit.requested));
}

describe('the ledger under random operations', () => {
  it(`keeps its invariants through ${OPERATIONS} operations`, async () => {
    const random = mulberry32(seed);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

    const operator = await insertInvestor(t);
    await makeOperator(t, operator.id);
    const investors: Investor[] = [];
    // Enough investors that none reaches the per-session limits of the payment and wallet routes.
    for (let n = 0; n < 40; n += 1) investors.push(await insertInvestor(t));
    const bankAccounts = new Map<Investor, string>();
    // Two businesses raising (small tickets so many fit), two paying out that already hold money.
    const raising = [
      await insertProject(t, {
        targetMinor: 100_000_000_00,
        ticketMinMinor: 10_00,
        ticketStepMinor: 1,
        ticketMaxMinor: 2_000_00,
      }),
      await insertProject(t, {
        targetMinor: 100_000_000_00,
        ticketMinMinor: 10_00,
        ticketStepMinor: 1,
        ticketMaxMinor: 2_000_00,
      }),
    ];
    // Two businesses funded at their target, final (windows closed), to be sent their raise and pay out.
    const paying: string[] = [];
    for (const status of ['active', 'payout'] as const) {
      const amounts = investors.slice(0, between(2, 40)).map((investor) => ({
        investor,
        amountMinor: between(100_00, 5_000_00),
      }));
      const projectId = await insertProject(t, {
        status,
        targetMinor: amounts.reduce((sum, { amountMinor }) => sum + amountMinor, 0),
      });
      for (const { investor, amountMinor } of amounts) {
        await insertPaidInvestment(t, investor.id, projectId, amountMinor);
      }
      paying.push(projectId);
    }
    const disbursed = new Set<string>();
    const paid: { investor: Investor; id: string }[] = [];
    const counts: Record<string, number> = {};
    let references = 0;

    const operations: Record<string, () => Promise<void>> = {
      async invest_card() {
        const investor = pick(investors);
        const response = await invest(t.app, investor, {
          project_id: pick(raising),
          amount: between(10_00, 500_00) / 100,
        });
        expect(response.statusCode, response.body).toBe(201);
        const payment = paymentSchema.parse(response.json());
        const card = random() < 0.8 ? '4242424242424242' : '4000000000000002';
        await payWithCard(t.app, payment.checkout_url!, card);
        // A declined card leaves the checkout open: half the time the investor pays it with another.
        if (card !== '4242424242424242' && random() < 0.5) {
          await payWithCard(t.app, payment.checkout_url!, '4242424242424242');
        }
        paid.push({ investor, id: payment.id });
      },
      async invest_wallet() {
        const investor = pick(investors);
        const response = await invest(t.app, investor, {
          project_id: pick(raising),
          amount: between(10_00, 300_00) / 100,
          method: 'wallet',
        });
        expect([201, 409], response.body).toContain(response.statusCode);
        if (response.statusCode === 201) paid.push({ investor, id: paymentSchema.parse(response.json()).id });
      },
      async cancel() {
        if (paid.length === 0) return;
        const { investor, id } = pick(paid);
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/v1/payments/${id}/cancel`,
          headers: investor.headers,
        });
        // Already refunded, still processing, or failed: refused with a reason, never a 5xx.
        expect([200, 409], response.body).toContain(response.statusCode);
      },
      async payout() {
        const projectId = pick(paying);
        // The operator's step-up lasts 5 minutes; a loaded machine runs this test longer.
        await stepUpNow(t, operator);
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/v1/admin/projects/${projectId}/payouts`,
          headers: operator.headers,
          payload: {
            amount: between(1, 1_000_00) / 100,
            currency: 'USD',
            period: { start: '2026-01-01', end: '2026-03-31' },
            reference: `P-${seed}-${++references}`,
          },
        });
        // Payouts follow the raise's disbursement, refused with a reason before it.
        expect(response.statusCode, response.body).toBe(disbursed.has(projectId) ? 201 : 409);
      },
      async disburse() {
        const projectId = pick(paying);
        const url = `/api/v1/admin/projects/${projectId}/disbursement`;
        const state = adminDisbursementSchema.parse((await t.app.inject({ url, headers: operator.headers })).json());
        await stepUpNow(t, operator);
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: operator.headers,
          payload: { amount: state.held, currency: 'USD', reference: `D-${seed}-${++references}` },
        });
        // Once per business; after that the raise holds nothing and it is refused with a reason.
        expect(response.statusCode, response.body).toBe(state.blocked === null ? 201 : 409);
        if (response.statusCode === 201) disbursed.add(projectId);
      },
      async top_up() {
        const investor = pick(investors);
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/v1/wallet/top-ups',
          headers: investor.headers,
          payload: { amount: between(10_00, 400_00) / 100, currency: 'USD' },
        });
        expect(response.statusCode, response.body).toBe(201);
        const topUp = topUpSchema.parse(response.json());
        if (random() < 0.9) {
          const card = random() < 0.85 ? '4242424242424242' : '4000000000009995';
          await payWithCard(t.app, topUp.checkout_url!, card);
          // Declined: the top-up stays open for another card, which credits the wallet once.
          if (card !== '4242424242424242' && random() < 0.5) {
            await payWithCard(t.app, topUp.checkout_url!, '4242424242424242');
          }
        }
      },
      async withdraw() {
        const investor = pick(investors);
        // Cents of 13 make the sandbox fail the payout, cents of 14 pay it and then return it:
        // either way the money comes back.
        const cents = random();
        const amount = between(5, 300) + (cents < 0.2 ? 0.13 : cents < 0.3 ? 0.14 : 0);
        await stepUpNow(t, investor);
        const bankAccountId = bankAccounts.get(investor) ?? (await addBankAccount(t, investor));
        bankAccounts.set(investor, bankAccountId);
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/v1/wallet/withdrawals',
          headers: investor.headers,
          payload: { amount, currency: 'USD', bank_account_id: bankAccountId },
        });
        expect([201, 400, 409], response.body).toContain(response.statusCode);
      },
      async jobs() {
        await t.runJobs();
      },
    };
    const weighted = [
      ...Array<string>(5).fill('invest_card'),
      ...Array<string>(5).fill('invest_wallet'),
      ...Array<string>(2).fill('cancel'),
      ...Array<string>(3).fill('payout'),
      ...Array<string>(1).fill('disburse'),
      ...Array<string>(3).fill('top_up'),
      ...Array<string>(4).fill('withdraw'),
      ...Array<string>(3).fill('jobs'),
    ];

    for (let n = 1; n <= OPERATIONS; n += 1) {
      const name = pick(weighted);
      counts[name] = (counts[name] ?? 0) + 1;
      await operations[name]!();
      if (n % CHECK_EVERY === 0) await checkInvariants();
    }
    // At rest: the jobs drained until none is due, a moment apart (a job queued by the last one
    // may fall due a millisecond later by the platform's clock than the database stamped it).
    for (let quiet = 0; quiet < 3;) {
      quiet = (await t.runJobs()) === 0 ? quiet + 1 : 0;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    try {
      await checkInvariants({ atRest: true });
    } catch (error) {
      // What a withdrawal left on its way was doing: its payout at the sandbox, and its jobs.
      console.log(
        'DBG-W',
        JSON.stringify(
          rowsOf(
            await t.db.db.execute(
              sql`select w.id, w.amount_minor, w.status, w.send_at, w.sent_at, w.provider_payout_id, w.created_at, p.status as sp, p.created_at as pc from wallet_withdrawals w left join sandbox_payouts p on p.withdrawal_id = w.id where w.status = 'sent' limit 3`,
            ),
          ),
        ),
      );
      console.log(
        'DBG-J',
        JSON.stringify(
          rowsOf(
            await t.db.db.execute(
              sql`select name, attempts, run_at, completed_at, failed_at, last_error, payload::text from jobs where payload::text like '%' || (select id::text from wallet_withdrawals where status = 'sent' limit 1) || '%'`,
            ),
          ),
        ),
      );
      throw error;
    }

    // The run moved real money every way it can.
    const kinds = rowsOf<{ kind: string; n: number }>(
      await t.db.db.execute(sql`select kind, count(*)::int as n from ledger_transactions group by kind`),
    );
    const byKind = Object.fromEntries(kinds.map((k) => [k.kind, k.n]));
    for (const kind of ['payment', 'refund', 'payout', 'top_up', 'withdrawal', 'disbursement']) {
      expect(byKind[kind] ?? 0, `${kind} transactions (operations: ${JSON.stringify(counts)})`).toBeGreaterThan(0);
    }
    const walletPayments = await one<{ n: number }>(
      sql`select count(*)::int as n from payments where method = 'wallet' and status in ('succeeded', 'refunded')`,
    );
    expect(walletPayments.n).toBeGreaterThan(0);

    // Nothing in the ledger can be changed or removed afterwards.
    await expect(t.db.db.execute(sql`update ledger_entries set amount_minor = amount_minor + 1`)).rejects.toThrow();
    await expect(t.db.db.execute(sql`delete from ledger_transactions`)).rejects.toThrow();
    await expect(t.db.db.execute(sql`delete from payout_allocations`)).rejects.toThrow();
    await expect(t.db.db.execute(sql`update payouts set amount_minor = 1`)).rejects.toThrow();
    await expect(t.db.db.execute(sql`delete from disbursements`)).rejects.toThrow();
  }, 600_000);
});
