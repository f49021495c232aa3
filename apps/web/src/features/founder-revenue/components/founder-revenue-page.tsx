import { toMinorUnits, type RevenueOverview, type RevenuePeriod, type RevenuePeriodStatus } from '@grove/contracts';
import { Banknote, CreditCard, FileText } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PrivateFileLink } from '@/components/private-file-link';
import { Button, buttonClasses } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/form-field';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { formatDate, formatDateTime, formatMoney, formatPercent } from '@/lib/format';
import { useFounderRevenue, usePayByCard, useReportRevenue } from '../api/revenue';
import { revenueCheckoutBrowser } from '../utils/browser';

const money = (amount: number, currency: string) => formatMoney(amount, currency, { cents: true });
const bp = (value: number) => formatPercent(value / 100);

const STATUS_TONE: Record<RevenuePeriodStatus, string> = {
  upcoming: 'bg-slate-100 text-slate-700',
  due: 'bg-sky-50 text-sky-800',
  late: 'bg-red-50 text-red-800',
  reported: 'bg-slate-100 text-slate-700',
  payment_due: 'bg-amber-50 text-amber-800',
  payment_late: 'bg-red-50 text-red-800',
  paid: 'bg-brand-50 text-brand-800',
};

export function RevenueStatusBadge({ status }: { status: RevenuePeriodStatus }) {
  const { t } = useTranslation('founder-revenue');
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium', STATUS_TONE[status])}>
      {t(`status.${status}`)}
    </span>
  );
}

/**
 * A business's revenue and payouts in the founder's portal (/founder/businesses/:id/revenue,
 * issue 26): what was raised and the contract minimum, what to pay now and how, the form to
 * report the next period (owners), every period with its status, and the terms.
 */
export function FounderRevenuePage({ projectId }: { projectId: string }) {
  const { t } = useTranslation('founder-revenue');
  const revenue = useFounderRevenue(projectId);
  const notFound = revenue.error instanceof ApiError && revenue.error.status === 404;

  return (
    // Inside the business's frame: its name is the page's h1, the tab names this area.
    <section aria-label={t('title')}>
      <p className="max-w-2xl text-sm text-slate-600">{t('lead')}</p>
      <div className="mt-6">
        {revenue.isPending ? (
          <PageLoader label={t('common:loading')} />
        ) : revenue.isError ? (
          notFound ? (
            <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
              {t('notFound')}
            </p>
          ) : (
            <LoadError
              message={t('common:errors.generic', { error: errorText(t, revenue.error, revenue.error.message) })}
              retryLabel={t('common:actions.retry')}
              onRetry={() => void revenue.refetch()}
              retrying={revenue.isFetching}
            />
          )
        ) : (
          <RevenueContent overview={revenue.data} projectId={projectId} />
        )}
      </div>
    </section>
  );
}

function RevenueContent({ overview, projectId }: { overview: RevenueOverview; projectId: string }) {
  const { t } = useTranslation('founder-revenue');
  if (!overview.closed_at) {
    return (
      <div className="space-y-6">
        <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700 sm:p-6">
          {t('notClosed')}
        </p>
        <Terms overview={overview} />
      </div>
    );
  }
  const toPay = overview.periods.filter((p) => p.status === 'payment_due' || p.status === 'payment_late');
  const next = overview.periods.find((p) => p.status === 'due' || p.status === 'late');
  return (
    <div className="space-y-6">
      <Summary overview={overview} />
      {toPay.length > 0 ? <HowToPay overview={overview} periods={toPay} /> : null}
      {next ? (
        overview.role === 'owner' ? (
          <ReportForm key={next.period} projectId={projectId} period={next} currency={overview.currency} />
        ) : (
          <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700 sm:p-6">
            {t('report.ownersOnly', { period: next.label })}
          </p>
        )
      ) : null}
      <Periods overview={overview} />
      <Terms overview={overview} />
    </div>
  );
}

