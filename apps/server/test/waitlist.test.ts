import {
  adminWaitlistSchema,
  computeFees,
  DEFAULT_FEE_SCHEDULE,
  LANGUAGES,
  myWaitlistAnswerSchema,
  myWaitlistListSchema,
  projectDetailsSchema,
  waitlistEntrySchema,
  type WaitlistEntry,
} from '@grove/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../src/db/client.js';
import { LockOrderError } from '../src/db/lock-order.js';
import { rowsOf } from '../src/db/rows.js';
import { notifications, payments, projects, users, waitlistEntries } from '../src/db/schema/index.js';
import { checkMoneyInvariants } from '../src/modules/integrity/invariants.js';
import { claimOffer, heldOfferMinor, WAITLIST_OFFER_JOB } from '../src/modules/waitlist/waitlist.service.js';
import { renderMail } from '../src/modules/mail/mail.render.js';
import { ManualClock } from './helpers/clock.js';
import { insertInvestor, insertProject, makeOperator, projectFigures, type Investor } from './helpers/investing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * Issue 24, the waitlist of a fully reserved round: investors join in arrival order when live
 * reservations hold all that is missing; room a reservation gives back is offered to them in that
 * order and held for them (in reserved) until they pay or the offer lapses. On PostgreSQL, two
 * releases at once never offer the same room twice.
 */
let t: TestApp;
let operator: Investor;
const clock = new ManualClock();
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { RATE_LIMIT_PER_MINUTE: '100000000' } });
  operator = await insertInvestor(t);
  await makeOperator(t, operator.id);
});
afterAll(async () => t.close());

/** A business of $10,000, tickets $100 to $5,000 in steps of $50. */
const business = (overrides: Parameters<typeof insertProject>[1] = {}) =>
  insertProject(t, { targetMinor: 10_000_00, ticketMinMinor: 100_00, ticketMaxMinor: 5_000_00, ...overrides });

/**
 * A live reservation straight in the database, as an open checkout holds it (no provider session);
 * `counted: false` writes only the payment (the caller moved reserved already).
 */
async function reservation(
  investorId: string,
  projectId: string,
  amountMinor: number,
  options: { counted?: boolean; executor?: Tx } = {},
): Promise<string> {
  const fees = computeFees(amountMinor, DEFAULT_FEE_SCHEDULE, 'card');
  const write = async (tx: Tx) => {
    const [row] = await tx
      .insert(payments)
      .values({
        userId: investorId,
        projectId,
        status: 'pending',
        currency: 'USD',
        amountMinor,
        ...fees,
        serviceFeeBp: DEFAULT_FEE_SCHEDULE.serviceFeeBp,
        cardFeeBp: DEFAULT_FEE_SCHEDULE.cardFeeBp,
        description: 'investment into project',
        riskAcknowledged: true,
        provider: 'sandbox',
        reservedMinor: amountMinor,
        reservationExpiresAt: new Date(clock.now().getTime() + 30 * MINUTE),
        createdAt: clock.now(),
      })
      .returning({ id: payments.id });
    if (options.counted !== false) {
      await tx
        .update(projects)
        .set({ reservedMinor: sql`${projects.reservedMinor} + ${amountMinor}` })
        .where(eq(projects.id, projectId));
    }
    return row!.id;
  };
  return options.executor ? write(options.executor) : t.db.db.transaction(write);
}

/** A business whose $10,000 is held by two live reservations of $5,000: fully reserved. */
async function fullyReservedBusiness(overrides: Parameters<typeof insertProject>[1] = {}) {
  const projectId = await business(overrides);
  const holders = [await insertInvestor(t), await insertInvestor(t)];
  const reservations = [
    await reservation(holders[0]!.id, projectId, 5_000_00),
    await reservation(holders[1]!.id, projectId, 5_000_00),
  ];
  return { projectId, holders, reservations };
}

