import { Check, CircleDot, Clock, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { currentLocale, formatDate as formatDay, formatDateWith, formatMoney, formatPercent } from '@/lib/format';
import type { MilestoneState, ScheduleRow } from '@/lib/payout-schedule';
import { useFormatDate } from '@/lib/use-format-date';

const DOTS: Record<MilestoneState, { className: string; Icon: typeof Check }> = {
  paid: { className: 'bg-brand-600 text-white ring-brand-600', Icon: Check },
  due: { className: 'bg-amber-50 text-amber-700 ring-amber-400', Icon: CircleDot },
  waiting: { className: 'bg-white text-slate-500 ring-slate-300', Icon: Hourglass },
  upcoming: { className: 'bg-white text-slate-400 ring-slate-200', Icon: Clock },
};

const BADGES: Record<MilestoneState, string> = {
  paid: 'bg-brand-50 text-brand-800 ring-brand-200',
  due: 'bg-amber-50 text-amber-900 ring-amber-200',
  waiting: 'bg-slate-100 text-slate-700 ring-slate-300',
  upcoming: 'bg-white text-slate-600 ring-slate-200',
};

/** "Jun 2027": the schedule's expected dates are months, not days (they are read in UTC). */
function formatMonth(date: string, locale = currentLocale()): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return formatDateWith(parsed, { month: 'short', year: 'numeric', timeZone: 'UTC' }, locale);
}

/**
 * The expected payout schedule (spec §9: the first payout 6–8 months after the raise, one to three
 * tranches until the contract minimum, then a quarterly profit share) as a timeline, with the
 * payouts that happened marked on their milestone. `audience` says whose payouts they are: the
 * business's (what it paid all its investors) or the investor's own share.
 */
export function PayoutSchedule({
  rows,
  currency,
  audience,
  className,
}: {
  rows: readonly ScheduleRow[];
  currency: string;
  audience: 'business' | 'investor';
  className?: string;
}) {
  const { t } = useTranslation('wallet');
  const formatDate = useFormatDate();
  const tranches = rows.filter((row) => row.milestone.kind === 'tranche').length;
  const money = (amount: number) => formatMoney(amount, currency.toUpperCase(), { cents: !Number.isInteger(amount) });
  return (
    <ol className={cn('relative flex flex-col gap-5', className)} data-testid="payout-schedule">
      {rows.map((row, index) => {
        const { milestone, state } = row;
        const { className: dot, Icon } = DOTS[state];
        const last = index === rows.length - 1;
        return (
          <li
            key={milestone.kind === 'tranche' ? `tranche-${milestone.index}` : 'profit-share'}
            className="relative flex gap-3 sm:gap-4"
            data-testid="schedule-row"
            data-state={state}
          >
            {last ? null : <span className="absolute top-8 -bottom-5 left-3.5 w-0.5 bg-slate-200" aria-hidden />}
            <span
              className={cn('relative flex size-7 shrink-0 items-center justify-center rounded-full ring-2', dot)}
              aria-hidden
            >
              <Icon className="size-3.5" />
            </span>
            <div className="min-w-0 flex-1 pb-0.5">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <h3 className="text-sm font-semibold text-slate-900">
                  {milestone.kind === 'tranche'
                    ? t('schedule.tranche', { index: milestone.index, count: tranches })
                    : t('schedule.profitShare')}
                </h3>
                <span
                  className={cn(
                    'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
                    BADGES[state],
                  )}
                >
                  {t(`schedule.states.${state}`)}
                </span>
              </div>
              <p className="mt-0.5 text-sm text-slate-600">
                {milestone.kind === 'tranche'
                  ? t('schedule.window', { from: formatMonth(milestone.from), to: formatMonth(milestone.to) })
                  : t('schedule.every', { from: formatMonth(milestone.from), count: milestone.every_months })}
              </p>
              {milestone.kind === 'tranche' ? (
                <p className="mt-0.5 text-xs text-slate-500">
                  {t('schedule.share', { percent: formatPercent(milestone.share_bp / 100) })}
                </p>
              ) : (
                <p className="mt-0.5 text-xs text-slate-500">{t('schedule.profitShareNote')}</p>
              )}
              {row.payouts.length > 0 ? (
                <ul className="mt-2 flex flex-col gap-1.5">
                  {row.payouts.map((payout) => (
                    <li
                      key={payout.id}
                      className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900"
                      data-testid="schedule-payout"
                    >
                      <span className="font-semibold tabular-nums">
                        {t(audience === 'investor' ? 'schedule.receivedYou' : 'schedule.paidBusiness', {
                          amount: money(payout.amount),
                          date: formatDate(payout.paid_at),
                        })}
                      </span>
                      <span className="block text-xs text-brand-800">
                        {t('schedule.period', {
                          // Dates without a time: read as they are written, not in the reader's zone.
                          from: formatDay(payout.period_start, undefined, 'medium', 'UTC'),
                          to: formatDay(payout.period_end, undefined, 'medium', 'UTC'),
                        })}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
