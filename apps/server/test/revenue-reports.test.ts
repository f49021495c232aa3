import {
  payoutSchema,
  publicRevenueReportsSchema,
  revenueOverviewSchema,
  revenueReportSchema,
  revenueTermsSchema,
} from '@grove/contracts';
import { eq, sql, TransactionRollbackError, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutAllocations, payouts, revenueReminders, revenueReports } from '../src/db/schema/index.js';
import { findInconsistencies } from '../src/modules/ledger/ledger.repository.js';
import { addMember } from '../src/modules/founders/members.repository.js';
import { checkMoneyInvariants, type Violation } from '../src/modules/integrity/invariants.js';
import {
  insertInvestor,
  insertPayingBusiness,
  insertProject,
  makeOperator,
  type Investor,
} from './helpers/investing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * Revenue reports and computed payouts (issue 26): terms frozen at publishing, a founder's
 * report computing what is due, owners-only writes, 404 outside the team on every founder
 * route, the operator's confirmation paying out through the payouts service exactly once, and
 * the late-report reminder sent once per period.
 */
let t: TestApp;
let operator: Investor;
let owner: Investor;
let editor: Investor;
let stranger: Investor;
let projectId: string;
let investors: Investor[];

const DAY = 24 * 3600 * 1000;
const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

async function multipart(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'statement.pdf');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

async function report(who: Investor, business: string, period: number, fields: Record<string, string>) {
  const body = await multipart(fields);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/founder/businesses/${business}/revenue/${period}`,
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
}

const overview = async (who: Investor, business = projectId) => {
  const res = await t.app.inject({ url: `/api/v1/founder/businesses/${business}/revenue`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return revenueOverviewSchema.parse(res.json());
};

const confirm = (reportId: string, reference: string, business = projectId) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/projects/${business}/revenue-reports/${reportId}/confirm`,
    headers: operator.headers,
    payload: { bank_reference: reference },
  });

beforeAll(async () => {
  t = await createTestApp();
  operator = await insertInvestor(t);
  await makeOperator(t, operator.id);
  owner = await insertInvestor(t);
  editor = await insertInvestor(t);
  stranger = await insertInvestor(t);
  // $10,000 raised by three investors, closed 400 days ago: four quarters have ended.
  const business = await insertPayingBusiness(t, [5_000_00, 3_000_00, 2_000_00], {
    fundingEnd: new Date(Date.now() - 400 * DAY),
    targetMinor: 10_000_00,
    investmentTermMonths: 24,
  });
  projectId = business.projectId;
  investors = business.investors;
  await addMember(t.db.db, { projectId, userId: owner.id, role: 'owner', addedBy: null });
  await addMember(t.db.db, { projectId, userId: editor.id, role: 'editor', addedBy: null });
});
afterAll(async () => t.close());

describe('terms', () => {
  it('are set on a draft and refused once the raise is published', async () => {
    const draft = await insertProject(t, { publishedAt: null, status: 'fundraising' });
    const terms = {
      revenue_share_bp: 1000,
      minimum_multiple_bp: 12000,
      first_payment_from_months: 6,
      first_payment_to_months: 8,
      tranche_count: 2,
      profit_share_bp: 800,
    };
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/projects/${draft}/revenue-terms`,
      headers: operator.headers,
      payload: terms,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(revenueTermsSchema.parse(set.json())).toMatchObject({ ...terms, version: 1, frozen: false });
    // The multiple is the business's contract minimum return: one number.
    const [row] = await t.db.db
      .execute<{ bp: number }>(sql`select expected_return_bp as bp from projects where id = ${draft}`)
      .then((r) => (r as unknown as { rows: { bp: number }[] }).rows);
    expect(row!.bp).toBe(2000);

    await t.db.db.execute(sql`update projects set published_at = now() where id = ${draft}`);
    const frozen = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/projects/${draft}/revenue-terms`,
      headers: operator.headers,
      payload: { ...terms, revenue_share_bp: 200 },
    });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json()).toMatchObject({ code: 'REVENUE_TERMS_FROZEN' });
    const read = await t.app.inject({
      url: `/api/v1/admin/projects/${draft}/revenue-terms`,
      headers: operator.headers,
    });
    expect(revenueTermsSchema.parse(read.json())).toMatchObject({ revenue_share_bp: 1000, frozen: true });
  });
});

