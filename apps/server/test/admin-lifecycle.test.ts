import { BUSINESS_STATUSES, fromMinorUnits, OPERATOR_STATUS_MOVES, type BusinessStatus } from '@grove/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContainer } from '../src/container.js';
import { openDatabase } from '../src/db/client.js';
import {
  auditLog,
  favorites,
  files,
  mailMessages,
  notifications,
  paymentEvents,
  payments,
  projectMedia,
  projectQuestions,
  projects,
  users,
} from '../src/db/schema/index.js';
import { enqueueJob } from '../src/jobs/queue.js';
import { rowsOf } from '../src/db/rows.js';
import { FUNDING_DEADLINE_JOB } from '../src/modules/admin/lifecycle.service.js';
import { sumOfAccount } from '../src/modules/ledger/ledger.repository.js';
import { accounts } from '../src/modules/ledger/ledger.service.js';
import { PAYMENT_ROUND_REFUND_JOB } from '../src/modules/payments/payments.service.js';
import { SANDBOX_PAYMENT_WEBHOOK_JOB } from '../src/providers/payments/sandbox.js';
import {
  insertInvestor,
  insertProject,
  invest,
  payWithCard,
  projectFigures,
  type Investor,
} from './helpers/investing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let operator: Investor;

// The platform's clock: tests move it past a deadline or a cancellation window.
let clockOffsetMs = 0;

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => new Date(Date.now() + clockOffsetMs) } });
  operator = await insertInvestor(t, { email: 'operator@example.com' });
  await t.db.db.update(users).set({ role: 'admin' }).where(eq(users.id, operator.id));
});
afterAll(async () => {
  await t?.close();
});

const DAY = 24 * 60 * 60 * 1000;
const future = () => new Date(Date.now() + 30 * DAY).toISOString();

/** Runs `step` with the platform's clock moved forward by `ms`. */
async function later<T>(ms: number, step: () => Promise<T>): Promise<T> {
  clockOffsetMs = ms;
  try {
    return await step();
  } finally {
    clockOffsetMs = 0;
  }
}

