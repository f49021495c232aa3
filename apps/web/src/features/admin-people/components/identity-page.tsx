import { IDENTITY_REVIEW_STATES, type AdminIdentityReview, type IdentityReviewState } from '@grove/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DataTable, type Column, type SortState } from '@/components/ui/data-table';
import { Tabs } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import { useFormatDate } from '@/lib/use-format-date';
import { useIdentityReviews } from '../api/get-identity-reviews';
import { Notice, PageHeader } from './page-header';
import { SettleDialog } from './settle-dialog';

export const IDENTITY_PAGE_SIZE = 20;
type StateTab = 'all' | IdentityReviewState;
type SortKey = 'updated_at' | 'name';

/** Identity checks pending a review or failed; in the sandbox, settle a pending review. */
export function IdentityPage() {
  const { t } = useTranslation('admin-people');
  const formatDate = useFormatDate();
  const [tab, setTab] = useState<StateTab>('all');
  const [sort, setSort] = useState<SortState<SortKey>>({ key: 'updated_at', direction: 'desc' });
  const [page, setPage] = useState(1);
  const [settling, setSettling] = useState<{ review: AdminIdentityReview; outcome: 'passed' | 'failed' } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const reviews = useIdentityReviews({
    ...(tab === 'all' ? {} : { state: tab }),
    sort: sort.key,
    order: sort.direction,
    limit: IDENTITY_PAGE_SIZE,
    offset: (page - 1) * IDENTITY_PAGE_SIZE,
  });
  const reasonText = (reason: string | null) =>
    reason ? t(`identity.reasons.${reason}`, { defaultValue: reason }) : t('identity.noReason');

  const stateBadge = (row: AdminIdentityReview) => (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        row.state === 'failed' ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-800',
      )}
    >
      {t(`identity.state.${row.state}`)}
    </span>
  );
  const actions = (row: AdminIdentityReview) =>
    row.can_settle ? (
      <div className="flex flex-wrap gap-2 md:justify-end">
        <Button size="sm" onClick={() => setSettling({ review: row, outcome: 'passed' })}>
          {t('identity.approve')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setSettling({ review: row, outcome: 'failed' })}>
          {t('identity.decline')}
        </Button>
      </div>
    ) : null;

  const columns: Column<AdminIdentityReview, SortKey | 'state' | 'reason' | 'actions'>[] = [
    {
      key: 'name',
      header: t('identity.columns.person'),
      sortable: true,
      cell: (row) => (
        <div className="w-64 whitespace-normal md:w-auto md:min-w-40">
          <div className="font-medium">{row.name ?? row.email}</div>
          {row.name ? <div className="text-xs break-all text-slate-500">{row.email}</div> : null}
          {/* On a phone the state, reason and actions ride along here. */}
          <div className="mt-2 flex flex-col items-start gap-2 md:hidden">
            {stateBadge(row)}
            {row.reason ? <span className="text-xs text-slate-600">{reasonText(row.reason)}</span> : null}
            {actions(row)}
          </div>
        </div>
      ),
    },
    {
      key: 'state',
      header: t('identity.columns.state'),
      className: 'hidden md:table-cell',
      cell: (row) => (
        <div className="flex flex-col items-start gap-1">
          {stateBadge(row)}
          {row.provider_status ? (
            <code className="text-xs text-slate-500" title={t('identity.columns.providerStatus')}>
              {row.provider_status}
            </code>
          ) : null}
        </div>
      ),
    },
    {
      key: 'reason',
      header: t('identity.columns.reason'),
      className: 'hidden md:table-cell',
      cell: (row) => <div className="w-40 whitespace-normal">{reasonText(row.reason)}</div>,
    },
    {
      key: 'updated_at',
      header: t('identity.columns.updated'),
      sortable: true,
      className: 'hidden md:table-cell',
      cell: (row) => <span className="whitespace-nowrap">{formatDate(row.updated_at)}</span>,
    },
    {
      key: 'actions',
      header: t('identity.columns.actions'),
      align: 'right',
      className: 'hidden md:table-cell',
      cell: actions,
    },
  ];

  const tabs: StateTab[] = ['all', ...IDENTITY_REVIEW_STATES];
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <PageHeader title={t('identity.title')} intro={t('identity.intro')} />
      {reviews.data ? (
        <p className="mb-4 text-sm text-slate-600">
          {reviews.data.sandbox ? t('identity.sandboxNote') : t('identity.realNote')}
        </p>
      ) : null}
      {notice ? <Notice>{notice}</Notice> : null}
      <Tabs
        label={t('identity.tabs.label')}
        value={tab}
        onValueChange={(next) => {
          setTab(next);
          setPage(1);
        }}
        tabs={tabs.map((value) => ({
          value,
          label: t(`identity.tabs.${value}`),
          ...(value === tab && reviews.data ? { count: reviews.data.total } : {}),
        }))}
      >
        <DataTable
          caption={t('identity.caption')}
          columns={columns}
          rows={reviews.data?.reviews ?? []}
          rowKey={(row) => row.user_id}
          sort={sort}
          onSortChange={(next) => {
            setSort(next as SortState<SortKey>);
            setPage(1);
          }}
          page={page}
          pageSize={IDENTITY_PAGE_SIZE}
          total={reviews.data?.total}
          onPageChange={setPage}
          loading={reviews.isPending}
          empty={t('identity.empty')}
        />
      </Tabs>
      {settling ? (
        <SettleDialog
          review={settling.review}
          outcome={settling.outcome}
          onClose={() => setSettling(null)}
          onSettled={() => {
            setSettling(null);
            setNotice(t('identity.settleDialog.done'));
          }}
        />
      ) : null}
    </div>
  );
}
