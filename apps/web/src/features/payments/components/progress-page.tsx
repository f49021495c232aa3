import { NO_PAYMENT_INFO_MESSAGE, type Payment } from '@grove/contracts';
import {
  BadgeCheck,
  CircleX,
  Clock,
  CreditCard,
  ExternalLink,
  RotateCcw,
  ShieldCheck,
  Undo2,
  Wallet,
} from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageLoader, Spinner } from '@/components/ui/spinner';
import { afterVerification } from '@/lib/after-verification';
import { errorText } from '@/lib/error-text';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useFormatDate } from '@/lib/use-format-date';
import { isSettled, usePayment } from '../api/get-payment';
import { usePaymentTerms } from '../api/get-terms';
import { useAbandonPayment } from '../hooks/use-abandon-payment';
import { paymentFeeLines } from '../utils/amounts';
import { checkoutBrowser } from '../utils/checkout';
import { declineOf, holdTime, knownReason, refundReasonOf, type FailureReason } from '../utils/decline';
import { pendingPayment } from '../utils/pending-payment';
import { FeeBreakdownList } from './fee-breakdown';
import { Panel, PaymentShell, Warning } from './payment-shell';
import { secureHref, usePaymentId } from './secure-page';
import { StepTracker, stepsOf } from './step-tracker';

const money = (payment: Payment, amount: number) => formatMoney(amount, payment.currency.toUpperCase());

/** Step 2 while identity is unverified: verify, then come back to this same payment. */
function VerifyStep({ payment }: { payment: Payment }) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const terms = usePaymentTerms(payment.project_id);
  if (terms.data?.identity_verified) {
    return (
      <ButtonLink to={secureHref(payment.project_id, payment.id)} size="sm" data-testid="continue-verified">
        {t('progress.continueVerified')}
      </ButtonLink>
    );
  }
  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-xs text-slate-600">{t('progress.verifyText')}</p>
      <Button
        size="sm"
        data-testid="verify-identity"
        onClick={() => {
          afterVerification.set(secureHref(payment.project_id, payment.id));
          void navigate(paths.verification.getHref());
        }}
      >
        <ShieldCheck className="size-4" aria-hidden />
        {t('progress.verify')}
      </Button>
    </div>
  );
}

/**
 * The card was declined and the checkout is still open (Stripe Checkout's behaviour): nothing
 * was taken, the place stays held until the reservation runs out, and another card may pay.
 */
function Declined({ payment, reason }: { payment: Payment; reason: FailureReason }) {
  const { t } = useTranslation('payments');
  const { abandon, cancel } = useAbandonPayment();
  const retry = payment.checkout_url;
  return (
    <Panel testId="payment-declined" tone="warning">
      <div className="flex items-center gap-3">
        <CreditCard className="size-7 shrink-0 text-amber-800" aria-hidden />
        <h2 className="text-lg font-semibold text-slate-900">{t('progress.declined.title')}</h2>
      </div>
      <p className="mt-2 text-sm font-medium text-amber-950" data-testid="decline-reason">
        {t('progress.stopped.why', { reason: t(`progress.failureReasons.${reason}`) })}
      </p>
      <ul className="mt-3 space-y-1.5 text-sm text-slate-800">
        <li className="flex gap-2">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
          {t('progress.declined.noMoney')}
        </li>
        <li className="flex gap-2" data-testid="held-until">
          <Clock className="mt-0.5 size-4 shrink-0 text-slate-600" aria-hidden />
          {payment.reservation_expires_at
            ? t('progress.declined.heldUntil', { time: holdTime(payment.reservation_expires_at) })
            : t('progress.declined.held')}
        </li>
      </ul>
      {cancel.error ? (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
          {errorText(t, cancel.error, cancel.error.message)}
        </p>
      ) : null}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {retry ? (
          <Button onClick={() => checkoutBrowser.assign(retry)} disabled={cancel.isPending}>
            <RotateCcw className="size-4" aria-hidden />
            {t('progress.declined.tryAnother')}
          </Button>
        ) : (
          <ButtonLink to={secureHref(payment.project_id, payment.id)}>
            <RotateCcw className="size-4" aria-hidden />
            {t('progress.declined.tryAnother')}
          </ButtonLink>
        )}
        <Button variant="secondary" onClick={() => void abandon(payment)} loading={cancel.isPending}>
          {t('secure.cancel')}
        </Button>
      </div>
    </Panel>
  );
}

