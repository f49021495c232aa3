import { withShareSource } from '@/lib/share-source';
import {
  computeFees,
  fromMinorUnits,
  isOpenPayment,
  NO_PAYMENT_AMOUNT_MESSAGE,
  toMinorUnits,
  type FeeBreakdown,
  type Payment,
  type PaymentMethod,
  type PaymentStatus,
} from '@grove/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, CircleCheck, CreditCard, Lock, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/spinner';
import { afterVerification } from '@/lib/after-verification';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { PORTFOLIO_SCOPE } from '@/lib/portfolio';
import { balanceIn, covers, WALLET_SCOPE } from '@/lib/wallet';
import { useCreatePayment } from '../api/create-payment';
import { BusyNotice } from './busy-notice';
import { paymentQueryOptions, usePayment } from '../api/get-payment';
import { usePaymentTerms } from '../api/get-terms';
import { usePaymentWallet } from '../api/get-wallet';
import { useStartCheckout } from '../api/start-checkout';
import { useAbandonPayment } from '../hooks/use-abandon-payment';
import { needsExtraAck, paymentFeeLines } from '../utils/amounts';
import { declineOf, holdTime } from '../utils/decline';
import { checkoutBrowser } from '../utils/checkout';
import { pendingPayment } from '../utils/pending-payment';
import { FeeBreakdownList } from './fee-breakdown';
import { Panel, PaymentShell, Warning } from './payment-shell';

export const secureHref = (projectId: string, paymentId: string) =>
  `${paths.paymentSecure.getHref(projectId)}?paymentId=${encodeURIComponent(paymentId)}`;

/** Paid in this tab or another: the money reached the business (it may since be on its way back). */
const isPaid = (status: PaymentStatus) => status === 'succeeded' || status === 'refunding' || status === 'refunded';

/** The payment's id from the address, else the pending payment of this business (spec §3). */
export function usePaymentId(projectId: string): string | null {
  const [searchParams] = useSearchParams();
  return searchParams.get('paymentId') || pendingPayment.get(projectId)?.paymentId || null;
}

/** What paying from the wallet costs: the amount and the service fee, no card fee. */
function walletFees(payment: Payment): FeeBreakdown {
  const amountMinor = toMinorUnits(payment.amount, payment.currency);
  return computeFees(amountMinor, { serviceFeeBp: payment.fees.service_bp, cardFeeBp: 0 }, 'wallet');
}

function SecureActions({ payment, method }: { payment: Payment; method: PaymentMethod }) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const terms = usePaymentTerms(payment.project_id);
  const checkout = useStartCheckout();
  const { abandon, cancel } = useAbandonPayment();
  const create = useCreatePayment();
  const verified = terms.data?.identity_verified ?? false;
  const needsVerification = payment.status === 'awaiting_verification' && terms.isSuccess && !verified;

  const proceed = async () => {
    // Another tab may have paid (or ended) this payment meanwhile: ask first, so the page says so
    // ("already paid") instead of sending the investor to a checkout that is closed.
    const fresh = await queryClient.fetchQuery(paymentQueryOptions(payment.id)).catch(() => null);
    if (fresh && !isOpenPayment(fresh.status)) return;
    if (payment.status === 'processing') {
      void navigate(paths.paymentProgress.getHref(payment.project_id, payment.id));
      return;
    }
    if (needsVerification) {
      afterVerification.set(secureHref(payment.project_id, payment.id));
      void navigate(paths.verification.getHref());
      return;
    }
    if (method === 'wallet') {
      await payFromWallet();
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

  /**
   * Pays the same amount from the wallet: a new payment (method wallet) that succeeds at once,
   * then the card application is let go. In that order, so a refused wallet payment (the balance
   * fell short meanwhile) leaves the card payment as it was.
   */
  const payFromWallet = async () => {
    const amountMinor = toMinorUnits(payment.amount, payment.currency);
    const body = {
      project_id: payment.project_id,
      amount: payment.amount,
      currency: payment.currency.toLowerCase(),
      description: payment.description,
      method: 'wallet' as const,
      risk_acknowledged: true,
      ...(terms.data && needsExtraAck(amountMinor, terms.data) ? { extra_risk_acknowledged: true } : {}),
      ...(terms.data?.kiis ? { kiis_version: terms.data.kiis.version } : {}),
      ...withShareSource(payment.project_id),
    };
    const amount = String(payment.amount);
    const key = pendingPayment.attemptKey(payment.project_id, amount, JSON.stringify(body));
    const paid = await create.mutateAsync({ body, idempotencyKey: key }).catch(() => null);
    if (!paid) return;
    if (paid.id !== payment.id && isOpenPayment(payment.status)) await cancel.mutateAsync(payment.id).catch(() => null);
    pendingPayment.setPayment(payment.project_id, amount, paid.id);
    void queryClient.invalidateQueries({ queryKey: WALLET_SCOPE });
    void queryClient.invalidateQueries({ queryKey: PORTFOLIO_SCOPE });
    void navigate(paths.paymentProgress.getHref(paid.project_id, paid.id));
  };

  const error = create.error ?? checkout.error ?? cancel.error;
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
          {error instanceof ApiError && error.code === 'INSUFFICIENT_WALLET_BALANCE'
            ? t('secure.walletShort')
            : errorText(t, error, error.message)}
        </p>
      ) : null}
      <BusyNotice retryAt={checkout.retryAt ?? create.retryAt} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          size="lg"
          onClick={() => void abandon(payment)}
          loading={cancel.isPending}
          data-testid="secure-cancel"
        >
          {t('secure.cancel')}
        </Button>
        <Button
          size="lg"
          onClick={() => void proceed()}
          loading={checkout.isPending || terms.isPending || create.isPending}
          disabled={cancel.isPending}
          data-testid="secure-continue"
        >
          <Lock className="size-4" aria-hidden />
          {needsVerification
            ? t('secure.verifyAndContinue')
            : method === 'wallet'
              ? t('secure.payFromWallet')
              : t('secure.continue')}
          <ArrowRight className="size-4" aria-hidden />
        </Button>
      </div>
    </div>
  );
}

