import {
  amountProblem,
  formatMinor,
  fromMinorUnits,
  fullyReserved,
  normalizeLanguage,
  OPEN_RAISE_STATUSES,
  waitlistOfferMinor,
  type AdminWaitlist,
  type BusinessStatus,
  type MyWaitlistAnswer,
  type MyWaitlistList,
  type WaitlistEntry,
} from '@grove/contracts';
import type { Db, Executor, Tx } from '../../db/client.js';
import { enqueueJob } from '../../jobs/queue.js';
import type { Clock } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { parseMoneyInput } from '../../lib/money-input.js';
import { refuseAmount, type FundingService, type Raise } from '../funding/funding.service.js';
import { notify } from '../notifications/notifications.service.js';
import {
  countWaiting,
  countWaitingAhead,
  findInvestor,
  findLiveEntry,
  findUsers,
  hasWaiting,
  insertEntry,
  listEntriesOfProject,
  listLinesToSettle,
  listLiveEntriesOfUser,
  lockLiveEntries,
  lockOwnLiveEntry,
  moveEntry,
  type WaitlistRow,
} from './waitlist.repository.js';

/** Offers the free room of one business to its waitlist (queued whenever room is freed). */
export const WAITLIST_OFFER_JOB = 'waitlist.offer';
/** Recurring: offers that ran out, lines of raises that stopped, room nobody offered yet. */
export const WAITLIST_SETTLE_JOB = 'waitlist.settle';

/** A raise in these statuses may take money again later: its line waits (paused, or funded and able to reopen). */
const MAY_TAKE_MONEY_AGAIN: readonly BusinessStatus[] = [...OPEN_RAISE_STATUSES, 'paused', 'funded'];

/**
 * Queues the offer job of a business whose room was just freed, in the caller's transaction (a
 * released reservation, money taken back): only when someone waits, so a launch without a
 * waitlist queues nothing. Called by the funding module; the job decides with the line locked.
 */
export async function queueWaitlistOffers(tx: Tx, projectId: string): Promise<void> {
  if (await hasWaiting(tx, projectId)) await enqueueJob(tx, WAITLIST_OFFER_JOB, { projectId });
}

/**
 * Takes the investor's waitlist offer for the business, inside the transaction that creates
 * their payment: locks their live entry (rank 1½ of db/lock-order.ts, so BEFORE the business is
 * locked or reserved in), and if it is `offered` and not past `offer_expires_at` marks it `taken`.
 * Answers the room the offer held, in minor units, or 0 when there is no such offer. The held
 * room stays in the business's `reserved_minor`: the payment's reservation takes it over (reserved
 * moves by amount − held), in the same transaction; if that fails, rolling back restores the offer.
 */
export async function claimOffer(tx: Tx, userId: string, projectId: string, now: Date): Promise<number> {
  const entry = await lockOwnLiveEntry(tx, userId, projectId);
  if (!entry || entry.state !== 'offered' || !entry.offerExpiresAt || entry.offerExpiresAt <= now) return 0;
  const taken = await moveEntry(tx, entry.id, 'offered', { state: 'taken', offeredMinor: 0 }, now);
  return taken ? entry.offeredMinor : 0;
}

/**
 * The room the investor's live waitlist offer holds in the business now (minor units; 0 when
 * none or past its time), read without a lock: for checks made before the payment's transaction
 * (an early refusal, the terms the payment page explains), which would otherwise count the
 * investor's own held room against them. `claimOffer` decides, in the transaction.
 */
export async function heldOfferMinor(
  executor: Executor,
  userId: string,
  projectId: string,
  now: Date,
): Promise<number> {
  const entry = await findLiveEntry(executor, userId, projectId);
  if (!entry || entry.state !== 'offered' || !entry.offerExpiresAt || entry.offerExpiresAt <= now) return 0;
  return entry.offeredMinor;
}

