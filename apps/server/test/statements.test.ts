import { LANGUAGES, paymentSchema } from '@grove/contracts';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.js';
import { splitCapital, statementTotals, type StatementFacts } from '../src/modules/documents/annual-statement.js';
import { SANDBOX_TEST_CARDS } from '../src/providers/payments/sandbox.js';
import {
  insertPayingBusiness,
  insertProject,
  invest,
  payWithCard,
  topUpWithCard,
  type Investor,
} from './helpers/investing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * Issue 27, the annual statement: an investor's year (or the year so far) from the ledger:
 * investments made and given back, payouts split into capital and return, fees, and the wallet
 * from its opening to its closing balance, equal to the ledger's account.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000000' } });
});
afterAll(async () => t.close());

const year = () => new Date().getUTCFullYear();

/** What the ledger says the platform owes the investor in their wallet, per currency. */
async function ledgerWallet(userId: string): Promise<Map<string, number>> {
  const rows = rowsOf<{ currency: string; balance: number }>(
    await t.db.db.execute(
      sql`select currency, (-balance_minor)::int as balance from ledger_accounts
          where kind = 'investor_wallet' and owner_id = ${userId}`,
    ),
  );
  return new Map(rows.map((row) => [row.currency, row.balance]));
}

/** The statement's own arithmetic, and its closing balance against the ledger's account. */
export function expectStatementHolds(facts: StatementFacts, ledger: Map<string, number>) {
  for (const part of facts.currencies) {
    const totals = statementTotals(part);
    expect(part.wallet.openingMinor + totals.walletInMinor - totals.walletOutMinor).toBe(part.wallet.closingMinor);
    if (facts.toDate) expect(part.wallet.closingMinor).toBe(ledger.get(part.currency) ?? 0);
    expect(totals.capitalMinor + totals.returnMinor).toBe(totals.payoutsMinor);
  }
}

async function cardInvestment(investor: Investor, projectId: string, amount: number) {
  const created = await invest(t.app, investor, { project_id: projectId, amount });
  expect(created.statusCode, created.body).toBe(201);
  const payment = paymentSchema.parse(created.json());
  await payWithCard(t.app, payment.checkout_url!, SANDBOX_TEST_CARDS.succeeds);
  await t.runJobs();
  return payment;
}

