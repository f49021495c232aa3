import {
  amountProblem,
  CANCELLATION_DAYS,
  computeFees,
  extraAckThresholdMinor,
  formatMinor,
  fromMinorUnits,
  isOpenPayment,
  maxAcceptedAmount,
  normalizeLanguage,
  progressOf,
  PAYMENT_PROGRESS_STEPS,
  RESERVING_STATUSES,
  toMinorUnits,
  type AmountProblem,
  type FeeSchedule,
  type Language,
  type Payment,
  type PaymentEventCause,
  type PaymentStatus,
  type PaymentTerms,
  type TicketRules,
  type MyInvestmentSummary,
} from '@grove/contracts';
import type { Db, Tx } from '../../db/client.js';
import { enqueueJob } from '../../jobs/queue.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { parseMoneyInput } from '../../lib/money-input.js';
import type { PaymentProvider, PaymentProviderEvent } from '../../providers/payments/provider.js';
import {
  accounts,
  investmentPosting,
  lockWalletBalance,
  paymentSource,
  postTransaction,
} from '../ledger/ledger.service.js';
import { receivedByUser } from '../payouts/payouts.repository.js';
import { recordAudit } from '../audit/audit.service.js';
import { notify } from '../notifications/notifications.service.js';
import { findUserById, type UserRow } from '../users/users.repository.js';
import {
  findPayment,
  findPaymentByIdempotencyKey,
  findProjectFunding,
  insertPayment,
  insertPaymentEvent,
  LATE_PAYMENT_REASON,
  listInvestorsAndFollowers,
  listOverdueReservations,
  countPaymentsOfProject,
  listPaymentEvents,
  listPaymentsOfProject,
  listPaymentsOfUser,
  lockPayment,
  lockProjectFunding,
  recordWebhookEvent,
  updatePayment,
  updateProjectFunding,
  type PaymentEventRow,
  type PaymentRow,
  type ProjectFunding,
  listInvestorsOfProject,
  type InvestorSortField,
} from './payments.repository.js';

export const PAYMENT_REFUND_JOB = 'payments.refund';
export const PAYMENT_EXPIRY_JOB = 'payments.expire-reservations';
/** Refunds every investment of a business whose round is refunded; payload {projectId}. */
export const PAYMENT_ROUND_REFUND_JOB = 'payments.refund-round';

/** Businesses in these statuses take money (issue 12). */
const OPEN_STATUSES = ['fundraising', 'extended'];

/**
 * Which status may follow which. Provider events only ever move a payment forward along
 * these edges, so duplicated or out-of-order deliveries end at the right state.
 */
const NEXT: Record<PaymentStatus, readonly PaymentStatus[]> = {
  awaiting_verification: ['pending', 'canceled'],
  pending: ['processing', 'succeeded', 'failed', 'expired', 'canceled'],
  processing: ['succeeded', 'failed', 'expired'],
  succeeded: ['refunding'],
  refunding: ['refunded'],
  // A provider that captured money after the reservation ended (see lateSuccess).
  expired: ['succeeded', 'refunding'],
  canceled: ['succeeded', 'refunding'],
  failed: [],
  refunded: [],
};

export interface CreatePaymentInput {
  projectId: string;
  amount: number | string;
  currency: string;
  description: string;
  returnUrl?: string | undefined;
  cancelUrl?: string | undefined;
  method: 'card' | 'wallet';
  riskAcknowledged?: boolean | undefined;
  extraRiskAcknowledged?: boolean | undefined;
  idempotencyKey?: string | undefined;
}

export interface PaymentsServiceDeps {
  db: Db;
  provider: PaymentProvider;
  fees: FeeSchedule;
  reservationMinutes: number;
  /** The site's address: the Stripe checkout needs absolute return links; the sandbox keeps paths. */
  publicUrl: string;
  /** Tells the public catalogue's cache that raised or reserved money changed. */
  catalogueChanged: () => void;
  /**
   * Applies a provider event that names no payment (a wallet top-up's checkout, a withdrawal's
   * payout), in the transaction that recorded it; answers whether anything changed.
   */
  otherEvents?: (tx: Tx, event: PaymentProviderEvent) => Promise<boolean>;
  now?: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const paymentNotFound = () => new AppError('PAYMENT_NOT_FOUND', 'Payment not found');

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { db, provider, fees } = deps;
  const now = deps.now ?? (() => new Date());

