import {
  CANCELLATION_DAYS,
  computeFees,
  formatMinor,
  fromMinorUnits,
  maxAcceptedAmount,
  normalizeLanguage,
  toMinorUnits,
  type Payment,
  type PaymentTerms,
} from '@grove/contracts';
import type { Executor, Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { parseMoneyInput } from '../../lib/money-input.js';
import { shareLinkOf } from '../founders/share-links.js';
import { refuseAmount, type Raise } from '../funding/funding.service.js';
import { lockWalletBalance } from '../ledger/ledger.service.js';
import { findUserById, type UserRow } from '../users/users.repository.js';
import type { PaymentsContext } from './context.js';
import type { InvestorLimits } from './investor-limits.js';
import type { PaymentMoney } from './payment-money.js';
import {
  findPaymentByIdempotencyKey,
  insertPayment,
  insertPaymentEvent,
  lockPayment,
  insertReservedPayment,
  updatePayment,
  type NewPayment,
  type PaymentEventRow,
  type PaymentRow,
} from './payments.repository.js';
import { paymentNotFound, type PaymentPresenter } from './present-payment.js';
import type { Reservations } from './reservations.js';

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
  /** The sheet version the investor acknowledges with this request (PRODUCT.md 25). */
  kiisVersion?: number | undefined;
  /** The share link's code the investor arrived through; ignored unless it is one of this business's. */
  ref?: string | undefined;
  idempotencyKey?: string | undefined;
}

/** The checkout could not be opened for a payment this request made: not an earlier request's answer. */
class CheckoutFailed extends Error {
  constructor(override readonly cause: unknown) {
    super('checkout failed');
  }
}

/** What opening a reserved payment's checkout needs of it. */
type CheckoutOf = Pick<
  PaymentRow,
  | 'id'
  | 'projectId'
  | 'amountMinor'
  | 'serviceFeeMinor'
  | 'cardFeeMinor'
  | 'currency'
  | 'description'
  | 'returnUrl'
  | 'cancelUrl'
  | 'reservationExpiresAt'
>;

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
      `This amount is above ${formatMinor(threshold, currency)}, your advised maximum per investment: please confirm that you accept the extra risk for this investment.`,
    );
  }
  return true;
}

/** Reg CF's 12-month cap, when it is on: the refusal names the amount and the limit. */
function checkAnnualCap(amountMinor: number, cap: InvestorLimits['annualCap'], currency: string): void {
  if (!cap || cap.investedMinor + amountMinor <= cap.limitMinor) return;
  const left = Math.max(0, cap.limitMinor - cap.investedMinor);
  throw new AppError(
    'ANNUAL_LIMIT_EXCEEDED',
    `${formatMinor(amountMinor, currency)} would take your investments of the last 12 months to ${formatMinor(cap.investedMinor + amountMinor, currency)}, above your 12-month limit of ${formatMinor(cap.limitMinor, currency)}: you can invest up to ${formatMinor(left, currency)} more.`,
  );
}

/**
 * Investing: what the payment page explains, confirming an amount (the application, its
 * reservation and the provider's checkout; a wallet payment is paid at once), and continuing an
 * application once identity verification has passed.
 */
