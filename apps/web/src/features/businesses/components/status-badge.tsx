import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { shownStatus, statusLabel } from '../utils/labels';

type ShownStatus = ReturnType<typeof shownStatus>;

/** Colours that keep AA contrast for the small text. */
const TONES: Record<ShownStatus, { badge: string; dot: string }> = {
  fundraising: { badge: 'bg-brand-50 text-brand-800 ring-brand-200', dot: 'bg-brand-600' },
  extended: { badge: 'bg-amber-50 text-amber-900 ring-amber-200', dot: 'bg-amber-500' },
  funded: { badge: 'bg-sky-50 text-sky-900 ring-sky-200', dot: 'bg-sky-600' },
  active: { badge: 'bg-indigo-50 text-indigo-900 ring-indigo-200', dot: 'bg-indigo-600' },
  in_progress: { badge: 'bg-violet-50 text-violet-900 ring-violet-200', dot: 'bg-violet-600' },
  payout: { badge: 'bg-teal-50 text-teal-900 ring-teal-200', dot: 'bg-teal-600' },
  paused: { badge: 'bg-slate-100 text-slate-800 ring-slate-300', dot: 'bg-slate-500' },
  refund_initiated: { badge: 'bg-orange-50 text-orange-900 ring-orange-200', dot: 'bg-orange-500' },
  refund_completed: { badge: 'bg-slate-100 text-slate-800 ring-slate-300', dot: 'bg-slate-400' },
};

/** A business's status (spec §4); an unknown status shows as Fundraising. */
export function StatusBadge({ status, className }: { status: unknown; className?: string }) {
  const { t } = useTranslation('businesses');
  const shown = shownStatus(status);
  const tone = TONES[shown];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tone.badge,
        className,
      )}
      data-status={shown}
      data-testid="status-badge"
    >
      <span className={cn('size-1.5 rounded-full', tone.dot)} aria-hidden />
      {statusLabel(t, status)}
    </span>
  );
}