function Summary({ overview }: { overview: RevenueOverview }) {
  const { t } = useTranslation('founder-revenue');
  const { currency } = overview;
  const paidMinor = toMinorUnits(overview.paid_total, currency);
  const minimumMinor = toMinorUnits(overview.contract_minimum, currency);
  // Whole percent, rounded down: the bar never shows the minimum reached before it is.
  const percent = minimumMinor > 0 ? Math.min(100, Math.floor((paidMinor * 100) / minimumMinor)) : 0;
  const figures = [
    { key: 'raised', label: t('summary.raised'), value: money(overview.raised, currency) },
    { key: 'minimum', label: t('summary.minimum'), value: money(overview.contract_minimum, currency) },
    { key: 'computed', label: t('summary.computed'), value: money(overview.computed_total, currency) },
    { key: 'paid', label: t('summary.paid'), value: money(overview.paid_total, currency) },
  ];
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6" aria-labelledby="revenue-summary">
      <h2 id="revenue-summary" className="text-lg font-semibold text-slate-900">
        {t('summary.title')}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.key} className="min-w-0">
            <dt className="text-xs font-medium text-slate-600">{figure.label}</dt>
            <dd className="mt-0.5 text-lg font-bold break-words text-slate-900 tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <div
        className="mt-5 h-2.5 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-label={t('summary.progress')}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={formatPercent(percent)}
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-sm text-slate-700">{t('summary.paidOfMinimum', { percent: formatPercent(percent) })}</p>
    </section>
  );
}

