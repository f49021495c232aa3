import { toMinorUnits, type Portfolio } from '@grove/contracts';
import { ChevronDown, HandCoins } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RevenueReports } from '@/components/revenue-reports';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatDate as formatDay, formatPercent } from '@/lib/format';
import { usePublicRevenueReports } from '@/lib/revenue-reports';
import { useFormatDate } from '@/lib/use-format-date';
import { moneyMinor } from '../utils/wallet-text';

type Investment = Portfolio['items'][number];

// The schedule's code (and the contracts' schemas it sits beside) loads when a payouts view opens.
const ExpectedSchedule = lazy(() => import('./expected-schedule'));

/** Received so far against the contract minimum, in whole percent (never above 100), computed exactly. */
export function progressPercent(receivedMinor: number, minimumMinor: number): number {
  if (minimumMinor <= 0) return 0;
  return Math.min(100, Math.floor((receivedMinor * 100) / minimumMinor));
}

/** Whether an investment takes part in payouts (it holds money, or it received some before a refund). */
export const earnsPayouts = (item: Investment) =>
  item.status === 'succeeded' || item.status === 'refunding' || item.payouts.length > 0;

/**
 * What the business reported each quarter against its forecast (issue 26): where the payouts come
 * from. Nothing before its first report; the truth when one is late.
 */
function BusinessRevenue({ item }: { item: Investment }) {
  const { t } = useTranslation('wallet');
  const reports = usePublicRevenueReports(item.project.id, item.project.status);
  const data = reports.data;
  if (!data || (data.periods.length === 0 && data.late.length === 0)) return null;
  return (
    <div className="lg:col-span-2" data-testid="investment-revenue">
      <h4 className="text-sm font-semibold text-slate-900">{t('payouts.revenueTitle')}</h4>
      <p className="mt-1 mb-3 text-xs text-slate-500">{t('payouts.revenueNote')}</p>
      <RevenueReports data={data} />
    </div>
  );
}

/**
 * One investment's payouts (issue 14): received so far and the progress towards the contract
 * minimum (e.g. +15 % on $10,000 is $11,500), and, opened, each share received (date, period,
 * amount) with the expected schedule they are marked on.
 */
export function InvestmentPayouts({ item }: { item: Investment }) {
  const { t } = useTranslation('wallet');
  const formatDate = useFormatDate();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const currency = (item.currency || item.project.currency).toUpperCase();
  const receivedMinor = toMinorUnits(item.payouts_received, currency);
  const minimumMinor = toMinorUnits(item.expected_return, currency);
  const percent = progressPercent(receivedMinor, minimumMinor);
  const money = (minor: number) => moneyMinor(minor, currency);
  return (
    <div
      className="rounded-xl bg-slate-50 p-3 sm:p-4"
      data-testid="investment-payouts"
      data-tour={item.payouts.length > 0 ? 'investment-payouts' : undefined}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-slate-700">
            <HandCoins className="size-4 shrink-0 self-center text-brand-700" aria-hidden />
            <span>{t('payouts.received')}</span>
            <span className="font-semibold text-slate-900 tabular-nums" data-testid="payouts-received">
              {money(receivedMinor)}
            </span>
            <span className="text-slate-500">{t('payouts.ofMinimum', { minimum: money(minimumMinor) })}</span>
          </p>
          <div
            role="progressbar"
            aria-label={t('payouts.progressLabel', { name: item.project.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={t('payouts.progressText', {
              percent: formatPercent(percent),
              received: money(receivedMinor),
              minimum: money(minimumMinor),
            })}
            className="mt-2 h-2 overflow-hidden rounded-full bg-white ring-1 ring-slate-200 ring-inset"
          >
            <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
          </div>
          <p className="mt-1 text-xs text-slate-500">{t('payouts.progress', { percent: formatPercent(percent) })}</p>
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex h-9 cursor-pointer items-center gap-1.5 self-start rounded-lg px-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset hover:bg-brand-50 sm:self-center"
          data-testid="payouts-toggle"
        >
          {t('payouts.toggle', { count: item.payouts.length })}
          <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden />
        </button>
      </div>
      {open ? (
        <div id={panelId} className="mt-4 grid gap-6 border-t border-slate-200 pt-4 lg:grid-cols-2">
          <div>
            <h4 className="text-sm font-semibold text-slate-900">{t('payouts.sharesTitle')}</h4>
            {item.payouts.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">{t('payouts.none')}</p>
            ) : (
              <table className="mt-2 w-full text-left text-sm" data-testid="payout-shares">
                <thead>
                  <tr className="text-xs text-slate-500">
                    <th scope="col" className="py-1.5 pr-3 font-medium">
                      {t('payouts.date')}
                    </th>
                    <th scope="col" className="py-1.5 pr-3 font-medium">
                      {t('payouts.period')}
                    </th>
                    <th scope="col" className="py-1.5 text-right font-medium">
                      {t('payouts.amount')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {item.payouts.map((payout) => (
                    <tr key={payout.payout_id} data-testid="payout-share">
                      <td className="py-2 pr-3 whitespace-nowrap text-slate-700">{formatDate(payout.paid_at)}</td>
                      <td className="py-2 pr-3 text-slate-600">
                        {t('payouts.periodRange', {
                          from: formatDay(payout.period_start, undefined, 'medium', 'UTC'),
                          to: formatDay(payout.period_end, undefined, 'medium', 'UTC'),
                        })}
                      </td>
                      <td className="py-2 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                        {money(toMinorUnits(payout.amount, currency))}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
          <div>
            <h4 className="text-sm font-semibold text-slate-900">{t('payouts.scheduleTitle')}</h4>
            <p className="mt-1 mb-3 text-xs text-slate-500">{t('payouts.scheduleNote')}</p>
            <Suspense
              fallback={
                <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
                  <Spinner className="size-4" />
                  {t('payouts.scheduleLoading')}
                </p>
              }
            >
              <ExpectedSchedule item={item} />
            </Suspense>
          </div>
          <BusinessRevenue item={item} />
        </div>
      ) : null}
    </div>
  );
}