  /** One state change: the payment, its audit row, and the money it moves, in the caller's transaction. */
  async function transition(
    tx: Tx,
    payment: PaymentRow,
    to: PaymentStatus,
    cause: { cause: PaymentEventCause; ref?: string | null; reason?: string | null },
    set: Partial<PaymentRow> = {},
  ): Promise<PaymentRow> {
    if (!NEXT[payment.status].includes(to)) {
      throw new Error(`Payment ${payment.id}: ${payment.status} → ${to} is not allowed`);
    }
    const releases = RESERVING_STATUSES.includes(payment.status) && !RESERVING_STATUSES.includes(to);
    const updated = await updatePayment(tx, payment.id, {
      ...set,
      status: to,
      ...(releases ? { reservedMinor: 0 } : {}),
      ...(cause.reason !== undefined && to !== 'succeeded' ? { failureReason: cause.reason } : {}),
    });
    await insertPaymentEvent(tx, {
      paymentId: payment.id,
      fromStatus: payment.status,
      toStatus: to,
      cause: cause.cause,
      causeRef: cause.ref ?? null,
      reason: cause.reason ?? null,
    });
    return updated;
  }

  function refuseAmount(problem: AmountProblem, currency: string): AppError {
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

  function refuseClosed(project: ProjectFunding): AppError {
    return new AppError('PROJECT_NOT_ACCEPTING', `This business is not raising money (status: ${project.status}).`);
  }

  function checkAcknowledgments(
    amountMinor: number,
    threshold: number | null,
    input: Pick<CreatePaymentInput, 'riskAcknowledged' | 'extraRiskAcknowledged'>,
    currency: string,
  ): boolean | null {
    if (input.riskAcknowledged !== true) {
      throw new AppError('RISK_ACK_REQUIRED', 'Please confirm that you have read and understood the risk warning.');
    }
    if (threshold === null || amountMinor <= threshold) return null;
    if (input.extraRiskAcknowledged !== true) {
      throw new AppError(
        'EXTRA_RISK_ACK_REQUIRED',
        `This amount is above ${formatMinor(threshold, currency)} (the higher of 1,000 or 5% of your net worth): please acknowledge the extra risk for this investment.`,
      );
    }
    return true;
  }

  /** Reserves the payment's amount against the business's remaining target (project row locked). */
  async function reserve(tx: Tx, payment: PaymentRow, cause: PaymentEventCause, userId: string): Promise<PaymentRow> {
    const project = await lockProjectFunding(tx, payment.projectId);
    if (!project || !project.publishedAt) throw new AppError('PROJECT_NOT_FOUND', 'Project not found');
    if (!OPEN_STATUSES.includes(project.status)) throw refuseClosed(project);
    const problem = amountProblem(payment.amountMinor, ticketRules(project));
    if (problem) throw refuseAmount(problem, project.currency);
    await updateProjectFunding(tx, project.id, { reservedDeltaMinor: payment.amountMinor });
    return transition(
      tx,
      payment,
      'pending',
      { cause, ref: userId },
      {
        reservedMinor: payment.amountMinor,
        reservationExpiresAt: new Date(now().getTime() + deps.reservationMinutes * 60_000),
      },
    );
  }

  /** Opens the provider's checkout for a reserved payment; closes the payment if the provider fails. */
  async function openCheckout(payment: PaymentRow, user: Pick<UserRow, 'email' | 'language'>): Promise<PaymentRow> {
    const project = await findProjectFunding(db, payment.projectId);
    const link = (path: string | null) => {
      const url = new URL(path ?? '/', deps.publicUrl);
      if (!url.searchParams.has('paymentId')) url.searchParams.set('paymentId', payment.id);
      return provider.name === 'sandbox' ? `${url.pathname}${url.search}` : url.toString();
    };
    try {
      const session = await provider.createCheckout({
        paymentId: payment.id,
        amountMinor: payment.amountMinor,
        serviceFeeMinor: payment.serviceFeeMinor,
        cardFeeMinor: payment.cardFeeMinor,
        currency: payment.currency,
        description: payment.description,
        projectName: project?.name[normalizeLanguage(user.language)] ?? payment.projectId,
        customerEmail: user.email,
        successUrl: link(payment.returnUrl),
        cancelUrl: link(payment.cancelUrl),
        expiresAt: payment.reservationExpiresAt ?? new Date(now().getTime() + deps.reservationMinutes * 60_000),
      });
      return await updatePayment(db, payment.id, {
        providerSessionId: session.sessionId,
        checkoutUrl: session.checkoutUrl,
      });
    } catch (error) {
      await db.transaction(async (tx) => {
        const locked = await lockPayment(tx, payment.id);
        if (locked?.status !== 'pending') return;
        await releaseAndEnd(tx, locked, 'canceled', { cause: 'system', reason: 'provider_unavailable' });
      });
      throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 'The payment provider is not available. Please try again.', {
        cause: error,
      });
    }
  }

  /** Ends a payment that holds a reservation, releasing it; notifies when the payer should know. */
  async function releaseAndEnd(
    tx: Tx,
    payment: PaymentRow,
    to: 'failed' | 'expired' | 'canceled',
    cause: { cause: PaymentEventCause; ref?: string | null; reason?: string | null },
  ): Promise<PaymentRow> {
    if (payment.reservedMinor > 0) {
      await lockProjectFunding(tx, payment.projectId);
      await updateProjectFunding(tx, payment.projectId, { reservedDeltaMinor: -payment.reservedMinor });
    }
    const ended = await transition(tx, payment, to, cause);
    if (to === 'failed' || to === 'expired') {
      await notifyPayer(tx, ended, to === 'failed' ? 'payment_failed' : 'payment_expired');
    }
    return ended;
  }