function move(id: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/projects/${id}/status`,
    headers: operator.headers,
    payload: { reason: 'Operator decision', ...body },
  });
}

/** An investor who paid `amountMinor` into the business with the sandbox's 4242 card. */
async function paidInvestor(projectId: string, amount: number, language: 'en' | 'vi' | 'ru' = 'en'): Promise<Investor> {
  const investor = await insertInvestor(t);
  await t.db.db.update(users).set({ language }).where(eq(users.id, investor.id));
  const response = await invest(t.app, investor, {
    project_id: projectId,
    amount,
    currency: 'USD',
    description: 'investment into project',
    method: 'card',
  });
  expect(response.statusCode, response.body).toBe(201);
  const paid = await payWithCard(t.app, response.json<{ checkout_url: string }>().checkout_url, '4242424242424242');
  expect(paid.statusCode).toBeLessThan(400);
  await t.runJobs();
  return investor;
}

async function auditRows(projectId: string) {
  return t.db.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'project'), eq(auditLog.targetId, projectId)))
    .orderBy(auditLog.id);
}

async function notificationsOf(userId: string) {
  return t.db.db.select().from(notifications).where(eq(notifications.userId, userId));
}

async function jobsNamed(name: string, projectId: string) {
  const result = await t.db.db.execute(
    sql`select id from jobs where name = ${name} and payload->>'projectId' = ${projectId}`,
  );
  return rowsOf<{ id: string }>(result);
}

describe('operator status moves', () => {
  it('allows exactly the moves of the table and answers 409 for every other', async () => {
    for (const from of BUSINESS_STATUSES) {
      for (const to of BUSINESS_STATUSES) {
        // At its minimum, with nothing that could still take money back: every move of the table is open.
        const id = await insertProject(t, {
          status: from,
          raisedMinor: 500_00,
          minRaiseMinor: 500_00,
          fundingEnd: new Date(future()),
        });
        const allowed = OPERATOR_STATUS_MOVES[from].includes(to);
        const response = await move(id, { status: to, ...(to === 'extended' ? { funding_end: future() } : {}) });
        if (allowed) {
          expect(response.statusCode, `${from} → ${to}: ${response.body}`).toBe(200);
          expect(response.json()).toMatchObject({ status: to, allowed_moves: OPERATOR_STATUS_MOVES[to] });
          expect((await projectFigures(t, id)).status).toBe(to);
        } else {
          expect(response.statusCode, `${from} → ${to}`).toBe(409);
          expect(response.json()).toMatchObject({ code: 'STATUS_MOVE_NOT_ALLOWED' });
          expect((await projectFigures(t, id)).status).toBe(from);
          expect(await auditRows(id)).toHaveLength(0);
        }
      }
    }
  });

  it('refuses a move on a draft, an early close with nothing raised, and refund_completed by hand', async () => {
    const draft = await insertProject(t, { publishedAt: null });
    expect((await move(draft, { status: 'paused' })).statusCode).toBe(409);
    const empty = await insertProject(t);
    const early = await move(empty, { status: 'funded' });
    expect(early.statusCode).toBe(409);
    expect(early.json<{ detail: string }>().detail).toMatch(/Nothing has been raised/);
    const refunding = await insertProject(t, { status: 'refund_initiated' });
    expect((await move(refunding, { status: 'refund_completed' })).json()).toMatchObject({
      code: 'STATUS_MOVE_NOT_ALLOWED',
      detail: expect.stringMatching(/set by the platform/),
    });
    expect((await move('no-such-business', { status: 'paused' })).statusCode).toBe(404);
  });

  it('extends only with a new deadline in the future, and resumes a paused raise whose deadline passed only with one', async () => {
    const id = await insertProject(t, { fundingEnd: new Date(Date.now() + DAY) });
    expect((await move(id, { status: 'extended' })).json()).toMatchObject({ code: 'INVALID_FUNDING_END' });
    const past = await move(id, { status: 'extended', funding_end: new Date(Date.now() - DAY).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ code: 'INVALID_FUNDING_END' });
    expect((await move(id, { status: 'paused', funding_end: future() })).statusCode).toBe(400);
    expect((await move(id, { status: 'paused', reason: '   ' })).statusCode).toBe(400);

    const newEnd = future();
    const extended = await move(id, { status: 'extended', funding_end: newEnd });
    expect(extended.statusCode).toBe(200);
    expect(extended.json()).toMatchObject({ status: 'extended', funding_end: new Date(newEnd).toISOString() });
    // Extended behaves like fundraising: it may be extended again.
    expect((await move(id, { status: 'extended', funding_end: future() })).statusCode).toBe(200);

    const paused = await insertProject(t, { status: 'paused', fundingEnd: new Date(Date.now() - DAY) });
    expect((await move(paused, { status: 'fundraising' })).json()).toMatchObject({ code: 'INVALID_FUNDING_END' });
    expect((await move(paused, { status: 'fundraising', funding_end: future() })).statusCode).toBe(200);
  });

  it('writes the audit row and tells investors and followers, each in their language, in the app and by e-mail', async () => {
    const id = await insertProject(t, { name: { en: 'Green Farm', vi: 'Nông trại Xanh', ru: 'Зелёная ферма' } });
    const investor = await paidInvestor(id, 500, 'vi');
    const follower = await insertInvestor(t);
    await t.db.db.update(users).set({ language: 'ru' }).where(eq(users.id, follower.id));
    await t.db.db.insert(favorites).values({ userId: follower.id, projectId: id });
    const bystander = await insertInvestor(t);

    const response = await move(id, { status: 'paused', reason: 'Checking the supplier contract' });
    expect(response.statusCode).toBe(200);

    const [row] = await auditRows(id);
    expect(row).toMatchObject({
      actorId: operator.id,
      action: 'project.status',
      before: { status: 'fundraising' },
      after: { status: 'paused', reason: 'Checking the supplier contract' },
    });
    const [toInvestor] = (await notificationsOf(investor.id)).filter((n) => n.type === 'project_status_changed');
    expect(toInvestor).toMatchObject({
      params: {
        project_id: id,
        project_name: 'Nông trại Xanh',
        status: 'paused',
        reason: 'Checking the supplier contract',
      },
      link: `/business/${id}`,
    });
    const [toFollower] = await notificationsOf(follower.id);
    expect(toFollower).toMatchObject({ type: 'project_status_changed', params: { project_name: 'Зелёная ферма' } });
    expect(await notificationsOf(bystander.id)).toHaveLength(0);

    const mail = await t.db.db.select().from(mailMessages).where(eq(mailMessages.to, follower.email));
    expect(mail.map((m) => m.subject)).toEqual(['«Зелёная ферма»: приостановлен']);
    expect(mail[0]!.text).toContain('Checking the supplier contract');
    const vi = await t.db.db.select().from(mailMessages).where(eq(mailMessages.to, investor.email));
    expect(vi.some((m) => m.subject === 'Nông trại Xanh: tạm dừng')).toBe(true);
  });

  it('answers what refunding every investor would give back: held payments, their payers, and what they paid', async () => {
    const id = await insertProject(t, { minRaiseMinor: 200_00 });
    const lifecycle = async () => {
      const response = await t.app.inject({ url: `/api/v1/admin/projects/${id}/status`, headers: operator.headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{
        raised: number;
        target: number;
        held: { payments: number; investors: number; total: number };
      }>();
    };
    expect((await lifecycle()).held).toEqual({ payments: 0, investors: 0, total: 0 });

    await paidInvestor(id, 1000);
    await paidInvestor(id, 500);
    const paid = await t.db.db.select().from(payments).where(eq(payments.projectId, id));
    const paidMinor = paid.reduce((sum, payment) => sum + payment.totalMinor, 0);
    const figures = await lifecycle();
    expect(figures.raised).toBe(1500);
    // Fees included: the investors get back everything they paid, more than the amount raised.
    expect(figures.held).toEqual({ payments: 2, investors: 2, total: fromMinorUnits(paidMinor, 'USD') });
    expect(figures.held.total).toBeGreaterThan(figures.raised);

    expect((await move(id, { status: 'refund_initiated', reason: 'Supplier fell through' })).statusCode).toBe(200);
    await t.runJobs();
    expect((await lifecycle()).held).toEqual({ payments: 0, investors: 0, total: 0 });
  });

  it('closes a raise early only at or above its minimum, with what it has raised, and releases open reservations', async () => {
    const id = await insertProject(t, { minRaiseMinor: 1500_00 });
    await paidInvestor(id, 1000);
    const short = await move(id, { status: 'funded', reason: 'Enough to start' });
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({
      code: 'STATUS_MOVE_NOT_ALLOWED',
      detail:
        'This raise has $1,000.00 of the $1,500.00 it needs to succeed: it closes early only at or above that minimum.',
    });
    expect(await auditRows(id)).toHaveLength(0);
    await paidInvestor(id, 500);
    const waiting = await insertInvestor(t);
    const open = await invest(t.app, waiting, {
      project_id: id,
      amount: 500,
      currency: 'USD',
      description: 'investment into project',
      method: 'card',
    });
    expect(open.json()).toMatchObject({ status: 'pending' });
    expect((await projectFigures(t, id)).reserved).toBe(500_00);

    expect((await move(id, { status: 'funded', reason: 'Enough to start' })).statusCode).toBe(200);
    expect(await projectFigures(t, id)).toMatchObject({ status: 'funded', raised: 1500_00, reserved: 0 });
    const [released] = await t.db.db.select().from(payments).where(eq(payments.userId, waiting.id));
    expect(released!.status).toBe('canceled');
  });
  it('makes a funded business active only once its money is final: no reservation, no window open, no refund under way', async () => {
    const id = await insertProject(t, { targetMinor: 2000_00, minRaiseMinor: 1000_00 });
    await paidInvestor(id, 1000);
    const second = await paidInvestor(id, 500);
    // A third investor is authenticating a card: the payment is processing and keeps its room.
    const third = await insertInvestor(t);
    const created = await invest(t.app, third, { project_id: id, amount: 500, method: 'card' });
    expect(
      (await payWithCard(t.app, created.json<{ checkout_url: string }>().checkout_url, '4000002500003155')).statusCode,
    ).toBe(303);
    await t.runJobs();
    expect((await move(id, { status: 'funded', reason: 'Enough to start' })).statusCode).toBe(200);
    expect((await projectFigures(t, id)).reserved).toBe(500_00);

    const refusal = async () => {
      const response = await move(id, { status: 'active', reason: 'Work starts' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'STATUS_MOVE_NOT_ALLOWED' });
      return response.json<{ detail: string }>().detail;
    };
    expect(await later(5 * DAY, refusal)).toMatch(/reservations/);
    // The checkout lapses and the reservation ends with it: the investors who paid can still cancel.
    expect(await later(DAY, () => t.container.payments.expireReservations())).toBe(1);
    expect((await projectFigures(t, id)).reserved).toBe(0);
    expect(await refusal()).toMatch(/can still cancel until/);
    const status = await t.app.inject({ url: `/api/v1/admin/projects/${id}/status`, headers: operator.headers });
    expect(status.json()).toMatchObject({
      finality_block: 'cancellation_window',
      cancellable_until: expect.any(String),
    });

    // One investor cancels in the window: the raise stays funded (above its minimum) and the refund is under way.
    const [paid] = await t.db.db.select().from(payments).where(eq(payments.userId, second.id));
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/${paid!.id}/cancel`,
      headers: second.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await projectFigures(t, id)).toMatchObject({ status: 'funded', raised: 1000_00 });
    expect(await later(5 * DAY, refusal)).toMatch(/refund/);
    await t.runJobs();
    const active = await later(5 * DAY, () => move(id, { status: 'active', reason: 'Work starts' }));
    expect(active.statusCode, active.body).toBe(200);
    expect(await projectFigures(t, id)).toMatchObject({ status: 'active', raised: 1000_00 });
  });
});