describe("an investor's statement", () => {
  it('states the year from the ledger: investments, cancellations, payouts, fees and the wallet', async () => {
    // An investor in a paying business, who also tops up, invests by card and from the wallet, and cancels one.
    const paying = await insertPayingBusiness(t, [1_000_00, 3_000_00]);
    const investor = paying.investors[0]!;
    await t.container.payouts.record(null, paying.projectId, {
      amount: '1200.00',
      currency: 'USD',
      period: { start: '2026-07-01', end: '2026-09-30' },
      reference: `STATEMENT-${paying.projectId}`,
    });
    await t.runJobs();
    await topUpWithCard(t, investor, 400, SANDBOX_TEST_CARDS.succeeds);
    const open = await insertProject(t);
    await cardInvestment(investor, open, 300);
    const cancelled = await cardInvestment(investor, open, 200);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/${cancelled.id}/cancel`,
      headers: { ...investor.headers, 'idempotency-key': `cancel-${cancelled.id}` },
    });
    expect(cancel.statusCode, cancel.body).toBeLessThan(300);
    const fromWallet = await invest(t.app, investor, { project_id: open, amount: 100, method: 'wallet' });
    expect(fromWallet.statusCode, fromWallet.body).toBe(201);
    await t.runJobs();

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/portfolio/me/statements',
      headers: investor.headers,
    });
    expect(list.json()).toEqual({ statements: [{ year: year(), to_date: true }] });

    const facts = await t.container.documents.statementFacts(investor.id, year(), 'en');
    expect(facts.currencies.map((part) => part.currency)).toEqual(['USD']);
    const usd = facts.currencies[0]!;
    expectStatementHolds(facts, await ledgerWallet(investor.id));
    // 1,000 invested in the paying business (by the helper), 300 + 200 by card, 100 from the wallet.
    expect(usd.invested.map((line) => line.amountMinor).sort((a, b) => a - b)).toEqual([
      100_00, 200_00, 300_00, 1_000_00,
    ]);
    expect(usd.givenBack.map((line) => [line.reference, line.reason])).toEqual([[cancelled.id, 'canceled_by_user']]);
    // A quarter of the 1,200 payout, all of it return of capital (1,000 invested).
    expect(usd.payouts).toHaveLength(1);
    expect(usd.payouts[0]).toMatchObject({ amountMinor: 300_00, capitalMinor: 300_00, returnMinor: 0 });
    const names = usd.wallet.movements.map((movement) => movement.name).sort();
    expect(names).toEqual(['payment_out', 'payout_in', 'top_up_in']);
    expect(usd.wallet.openingMinor).toBe(0);
  });

  it('downloads as a PDF in every language and as a CSV whose lines add up', async () => {
    const paying = await insertPayingBusiness(t, [2_000_00]);
    const investor = paying.investors[0]!;
    await t.container.payouts.record(null, paying.projectId, {
      amount: '2300.00',
      currency: 'USD',
      period: { start: '2026-01-01', end: '2026-06-30' },
      reference: `STATEMENT-CSV-${paying.projectId}`,
    });
    await t.runJobs();
    for (const lang of LANGUAGES) {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/v1/portfolio/me/statements/${year()}?format=pdf&lang=${lang}`,
        headers: investor.headers,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.rawPayload.length).toBeLessThan(200 * 1024);
      const pdf = await PDFDocument.load(answer.rawPayload);
      expect(pdf.getTitle()).toMatch(String(year()));
      if (process.env.DOCUMENTS_OUT) {
        const fs = await import('node:fs');
        fs.writeFileSync(`${process.env.DOCUMENTS_OUT}/statement-${lang}.pdf`, answer.rawPayload);
      }
    }
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/v1/portfolio/me/statements/${year()}?format=csv`,
      headers: investor.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = parse(csv.body.replace(/^\uFEFF/, ''), { columns: true }) as Array<Record<string, string>>;
    const payout = rows.find((row) => row.section === 'payout')!;
    // 2,300 on 2,000 invested: 2,000 gives the capital back, 300 is the return.
    expect([payout.amount, payout.capital, payout.return]).toEqual(['2300.00', '2000.00', '300.00']);
    const cents = (text: string | undefined) => Math.round(Number(text ?? 0) * 100);
    const opening = cents(rows.find((row) => row.section === 'wallet_opening')!.amount);
    const moved = rows
      .filter((row) => row.section === 'wallet_movement')
      .reduce((sum, row) => sum + cents(row.amount), 0);
    expect(opening + moved).toBe(cents(rows.find((row) => row.section === 'wallet_closing')!.amount));
    expect(cents(rows.find((row) => row.section === 'wallet_closing')!.amount)).toBe(
      (await ledgerWallet(investor.id)).get('USD'),
    );
  });

  it('refuses a year to come or before the platform, and needs the session', async () => {
    const [investor] = (await insertPayingBusiness(t, [500_00])).investors;
    for (const bad of [year() + 1, 1999, 'abc']) {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/v1/portfolio/me/statements/${bad}`,
        headers: investor!.headers,
      });
      expect(answer.statusCode, String(bad)).toBe(400);
    }
    const guest = await t.app.inject({ method: 'GET', url: `/api/v1/portfolio/me/statements/${year()}` });
    expect(guest.statusCode).toBe(401);
    const badFormat = await t.app.inject({
      method: 'GET',
      url: `/api/v1/portfolio/me/statements/${year()}?format=xls`,
      headers: investor!.headers,
    });
    expect(badFormat.statusCode).toBe(400);
  });
});

describe('payouts split into return of capital and return', () => {
  it('gives the capital back first, investment by investment, and never more than was invested', () => {
    // A property over random payout histories: per investment, capital sums to at most what was
    // invested, capital + return is each share, and no return comes before the capital is back.
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    for (let round = 0; round < 200; round += 1) {
      const invested = new Map([...Array(1 + next(4))].map((_, i) => [`p${i}`, 1 + next(100_000)]));
      const shares = [...Array(next(12))].map(() => {
        const paymentId = `p${next(invested.size)}`;
        return { paymentId, amountMinor: next(60_000), investedMinor: invested.get(paymentId)! };
      });
      const split = splitCapital(shares);
      for (const [paymentId, investedMinor] of invested) {
        const mine = split.filter((share) => share.paymentId === paymentId);
        const capital = mine.reduce((sum, share) => sum + share.capitalMinor, 0);
        expect(capital).toBeLessThanOrEqual(investedMinor);
        for (const share of mine) expect(share.capitalMinor + share.returnMinor).toBe(share.amountMinor);
        const firstReturn = mine.findIndex((share) => share.returnMinor > 0);
        if (firstReturn >= 0) {
          const before = mine.slice(0, firstReturn + 1).reduce((sum, share) => sum + share.capitalMinor, 0);
          expect(before).toBe(investedMinor);
        }
      }
    }
  });
});
