import { fromMinorUnits, type WaitlistEntry } from '@grove/contracts';
import { ArrowRight, Hourglass, LogIn, Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseAmountMinor } from '@/lib/amount-input';
import { errorText } from '@/lib/error-text';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useHydrated } from '@/lib/hydration';
import { useSession } from '@/lib/session';
import { useJoinWaitlist, useLeaveWaitlist, useWaitlistEntry } from '@/lib/waitlist';
import { Button, ButtonLink } from './ui/button';
import { Field, Input } from './ui/form-field';

export interface WaitlistPanelProps {
  projectId: string;
  currency: string;
  /** The ticket rules, major units: the amount hint. */
  ticket: { min: number; max: number; step: number };
  /** Investors already waiting (the public answer's count), when known. */
  waitingCount?: number | null;
  /** The amount to start from (the payment page's own). */
  defaultAmount?: string;
  /** Where an offer is paid (the payment page) and where a guest signs in. */
  payHref: string;
  signInHref: string;
  /** On the payment page: the offer is shown above the form, so this panel says nothing of it. */
  hideOffer?: boolean;
  className?: string;
}

/** "You are number 4 in line" and how many are ahead, or the room held for the investor. */
export function WaitlistPlace({ entry, currency }: { entry: WaitlistEntry; currency: string }) {
  const { t } = useTranslation('common');
  const hydrated = useHydrated();
  const money = (amount: number) => formatMoney(amount, currency.toUpperCase());
  if (entry.state === 'offered' && entry.offered_amount !== null) {
    return (
      <p data-testid="waitlist-offer" className="text-sm font-semibold text-brand-900">
        {t('waitlist.offered', {
          amount: money(entry.offered_amount),
          time: hydrated ? formatDateTime(entry.offer_expires_at, { timeOnly: true }) : '…',
        })}
      </p>
    );
  }
  return (
    <div data-testid="waitlist-place">
      <p className="text-sm font-semibold text-slate-900">{t('waitlist.place', { place: entry.place ?? 1 })}</p>
      <p className="mt-0.5 text-sm text-slate-600">
        {entry.ahead === 0 ? t('waitlist.next') : t('waitlist.ahead', { count: entry.ahead })}{' '}
        {t('waitlist.forAmount', { amount: money(entry.amount) })}
      </p>
    </div>
  );
}

/**
 * Room the waitlist holds for the signed-in investor, where the round is not fully reserved (so
 * the page offers "Invest now" to everyone): nothing unless they have an offer.
 */
export function WaitlistOfferNote({ projectId }: { projectId: string }) {
  const entry = useWaitlistEntry(projectId);
  if (entry.data?.state !== 'offered') return null;
  return (
    <div className="rounded-xl bg-brand-50 p-3 ring-1 ring-brand-200 ring-inset">
      <WaitlistPlace entry={entry.data} currency={entry.data.currency} />
    </div>
  );
}

/**
 * A fully reserved round's waitlist (issue 24), wherever a business can be invested in: what it
 * is, joining with an amount, the investor's place and leaving, and an offer held for them with
 * the way to pay it. A guest is asked to sign in.
 */
export function WaitlistPanel({
  projectId,
  currency,
  ticket,
  waitingCount,
  defaultAmount = '',
  payHref,
  signInHref,
  hideOffer = false,
  className,
}: WaitlistPanelProps) {
  const { t } = useTranslation('common');
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const entry = useWaitlistEntry(projectId);
  const join = useJoinWaitlist(projectId);
  const leave = useLeaveWaitlist(projectId);
  const [text, setText] = useState(defaultAmount);
  const [touched, setTouched] = useState(false);
  const display = currency.toUpperCase();
  const money = (amount: number) => formatMoney(amount, display);
  const amountMinor = parseAmountMinor(text, currency);
  const invalid = touched && amountMinor === null ? t('waitlist.amountInvalid', { currency: display }) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (amountMinor === null || join.isPending) return;
    join.mutate(fromMinorUnits(amountMinor, currency));
  };

  const current = entry.data ?? null;
  let body;
  if (!isAuthenticated) {
    body = (
      <ButtonLink to={signInHref} variant="secondary" className="w-full" data-testid="waitlist-sign-in">
        <LogIn className="size-4" aria-hidden />
        {t('waitlist.signIn')}
      </ButtonLink>
    );
  } else if (entry.isPending) {
    body = null;
  } else if (current?.state === 'offered') {
    body = hideOffer ? null : (
      <div className="flex flex-col gap-3">
        <WaitlistPlace entry={current} currency={currency} />
        <ButtonLink to={payHref} size="lg" className="w-full" data-testid="waitlist-pay">
          {t('waitlist.pay')}
          <ArrowRight className="size-4" aria-hidden />
        </ButtonLink>
        <Button variant="link" size="sm" loading={leave.isPending} onClick={() => leave.mutate()}>
          {t('waitlist.giveUp')}
        </Button>
      </div>
    );
  } else if (current) {
    body = (
      <div className="flex flex-col gap-3">
        <WaitlistPlace entry={current} currency={currency} />
        <Button
          variant="secondary"
          className="w-full"
          loading={leave.isPending}
          onClick={() => leave.mutate()}
          data-testid="waitlist-leave"
        >
          {t('waitlist.leave')}
        </Button>
      </div>
    );
  } else {
    body = (
      <form noValidate onSubmit={submit} className="flex flex-col gap-3" data-testid="waitlist-join-form">
        <Field
          label={t('waitlist.amountLabel')}
          error={invalid}
          hint={t('waitlist.amountHint', { min: money(ticket.min), max: money(ticket.max), step: money(ticket.step) })}
        >
          {(control) => (
            <div className="relative">
              <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm font-semibold text-slate-500">
                {display}
              </span>
              <Input
                {...control}
                inputMode="decimal"
                autoComplete="off"
                className="pl-14"
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                  join.reset();
                }}
                data-testid="waitlist-amount"
              />
            </div>
          )}
        </Field>
        {join.error ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errorText(t, join.error, join.error.message)}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="w-full" loading={join.isPending} data-testid="waitlist-join">
          <Hourglass className="size-4" aria-hidden />
          {t('waitlist.join')}
        </Button>
      </form>
    );
  }

  return (
    <div
      className={className ?? 'flex flex-col gap-4 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200 ring-inset'}
      data-testid="waitlist-panel"
    >
      <div>
        <p className="font-semibold text-amber-950">
          {t(
            current?.state === 'offered'
              ? 'waitlist.titleOffered'
              : current && isAuthenticated
                ? 'waitlist.titleInLine'
                : 'waitlist.title',
          )}
        </p>
        {current?.state === 'offered' && isAuthenticated ? null : (
          <p className="mt-1 text-sm text-amber-900">{t('waitlist.body')}</p>
        )}
        {waitingCount ? (
          <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-amber-900" data-testid="waitlist-count">
            <Users className="size-4" aria-hidden />
            {t('waitlist.waiting', { count: waitingCount })}
          </p>
        ) : null}
      </div>
      {leave.error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorText(t, leave.error, leave.error.message)}
        </p>
      ) : null}
      <div aria-live="polite">{body}</div>
    </div>
  );
}
