import { fromMinorUnits } from '@grove/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFrame, labelledColumns } from '@/components/chart-frame';
import { currentLocale, formatMoneyCompact } from '@/lib/format';
import { axisTicks, cumulativeByMonth, type PayoutMonth, type PayoutShare } from '../utils/payout-chart';
import { moneyMinor } from '../utils/wallet-text';

const HEIGHT = 200;
const PAD = { top: 12, right: 8, bottom: 28, left: 56 };

/** "Jan 2027" in the reader's language; months are calendar months in UTC. */
export function monthLabel(month: string, locale = currentLocale(), style: 'short' | 'long' = 'short'): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return new Intl.DateTimeFormat(locale, { month: style, year: 'numeric', timeZone: 'UTC' }).format(date);
}

/**
 * Payouts received over time, cumulative by month: one column per month (darker in months a
 * payout arrived), with the same figures in a table for screen readers (ChartFrame).
 */
export function PayoutsChart({ shares, currency }: { shares: readonly PayoutShare[]; currency: string }) {
  const { t } = useTranslation('wallet');
  const points = useMemo(() => cumulativeByMonth(shares, currency), [shares, currency]);
  if (points.length === 0) return null;

  const code = currency.toUpperCase();
  const last = points.at(-1)!;
  const ticks = axisTicks(last.cumulativeMinor);
  const top = ticks.at(-1) || 1;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const y = (minor: number) => PAD.top + plotHeight - (minor / top) * plotHeight;
  const compact = (minor: number) => formatMoneyCompact(fromMinorUnits(minor, code), code);

  return (
    <ChartFrame
      testId="payouts-chart"
      title={t('chart.title')}
      summary={t('chart.summary', {
        total: moneyMinor(last.cumulativeMinor, code),
        from: monthLabel(points[0]!.month, undefined, 'long'),
        to: monthLabel(last.month, undefined, 'long'),
      })}
      height={HEIGHT}
      legend={[
        { label: t('chart.legendPaid'), swatch: 'bg-brand-600' },
        { label: t('chart.legendCarried'), swatch: 'bg-brand-200' },
      ]}
      table={{
        columns: [t('chart.month'), t('chart.received'), t('chart.cumulative')],
        rows: points.map((point) => ({
          key: point.month,
          cells: [
            monthLabel(point.month, undefined, 'long'),
            moneyMinor(point.receivedMinor, code),
            moneyMinor(point.cumulativeMinor, code),
          ],
        })),
      }}
    >
      {(width) => {
        const plotWidth = Math.max(40, width - PAD.left - PAD.right);
        const slot = plotWidth / points.length;
        const barWidth = Math.max(2, Math.min(36, slot * 0.7));
        const labels = labelledColumns(points.length, plotWidth);
        return (
          <>
            {ticks.map((tick) => (
              <g key={tick}>
                <line
                  x1={PAD.left}
                  x2={PAD.left + plotWidth}
                  y1={y(tick)}
                  y2={y(tick)}
                  className="stroke-slate-200"
                  strokeDasharray={tick === 0 ? undefined : '3 3'}
                />
                <text
                  x={PAD.left - 8}
                  y={y(tick)}
                  textAnchor="end"
                  dominantBaseline="middle"
                  className="fill-slate-500 text-[11px] tabular-nums"
                >
                  {compact(tick)}
                </text>
              </g>
            ))}
            {points.map((point: PayoutMonth, index) => {
              const x = PAD.left + slot * index + (slot - barWidth) / 2;
              const height = Math.max(point.cumulativeMinor > 0 ? 1 : 0, y(0) - y(point.cumulativeMinor));
              return (
                <g key={point.month} data-testid="chart-month" data-month={point.month}>
                  <rect
                    x={x}
                    y={y(0) - height}
                    width={barWidth}
                    height={height}
                    rx={Math.min(3, barWidth / 2)}
                    className={point.receivedMinor > 0 ? 'fill-brand-600' : 'fill-brand-200'}
                  />
                  {labels.has(index) ? (
                    <text
                      x={x + barWidth / 2}
                      y={HEIGHT - 8}
                      textAnchor="middle"
                      className="fill-slate-500 text-[11px]"
                    >
                      {monthLabel(point.month)}
                    </text>
                  ) : null}
                </g>
              );
            })}
          </>
        );
      }}
    </ChartFrame>
  );
}
