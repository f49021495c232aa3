import {
  amountProblem,
  finalityBlock,
  formatMinor,
  hasOpened,
  minimumToSucceedMinor,
  normalizeLanguage,
  OPEN_RAISE_STATUSES,
  takesMoney,
  type AmountProblem,
  type BusinessStatus,
  type FinalityBlock,
  type TicketRules,
} from '@grove/contracts';
import type { Db, Executor, Tx } from '../../db/client.js';
import { enqueueJob, JOB_PRIORITY } from '../../jobs/queue.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../audit/audit.service.js';
import type { PreparedPosting } from '../ledger/ledger.service.js';
import { notify } from '../notifications/notifications.service.js';
import { queueWaitlistOffers } from '../waitlist/waitlist.service.js';
import {
  countPaymentsOfProject,
  countReservedCapture,
  findRaise,
  listInvestorsAndFollowers,
  lockRaise,
  raiseClaims,
  reserveRoom,
  updateRaise,
  type Raise,
} from './funding.repository.js';

export type { Raise } from './funding.repository.js';

/** Why the platform moved a raise on its own; the notification texts translate these codes. */
export const FUNDING_REASONS = {
  /** A cancellation within its window took a funded raise below its minimum: it takes money again. */
  reopened: 'reopened_below_minimum',
  refunded: 'every investment refunded',
} as const;

/** The amount rules of a raise as its figures stand (what remains counts live reservations). */
export function ticketRules(raise: Raise): TicketRules {
  return {
    minMinor: raise.ticketMinMinor,
    maxMinor: raise.ticketMaxMinor,
    stepMinor: raise.ticketStepMinor,
    remainingMinor: Math.max(0, raise.targetMinor - raise.raisedMinor - raise.reservedMinor),
  };
}

/** "10 March 2026 at 12:00 UTC": a time in a refusal's detail, with its zone. */
const inUtc = (date: Date) =>
  `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date)} UTC`;

/** A refused amount, its detail naming the rule and its numbers. */
export function refuseAmount(problem: AmountProblem, currency: string): AppError {
  const money = (minor: number) => formatMinor(minor, currency);
  switch (problem.code) {
    case 'AMOUNT_NOT_POSITIVE':
      return new AppError(problem.code, 'The amount must be greater than zero.');
    case 'AMOUNT_BELOW_MINIMUM':
      return new AppError(problem.code, `The minimum investment is ${money(problem.minMinor)}.`);
    case 'AMOUNT_ABOVE_MAXIMUM':
      return new AppError(problem.code, `The maximum investment is ${money(problem.maxMinor)}.`);
    case 'AMOUNT_NOT_IN_STEPS':
      return new AppError(
        problem.code,
        `The amount must be ${money(problem.minMinor)} plus a multiple of ${money(problem.stepMinor)}.`,
      );
    case 'AMOUNT_ABOVE_REMAINING':
      return new AppError(problem.code, `Only ${money(problem.remainingMinor)} of the target remains.`);
    case 'AMOUNT_MUST_CLOSE_ROUND':
      return new AppError(
        problem.code,
        `Only ${money(problem.remainingMinor)} remains, below the minimum: invest exactly ${money(problem.remainingMinor)} to close the round.`,
      );
    case 'ROUND_FULL':
      return new AppError(problem.code, 'This round is fully reserved or funded.');
  }
}

/** The job that tells a raise's investors and followers what happened to it, a page at a time. */
export const FUNDING_AUDIENCE_JOB = 'funding.tell-audience';
const AUDIENCE_PAGE = 200;

/** What the audience job is told: the change, and where the previous page ended. */
export interface AudienceEvent {
  projectId: string;
  event: { type: 'project_funded' } | { type: 'project_status_changed'; status: BusinessStatus; reason: string | null };
  /** The raise's deadline when the change happened (a reopened raise's notice names it). */
  fundingEnd: string | null;
  includeRefunded: boolean;
  /** The last user id of the page before (users are taken in id order); null for the first. */
  after: string | null;
}

/**
 * One page of a raise's audience told, in one transaction with the next page's job: a crash
 * before the job is marked done repeats at most this page's notices, never loses one.
 */