const join = (investor: Investor, projectId: string, amount: number | string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/projects/${projectId}/waitlist`,
    headers: investor.headers,
    payload: { amount },
  });

async function joined(investor: Investor, projectId: string, amount: number): Promise<WaitlistEntry> {
  const answer = await join(investor, projectId, amount);
  expect(answer.statusCode, answer.body).toBe(201);
  return waitlistEntrySchema.parse(answer.json());
}

async function mine(investor: Investor, projectId: string): Promise<WaitlistEntry | null> {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/v1/projects/${projectId}/waitlist`,
    headers: investor.headers,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return myWaitlistAnswerSchema.parse(answer.json()).entry;
}

async function expectInvariants(): Promise<void> {
  expect(await checkMoneyInvariants(t.db.db, { now: clock.now() })).toEqual([]);
}

/** Ends the reservation as its expiry job does (its time passed); the release queues the offer job. */
async function expireReservation(paymentId: string): Promise<void> {
  await t.db.db
    .update(payments)
    .set({ reservationExpiresAt: new Date(clock.now().getTime() - 1) })
    .where(eq(payments.id, paymentId));
  await t.container.payments.expireReservations();
}

const notificationsOf = (userId: string) =>
  t.db.db
    .select({ type: notifications.type, params: notifications.params, link: notifications.link })
    .from(notifications)
    .where(eq(notifications.userId, userId));

