import { createProviderEvents } from './apply-provider-event.js';
import { createCancellation } from './cancel-payment.js';
import type { PaymentsContext } from './context.js';
import { createPaymentCreation } from './create-payment.js';
import { createEarlyRefusal } from './early-refusal.js';
import { createPaymentMoney } from './payment-money.js';
import { createPaymentPresenter } from './present-payment.js';
import { createRefunds } from './refunds.js';
import { findPaymentByIdempotencyKey } from './payments.repository.js';
import { createReservations, type Reservations } from './reservations.js';
import { claimOffer, heldOfferMinor } from '../waitlist/waitlist.service.js';

export type { CreatePaymentInput } from './create-payment.js';
export type { EventHooks, EventRecorder } from './context.js';
export { PAYMENT_REFUND_JOB, REFUND_REASONS } from './payment-money.js';
export { PAYMENT_EXPIRY_JOB } from './reservations.js';
export { PAYMENT_ROUND_REFUND_JOB, REFUND_RETRY_JOB } from './refunds.js';

/** What the payments service is made of: see PaymentsContext. */
export type PaymentsServiceDeps = PaymentsContext;

/**
 * Investments and their payments (docs/architecture.md, "Investing"). One use case per file:
 * creating and continuing a payment (create-payment.ts), cancelling it (cancel-payment.ts),
 * applying what the provider reports (apply-provider-event.ts), refunds (refunds.ts),
 * reservations (reservations.ts), the money each step moves (payment-money.ts) and how a payment
 * reads (present-payment.ts). The states are the contracts' PAYMENT_TRANSITIONS; a raise's figures
 * belong to the funding module.
 */
export function createPaymentsService(deps: PaymentsServiceDeps) {
  const earlyRefusal = createEarlyRefusal(deps.db);
  // Every change of a raise's figures by a payment forgets what this instance believed of its room.
  const ctx: PaymentsContext = {
    ...deps,
    catalogueChanged: () => {
      earlyRefusal.forget();
      deps.catalogueChanged();
    },
  };
  const presenter = createPaymentPresenter(ctx);
  const money = createPaymentMoney(ctx);
  // Events end reservations; expiring one asks the provider through the events: each needs the other.
  const late: { reservations?: Reservations } = {};
  const events = createProviderEvents(ctx, money, () => late.reservations!);
  const reservations = createReservations(ctx, { applyCheckoutState: events.applyCheckoutState });
  late.reservations = reservations;
  const creation = createPaymentCreation(ctx, {
    money,
    reservations,
    presenter,
    claimOffer,
    heldOffer: heldOfferMinor,
  });
  const refunds = createRefunds(ctx, money, reservations, events.apply);

  return {
    terms: creation.terms,
    refuseIfFull: earlyRefusal.refuseIfFull,
    /** Whether the user made a payment under this Idempotency-Key. */
    madeWithKey: async (userId: string, key: string) =>
      (await findPaymentByIdempotencyKey(deps.db, userId, key)) !== null,
    create: creation.create,
    checkout: creation.checkout,
    cancel: createCancellation(ctx, { money, reservations, presenter }),
    get: presenter.get,
    listForProject: presenter.listForProject,
    listOfUser: presenter.listOfUser,
    unsettledCountOf: presenter.unsettledCountOf,
    eventsOf: presenter.eventsOf,
    canCancel: presenter.canCancel,
    toPayment: presenter.toPayment,
    investorsOf: presenter.investorsOf,
    heldOf: presenter.heldOf,
    applyProviderEvent: events.apply,
    /** Job: settles open payments by asking the provider about their checkouts, then ends overdue ones. */
    expireReservations: reservations.expireReservations,
    releaseReservations: reservations.releaseReservations,
    requestRefund: refunds.requestRefund,
    refundRound: refunds.refundRound,
    retryStuckRefunds: refunds.retryStuckRefunds,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
