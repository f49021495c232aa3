import { revenueCardPaymentSchema, revenueOverviewSchema } from '@grove/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payouts, revenueCardPayments } from '../src/db/schema/index.js';
import { rowsOf } from '../src/db/rows.js';
import { findInconsistencies } from '../src/modules/ledger/ledger.repository.js';
import { addMember } from '../src/modules/founders/members.repository.js';
import { insertInvestor, insertPayingBusiness, makeOperator, payWithCard, type Investor } from './helpers/investing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { signedPaymentEvent } from './helpers/webhooks.js';

/**
 * Paying a revenue report's amount due by card (issue 26): one checkout per report for exactly
 * the amount due, paid out once under retried webhooks exactly as an operator's confirmation,
 * never by card and by transfer both, declines and expiry leaving it payable, owners only.
 */
let t: TestApp;
let operator: Investor;
let stranger: Investor;

const DAY = 24 * 3600 * 1000;
const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

async function report(who: Investor, business: string, period: number, revenue: string) {
  const form = new FormData();
  form.append('revenue', revenue);
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'statement.pdf');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/founder/businesses/${business}/revenue/${period}`,
    headers: { ...who.headers, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** A paying business ($10,000 from three investors) whose period 2 owes $2,000, with its owner and an editor. */
async function businessOwing() {
  const business = await insertPayingBusiness(t, [5_000_00, 3_000_00, 2_000_00], {
    fundingEnd: new Date(Date.now() - 400 * DAY),
    targetMinor: 10_000_00,
    investmentTermMonths: 24,
  });
  const owner = await insertInvestor(t);
  const editor = await insertInvestor(t);
  await addMember(t.db.db, { projectId: business.projectId, userId: owner.id, role: 'owner', addedBy: null });
  await addMember(t.db.db, { projectId: business.projectId, userId: editor.id, role: 'editor', addedBy: null });
  await report(owner, business.projectId, 1, '40000');
  await report(owner, business.projectId, 2, '40000');
  return { ...business, owner, editor };
}

const payByCard = (who: Investor, business: string, period = 2) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/founder/businesses/${business}/revenue/${period}/card-payment`,
    headers: who.headers,
  });