describe('founder access', () => {
  it('answers 404 to a non-member on every founder revenue route, and 401 to a guest', async () => {
    const get = await t.app.inject({
      url: `/api/v1/founder/businesses/${projectId}/revenue`,
      headers: stranger.headers,
    });
    expect(get.statusCode).toBe(404);
    const post = await report(stranger, projectId, 1, { revenue: '100' });
    expect(post.statusCode).toBe(404);
    const guest = await t.app.inject({ url: `/api/v1/founder/businesses/${projectId}/revenue` });
    expect(guest.statusCode).toBe(401);
  });

  it('lets an editor read but not report', async () => {
    const view = await overview(editor);
    expect(view.periods.slice(0, 4).map((p) => p.status)).toEqual(['late', 'late', 'late', 'late']);
    const post = await report(editor, projectId, 1, { revenue: '100' });
    expect(post.statusCode).toBe(404);
    expect(await t.db.db.select().from(revenueReports).where(eq(revenueReports.projectId, projectId))).toHaveLength(0);
  });
});

describe('reports and payments', () => {
  it('refuses a period out of order', async () => {
    const res = await report(owner, projectId, 2, { revenue: '1000' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'REVENUE_PERIOD_NOT_REPORTABLE' });
  });

  it('computes nothing due before the window, then the revenue share of the first tranche', async () => {
    // Defaults: 5 % of revenue, the window 6-8 months, two tranches for a 24-month term… three for 24.
    const first = await report(owner, projectId, 1, { revenue: '40000.00' });
    expect(first.statusCode, first.body).toBe(201);
    expect(revenueReportSchema.parse(first.json())).toMatchObject({
      phase: 'before_window',
      due: 0,
      payment_reference: null,
    });

    const again = await report(owner, projectId, 1, { revenue: '1.00' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'REVENUE_PERIOD_REPORTED' });

    const second = await report(owner, projectId, 2, { revenue: '40000.00' });
    expect(second.statusCode, second.body).toBe(201);
    const body = revenueReportSchema.parse(second.json());
    expect(body).toMatchObject({ phase: 'minimum', due: 2000, breakdown: { tranche: 1, contract_minimum: 11_500 } });
    expect(body.payment_reference).toMatch(/^GRV-/);
    expect(body.evidence).toHaveLength(1);

    const view = await overview(owner);
    expect(view.periods.slice(0, 3).map((p) => p.status)).toEqual(['reported', 'payment_due', 'late']);
    expect(view).toMatchObject({ contract_minimum: 11_500, computed_total: 2000, paid_total: 0 });
  });

  it('an operator confirms the money arrived: the payout is split as any payout and posted, once', async () => {
    const view = await overview(owner);
    const reportId = view.periods[1]!.report!.id;
    const before = await t.db.db.select().from(payouts).where(eq(payouts.projectId, projectId));

    // Two operators at once: one payout.
    const [a, b] = await Promise.all([confirm(reportId, 'BANK-1'), confirm(reportId, 'BANK-2')]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([201, 409]);
    const won = [a, b].find((r) => r.statusCode === 201)!;
    const lost = [a, b].find((r) => r.statusCode === 409)!;
    expect(lost.json()).toMatchObject({ code: 'REVENUE_PAYMENT_CONFIRMED' });
    const payout = payoutSchema.parse(won.json());
    expect(payout).toMatchObject({ amount: 2000, investments: 3, investors: 3 });

    const after = await t.db.db.select().from(payouts).where(eq(payouts.projectId, projectId));
    expect(after.length - before.length).toBe(1);
    const shares = await t.db.db
      .select({ amount: payoutAllocations.amountMinor })
      .from(payoutAllocations)
      .where(eq(payoutAllocations.payoutId, payout.id));
    // Pro rata to $5,000 / $3,000 / $2,000.
    expect(shares.map((s) => s.amount).sort((x, y) => y - x)).toEqual([1000_00, 600_00, 400_00]);
    expect(await findInconsistencies(t.db.db)).toEqual({ accounts: [], transactions: [] });

    const later = await confirm(reportId, 'BANK-3');
    expect(later.statusCode).toBe(409);
    const paid = await overview(owner);
    expect(paid.periods[1]).toMatchObject({
      status: 'paid',
      report: { bank_reference: expect.stringMatching(/^BANK-[12]$/) },
    });
    expect(paid.paid_total).toBe(2000);
    expect(investors).toHaveLength(3);
  });

  it('refuses to confirm a report that owes nothing', async () => {
    const view = await overview(owner);
    const res = await confirm(view.periods[0]!.report!.id, 'BANK-X');
    expect(res.statusCode).toBe(409);
  });

  it('the last tranche settles the rest of the minimum', async () => {
    expect((await report(owner, projectId, 3, { revenue: '10000' })).json()).toMatchObject({
      due: 500,
      breakdown: { tranche: 2 },
    });
    const last = revenueReportSchema.parse((await report(owner, projectId, 4, { revenue: '10000' })).json());
    expect(last).toMatchObject({ due: 9000, breakdown: { tranche: 3, revenue_share: 500, settlement: 8500 } });
    const view = await overview(owner);
    expect(view.computed_total).toBe(11_500);
  });

  it('holds the revenue invariants, which catch a report paid other than computed or past the minimum', async () => {
    const now = new Date();
    const revenueViolations = (violations: Violation[]) =>
      violations.filter((v) => v.invariant.startsWith('revenue.')).map((v) => v.invariant);
    expect(revenueViolations(await checkMoneyInvariants(t.db.db, { now }))).toEqual([]);

    // Each tampering, in a transaction rolled back: the check sees it, and nothing stays changed.
    const tampered = async (change: SQL) => {
      let seen: string[] = [];
      await t.db.db
        .transaction(async (tx) => {
          await tx.execute(change);
          seen = revenueViolations(await checkMoneyInvariants(tx, { now }));
          tx.rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof TransactionRollbackError)) throw error;
        });
      return seen;
    };
    // The paid report computing a cent more than its payout paid (its parts moved with it; payouts are append-only).
    expect(
      await tampered(sql`update revenue_reports set due_minor = due_minor + 1,
          breakdown = jsonb_set(breakdown, '{revenueShareMinor}', to_jsonb((breakdown->>'revenueShareMinor')::bigint + 1))
        where project_id = ${projectId} and payout_id is not null`),
    ).toContain('revenue.paid_as_computed');
    // A due that is not its parts.
    expect(
      await tampered(
        sql`update revenue_reports set due_minor = due_minor + 1 where project_id = ${projectId} and period = 3`,
      ),
    ).toContain('revenue.due_adds_up');
    // A tranche that passes the contract minimum (its parts moved with it).
    expect(
      await tampered(sql`update revenue_reports set due_minor = due_minor + 100,
          breakdown = jsonb_set(breakdown, '{settlementMinor}', to_jsonb((breakdown->>'settlementMinor')::bigint + 100))
        where project_id = ${projectId} and period = 4`),
    ).toEqual(['revenue.within_minimum']);
    expect(revenueViolations(await checkMoneyInvariants(t.db.db, { now }))).toEqual([]);
  });
});

