import type { UnfinishedPayment } from '@grove/contracts';
import { ArrowRight, Clock, Hourglass, ShieldCheck, Store, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorText } from '@/lib/error-text';
import { formatDateTime, formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useCancelInvestment } from '../api/cancel-investment';

/** Declines the sandbox and Stripe report on an open checkout; anything else reads as a plain decline. */
const DECLINES = new Set(['card_declined', 'declined', 'insufficient_funds', 'authentication_failed']);

/** "21:09" today, else the day and the time, in the reader's own time zone. */
function reservedUntil(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const sameDay = at.toDateString() === now.toDateString();
  return formatDateTime(iso, { timeOnly: sameDay });
}

/** Where Resume leads: the provider's open checkout, else the payment's page (identity check first). */
function resumeHref(payment: UnfinishedPayment): { href: string; external: boolean } {
  if (payment.checkout_url) return { href: payment.checkout_url, external: true };
  return { href: paths.paymentProgress.getHref(payment.project.id, payment.id), external: false };
}

/** Asks before discarding, names what is released, and shows the server's refusal if any. */
function DiscardPayment({ payment }: { payment: UnfinishedPayment }) {
  const { t } = useTranslation('portfolio');
  const [open, setOpen] = useState(false);
  const discard = useCancelInvestment();
  const amount = formatMoney(payment.amount, payment.currency.toUpperCase(), {
    cents: !Number.isInteger(payment.amount),
  });
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={t('unfinished.discardNamed', { name: payment.project.name })}
        data-testid="discard-payment"
      >
        <Trash2 className="size-4" aria-hidden />
        {t('unfinished.discard')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) discard.reset();
        }}
        title={t('unfinished.discardTitle')}
        description={t('unfinished.discardDescription', { name: payment.project.name, amount })}
        closeLabel={t('common:actions.close')}
        tone="danger"
        icon={<Trash2 className="size-5" aria-hidden />}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('unfinished.keep')}
            </Button>
            <Button
              variant="danger"
              loading={discard.isPending}
              onClick={() => discard.mutate(payment.id, { onSuccess: () => setOpen(false) })}
              data-testid="confirm-discard"
            >
              {t('unfinished.confirmDiscard')}
            </Button>
          </>
        }
      >
        {discard.error ? (
          <p role="alert" className="text-sm font-medium text-red-800">
            {errorText(t, discard.error, discard.error.message)}
          </p>
        ) : null}
      </Dialog>
    </>
  );
}

/** What the payment waits for, and what happens next. */
function StateLine({ payment }: { payment: UnfinishedPayment }) {
  const { t } = useTranslation('portfolio');
  const until = payment.reservation_expires_at ? reservedUntil(payment.reservation_expires_at) : null;
  if (payment.status === 'awaiting_verification') {
    return <p className="text-sm text-slate-700">{t('unfinished.awaitingVerification')}</p>;
  }
  if (payment.status === 'processing') {
    return (
      <div className="space-y-1 text-sm text-slate-700">
        <p className="flex items-start gap-1.5 font-medium text-slate-900">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
          {t('unfinished.processing')}
        </p>
        <p>{until ? t('unfinished.processingNext', { time: until }) : t('unfinished.processingNextNoTime')}</p>
      </div>
    );
  }
  const decline = payment.failure_reason
    ? DECLINES.has(payment.failure_reason)
      ? payment.failure_reason === 'declined'
        ? 'card_declined'
        : payment.failure_reason
      : 'card_declined'
    : null;
  return (
    <div className="space-y-1 text-sm text-slate-700">
      {decline ? <p className="font-medium text-red-800">{t(`unfinished.declines.${decline}`)}</p> : null}
      <p>{t('unfinished.pendingNext')}</p>
    </div>
  );
}

/**
 * Payments started and not finished (spec §3's investments are only the paid ones): each says
 * until when its amount is held, with Resume and, unless the provider is processing it, Discard.
 */
export function UnfinishedPayments({ payments }: { payments: readonly UnfinishedPayment[] }) {
  const { t } = useTranslation('portfolio');
  if (payments.length === 0) return null;
  return (
    <section
      aria-labelledby="unfinished-title"
      className="mb-8 rounded-2xl border border-amber-200 bg-amber-50/60 p-4 sm:p-5"
      data-testid="unfinished-payments"
    >
      <h2 id="unfinished-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Hourglass className="size-4 text-amber-700" aria-hidden />
        {t('unfinished.title', { count: payments.length })}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('unfinished.description')}</p>
      <ul className="mt-4 space-y-3">
        {payments.map((payment) => {
          const currency = payment.currency.toUpperCase();
          const resume = resumeHref(payment);
          return (
            <li
              key={payment.id}
              className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              data-testid="unfinished-payment"
              data-status={payment.status}
            >
              <div className="flex items-start gap-3">
                <div className="flex aspect-[16/10] w-16 shrink-0 items-center justify-center overflow-hidden rounded-md bg-brand-50 text-brand-700">
                  {payment.project.image ? (
                    <img
                      src={payment.project.image}
                      alt=""
                      width={64}
                      height={40}
                      loading="lazy"
                      decoding="async"
                      className="size-full object-cover"
                    />
                  ) : (
                    <Store className="size-5" aria-hidden />
                  )}
                </div>
                <div className="min-w-0 flex-1">
                  <h3 className="font-semibold break-words text-slate-900">{payment.project.name}</h3>
                  <p className="mt-0.5 text-sm font-semibold text-slate-900 tabular-nums">
                    {formatMoney(payment.amount, currency, { cents: !Number.isInteger(payment.amount) })}
                    <span className="ml-1.5 font-normal text-slate-600">
                      {t('unfinished.withFees', {
                        total: formatMoney(payment.total, currency, { cents: !Number.isInteger(payment.total) }),
                      })}
                    </span>
                  </p>
                </div>
              </div>
              {payment.reservation_expires_at ? (
                <p
                  className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-950"
                  data-testid="reserved-until"
                >
                  <Clock className="size-3.5" aria-hidden />
                  {t('unfinished.reservedUntil', { time: reservedUntil(payment.reservation_expires_at) })}
                </p>
              ) : null}
              <div className="mt-2">
                <StateLine payment={payment} />
              </div>
              <div className="mt-3 flex flex-wrap items-center gap-3 border-t border-slate-100 pt-3">
                {resume.external ? (
                  <a
                    href={resume.href}
                    className={buttonClasses('primary', 'sm')}
                    aria-label={t('unfinished.resumeNamed', { name: payment.project.name })}
                    data-testid="resume-payment"
                  >
                    {t('unfinished.resume')}
                    <ArrowRight className="size-4" aria-hidden />
                  </a>
                ) : (
                  <Link
                    to={resume.href}
                    className={buttonClasses('primary', 'sm')}
                    aria-label={t('unfinished.resumeNamed', { name: payment.project.name })}
                    data-testid="resume-payment"
                  >
                    {t('unfinished.resume')}
                    <ArrowRight className="size-4" aria-hidden />
                  </Link>
                )}
                {payment.can_discard ? (
                  <DiscardPayment payment={payment} />
                ) : (
                  <p className="text-xs text-slate-600" data-testid="cannot-discard">
                    {t('unfinished.cannotDiscard')}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
