import { type Portfolio, type PaymentStatus } from '@grove/contracts';
import { ArrowRight, Store, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { formatMoney, formatPercent } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useFormatDate } from '@/lib/use-format-date';
import { useCancelInvestment } from '../api/cancel-investment';
import { ConfirmationDownload } from './confirmation-download';
import { earnsPayouts, InvestmentPayouts } from './investment-payouts';

type Investment = Portfolio['items'][number];

const TONES: Partial<Record<PaymentStatus, string>> = {
  succeeded: 'bg-brand-50 text-brand-800 ring-brand-200',
  canceled: 'bg-slate-100 text-slate-800 ring-slate-300',
  refunded: 'bg-slate-100 text-slate-800 ring-slate-300',
  expired: 'bg-slate-100 text-slate-800 ring-slate-300',
  failed: 'bg-red-50 text-red-800 ring-red-200',
};

/** Business statuses an investor must notice on their investment: its raise stopped or is refunded. */
const NOTABLE_STATUSES = new Set(['paused', 'refund_initiated', 'refund_completed']);

function InvestmentStatus({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('portfolio');
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[status] ?? 'bg-amber-50 text-amber-900 ring-amber-200',
      )}
      data-testid="investment-status"
    >
      {t(`investmentStatus.${status}`, { defaultValue: status.replace(/_/g, ' ') })}
    </span>
  );
}

/** Why money went back, in words; an unknown reason is left out. */
const REFUND_REASONS = new Set([
  'canceled_by_user',
  'round_refunded',
  'late_payment_round_full',
  'refunded_at_provider',
  'dispute_lost',
  'refund_failed_credited_to_wallet',
]);

function RefundNote({ refund }: { refund: NonNullable<Investment['refund']> }) {
  const { t } = useTranslation('portfolio');
  const reason = refund.reason && REFUND_REASONS.has(refund.reason) ? refund.reason : null;
  return (
    <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700" data-testid="refund-note">
      {reason ? t(`refund.reasons.${reason}`) : null} {t(refund.refunded_at ? 'refund.notCounted' : 'refund.underWay')}
    </p>
  );
}

const progressHref = (item: Investment) => paths.paymentProgress.getHref(item.project.id, item.application_id);

/**
 * Asks before cancelling a paid investment in its window, and says what comes back (the amount and
 * its fees). Unfinished payments are discarded from their own list (unfinished-payments.tsx).
 */
function CancelInvestment({ item }: { item: Investment }) {
  const { t } = useTranslation('portfolio');
  const formatDate = useFormatDate();
  const [open, setOpen] = useState(false);
  const cancel = useCancelInvestment();
  const currency = item.currency.toUpperCase();
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setOpen(true)}
        data-testid="cancel-investment"
        data-tour="cancel"
      >
        <Undo2 className="size-4" aria-hidden />
        {t('cancel.action')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) cancel.reset();
        }}
        title={t('cancel.title')}
        description={t(item.method === 'wallet' ? 'cancel.descriptionWallet' : 'cancel.description', {
          name: item.project.name,
          refund: formatMoney(item.refund_amount, currency),
          date: formatDate(item.cancel_deadline, 'long'),
        })}
        closeLabel={t('common:actions.close')}
        tone="danger"
        icon={<Undo2 className="size-5" aria-hidden />}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('cancel.keep')}
            </Button>
            <Button
              variant="danger"
              loading={cancel.isPending}
              onClick={() => cancel.mutate(item.application_id, { onSuccess: () => setOpen(false) })}
              data-testid="confirm-cancel"
            >
              {t('cancel.confirm')}
            </Button>
          </>
        }
      >
        <dl className="flex items-baseline justify-between rounded-xl bg-slate-50 p-4">
          <dt className="text-sm text-slate-600">{t('cancel.refund')}</dt>
          <dd className="text-lg font-bold text-slate-900 tabular-nums" data-testid="refund-amount">
            {formatMoney(item.refund_amount, currency)}
          </dd>
        </dl>
        {cancel.error ? (
          <p role="alert" className="mt-3 text-sm font-medium text-red-800">
            {errorText(t, cancel.error, cancel.error.message)}
          </p>
        ) : null}
      </Dialog>
    </>
  );
}

/**
 * The investor's investments: business and its progress, amount, date, expected return (or, once
 * refunded, what went back, when and why) and status, a link to the payment's progress, and while the window is open, cancel.
 */