describe('joining the waitlist', () => {
  it('is refused while the round has room, and for an amount the ticket rules refuse', async () => {
    const projectId = await business();
    const investor = await insertInvestor(t);
    await reservation((await insertInvestor(t)).id, projectId, 5_000_00);
    const open = await join(investor, projectId, 1000);
    expect(open.statusCode).toBe(409);
    expect(open.json()).toMatchObject({ code: 'ROUND_HAS_ROOM' });
    expect(open.json().detail).toContain('$5,000.00');

    await reservation((await insertInvestor(t)).id, projectId, 5_000_00);
    expect((await join(investor, projectId, 75)).json()).toMatchObject({ code: 'AMOUNT_BELOW_MINIMUM' });
    expect((await join(investor, projectId, 125)).json()).toMatchObject({ code: 'AMOUNT_NOT_IN_STEPS' });
    expect((await join(investor, projectId, 6000)).json()).toMatchObject({ code: 'AMOUNT_ABOVE_MAXIMUM' });
    expect(await mine(investor, projectId)).toBeNull();
  });

  it('needs identity verified and the quiz passed, as investing does', async () => {
    const { projectId } = await fullyReservedBusiness();
    const unverified = await insertInvestor(t, { verified: false });
    const noQuiz = await insertInvestor(t);
    await t.db.db.update(users).set({ onboardingStatus: 'not_passed' }).where(eq(users.id, noQuiz.id));
    expect((await join(unverified, projectId, 500)).json()).toMatchObject({ code: 'IDENTITY_NOT_VERIFIED' });
    expect((await join(noQuiz, projectId, 500)).json()).toMatchObject({ code: 'QUIZ_NOT_PASSED' });
    expect((await join(unverified, projectId, 500)).statusCode).toBe(403);
    const guest = await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${projectId}/waitlist`,
      payload: { amount: 500 },
    });
    expect(guest.statusCode).toBe(401);
  });

  it('is refused when the round takes no money', async () => {
    const { projectId } = await fullyReservedBusiness({ status: 'paused' });
    const answer = await join(await insertInvestor(t), projectId, 500);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'PROJECT_NOT_ACCEPTING' });
  });

  it('lines investors up in arrival order, one live place each, with their place and how many are ahead', async () => {
    const { projectId } = await fullyReservedBusiness();
    const [a, b, c] = [await insertInvestor(t), await insertInvestor(t), await insertInvestor(t)];
    expect(await joined(a, projectId, 1000)).toMatchObject({ state: 'waiting', place: 1, ahead: 0, amount: 1000 });
    clock.advance(1000);
    await joined(b, projectId, 2000);
    clock.advance(1000);
    await joined(c, projectId, 300);
    expect(await mine(c, projectId)).toMatchObject({ place: 3, ahead: 2, offered_amount: null });

    const again = await join(a, projectId, 500);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'WAITLIST_ALREADY_JOINED' });

    // b leaves: c moves up.
    const left = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/projects/${projectId}/waitlist`,
      headers: b.headers,
    });
    expect(left.statusCode).toBe(204);
    expect(await mine(b, projectId)).toBeNull();
    expect(await mine(c, projectId)).toMatchObject({ place: 2, ahead: 1 });
    const notIn = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/projects/${projectId}/waitlist`,
      headers: b.headers,
    });
    expect(notIn.statusCode).toBe(404);
    expect(notIn.json()).toMatchObject({ code: 'WAITLIST_ENTRY_NOT_FOUND' });

    const list = await t.app.inject({ method: 'GET', url: '/api/v1/waitlist', headers: c.headers });
    expect(myWaitlistListSchema.parse(list.json()).entries).toMatchObject([{ project_id: projectId, place: 2 }]);
  });

  it('shows on the public business answer: fully reserved, and how many wait', async () => {
    const { projectId } = await fullyReservedBusiness();
    await joined(await insertInvestor(t), projectId, 500);
    const answer = await t.app.inject({ method: 'GET', url: `/api/v1/public/projects/${projectId}` });
    expect(answer.statusCode, answer.body).toBe(200);
    const details = projectDetailsSchema.parse(answer.json());
    expect(details).toMatchObject({ fully_reserved: true, waitlist_count: 1 });
  });
});

describe('offers', () => {
  it('offer freed room in arrival order, each the largest valid ticket up to its amount, and hold it', async () => {
    const { projectId, reservations } = await fullyReservedBusiness();
    const [a, b, c] = [await insertInvestor(t), await insertInvestor(t), await insertInvestor(t)];
    await joined(a, projectId, 1000);
    clock.advance(1000);
    await joined(b, projectId, 5000);
    clock.advance(1000);
    await joined(c, projectId, 500);

    await expireReservation(reservations[0]!);
    // The release queued the offer job in its own transaction.
    const queued = rowsOf<{ n: number }>(
      await t.db.db.execute(sql`select count(*)::int as n from jobs where name = ${WAITLIST_OFFER_JOB}
        and completed_at is null and payload->>'projectId' = ${projectId}`),
    );
    expect(queued[0]!.n).toBe(1);
    await t.runJobs();

    const offeredAt = clock.now().getTime();
    const entryA = await mine(a, projectId);
    expect(entryA).toMatchObject({ state: 'offered', offered_amount: 1000, place: null });
    const until = Date.parse(entryA!.offer_expires_at!);
    expect(until).toBeGreaterThanOrEqual(offeredAt + 29 * MINUTE);
    expect(until).toBeLessThanOrEqual(offeredAt + 31 * MINUTE);
    // b wanted $5,000; $4,000 was left: offered that.
    expect(await mine(b, projectId)).toMatchObject({ state: 'offered', offered_amount: 4000 });
    expect(await mine(c, projectId)).toMatchObject({ state: 'waiting', place: 1 });
    // The offers hold what the reservation gave back: nobody else can take it.
    expect(await projectFigures(t, projectId)).toMatchObject({ raised: 0, reserved: 10_000_00 });
    await expectInvariants();

    const [notice] = await notificationsOf(a.id);
    expect(notice).toMatchObject({ type: 'waitlist_offer', link: `/business/${projectId}/payment` });
    expect(notice!.params).toMatchObject({ amount: 1000, currency: 'USD', wanted: 1000 });
    expect(String(notice!.params.pay_url)).toMatch(new RegExp(`^https?://.+/business/${projectId}/payment$`));
    const mail = rowsOf<{ subject: string; text: string }>(
      await t.db.db.execute(sql`select subject, text from mail_messages m join users u on u.email = m."to"
        where u.id = ${a.id} order by m.created_at desc limit 1`),
    );
    expect(mail[0]!.subject).toContain('is held for you');
    expect(mail[0]!.text).toContain(`/business/${projectId}/payment`);
  });

  it('an offer that lapses goes to the next in line, and the investor is told', async () => {
    const { projectId, reservations } = await fullyReservedBusiness();
    const [a, b] = [await insertInvestor(t), await insertInvestor(t)];
    await joined(a, projectId, 500);
    clock.advance(1000);
    await joined(b, projectId, 500);
    // Only $500 frees: one reservation of $5,000 becomes one of $4,500 in all, by hand.
    await t.db.db
      .update(payments)
      .set({ amountMinor: 4_500_00, reservedMinor: 4_500_00, ...computeFees(4_500_00, DEFAULT_FEE_SCHEDULE, 'card') })
      .where(eq(payments.id, reservations[1]!));
    await t.db.db
      .update(projects)
      .set({ reservedMinor: sql`${projects.reservedMinor} - ${500_00}` })
      .where(eq(projects.id, projectId));
    await t.container.waitlist.settleDue();
    expect(await mine(a, projectId)).toMatchObject({ state: 'offered', offered_amount: 500 });
    expect(await mine(b, projectId)).toMatchObject({ state: 'waiting', place: 1 });

    clock.advance(31 * MINUTE);
    // At rest, an offer past its time is a break the recurring job repairs.
    expect((await checkMoneyInvariants(t.db.db, { now: clock.now(), atRest: true })).map((v) => v.invariant)).toEqual(
      expect.arrayContaining(['states.final']),
    );
    // The reservations themselves lapse too; keep them out of this test.
    await t.db.db
      .update(payments)
      .set({ reservationExpiresAt: new Date(clock.now().getTime() + 30 * MINUTE) })
      .where(eq(payments.projectId, projectId));
    expect(await t.container.waitlist.settleDue()).toBeGreaterThanOrEqual(2);
    expect(await mine(a, projectId)).toBeNull();
    expect(await mine(b, projectId)).toMatchObject({ state: 'offered', offered_amount: 500 });
    const lapsed = await t.db.db
      .select({ state: waitlistEntries.state, held: waitlistEntries.offeredMinor })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.userId, a.id), eq(waitlistEntries.projectId, projectId)));
    expect(lapsed).toEqual([{ state: 'lapsed', held: 0 }]);
    expect((await notificationsOf(a.id)).map((n) => n.type)).toEqual(['waitlist_offer', 'waitlist_offer_lapsed']);
    expect(await projectFigures(t, projectId)).toMatchObject({ reserved: 10_000_00 });
    await expectInvariants();
  });

  it('leaving an offer gives its room back at once, and the next in line is offered it', async () => {
    const { projectId, reservations } = await fullyReservedBusiness();
    const [a, b] = [await insertInvestor(t), await insertInvestor(t)];
    await joined(a, projectId, 5000);
    clock.advance(1000);
    await joined(b, projectId, 2000);
    await expireReservation(reservations[0]!);
    await t.runJobs();
    expect(await mine(a, projectId)).toMatchObject({ state: 'offered', offered_amount: 5000 });

    const left = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/projects/${projectId}/waitlist`,
      headers: a.headers,
    });
    expect(left.statusCode).toBe(204);
    // Released in the leaving transaction itself.
    expect(await projectFigures(t, projectId)).toMatchObject({ reserved: 5_000_00 });
    await expectInvariants();
    await t.runJobs();
    expect(await mine(b, projectId)).toMatchObject({ state: 'offered', offered_amount: 2000 });
    expect(await projectFigures(t, projectId)).toMatchObject({ reserved: 7_000_00 });
    await expectInvariants();
  });

  it('the offered investor pays through the API: the held room becomes their reservation, nobody else can take it', async () => {
    const { projectId, reservations } = await fullyReservedBusiness();
    const [offered, other] = [await insertInvestor(t), await insertInvestor(t)];
    await joined(offered, projectId, 5000);
    await expireReservation(reservations[0]!);
    await t.runJobs();
    expect(await mine(offered, projectId)).toMatchObject({ state: 'offered', offered_amount: 5000 });
    // Someone else: the room is held, the round is full for them.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/',
      headers: other.headers,
      payload: {
        project_id: projectId,
        amount: 100,
        currency: 'usd',
        risk_acknowledged: true,
        kiis_version: 1,
        extra_risk_acknowledged: true,
      },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ROUND_FULL' });
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/',
      headers: offered.headers,
      payload: {
        project_id: projectId,
        amount: 5000,
        currency: 'usd',
        risk_acknowledged: true,
        kiis_version: 1,
        extra_risk_acknowledged: true,
      },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ status: 'pending', amount: 5000 });
    expect(await mine(offered, projectId)).toBeNull();
    // The hold became the reservation: reserved did not move.
    expect(await projectFigures(t, projectId)).toMatchObject({ reserved: 10_000_00 });
    await expectInvariants();
  });

  it('a paused round withdraws its offers, keeping each investor’s place; a refunded one closes its line', async () => {
    const { projectId, reservations } = await fullyReservedBusiness();
    const [a, b] = [await insertInvestor(t), await insertInvestor(t)];
    await joined(a, projectId, 1000);
    clock.advance(1000);
    await joined(b, projectId, 1000);
    await expireReservation(reservations[0]!);
    await t.runJobs();
    expect(await mine(a, projectId)).toMatchObject({ state: 'offered' });

    const pause = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/projects/${projectId}/status`,
      headers: operator.headers,
      payload: { status: 'paused', reason: 'Checking a document' },
    });
    expect(pause.statusCode, pause.body).toBe(200);
    await t.runJobs();
    await t.container.waitlist.settleDue();
    expect(await mine(a, projectId)).toMatchObject({ state: 'waiting', place: 1 });
    expect(await mine(b, projectId)).toMatchObject({ state: 'waiting', place: 2 });
    expect(await projectFigures(t, projectId)).toMatchObject({ reserved: 0 });
    await expectInvariants();

    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/projects/${projectId}/status`,
      headers: operator.headers,
      payload: { status: 'refund_initiated', reason: 'The business withdrew' },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    await t.runJobs();
    await t.container.waitlist.settleDue();
    expect(await mine(a, projectId)).toBeNull();
    const states = await t.db.db
      .select({ state: waitlistEntries.state })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.projectId, projectId));
    expect(states.map((s) => s.state)).toEqual(['closed', 'closed']);
    await expectInvariants();
  });
});

describe('claimOffer', () => {
  it('takes a live offer in the payment’s transaction and answers what it held; nothing otherwise', async () => {
    const { projectId, reservations } = await fullyReservedBusiness();
    const [a, b] = [await insertInvestor(t), await insertInvestor(t)];
    await joined(a, projectId, 1000);
    await expireReservation(reservations[0]!);
    await t.runJobs();
    expect(await mine(a, projectId)).toMatchObject({ state: 'offered', offered_amount: 1000 });

    // Nobody else's offer, and no offer at all, answer 0.
    expect(await t.db.db.transaction((tx) => claimOffer(tx, b.id, projectId, clock.now()))).toBe(0);
    // What checks made before the payment's transaction count as the investor's own room.
    expect(await heldOfferMinor(t.db.db, a.id, projectId, clock.now())).toBe(1_000_00);
    expect(await heldOfferMinor(t.db.db, b.id, projectId, clock.now())).toBe(0);
    expect(await heldOfferMinor(t.db.db, a.id, projectId, new Date(clock.now().getTime() + 31 * MINUTE))).toBe(0);

    // As the payment's transaction does: the offer is claimed, then its reservation takes over the
    // held room (reserved moves by amount − held: here the investor pays $1,000, all of it held).
    const held = await t.db.db.transaction(async (tx) => {
      const claimed = await claimOffer(tx, a.id, projectId, clock.now());
      await reservation(a.id, projectId, 1_000_00, { counted: false, executor: tx });
      await t.container.funding.reserve(tx, projectId, 1_000_00, claimed);
      return claimed;
    });
    expect(held).toBe(1_000_00);
    expect(await mine(a, projectId)).toBeNull();
    // A second claim finds nothing.
    expect(await t.db.db.transaction((tx) => claimOffer(tx, a.id, projectId, clock.now()))).toBe(0);
    // The held $1,000 became the payment's reservation: reserved did not move (the other $5,000
    // reservation and this $1,000; $4,000 of the freed room had nobody waiting for it).
    expect(await projectFigures(t, projectId)).toMatchObject({ reserved: 6_000_00 });
    await expectInvariants();
  });

  it('answers 0 for an offer past its time, and rolls back with the payment that failed', async () => {
    const { projectId, reservations } = await fullyReservedBusiness();
    const a = await insertInvestor(t);
    await joined(a, projectId, 1000);
    await expireReservation(reservations[0]!);
    await t.runJobs();
    const later = new Date(clock.now().getTime() + 31 * MINUTE);
    expect(await t.db.db.transaction((tx) => claimOffer(tx, a.id, projectId, later))).toBe(0);
    expect(await mine(a, projectId)).toMatchObject({ state: 'offered' });

    await expect(
      t.db.db.transaction(async (tx) => {
        expect(await claimOffer(tx, a.id, projectId, clock.now())).toBe(1_000_00);
        throw new Error('the payment failed');
      }),
    ).rejects.toThrow('the payment failed');
    expect(await mine(a, projectId)).toMatchObject({ state: 'offered', offered_amount: 1000 });
  });

  it('is called before the business is locked (lock order)', async () => {
    const { projectId } = await fullyReservedBusiness();
    const a = await insertInvestor(t);
    await expect(
      t.db.db.transaction(async (tx) => {
        await t.container.funding.lock(tx, projectId);
        await claimOffer(tx, a.id, projectId, clock.now());
      }),
    ).rejects.toThrow(LockOrderError);
  });
});

describe('integrity', () => {
  it('reserved counts live offers’ holds; a hold outside an offer is refused by the database', async () => {
    const { projectId, reservations } = await fullyReservedBusiness();
    const a = await insertInvestor(t);
    await joined(a, projectId, 1000);
    await expireReservation(reservations[0]!);
    await t.runJobs();
    await expectInvariants();

    // Reserved that no payment and no offer explains is a break.
    await t.db.db
      .update(projects)
      .set({ reservedMinor: sql`${projects.reservedMinor} + 1` })
      .where(eq(projects.id, projectId));
    const broken = await checkMoneyInvariants(t.db.db, { now: clock.now() });
    expect(broken.map((v) => v.invariant)).toEqual(['raise.reserved']);
    expect(broken[0]!.detail).toMatchObject({ id: projectId, offers: '100000' });
    await t.db.db
      .update(projects)
      .set({ reservedMinor: sql`${projects.reservedMinor} - 1` })
      .where(eq(projects.id, projectId));

    // A waiting entry holding room, or an offer holding none, cannot be stored.
    const refused = async (statement: ReturnType<typeof sql>) =>
      t.db.db.execute(statement).then(
        () => 'stored',
        (error: { cause?: { constraint?: string } }) => error.cause?.constraint ?? String(error),
      );
    expect(await refused(sql`update waitlist_entries set state = 'waiting' where project_id = ${projectId}`)).toMatch(
      /waitlist_entries_offer_check/,
    );
    expect(await refused(sql`update waitlist_entries set offered_minor = 0 where project_id = ${projectId}`)).toMatch(
      /waitlist_entries_offer_check/,
    );
    await expectInvariants();
  });
});

describe('the e-mails', () => {
  it('say what is held, until when, and link to the payment page, in every language', () => {
    const params = {
      project_id: 'cafe',
      project_name: 'Saigon Bean',
      currency: 'USD',
      amount: 1200,
      wanted: 1500,
      offer_expires_at: '2026-11-26T14:32:00.000Z',
      pay_url: 'https://grove.example/business/cafe/payment',
    };
    for (const language of LANGUAGES) {
      const offer = renderMail(language, 'notification', { type: 'waitlist_offer', params, name: 'Lan' });
      const lapsed = renderMail(language, 'notification', { type: 'waitlist_offer_lapsed', params, name: 'Lan' });
      for (const mail of [offer, lapsed]) {
        expect(mail.subject).toContain('Saigon Bean');
        expect(mail.text).not.toMatch(/undefined|null|NaN|\{|\}|\[object/);
      }
      expect(offer.text).toContain('https://grove.example/business/cafe/payment');
      expect(offer.html).toContain('href="https://grove.example/business/cafe/payment"');
      expect(offer.text).toContain('2026');
    }
    expect(renderMail('en', 'notification', { type: 'waitlist_offer', params, name: null }).text).toContain(
      'it is held for you: $1,200.00 of the $1,500.00 you asked for.',
    );
  });
});

describe('the console', () => {
  it('lists a business’s waitlist for operators only', async () => {
    const { projectId, reservations } = await fullyReservedBusiness();
    const [a, b] = [await insertInvestor(t), await insertInvestor(t)];
    await joined(a, projectId, 1000);
    clock.advance(1000);
    await joined(b, projectId, 300);
    await expireReservation(reservations[0]!);
    await t.runJobs();
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/projects/${projectId}/waitlist`,
      headers: operator.headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const list = adminWaitlistSchema.parse(answer.json());
    expect(list).toMatchObject({ waiting: 0, held: 1300 });
    expect(list.entries.map((e) => [e.investor.email, e.state, e.amount, e.offered_amount])).toEqual([
      [a.email, 'offered', 1000, 1000],
      [b.email, 'offered', 300, 300],
    ]);
    const investor = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/projects/${projectId}/waitlist`,
      headers: a.headers,
    });
    expect(investor.statusCode).toBe(403);
  });
});

describe('two releases at once', () => {
  it('never offer the same room twice (PostgreSQL: two transactions race)', async () => {
    const projectId = await business({ targetMinor: 4_000_00, ticketMaxMinor: 4_000_00 });
    const holders = await Promise.all([1, 2, 3, 4].map(() => insertInvestor(t)));
    const held = [];
    for (const holder of holders) held.push(await reservation(holder.id, projectId, 1_000_00));
    const waiting: Investor[] = [];
    for (let n = 0; n < 6; n += 1) {
      const investor = await insertInvestor(t);
      await joined(investor, projectId, 1000);
      clock.advance(10);
      waiting.push(investor);
    }
    // Two reservations end at once, and two offer jobs run at once for the same business.
    await t.db.db
      .update(payments)
      .set({ reservationExpiresAt: new Date(clock.now().getTime() - 1) })
      .where(eq(payments.projectId, projectId));
    await Promise.all([
      t.container.payments.expireReservations(),
      t.container.payments.expireReservations(),
      t.container.waitlist.settleLine(projectId),
      t.container.waitlist.settleLine(projectId),
    ]);
    await Promise.all([t.container.waitlist.settleLine(projectId), t.container.waitlist.settleLine(projectId)]);
    await t.runJobs();

    const entries = await t.db.db
      .select({ state: waitlistEntries.state, held: waitlistEntries.offeredMinor })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.projectId, projectId));
    const offered = entries.filter((e) => e.state === 'offered');
    // $4,000 freed: four offers of $1,000, in arrival order; nobody offered twice.
    expect(offered).toHaveLength(4);
    expect(offered.reduce((sum, e) => sum + e.held, 0)).toBe(4_000_00);
    for (const investor of waiting.slice(0, 4)) {
      expect(await mine(investor, projectId)).toMatchObject({ state: 'offered', offered_amount: 1000 });
    }
    expect(await mine(waiting[4]!, projectId)).toMatchObject({ state: 'waiting', place: 1 });
    expect(await projectFigures(t, projectId)).toMatchObject({ raised: 0, reserved: 4_000_00 });
    await expectInvariants();
  });
});
