import { paymentSchema, toMinorUnits } from '@grove/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { createContainer } from '../src/container.js';
import { findInconsistencies, sumOfAccount } from '../src/modules/ledger/ledger.repository.js';
import { accounts } from '../src/modules/ledger/ledger.service.js';
import { mulberry32 } from './helpers/fuzz.js';
import {
  disburseRaise,
  insertInvestor,
  insertPaidInvestment,
  insertProject,
  invest,
  payWithCard,
  projectFigures,
  type Investor,
  addBankAccount,
} from './helpers/investing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { signedPaymentEvent } from './helpers/webhooks.js';

/**
 * 200 investors go after the last 10 % of a target at once. On PostgreSQL they come through two
 * server instances sharing the database (PGlite runs one query at a time, so there the race is
 * only a check of the rules). Raised money never passes the target; every refusal is a clear 4xx.
 */
let t: TestApp;
let second: { app: FastifyInstance; database: Database } | null = null;

beforeAll(async () => {
  t = await createTestApp();
  if (t.databaseUrl) {
    const database = await openDatabase({ kind: 'postgres', url: t.databaseUrl, poolMax: 10 });
    const container = createContainer({ config: t.config, database, storage: t.storage });
    const app = await buildApp({ config: t.config, database, container, logger: false });
    await app.ready();
    second = { app, database };
  }
});
afterAll(async () => {
  if (second) {
    await second.app.close();
    await second.database.close();
  }
  await t.close();
});

describe('200 concurrent investors and the last 10% of a target', () => {
  it('never overfunds, and the successful payments add up to the raised money', async () => {
    const targetMinor = 100_000_00;
    const alreadyRaisedMinor = 90_000_00;
    const projectId = await insertProject(t, {
      targetMinor,
      raisedMinor: alreadyRaisedMinor,
      ticketMinMinor: 100_00,
      ticketMaxMinor: 1_000_00,
      ticketStepMinor: 50_00,
    });
    const investors: Investor[] = [];
    for (let i = 0; i < 200; i += 1) investors.push(await insertInvestor(t, { sophisticated: true }));
    const random = mulberry32(20261123);
    const amounts = investors.map(() => 100 + 50 * Math.floor(random() * 19));
    const apps = second ? [t.app, second.app] : [t.app];

    const answers = await Promise.all(
      investors.map((investor, index) =>
        invest(apps[index % apps.length]!, investor, { project_id: projectId, amount: amounts[index] }),
      ),
    );
    const accepted = answers.filter((r) => r.statusCode === 201).map((r) => paymentSchema.parse(r.json()));
    const payers = investors.filter((_, index) => answers[index]!.statusCode === 201);
    const refused = answers.filter((r) => r.statusCode !== 201);
    for (const response of refused) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(['AMOUNT_ABOVE_REMAINING', 'AMOUNT_MUST_CLOSE_ROUND', 'ROUND_FULL']).toContain(response.json().code);
      expect(response.json().detail).toMatch(/remain|reserved|funded/);
    }
    expect(accepted.length).toBeGreaterThan(5);
    expect(refused.length).toBeGreaterThan(100);
    const reservedMinor = accepted.reduce((sum, p) => sum + toMinorUnits(p.amount, 'USD'), 0);
    const afterReserving = await projectFigures(t, projectId);
    expect(afterReserving.reserved).toBe(reservedMinor);
    expect(afterReserving.raised + afterReserving.reserved).toBeLessThanOrEqual(targetMinor);

    // Everyone who reserved pays at once; a few cards are declined.
    const declined = (index: number) => index % 7 === 0;
    await Promise.all(
      accepted.map((p, index) =>
        payWithCard(
          apps[index % apps.length]!,
          p.checkout_url!,
          declined(index) ? '4000000000000002' : '4242424242424242',
        ),
      ),
    );
    await t.runJobs();
    // A decline leaves the checkout open and the place in the round held.
    const declinedMinor = accepted
      .filter((_, index) => declined(index))
      .reduce((sum, p) => sum + toMinorUnits(p.amount, 'USD'), 0);
    expect((await projectFigures(t, projectId)).reserved).toBe(declinedMinor);
    // Half of them pay with another card, the others give up, all at once.
    const retries = (index: number) => declined(index) && index % 14 === 0;
    const settled = await Promise.all(
      accepted.map((p, index) => {
        const app = apps[index % apps.length]!;
        if (retries(index)) return payWithCard(app, p.checkout_url!, '4242424242424242');
        if (!declined(index)) return null;
        return app.inject({ method: 'POST', url: `/api/v1/payments/${p.id}/cancel`, headers: payers[index]!.headers });
      }),
    );
    // Paid (303 back to the platform) or cancelled (200), never a refusal.
    for (const answer of settled) if (answer) expect([200, 303], answer.body).toContain(answer.statusCode);
    await t.runJobs();

    const figures = await projectFigures(t, projectId);
    expect(figures.raised).toBeLessThanOrEqual(targetMinor);
    expect(figures.reserved).toBe(0);
    const succeeded = accepted.filter((_, index) => !declined(index) || retries(index));
    const paidMinor = succeeded.reduce((sum, p) => sum + toMinorUnits(p.amount, 'USD'), 0);
    expect(figures.raised - alreadyRaisedMinor).toBe(paidMinor);
    expect(-(await sumOfAccount(t.db.db, accounts.projectRaise(projectId, 'USD')))).toBe(paidMinor);
    expect(figures.investors).toBe(succeeded.length);
    expect(await findInconsistencies(t.db.db)).toEqual({ accounts: [], transactions: [] });
  });
});

