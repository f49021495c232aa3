import type { ProjectDetails } from '@grove/contracts';
import { lazy, Suspense, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  currentLocale,
  formatMoney,
  formatMoneyCompact,
  formatNumber,
  formatNumberWith,
  formatPercent,
} from '@/lib/format';
import { withReturn } from './details-format';
import type { ChartKind, ChartPoint } from './forecast-charts';
import { DetailsSection } from './section';
import { useNearViewport } from './use-near-viewport';

const ForecastChart = lazy(() => import('./forecast-charts'));

/** Spec §9: the worked example of the forecast, in dollars. */
const EXAMPLE_AMOUNT = 10_000;
const EXAMPLE_MINIMUM_PERCENT = 15;

const CHART_HEIGHT = 240;

function ChartSkeleton() {
  return <div className="animate-pulse rounded-xl bg-slate-100" style={{ height: CHART_HEIGHT }} />;
}

/**
 * One chart: a caption, the picture (loaded lazily, hidden from screen readers) and a
 * visually hidden table with the same numbers.
 */
function ChartFigure({
  kind,
  title,
  description,
  columns,
  data,
  formatTick,
  load,
}: {
  kind: ChartKind;
  title: string;
  description?: ReactNode;
  columns: [string, string];
  data: ChartPoint[];
  formatTick: (value: number) => string;
  load: boolean;
}) {
  const captionId = useId();
  if (data.length === 0) return null;
  return (
    <figure
      aria-labelledby={captionId}
      className="relative min-w-0 rounded-xl border border-slate-200 p-4"
      data-testid={`chart-${kind}`}
    >
      <figcaption id={captionId} className="mb-3">
        <span className="block text-sm font-semibold text-slate-900">{title}</span>
        {description ? <span className="mt-0.5 block text-xs text-slate-600">{description}</span> : null}
      </figcaption>
      <div aria-hidden className="-ml-2" style={{ minHeight: CHART_HEIGHT }}>
        {load ? (
          <Suspense fallback={<ChartSkeleton />}>
            <ForecastChart kind={kind} data={data} formatTick={formatTick} height={CHART_HEIGHT} />
          </Suspense>
        ) : (
          <ChartSkeleton />
        )}
      </div>
      {/* A table cannot shrink below its content: the wrapper hides it without widening the page. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{columns[0]}</th>
              <th scope="col">{columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((point) => (
              <tr key={point.label}>
                <th scope="row">{point.label}</th>
                <td>{point.display}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** Spec §2 and §9: return scenarios, EBITDA, expected revenue and user growth, with the payout schedule. */
export function ForecastSection({ project }: { project: ProjectDetails }) {
  const { t } = useTranslation('business');
  const ref = useRef<HTMLDivElement>(null);
  const load = useNearViewport(ref);
  const locale = currentLocale();
  const currency = project.currency;
  const { scenarios, ebitda, expectedRevenue, userGrowth } = project.financialForecast;

  const money = (value: number) => formatMoney(value, currency);
  const compactMoney = (value: number) => formatMoneyCompact(value, currency, locale);
  const compactNumber = (value: number) =>
    formatNumberWith(value, { notation: 'compact', maximumFractionDigits: 1 }, locale);
  const signedPercent = (value: number) => `${value > 0 ? '+' : ''}${formatPercent(value, locale)}`;
  const baseIndex = scenarios.length > 0 ? Math.floor((scenarios.length - 1) / 2) : -1;

  const scenarioData: ChartPoint[] = scenarios.map((scenario, index) => ({
    label: scenario.label,
    value: scenario.returnPct,
    display: `${signedPercent(scenario.returnPct)} · ${money(withReturn(EXAMPLE_AMOUNT, scenario.returnPct, currency))}`,
    barLabel: money(withReturn(EXAMPLE_AMOUNT, scenario.returnPct, currency)),
    highlight: index === baseIndex,
  }));
  const series = (points: { period: string; value: number }[], format: (value: number) => string): ChartPoint[] =>
    points.map((point) => ({ label: point.period, value: point.value, display: format(point.value) }));

  const empty = scenarios.length + ebitda.length + expectedRevenue.length + userGrowth.length === 0;

  return (
    <DetailsSection
      id="forecast"
      title={t('sections.forecast')}
      description={t('forecast.description')}
      // Four charts of a fixed height: one column on a phone (about 1,930 px), two from md (about 1,100).
      estimate="[contain-intrinsic-size:auto_120rem] md:[contain-intrinsic-size:auto_69rem]"
    >
      <div ref={ref} className="flex flex-col gap-6">
        <div
          className="rounded-xl bg-brand-50/70 p-4 ring-1 ring-brand-100 ring-inset sm:p-5"
          data-testid="forecast-example"
        >
          <h3 className="text-sm font-semibold text-brand-900">{t('forecast.howItWorks')}</h3>
          <ol className="mt-3 grid gap-3 text-sm text-slate-800 sm:grid-cols-3">
            <li className="flex gap-2.5">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white">
                1
              </span>
              <span className="font-semibold text-brand-900">
                {t('forecast.example', {
                  amount: formatMoney(EXAMPLE_AMOUNT, 'USD'),
                  percent: `+${formatPercent(EXAMPLE_MINIMUM_PERCENT)}`,
                  total: formatMoney(withReturn(EXAMPLE_AMOUNT, EXAMPLE_MINIMUM_PERCENT, 'USD'), 'USD'),
                })}
              </span>
            </li>
            <li className="flex gap-2.5">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white">
                2
              </span>
              <span>{t('forecast.firstPayout')}</span>
            </li>
            <li className="flex gap-2.5">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white">
                3
              </span>
              <span>{t('forecast.tranches')}</span>
            </li>
          </ol>
          <p className="mt-3 text-xs text-slate-600">{t('forecast.typical')}</p>
        </div>

        {empty ? <p className="text-sm text-slate-600">{t('forecast.empty')}</p> : null}

        <div className="grid gap-4 md:grid-cols-2">
          <ChartFigure
            kind="scenarios"
            title={t('forecast.scenarios.title')}
            description={t('forecast.scenarios.description', { amount: money(EXAMPLE_AMOUNT) })}
            columns={[
              t('forecast.scenarios.column'),
              t('forecast.scenarios.valueColumn', { amount: money(EXAMPLE_AMOUNT) }),
            ]}
            data={scenarioData}
            formatTick={(value) => formatPercent(value, locale)}
            load={load}
          />
          <ChartFigure
            kind="ebitda"
            title={t('forecast.ebitda.title')}
            description={t('forecast.ebitda.description')}
            columns={[t('forecast.period'), t('forecast.ebitda.title')]}
            data={series(ebitda, money)}
            formatTick={compactMoney}
            load={load}
          />
          <ChartFigure
            kind="revenue"
            title={t('forecast.revenue.title')}
            description={t('forecast.revenue.description')}
            columns={[t('forecast.period'), t('forecast.revenue.title')]}
            data={series(expectedRevenue, money)}
            formatTick={compactMoney}
            load={load}
          />
          <ChartFigure
            kind="users"
            title={t('forecast.users.title')}
            description={t('forecast.users.description')}
            columns={[t('forecast.period'), t('forecast.users.title')]}
            data={series(userGrowth, (value) => formatNumber(value, locale))}
            formatTick={compactNumber}
            load={load}
          />
        </div>
        <p className="text-xs leading-relaxed text-slate-500">{t('forecast.disclaimer')}</p>
      </div>
    </DetailsSection>
  );
}
