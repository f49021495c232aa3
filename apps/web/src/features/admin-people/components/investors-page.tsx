import type { AdminInvestor, AdminInvestorSort, PaymentStatus } from '@grove/contracts';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type Column, type SortState } from '@/components/ui/data-table';
import { DownloadButton } from '@/components/ui/download-button';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useFormatDate } from '@/lib/use-format-date';
import { investorsCsvPath, useInvestors } from '../api/get-investors';
import { PageHeader } from './page-header';

export const INVESTORS_PAGE_SIZE = 25;

const STATUS_TONE: Partial<Record<PaymentStatus, string>> = {
  succeeded: 'bg-brand-50 text-brand-800',
  refunding: 'bg-amber-50 text-amber-800',
  refunded: 'bg-slate-100 text-slate-700',
  failed: 'bg-red-50 text-red-800',
  pending: 'bg-sky-50 text-sky-800',
  processing: 'bg-sky-50 text-sky-800',
};

/** A business's payments with their investors, sorted and paged, with a CSV export. */
export function InvestorsPage({ projectId }: { projectId: string }) {
  const { t } = useTranslation('admin-people');
  const formatDate = useFormatDate();
  const [sort, setSort] = useState<SortState<AdminInvestorSort>>({ key: 'date', direction: 'desc' });
  const [page, setPage] = useState(1);
  const investors = useInvestors(projectId, {
    sort: sort.key,
    order: sort.direction,
    limit: INVESTORS_PAGE_SIZE,
    offset: (page - 1) * INVESTORS_PAGE_SIZE,
  });
  const money = (amount: number, currency: string) => formatMoney(amount, currency, { cents: true });
  const statusBadge = (status: PaymentStatus) => (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        STATUS_TONE[status] ?? 'bg-slate-100 text-slate-700',
      )}
    >
      {t(`paymentStatus.${status}`)}
    </span>
  );

  const columns: Column<AdminInvestor, AdminInvestorSort | 'fees' | 'total'>[] = [
    {
      key: 'name',
      header: t('investors.columns.investor'),
      sortable: true,
      className: 'whitespace-normal',
      cell: (row) => (
        <div className="w-44 whitespace-normal md:w-auto md:min-w-40">
          <div className="font-medium">{row.name ?? row.email}</div>
          {row.name ? <div className="text-xs break-all text-slate-500">{row.email}</div> : null}
          {/* On a phone the status and date ride along here. */}
          <div className="mt-1 flex flex-wrap items-center gap-2 md:hidden">
            {statusBadge(row.status)}
            <span className="text-xs text-slate-500">{formatDate(row.paid_at ?? row.created_at)}</span>
          </div>
        </div>
      ),
    },
    {
      key: 'amount',
      header: t('investors.columns.amount'),
      sortable: true,
      align: 'right',
      cell: (row) => <span className="font-semibold">{money(row.amount, row.currency)}</span>,
    },
    {
      key: 'fees',
      header: t('investors.columns.fees'),
      align: 'right',
      className: 'hidden lg:table-cell',
      cell: (row) => (
        <span className="text-xs text-slate-600">
          {t('investors.feesDetail', {
            service: money(row.service_fee, row.currency),
            card: money(row.card_fee, row.currency),
          })}
        </span>
      ),
    },
    {
      key: 'total',
      header: t('investors.columns.total'),
      align: 'right',
      className: 'hidden md:table-cell',
      cell: (row) => money(row.total, row.currency),
    },
    {
      key: 'status',
      header: t('investors.columns.status'),
      sortable: true,
      className: 'hidden md:table-cell',
      cell: (row) => statusBadge(row.status),
    },
    {
      key: 'date',
      header: t('investors.columns.date'),
      sortable: true,
      className: 'hidden md:table-cell',
      cell: (row) => <span className="whitespace-nowrap">{formatDate(row.paid_at ?? row.created_at)}</span>,
    },
  ];

  const notFound = investors.error instanceof ApiError && investors.error.status === 404;
  const name = investors.data?.project_name;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <Link
        to={paths.adminProject.getHref(projectId)}
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t('investors.back')}
      </Link>
      <PageHeader
        title={name ? t('investors.titleOf', { business: name }) : t('investors.title')}
        intro={t('investors.intro')}
        actions={
          investors.data ? (
            <DownloadButton
              path={investorsCsvPath(projectId, { sort: sort.key, order: sort.direction })}
              filename={`investors-${projectId}.csv`}
              label={t('investors.download')}
              busyLabel={t('investors.downloading')}
              failedText={t('investors.downloadFailed')}
            />
          ) : null
        }
      />
      {investors.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
          {notFound ? t('investors.notFound') : t('investors.loadFailed')}
        </p>
      ) : (
        <DataTable
          caption={t('investors.caption')}
          columns={columns}
          rows={investors.data?.investors ?? []}
          rowKey={(row) => row.payment_id}
          sort={sort}
          onSortChange={(next) => {
            setSort(next as SortState<AdminInvestorSort>);
            setPage(1);
          }}
          page={page}
          pageSize={INVESTORS_PAGE_SIZE}
          total={investors.data?.total}
          onPageChange={setPage}
          loading={investors.isPending}
          empty={t('investors.empty')}
        />
      )}
    </div>
  );
}