  async function notifyPayer(
    tx: Tx,
    payment: PaymentRow,
    type: 'payment_succeeded' | 'payment_failed' | 'payment_expired' | 'payment_refunded',
  ): Promise<void> {
    const user = await findUserById(tx, payment.userId);
    const project = await findProjectFunding(tx, payment.projectId);
    if (!user || !project) return;
    const major = (minor: number) => fromMinorUnits(minor, payment.currency);
    await notify(tx, {
      user,
      type,
      params: {
        project_id: project.id,
        project_name: project.name[normalizeLanguage(user.language)],
        payment_id: payment.id,
        currency: payment.currency,
        amount: major(payment.amountMinor),
        service_fee: major(payment.serviceFeeMinor),
        card_fee: major(payment.cardFeeMinor),
        total: major(payment.totalMinor),
        cancel_deadline: payment.cancelDeadline?.toISOString() ?? null,
        reason: payment.failureReason,
      },
      link: `/business/${project.id}/payment/progress?paymentId=${payment.id}`,
    });
  }

  /** Funds secured: reservation → raised money, the ledger, the investor count, maybe the round's close. */
  async function succeed(
    tx: Tx,
    payment: PaymentRow,
    cause: { ref: string; paymentRef: string | null; cause?: PaymentEventCause },
  ) {
    const project = await lockProjectFunding(tx, payment.projectId);
    if (!project) throw new Error(`Payment ${payment.id} has no project`);
    const paidAt = now();
    if (payment.reservedMinor === 0) {
      // Captured after its reservation ended: it counts only if the round still has room.
      const remaining = project.targetMinor - project.raisedMinor - project.reservedMinor;
      if (remaining < payment.amountMinor || !OPEN_STATUSES.includes(project.status)) {
        return lateSuccess(tx, payment, cause);
      }
    } else if (!OPEN_STATUSES.includes(project.status) && project.status !== 'funded') {
      // Still reserved, but the round was paused or is being refunded meanwhile: give it back.
      await updateProjectFunding(tx, project.id, { reservedDeltaMinor: -payment.reservedMinor });
      return lateSuccess(tx, { ...payment, reservedMinor: 0 }, cause);
    }
    const succeeded = await transition(
      tx,
      payment,
      'succeeded',
      { cause: cause.cause ?? 'provider', ref: cause.ref },
      {
        reservedMinor: 0,
        paidAt,
        cancelDeadline: new Date(paidAt.getTime() + CANCELLATION_DAYS * DAY_MS),
        providerPaymentRef: cause.paymentRef,
        checkoutUrl: null,
      },
    );
    await postTransaction(tx, investmentPosting(payment));
    const closes =
      project.raisedMinor + payment.amountMinor >= project.targetMinor && OPEN_STATUSES.includes(project.status);
    await updateProjectFunding(tx, project.id, {
      raisedDeltaMinor: payment.amountMinor,
      reservedDeltaMinor: -payment.reservedMinor,
      ...(closes ? { status: 'funded' as const } : {}),
    });
    await notifyPayer(tx, succeeded, 'payment_succeeded');
    if (closes) {
      for (const person of await listInvestorsAndFollowers(tx, project.id)) {
        await notify(tx, {
          user: person,
          type: 'project_funded',
          params: { project_id: project.id, project_name: project.name[normalizeLanguage(person.language)] },
          link: `/business/${project.id}`,
        });
      }
    }
    return succeeded;
  }

  /** Money captured for a round that has no room: held for the payer and refunded, never invested. */
  async function lateSuccess(tx: Tx, payment: PaymentRow, cause: { ref: string; paymentRef: string | null }) {
    const refunding = await transition(
      tx,
      payment,
      'refunding',
      { cause: 'provider', ref: cause.ref, reason: LATE_PAYMENT_REASON },
      { paidAt: now(), providerPaymentRef: cause.paymentRef, checkoutUrl: null },
    );
    await postTransaction(tx, {
      kind: 'payment',
      paymentId: payment.id,
      memo: `Late payment for ${payment.projectId}, to be refunded`,
      entries: [
        { account: accounts.providerClearing(payment.currency), amountMinor: payment.totalMinor },
        { account: accounts.investorWallet(payment.userId, payment.currency), amountMinor: -payment.totalMinor },
      ],
    });
    await enqueueJob(tx, PAYMENT_REFUND_JOB, { paymentId: payment.id }, { dedupeKey: payment.id, maxAttempts: 10 });
    return refunding;
  }