describe('refunds on refund_initiated', () => {
  it('refunds every investment in full once, even when the round job runs again half way, and ends refund_completed', async () => {
    const id = await insertProject(t);
    const first = await paidInvestor(id, 1000);
    const second = await paidInvestor(id, 500);
    const response = await move(id, { status: 'refund_initiated', reason: 'The landlord withdrew' });
    expect(response.statusCode).toBe(200);
    expect(await jobsNamed(PAYMENT_ROUND_REFUND_JOB, id)).toHaveLength(1);

    // The round job ran, then "crashed" before its refunds were confirmed; it runs again.
    await t.container.payments.refundRound(id);
    await t.container.payments.refundRound(id);
    await t.runJobs();

    const rows = await t.db.db.select().from(payments).where(eq(payments.projectId, id));
    expect(rows.map((r) => r.status).sort()).toEqual(['refunded', 'refunded']);
    for (const row of rows) {
      const events = await t.db.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, row.id));
      expect(events.filter((e) => e.toStatus === 'refunding')).toHaveLength(1);
      expect(events.filter((e) => e.toStatus === 'refunded')).toHaveLength(1);
    }
    // The provider refunded each charge once (one charge.refunded each), and the ledger took each
    // investment out once as owed back and paid it back once.
    const providerRefunds = rowsOf<{ n: number }>(
      await t.db.db.execute(
        sql`select count(*)::int as n from jobs where name = ${SANDBOX_PAYMENT_WEBHOOK_JOB}
          and payload->>'type' = 'charge.refunded'
          and payload->'data'->'object'->'metadata'->>'payment_id' in (select id::text from payments where project_id = ${id})`,
      ),
    );
    expect(providerRefunds[0]!.n).toBe(2);
    const refundPostings = rowsOf<{ n: number }>(
      await t.db.db.execute(
        sql`select count(*)::int as n from ledger_transactions where kind = 'refund' and payment_id in (
          select id from payments where project_id = ${id})`,
      ),
    );
    expect(refundPostings[0]!.n).toBe(4);
    expect(await projectFigures(t, id)).toMatchObject({ status: 'refund_completed', raised: 0, reserved: 0 });
    expect(await sumOfAccount(t.db.db, accounts.projectRaise(id, 'USD'))).toBe(0);

    const audit = await auditRows(id);
    expect(audit.map((r) => [r.actorId, (r.after as { status: string }).status])).toEqual([
      [operator.id, 'refund_initiated'],
      [null, 'refund_completed'],
    ]);
    for (const investor of [first, second]) {
      const types = (await notificationsOf(investor.id)).map((n) => `${n.type}:${String(n.params.status ?? '')}`);
      expect(types).toEqual(
        expect.arrayContaining([
          'project_status_changed:refund_initiated',
          'payment_refunded:',
          'project_status_changed:refund_completed',
        ]),
      );
    }
  });
});

