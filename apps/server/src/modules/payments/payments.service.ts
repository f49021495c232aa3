import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { PaymentProvider, PaymentProviderEvent } from '../../providers/payments/provider.js';
import type { FeeSchedule } from '@grove/contracts';
import type { FundingService } from '../funding/funding.service.js';
import { createProviderEvents } from './apply-provider-event.js';
import { createCancellation } from './cancel-payment.js';
import type { EventRecorder, PaymentsContext } from './context.js';
import { createPaymentCreation } from './create-payment.js';
import { createPaymentMoney } from './payment-money.js';
import { createPaymentPresenter } from './present-payment.js';
import { createRefunds } from './refunds.js';
import { createReservations, type Reservations } from './reservations.js';

export type { CreatePaymentInput } from './create-payment.js';
export type { EventRecorder } from './context.js';
export { PAYMENT_REFUND_JOB, REFUND_REASONS } from './payment-money.js';
export { PAYMENT_EXPIRY_JOB } from './reservations.js';
export { PAYMENT_ROUND_REFUND_JOB, REFUND_RETRY_JOB } from './refunds.js';

export interface PaymentsServiceDeps {
  db: Db;
  provider: PaymentProvider;
  fees: FeeSchedule;
  clock: Clock;
  funding: FundingService;
  reservationMinutes: number;
  publicUrl: string;
  catalogueChanged: () => void;
  otherEvents?: (event: PaymentProviderEvent, record: EventRecorder) => Promise<'changed' | 'unchanged' | 'unknown'>;
}

/**
 * Investments and their payments (docs/architecture.md, "Investing"). One use case per file:
 * creating and continuing a payment (create-payment.ts), cancelling it (cancel-payment.ts),
 * applying what the provider reports (apply-provider-event.ts), refunds (refunds.ts),
 * reservations (reservations.ts), the money each step moves (payment-money.ts) and how a payment
 * reads (present-payment.ts). The states are the contracts' PAYMENT_TRANSITIONS; a raise's figures
 * belong to the funding module.
 */
export function createPaymentsService(deps: PaymentsServiceDeps) {
  const ctx: PaymentsContext = deps;
  const presenter = createPaymentPresenter(ctx);
  const money = createPaymentMoney(ctx);
  // Events end reservations; expiring one asks the provider through the events: each needs the other.
  const late: { reservations?: Reservations } = {};
  const events = createProviderEvents(ctx, money, () => late.reservations!);
  const reservations = createReservations(ctx, { applyCheckoutState: events.applyCheckoutState });
  late.reservations = reservations;
  const creation = createPaymentCreation(ctx, { money, reservations, presenter });
  const refunds = createRefunds(ctx, money, reservations, events.apply);

  return {
    terms: creation.terms,
    create: creation.create,
    checkout: creation.checkout,
    cancel: createCancellation(ctx, { money, reservations, presenter }),
    get: presenter.get,
    listForProject: presenter.listForProject,
    listOfUser: presenter.listOfUser,
    canCancel: presenter.canCancel,
    toPayment: presenter.toPayment,
    investorsOf: presenter.investorsOf,
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
