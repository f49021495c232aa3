import {
  PAYOUT_STATUSES_ALLOWED,
  remainingMajor,
  toMinorUnits,
  type AdminPayoutList,
  type Payout,
} from '@grove/contracts';
import { ArrowLeft, ArrowRightLeft, Info } from 'lucide-react';
import { usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { ProjectStatusBadge } from '@/components/ui/project-status-badge';
import { PageLoader } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { formatMoney, formatPercent } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useFormatDate } from '@/lib/use-format-date';
import { projectDisbursementQueryOptions } from '../api/get-project-disbursement';
import { useProjectLifecycle } from '../api/get-project-lifecycle';
import { useProjectPayouts } from '../api/get-project-payouts';
import { formatPeriod } from '../utils/payout-form';
import { DisbursementPanel } from './disbursement-panel';
import { PayoutForm } from './payout-form';
import { RevenueReportsPanel } from './revenue-reports-panel';

const money = (amount: number, currency: string) => formatMoney(amount, currency, { cents: true });

/**
 * A business's payouts (/admin/projects/:id/payouts): the money raised and its transfer to the
 * business (the disbursement panel); what investors hold, the contract
 * minimum and what has been paid against it; the form to record a payout, or why none can be
 * recorded now; and the payouts recorded, newest first.
 */
export function PayoutsPage({ projectId }: { projectId: string }) {
  const { t } = useTranslation('admin-lifecycle');
  const payouts = useProjectPayouts(projectId);
  const lifecycle = useProjectLifecycle(projectId);
  // The money-raised panel's answer is asked for alongside the payouts, not after them.
  usePrefetchQuery(projectDisbursementQueryOptions(projectId));
  const name = lifecycle.data?.name;
  const notFound = payouts.error instanceof ApiError && payouts.error.status === 404;

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 lg:py-8">
      <Link
        to={paths.adminProject.getHref(projectId)}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-700 hover:text-slate-900"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t('lifecycle.back')}
      </Link>
      <div className="mt-3 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words text-slate-900">{name ?? t('payouts.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('payouts.title')}</p>
        </div>
        {payouts.data ? <ProjectStatusBadge status={payouts.data.status} className="mt-1 text-sm" /> : null}
      </div>
      {payouts.isPending ? (
        <PageLoader label={t('common:loading')} />
      ) : payouts.isError ? (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-4 text-sm text-red-800">
          {notFound ? t('payouts.notFound') : t('payouts.loadFailed')}
        </p>
      ) : (
        <div className="mt-6 space-y-6">
          <DisbursementPanel projectId={projectId} businessName={name ?? projectId} />
          <PayoutTotals list={payouts.data} />
          <RevenueReportsPanel projectId={projectId} />
          {payouts.data.can_record ? (
            <PayoutForm list={payouts.data} businessName={name ?? projectId} />
          ) : (
            <WhyNoPayout list={payouts.data} projectId={projectId} />
          )}
          <PayoutHistory list={payouts.data} />
        </div>
      )}
    </div>
  );
}

/** Invested, the contract minimum and the total paid, with a bar of paid against the minimum. */
function PayoutTotals({ list }: { list: AdminPayoutList }) {
  const { t } = useTranslation('admin-lifecycle');
  const { currency } = list;
  const paidMinor = toMinorUnits(list.total_paid, currency);
  const minimumMinor = toMinorUnits(list.contract_minimum, currency);
  // Whole percent, rounded down: the bar never shows the minimum reached before it is.
  const percent = minimumMinor > 0 ? Math.min(100, Math.floor((paidMinor * 100) / minimumMinor)) : 0;
  const reached = minimumMinor > 0 && paidMinor >= minimumMinor;
  const figures = [
    { key: 'invested', label: t('payouts.invested'), value: money(list.invested, currency) },
    { key: 'minimum', label: t('payouts.contractMinimum'), value: money(list.contract_minimum, currency) },
    { key: 'paid', label: t('payouts.totalPaid'), value: money(list.total_paid, currency) },
  ];
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6" aria-labelledby="payout-totals">
      <h2 id="payout-totals" className="sr-only">
        {t('payouts.totals')}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.key} className="min-w-0" data-testid={`payout-${figure.key}`}>
            <dt className="text-xs font-medium text-slate-600">{figure.label}</dt>
            <dd className="mt-0.5 text-xl font-bold text-slate-900 tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-5">
        <div
          className="h-2.5 overflow-hidden rounded-full bg-slate-100"
          role="progressbar"
          aria-label={t('payouts.progress')}
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuetext={formatPercent(percent)}
        >
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
        </div>
        <p className="mt-2 flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm text-slate-700">
          <span>{t('payouts.paidOfMinimum', { percent: formatPercent(percent) })}</span>
          {minimumMinor === 0 ? null : reached ? (
            <span className="font-medium text-brand-800">{t('payouts.minimumReached')}</span>
          ) : (
            <span>
              {t('payouts.leftToMinimum', {
                amount: money(remainingMajor(list.total_paid, list.contract_minimum, currency), currency),
              })}
            </span>
          )}
        </p>
      </div>
    </section>
  );
}

