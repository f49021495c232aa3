import { fromMinorUnits, toMinorUnits, type PublicRevenueReports } from '@grove/contracts';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, formatMoneyCompact } from '@/lib/format';
import { ChartFrame, labelledColumns } from './chart-frame';

const HEIGHT = 200;
const PAD = { top: 22, bottom: 26, left: 8, right: 8 };

/**
 * A business's revenue reports (issue 26): the truth about a report that is late, and revenue per
 * quarter against its forecast as a chart, with the same figures in a table for screen readers.
 * Shown on the business page and in the investor's portfolio.
 */
export function RevenueReports({ data }: { data: PublicRevenueReports }) {
  const { t } = useTranslation('business-revenue');
  return (
    <>
      {data.late.length > 0 ? (
        <p
          role="status"
          className="mb-4 flex gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="revenue-late"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            {data.late
              .map((late) =>
                t('late', { period: late.label, date: formatDate(late.report_by, undefined, 'long', 'UTC') }),
              )
              .join(' ')}
          </span>
        </p>
      ) : null}
      {data.periods.length > 0 ? <RevenueChart data={data} /> : <p className="text-sm text-slate-600">{t('none')}</p>}
    </>
  );
}

function RevenueChart({ data }: { data: PublicRevenueReports }) {
  const { t } = useTranslation('business-revenue');
  const currency = data.currency.toUpperCase();
  const minor = (major: number | null) => (major === null ? 0 : toMinorUnits(major, currency));
  const top = Math.max(1, ...data.periods.map((p) => Math.max(minor(p.revenue), minor(p.forecast_revenue))));
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const compact = (amount: number) => formatMoneyCompact(amount, currency);
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const money = (amount: number) => formatMoney(amount, currency, { cents: !Number.isInteger(amount) });
  const totalReported = data.periods.reduce((sum, p) => sum + minor(p.revenue), 0);
  return (
    <ChartFrame
      testId="revenue-chart"
      title={t('chart.title')}
      summary={t('chart.summary', {
        count: data.periods.length,
        total: formatMoneyCompact(fromMinorUnits(totalReported, currency), currency),
      })}
      height={HEIGHT}
      legend={[
        { label: t('chart.reported'), swatch: 'bg-brand-600' },
        { label: t('chart.forecast'), swatch: 'bg-slate-300' },
      ]}
      table={{
        columns: [t('chart.period'), t('chart.reported'), t('chart.forecast')],
        rows: data.periods.map((period) => ({
          key: String(period.period),
          cells: [
            period.label,
            money(period.revenue),
            period.forecast_revenue === null ? t('chart.noForecast') : money(period.forecast_revenue),
          ],
        })),
      }}
    >
      {(width) => {
        const slot = (width - PAD.left - PAD.right) / data.periods.length;
        const bar = Math.max(4, Math.min(28, slot * 0.3));
        const labels = labelledColumns(data.periods.length, width);
        return (
          <>
            <line x1={PAD.left} x2={width - PAD.right} y1={y(0)} y2={y(0)} className="stroke-slate-300" />
            {data.periods.map((period, index) => {
              const x = PAD.left + slot * index + slot / 2;
              const revenue = minor(period.revenue);
              const forecast = period.forecast_revenue === null ? null : minor(period.forecast_revenue);
              return (
                <g key={period.period}>
                  {forecast !== null ? (
                    <rect
                      x={x - bar - 2}
                      y={y(forecast)}
                      width={bar}
                      height={Math.max(1, y(0) - y(forecast))}
                      rx={3}
                      className="fill-slate-300"
                    />
                  ) : null}
                  <rect
                    x={forecast !== null ? x + 2 : x - bar / 2}
                    y={y(revenue)}
                    width={bar}
                    height={Math.max(revenue > 0 ? 1 : 0, y(0) - y(revenue))}
                    rx={3}
                    className="fill-brand-600"
                  />
                  {slot >= 84 ? (
                    <text
                      x={forecast !== null ? x + 2 + bar / 2 : x}
                      y={y(revenue) - 6}
                      textAnchor="middle"
                      className="fill-slate-700 text-[11px] tabular-nums"
                    >
                      {compact(period.revenue)}
                    </text>
                  ) : null}
                  {labels.has(index) ? (
                    <text x={x} y={HEIGHT - 8} textAnchor="middle" className="fill-slate-500 text-[11px]">
                      {period.label}
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
