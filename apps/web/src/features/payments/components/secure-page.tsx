import { isOpenPayment, NO_PAYMENT_AMOUNT_MESSAGE, type Payment } from '@grove/contracts';
import { ArrowRight, Lock, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/spinner';
import { afterVerification } from '@/lib/after-verification';
import { errorText } from '@/lib/error-text';
import { currentLocale } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useCancelPayment } from '../api/cancel-payment';
import { usePayment } from '../api/get-payment';
import { usePaymentTerms } from '../api/get-terms';
import { useStartCheckout } from '../api/start-checkout';
import { paymentFeeLines } from '../utils/amounts';
import { checkoutBrowser } from '../utils/checkout';
import { pendingPayment } from '../utils/pending-payment';
import { FeeBreakdownList } from './fee-breakdown';
import { Panel, PaymentShell, Warning } from './payment-shell';

export const secureHref = (projectId: string, paymentId: string) =>
  `${paths.paymentSecure.getHref(projectId)}?paymentId=${encodeURIComponent(paymentId)}`;

/** The payment's id from the address, else the pending payment of this business (spec §3). */
export function usePaymentId(projectId: string): string | null {
  const [searchParams] = useSearchParams();
  return searchParams.get('paymentId') || pendingPayment.get(projectId)?.paymentId || null;
}

function SecureActions({ payment }: { payment: Payment }) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const terms = usePaymentTerms(payment.project_id);
  const checkout = useStartCheckout();
  const cancel = useCancelPayment();
  const verified = terms.data?.identity_verified ?? false;
  const needsVerification = payment.status === 'awaiting_verification' && terms.isSuccess && !verified;

  const proceed = async () => {
    if (payment.status === 'processing') {
      void navigate(paths.paymentProgress.getHref(payment.project_id, payment.id));
      return;
    }
    if (needsVerification) {
      afterVerification.set(secureHref(payment.project_id, payment.id));
      void navigate(paths.verification.getHref());
      return;
    }
    const opened =
      payment.status === 'pending' && payment.checkout_url
        ? payment
        : await checkout.mutateAsync(payment.id).catch(() => null);
    if (!opened) return;
    if (opened.checkout_url) checkoutBrowser.assign(opened.checkout_url);
    else void navigate(paths.paymentProgress.getHref(opened.project_id, opened.id));
  };

  const back = async () => {
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

  const error = checkout.error ?? cancel.error;
  return (
    <div className="mt-6 flex flex-col gap-3">
      {needsVerification ? (
        <p className="flex gap-2 rounded-xl bg-brand-50 p-4 text-sm text-brand-900">
          <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t('secure.verifyFirst')}
        </p>
      ) : null}
      {error ? (
        <p
          role="alert"
          className="rounded-xl bg-red-50 p-4 text-sm font-medium text-red-800 ring-1 ring-red-200 ring-inset"
        >
          {errorText(t, error, error.message)}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          size="lg"
          onClick={() => void back()}
          loading={cancel.isPending}
          data-testid="secure-cancel"
        >
          {t('secure.cancel')}
        </Button>
        <Button
          size="lg"
          onClick={() => void proceed()}
          loading={checkout.isPending || terms.isPending}
          disabled={cancel.isPending}
          data-testid="secure-continue"
        >
          <Lock className="size-4" aria-hidden />
          {needsVerification ? t('secure.verifyAndContinue') : t('secure.continue')}
          <ArrowRight className="size-4" aria-hidden />
        </Button>
      </div>
    </div>
  );
}

function SecureContent({ projectId, paymentId }: { projectId: string; paymentId: string }) {
  const { t } = useTranslation('payments');
  const [searchParams] = useSearchParams();
  const query = usePayment(paymentId);
  if (query.isPending) return <PageLoader label={t('loading')} />;
  if (query.isError) return <NoAmount projectId={projectId} />;
  const payment = query.data;
  const open = isOpenPayment(payment.status);
  return (
    <Panel testId="secure-breakdown">
      <p className="text-sm text-slate-600">
        {t('secure.business')}: <span className="font-semibold text-slate-900">{payment.project_name}</span>
      </p>
      <FeeBreakdownList
        className="mt-3"
        lines={paymentFeeLines(payment)}
        keys={{ amount: 'secure.amount', service: 'secure.service', card: 'secure.card', total: 'secure.total' }}
      />
      <p className="mt-4 text-xs leading-relaxed text-slate-500">{t('secure.cardNote')}</p>
      {open && payment.reservation_expires_at ? (
        <p className="mt-2 text-xs text-slate-500">
          {t('secure.reserved', {
            time: new Intl.DateTimeFormat(currentLocale(), { hour: '2-digit', minute: '2-digit' }).format(
              new Date(payment.reservation_expires_at),
            ),
          })}
        </p>
      ) : null}
      {open && searchParams.get('status') === 'cancel' ? (
        <p role="status" className="mt-4 rounded-xl bg-slate-100 p-3 text-sm text-slate-700">
          {t('secure.canceledHere')}
        </p>
      ) : null}
      {open ? (
        <SecureActions payment={payment} />
      ) : (
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-700">{t('secure.notOpen')}</p>
          <ButtonLink to={paths.paymentProgress.getHref(payment.project_id, payment.id)} variant="secondary">
            {t('secure.viewProgress')}
          </ButtonLink>
        </div>
      )}
    </Panel>
  );
}

function NoAmount({ projectId }: { projectId: string }) {
  const { t } = useTranslation('payments');
  return (
    <Warning
      testId="no-payment-amount"
      action={<ButtonLink to={paths.payment.getHref(projectId)}>{t('secure.restart')}</ButtonLink>}
    >
      {t('noAmount', { defaultValue: NO_PAYMENT_AMOUNT_MESSAGE })}
    </Warning>
  );
}

/** /business/:id/payment/secure (spec §2): the fee breakdown with continue and cancel. */
export function SecurePaymentPage({ projectId }: { projectId: string }) {
  const { t } = useTranslation('payments');
  const paymentId = usePaymentId(projectId);
  return (
    <PaymentShell projectId={projectId} title={t('secure.title')} subtitle={t('secure.subtitle')}>
      {paymentId ? <SecureContent projectId={projectId} paymentId={paymentId} /> : <NoAmount projectId={projectId} />}
    </PaymentShell>
  );
}