export interface WaitlistServiceDeps {
  db: Db;
  clock: Clock;
  funding: Pick<FundingService, 'find' | 'lock' | 'takesMoney' | 'ticketRules' | 'release' | 'hold'>;
  /** How long an offer holds room: the reservation window (RESERVATION_MINUTES). */
  reservationMinutes: number;
  /** The site's address: the offer's e-mail links to the payment page. */
  publicUrl: string;
  /** The public catalogue's cache (a business's waitlist count), after each commit that changes it. */
  catalogueChanged: () => void;
}

/**
 * The waitlist of a fully reserved round (issue 24; docs/architecture.md, "The waitlist"):
 * joining and leaving, offering freed room in arrival order (an offer holds room in the
 * business's reserved amount until it is taken or lapses), and the console's view.
 */
export function createWaitlistService(deps: WaitlistServiceDeps) {
  const { db, funding } = deps;
  const now = () => deps.clock.now();

  async function present(executor: Executor, row: WaitlistRow, currency: string): Promise<WaitlistEntry> {
    const major = (minor: number) => fromMinorUnits(minor, currency);
    const waiting = row.state === 'waiting';
    const ahead = waiting ? await countWaitingAhead(executor, row) : 0;
    const offered = row.state === 'offered';
    return {
      id: row.id,
      project_id: row.projectId,
      state: row.state,
      currency,
      amount: major(row.amountMinor),
      place: waiting ? ahead + 1 : null,
      ahead,
      offered_amount: offered ? major(row.offeredMinor) : null,
      offer_expires_at: offered ? (row.offerExpiresAt?.toISOString() ?? null) : null,
      joined_at: row.createdAt.toISOString(),
    };
  }

  async function publishedRaise(projectId: string): Promise<Raise> {
    const raise = await funding.find(db, projectId);
    if (!raise || !raise.publishedAt) throw new AppError('PROJECT_NOT_FOUND', 'Project not found');
    return raise;
  }

  const payLink = (projectId: string) => `/business/${encodeURIComponent(projectId)}/payment`;

  /**
   * Settles one business's line in one transaction, its live entries locked in arrival order and
   * then the business: offers past their time lapse, a raise that stopped taking money withdraws
   * its offers (and closes its line once it can never take money again), and the free room
   * (target − raised − reserved, counting what lapsed) is offered to the waiting entries in
   * arrival order, each the largest valid ticket up to its amount (`waitlistOfferMinor`; an entry
   * with none is passed over and keeps its place). Holds move reserved in the same transaction.
   */
  async function settleLine(projectId: string): Promise<{ offered: number; lapsed: number; closed: number }> {
    const outcome = { offered: 0, lapsed: 0, closed: 0 };
    const notices: { entry: WaitlistRow; offerMinor: number; expiresAt: Date | null }[] = [];
    await db.transaction(async (tx) => {
      const entries = await lockLiveEntries(tx, projectId);
      if (entries.length === 0) return;
      const raise = await funding.lock(tx, projectId);
      if (!raise) return;
      const at = now();
      const takes = funding.takesMoney(raise);
      const finished = !MAY_TAKE_MONEY_AGAIN.includes(raise.status);
      let releasedMinor = 0;
      const waiting: WaitlistRow[] = [];
      for (const entry of entries) {
        if (entry.state === 'offered') {
          if (takes && entry.offerExpiresAt && entry.offerExpiresAt > at) continue;
          // Ran out; or the raise stopped: a paused or closed round keeps the investor's place.
          const to = takes ? 'lapsed' : finished ? 'closed' : 'waiting';
          await moveEntry(tx, entry.id, 'offered', { state: to, offeredMinor: 0 }, at);
          releasedMinor += entry.offeredMinor;
          if (to === 'lapsed') {
            outcome.lapsed += 1;
            notices.push({ entry, offerMinor: entry.offeredMinor, expiresAt: null });
          }
          if (to === 'closed') outcome.closed += 1;
        } else if (finished) {
          await moveEntry(tx, entry.id, 'waiting', { state: 'closed', offeredMinor: 0 }, at);
          outcome.closed += 1;
        } else {
          waiting.push(entry);
        }
      }
      let heldMinor = 0;
      if (takes) {
        let roomMinor = raise.targetMinor - raise.raisedMinor - (raise.reservedMinor - releasedMinor);
        const rules = funding.ticketRules(raise);
        const expiresAt = new Date(at.getTime() + deps.reservationMinutes * 60_000);
        for (const entry of waiting) {
          if (roomMinor <= 0) break;
          const offerMinor = waitlistOfferMinor(entry.amountMinor, { ...rules, remainingMinor: roomMinor });
          if (offerMinor === 0) continue;
          await moveEntry(
            tx,
            entry.id,
            'waiting',
            { state: 'offered', offeredMinor: offerMinor, offerExpiresAt: expiresAt },
            at,
          );
          roomMinor -= offerMinor;
          heldMinor += offerMinor;
          outcome.offered += 1;
          notices.push({ entry, offerMinor, expiresAt });
        }
      }
      if (heldMinor > releasedMinor) await funding.hold(tx, raise, heldMinor - releasedMinor);
      if (releasedMinor > heldMinor) await funding.release(tx, raise, releasedMinor - heldMinor);

      const people = new Map(
        (
          await findUsers(
            tx,
            notices.map((n) => n.entry.userId),
          )
        ).map((u) => [u.id, u]),
      );
      for (const notice of notices) {
        const user = people.get(notice.entry.userId);
        if (!user) continue;
        const major = (minor: number) => fromMinorUnits(minor, raise.currency);
        const common = {
          project_id: raise.id,
          project_name: raise.name[normalizeLanguage(user.language)],
          currency: raise.currency,
          amount: major(notice.offerMinor),
        };
        await notify(
          tx,
          notice.expiresAt
            ? {
                user,
                type: 'waitlist_offer',
                params: {
                  ...common,
                  wanted: major(notice.entry.amountMinor),
                  offer_expires_at: notice.expiresAt.toISOString(),
                  pay_url: new URL(payLink(raise.id), deps.publicUrl).toString(),
                },
                link: payLink(raise.id),
              }
            : {
                user,
                type: 'waitlist_offer_lapsed',
                params: common,
                link: `/business/${encodeURIComponent(raise.id)}`,
              },
        );
      }
    });
    if (outcome.offered + outcome.lapsed + outcome.closed > 0) deps.catalogueChanged();
    return outcome;
  }

  return {
    /**
     * Joins the waitlist of a fully reserved round: an investor who passed the quiz and identity
     * verification, an amount that is a valid ticket against what is not yet raised, and no room
     * free now (else 409 ROUND_HAS_ROOM: invest instead). One live place per investor.
     */
    async join(userId: string, projectId: string, input: { amount: number | string }): Promise<WaitlistEntry> {
      const investor = await findInvestor(db, userId);
      if (!investor) throw new AppError('UNAUTHORIZED', 'Please sign in.');
      if (investor.onboardingStatus !== 'passed') {
        throw new AppError('QUIZ_NOT_PASSED', 'Please take the risk quiz before joining a waitlist.');
      }
      if (investor.kycStatus !== 'passed') {
        throw new AppError('IDENTITY_NOT_VERIFIED', 'Please verify your identity before joining a waitlist.');
      }
      const raise = await publishedRaise(projectId);
      if (!funding.takesMoney(raise)) {
        throw new AppError('PROJECT_NOT_ACCEPTING', 'This business is not raising money now.');
      }
      const { amountMinor } = parseMoneyInput(input.amount, raise.currency);
      // The ticket rules against what is not raised yet: the room the line waits for.
      const problem = amountProblem(amountMinor, {
        ...funding.ticketRules(raise),
        remainingMinor: Math.max(0, raise.targetMinor - raise.raisedMinor),
      });
      if (problem) throw refuseAmount(problem, raise.currency);
      if (!fullyReserved(raise)) {
        const free = raise.targetMinor - raise.raisedMinor - raise.reservedMinor;
        throw new AppError(
          'ROUND_HAS_ROOM',
          `${formatMinor(free, raise.currency)} of this round is free: invest now instead of joining the waitlist.`,
        );
      }
      let row: WaitlistRow;
      try {
        row = await insertEntry(db, { projectId, userId, amountMinor, at: now() });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw new AppError('WAITLIST_ALREADY_JOINED', 'You are already on the waitlist of this business.');
      }
      deps.catalogueChanged();
      return present(db, row, raise.currency);
    },

    /** The caller's live place in the business's line, or null. */
    async mine(userId: string, projectId: string): Promise<MyWaitlistAnswer> {
      // A business not (yet) published has nobody in line: an operator previewing a draft's page
      // is told so, not "not found".
      const found = await funding.find(db, projectId);
      if (found && !found.publishedAt) return { entry: null };
      const raise = await publishedRaise(projectId);
      const row = await findLiveEntry(db, userId, projectId);
      return { entry: row ? await present(db, row, raise.currency) : null };
    },

    /** Every live place of the caller (Explore's cards show theirs). */
    async listMine(userId: string): Promise<MyWaitlistList> {
      const rows = await listLiveEntriesOfUser(db, userId);
      const entries: WaitlistEntry[] = [];
      for (const row of rows) {
        const raise = await funding.find(db, row.projectId);
        if (raise) entries.push(await present(db, row, raise.currency));
      }
      return { entries };
    },

    /**
     * Leaves the line. Leaving an offer gives its room back in the same transaction (the entry,
     * then the business, in the lock order), and the next in line is offered it.
     */
    async leave(userId: string, projectId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const entry = await lockOwnLiveEntry(tx, userId, projectId);
        if (!entry) throw new AppError('WAITLIST_ENTRY_NOT_FOUND', 'You are not on the waitlist of this business.');
        const at = now();
        if (entry.state === 'offered') {
          const raise = await funding.lock(tx, projectId);
          await moveEntry(tx, entry.id, 'offered', { state: 'left', offeredMinor: 0 }, at);
          // Releasing queues the offer job for whoever waits next.
          if (raise) await funding.release(tx, raise, entry.offeredMinor);
        } else {
          await moveEntry(tx, entry.id, 'waiting', { state: 'left', offeredMinor: 0 }, at);
        }
      });
      deps.catalogueChanged();
    },

    settleLine,

    /** Job: settles every line with something to do (offers past their time first of all). */
    async settleDue(limit = 100): Promise<number> {
      let settled = 0;
      for (const projectId of await listLinesToSettle(db, now(), limit)) {
        const outcome = await settleLine(projectId);
        settled += outcome.offered + outcome.lapsed + outcome.closed;
      }
      return settled;
    },

    /** How many wait in the business's line (its public page). */
    waitingCount: (projectId: string) => countWaiting(db, projectId),

    /** The console: every entry of the business in arrival order, with its place while waiting. */
    async ofProject(projectId: string): Promise<AdminWaitlist | null> {
      const raise = await funding.find(db, projectId);
      if (!raise) return null;
      const major = (minor: number) => fromMinorUnits(minor, raise.currency);
      let place = 0;
      let heldMinor = 0;
      const entries = (await listEntriesOfProject(db, projectId)).map(({ entry, name, email }) => {
        if (entry.state === 'offered') heldMinor += entry.offeredMinor;
        return {
          id: entry.id,
          place: entry.state === 'waiting' ? (place += 1) : null,
          investor: { id: entry.userId, name, email },
          amount: major(entry.amountMinor),
          state: entry.state,
          offered_amount: entry.state === 'offered' ? major(entry.offeredMinor) : null,
          offer_expires_at: entry.offerExpiresAt?.toISOString() ?? null,
          joined_at: entry.createdAt.toISOString(),
          updated_at: entry.updatedAt.toISOString(),
        };
      });
      return { project_id: raise.id, currency: raise.currency, waiting: place, held: major(heldMinor), entries };
    },
  };
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;