/** Which of the form's preconditions fails, said plainly, with the way to fix it when there is one. */
function WhyNoPayout({ list, projectId }: { list: AdminPayoutList; projectId: string }) {
  const { t } = useTranslation(['admin-lifecycle', 'admin']);
  const statusAllows = (PAYOUT_STATUSES_ALLOWED as readonly string[]).includes(list.status);
  // Payouts wait for the raise to be sent to the business (the panel above records that).
  const disbursement = useQuery(projectDisbursementQueryOptions(projectId));
  const notSent = statusAllows && list.investments > 0 && disbursement.data?.disbursement === null;
  return (
    <section
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-start sm:p-6"
      aria-labelledby="payout-form-title"
    >
      <Info className="size-5 shrink-0 text-slate-500" aria-hidden />
      <div className="min-w-0 flex-1">
        <h2 id="payout-form-title" className="text-base font-semibold text-slate-900">
          {t('payouts.form.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-700" data-testid="no-payout-reason">
          {notSent
            ? t('payouts.cannot.notDisbursed')
            : statusAllows
              ? t('payouts.cannot.nobodyHolds')
              : t('payouts.cannot.status', {
                  status: t(`admin:status.${list.status}`, { defaultValue: list.status }),
                  active: t('admin:status.active'),
                  payout: t('admin:status.payout'),
                })}
        </p>
        {statusAllows ? null : (
          <ButtonLink variant="secondary" size="sm" className="mt-3" to={paths.adminProjectStatus.getHref(projectId)}>
            <ArrowRightLeft className="size-4" aria-hidden />
            {t('payouts.cannot.changeStatus')}
          </ButtonLink>
        )}
      </div>
    </section>
  );
}

/** The payouts recorded, newest first; on a phone each row carries its split and reference. */
function PayoutHistory({ list }: { list: AdminPayoutList }) {
  const { t } = useTranslation('admin-lifecycle');
  const formatRecorded = useFormatDate();
  // Each count stays on one line; the two wrap apart on a phone.
  const split = (row: Payout) => (
    <>
      <span className="whitespace-nowrap">{t('payouts.history.investments', { count: row.investments })}</span>
      {' · '}
      <span className="whitespace-nowrap">{t('payouts.history.investors', { count: row.investors })}</span>
    </>
  );
  const columns: Column<Payout>[] = [
    {
      key: 'period',
      header: t('payouts.history.period'),
      className: 'whitespace-normal',
      cell: (row) => (
        <div className="w-40 whitespace-normal md:w-auto">
          <div className="font-medium text-slate-900">{formatPeriod(row.period_start, row.period_end)}</div>
          <div className="mt-1 space-y-0.5 text-xs text-slate-600 md:hidden">
            <div className="break-words">{row.reference}</div>
            <div>{split(row)}</div>
          </div>
        </div>
      ),
    },
    {
      key: 'amount',
      header: t('payouts.history.amount'),
      align: 'right',
      cell: (row) => <span className="font-semibold tabular-nums">{money(row.amount, row.currency)}</span>,
    },
    {
      key: 'split',
      header: t('payouts.history.sharedBy'),
      className: 'hidden md:table-cell',
      cell: (row) => split(row),
    },
    {
      key: 'reference',
      header: t('payouts.history.reference'),
      className: 'hidden md:table-cell max-w-56 whitespace-normal',
      cell: (row) => <span className="break-words">{row.reference}</span>,
    },
    {
      key: 'recorded',
      header: t('payouts.history.recorded'),
      className: 'hidden lg:table-cell',
      cell: (row) => <span className="whitespace-nowrap">{formatRecorded(row.created_at)}</span>,
    },
  ];
  return (
    <section aria-labelledby="payout-history" className="space-y-3">
      <h2 id="payout-history" className="text-base font-semibold text-slate-900">
        {t('payouts.history.title')}
      </h2>
      <DataTable
        caption={t('payouts.history.title')}
        columns={columns}
        rows={list.payouts}
        rowKey={(row) => row.id}
        empty={t('payouts.history.empty')}
      />
    </section>
  );
}
