import { fromMinorUnits } from '@grove/contracts';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale, formatMoneyCompact } from '@/lib/format';
import { axisTicks, cumulativeByMonth, type PayoutMonth, type PayoutShare } from '../utils/payout-chart';
import { moneyMinor } from '../utils/wallet-text';

const HEIGHT = 200;
const PAD = { top: 12, right: 8, bottom: 28, left: 56 };
/** Before the first measurement (and where ResizeObserver is missing). */
const DEFAULT_WIDTH = 640;

/** The element's width in CSS pixels, so the chart draws at its real size (text stays legible on a phone). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const next = Math.round(entries[0]?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** "Jan 2027" in the reader's language; months are calendar months in UTC. */
export function monthLabel(month: string, locale = currentLocale(), style: 'short' | 'long' = 'short'): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return new Intl.DateTimeFormat(locale, { month: style, year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** Which months get a label under the axis: about one per 70 px, always the last. */
export function labelledMonths(count: number, width: number): Set<number> {
  const room = Math.max(1, Math.floor(width / 70));
  const every = Math.max(1, Math.ceil(count / room));
  const shown = new Set<number>();
  for (let index = count - 1; index >= 0; index -= every) shown.add(index);
  return shown;
}

/**
 * Payouts received over time, cumulative by month: one column per month (darker in months a
 * payout arrived), drawn in plain SVG. The picture has a title and a description; the same
 * figures are in a visually hidden table for screen readers.
 */
export function PayoutsChart({ shares, currency }: { shares: readonly PayoutShare[]; currency: string }) {
  const { t } = useTranslation('wallet');
  const titleId = useId();
  const descId = useId();
  const [ref, width] = useWidth();
  const points = useMemo(() => cumulativeByMonth(shares, currency), [shares, currency]);
  if (points.length === 0) return null;

  const code = currency.toUpperCase();
  const last = points.at(-1)!;
  const ticks = axisTicks(last.cumulativeMinor);
  const top = ticks.at(-1) || 1;
  const plotWidth = Math.max(40, width - PAD.left - PAD.right);
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / points.length;
  const barWidth = Math.max(2, Math.min(36, slot * 0.7));
  const y = (minor: number) => PAD.top + plotHeight - (minor / top) * plotHeight;
  const labels = labelledMonths(points.length, plotWidth);
  const compact = (minor: number) => formatMoneyCompact(fromMinorUnits(minor, code), code);
  const summary = t('chart.summary', {
    total: moneyMinor(last.cumulativeMinor, code),
    from: monthLabel(points[0]!.month, undefined, 'long'),
    to: monthLabel(last.month, undefined, 'long'),
  });

  return (
    <div ref={ref} className="w-full" data-testid="payouts-chart">
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        className="block max-w-full overflow-visible"
      >
        <title id={titleId}>{t('chart.title')}</title>
        <desc id={descId}>{summary}</desc>
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
                <text x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle" className="fill-slate-500 text-[11px]">
                  {monthLabel(point.month)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600" aria-hidden>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-brand-600" />
          {t('chart.legendPaid')}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-brand-200" />
          {t('chart.legendCarried')}
        </span>
      </div>
      {/* The wrapper hides it: a table itself grows to its content whatever its width, widening a phone's page. */}
      <div className="sr-only">
        <table>
          <caption>{t('chart.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('chart.month')}</th>
              <th scope="col">{t('chart.received')}</th>
              <th scope="col">{t('chart.cumulative')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.month}>
                <th scope="row">{monthLabel(point.month, undefined, 'long')}</th>
                <td>{moneyMinor(point.receivedMinor, code)}</td>
                <td>{moneyMinor(point.cumulativeMinor, code)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
