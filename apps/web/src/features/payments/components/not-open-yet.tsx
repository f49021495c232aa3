import { OPEN_RAISE_STATUSES, type PaymentTerms } from '@grove/contracts';
import { Clock } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { OpeningCountdown, useOpeningTimeText } from '@/components/opening-countdown';
import { useOpening } from '@/lib/server-time';

/**
 * The payment page of a raise that has not opened yet (issue 24): the server refuses its money
 * until the opening time (terms say so), and the business's answer says when that is. At the
 * opening by the server's clock the terms are asked again, each second until the server agrees,
 * so the form appears without a reload. `waiting` is null when the page is not waiting.
 */
export function useWaitForOpening(
  opensAt: string | null,
  terms: PaymentTerms | undefined,
  refetch: () => unknown,
): { opensAt: string; opensAtOnDevice: number | null; opening: boolean } | null {
  const opening = useOpening(opensAt);
  const waiting =
    opensAt !== null &&
    terms !== undefined &&
    !terms.accepts_payments &&
    OPEN_RAISE_STATUSES.some((status) => status === terms.project_status);
  const due = waiting && !opening.upcoming;
  useEffect(() => {
    if (!due) return;
    void refetch();
    const timer = setInterval(() => void refetch(), 1000);
    return () => clearInterval(timer);
    // The terms' refetch function changes with each answer; the wait depends only on `due`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [due]);
  return waiting ? { opensAt, opensAtOnDevice: opening.opensAtOnDevice, opening: due } : null;
}

/** "This raise opens on Dec 12, 2026, 10:00 AM GMT+7", with the time left, in place of the form. */
export function NotOpenYet({ opensAt, opensAtOnDevice }: { opensAt: string; opensAtOnDevice: number | null }) {
  const { t } = useTranslation('payments');
  const when = useOpeningTimeText(opensAt);
  return (
    <div
      role="status"
      data-testid="not-open-yet"
      className="flex gap-3 rounded-2xl bg-brand-50 p-5 text-sm text-brand-950 ring-1 ring-brand-100 ring-inset"
    >
      <Clock className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
      <div>
        <p className="font-semibold">{t('notOpenYet.title', { date: when })}</p>
        {opensAtOnDevice !== null ? (
          <p className="mt-1 text-brand-900">
            {t('notOpenYet.opensIn')} <OpeningCountdown opensAtOnDevice={opensAtOnDevice} className="font-semibold" />
          </p>
        ) : null}
        <p className="mt-1 text-brand-900">{t('notOpenYet.body')}</p>
      </div>
    </div>
  );
}