export async function tellAudiencePage(db: Db, payload: AudienceEvent): Promise<number> {
  return db.transaction(async (tx) => {
    const raise = await findRaise(tx, payload.projectId);
    if (!raise) return 0;
    const people = await listInvestorsAndFollowers(tx, raise.id, {
      includeRefunded: payload.includeRefunded,
      after: payload.after,
      limit: AUDIENCE_PAGE,
    });
    const { event } = payload;
    for (const person of people) {
      const projectName = raise.name[normalizeLanguage(person.language)];
      await notify(tx, {
        user: person,
        type: event.type,
        params:
          event.type === 'project_funded'
            ? { project_id: raise.id, project_name: projectName }
            : {
                project_id: raise.id,
                project_name: projectName,
                status: event.status,
                reason: event.reason,
                ...(event.status === 'fundraising' ? { funding_end: payload.fundingEnd } : {}),
              },
        link: `/business/${raise.id}`,
      });
    }
    if (people.length === AUDIENCE_PAGE) {
      const next: AudienceEvent = { ...payload, after: people.at(-1)!.id };
      await enqueueJob(tx, FUNDING_AUDIENCE_JOB, { ...next }, { maxAttempts: 10, priority: JOB_PRIORITY.bulk });
    }
    return people.length;
  });
}

/**
 * The funding of a raise (docs/architecture.md, "Money invariants"): reserving and releasing
 * room in it, counting captured money in and out, closing it when full and reopening it when a
 * cancellation takes it below its minimum, and ending a refunded round. Every change happens in
 * the caller's transaction with the business locked (`lock`, rank 2 of db/lock-order.ts), so the
 * rules are checked on figures nobody else can change meanwhile.
 */
