import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFounderEmail, seedDemoContent } from '../src/db/seed/seed-demo.js';
import { DEMO_BUSINESSES } from '../src/db/seed/demo/index.js';
import { DEMO_INVESTOR_DOMAIN } from '../src/db/seed/demo/investors.js';
import { rowsOf } from '../src/db/rows.js';
import { checkMoneyInvariants } from '../src/modules/integrity/invariants.js';
import { findInconsistencies } from '../src/modules/ledger/ledger.repository.js';
import { createFsStorage } from '../src/providers/storage/storage.js';
import { createTestDatabase } from './helpers/database.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => t.close());

const count = async (table: string) =>
  rowsOf<{ n: number }>(await t.db.db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;

describe('demo content', () => {
  it('loads every business with its media, documents, team and forecast', async () => {
    expect(await count('projects')).toBe(DEMO_BUSINESSES.length);
    expect(await count('project_forecasts')).toBe(DEMO_BUSINESSES.length);
    expect(await count('project_documents')).toBe(DEMO_BUSINESSES.reduce((n, b) => n + b.documents.length, 0));
    expect(await count('project_media')).toBe(DEMO_BUSINESSES.reduce((n, b) => n + b.images.length, 0));
  });

  it('backs every raised amount and investor count with succeeded payments and the ledger', async () => {
    const figures = rowsOf<{
      id: string;
      raised: number;
      investors: number;
      paid: number;
      payers: number;
      payments: number;
      ledger: number | null;
      disbursed: number;
      status: string;
    }>(
      await t.db.db.execute(sql`
        select p.id, p.raised_minor::int as raised, p.investor_count as investors,
          coalesce(sum(pay.amount_minor), 0)::int as paid, count(distinct pay.user_id)::int as payers,
          count(pay.id)::int as payments, p.status,
          (select coalesce(sum(d.amount_minor), 0) from disbursements d where d.project_id = p.id)::int as disbursed,
          (select -a.balance_minor from ledger_accounts a where a.key = 'project_raise:' || p.id || ':' || p.currency)::int as ledger
        from projects p left join payments pay on pay.project_id = p.id and pay.status = 'succeeded'
        group by p.id`),
    );
    expect(figures).toHaveLength(DEMO_BUSINESSES.length);
    for (const business of DEMO_BUSINESSES) {
      const row = figures.find((f) => f.id === business.id)!;
      expect(row.raised, business.id).toBe(business.raised * 100);
      expect(row.paid, business.id).toBe(row.raised);
      // A business being implemented or paying out has been sent its raise; the others' is held.
      expect(row.disbursed, business.id).toBe(['active', 'payout'].includes(row.status) ? row.raised : 0);
      expect(row.ledger, business.id).toBe(row.raised - row.disbursed);
      expect(row.investors, business.id).toBe(business.investorCount);
      expect(row.payers, business.id).toBe(row.investors);
      expect(row.payments, business.id).toBe(row.investors);
    }
    expect(await findInconsistencies(t.db.db)).toEqual({ accounts: [], transactions: [] });
    // And the rules of a raise: funded ones at their minimum, sent on only once final, payouts after that.
    expect(await checkMoneyInvariants(t.db.db, { now: new Date() })).toEqual([]);
  });

  it('gives each demo payment its fee breakdown, audit row and ledger transaction, paid within the funding window', async () => {
    const [bad] = rowsOf<{ n: number }>(
      await t.db.db.execute(sql`
        select count(*)::int as n from payments pay join projects p on p.id = pay.project_id
        where pay.amount_minor <= 0
          or pay.paid_at < p.funding_start or pay.paid_at > least(p.funding_end, now())
          or pay.cancel_deadline <> pay.paid_at + interval '4 days'
          or pay.service_fee_minor <> round(pay.amount_minor * 0.05) or pay.card_fee_minor <> round(pay.amount_minor * 0.025)
          or (select count(*) from payment_events e
              where e.payment_id = pay.id and e.from_status is null and e.to_status = 'succeeded'
                and e.cause = 'system' and e.reason = 'demo') <> 1
          or (select count(*) from ledger_transactions l where l.payment_id = pay.id and l.kind = 'payment') <> 1`),
    );
    expect(bad!.n).toBe(0);
    const [fees] = rowsOf<{
      clearing: number;
      bank: number;
      platform: number;
      provider: number;
      processor: number;
      processorFees: number;
      total: number;
      service: number;
      card: number;
      paidOut: number;
      disbursed: number;
    }>(
      await t.db.db.execute(sql`
        select (select balance_minor from ledger_accounts where key = 'provider_clearing:platform:USD')::int as clearing,
          (select balance_minor from ledger_accounts where key = 'bank:platform:USD')::int as bank,
          (select balance_minor from ledger_accounts where key = 'processor_fees:platform:USD')::int as processor,
          sum(processor_fee_minor)::int as "processorFees",
          (select -balance_minor from ledger_accounts where key = 'platform_fees:platform:USD')::int as platform,
          (select -balance_minor from ledger_accounts where key = 'card_fees:platform:USD')::int as provider,
          sum(total_minor)::int as total, sum(service_fee_minor)::int as service, sum(card_fee_minor)::int as card,
          (select coalesce(sum(amount_minor), 0) from payouts)::int as "paidOut",
          (select coalesce(sum(amount_minor), 0) from disbursements)::int as disbursed
        from payments`),
    );
    // The provider holds what investors paid, less what its processor kept; businesses paid
    // back into the platform's bank, from which the raises were sent on.
    expect(fees!.processorFees).toBeGreaterThan(0);
    expect(fees).toMatchObject({
      clearing: fees!.total - fees!.processorFees,
      bank: fees!.paidOut - fees!.disbursed,
      platform: fees!.service,
      provider: fees!.card,
      processor: fees!.processorFees,
    });
  });

  it('gives businesses paying out their past payouts, split exactly and credited to the wallets', async () => {
    const perBusiness = rowsOf<{ project_id: string; payouts: number; paid: number; allocated: number }>(
      await t.db.db.execute(sql`
        select p.id as project_id, count(po.id)::int as payouts, coalesce(sum(po.amount_minor), 0)::int as paid,
          coalesce((select sum(pa.amount_minor) from payout_allocations pa
            join payouts x on x.id = pa.payout_id where x.project_id = p.id), 0)::int as allocated
        from projects p left join payouts po on po.project_id = p.id
        where p.status = 'payout' group by p.id`),
    );
    expect(perBusiness.length).toBeGreaterThan(0);
    for (const business of perBusiness) {
      expect(business.payouts, business.project_id).toBeGreaterThan(0);
      expect(business.allocated).toBe(business.paid);
    }
    const [wallets] = rowsOf<{ wallets: number; allocated: number }>(
      await t.db.db.execute(sql`
        select (select -sum(balance_minor) from ledger_accounts where kind = 'investor_wallet')::int as wallets,
          (select sum(amount_minor) from payout_allocations)::int as allocated`),
    );
    expect(wallets!.wallets).toBe(wallets!.allocated);
  });

  it('computes those payouts from the revenue the businesses reported (issue 26), each linked to its report', async () => {
    const [reports] = rowsOf<{ reports: number; unlinked: number; mismatched: number; paid: number; payouts: number }>(
      await t.db.db.execute(sql`
        select (select count(*) from revenue_reports)::int as reports,
          (select count(*) from payouts po join projects p on p.id = po.project_id where p.status = 'payout'
            and not exists (select 1 from revenue_reports r where r.payout_id = po.id))::int as unlinked,
          (select count(*) from revenue_reports r join payouts po on po.id = r.payout_id
            where po.amount_minor <> r.due_minor or po.reference <> r.payment_reference)::int as mismatched,
          (select count(*) from revenue_reports where payout_id is not null)::int as paid,
          (select count(*) from payouts po join projects p on p.id = po.project_id where p.status = 'payout')::int as payouts`),
    );
    expect(reports!.reports).toBeGreaterThan(0);
    expect(reports!.unlinked).toBe(0);
    expect(reports!.mismatched).toBe(0);
    expect(reports!.paid).toBe(reports!.payouts);
    // The public page lists the reported quarters of a business paying out.
    const response = await t.app.inject({ url: '/api/v1/public/projects/kartli-craft-brewery/revenue-reports' });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { periods: unknown[] }).periods.length).toBeGreaterThan(0);
  });

  it('makes demo investors nobody can sign in as', async () => {
    const [investors] = rowsOf<{ n: number; other: number }>(
      await t.db.db.execute(sql`
        select count(*)::int as n,
          count(*) filter (where password_hash is not null or google_sub is not null
            or kyc_status <> 'passed' or onboarding_status <> 'passed')::int as other
        from users where email like ${`investor-%@${DEMO_INVESTOR_DOMAIN}`}`),
    );
    expect(investors!.n).toBe(Math.max(...DEMO_BUSINESSES.map((b) => b.investorCount)));
    expect(investors!.other).toBe(0);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: `investor-1@${DEMO_INVESTOR_DOMAIN}`, password: 'password123' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('gives each business reporting revenue its founder: the owner in the portal, who filed its reports', async () => {
    const founders = rowsOf<{ email: string; project: string; role: string; password: boolean; unreported: number }>(
      await t.db.db.execute(sql`
        select u.email, m.project_id as project, m.role, u.password_hash is not null as password,
          (select count(*) from revenue_reports r where r.project_id = m.project_id
            and r.reported_by is distinct from u.id)::int as unreported
        from users u join business_members m on m.user_id = u.id
        where u.email like ${`founder-%@${DEMO_INVESTOR_DOMAIN}`} order by m.project_id`),
    );
    const reporting = rowsOf<{ id: string }>(
      await t.db.db.execute(sql`select distinct project_id as id from revenue_reports order by project_id`),
    ).map((row) => row.id);
    expect(founders.map((f) => f.project)).toEqual(reporting);
    expect(founders).toContainEqual({
      email: demoFounderEmail('kartli-craft-brewery'),
      project: 'kartli-craft-brewery',
      role: 'owner',
      password: false,
      unreported: 0,
    });
    expect(founders.every((f) => f.role === 'owner' && !f.password && f.unreported === 0)).toBe(true);
    // Their portal lists the business they own, and nothing else.
    const founder = rowsOf<{ id: string }>(
      await t.db.db.execute(sql`select id from users where email = ${demoFounderEmail('kartli-craft-brewery')}`),
    )[0]!;
    const mine = await t.container.founders.listMine({ id: founder.id, language: 'en' });
    expect(mine.businesses.map((b) => [b.id, b.role])).toEqual([['kartli-craft-brewery', 'owner']]);
  });

  it('loads once, however often it is asked', async () => {
    expect(await seedDemoContent({ db: t.db.db, storage: t.storage, log: t.app.log })).toBe(false);
    expect(await count('projects')).toBe(DEMO_BUSINESSES.length);
  });

  it('stores real PDF documents', async () => {
    const [document] = rowsOf<{ storage_key: string }>(
      await t.db.db.execute(
        sql`select f.storage_key from project_documents d join files f on f.id = d.file_id limit 1`,
      ),
    );
    const bytes = await t.storage.get(document!.storage_key);
    expect(bytes!.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes!.length).toBeGreaterThan(2_000);
  });
});

describe('two instances seeding one database together', () => {
  it('load it once and leave no unreferenced file behind', async () => {
    const database = await createTestDatabase();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grove-seed-race-'));
    try {
      // Both instances mount the same storage, as several instances do in production.
      const seeds = await Promise.all(
        [0, 1].map(() => seedDemoContent({ db: database.database.db, storage: createFsStorage(dir), log: t.app.log })),
      );
      expect(seeds.filter(Boolean)).toHaveLength(1);
      const rows = rowsOf<{ n: number }>(
        await database.database.db.execute(sql`select count(*)::int as n from files`),
      )[0]!.n;
      const stored = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
      expect(rows).toBeGreaterThan(0);
      expect(stored).toHaveLength(rows);
    } finally {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