  /** The refund is confirmed: reverse the payment in the ledger and in the business's figures. */
  async function refunded(tx: Tx, payment: PaymentRow, ref: string, cause: PaymentEventCause = 'provider') {
    const { currency } = payment;
    const late = payment.failureReason === LATE_PAYMENT_REASON;
    if (!late) await lockProjectFunding(tx, payment.projectId);
    const done = await transition(tx, payment, 'refunded', { cause, ref, reason: payment.failureReason });
    await postTransaction(tx, {
      kind: 'refund',
      paymentId: payment.id,
      memo: `Refund of ${payment.id}`,
      entries: late
        ? [
            { account: accounts.investorWallet(payment.userId, currency), amountMinor: payment.totalMinor },
            { account: accounts.providerClearing(currency), amountMinor: -payment.totalMinor },
          ]
        : [
            // Back where it came from: the card (through the provider) or the wallet.
            { account: paymentSource(payment), amountMinor: -payment.totalMinor },
            { account: accounts.projectRaise(payment.projectId, currency), amountMinor: payment.amountMinor },
            { account: accounts.platformFees(currency), amountMinor: payment.serviceFeeMinor },
            { account: accounts.providerFees(currency), amountMinor: payment.cardFeeMinor },
          ],
    });
    if (!late) await updateProjectFunding(tx, payment.projectId, { raisedDeltaMinor: -payment.amountMinor });
    await notifyPayer(tx, done, 'payment_refunded');
    await completeRoundIfRefunded(tx, payment.projectId);
    return done;
  }

  /**
   * Pays a reserved wallet payment at once, in the caller's transaction: the wallet is locked
   * (after the business, as every payment locks), checked to cover the total, and debited by the
   * investment's ledger transaction. Two payments at once from one wallet queue on its lock, so
   * the second sees what the first spent; the wallet's CHECK refuses an overdraft regardless.
   */
  async function payFromWallet(tx: Tx, payment: PaymentRow, userId: string): Promise<PaymentRow> {
    const balance = await lockWalletBalance(tx, payment.userId, payment.currency);
    if (balance < payment.totalMinor) {
      throw new AppError(
        'INSUFFICIENT_WALLET_BALANCE',
        `Your wallet holds ${formatMinor(balance, payment.currency)}; this investment needs ${formatMinor(payment.totalMinor, payment.currency)} with its service fee.`,
      );
    }
    return succeed(tx, payment, { ref: userId, paymentRef: null, cause: 'user' });
  }

  /** A business whose round is being refunded ends `refund_completed` once no payment holds or awaits money. */
  async function completeRoundIfRefunded(tx: Tx, projectId: string): Promise<boolean> {
    const project = await lockProjectFunding(tx, projectId);
    if (project?.status !== 'refund_initiated') return false;
    if ((await countPaymentsOfProject(tx, projectId, ['pending', 'processing', 'succeeded', 'refunding'])) > 0) {
      return false;
    }
    await updateProjectFunding(tx, projectId, { status: 'refund_completed' });
    await recordAudit(tx, {
      actorId: null,
      action: 'project.status',
      targetType: 'project',
      targetId: projectId,
      before: { status: 'refund_initiated' },
      after: { status: 'refund_completed', reason: 'every investment refunded' },
    });
    for (const person of await listInvestorsAndFollowers(tx, projectId, { includeRefunded: true })) {
      await notify(tx, {
        user: person,
        type: 'project_status_changed',
        params: {
          project_id: projectId,
          project_name: project.name[normalizeLanguage(person.language)],
          status: 'refund_completed',
          reason: null,
        },
        link: `/business/${projectId}`,
      });
    }
    return true;
  }

  /** Ends every open application and reservation of a business (its round closed, paused or is refunded). */
  async function releaseReservations(projectId: string, reason: string): Promise<number> {
    let released = 0;
    const open = await listPaymentsOfProject(db, projectId, ['awaiting_verification', 'pending']);
    for (const { id } of open) {
      const session = await db.transaction(async (tx) => {
        const payment = await lockPayment(tx, id);
        if (payment?.status !== 'awaiting_verification' && payment?.status !== 'pending') return null;
        await releaseAndEnd(tx, payment, 'canceled', { cause: 'system', reason });
        released += 1;
        return payment.providerSessionId;
      });
      if (session) await provider.expireCheckout(session).catch(() => undefined);
    }
    if (released > 0) deps.catalogueChanged();
    return released;
  }

  /** The payment as its owner reads it: the business's name in the owner's language. */
  async function toPayment(row: PaymentRow, events?: PaymentEventRow[]): Promise<Payment> {
    const [project, timeline, owner] = await Promise.all([
      findProjectFunding(db, row.projectId),
      events ?? listPaymentEvents(db, [row.id]),
      findUserById(db, row.userId),
    ]);
    return present(row, project, timeline, normalizeLanguage(owner?.language));
  }

