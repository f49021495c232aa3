import { fromMinorUnits, toMinorUnits, type ProjectDetails, type PublicRevenueReports } from '@grove/contracts';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, formatMoneyCompact } from '@/lib/format';
import { usePublicRevenueReports } from '../../api/get-revenue-reports';
import type { DetailsSection } from './section';

const HEIGHT = 200;
const PAD = { top: 22, bottom: 26, left: 8, right: 8 };
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

/**
 * What the business reported since its raise closed (issue 26): revenue per quarter against its
 * forecast, as a chart with the same figures in a table for screen readers, and the truth about
 * a report that is late. Drawn in the browser only, from a chunk of its own.
 */
export default function RevenueReportsSection({
  project,
  Section,
}: {
  project: ProjectDetails;
  Section: typeof DetailsSection;
}) {
  const { t } = useTranslation('business-revenue');
  const reports = usePublicRevenueReports(project.id, project.status);
  const data = reports.data;
  if (!data || (data.periods.length === 0 && data.late.length === 0)) return null;
  return (
    <Section
      id="revenue"
      title={t('title')}
      description={t('description', { multiple: (data.contract_minimum_multiple_bp / 10_000).toFixed(2) })}
    >
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
    </Section>
  );
}

function RevenueChart({ data }: { data: PublicRevenueReports }) {
  const { t } = useTranslation('business-revenue');
  const titleId = useId();
  const descId = useId();
  const [ref, width] = useWidth();
  const currency = data.currency.toUpperCase();
  const minor = (major: number | null) => (major === null ? 0 : toMinorUnits(major, currency));
  const top = Math.max(1, ...data.periods.map((p) => Math.max(minor(p.revenue), minor(p.forecast_revenue))));
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = (width - PAD.left - PAD.right) / data.periods.length;
  const bar = Math.max(4, Math.min(28, slot * 0.3));
  const compact = (amount: number) => formatMoneyCompact(amount, currency);
  // Labels under the axis: about one per 70 px, always the last.
  const every = Math.max(1, Math.ceil(data.periods.length / Math.max(1, Math.floor(width / 70))));
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const money = (amount: number) => formatMoney(amount, currency, { cents: !Number.isInteger(amount) });
  const totalReported = data.periods.reduce((sum, p) => sum + minor(p.revenue), 0);
  return (
    <div ref={ref} className="w-full" data-testid="revenue-chart">
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        className="block max-w-full overflow-visible"
      >
        <title id={titleId}>{t('chart.title')}</title>
        <desc id={descId}>
          {t('chart.summary', {
            count: data.periods.length,
            total: formatMoneyCompact(fromMinorUnits(totalReported, currency), currency),
          })}
        </desc>
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
              {(data.periods.length - 1 - index) % every === 0 ? (
                <text x={x} y={HEIGHT - 8} textAnchor="middle" className="fill-slate-500 text-[11px]">
                  {period.label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600" aria-hidden>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-brand-600" />
          {t('chart.reported')}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-slate-300" />
          {t('chart.forecast')}
        </span>
      </div>
      {/* The wrapper hides it: a table itself grows to its content whatever its width, widening a phone's page. */}
      <div className="sr-only">
        <table>
          <caption>{t('chart.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('chart.period')}</th>
              <th scope="col">{t('chart.reported')}</th>
              <th scope="col">{t('chart.forecast')}</th>
            </tr>
          </thead>
          <tbody>
            {data.periods.map((period) => (
              <tr key={period.period}>
                <th scope="row">{period.label}</th>
                <td>{money(period.revenue)}</td>
                <td>{period.forecast_revenue === null ? t('chart.noForecast') : money(period.forecast_revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