describe('one investor paying and confirming at once', () => {
  it('never deadlocks: new payments and the webhooks of earlier ones go through together', async () => {
    const projectId = await insertProject(t, { targetMinor: 1_000_000_00, ticketMaxMinor: 1_000_000_00 });
    const investor = await insertInvestor(t, { sophisticated: true });
    const earlier = [];
    for (let i = 0; i < 10; i += 1) {
      earlier.push(paymentSchema.parse((await invest(t.app, investor, { project_id: projectId, amount: 100 })).json()));
    }
    const confirm = (paymentId: string, index: number) =>
      t.app.inject(
        signedPaymentEvent(t.container.paymentWebhookSecret, {
          id: `evt_together_${index}`,
          type: 'checkout.session.completed',
          data: {
            object: {
              payment_status: 'paid',
              payment_intent: `pi_together_${index}`,
              metadata: { payment_id: paymentId },
            },
          },
        }),
      );
    const answers = await Promise.all([
      ...earlier.map((p, index) => confirm(p.id, index)),
      ...earlier.map(() => invest(t.app, investor, { project_id: projectId, amount: 100 })),
    ]);
    expect(answers.map((r) => r.statusCode).filter((code) => code >= 500)).toEqual([]);
    expect(await projectFigures(t, projectId)).toMatchObject({ raised: 1000_00, reserved: 1000_00, investors: 1 });
  });
});

describe('one wallet spent from many requests at once', () => {
  it('never spends more than the wallet holds, across two instances, with a payout arriving meanwhile', async () => {
    const investor = await insertInvestor(t);
    // A business paying out: funded by the investor's 1,000, its raise sent on.
    const source = await insertProject(t, { status: 'active', targetMinor: 1_000_00 });
    await insertPaidInvestment(t, investor.id, source, 1_000_00);
    await disburseRaise(t, source);
    await t.container.payouts.record(null, source, {
      amount: '1050.00',
      currency: 'USD',
      period: { start: '2026-01-01', end: '2026-03-31' },
      reference: `race-${investor.id}`,
    });
    const targets = [await insertProject(t), await insertProject(t)];
    const apps = second ? [t.app, second.app] : [t.app];
    // 30 investments of 100 (105 with the service fee) and 10 withdrawals of 100 race for 1,050,
    // while a second payout of 210 lands in the middle.
    const bankAccountId = await addBankAccount(t, investor);
    const requests = [
      ...Array.from({ length: 30 }, (_, index) =>
        invest(apps[index % apps.length]!, investor, { project_id: targets[index % 2], amount: 100, method: 'wallet' }),
      ),
      ...Array.from({ length: 10 }, (_, index) =>
        apps[index % apps.length]!.inject({
          method: 'POST',
          url: '/api/v1/wallet/withdrawals',
          headers: investor.headers,
          payload: { amount: 100, currency: 'USD', bank_account_id: bankAccountId },
        }),
      ),
    ];
    const payoutLater = t.container.payouts.record(null, source, {
      amount: '210.00',
      currency: 'USD',
      period: { start: '2026-04-01', end: '2026-06-30' },
      reference: `race-2-${investor.id}`,
    });
    const answers = await Promise.all(requests);
    await payoutLater;
    for (const answer of answers) expect([201, 409], answer.body).toContain(answer.statusCode);
    const investments = answers.slice(0, 30).filter((a) => a.statusCode === 201).length;
    const withdrawals = answers.slice(30).filter((a) => a.statusCode === 201).length;
    const spentMinor = investments * 105_00 + withdrawals * 100_00;
    expect(spentMinor).toBeLessThanOrEqual(1_260_00);
    // With 1,260 in all, at most 60 (less than one more request) can be left unspent.
    expect(1_260_00 - spentMinor).toBeLessThan(105_00);
    const walletMinor = 0 - (await sumOfAccount(t.db.db, accounts.investorWallet(investor.id, 'USD')));
    expect(walletMinor).toBe(1_260_00 - spentMinor);
    const raised = (await projectFigures(t, targets[0]!)).raised + (await projectFigures(t, targets[1]!)).raised;
    expect(raised).toBe(investments * 100_00);
    expect(await findInconsistencies(t.db.db)).toEqual({ accounts: [], transactions: [] });
  });
});