function Outcome({ payment }: { payment: Payment }) {
  const { t } = useTranslation('payments');
  const formatDate = useFormatDate();
  const decline = declineOf(payment);
  if (decline) return <Declined payment={payment} reason={decline} />;
  if (payment.status === 'succeeded') {
    return (
      <Panel testId="payment-success" tone="success">
        <div className="flex items-center gap-3">
          <BadgeCheck className="size-7 text-brand-700" aria-hidden />
          <h2 className="text-lg font-semibold text-slate-900">{t('progress.success.title')}</h2>
        </div>
        <p className="mt-2 text-sm text-slate-700">{t('progress.success.text', { name: payment.project_name })}</p>
        <FeeBreakdownList
          className="mt-3"
          lines={paymentFeeLines(payment)}
          keys={{
            amount: 'progress.success.amount',
            service: 'progress.success.service',
            card: 'progress.success.card',
            total: 'progress.success.total',
          }}
        />
        {payment.cancel_deadline ? (
          <p className="mt-4 text-sm text-slate-700" data-testid="cancel-until">
            {t('progress.success.cancelUntil', { date: formatDate(payment.cancel_deadline, 'long') })}
          </p>
        ) : null}
        <ButtonLink to={paths.portfolio.getHref()} className="mt-5">
          {t('progress.success.portfolio')}
        </ButtonLink>
      </Panel>
    );
  }
  if (payment.status === 'refunding' || payment.status === 'refunded') {
    const why = refundReasonOf(payment);
    const amount = money(payment, payment.fees.total);
    return (
      <Panel testId={`payment-${payment.status}`}>
        <div className="flex items-center gap-3">
          <Undo2 className="size-6 text-slate-600" aria-hidden />
          <h2 className="text-lg font-semibold text-slate-900">{t(`progress.${payment.status}.title`)}</h2>
        </div>
        <p className="mt-2 text-sm text-slate-700" data-testid="refund-text">
          {why
            ? t(`progress.refundReasons.${why}.${payment.status}`, { amount })
            : t(`progress.${payment.status}.text`, { amount })}
        </p>
        {why === 'refund_failed_credited_to_wallet' && payment.status === 'refunded' ? (
          <ButtonLink to={`${paths.portfolio.getHref()}?tab=wallet`} variant="secondary" className="mt-5">
            <Wallet className="size-4" aria-hidden />
            {t('progress.refundReasons.refund_failed_credited_to_wallet.wallet')}
          </ButtonLink>
        ) : null}
      </Panel>
    );
  }
  if (payment.status === 'failed' || payment.status === 'expired' || payment.status === 'canceled') {
    const stopped = stepsOf(payment).find((step) => step.state === 'stopped')?.step ?? 'payment_processing';
    const reason = knownReason(payment.failure_reason);
    return (
      <Panel testId="payment-stopped" tone="danger">
        <div className="flex items-center gap-3">
          <CircleX className="size-7 text-red-700" aria-hidden />
          <h2 className="text-lg font-semibold text-slate-900">{t('progress.stopped.title')}</h2>
        </div>
        <p className="mt-2 text-sm text-slate-700">
          {t('progress.stopped.where', { step: t(`progress.steps.${stopped}`) })}
        </p>
        <p className="mt-1 text-sm font-medium text-red-800" data-testid="failure-reason">
          {t('progress.stopped.why', { reason: t(`progress.failureReasons.${reason}`) })}
        </p>
        <ButtonLink
          to={`${paths.payment.getHref(payment.project_id)}?amount=${encodeURIComponent(String(payment.amount))}`}
          className="mt-5"
        >
          <RotateCcw className="size-4" aria-hidden />
          {t('progress.stopped.tryAgain')}
        </ButtonLink>
      </Panel>
    );
  }
  return null;
}

function ProgressContent({ projectId, paymentId }: { projectId: string; paymentId: string }) {
  const { t } = useTranslation('payments');
  const query = usePayment(paymentId, { poll: true });
  const payment = query.data;
  const settled = payment ? isSettled(payment.status) : false;

  useEffect(() => {
    // A payment that ended needs nothing more from this tab.
    if (payment && settled) pendingPayment.clear(payment.project_id);
  }, [payment, settled]);

  if (query.isPending) return <PageLoader label={t('loading')} />;
  if (query.isError || !payment) return <NoPaymentInfo projectId={projectId} />;
  const live = !settled && payment.status !== 'awaiting_verification';

  return (
    <div className="flex flex-col gap-6">
      <Panel>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600">
            {t('progress.subtitle', { amount: money(payment, payment.amount), name: payment.project_name })}
          </p>
          <span
            className="inline-flex items-center rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-800"
            data-testid="payment-status"
          >
            {t(`status.${payment.status}`)}
          </span>
        </div>
        <div className="mt-5">
          <StepTracker
            payment={payment}
            extra={{
              identity_verification:
                payment.status === 'awaiting_verification' ? <VerifyStep payment={payment} /> : null,
              // After a decline the panel below offers another card instead.
              payment_processing:
                payment.status === 'pending' && payment.checkout_url && !declineOf(payment) ? (
                  <Button size="sm" onClick={() => checkoutBrowser.assign(payment.checkout_url ?? '')}>
                    {t('progress.payNow')}
                    <ExternalLink className="size-4" aria-hidden />
                  </Button>
                ) : null,
            }}
          />
        </div>
        {live ? (
          <p role="status" className="mt-5 flex items-center gap-2 text-xs text-slate-500">
            <Spinner className="size-3.5" />
            {t('progress.live')}
          </p>
        ) : null}
      </Panel>
      <Outcome payment={payment} />
    </div>
  );
}

function NoPaymentInfo({ projectId }: { projectId: string }) {
  const { t } = useTranslation('payments');
  return (
    <Warning
      testId="no-payment-info"
      action={<ButtonLink to={paths.payment.getHref(projectId)}>{t('secure.restart')}</ButtonLink>}
    >
      {t('progress.noPayment', { defaultValue: NO_PAYMENT_INFO_MESSAGE })}
    </Warning>
  );
}

/** /business/:id/payment/progress?paymentId= (spec §2, §4): the five-step tracker, live until the payment ends. */
export function PaymentProgressPage({ projectId }: { projectId: string }) {
  const { t } = useTranslation('payments');
  const paymentId = usePaymentId(projectId);
  return (
    <PaymentShell projectId={projectId} title={t('progress.title')}>
      {paymentId ? (
        <ProgressContent projectId={projectId} paymentId={paymentId} />
      ) : (
        <NoPaymentInfo projectId={projectId} />
      )}
    </PaymentShell>
  );
}