/** Card or wallet: the wallet is offered when its balance covers the amount and the service fee. */
function MethodChooser({
  payment,
  balance,
  method,
  onChange,
}: {
  payment: Payment;
  balance: number;
  method: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  const { t } = useTranslation('payments');
  const name = useId();
  const currency = payment.currency.toUpperCase();
  const money = (amount: number) => formatMoney(amount, currency, { cents: !Number.isInteger(amount) });
  const walletTotal = fromMinorUnits(walletFees(payment).totalMinor, currency);
  const options = [
    {
      value: 'card' as const,
      title: t('secure.methods.card'),
      detail: t('secure.methods.cardDetail', { total: money(payment.fees.total) }),
    },
    {
      value: 'wallet' as const,
      title: t('secure.methods.wallet', { balance: money(balance) }),
      detail: t('secure.methods.walletDetail', { total: money(walletTotal) }),
    },
  ];
  return (
    <fieldset className="mt-4" data-testid="payment-method" data-tour="payment-method">
      <legend className="text-sm font-semibold text-slate-900">{t('secure.methods.legend')}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map(({ value, title, detail }) => (
          <label
            key={value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-xl p-3.5 ring-1 ring-inset transition-colors',
              method === value ? 'bg-brand-50 ring-2 ring-brand-600' : 'bg-white ring-slate-300 hover:bg-slate-50',
            )}
            data-testid={`method-${value}`}
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={method === value}
              onChange={() => onChange(value)}
              className="mt-1 size-4 shrink-0 accent-brand-700"
            />
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-slate-900">{title}</span>
              <span className="mt-0.5 block text-xs text-slate-600">{detail}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function SecureContent({ projectId, paymentId }: { projectId: string; paymentId: string }) {
  const { t } = useTranslation('payments');
  const [searchParams] = useSearchParams();
  const query = usePayment(paymentId);
  const [chosen, setChosen] = useState<PaymentMethod>('card');
  const open = query.data ? isOpenPayment(query.data.status) : false;
  const wallet = usePaymentWallet(open);
  if (query.isPending) return <PageLoader label={t('loading')} />;
  if (query.isError) return <NoAmount projectId={projectId} />;
  const payment = query.data;
  const decline = declineOf(payment);
  const balance = wallet.data ? balanceIn(wallet.data.balances, payment.currency) : null;
  // Offered only when the wallet covers the amount and the service fee (issue 14: no card fee).
  const walletCovers = open && balance !== null && covers(balance, walletFees(payment).totalMinor);
  const method: PaymentMethod = walletCovers ? chosen : 'card';
  const lines =
    method === 'wallet'
      ? { ...paymentFeeLines(payment), fees: walletFees(payment), cardBp: 0 }
      : paymentFeeLines(payment);
  return (
    <Panel testId="secure-breakdown">
      <p className="text-sm text-slate-600">
        {t('secure.business')}: <span className="font-semibold text-slate-900">{payment.project_name}</span>
      </p>
      {walletCovers && balance ? (
        <MethodChooser payment={payment} balance={balance.balance} method={method} onChange={setChosen} />
      ) : null}
      <FeeBreakdownList
        className="mt-3"
        lines={lines}
        keys={{ amount: 'secure.amount', service: 'secure.service', card: 'secure.card', total: 'secure.total' }}
        noCardFee={method === 'wallet'}
        testId={`breakdown-${method}`}
      />
      <p className="mt-4 text-xs leading-relaxed text-slate-500">
        {method === 'wallet' ? t('secure.walletNote') : t('secure.cardNote')}
      </p>
      {open && payment.reservation_expires_at ? (
        <p className="mt-2 text-xs text-slate-500">
          {t('secure.reserved', { time: holdTime(payment.reservation_expires_at) })}
        </p>
      ) : null}
      {decline ? (
        <p
          role="status"
          className="mt-4 flex gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200 ring-inset"
          data-testid="secure-declined"
        >
          <CreditCard className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>{t('secure.declined', { reason: t(`progress.failureReasons.${decline}`) })}</span>
        </p>
      ) : open && searchParams.get('status') === 'cancel' ? (
        <p role="status" className="mt-4 rounded-xl bg-slate-100 p-3 text-sm text-slate-700">
          {t('secure.canceledHere')}
        </p>
      ) : null}
      {open ? (
        <SecureActions payment={payment} method={method} />
      ) : isPaid(payment.status) ? (
        <div
          role="status"
          className="mt-6 flex flex-col gap-3 rounded-xl bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between"
          data-testid="secure-already-paid"
        >
          <p className="flex gap-2 text-sm font-medium text-brand-900">
            <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
            {t('secure.alreadyPaid')}
          </p>
          <ButtonLink to={paths.paymentProgress.getHref(payment.project_id, payment.id)} variant="secondary">
            {t('secure.viewInvestment')}
          </ButtonLink>
        </div>
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