  function present(
    row: PaymentRow,
    project: ProjectFunding | null,
    timeline: PaymentEventRow[],
    language: Language,
  ): Payment {
    const major = (minor: number) => fromMinorUnits(minor, row.currency);
    const states = progressOf(row.status);
    return {
      id: row.id,
      status: row.status,
      project_id: row.projectId,
      project_name: project?.name[language] ?? row.projectId,
      amount: major(row.amountMinor),
      currency: row.currency.toLowerCase(),
      description: row.description,
      method: row.method,
      fees: {
        service: major(row.serviceFeeMinor),
        card: major(row.cardFeeMinor),
        total: major(row.totalMinor),
        service_bp: row.serviceFeeBp,
        card_bp: row.cardFeeBp,
      },
      checkout_url: isOpenPayment(row.status) && row.status !== 'awaiting_verification' ? row.checkoutUrl : null,
      failure_reason: row.failureReason,
      reservation_expires_at: RESERVING_STATUSES.includes(row.status)
        ? (row.reservationExpiresAt?.toISOString() ?? null)
        : null,
      paid_at: row.paidAt?.toISOString() ?? null,
      cancel_deadline: row.cancelDeadline?.toISOString() ?? null,
      can_cancel: canCancel(row),
      return_url: row.returnUrl,
      cancel_url: row.cancelUrl,
      created_at: row.createdAt.toISOString(),
      steps: PAYMENT_PROGRESS_STEPS.map((step, index) => ({ step, state: states[index]! })),
      timeline: timeline
        .filter((event) => event.paymentId === row.id)
        .map((event) => ({
          from: event.fromStatus,
          to: event.toStatus,
          cause: event.cause,
          reason: event.reason,
          at: event.createdAt.toISOString(),
        })),
    };
  }

  function canCancel(row: PaymentRow): boolean {
    if (row.status === 'awaiting_verification' || row.status === 'pending') return true;
    return row.status === 'succeeded' && row.cancelDeadline !== null && now() < row.cancelDeadline;
  }

  async function ownPayment(userId: string, id: string): Promise<PaymentRow> {
    const row = /^[0-9a-f-]{36}$/i.test(id) ? await findPayment(db, id) : null;
    // Another user's payment answers exactly like one that does not exist.
    if (!row || row.userId !== userId) throw paymentNotFound();
    return row;
  }

