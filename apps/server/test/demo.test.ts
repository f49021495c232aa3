import { sql } from 'drizzle-orm';
import type {
  DemoRole,
  DemoSession,
  FounderBusinessList,
  FounderQuestionList,
  Portfolio,
  PublicRevenueReports,
  RevenueOverview,
  Wallet,
} from '@grove/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { rowsOf } from '../src/db/rows.js';
import { checkMoneyInvariants } from '../src/modules/integrity/invariants.js';
import { findInconsistencies } from '../src/modules/ledger/ledger.service.js';
import type { KycProvider } from '../src/providers/kyc/provider.js';
import { bearer } from './helpers/accounts.js';
import { insertInvestor, insertProject } from './helpers/investing.js';
import { createTestApp, FIXTURE_WEB_DIST, testConfig, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { DEMO_SESSIONS_PER_HOUR: '1000' } });
  // The catalogue's own refunded round goes back to its investors first (hundreds of jobs).
  await t.runJobs();
  // The seeded catalogue takes a while to load on a busy machine.
}, 300_000);
afterAll(async () => t.close());

let address = 0;
/** Each visit from an address of its own, so the per-address limit is tested on its own. */
async function startVisit(role: DemoRole, language = 'en'): Promise<DemoSession> {
  address += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/demo/sessions',
    remoteAddress: `198.51.100.${address}`,
    payload: { role, language },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const get = async <T>(url: string, token: string): Promise<T> => {
  const response = await t.app.inject({ url, headers: bearer(token) });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json() as T;
};
const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

const count = async (query: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await t.db.db.execute(query))[0]!.n;

async function catalogueFigures() {
  return rowsOf<{ id: string; raised: string; investors: number }>(
    await t.db.db.execute(
      sql`select id, raised_minor::text as raised, investor_count as investors from projects
          where demo_visit_id is null order by id`,
    ),
  );
}

async function platformBalances() {
  return rowsOf<{ key: string; balance: string }>(
    await t.db.db.execute(
      sql`select key, balance_minor::text as balance from ledger_accounts where owner_id is null order by key`,
    ),
  );
}

describe('a demo investor', () => {
  let visit: DemoSession;
  beforeAll(async () => {
    visit = await startVisit('investor');
  });

  it('is a fresh account made for the visit, signed in, that expires', async () => {
    const me = await get<{ email: string; demo_expires_at: string; role: string }>('/api/v1/users/me', visit.token);
    expect(me.role).toBe('investor');
    expect(me.email).toMatch(/@demo\.invalid$/);
    const hours = (Date.parse(me.demo_expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect(visit.visit).toMatchObject({ role: 'investor', account: 'investor' });
    expect(visit.user).toMatchObject({ onboarding_status: 'passed', verification_status: 'passed' });
  });

  it('has investments in every state the tour shows, paid through the sandbox, and payouts in the wallet', async () => {
    const { businesses } = visit.visit;
    const portfolio = await get<Portfolio>('/api/v1/portfolio/me', visit.token);
    const of = (id: string) => portfolio.items.filter((item) => item.project.id === id);
    expect(
      of(businesses.raising)
        .map((item) => [item.status, item.can_cancel, item.method])
        .sort(),
    ).toEqual([
      ['succeeded', true, 'card'],
      ['succeeded', true, 'wallet'],
    ]);
    const [paying] = of(businesses.paying_out);
    expect(paying).toMatchObject({ status: 'succeeded', can_cancel: false, amount_invested: 3000 });
    expect(paying!.project.status).toBe('payout');
    expect(Date.parse(paying!.invested_at)).toBeLessThan(Date.now() - 300 * 86_400_000);
    expect(paying!.payouts.map((payout) => payout.amount)).toEqual([900, 42, 1200]);
    // Paid over the past year, after each period, so the chart has more than one month.
    for (const payout of paying!.payouts) {
      expect(Date.parse(payout.paid_at)).toBeGreaterThan(Date.parse(payout.period_end));
      expect(Date.parse(payout.paid_at)).toBeLessThan(Date.now());
    }
    expect(new Set(paying!.payouts.map((payout) => payout.paid_at.slice(0, 7))).size).toBeGreaterThan(1);
    const [refunded] = of(businesses.refunded);
    expect(refunded).toMatchObject({ status: 'refunded' });
    expect(refunded!.project.status).toBe('refund_completed');
    expect(of(businesses.to_invest)).toEqual([]);
    expect(portfolio.total_received).toBe(2142);
    expect(portfolio.favorites.map((project) => project.id).sort()).toEqual(
      [businesses.to_invest, 'sunroof-solar-danang'].sort(),
    );

    // Payouts in, a reinvestment out (its 5% service fee, no card fee): all in the ledger.
    const wallet = await get<Wallet>('/api/v1/wallet', visit.token);
    expect(wallet.balances).toEqual([{ currency: 'USD', balance: 1827, withdrawing: 0 }]);
    expect(wallet.history.map((movement) => [movement.type, movement.amount]).sort()).toEqual(
      [
        ['investment', -315],
        ['payout', 900],
        ['payout', 42],
        ['payout', 1200],
      ].sort(),
    );
    expect(await findInconsistencies(t.db.db)).toEqual({ accounts: [], transactions: [] });
    // The visit's history keeps the rules of a raise, not only a balanced ledger.
    expect(await checkMoneyInvariants(t.db.db, { now: new Date() })).toEqual([]);
    expect(visit.visit.cancellable_payment_id).toEqual(expect.any(String));
  });

  it('has notifications, some unread, and an answered question', async () => {
    const list = await get<{ notifications: { type: string; read: boolean }[]; unread_count: number }>(
      '/api/v1/notifications',
      visit.token,
    );
    const types = new Set(list.notifications.map((n) => n.type));
    for (const type of ['quiz_passed', 'kyc_passed', 'payment_succeeded', 'payout_received', 'payment_refunded']) {
      expect(types).toContain(type);
    }
    expect(list.unread_count).toBeGreaterThan(0);
    expect(list.unread_count).toBeLessThan(list.notifications.length);
    const mine = await get<{ questions: { answer: string | null }[] }>(
      `/api/v1/projects/${visit.visit.businesses.paying_out}/questions/mine`,
      visit.token,
    );
    expect(mine.questions[0]?.answer).toMatch(/wallet/);
    // Demo addresses can receive no mail: nothing was queued for them.
    expect(await count(sql`select count(*)::int as n from mail_messages where "to" like '%@demo.invalid'`)).toBe(0);
  });

  it('finds the test card typed in on the sandbox checkout of a demo visitor, and only there', async () => {
    const { businesses } = visit.visit;
    const body = { project_id: businesses.raising, amount: 150, risk_acknowledged: true, kiis_version: 1 };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/',
      headers: { authorization: `Bearer ${visit.token}` },
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(201);
    const page = await t.app.inject({ url: created.json().checkout_url });
    expect(page.body).toContain('value="4242 4242 4242 4242"');
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/${created.json().id}/cancel`,
      headers: { authorization: `Bearer ${visit.token}` },
    });
  });

  it('cancels the investment still within its 4-day window, and the sandbox refunds it', async () => {
    const cancelled = await post(`/api/v1/payments/${visit.visit.cancellable_payment_id}/cancel`, visit.token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('refunding');
    await t.runJobs();
    const payment = await get<{ status: string }>(
      `/api/v1/payments/${visit.visit.cancellable_payment_id}`,
      visit.token,
    );
    expect(payment.status).toBe('refunded');
    expect(await findInconsistencies(t.db.db)).toEqual({ accounts: [], transactions: [] });
  });

  it('invests in its visit’s raising business, and only there', async () => {
    const body = (projectId: string) => ({
      project_id: projectId,
      amount: 300,
      currency: 'USD',
      method: 'card',
      risk_acknowledged: true,
      kiis_version: 1,
    });
    const own = await post('/api/v1/payments', visit.token, body(visit.visit.businesses.to_invest));
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().checkout_url).toMatch(/^\/sandbox\/payments\/checkout\//);
    const shared = await post('/api/v1/payments', visit.token, body('saigon-bean-roastery'));
    expect(shared.statusCode).toBe(403);
    expect(shared.json().code).toBe('DEMO_OUTSIDE_VISIT');
    const question = await post('/api/v1/projects/saigon-bean-roastery/questions', visit.token, {
      question: 'Is this seen by the real operators?',
    });
    expect(question.statusCode).toBe(403);
  });

  it('leaves its businesses out of every public list', async () => {
    const list = await t.app.inject('/api/v1/public/projects?limit=100');
    const ids = (list.json() as { projects: { id: string }[] }).projects.map((p) => p.id);
    expect(ids.some((id) => id.includes('-demo-'))).toBe(false);
    const featured = await t.app.inject('/api/v1/public/projects/featured');
    expect(featured.body).not.toContain('-demo-');
  });

  it('is not a way into the console', async () => {
    expect((await t.app.inject({ url: '/api/v1/admin/dashboard', headers: bearer(visit.token) })).statusCode).toBe(403);
  });
});

describe('two visitors', () => {
  it('see nothing of each other, and nobody else reaches into their visit', async () => {
    const a = await startVisit('investor');
    const b = await startVisit('operator');
    const paymentOfA = a.visit.cancellable_payment_id!;
    expect((await t.app.inject({ url: `/api/v1/payments/${paymentOfA}`, headers: bearer(b.token) })).statusCode).toBe(
      404,
    );
    const bInvestor = (await post('/api/v1/demo/switch', b.token, { account: 'investor' })).json() as DemoSession;
    expect(
      (await t.app.inject({ url: `/api/v1/payments/${paymentOfA}`, headers: bearer(bInvestor.token) })).statusCode,
    ).toBe(404);
    const intoA = await post('/api/v1/payments', bInvestor.token, {
      project_id: a.visit.businesses.to_invest,
      amount: 300,
      currency: 'USD',
      method: 'card',
      risk_acknowledged: true,
      kiis_version: 1,
    });
    expect(intoA.statusCode).toBe(404);

    // B's operator runs a console of B's visit only.
    const projects = await get<{ projects: { id: string }[]; total: number }>(
      '/api/v1/admin/projects?limit=100',
      b.token,
    );
    expect(projects.projects.map((p) => p.id).sort()).toEqual(Object.values(b.visit.businesses).sort());
    const questions = await get<{ questions: { project_id: string }[] }>('/api/v1/admin/questions', b.token);
    expect(questions.questions.map((q) => q.project_id)).toEqual([b.visit.businesses.raising]);
    for (const url of [
      `/api/v1/admin/projects/${a.visit.businesses.raising}`,
      `/api/v1/admin/projects/${a.visit.businesses.raising}/investors`,
      `/api/v1/admin/projects/saigon-bean-roastery/payouts`,
    ]) {
      expect([403, 404], url).toContain((await t.app.inject({ url, headers: bearer(b.token) })).statusCode);
    }
    const move = await post(`/api/v1/admin/projects/${a.visit.businesses.raising}/status`, b.token, {
      status: 'paused',
      reason: 'vandalism',
    });
    expect(move.statusCode).toBe(404);
    const catalogueMove = await post('/api/v1/admin/projects/saigon-bean-roastery/status', b.token, {
      status: 'paused',
      reason: 'vandalism',
    });
    expect(catalogueMove.statusCode).toBe(403);
    const answerA = await post(`/api/v1/admin/questions/${a.visit.open_question_id}/answer`, b.token, {
      answer: 'Not yours',
    });
    expect(answerA.statusCode).toBe(404);
    // Nor the local outbox, which an operator of the platform may read.
    expect(
      (await t.app.inject({ url: '/api/v1/dev/mailbox', remoteAddress: '203.0.113.9', headers: bearer(b.token) }))
        .statusCode,
    ).toBe(404);

    // Someone signed up for real cannot invest in a visit's business either.
    const real = await insertInvestor(t);
    const realInto = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments',
      headers: real.headers,
      payload: {
        project_id: a.visit.businesses.to_invest,
        amount: 300,
        currency: 'USD',
        method: 'card',
        risk_acknowledged: true,
        kiis_version: 1,
      },
    });
    expect(realInto.statusCode).toBe(404);
  });
});

describe('a demo operator', () => {
  it('publishes, answers, closes a raise and records a payout that reaches the visit’s investor', async () => {
    const operator = await startVisit('operator', 'ru');
    expect(operator.visit).toMatchObject({ role: 'operator', account: 'operator' });
    expect(operator.user.role).toBe('admin');
    const { businesses } = operator.visit;

    const dashboard = await get<{ open_raises: { id: string }[]; unanswered_questions: number }>(
      '/api/v1/admin/dashboard',
      operator.token,
    );
    expect(dashboard.open_raises.map((r) => r.id).sort()).toEqual([businesses.raising, businesses.to_invest].sort());
    expect(dashboard.unanswered_questions).toBe(1);

    expect((await post(`/api/v1/admin/projects/${businesses.draft}/publish`, operator.token)).statusCode).toBe(200);
    const answered = await post(`/api/v1/admin/questions/${operator.visit.open_question_id}/answer`, operator.token, {
      answer: 'Да, в следующем месяце.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    // The visit's roastery has raised its minimum to succeed: the operator may close it early.
    const before = await get<{ raised: number; min_raise: number }>(
      `/api/v1/admin/projects/${businesses.raising}/status`,
      operator.token,
    );
    expect(before.raised).toBeGreaterThanOrEqual(before.min_raise);
    const funded = await post(`/api/v1/admin/projects/${businesses.raising}/status`, operator.token, {
      status: 'funded',
      reason: 'Цель достигнута досрочно.',
    });
    expect(funded.statusCode, funded.body).toBe(200);
    expect(funded.json()).toMatchObject({ status: 'funded', raised: 1800, min_raise: 1800 });
    const recorded = await post(`/api/v1/admin/projects/${businesses.paying_out}/payouts`, operator.token, {
      amount: 150,
      currency: 'USD',
      period: { start: '2026-01-01', end: '2026-03-31' },
      reference: `TOUR-${businesses.paying_out}`,
    });
    expect(recorded.statusCode, recorded.body).toBe(201);

    const investor = (await post('/api/v1/demo/switch', operator.token, { account: 'investor' })).json() as DemoSession;
    expect(investor.visit.account).toBe('investor');
    expect(investor.user.language).toBe('ru');
    const wallet = await get<Wallet>('/api/v1/wallet', investor.token);
    expect(wallet.balances[0]!.balance).toBe(1827 + 150);
    const notifications = await get<{ notifications: { type: string; read: boolean }[] }>(
      '/api/v1/notifications',
      investor.token,
    );
    expect(notifications.notifications[0]).toMatchObject({ type: 'payout_received', read: false });

    // The platform's operators see none of it in their console.
    const real = await insertInvestor(t);
    await t.db.db.execute(sql`update users set role = 'admin' where id = ${real.id}`);
    const theirs = await get<{ projects: { id: string }[] }>('/api/v1/admin/projects?limit=100', real.token);
    expect(theirs.projects.some((p) => p.id.includes('-demo-'))).toBe(false);
    const theirQueue = await get<{ questions: { project_id: string }[] }>('/api/v1/admin/questions', real.token);
    expect(theirQueue.questions.some((q) => q.project_id.includes('-demo-'))).toBe(false);
  });

  it('creates drafts inside the visit, which only that visit sees', async () => {
    const operator = await startVisit('operator');
    const text = (value: string) => ({ en: value, vi: value, ru: value });
    const created = await post('/api/v1/admin/projects', operator.token, {
      name: text('Tour Bakery'),
      description: text('Bread'),
      about: text('A bakery.'),
      location: text('Da Nang'),
      legal: text('LLC'),
      payout_format: text('Quarterly'),
      investment_structure: text('Revenue share'),
      category: 'food_beverage',
      featured: false,
      currency: 'USD',
      target: '25000',
      ticket_min: '100',
      ticket_max: '5000',
      ticket_step: '50',
      funding_start: null,
      funding_end: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      expected_return: '12',
      annual_yield: 9,
      investment_term_months: 24,
      video_url: '',
      team: [],
      faq: [],
      forecast: { scenarios: [], ebitda: [], expected_revenue: [], user_growth: [] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: string }).id;
    const list = await get<{ projects: { id: string }[] }>('/api/v1/admin/projects?limit=100', operator.token);
    expect(list.projects.map((p) => p.id)).toContain(id);
    const other = await startVisit('operator');
    const theirs = await get<{ projects: { id: string }[] }>('/api/v1/admin/projects?limit=100', other.token);
    expect(theirs.projects.map((p) => p.id)).not.toContain(id);
  });
});

describe('a demo founder', () => {
  let visit: DemoSession;
  let other: DemoSession;
  beforeAll(async () => {
    visit = await startVisit('founder', 'vi');
    other = await startVisit('founder');
  }, 180_000);

  it('owns its visit’s draft, raising and paying-out businesses in the portal, and nothing else', async () => {
    expect(visit.visit).toMatchObject({ role: 'founder', account: 'founder' });
    expect(visit.user.email).toMatch(/^founder-.*@demo\.invalid$/);
    const { businesses } = visit.visit;
    const mine = await get<FounderBusinessList>('/api/v1/founder/businesses', visit.token);
    expect(mine.businesses.map((b) => [b.id, b.role]).sort()).toEqual(
      [businesses.draft, businesses.raising, businesses.paying_out].map((id) => [id, 'owner']).sort(),
    );
    // Another visit's founder's businesses, and its own visit's others, are not found.
    for (const id of [other.visit.businesses.draft, other.visit.businesses.paying_out, businesses.to_invest]) {
      const response = await t.app.inject({
        url: `/api/v1/founder/businesses/${id}/overview`,
        headers: bearer(visit.token),
      });
      expect(response.statusCode, id).toBe(404);
    }
    // The visit's investor is in no team.
    const investor = await post('/api/v1/demo/switch', visit.token, { account: 'investor' });
    expect(investor.statusCode, investor.body).toBe(200);
    const asInvestor = investor.json<DemoSession>();
    expect(asInvestor.visit).toMatchObject({ role: 'founder', account: 'investor' });
    expect((await get<FounderBusinessList>('/api/v1/founder/businesses', asInvestor.token)).businesses).toEqual([]);
    const back = await post('/api/v1/demo/switch', asInvestor.token, { account: 'founder' });
    expect(back.json<DemoSession>().visit.account).toBe('founder');
    // An investor's or operator's visit has no founder to switch to.
    const investorVisit = await startVisit('investor');
    expect((await post('/api/v1/demo/switch', investorVisit.token, { account: 'founder' })).statusCode).toBe(404);
  });

  it('has an investor’s open question and an investor on the raising business', async () => {
    const { raising } = visit.visit.businesses;
    const questions = await get<FounderQuestionList>(`/api/v1/founder/businesses/${raising}/questions`, visit.token);
    expect(questions.questions.some((q) => q.id === visit.visit.open_question_id && q.answer === null)).toBe(true);
    const overview = await get<{ investor_count: number }>(
      `/api/v1/founder/businesses/${raising}/overview`,
      visit.token,
    );
    expect(overview.investor_count).toBe(1);
  });

  it('reported the paying-out business’s quarters, was paid for them, and has the latest one to report', async () => {
    const { paying_out } = visit.visit.businesses;
    const revenue = await get<RevenueOverview>(`/api/v1/founder/businesses/${paying_out}/revenue`, visit.token);
    const statuses = revenue.periods.map((p) => p.status);
    expect(statuses.slice(0, 3).every((status) => status === 'paid' || status === 'reported')).toBe(true);
    expect(statuses).toContain('paid');
    expect(statuses[3]).toBe('due');
    expect(revenue.periods[0]!.report!.reported_by).toBe(visit.user.name);
    expect(Number(revenue.paid_total)).toBeGreaterThan(0);
    // The payments reached the visit's investor's wallet, split as any payout is.
    const investor = (await post('/api/v1/demo/switch', visit.token, { account: 'investor' })).json<DemoSession>();
    const wallet = await get<Wallet>('/api/v1/wallet', investor.token);
    const paidIn = wallet.history.filter((m) => m.type === 'payout').reduce((sum, m) => sum + m.amount, 0);
    expect(paidIn).toBeCloseTo(Number(revenue.paid_total), 2);
    // The visit's investor sees the reports on the business page and in the portfolio, as anyone would.
    const reports = await get<PublicRevenueReports>(
      `/api/v1/public/projects/${paying_out}/revenue-reports`,
      investor.token,
    );
    expect(reports.periods.map((p) => p.period)).toEqual([1, 2, 3]);
    // At the scale of the visit's money, the forecast is near what was reported (not 20 times it).
    for (const period of reports.periods) {
      expect(period.forecast_revenue).not.toBeNull();
      expect(period.revenue / period.forecast_revenue!).toBeGreaterThan(0.5);
      expect(period.revenue / period.forecast_revenue!).toBeLessThan(2);
    }
  });

  it('is removed at expiry with its reports, their evidence and its team', async () => {
    const visitId = rowsOf<{ id: string }>(
      await t.db.db.execute(sql`select demo_visit_id as id from users where id = ${other.user.id}`),
    )[0]!.id;
    await t.db.db.execute(sql`update demo_visits set expires_at = now() - interval '1 minute' where id = ${visitId}`);
    expect(await t.container.demo.purgeExpired(t.app.log)).toBeGreaterThanOrEqual(1);
    const business = other.visit.businesses.paying_out;
    expect(await count(sql`select count(*)::int as n from revenue_reports where project_id = ${business}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from business_members where user_id = ${other.user.id}`)).toBe(0);
    expect(await findInconsistencies(t.db.db)).toEqual({ accounts: [], transactions: [] });
    expect(
      await count(sql`select count(*)::int as n from files f where f.original_name = 'sales-ledger.pdf'
        and not exists (select 1 from revenue_report_evidence e where e.file_id = f.id)`),
    ).toBe(0);
  });
});

describe('expiry', () => {
  it('ends the session at expiry and removes the visit with its data; the catalogue and the books are as before', async () => {
    // Earlier visits' jobs (their charges' processor fees) settle first: only this visit's money is compared.
    await t.runJobs();
    const catalogueBefore = await catalogueFigures();
    const balancesBefore = await platformBalances();
    const reconcile = async () => {
      const run = await t.container.reconciliation.reconcile('USD', { trigger: 'operator' });
      return {
        unexplained: run.unexplainedMinor,
        unmatched: run.unmatched,
        gap: run.providerBalanceMinor - run.ledgerBalanceMinor,
      };
    };
    const booksBefore = await reconcile();
    const visit = await startVisit('investor');
    await t.runJobs();
    expect(await platformBalances()).not.toEqual(balancesBefore);
    // The reconciliation fetches the visit's movements at the provider into its mirror.
    expect(await reconcile()).toEqual(booksBefore);
    const visitMoney = sql`(select id::text from payments where user_id = ${visit.user.id})`;
    expect(
      await count(sql`select count(*)::int as n from provider_balance_transactions where reference in ${visitMoney}`),
    ).toBeGreaterThan(0);
    // The visitor saved a bank account (in the demo investor's name): it goes with the visit too.
    // (Written directly: a request would keep the visitor's account in the user cache past its expiry.)
    await t.db.db.execute(sql`
      insert into bank_accounts (user_id, holder_name, bank_name, routing_number, last4, fingerprint, currency, provider, provider_account_id)
      values (${visit.user.id}, 'Demo', 'STRIPE TEST BANK', '110000000', '6789', 'f', 'USD', 'sandbox', 'ba_test_demo')`);
    const visitId = rowsOf<{ id: string }>(
      await t.db.db.execute(sql`select demo_visit_id as id from users where id = ${visit.user.id}`),
    )[0]!.id;

    // Not expired yet: the purge leaves it.
    expect(await t.container.demo.purgeExpired(t.app.log)).toBe(0);
    await t.db.db.execute(sql`update demo_visits set expires_at = now() - interval '1 minute' where id = ${visitId}`);
    await t.db.db.execute(
      sql`update users set demo_expires_at = now() - interval '1 minute' where demo_visit_id = ${visitId}`,
    );
    const expired = await t.app.inject({ url: '/api/v1/users/me', headers: bearer(visit.token) });
    expect(expired.statusCode).toBe(401);

    expect(await t.container.demo.purgeExpired(t.app.log)).toBe(1);
    expect(await count(sql`select count(*)::int as n from users where demo_visit_id = ${visitId}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from projects where demo_visit_id = ${visitId}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from payments where user_id = ${visit.user.id}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from bank_accounts where user_id = ${visit.user.id}`)).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from ledger_accounts where owner_id = ${visit.user.id}::text`),
    ).toBe(0);
    expect(await count(sql`select count(*)::int as n from demo_visits where id = ${visitId}`)).toBe(0);
    expect(await findInconsistencies(t.db.db)).toEqual({ accounts: [], transactions: [] });
    expect(await platformBalances()).toEqual(balancesBefore);
    expect(await catalogueFigures()).toEqual(catalogueBefore);
    expect(await checkMoneyInvariants(t.db.db, { now: new Date() })).toEqual([]);
    // The provider's record of the visit's money went with it: the books reconcile as before.
    expect(await reconcile()).toEqual(booksBefore);
    // Jobs still queued for the removed payments find nothing to do.
    await t.runJobs();
    expect(await findInconsistencies(t.db.db)).toEqual({ accounts: [], transactions: [] });
  });

  it('removes a visit while the platform takes real investments, and the books stay whole', async () => {
    const visit = await startVisit('investor');
    await t.db.db.execute(
      sql`update demo_visits set expires_at = now() - interval '1 minute'
          where id = (select demo_visit_id from users where id = ${visit.user.id})`,
    );
    const projectId = await insertProject(t);
    const pending: string[] = [];
    for (let n = 0; n < 6; n += 1) {
      const investor = await insertInvestor(t);
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/payments',
        headers: investor.headers,
        payload: {
          project_id: projectId,
          amount: 100,
          currency: 'USD',
          method: 'card',
          risk_acknowledged: true,
          kiis_version: 1,
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      pending.push((created.json() as { id: string }).id);
    }
    // On PostgreSQL these run at once: the purge's balance updates and the investments' postings
    // meet on the platform's accounts.
    const [removed] = await Promise.all([
      t.container.demo.purgeExpired(t.app.log),
      ...pending.map((paymentId) =>
        t.container.payments.applyProviderEvent({
          id: `evt_race_${paymentId}`,
          type: 'succeeded',
          paymentId,
          sessionId: null,
          paymentRef: null,
          amountMinor: null,
          currency: null,
        }),
      ),
    ]);
    expect(removed).toBe(1);
    expect(await count(sql`select count(*)::int as n from users where id = ${visit.user.id}`)).toBe(0);
    expect(
      await count(
        sql`select count(*)::int as n from payments where project_id = ${projectId} and status = 'succeeded'`,
      ),
    ).toBe(6);
    expect(await findInconsistencies(t.db.db)).toEqual({ accounts: [], transactions: [] });
  });

  it('keeps the append-only rows append-only outside a purge', async () => {
    const attempt = t.db.db.execute(sql`delete from ledger_entries where id = (select min(id) from ledger_entries)`);
    await expect(attempt).rejects.toThrow();
    // Naming a visit that has not expired opens nothing either.
    const live = await startVisit('investor');
    const visitId = rowsOf<{ id: string }>(
      await t.db.db.execute(sql`select demo_visit_id as id from users where id = ${live.user.id}`),
    )[0]!.id;
    const named = t.db.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('grove.demo_purge', ${visitId}, true)`);
      await tx.execute(
        sql`delete from payment_events where payment_id in (select id from payments where user_id = ${live.user.id})`,
      );
    });
    await expect(named).rejects.toThrow();
  });
});

describe('the per-address limit', () => {
  it('answers 429 once an address has started its visits for the hour', async () => {
    const limited = await createTestApp({ seed: true, env: { DEMO_SESSIONS_PER_HOUR: '2' } });
    try {
      const start = (remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/v1/demo/sessions',
          remoteAddress,
          payload: { role: 'investor' },
        });
      expect((await start('192.0.2.1')).statusCode).toBe(201);
      expect((await start('192.0.2.1')).statusCode).toBe(201);
      const third = await start('192.0.2.1');
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('RATE_LIMITED');
      expect((await start('192.0.2.2')).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('switching demo mode', () => {
  const embedded = { NODE_ENV: 'development', WEB_DIST_DIR: FIXTURE_WEB_DIST, IP_LOOKUP_URL: 'off' };

  it('is on by default for the embedded setup and off under NODE_ENV=production', () => {
    expect(loadConfig(embedded).demo.enabled).toBe(true);
    const production = loadConfig({
      ...embedded,
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      ALLOW_SANDBOX_PROVIDERS: 'true',
      SEED_DEMO_CONTENT: 'true',
    });
    expect(production.demo.enabled).toBe(false);
    expect(loadConfig({ ...embedded, DATABASE_URL: 'postgres://localhost/grove' }).demo.enabled).toBe(false);
    // A staging demo asks for it by name.
    expect(
      loadConfig({
        ...embedded,
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        ALLOW_SANDBOX_PROVIDERS: 'true',
        DEMO_MODE: 'true',
      }).demo.enabled,
    ).toBe(true);
  });

  it('needs the sandbox providers and the demo catalogue', () => {
    const refused = (env: Record<string, string>) => {
      try {
        loadConfig({ ...embedded, DEMO_MODE: 'true', ...env });
        return [];
      } catch (error) {
        return error instanceof ConfigError ? error.problems : [String(error)];
      }
    };
    expect(refused({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh' })).toEqual([
      expect.stringMatching(/^DEMO_MODE: needs the sandbox providers/),
    ]);
    expect(refused({ KYC_PROVIDER: 'authenticate', AUTHENTICATE_API_KEY: 'key' })).toEqual([
      expect.stringMatching(/^DEMO_MODE: needs the sandbox providers/),
    ]);
    expect(refused({ SEED_DEMO_CONTENT: 'false' })).toEqual([
      expect.stringMatching(/^DEMO_MODE: needs the demo catalogue/),
    ]);
    // Not asked for: a real provider simply leaves it off.
    expect(
      loadConfig({ ...embedded, PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh' }).demo
        .enabled,
    ).toBe(false);
  });

  it('when off, the demo API answers 404 and the web app is told /demo does not exist', async () => {
    const off = await createTestApp({
      env: { NODE_ENV: 'production', JWT_SECRET: 'y'.repeat(40), ALLOW_SANDBOX_PROVIDERS: 'true' },
    });
    try {
      expect(off.config.demo.enabled).toBe(false);
      const start = await off.app.inject({
        method: 'POST',
        url: '/api/v1/demo/sessions',
        payload: { role: 'investor' },
      });
      expect(start.statusCode).toBe(404);
      expect((await off.app.inject('/api/v1/demo/visit')).statusCode).toBe(404);
      const page = await off.app.inject('/demo');
      const config = JSON.parse(
        /<script type="application\/json" id="app-config">([\s\S]*?)<\/script>/.exec(page.body)![1]!,
      );
      expect(config.demo).toBe(false);
    } finally {
      await off.close();
    }
  });

  it('is off when a provider is not the sandbox, whatever the configuration says', async () => {
    const provider: KycProvider = {
      name: 'authenticate',
      startSession: async () => ({ userAccessCode: 'x', token: 'x', url: 'https://example.com' }),
      fetchResult: async () => ({ rawStatus: 'not_started', reason: null }),
    };
    const real = await createTestApp({ kycProvider: provider });
    try {
      expect(real.config.demo.enabled).toBe(true);
      const start = await real.app.inject({
        method: 'POST',
        url: '/api/v1/demo/sessions',
        payload: { role: 'investor' },
      });
      expect(start.statusCode).toBe(404);
    } finally {
      await real.close();
    }
  });

  it('is on in this file’s app, and says so to the web app', async () => {
    expect(testConfig().demo.enabled).toBe(true);
    const page = await t.app.inject('/demo');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('"demo":true');
  });
});
