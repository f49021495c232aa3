import type { AdminApplicationRow, ApplicationStatus } from '@grove/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApplicationStatusBadge } from '@/components/application-status-badge';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Tabs } from '@/components/ui/tabs';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useFormatDate } from '@/lib/use-format-date';
import { useAdminApplications } from '../api/applications';

const PAGE_SIZE = 20;
type StatusTab = 'all' | ApplicationStatus;
const TABS: readonly StatusTab[] = ['all', 'submitted', 'changes_requested', 'approved', 'rejected', 'draft'];

/** The queue of applications to raise: submitted ones first, the longest waiting at the top; a tab per status. */
export function ApplicationsListPage() {
  const { t } = useTranslation('admin-applications');
  const formatDate = useFormatDate();
  const navigate = useNavigate();
  const [tab, setTab] = useState<StatusTab>('all');
  const [page, setPage] = useState(1);
  const list = useAdminApplications({
    ...(tab === 'all' ? {} : { status: tab }),
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });

  const columns: Column<AdminApplicationRow>[] = [
    {
      key: 'company',
      header: t('list.columns.company'),
      cell: (row) => (
        <div className="w-56 whitespace-normal md:w-auto">
          <Link
            to={paths.adminApplication.getHref(row.id)}
            className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
            onClick={(event) => event.stopPropagation()}
          >
            {row.company_name ?? t('list.untitled')}
          </Link>
          <div className="text-xs break-all text-slate-500">
            {row.applicant_name ? `${row.applicant_name} · ` : ''}
            {row.applicant_email}
          </div>
          <div className="mt-2 md:hidden">
            <ApplicationStatusBadge status={row.status} label={t(`status.${row.status}`)} />
          </div>
        </div>
      ),
    },
    {
      key: 'status',
      header: t('list.columns.status'),
      className: 'hidden md:table-cell',
      cell: (row) => <ApplicationStatusBadge status={row.status} label={t(`status.${row.status}`)} />,
    },
    {
      key: 'amount',
      header: t('list.columns.amount'),
      align: 'right',
      className: 'hidden md:table-cell',
      cell: (row) =>
        row.amount !== null && row.currency ? (
          <span className="tabular-nums">{formatMoney(row.amount, row.currency)}</span>
        ) : (
          '—'
        ),
    },
    {
      key: 'people',
      header: t('list.columns.people'),
      className: 'hidden md:table-cell',
      cell: (row) => t('list.verified', { verified: row.people_verified, total: row.people }),
    },
    {
      key: 'submitted',
      header: t('list.columns.submitted'),
      className: 'hidden md:table-cell',
      cell: (row) => <span className="whitespace-nowrap">{row.submitted_at ? formatDate(row.submitted_at) : '—'}</span>,
    },
  ];

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <div className="mb-6">
        <h1 className="text-2xl font-bold text-slate-900">{t('list.title')}</h1>
        <p className="mt-1 max-w-2xl text-sm text-slate-600">{t('list.intro')}</p>
        {list.data ? (
          <p className="mt-2 text-sm font-medium text-slate-800">{t('list.waiting', { count: list.data.waiting })}</p>
        ) : null}
      </div>
      <Tabs
        label={t('list.tabs')}
        value={tab}
        onValueChange={(next) => {
          setTab(next);
          setPage(1);
        }}
        tabs={TABS.map((value) => ({
          value,
          label: value === 'all' ? t('list.all') : t(`status.${value}`),
          ...(value === tab && list.data ? { count: list.data.total } : {}),
        }))}
      >
        <DataTable
          caption={t('list.caption')}
          columns={columns}
          rows={list.data?.applications ?? []}
          rowKey={(row) => row.id}
          page={page}
          pageSize={PAGE_SIZE}
          total={list.data?.total}
          onPageChange={setPage}
          loading={list.isPending}
          empty={t('list.empty')}
          onRowClick={(row) => void navigate(paths.adminApplication.getHref(row.id))}
        />
      </Tabs>
    </div>
  );
}