const overview = async (who: Investor, business: string) => {
  const res = await t.app.inject({ url: `/api/v1/founder/businesses/${business}/revenue`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return revenueOverviewSchema.parse(res.json());
};

const periodTwo = async (who: Investor, business: string) => (await overview(who, business)).periods[1]!;

const signedEvent = (event: Record<string, unknown>) => signedPaymentEvent(t.container.paymentWebhookSecret, event);

const completed = (eventId: string, cardId: string, amountMinor = 2_000_00) =>
  signedEvent({
    id: eventId,
    type: 'checkout.session.completed',
    data: {
      object: {
        metadata: { payment_id: cardId },
        payment_status: 'paid',
        payment_intent: `pi_${cardId.slice(0, 8)}`,
        amount_total: amountMinor,
        currency: 'usd',
      },
    },
  });

async function walletTotal(investors: readonly Investor[]) {
  const ids = sql.join(
    investors.map((i) => sql`${i.id}`),
    sql`, `,
  );
  const result = await t.db.db.execute(
    sql`select coalesce(-sum(balance_minor), 0)::bigint::text as n from ledger_accounts
        where kind = 'investor_wallet' and owner_id in (${ids})`,
  );
  return Number((result as unknown as { rows: { n: string }[] }).rows[0]!.n);
}

async function expectLedgerConsistent() {
  expect(await findInconsistencies(t.db.db)).toEqual({ accounts: [], transactions: [] });
}

beforeAll(async () => {
  t = await createTestApp();
  operator = await insertInvestor(t);
  await makeOperator(t, operator.id);
  stranger = await insertInvestor(t);
});
afterAll(async () => t.close());

describe('paying a revenue report by card', () => {
  it('opens one checkout for exactly the amount due, owners only; a decline leaves it payable, a success pays investors once', async () => {
    const { projectId, owner, editor, investors } = await businessOwing();
    expect((await overview(owner, projectId)).can_pay_by_card).toBe(true);

    // Outside the team, and an editor: 404, as for a business that does not exist.
    expect((await payByCard(stranger, projectId)).statusCode).toBe(404);
    expect((await payByCard(editor, projectId)).statusCode).toBe(404);
    expect(await t.db.db.select().from(revenueCardPayments)).toHaveLength(0);

    // A double click: one checkout, answered to both.
    const [first, second] = await Promise.all([payByCard(owner, projectId), payByCard(owner, projectId)]);
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(201);
    const card = revenueCardPaymentSchema.parse(first.json());
    expect(revenueCardPaymentSchema.parse(second.json()).id).toBe(card.id);
    expect(card).toMatchObject({ status: 'pending', amount: 2000, currency: 'USD' });
    expect(
      await t.db.db.select().from(revenueCardPayments).where(eq(revenueCardPayments.projectId, projectId)),
    ).toHaveLength(1);
    // The checkout asks exactly the amount due: no service or card fee.
    const page = await t.app.inject({ url: card.checkout_url! });
    expect(page.body).toContain('$2,000.00');
    expect(page.body).not.toContain('Service fee');
    expect((await periodTwo(owner, projectId)).report!.card_checkout?.url).toBe(card.checkout_url);

    // An operator cannot confirm a transfer while the checkout is open.
    const reportId = (await periodTwo(owner, projectId)).report!.id;
    const blocked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/projects/${projectId}/revenue-reports/${reportId}/confirm`,
      headers: operator.headers,
      payload: { bank_reference: 'BANK-1' },
    });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({ code: 'REVENUE_PAYMENT_IN_PROGRESS' });

    // Declined: nothing paid, still payable through the same checkout.
    expect((await payWithCard(t.app, card.checkout_url!, '4000000000000002')).statusCode).toBe(402);
    await t.runJobs();
    const declined = await periodTwo(owner, projectId);
    expect(declined.status).toBe('payment_due');
    expect(declined.report!.card_checkout?.url).toBe(card.checkout_url);
    expect(await walletTotal(investors)).toBe(0);

    // Then a card that works: the payout is recorded and split, once.
    expect((await payWithCard(t.app, card.checkout_url!, '4242424242424242')).statusCode).toBe(303);
    await t.runJobs();
    const paid = await periodTwo(owner, projectId);
    expect(paid.status).toBe('paid');
    expect(paid.report).toMatchObject({ paid_by: 'card', card_checkout: null });
    expect(paid.report!.bank_reference).toBeTruthy();
    expect(await walletTotal(investors)).toBe(2_000_00);
    const recorded = await t.db.db.select().from(payouts).where(eq(payouts.projectId, projectId));
    expect(recorded).toHaveLength(1);
    // Booked into the provider's clearing account, then to the investors: balanced.
    const entries = await t.db.db.execute(
      sql`select a.kind, e.amount_minor::text as amount from ledger_entries e
          join ledger_accounts a on a.id = e.account_id
          join ledger_transactions x on x.id = e.transaction_id
          where x.payout_id = ${recorded[0]!.id} and x.kind = 'payout' and a.kind <> 'investor_wallet'`,
    );
    expect((entries as unknown as { rows: { kind: string; amount: string }[] }).rows).toEqual([
      { kind: 'provider_clearing', amount: '200000' },
    ]);
    await expectLedgerConsistent();

    // Paid: neither a second card payment nor a transfer.
    const again = await payByCard(owner, projectId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'REVENUE_PAYMENT_CONFIRMED' });
    const transfer = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/projects/${projectId}/revenue-reports/${reportId}/confirm`,
      headers: operator.headers,
      payload: { bank_reference: 'BANK-2' },
    });
    expect(transfer.statusCode).toBe(409);
    expect(transfer.json()).toMatchObject({ code: 'REVENUE_PAYMENT_CONFIRMED' });
  });

  it("books the processor's fee on the charge once, and reconciles the charge with the payout it paid", async () => {
    const { projectId, owner } = await businessOwing();
    const card = revenueCardPaymentSchema.parse((await payByCard(owner, projectId)).json());
    expect((await payWithCard(t.app, card.checkout_url!, '4242424242424242')).statusCode).toBe(303);
    await t.runJobs();
    await t.runJobs();
    const [payout] = await t.db.db.select().from(payouts).where(eq(payouts.projectId, projectId));
    const charged = rowsOf<{ fee: string }>(
      await t.db.db.execute(
        sql`select fee_minor::text as fee from sandbox_balance_transactions where reference = ${card.id} and type = 'charge'`,
      ),
    );
    expect(charged).toHaveLength(1);
    expect(Number(charged[0]!.fee)).toBeGreaterThan(0);
    const fees = rowsOf<{ kind: string; amount: string }>(
      await t.db.db.execute(
        sql`select a.kind, e.amount_minor::text as amount from ledger_entries e
            join ledger_accounts a on a.id = e.account_id
            join ledger_transactions x on x.id = e.transaction_id
            where x.payout_id = ${payout!.id} and x.kind = 'fee' order by a.kind`,
      ),
    );
    expect(fees).toEqual([
      { kind: 'processor_fees', amount: charged[0]!.fee },
      { kind: 'provider_clearing', amount: String(-Number(charged[0]!.fee)) },
    ]);
    // The provider's charge (less its fee) and the ledger's clearing movements meet under the card payment.
    const run = await t.container.reconciliation.reconcile('USD', { trigger: 'operator' });
    const items = rowsOf<{ reference: string; side: string }>(
      await t.db.db.execute(sql`select reference, side from reconciliation_items where run_id = ${run.id}`),
    );
    expect(items.filter((item) => item.reference === card.id || item.reference.startsWith('ledger:'))).toEqual([]);
    await expectLedgerConsistent();
  });

  it('pays out once however often the provider retries its webhook, together or apart', async () => {
    const { projectId, owner, investors } = await businessOwing();
    const card = revenueCardPaymentSchema.parse((await payByCard(owner, projectId)).json());
    const deliveries = await Promise.all([
      t.app.inject(completed('evt_card_1', card.id)),
      t.app.inject(completed('evt_card_1', card.id)),
      t.app.inject(completed('evt_card_1', card.id)),
    ]);
    expect(deliveries.map((d) => d.statusCode)).toEqual([200, 200, 200]);
    // Another event of the same capture, later.
    expect((await t.app.inject(completed('evt_card_2', card.id))).statusCode).toBe(200);
    expect((await t.app.inject(completed('evt_card_1', card.id))).statusCode).toBe(200);
    expect(await t.db.db.select().from(payouts).where(eq(payouts.projectId, projectId))).toHaveLength(1);
    expect(await walletTotal(investors)).toBe(2_000_00);
    expect((await periodTwo(owner, projectId)).report).toMatchObject({ paid_by: 'card' });
    await expectLedgerConsistent();
  });

  it('a transfer confirmed first leaves nothing to pay by card; a checkout that expired leaves the report payable again', async () => {
    const paidByTransfer = await businessOwing();
    const reportId = (await periodTwo(paidByTransfer.owner, paidByTransfer.projectId)).report!.id;
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/projects/${paidByTransfer.projectId}/revenue-reports/${reportId}/confirm`,
      headers: operator.headers,
      payload: { bank_reference: 'BANK-3' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const refused = await payByCard(paidByTransfer.owner, paidByTransfer.projectId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'REVENUE_PAYMENT_CONFIRMED' });
    expect((await periodTwo(paidByTransfer.owner, paidByTransfer.projectId)).report!.paid_by).toBe('transfer');

    const { projectId, owner } = await businessOwing();
    const first = revenueCardPaymentSchema.parse((await payByCard(owner, projectId)).json());
    await t.db.db.execute(
      sql`update revenue_card_payments set expires_at = now() - interval '1 minute' where id = ${first.id}`,
    );
    // What the recurring revenue.expire-card-payments job runs.
    expect(await t.container.revenueCard.expireOverdue()).toBe(1);
    const after = await periodTwo(owner, projectId);
    expect(after.status).toBe('payment_due');
    expect(after.report!.card_checkout).toBeNull();
    const second = await payByCard(owner, projectId);
    expect(second.statusCode, second.body).toBe(201);
    expect(revenueCardPaymentSchema.parse(second.json()).id).not.toBe(first.id);
    // Nothing is due on a report that owes nothing.
    const nothing = await payByCard(owner, projectId, 1);
    expect(nothing.statusCode).toBe(409);
  });
});