export function InvestmentList({ items }: { items: readonly Investment[] }) {
  const { t } = useTranslation('portfolio');
  const formatDate = useFormatDate();
  return (
    <ul className="space-y-4" data-testid="investment-list">
      {items.map((item) => {
        const currency = item.currency.toUpperCase() || item.project.currency;
        const funded = Math.min(100, Math.max(0, item.project.fundedPercent));
        return (
          <li
            key={item.id}
            className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
            data-testid="investment"
            data-status={item.status}
          >
            <div className="flex flex-col gap-4 lg:flex-row lg:items-center">
              <div className="flex min-w-0 flex-1 items-center gap-4">
                <div className="aspect-[16/10] w-24 shrink-0 overflow-hidden rounded-lg bg-brand-50">
                  {item.project.image ? (
                    <img
                      src={item.project.image}
                      alt=""
                      width={96}
                      height={60}
                      loading="lazy"
                      decoding="async"
                      className="size-full object-cover"
                    />
                  ) : (
                    <div className="flex size-full items-center justify-center text-brand-700">
                      <Store className="size-6" aria-hidden />
                    </div>
                  )}
                </div>
                <div className="min-w-0 flex-1">
                  <h3 className="font-semibold break-words text-slate-900">{item.project.name}</h3>
                  <p className="mt-0.5 truncate text-sm text-slate-600">{item.project.location}</p>
                  {NOTABLE_STATUSES.has(item.project.status) ? (
                    <p
                      className="mt-1 inline-flex rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200 ring-inset"
                      data-testid="business-status-note"
                    >
                      {t(`businessStatus.${item.project.status}`)}
                    </p>
                  ) : null}
                  <div
                    role="progressbar"
                    aria-label={t('investment.businessProgress', { name: item.project.name })}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={funded}
                    className="mt-2 h-1.5 max-w-56 overflow-hidden rounded-full bg-slate-100"
                  >
                    <div className="h-full rounded-full bg-brand-600" style={{ width: `${funded}%` }} />
                  </div>
                  <p className="mt-1 text-xs text-slate-500">
                    {t('investment.funded', { percent: formatPercent(item.project.fundedPercent) })}
                  </p>
                </div>
              </div>
              <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-4 lg:w-[32rem] lg:shrink-0">
                <div>
                  <dt className="text-xs text-slate-500">{t('investment.amount')}</dt>
                  <dd className="text-sm font-semibold text-slate-900" data-testid="investment-amount">
                    {formatMoney(item.amount_invested, currency)}
                  </dd>
                </div>
                {item.refund ? (
                  <>
                    <div>
                      <dt className="text-xs text-slate-500">
                        {t(item.refund.refunded_at ? 'refund.date' : 'refund.requestedDate')}
                      </dt>
                      <dd className="text-sm font-semibold text-slate-900">
                        {formatDate(item.refund.refunded_at ?? item.refund.requested_at)}
                      </dd>
                    </div>
                    <div>
                      <dt className="text-xs text-slate-500">
                        {t(item.refund.refunded_at ? 'refund.amount' : 'refund.amountUnderWay')}
                      </dt>
                      <dd className="text-sm font-semibold text-slate-900" data-testid="refunded-amount">
                        {formatMoney(item.refund.amount, currency, { cents: !Number.isInteger(item.refund.amount) })}
                      </dd>
                    </div>
                  </>
                ) : (
                  <>
                    <div>
                      <dt className="text-xs text-slate-500">{t('investment.date')}</dt>
                      <dd className="text-sm font-semibold text-slate-900">{formatDate(item.invested_at)}</dd>
                    </div>
                    <div>
                      <dt className="text-xs text-slate-500">{t('investment.expectedReturn')}</dt>
                      {/* The amount the contract minimum returns on this investment. */}
                      <dd className="text-sm font-semibold text-slate-900">
                        {formatMoney(item.expected_return, currency)}
                      </dd>
                    </div>
                  </>
                )}
                <div>
                  <dt className="text-xs text-slate-500">{t('investment.status')}</dt>
                  <dd>
                    <InvestmentStatus status={item.status} />
                  </dd>
                </div>
              </dl>
            </div>
            {item.refund ? <RefundNote refund={item.refund} /> : null}
            {earnsPayouts(item) ? <InvestmentPayouts item={item} /> : null}
            <div className="flex flex-wrap items-center gap-x-5 gap-y-3 border-t border-slate-100 pt-3">
              <Link
                to={progressHref(item)}
                className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
                aria-label={t('investment.progressNamed', { name: item.project.name })}
              >
                {t('investment.progress')}
                <ArrowRight className="size-4" aria-hidden />
              </Link>
              <Link
                to={paths.business.getHref(item.project.id)}
                className="inline-flex items-center gap-1.5 text-sm font-semibold text-slate-700 hover:underline"
                aria-label={t('investment.viewBusinessNamed', { name: item.project.name })}
              >
                {t('investment.viewBusiness')}
              </Link>
              {item.has_confirmation ? <ConfirmationDownload item={item} /> : null}
              {item.can_cancel ? (
                <div className="flex flex-wrap items-center gap-3 sm:ml-auto">
                  {item.cancel_deadline && item.status === 'succeeded' ? (
                    <span className="text-xs text-slate-500">
                      {t('cancel.until', { date: formatDate(item.cancel_deadline) })}
                    </span>
                  ) : null}
                  <CancelInvestment item={item} />
                </div>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