describe('investors and reminders', () => {
  it('the public list shows reported periods only, without founder-private data', async () => {
    const res = await t.app.inject({ url: `/api/v1/public/projects/${projectId}/revenue-reports` });
    expect(res.statusCode).toBe(200);
    const body = publicRevenueReportsSchema.parse(res.json());
    expect(body.periods.map((p) => p.revenue)).toEqual([40_000, 40_000, 10_000, 10_000]);
    expect(JSON.stringify(res.json())).not.toMatch(/GRV-|BANK-|evidence|profit/);
  });

  it('reminds the owners of a late report once per period, and the public page says it is late', async () => {
    const late = await insertPayingBusiness(t, [1_000_00], {
      fundingEnd: new Date(Date.now() - 120 * DAY),
      targetMinor: 1_000_00,
    });
    await addMember(t.db.db, { projectId: late.projectId, userId: owner.id, role: 'owner', addedBy: null });
    await addMember(t.db.db, { projectId: late.projectId, userId: editor.id, role: 'editor', addedBy: null });
    await t.container.revenue.remindLate();
    await t.container.revenue.remindLate();
    const reminders = await t.db.db
      .select()
      .from(revenueReminders)
      .where(eq(revenueReminders.projectId, late.projectId));
    expect(reminders.map((r) => r.period)).toEqual([1]);
    const notices = async (who: Investor) =>
      (
        (await t.app.inject({ url: '/api/v1/notifications', headers: who.headers })).json() as {
          notifications: { type: string; params: Record<string, unknown> }[];
        }
      ).notifications.filter((n) => n.type === 'revenue_report_late' && n.params.project_id === late.projectId);
    expect(await notices(owner)).toHaveLength(1);
    expect(await notices(editor)).toHaveLength(0);
    const pub = publicRevenueReportsSchema.parse(
      (await t.app.inject({ url: `/api/v1/public/projects/${late.projectId}/revenue-reports` })).json(),
    );
    expect(pub.late.map((p) => p.period)).toEqual([1]);
    // The console's dashboard flags it (and the first business's payment still to confirm).
    const dashboard = await t.app.inject({ url: '/api/v1/admin/dashboard', headers: operator.headers });
    const revenue = (
      dashboard.json() as { revenue: { id: string; late_reports: number; payments_to_confirm: number }[] }
    ).revenue;
    expect(revenue.find((r) => r.id === late.projectId)).toMatchObject({ late_reports: 1, payments_to_confirm: 0 });
    expect(revenue.find((r) => r.id === projectId)).toMatchObject({ payments_to_confirm: 2 });
  });
});
