import { isOpenPayment, type Payment } from '@grove/contracts';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { useCancelPayment } from '../api/cancel-payment';
import { pendingPayment } from '../utils/pending-payment';

/**
 * Cancel on the secure and progress pages: lets an unpaid payment go (its reservation with it),
 * then back to the amount page with the same amount, which says nothing was charged.
 */
export function useAbandonPayment() {
  const navigate = useNavigate();
  const cancel = useCancelPayment();

  const abandon = async (payment: Payment) => {
    if (isOpenPayment(payment.status)) {
      const done = await cancel.mutateAsync(payment.id).catch(() => null);
      if (!done) return;
    }
    // The next confirm is a new attempt, with a new idempotency key.
    pendingPayment.clear(payment.project_id);
    const amount = String(payment.amount);
    pendingPayment.setAmount(payment.project_id, amount);
    void navigate(`${paths.payment.getHref(payment.project_id)}?status=cancel&amount=${encodeURIComponent(amount)}`);
  };

  return { abandon, cancel };
}
