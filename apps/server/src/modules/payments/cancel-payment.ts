import { CANCELLATION_DAYS, type Payment } from '@grove/contracts';
import { AppError } from '../../lib/errors.js';
import type { PaymentsContext } from './context.js';
import type { PaymentMoney } from './payment-money.js';
import { lockPayment } from './payments.repository.js';
import { paymentNotFound, type PaymentPresenter } from './present-payment.js';
import type { Reservations } from './reservations.js';

/**
 * Cancel: an unpaid payment is abandoned and its reservation released at once; a paid one is
 * taken back and refunded in full, fees included, within CANCELLATION_DAYS of paying. Both take
 * the payment's lock and then its business's (db/lock-order.ts), so a cancellation and the
 * raise's close, its payouts or its disbursement queue behind each other.
 */
export function createCancellation(
  ctx: PaymentsContext,
  parts: { money: PaymentMoney; reservations: Reservations; presenter: PaymentPresenter },
) {
  const { db, funding, provider } = ctx;
  const { money, reservations, presenter } = parts;

  return async function cancel(userId: string, id: string): Promise<Payment> {
    await presenter.ownPayment(userId, id);
    const { row, closeSession } = await db.transaction(async (tx) => {
      const payment = await lockPayment(tx, id);
      if (!payment) throw paymentNotFound();
      const cause = { cause: 'user' as const, ref: userId, reason: 'canceled_by_user' };
      if (payment.status === 'awaiting_verification' || payment.status === 'pending') {
        const raise = await funding.lock(tx, payment.projectId);
        if (!raise) throw paymentNotFound();
        const ended = await reservations.releaseAndEnd(tx, payment, raise, 'canceled', cause);
        return { row: ended, closeSession: payment.providerSessionId };
      }
      if (payment.status === 'succeeded') {
        if (!payment.cancelDeadline || ctx.clock.now() >= payment.cancelDeadline) {
          throw new AppError(
            'CANCELLATION_WINDOW_CLOSED',
            `The ${CANCELLATION_DAYS}-day cancellation window for this investment ended on ${payment.cancelDeadline?.toISOString().slice(0, 10) ?? 'its deadline'}.`,
          );
        }
        const raise = await funding.lock(tx, payment.projectId);
        if (!raise) throw paymentNotFound();
        return { row: await money.takeBack(tx, payment, raise, cause), closeSession: null };
      }
      throw new AppError(
        'PAYMENT_NOT_CANCELABLE',
        payment.status === 'processing'
          ? 'This payment is being processed and cannot be canceled now. Please try again in a few minutes.'
          : `This payment is ${payment.status} and cannot be canceled.`,
      );
    });
    ctx.catalogueChanged();
    if (closeSession) await provider.expireCheckout(closeSession).catch(() => undefined);
    return presenter.toPayment(row);
  };
}