  return {
    /** What the payment page explains before anything is sent. */
    async terms(userId: string, projectId: string): Promise<PaymentTerms> {
      // Read fresh, not from the sign-in cache: verification may have passed a moment ago.
      const user = await findUserById(db, userId);
      if (!user) throw paymentNotFound();
      const project = await findProjectFunding(db, projectId);
      if (!project || !project.publishedAt) throw new AppError('PROJECT_NOT_FOUND', 'Project not found');
      const rules = ticketRules(project);
      const threshold = extraAckThresholdMinor(user);
      const major = (minor: number) => fromMinorUnits(minor, project.currency);
      return {
        project_id: project.id,
        currency: project.currency,
        accepts_payments: OPEN_STATUSES.includes(project.status) && rules.remainingMinor > 0,
        project_status: project.status,
        ticket_min: major(rules.minMinor),
        ticket_max: major(rules.maxMinor),
        ticket_step: major(rules.stepMinor),
        remaining: major(rules.remainingMinor),
        max_amount: major(maxAcceptedAmount(rules)),
        service_fee_bp: fees.serviceFeeBp,
        card_fee_bp: fees.cardFeeBp,
        extra_ack_threshold: threshold === null ? null : major(threshold),
        identity_verified: user.kycStatus === 'passed',
        reservation_minutes: deps.reservationMinutes,
        cancellation_days: CANCELLATION_DAYS,
      };
    },

    /**
     * Confirm an amount: checks every rule, records the application, and for a verified investor
     * reserves the amount and opens the provider's checkout. The same idempotency key answers
     * the same payment.
     */
    async create(userId: string, input: CreatePaymentInput): Promise<{ payment: Payment; created: boolean }> {
      if (input.idempotencyKey) {
        const existing = await findPaymentByIdempotencyKey(db, userId, input.idempotencyKey);
        if (existing) return { payment: await sameRequest(existing, input), created: false };
      }
      let row: PaymentRow;
      try {
        row = await db.transaction(async (tx) => {
          const user = await findUserById(tx, userId);
          if (!user) throw paymentNotFound();
          // Locked first: the rules below are checked against figures nobody else can change meanwhile.
          const project = await lockProjectFunding(tx, input.projectId);
          if (!project || !project.publishedAt) throw new AppError('PROJECT_NOT_FOUND', 'Project not found');
          const { amountMinor, currency } = parseMoneyInput(input.amount, input.currency, {
            expected: { currency: project.currency, refusal: `This business raises money in ${project.currency}.` },
          });
          if (!OPEN_STATUSES.includes(project.status)) throw refuseClosed(project);
          const threshold = extraAckThresholdMinor(user);
          const problem = amountProblem(amountMinor, ticketRules(project));
          if (problem) throw refuseAmount(problem, currency);
          const extraAck = checkAcknowledgments(amountMinor, threshold, input, currency);
          const breakdown = computeFees(amountMinor, fees, input.method);
          const inserted = await insertPayment(tx, {
            userId,
            projectId: project.id,
            status: 'awaiting_verification',
            method: input.method,
            currency,
            amountMinor,
            serviceFeeMinor: breakdown.serviceFeeMinor,
            cardFeeMinor: breakdown.cardFeeMinor,
            totalMinor: breakdown.totalMinor,
            serviceFeeBp: fees.serviceFeeBp,
            cardFeeBp: input.method === 'card' ? fees.cardFeeBp : 0,
            description: input.description,
            returnUrl:
              input.returnUrl ??
              `/business/${project.id}/payment/progress?status=success&amount=${fromMinorUnits(amountMinor, currency)}`,
            cancelUrl:
              input.cancelUrl ??
              `/business/${project.id}/payment/secure?status=cancel&amount=${fromMinorUnits(amountMinor, currency)}`,
            riskAcknowledged: true,
            extraRiskAcknowledged: extraAck,
            idempotencyKey: input.idempotencyKey ?? null,
            provider: provider.name,
          });
          await insertPaymentEvent(tx, {
            paymentId: inserted.id,
            fromStatus: null,
            toStatus: 'awaiting_verification',
            cause: 'user',
            causeRef: userId,
            reason: null,
          });
          // No money is taken, and nothing reserved, until identity verification has passed.
          if (user.kycStatus !== 'passed') return inserted;
          const reserved = await reserve(tx, inserted, 'user', userId);
          return input.method === 'wallet' ? payFromWallet(tx, reserved, userId) : reserved;
        });
      } catch (error) {
        // Two requests with one idempotency key: the second insert loses; answer the winner.
        if (input.idempotencyKey && isUniqueViolation(error)) {
          const existing = await findPaymentByIdempotencyKey(db, userId, input.idempotencyKey);
          if (existing) return { payment: await sameRequest(existing, input), created: false };
        }
        throw error;
      }
      if (row.status === 'succeeded') deps.catalogueChanged();
      if (row.status === 'pending') {
        deps.catalogueChanged();
        const user = await findUserById(db, userId);
        row = await openCheckout(row, user!);
      }
      return { payment: await toPayment(row), created: true };
    },

    /**
     * Continue to the secure payment: after identity verification, reserve the application's amount
     * and open the checkout; for a payment already reserved, answer its open checkout.
     */
    async checkout(userId: string, id: string): Promise<Payment> {
      const own = await ownPayment(userId, id);
      if (own.status === 'pending' && own.checkoutUrl) return toPayment(own);
      if (own.status !== 'awaiting_verification' && own.status !== 'pending') {
        throw new AppError('PAYMENT_NOT_PAYABLE', `This payment is ${own.status} and cannot be paid.`);
      }
      let row = await db.transaction(async (tx) => {
        const payment = await lockPayment(tx, id);
        const user = await findUserById(tx, userId);
        if (!payment || !user) throw paymentNotFound();
        if (payment.status !== 'awaiting_verification') return payment;
        if (user.kycStatus !== 'passed') {
          throw new AppError('FORBIDDEN', 'Please verify your identity before paying.');
        }
        const reserved = await reserve(tx, payment, 'user', userId);
        return payment.method === 'wallet' ? payFromWallet(tx, reserved, userId) : reserved;
      });
      if (row.status === 'succeeded') deps.catalogueChanged();
      if (row.status === 'pending' && !row.checkoutUrl) {
        deps.catalogueChanged();
        const user = await findUserById(db, userId);
        row = await openCheckout(row, user!);
      }
      return toPayment(row);
    },

    async get(userId: string, id: string): Promise<Payment> {
      return toPayment(await ownPayment(userId, id));
    },

    /** The signed-in investor's payments for one business, and their summary. */
    async listForProject(
      userId: string,
      projectId: string,
      language: Language,
    ): Promise<{ payments: Payment[]; summary: MyInvestmentSummary }> {
      const [rows, project, received] = await Promise.all([
        listPaymentsOfUser(db, userId, projectId),
        findProjectFunding(db, projectId),
        receivedByUser(db, userId, projectId),
      ]);
      const events = await listPaymentEvents(
        db,
        rows.map((r) => r.id),
      );
      const invested = rows.filter((r) => r.status === 'succeeded' || r.status === 'refunding');
      const currency = project?.currency ?? rows[0]?.currency ?? 'USD';
      return {
        payments: rows.map((r) => present(r, project, events, language)),
        summary: {
          project_id: projectId,
          currency,
          invested: fromMinorUnits(
            invested.reduce((sum, r) => sum + r.amountMinor, 0),
            currency,
          ),
          payments: invested.length,
          payouts_received: fromMinorUnits(
            received.reduce((sum, r) => sum + (r.currency === currency ? r.amountMinor : 0), 0),
            currency,
          ),
          open_payment_id: rows.find((r) => isOpenPayment(r.status))?.id ?? null,
          latest_payment_id: rows[0]?.id ?? null,
        },
      };
    },

    /** Every payment of the user from application on (the portfolio's investments). */
    listOfUser(userId: string) {
      return listPaymentsOfUser(db, userId);
    },

    canCancel,

    /**
     * Cancel: an unpaid payment is abandoned and its reservation released at once; a paid one is
     * refunded in full, fees included, within CANCELLATION_DAYS of paying.
     */
    async cancel(userId: string, id: string): Promise<Payment> {
      await ownPayment(userId, id);
      const { row, closeSession } = await db.transaction(async (tx) => {
        const payment = await lockPayment(tx, id);
        if (!payment) throw paymentNotFound();
        if (payment.status === 'awaiting_verification' || payment.status === 'pending') {
          const ended = await releaseAndEnd(tx, payment, 'canceled', {
            cause: 'user',
            ref: userId,
            reason: 'canceled_by_user',
          });
          return { row: ended, closeSession: payment.providerSessionId };
        }
        if (payment.status === 'succeeded') {
          if (!payment.cancelDeadline || now() >= payment.cancelDeadline) {
            throw new AppError(
              'CANCELLATION_WINDOW_CLOSED',
              `The ${CANCELLATION_DAYS}-day cancellation window for this investment ended on ${payment.cancelDeadline?.toISOString().slice(0, 10) ?? 'its deadline'}.`,
            );
          }
          const refunding = await transition(tx, payment, 'refunding', {
            cause: 'user',
            ref: userId,
            reason: 'canceled_by_user',
          });
          await enqueueJob(
            tx,
            PAYMENT_REFUND_JOB,
            { paymentId: payment.id },
            { dedupeKey: payment.id, maxAttempts: 10 },
          );
          return { row: refunding, closeSession: null };
        }
        throw new AppError(
          'PAYMENT_NOT_CANCELABLE',
          payment.status === 'processing'
            ? 'This payment is being processed and cannot be canceled now. Please try again in a few minutes.'
            : `This payment is ${payment.status} and cannot be canceled.`,
        );
      });
      if (row.status === 'canceled') deps.catalogueChanged();
      if (closeSession) await provider.expireCheckout(closeSession).catch(() => undefined);
      return toPayment(row);
    },

    /** A verified provider event: recorded once, applied only forward. */
    async applyProviderEvent(event: PaymentProviderEvent): Promise<void> {
      const paymentId = 'paymentId' in event ? event.paymentId : null;
      const known = paymentId && /^[0-9a-f-]{36}$/i.test(paymentId) ? await findPayment(db, paymentId) : null;
      const changed = await db.transaction(async (tx) => {
        const fresh = await recordWebhookEvent(tx, {
          provider: provider.name,
          eventId: event.id,
          type: event.type,
          paymentId: known?.id ?? null,
        });
        if (!fresh || event.type === 'ignored') return false;
        if (!known) return (await deps.otherEvents?.(tx, event)) ?? false;
        const payment = await lockPayment(tx, known.id);
        if (!payment) return false;
        const allowed = (to: PaymentStatus) => NEXT[payment.status].includes(to);
        switch (event.type) {
          case 'processing':
            if (payment.status !== 'pending') return false;
            await transition(tx, payment, 'processing', { cause: 'provider', ref: event.id });
            return false;
          case 'succeeded':
            if (!allowed('succeeded')) return false;
            await succeed(tx, payment, { ref: event.id, paymentRef: event.paymentRef });
            return true;
          case 'failed':
          case 'expired':
            if (!RESERVING_STATUSES.includes(payment.status)) return false;
            await releaseAndEnd(tx, payment, event.type, {
              cause: 'provider',
              ref: event.id,
              reason: event.type === 'failed' ? event.reason : 'checkout_expired',
            });
            return true;
          case 'refunded':
            if (payment.status !== 'refunding') return false;
            await refunded(tx, payment, event.id);
            return true;
          default:
            return false;
        }
      });
      if (changed) deps.catalogueChanged();
    },

    /** Job: asks the provider to refund a payment that is refunding (idempotent per payment). */
    async requestRefund(paymentId: string): Promise<void> {
      const payment = await findPayment(db, paymentId);
      if (payment?.status !== 'refunding') return;
      if (payment.method === 'wallet') {
        // A wallet payment's money goes straight back to the wallet: no provider is involved.
        const done = await db.transaction(async (tx) => {
          const locked = await lockPayment(tx, paymentId);
          if (locked?.status !== 'refunding') return false;
          await refunded(tx, locked, PAYMENT_REFUND_JOB, 'system');
          return true;
        });
        if (done) deps.catalogueChanged();
        return;
      }
      await provider.refund({
        paymentId: payment.id,
        sessionId: payment.providerSessionId,
        paymentRef: payment.providerPaymentRef,
        amountMinor: payment.totalMinor,
        currency: payment.currency,
      });
    },

    /** Job: ends reservations that ran out, releasing their amounts. */
    async expireReservations(limit = 100): Promise<number> {
      const due = await listOverdueReservations(db, now(), limit);
      let expired = 0;
      for (const { id } of due) {
        const session = await db.transaction(async (tx) => {
          const payment = await lockPayment(tx, id);
          if (!payment || !RESERVING_STATUSES.includes(payment.status)) return null;
          if (!payment.reservationExpiresAt || payment.reservationExpiresAt > now()) return null;
          await releaseAndEnd(tx, payment, 'expired', {
            cause: 'job',
            ref: PAYMENT_EXPIRY_JOB,
            reason: 'reservation_expired',
          });
          expired += 1;
          return payment.providerSessionId;
        });
        if (session) await provider.expireCheckout(session).catch(() => undefined);
      }
      if (expired > 0) deps.catalogueChanged();
      return expired;
    },

    toPayment,

    releaseReservations,

    /**
     * Job: refunds every investment of a business whose round is refunded (all or nothing), one
     * payment per transaction, each through its own idempotent refund job: safe to run again
     * after a crash, and it never refunds a payment twice.
     */
    async refundRound(projectId: string): Promise<{ refunding: number }> {
      await releaseReservations(projectId, 'round_refunded');
      let refunding = 0;
      for (const { id } of await listPaymentsOfProject(db, projectId, ['succeeded'])) {
        await db.transaction(async (tx) => {
          const payment = await lockPayment(tx, id);
          if (payment?.status !== 'succeeded') return;
          await transition(tx, payment, 'refunding', {
            cause: 'job',
            ref: PAYMENT_ROUND_REFUND_JOB,
            reason: 'round_refunded',
          });
          await enqueueJob(
            tx,
            PAYMENT_REFUND_JOB,
            { paymentId: payment.id },
            { dedupeKey: payment.id, maxAttempts: 10 },
          );
          refunding += 1;
        });
      }
      // A round with no investments (or whose last refund already came back) ends here.
      const completed = await db.transaction((tx) => completeRoundIfRefunded(tx, projectId));
      if (completed) deps.catalogueChanged();
      return { refunding };
    },

    /**
     * Everyone to tell about a business (its investors and followers), read in the caller's
     * transaction; the operator console notifies them of status changes and updates.
     */
    listInvestorsAndFollowers(tx: Tx, projectId: string, options: { includeRefunded?: boolean } = {}) {
      return listInvestorsAndFollowers(tx, projectId, options);
    },

    /**
     * Operators' list of a business's payments with their payers (every status, so a failed or
     * refunded one shows too); without a limit, all of them (the CSV export). Null when the
     * business does not exist.
     */
    async investorsOf(
      projectId: string,
      options: {
        sort?: InvestorSortField | undefined;
        order?: 'asc' | 'desc' | undefined;
        limit?: number | undefined;
        offset?: number | undefined;
      } = {},
    ) {
      const project = await findProjectFunding(db, projectId);
      if (!project) return null;
      const { rows, total } = await listInvestorsOfProject(db, projectId, {
        sort: options.sort ?? 'date',
        order: options.order ?? 'desc',
        limit: options.limit,
        offset: options.offset,
      });
      return {
        project,
        total,
        investors: rows.map(({ payment, name, email }) => ({
          paymentId: payment.id,
          userId: payment.userId,
          name,
          email,
          currency: payment.currency,
          amountMinor: payment.amountMinor,
          serviceFeeMinor: payment.serviceFeeMinor,
          cardFeeMinor: payment.cardFeeMinor,
          totalMinor: payment.totalMinor,
          status: payment.status,
          createdAt: payment.createdAt,
          paidAt: payment.paidAt,
        })),
      };
    },
  };

  async function sameRequest(existing: PaymentRow, input: CreatePaymentInput): Promise<Payment> {
    let amountMinor: number | null;
    try {
      amountMinor = toMinorUnits(input.amount, existing.currency);
    } catch {
      amountMinor = null;
    }
    if (existing.projectId !== input.projectId || existing.amountMinor !== amountMinor) {
      throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different payment.');
    }
    return toPayment(existing);
  }
}

/** The amount rules of a business as its figures stand (remaining counts live reservations). */
function ticketRules(project: ProjectFunding): TicketRules {
  return {
    minMinor: project.ticketMinMinor,
    maxMinor: project.ticketMaxMinor,
    stepMinor: project.ticketStepMinor,
    remainingMinor: Math.max(0, project.targetMinor - project.raisedMinor - project.reservedMinor),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