export function createFundingService({ clock }: { clock: Clock }) {
  const now = () => clock.now();

  /**
   * The locked raise's figures as they are now in this transaction (an earlier step of it may
   * have changed them); no second lock is taken.
   */
  async function current(tx: Tx, locked: Raise): Promise<Raise> {
    return (await findRaise(tx, locked.id)) ?? locked;
  }

  /** Why the raise does not take this amount now, or null. */
  function refusal(raise: Raise, amountMinor: number): AppError | null {
    if (!raise.publishedAt) return new AppError('PROJECT_NOT_FOUND', 'Project not found');
    if (!OPEN_RAISE_STATUSES.includes(raise.status)) {
      return new AppError('PROJECT_NOT_ACCEPTING', `This business is not raising money (status: ${raise.status}).`);
    }
    if (!hasOpened(raise, now())) {
      // Its own code, so a page loaded early says when, not "closed" (issue 24).
      return new AppError('PROJECT_NOT_OPEN_YET', `This raise opens on ${inUtc(raise.opensAt!)}.`);
    }
    if (!takesMoney(raise, now())) {
      return new AppError('PROJECT_NOT_ACCEPTING', 'This raise has reached its deadline and takes no more money.');
    }
    const problem = amountProblem(amountMinor, ticketRules(raise));
    return problem ? refuseAmount(problem, raise.currency) : null;
  }

  /**
   * Tells a raise's investors and followers, after the commit: the change is queued in the
   * caller's transaction and a job notifies them a page at a time (`tellAudiencePage`), so a
   * round that closes with thousands of investors holds its business's lock no longer than one
   * with three (issue 24).
   */
  async function tellAudience(
    tx: Tx,
    raise: Raise,
    event: AudienceEvent['event'],
    options: { includeRefunded?: boolean } = {},
  ): Promise<void> {
    const payload: AudienceEvent = {
      projectId: raise.id,
      event,
      fundingEnd: raise.fundingEnd?.toISOString() ?? null,
      includeRefunded: options.includeRefunded ?? false,
      after: null,
    };
    await enqueueJob(tx, FUNDING_AUDIENCE_JOB, { ...payload }, { maxAttempts: 10, priority: JOB_PRIORITY.bulk });
  }

  /**
   * Closes a raise as funded. If it closes before its deadline, funding_end records the close
   * (the payout schedule counts from it) and the deadline is kept, for a reopening.
   */
  async function close(tx: Tx, raise: Raise): Promise<void> {
    const at = now();
    const early = raise.fundingEnd === null || raise.fundingEnd > at;
    await updateRaise(
      tx,
      raise.id,
      { status: 'funded', ...(early ? { fundingEnd: at, deadlineBeforeClose: raise.fundingEnd } : {}) },
      at,
    );
  }

  /** A funded raise back below its minimum takes money again, until its deadline. */
  async function reopen(tx: Tx, raise: Raise, raisedMinor: number): Promise<void> {
    const at = now();
    const deadline = raise.deadlineBeforeClose ?? raise.fundingEnd;
    await updateRaise(tx, raise.id, { status: 'fundraising', fundingEnd: deadline, deadlineBeforeClose: null }, at);
    await recordAudit(tx, {
      actorId: null,
      action: 'project.status',
      targetType: 'project',
      targetId: raise.id,
      before: { status: raise.status, raised_minor: raise.raisedMinor },
      after: {
        status: 'fundraising',
        raised_minor: raisedMinor,
        minimum_minor: minimumToSucceedMinor(raise),
        funding_end: deadline?.toISOString() ?? null,
        reason: FUNDING_REASONS.reopened,
      },
    });
    await tellAudience(
      tx,
      { ...raise, fundingEnd: deadline },
      { type: 'project_status_changed', status: 'fundraising', reason: FUNDING_REASONS.reopened },
    );
  }

  return {
    find: findRaise,
    /** Locks the business (rank 2 of db/lock-order.ts) and answers its raise. */
    lock: (executor: Executor, id: string) => lockRaise(executor, id),
    /** Locks the raise, or null when another transaction holds it (a second worker skips it). */
    lockIfFree: (executor: Executor, id: string) => lockRaise(executor, id, { skipLocked: true }),
    listAudience: listInvestorsAndFollowers,
    ticketRules,

    takesMoney: (raise: Raise) => takesMoney(raise, now()),

    refusal,

    /**
     * Holds room for an amount against the target, in one conditional statement that the caller
     * makes the last of its transaction (the business is locked from it to the commit); throws
     * with the rule broken when the raise does not take the amount. `heldMinor`: room already held
     * for this investor, taken over.
     */
    async reserve(tx: Tx, projectId: string, amountMinor: number, heldMinor = 0): Promise<void> {
      if (await reserveRoom(tx, { id: projectId, amountMinor, heldMinor, at: now() })) return;
      // Refused: say why, from the figures as they are now (read, not locked).
      const raise = await findRaise(tx, projectId);
      if (!raise) throw new AppError('PROJECT_NOT_FOUND', 'Project not found');
      const held = { ...raise, reservedMinor: raise.reservedMinor - heldMinor };
      throw refusal(held, amountMinor) ?? refuseAmount({ code: 'ROUND_FULL' }, raise.currency);
    },

    /** Gives held room back (the raise locked); whoever waits in its waitlist is offered it next. */
    async release(tx: Tx, raise: Raise, amountMinor: number): Promise<void> {
      if (amountMinor <= 0) return;
      await updateRaise(tx, raise.id, { reservedDeltaMinor: -amountMinor }, now());
      await queueWaitlistOffers(tx, raise.id);
    },

    /** Holds room for waitlist offers (the raise locked; the CHECK refuses overfunding). */
    async hold(tx: Tx, raise: Raise, amountMinor: number): Promise<void> {
      if (amountMinor > 0) await updateRaise(tx, raise.id, { reservedDeltaMinor: amountMinor }, now());
    },

    /**
     * Whether captured money counts for the raise (the raise locked): when it had room reserved
     * in a raise still open or just closed, or, without a reservation (it lapsed), when the raise
     * takes money and has the room. Otherwise it is `late` and goes back to the payer.
     */
    async admits(
      tx: Tx,
      locked: Raise,
      money: { amountMinor: number; reservedMinor: number },
    ): Promise<'counted' | 'late'> {
      const raise = await current(tx, locked);
      const reservedInTime =
        money.reservedMinor > 0 && (OPEN_RAISE_STATUSES.includes(raise.status) || raise.status === 'funded');
      const roomNow =
        money.reservedMinor === 0 &&
        takesMoney(raise, now()) &&
        raise.targetMinor - raise.raisedMinor - raise.reservedMinor >= money.amountMinor;
      return reservedInTime || roomNow ? 'counted' : 'late';
    },

    /**
     * Counts money `admits` accepted, once its payment holds it (so the investor count and the
     * audience include the payer): raised grows, the reservation becomes raised money, and the
     * round closes when the target is reached, telling investors and followers.
     */
    async count(tx: Tx, locked: Raise, money: { amountMinor: number; reservedMinor: number }): Promise<void> {
      const raise = await current(tx, locked);
      await updateRaise(
        tx,
        raise.id,
        { raisedDeltaMinor: money.amountMinor, reservedDeltaMinor: -money.reservedMinor },
        now(),
      );
      if (raise.raisedMinor + money.amountMinor >= raise.targetMinor && OPEN_RAISE_STATUSES.includes(raise.status)) {
        await close(tx, raise);
        await tellAudience(tx, raise, { type: 'project_funded' });
      }
    },

    /**
     * `admits` and `count` for money that had room reserved, without locking the business first:
     * one call, the capture's last statement, counts it if the raise is still open or just funded
     * (closing it at its target) and writes its ledger posting (`posting`, prepared beforehand;
     * null when it could not be, and the caller then posts it). False, having changed nothing,
     * when the raise no longer admits reserved money; the caller then applies the capture with the
     * business locked first, which books it as late.
     */
    async countReserved(
      tx: Tx,
      payment: { id: string; projectId: string; userId: string; amountMinor: number; reservedMinor: number },
      posting: PreparedPosting | null,
    ): Promise<boolean> {
      const counted = await countReservedCapture(
        tx,
        {
          id: payment.projectId,
          paymentId: payment.id,
          userId: payment.userId,
          amountMinor: payment.amountMinor,
          reservedMinor: payment.reservedMinor,
          at: now(),
        },
        posting ?? { keys: [], transactions: [], entries: [] },
      );
      if (!counted) return false;
      if (counted.closed) {
        const raise = await findRaise(tx, payment.projectId);
        if (raise) await tellAudience(tx, raise, { type: 'project_funded' });
      }
      return true;
    },

    /**
     * Money that no longer counts, once its payment no longer holds it (a cancellation, a refund
     * or a chargeback; the raise locked). A funded raise that falls below its minimum reopens
     * until its deadline; the deadline job then applies all or nothing.
     */
    async uncapture(tx: Tx, locked: Raise, amountMinor: number): Promise<{ reopened: boolean }> {
      const raise = await current(tx, locked);
      const raisedMinor = raise.raisedMinor - amountMinor;
      await updateRaise(tx, raise.id, { raisedDeltaMinor: -amountMinor }, now());
      await queueWaitlistOffers(tx, raise.id);
      if (raise.status === 'funded' && raisedMinor < minimumToSucceedMinor(raise)) {
        await reopen(tx, raise, raisedMinor);
        return { reopened: true };
      }
      return { reopened: false };
    },

    /** An operator's or the deadline job's move (the raise locked); `funded` closes it. */
    async setStatus(tx: Tx, locked: Raise, to: BusinessStatus, fundingEnd?: Date): Promise<void> {
      if (to === 'funded') return close(tx, await current(tx, locked));
      const raise = locked;
      await updateRaise(tx, raise.id, { status: to, ...(fundingEnd ? { fundingEnd } : {}) }, now());
    },

    /**
     * A raise being refunded ends `refund_completed` once no payment holds or awaits money; its
     * investors and followers are told. Called after every change to a payment of such a raise.
     */
    async settleRefundedRound(tx: Tx, locked: Raise): Promise<boolean> {
      const projectId = locked.id;
      const raise = await current(tx, locked);
      if (raise.status !== 'refund_initiated') return false;
      if ((await countPaymentsOfProject(tx, projectId, ['pending', 'processing', 'succeeded', 'refunding'])) > 0) {
        return false;
      }
      await updateRaise(tx, projectId, { status: 'refund_completed' }, now());
      await recordAudit(tx, {
        actorId: null,
        action: 'project.status',
        targetType: 'project',
        targetId: projectId,
        before: { status: 'refund_initiated' },
        after: { status: 'refund_completed', reason: FUNDING_REASONS.refunded },
      });
      await tellAudience(
        tx,
        raise,
        { type: 'project_status_changed', status: 'refund_completed', reason: null },
        { includeRefunded: true },
      );
      return true;
    },

    /** Whether the raise's money is final, and what holds it back (PRODUCT.md 20). */
    async finality(
      executor: Executor,
      raise: Raise,
    ): Promise<{ block: FinalityBlock | null; cancellableUntil: Date | null }> {
      const claims = await raiseClaims(executor, raise.id);
      const at = now();
      return {
        block: finalityBlock(raise, claims, at),
        cancellableUntil: claims.cancellableUntil && claims.cancellableUntil > at ? claims.cancellableUntil : null,
      };
    },
  };
}

export type FundingService = ReturnType<typeof createFundingService>;