function HowToPay({ overview, periods }: { overview: RevenueOverview; periods: RevenuePeriod[] }) {
  const { t } = useTranslation('founder-revenue');
  // Back from the provider's checkout (`?card=success`): the payment is confirmed by its webhook.
  const [search] = useSearchParams();
  const returned = search.get('card');
  return (
    <section
      className="rounded-xl border border-amber-200 bg-amber-50/60 p-4 sm:p-6"
      aria-labelledby="revenue-how-to-pay"
    >
      <h2 id="revenue-how-to-pay" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Banknote className="size-5 text-amber-700" aria-hidden />
        {t('pay.title')}
      </h2>
      {returned === 'success' ? (
        <p role="status" className="mt-2 rounded-lg bg-white p-3 text-sm text-brand-800 ring-1 ring-brand-200">
          {t('pay.card.returned')}
        </p>
      ) : null}
      <p className="mt-1 text-sm text-slate-700">
        {overview.payment_account
          ? t('pay.account', { account: overview.payment_account })
          : t('pay.accountFromOperators')}
      </p>
      <ul className="mt-4 space-y-3">
        {periods.map((period) => (
          <li key={period.period} className="rounded-lg bg-white p-4 ring-1 ring-amber-200">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium text-slate-900">{period.label}</span>
              <RevenueStatusBadge status={period.status} />
            </div>
            <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-slate-600">{t('pay.amount')}</dt>
                <dd className="text-lg font-bold text-slate-900 tabular-nums">
                  {money(period.report!.due, overview.currency)}
                </dd>
              </div>
              <div className="min-w-0">
                <dt className="text-slate-600">{t('pay.reference')}</dt>
                <dd className="font-mono text-base font-semibold break-all text-slate-900">
                  {period.report!.payment_reference}
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">{t('pay.payBy')}</dt>
                <dd className="font-semibold text-slate-900">
                  {formatDate(period.report!.pay_by, undefined, 'medium', 'UTC')}
                </dd>
              </div>
            </dl>
            <CardPayment overview={overview} period={period} />
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-slate-600">{t('pay.note')}</p>
    </section>
  );
}

/**
 * Paying a period by card through the payment provider (owners): a hosted checkout for exactly
 * the amount due; one open at a time (the open one is continued), and none once the period is paid.
 */
export function CardPayment({ overview, period }: { overview: RevenueOverview; period: RevenuePeriod }) {
  const { t } = useTranslation('founder-revenue');
  const pay = usePayByCard(overview.project_id);
  const report = period.report!;
  const open = report.card_checkout;
  if (overview.role !== 'owner') {
    return <p className="mt-3 text-sm text-slate-600">{t('pay.card.ownersOnly')}</p>;
  }
  if (!overview.can_pay_by_card) {
    return <p className="mt-3 text-sm text-slate-600">{t('pay.card.unavailable')}</p>;
  }
  return (
    <div className="mt-4 flex flex-col gap-2 border-t border-amber-100 pt-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
      <p className="text-sm text-slate-700">
        {open
          ? t('pay.card.open', { time: formatDateTime(open.expires_at) })
          : t('pay.card.lead', { amount: money(report.due, overview.currency) })}
      </p>
      {open ? (
        <a href={open.url} className={cn(buttonClasses('primary', 'md'), 'shrink-0')}>
          <CreditCard className="size-4" aria-hidden />
          {t('pay.card.continue')}
        </a>
      ) : (
        <Button
          type="button"
          className="shrink-0"
          loading={pay.isPending}
          onClick={() =>
            pay.mutate(period.period, {
              onSuccess: (card) => {
                if (card.checkout_url) revenueCheckoutBrowser.assign(card.checkout_url);
              },
            })
          }
        >
          <CreditCard className="size-4" aria-hidden />
          {t('pay.card.button')}
        </Button>
      )}
      {pay.isError ? (
        <p role="alert" className="text-sm text-red-700 sm:basis-full">
          {errorText(t, pay.error, pay.error.message)}
        </p>
      ) : null}
    </div>
  );
}

function ReportForm({ projectId, period, currency }: { projectId: string; period: RevenuePeriod; currency: string }) {
  const { t } = useTranslation('founder-revenue');
  const report = useReportRevenue(projectId);
  const [revenue, setRevenue] = useState('');
  const [profit, setProfit] = useState('');
  const [evidence, setEvidence] = useState<File | null>(null);
  const [problems, setProblems] = useState<{ revenue?: string; evidence?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: typeof problems = {};
    if (!/^\d+(\.\d{1,2})?$/.test(revenue.trim())) next.revenue = t('report.revenueInvalid');
    if (!evidence) next.evidence = t('report.evidenceMissing');
    setProblems(next);
    if (next.revenue || next.evidence) return;
    report.mutate({ period: period.period, revenue, profit, evidence: evidence! });
  }

  return (
    <section
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      aria-labelledby="revenue-report-form"
      data-tour="revenue-report"
    >
      <h2 id="revenue-report-form" className="text-lg font-semibold text-slate-900">
        {t('report.title', { period: period.label })}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('report.lead', {
          start: formatDate(period.start, undefined, 'medium', 'UTC'),
          end: formatDate(period.end, undefined, 'medium', 'UTC'),
          date: formatDate(period.report_by, undefined, 'medium', 'UTC'),
        })}
      </p>
      {period.status === 'late' ? (
        <p role="status" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {t('report.late')}
        </p>
      ) : null}
      <form className="mt-4 grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
        <Field label={t('report.revenue', { currency })} error={problems.revenue} hint={t('report.revenueHint')}>
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              value={revenue}
              onChange={(e) => setRevenue(e.target.value)}
            />
          )}
        </Field>
        <Field label={t('report.profit', { currency })} hint={t('report.profitHint')}>
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              value={profit}
              onChange={(e) => setProfit(e.target.value)}
            />
          )}
        </Field>
        <Field
          label={t('report.evidence')}
          error={problems.evidence}
          hint={t('report.evidenceHint')}
          className="sm:col-span-2"
        >
          {(control) => (
            <input
              {...control}
              type="file"
              accept="application/pdf"
              className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-brand-800"
              onChange={(e) => setEvidence(e.target.files?.[0] ?? null)}
            />
          )}
        </Field>
        {report.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 sm:col-span-2">
            {errorText(t, report.error, t('report.failed'))}
          </p>
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit" loading={report.isPending}>
            {t('report.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function Explanation({ period, overview }: { period: RevenuePeriod; overview: RevenueOverview }) {
  const { t } = useTranslation('founder-revenue');
  const report = period.report;
  if (!report) return null;
  const { currency } = overview;
  const terms = report.breakdown;
  if (report.phase === 'before_window') return <>{t('explain.beforeWindow')}</>;
  if (report.phase === 'profit_share') {
    return <>{t('explain.profitShare', { share: bp(overview.terms.profit_share_bp) })}</>;
  }
  return (
    <>
      {t('explain.tranche', {
        tranche: terms.tranche,
        count: overview.terms.tranche_count,
        share: bp(overview.terms.revenue_share_bp),
      })}
      {terms.settlement > 0 ? ` ${t('explain.settlement', { amount: money(terms.settlement, currency) })}` : ''}
      {terms.capped_by_minimum ? ` ${t('explain.capped')}` : ''}
    </>
  );
}

function Periods({ overview }: { overview: RevenueOverview }) {
  const { t } = useTranslation('founder-revenue');
  const { currency } = overview;
  const periods = [...overview.periods].reverse();
  return (
    <section
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      aria-labelledby="revenue-periods"
      data-tour="revenue-periods"
    >
      <h2 id="revenue-periods" className="text-lg font-semibold text-slate-900">
        {t('periods.title')}
      </h2>
      <ul className="mt-4 divide-y divide-slate-100">
        {periods.map((period) => (
          <li key={period.period} className="py-3" data-testid="revenue-period">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{period.label}</p>
                <p className="text-xs text-slate-600">
                  {formatDate(period.start, undefined, 'medium', 'UTC')} –{' '}
                  {formatDate(period.end, undefined, 'medium', 'UTC')}
                </p>
              </div>
              <RevenueStatusBadge status={period.status} />
            </div>
            {period.report ? (
              <div className="mt-2 grid gap-2 text-sm sm:grid-cols-3">
                <p>
                  <span className="text-slate-600">{t('periods.revenue')} </span>
                  <span className="font-semibold text-slate-900 tabular-nums">
                    {money(period.report.revenue, currency)}
                  </span>
                  {period.forecast_revenue !== null ? (
                    <span className="block text-xs text-slate-600">
                      {t('periods.forecast', { amount: money(period.forecast_revenue, currency) })}
                    </span>
                  ) : null}
                </p>
                <p>
                  <span className="text-slate-600">{t('periods.due')} </span>
                  <span className="font-semibold text-slate-900 tabular-nums">
                    {money(period.report.due, currency)}
                  </span>
                  <span className="block text-xs text-slate-600">
                    <Explanation period={period} overview={overview} />
                  </span>
                </p>
                <ul className="text-xs text-slate-600">
                  {period.report.evidence.map((file) => (
                    <li key={file.id}>
                      <PrivateFileLink
                        className="inline-flex items-center gap-1 text-brand-700 hover:underline"
                        url={file.url}
                      >
                        <FileText className="size-3.5" aria-hidden />
                        <span className="break-all">{file.name}</span>
                      </PrivateFileLink>
                    </li>
                  ))}
                </ul>
              </div>
            ) : period.status === 'upcoming' ? (
              <p className="mt-1 text-xs text-slate-600">
                {t('periods.upcoming', { date: formatDate(period.end, undefined, 'medium', 'UTC') })}
              </p>
            ) : (
              <p className={cn('mt-1 text-xs', period.status === 'late' ? 'text-red-800' : 'text-slate-600')}>
                {t('periods.reportBy', { date: formatDate(period.report_by, undefined, 'medium', 'UTC') })}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Terms({ overview }: { overview: RevenueOverview }) {
  const { t } = useTranslation('founder-revenue');
  const { terms } = overview;
  const rows = [
    { key: 'revenueShare', value: bp(terms.revenue_share_bp) },
    { key: 'minimum', value: `${(terms.minimum_multiple_bp / 10_000).toFixed(2)}×` },
    {
      key: 'window',
      value: t('terms.windowValue', { from: terms.first_payment_from_months, to: terms.first_payment_to_months }),
    },
    { key: 'tranches', value: String(terms.tranche_count) },
    { key: 'profitShare', value: bp(terms.profit_share_bp) },
  ];
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6" aria-labelledby="revenue-terms">
      <h2 id="revenue-terms" className="text-lg font-semibold text-slate-900">
        {t('terms.title')}
      </h2>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-5">
        {rows.map((row) => (
          <div key={row.key}>
            <dt className="text-slate-600">{t(`terms.${row.key}`)}</dt>
            <dd className="font-semibold text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-slate-600">{t('terms.rule', { count: terms.tranche_count })}</p>
    </section>
  );
}