export function createPaymentCreation(
  ctx: PaymentsContext,
  parts: {
    money: PaymentMoney;
    reservations: Reservations;
    presenter: PaymentPresenter;
    /**
     * Takes the investor's live waitlist offer for the business, if any, in the payment's
     * transaction: answers the room it held (minor units), which the reservation takes over.
     */
    claimOffer?: (tx: Tx, userId: string, projectId: string, at: Date) => Promise<number>;
    /** The room the investor's live waitlist offer holds (minor units, 0 for none), read, not taken. */
    heldOffer?: (executor: Executor, userId: string, projectId: string, at: Date) => Promise<number>;
  },
) {
  const { db, provider, fees, funding, limits, kiis } = ctx;
  const { money, reservations, presenter } = parts;
  const now = () => ctx.clock.now();

  /**
   * Pays a reserved wallet payment at once, in the caller's transaction: the wallet is locked
   * (after the payment and the business, db/lock-order.ts), checked to cover the total, and
   * debited by the investment's ledger transaction. Two payments at once from one wallet queue on
   * its lock, so the second sees what the first spent; the wallet's CHECK refuses an overdraft
   * regardless.
   */
  async function payFromWallet(tx: Tx, payment: PaymentRow, raise: Raise, userId: string): Promise<PaymentRow> {
    const balance = await lockWalletBalance(tx, payment.userId, payment.currency);
    if (balance < payment.totalMinor) {
      throw new AppError(
        'INSUFFICIENT_WALLET_BALANCE',
        `Your wallet holds ${formatMinor(balance, payment.currency)}; this investment needs ${formatMinor(payment.totalMinor, payment.currency)} with its service fee.`,
      );
    }
    return money.capture(tx, payment, raise, { cause: 'user', ref: userId, paymentRef: null });
  }

  /** Opens the provider's checkout for a reserved payment; ends the payment if the provider fails. */
  async function openCheckout(
    payment: CheckoutOf,
    user: Pick<UserRow, 'email' | 'language'>,
    known?: Raise,
  ): Promise<PaymentRow> {
    const raise = known ?? (await funding.find(db, payment.projectId));
    const link = (path: string | null) => {
      const url = new URL(path ?? '/', ctx.publicUrl);
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
        projectName: raise?.name[normalizeLanguage(user.language)] ?? payment.projectId,
        customerEmail: user.email,
        successUrl: link(payment.returnUrl),
        cancelUrl: link(payment.cancelUrl),
        expiresAt: payment.reservationExpiresAt ?? new Date(now().getTime() + ctx.reservationMinutes * 60_000),
      });
      return await updatePayment(
        db,
        payment.id,
        { providerSessionId: session.sessionId, checkoutUrl: session.checkoutUrl },
        now(),
      );
    } catch (error) {
      // Nobody received the checkout's address, so nobody can pay it: the reservation ends.
      await db.transaction(async (tx) => {
        const locked = await lockPayment(tx, payment.id);
        if (locked?.status !== 'pending') return;
        const lockedRaise = await funding.lock(tx, locked.projectId);
        if (!lockedRaise) return;
        await reservations.releaseAndEnd(tx, locked, lockedRaise, 'canceled', {
          cause: 'system',
          reason: 'provider_unavailable',
        });
      });
      ctx.catalogueChanged();
      throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 'The payment provider is not available. Please try again.', {
        cause: error,
      });
    }
  }

  /**
   * Reserves a verified investor's payment (the raise's statement last: the business is locked
   * from it to the commit), taking over room a waitlist offer holds for them; a wallet payment is
   * then paid at once, in the same transaction.
   */
  async function reserveAndPay(tx: Tx, payment: PaymentRow, userId: string): Promise<PaymentRow> {
    const heldMinor = (await parts.claimOffer?.(tx, userId, payment.projectId, now())) ?? 0;
    const reserved = await reservations.reserve(tx, payment, { cause: 'user', ref: userId }, heldMinor);
    if (payment.method !== 'wallet') return reserved;
    const raise = await funding.find(tx, payment.projectId);
    if (!raise) throw new AppError('PROJECT_NOT_FOUND', 'Project not found');
    return payFromWallet(tx, reserved, raise, userId);
  }

  /**
   * Creates a verified card payment with its reservation in one statement (insertReservedPayment),
   * answering what its checkout needs and its timeline, without reading the row back. Refused,
   * nothing was written, and the refusal says why, from the raise as it is now.
   */
  async function reserveAtOnce(
    application: NewPayment & { createdAt: Date },
    userId: string,
  ): Promise<{ payment: CheckoutOf; timeline: PaymentEventRow[] }> {
    const reserved = {
      ...application,
      reservedMinor: application.amountMinor,
      reservationExpiresAt: new Date(application.createdAt.getTime() + ctx.reservationMinutes * 60_000),
    };
    const made = await insertReservedPayment(db, reserved, { userId });
    if (made) {
      return {
        payment: {
          ...reserved,
          id: made.id,
          returnUrl: reserved.returnUrl ?? null,
          cancelUrl: reserved.cancelUrl ?? null,
        },
        timeline: made.events,
      };
    }
    const raise = await funding.find(db, application.projectId);
    if (!raise) throw new AppError('PROJECT_NOT_FOUND', 'Project not found');
    throw funding.refusal(raise, application.amountMinor) ?? refuseAmount({ code: 'ROUND_FULL' }, raise.currency);
  }

  /** After the commit: the catalogue, and for a card payment just reserved, its checkout. */
  async function afterReserving(
    row: PaymentRow,
    user?: Pick<UserRow, 'email' | 'language'>,
    raise?: Raise,
  ): Promise<PaymentRow> {
    if (row.status === 'succeeded' || row.status === 'pending') ctx.catalogueChanged();
    if (row.status === 'pending' && !row.checkoutUrl) {
      const payer = user ?? (await findUserById(db, row.userId));
      return openCheckout(row, payer!, raise);
    }
    return row;
  }

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
    return presenter.toPayment(existing);
  }

  /** Confirm an amount (create, above), once: every rule, then the application and its reservation. */
  async function createOnce(
    userId: string,
    input: CreatePaymentInput,
    fresh: UserRow | undefined,
  ): Promise<{ payment: Payment; created: boolean }> {
    // Read, not locked: an amount the raise does not take (a full round above all, in a
    // launch) is refused here, before any lock or queue. The reservation below checks again, in
    // the one statement that decides. Identity verification is read as it is now.
    const user = fresh?.id === userId ? fresh : await findUserById(db, userId);
    if (!user) throw paymentNotFound();
    const raise = await funding.find(db, input.projectId);
    if (!raise || !raise.publishedAt) throw new AppError('PROJECT_NOT_FOUND', 'Project not found');
    const { amountMinor, currency } = parseMoneyInput(input.amount, input.currency, {
      expected: { currency: raise.currency, refusal: `This business raises money in ${raise.currency}.` },
    });
    let refusal = funding.refusal(raise, amountMinor);
    if (refusal && parts.heldOffer) {
      // Room a waitlist offer holds for this investor is theirs to take: not counted against them.
      const heldMinor = await parts.heldOffer(db, userId, raise.id, now());
      if (heldMinor > 0)
        refusal = funding.refusal({ ...raise, reservedMinor: raise.reservedMinor - heldMinor }, amountMinor);
    }
    if (refusal) throw refusal;
    // The sheet before the money: refused until the investor has acknowledged the published version.
    const kiisVersion = await kiis.acknowledgeForPayment(db, userId, raise.id, input.kiisVersion, now());
    const breakdown = computeFees(amountMinor, fees, input.method);
    const shareLinkId = input.ref ? await shareLinkOf(db, raise.id, input.ref) : null;
    // The common case of a launch, a verified investor paying by card with no 12-month cap to
    // hold and no waitlist offer to take, is created and reserved in one statement
    // (insertReservedPayment): the business's row is never locked across a round trip.
    const atOnce =
      user.kycStatus === 'passed' &&
      input.method === 'card' &&
      !limits.capApplies(user) &&
      (!parts.heldOffer || (await parts.heldOffer(db, userId, raise.id, now())) === 0);
    const application = (extraAck: boolean | null): NewPayment & { createdAt: Date } => ({
      userId,
      projectId: raise.id,
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
        `/business/${raise.id}/payment/progress?status=success&amount=${fromMinorUnits(amountMinor, currency)}`,
      cancelUrl:
        input.cancelUrl ??
        `/business/${raise.id}/payment/secure?status=cancel&amount=${fromMinorUnits(amountMinor, currency)}`,
      riskAcknowledged: true,
      extraRiskAcknowledged: extraAck,
      kiisVersion,
      shareLinkId,
      idempotencyKey: input.idempotencyKey ?? null,
      provider: provider.name,
      createdAt: now(),
      updatedAt: now(),
    });
    if (atOnce) {
      // No cap applies: the limits are read without the investor's lock.
      const limit = await limits.of(db, user, currency);
      const extraAck = checkAcknowledgments(amountMinor, limit.extraAckThresholdMinor, input, currency);
      const { payment, timeline } = await reserveAtOnce(application(extraAck), userId);
      ctx.catalogueChanged();
      const opened = await openCheckout(payment, user, raise).catch((error: unknown) => {
        throw new CheckoutFailed(error);
      });
      return {
        payment: await presenter.toPayment(opened, { raise, language: user.language, timeline }),
        created: true,
      };
    }
    const row = await db.transaction(async (tx) => {
      // The investor first (the 12-month cap counts their investments in every business),
      // then the payment's own rows; the business only in the last statement, until the commit.
      await limits.lockForCap(tx, user);
      const limit = await limits.of(tx, user, currency);
      checkAnnualCap(amountMinor, limit.annualCap, currency);
      const extraAck = checkAcknowledgments(amountMinor, limit.extraAckThresholdMinor, input, currency);
      const inserted = await insertPayment(tx, application(extraAck));
      await insertPaymentEvent(tx, {
        paymentId: inserted.id,
        fromStatus: null,
        toStatus: 'awaiting_verification',
        cause: 'user',
        causeRef: userId,
        reason: null,
        createdAt: now(),
      });
      // No money is taken, and nothing reserved, until identity verification has passed.
      if (user.kycStatus !== 'passed') return inserted;
      return reserveAndPay(tx, inserted, userId);
    });
    const reserved = await afterReserving(row, user, raise).catch((error: unknown) => {
      throw new CheckoutFailed(error);
    });
    const payment = await presenter.toPayment(reserved, { raise, language: user.language });
    return { payment, created: true };
  }

  return {
    /** What the payment page explains before anything is sent. */
    async terms(userId: string, projectId: string): Promise<PaymentTerms> {
      // Read fresh, not from the sign-in cache: verification may have passed a moment ago.
      const user = await findUserById(db, userId);
      if (!user) throw paymentNotFound();
      const raise = await funding.find(db, projectId);
      if (!raise || !raise.publishedAt) throw new AppError('PROJECT_NOT_FOUND', 'Project not found');
      const rules = funding.ticketRules(raise);
      const limit = await limits.of(db, user, raise.currency);
      const major = (minor: number) => fromMinorUnits(minor, raise.currency);
      return {
        project_id: raise.id,
        currency: raise.currency,
        accepts_payments: funding.takesMoney(raise) && rules.remainingMinor > 0,
        project_status: raise.status,
        ticket_min: major(rules.minMinor),
        ticket_max: major(rules.maxMinor),
        ticket_step: major(rules.stepMinor),
        remaining: major(rules.remainingMinor),
        max_amount: major(maxAcceptedAmount(rules)),
        service_fee_bp: fees.serviceFeeBp,
        card_fee_bp: fees.cardFeeBp,
        extra_ack_threshold: limit.extraAckThresholdMinor === null ? null : major(limit.extraAckThresholdMinor),
        advised_max: limit.advisedMaxMinor === null ? null : major(limit.advisedMaxMinor),
        advised_share_bp: limits.advisedShareBp,
        annual_cap: limit.annualCap
          ? { limit: major(limit.annualCap.limitMinor), invested: major(limit.annualCap.investedMinor) }
          : null,
        identity_verified: user.kycStatus === 'passed',
        reservation_minutes: ctx.reservationMinutes,
        cancellation_days: CANCELLATION_DAYS,
        kiis: await kiis.forInvestor(userId, raise.id),
      };
    },

    /**
     * Confirm an amount: checks every rule, records the application, and for a verified investor
     * reserves the amount and opens the provider's checkout (a wallet payment is paid at once).
     * The same idempotency key answers the same payment: a key used before meets the payment's
     * unique key when inserted, or is refused by a rule that no longer holds, and either way is
     * answered with the payment it made (nothing of this request was written). `fresh`: the
     * investor's row as this request read it, used instead of reading it again.
     */
    async create(
      userId: string,
      input: CreatePaymentInput,
      fresh?: UserRow,
    ): Promise<{ payment: Payment; created: boolean }> {
      try {
        return await createOnce(userId, input, fresh);
      } catch (error) {
        if (error instanceof CheckoutFailed) throw error.cause;
        if (input.idempotencyKey && (error instanceof AppError || isUniqueViolation(error))) {
          const existing = await findPaymentByIdempotencyKey(db, userId, input.idempotencyKey);
          if (existing) return { payment: await sameRequest(existing, input), created: false };
        }
        throw error;
      }
    },
    /**
     * Continue to the secure payment: after identity verification, reserve the application's amount
     * and open the checkout; for a payment already reserved, answer its open checkout (also after
     * a declined card: the checkout takes another).
     */
    async checkout(userId: string, id: string): Promise<Payment> {
      const own = await presenter.ownPayment(userId, id);
      if ((own.status === 'pending' || own.status === 'processing') && own.checkoutUrl) return presenter.toPayment(own);
      // Paid in another tab: say so, so the page can point at the investment instead of "ended".
      if (own.status === 'succeeded' || own.status === 'refunding' || own.status === 'refunded') {
        throw new AppError('PAYMENT_ALREADY_PAID', 'This payment is already paid.');
      }
      if (own.status !== 'awaiting_verification' && own.status !== 'pending') {
        throw new AppError('PAYMENT_NOT_PAYABLE', `This payment is ${own.status} and cannot be paid.`);
      }
      const row = await db.transaction(async (tx) => {
        const payment = await lockPayment(tx, id);
        const user = await findUserById(tx, userId);
        if (!payment || !user) throw paymentNotFound();
        if (payment.status !== 'awaiting_verification') return payment;
        if (user.kycStatus !== 'passed') {
          throw new AppError('FORBIDDEN', 'Please verify your identity before paying.');
        }
        return reserveAndPay(tx, payment, userId);
      });
      return presenter.toPayment(await afterReserving(row));
    },
  };
}