describe('all or nothing after a close', () => {
  it('reopens a funded raise until its deadline when a cancellation takes it below its minimum', async () => {
    const deadline = new Date(Date.now() + 10 * DAY);
    const id = await insertProject(t, { targetMinor: 1000_00, fundingEnd: deadline });
    const staying = await paidInvestor(id, 500);
    const leaving = await paidInvestor(id, 500, 'vi');
    const follower = await insertInvestor(t);
    await t.db.db.insert(favorites).values({ userId: follower.id, projectId: id });
    // Full: closed as funded, the close recorded as its funding end.
    const [closed] = await t.db.db.select().from(projects).where(eq(projects.id, id));
    expect(closed).toMatchObject({ status: 'funded', raisedMinor: 1000_00 });
    expect(closed!.fundingEnd!.getTime()).toBeLessThan(deadline.getTime());

    const [paid] = await t.db.db.select().from(payments).where(eq(payments.userId, leaving.id));
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/${paid!.id}/cancel`,
      headers: leaving.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const [reopened] = await t.db.db.select().from(projects).where(eq(projects.id, id));
    expect(reopened).toMatchObject({ status: 'fundraising', raisedMinor: 500_00, investorCount: 1 });
    expect(reopened!.fundingEnd!.toISOString()).toBe(deadline.toISOString());
    const [audit] = await auditRows(id);
    expect(audit).toMatchObject({
      actorId: null,
      before: { status: 'funded', raised_minor: 1000_00 },
      after: {
        status: 'fundraising',
        raised_minor: 500_00,
        minimum_minor: 1000_00,
        funding_end: deadline.toISOString(),
        reason: 'reopened_below_minimum',
      },
    });
    // Investors and followers are told after the commit, by a job.
    await t.runJobs();
    for (const person of [staying, follower]) {
      const told = (await notificationsOf(person.id)).filter(
        (n) => n.type === 'project_status_changed' && n.params.status === 'fundraising',
      );
      expect(told).toHaveLength(1);
      expect(told[0]!.params).toMatchObject({ reason: 'reopened_below_minimum', funding_end: deadline.toISOString() });
    }

    // It takes money again, until its deadline.
    await paidInvestor(id, 500);
    expect(await projectFigures(t, id)).toMatchObject({ status: 'funded', raised: 1000_00 });
  });
});

describe('the deadline job', () => {
  const past = () => new Date(Date.now() - 60_000);

  it('funds a raise at or above its minimum and refunds one below it; leaves others alone', async () => {
    const reached = await insertProject(t, { fundingEnd: past(), raisedMinor: 10_000_00 });
    const atMinimum = await insertProject(t, { fundingEnd: past(), raisedMinor: 6_000_00, minRaiseMinor: 5_000_00 });
    const missed = await insertProject(t, { status: 'extended', fundingEnd: new Date(Date.now() + DAY) });
    const investor = await paidInvestor(missed, 500);
    const paused = await insertProject(t, { status: 'paused', fundingEnd: past() });
    const running = await insertProject(t, { fundingEnd: new Date(future()) });
    const draft = await insertProject(t, { fundingEnd: past(), publishedAt: null });

    // Two days on, the extended raise's deadline has passed: it takes no more money.
    await later(2 * DAY, async () => {
      const late = await invest(t.app, await insertInvestor(t), { project_id: missed, amount: 500, method: 'card' });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({
        code: 'PROJECT_NOT_ACCEPTING',
        detail: 'This raise has reached its deadline and takes no more money.',
      });
      await enqueueJob(t.db.db, FUNDING_DEADLINE_JOB);
      await t.runJobs();
    });

    expect((await projectFigures(t, reached)).status).toBe('funded');
    expect((await projectFigures(t, atMinimum)).status).toBe('funded');
    expect((await projectFigures(t, missed)).status).toBe('refund_completed');
    for (const id of [paused, running, draft]) {
      expect(await auditRows(id)).toHaveLength(0);
    }
    expect((await projectFigures(t, paused)).status).toBe('paused');
    const [missedRow] = await auditRows(missed);
    expect(missedRow).toMatchObject({
      actorId: null,
      before: { status: 'extended' },
      after: { status: 'refund_initiated', reason: 'deadline_target_missed', cause: FUNDING_DEADLINE_JOB },
    });
    for (const id of [reached, atMinimum]) {
      expect((await auditRows(id))[0]).toMatchObject({
        actorId: null,
        after: { status: 'funded', reason: 'deadline_target_reached' },
      });
    }
    const [refunded] = await t.db.db.select().from(payments).where(eq(payments.userId, investor.id));
    expect(refunded!.status).toBe('refunded');
    expect(
      (await notificationsOf(investor.id))
        .filter((n) => n.type === 'project_status_changed')
        .map((n) => n.params.status),
    ).toEqual(expect.arrayContaining(['refund_initiated', 'refund_completed']));
  });

  it('waits at the deadline for a checkout still open, whose payment can then reach the minimum', async () => {
    const id = await insertProject(t, {
      targetMinor: 2000_00,
      minRaiseMinor: 1000_00,
      fundingEnd: new Date(Date.now() + 60_000),
    });
    await paidInvestor(id, 500);
    const waiting = await insertInvestor(t);
    const open = await invest(t.app, waiting, { project_id: id, amount: 500, method: 'card' });
    expect(open.statusCode, open.body).toBe(201);

    // Two minutes on, the deadline has passed with a reservation made before it still live.
    await later(2 * 60_000, async () => {
      const closed = await t.container.lifecycle.closeDueRaises();
      expect([...closed.funded, ...closed.refunding]).not.toContain(id);
      expect(await projectFigures(t, id)).toMatchObject({ status: 'fundraising', raised: 500_00, reserved: 500_00 });
      expect(await auditRows(id)).toHaveLength(0);

      // The investor pays it: the money counts, and the raise closes at its minimum.
      const paid = await payWithCard(t.app, open.json<{ checkout_url: string }>().checkout_url, '4242424242424242');
      expect(paid.statusCode).toBe(303);
      await t.runJobs();
      expect(await projectFigures(t, id)).toMatchObject({ raised: 1000_00, reserved: 0 });
      expect((await t.container.lifecycle.closeDueRaises()).funded).toContain(id);
    });
    expect((await projectFigures(t, id)).status).toBe('funded');
  });

  it('moves each raise once when it runs twice, or on two workers at once', async () => {
    const ids = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        insertProject(t, { fundingEnd: past(), raisedMinor: i % 2 === 0 ? 10_000_00 : 0 }),
      ),
    );
    // A second instance on the same data (its own pool on PostgreSQL).
    const second = t.databaseUrl ? await openDatabase({ kind: 'postgres', url: t.databaseUrl, poolMax: 4 }) : null;
    const other = second
      ? createContainer({ config: t.config, database: second, storage: t.storage }).lifecycle
      : t.container.lifecycle;
    try {
      const [a, b] = await Promise.all([t.container.lifecycle.closeDueRaises(), other.closeDueRaises()]);
      const moved = [...a.funded, ...a.refunding, ...b.funded, ...b.refunding].filter((id) => ids.includes(id));
      expect(moved.sort()).toEqual([...ids].sort());
      const again = await t.container.lifecycle.closeDueRaises();
      expect([...again.funded, ...again.refunding].filter((id) => ids.includes(id))).toEqual([]);
    } finally {
      await second?.close();
    }
    for (const [i, id] of ids.entries()) {
      expect(await auditRows(id)).toHaveLength(1);
      expect((await projectFigures(t, id)).status).toBe(i % 2 === 0 ? 'funded' : 'refund_initiated');
      expect(await jobsNamed(PAYMENT_ROUND_REFUND_JOB, id)).toHaveLength(i % 2 === 0 ? 0 : 1);
    }
  });
});

describe('updates', () => {
  const update = {
    title: { en: 'First harvest', vi: 'Vụ thu hoạch đầu tiên', ru: 'Первый урожай' },
    body: { en: 'We harvested.', vi: 'Chúng tôi đã thu hoạch.', ru: 'Мы собрали урожай.' },
  };

  it('posts an update that shows on the business page and reaches investors and followers in their language', async () => {
    const id = await insertProject(t);
    const investor = await paidInvestor(id, 500, 'ru');
    const [image] = await t.db.db
      .insert(files)
      .values({ storageKey: `test-${id}.webp`, contentType: 'image/webp', sizeBytes: 10, originalName: 'harvest.webp' })
      .returning({ id: files.id });
    await t.db.db
      .insert(projectMedia)
      .values({ projectId: id, fileId: image!.id, alt: { en: 'Harvest', vi: 'Thu hoạch', ru: 'Урожай' }, position: 0 });
    const panel = await t.app.inject({ url: `/api/v1/admin/projects/${id}/status`, headers: operator.headers });
    expect(panel.json()).toMatchObject({
      status: 'fundraising',
      allowed_moves: OPERATOR_STATUS_MOVES.fundraising,
      images: [{ file_id: image!.id, url: `/api/v1/files/${image!.id}`, alt: 'Harvest' }],
    });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/projects/${id}/updates`,
      headers: operator.headers,
      payload: { ...update, image_file_id: image!.id },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ title: update.title, notified: 1, image: `/api/v1/files/${image!.id}` });

    const details = await t.app.inject({ url: `/api/v1/public/projects/${id}?lang=vi` });
    expect(details.json<{ updates: { title: string; image: string | null }[] }>().updates).toEqual([
      expect.objectContaining({ title: 'Vụ thu hoạch đầu tiên', image: `/api/v1/files/${image!.id}` }),
    ]);
    const [note] = (await notificationsOf(investor.id)).filter((n) => n.type === 'project_update_posted');
    expect(note).toMatchObject({ params: { project_id: id, title: 'Первый урожай' } });
    expect((await auditRows(id)).map((r) => r.action)).toEqual(['project.update']);
  });

  it('needs every language, a published business and a real image', async () => {
    const id = await insertProject(t);
    const post = (payload: unknown, project = id) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/projects/${project}/updates`,
        headers: operator.headers,
        payload: payload as Record<string, unknown>,
      });
    expect((await post({ ...update, title: { en: 'Only English' } })).statusCode).toBe(400);
    expect((await post({ ...update, image_file_id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(400);
    const draft = await insertProject(t, { publishedAt: null });
    expect((await post(update, draft)).statusCode).toBe(409);
  });
});

describe('dashboard and audit log', () => {
  it('shows money raised, open raises, refunds in flight, identity checks and questions waiting', async () => {
    await t.db.db
      .update(users)
      .set({ kycStatus: 'failed' })
      .where(eq(users.id, (await insertInvestor(t)).id));
    const response = await t.app.inject({ url: '/api/v1/admin/dashboard', headers: operator.headers });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      raised: { currency: string; today: number; total: number }[];
      open_raises: { id: string; status: BusinessStatus }[];
      refunds: { in_flight: number; failed: unknown[] };
      identity_checks_waiting: number;
      unanswered_questions: number;
    }>();
    const [usd] = body.raised;
    const [succeeded] = rowsOf<{ n: string }>(
      await t.db.db.execute(
        sql`select coalesce(sum(amount_minor), 0)::text as n from payments where status = 'succeeded'`,
      ),
    );
    expect(usd).toMatchObject({
      currency: 'USD',
      total: Number(succeeded!.n) / 100,
      today: Number(succeeded!.n) / 100,
    });
    expect(body.open_raises.every((r) => r.status === 'fundraising' || r.status === 'extended')).toBe(true);
    expect(body.identity_checks_waiting).toBeGreaterThanOrEqual(1);
    expect(body.refunds).toMatchObject({ in_flight: 0, failed: [] });
    expect(body.unanswered_questions).toBe(0);
  });

  it('shows refunds that are in flight and those that failed after every retry, and questions waiting', async () => {
    const id = await insertProject(t);
    const investor = await paidInvestor(id, 500);
    await t.db.db.update(projects).set({ status: 'refund_initiated' }).where(eq(projects.id, id));
    const [payment] = await t.db.db.select().from(payments).where(eq(payments.userId, investor.id));
    await t.db.db.update(payments).set({ status: 'refunding' }).where(eq(payments.id, payment!.id));
    await t.db.db.execute(sql`insert into jobs (name, payload, attempts, max_attempts, failed_at, last_error)
      values ('payments.refund', ${JSON.stringify({ paymentId: payment!.id })}::jsonb, 10, 10, now(), 'card_expired')`);
    await t.db.db.insert(projectQuestions).values({
      projectId: id,
      userId: investor.id,
      authorName: 'Test Investor',
      language: 'en',
      question: 'When is my refund?',
    });
    const body = (await t.app.inject({ url: '/api/v1/admin/dashboard', headers: operator.headers })).json<{
      refunds: { in_flight: number; failed: unknown[]; rounds: unknown[] };
      unanswered_questions: number;
    }>();
    expect(body.refunds.in_flight).toBe(1);
    expect(body.refunds.failed).toEqual([
      expect.objectContaining({ payment_id: payment!.id, project_id: id, attempts: 10, last_error: 'card_expired' }),
    ]);
    expect(body.refunds.rounds).toEqual(expect.arrayContaining([{ id, name: `Business ${id}`, refunding: 1 }]));
    expect(body.unanswered_questions).toBe(1);
  });

  it('filters and pages the audit log', async () => {
    const all = await t.app.inject({ url: '/api/v1/admin/audit?limit=2', headers: operator.headers });
    expect(all.statusCode).toBe(200);
    const page = all.json<{ entries: { id: number }[]; total: number }>();
    expect(page.entries).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    const next = await t.app.inject({ url: '/api/v1/admin/audit?limit=2&offset=2', headers: operator.headers });
    expect(next.json<{ entries: { id: number }[] }>().entries[0]!.id).toBeLessThan(page.entries[1]!.id);

    const system = await t.app.inject({ url: '/api/v1/admin/audit?actor=system&limit=200', headers: operator.headers });
    expect(system.json<{ entries: { actor_id: string | null }[] }>().entries.every((e) => e.actor_id === null)).toBe(
      true,
    );
    const byEmail = await t.app.inject({
      url: '/api/v1/admin/audit?actor=operator%40&action=project.update',
      headers: operator.headers,
    });
    const entries = byEmail.json<{ entries: { actor_email: string; action: string }[] }>().entries;
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.actor_email === 'operator@example.com' && e.action === 'project.update')).toBe(true);
    const later = await t.app.inject({
      url: `/api/v1/admin/audit?from=${encodeURIComponent(future())}`,
      headers: operator.headers,
    });
    expect(later.json()).toMatchObject({ entries: [], total: 0 });
    const oldest = await t.app.inject({ url: '/api/v1/admin/audit?sort=oldest&limit=1', headers: operator.headers });
    expect(oldest.json<{ entries: { id: number }[] }>().entries[0]!.id).toBeLessThan(page.entries[0]!.id);
    const [count] = await t.db.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(page.total).toBe(count!.n);
  });

  it('gives each entry about a business that business’s currency, so its amounts read as money', async () => {
    const response = await t.app.inject({
      url: '/api/v1/admin/audit?target_type=project&action=project.status&limit=5',
      headers: operator.headers,
    });
    const entries = response.json<{ entries: { currency: string | null }[] }>().entries;
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.currency === 'USD')).toBe(true);
  });
});
