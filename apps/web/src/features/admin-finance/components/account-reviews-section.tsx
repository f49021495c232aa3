import { ACCOUNT_REVIEW_STATES, type AccountReview } from '@grove/contracts';
import { CheckCircle2, UserRoundSearch } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { LoadError } from '@/components/ui/load-error';
import { Tabs } from '@/components/ui/tabs';
import { formatDate } from '@/lib/format';
import { useAccountReviews } from '../api/get-account-reviews';
import type { AccountReviewState } from '../api/keys';
import { chargedBack } from '../utils/charged-back';
import { daysSince } from '../utils/days';
import { formatFinanceMoney } from '../utils/money';
import { CloseReviewDialog } from './close-review-dialog';
import { Section } from './section';

/**
 * Investors' accounts flagged by a lost chargeback: their withdrawals wait until an operator
 * closes the review with what they found and did. Open ones oldest first; closed ones to look back.
 */
export function AccountReviewsSection({
  now,
}: {
  /** The platform's time (ms): a review's age counts from it. */
  now: number;
}) {
  const { t } = useTranslation('admin-finance');
  const [state, setState] = useState<AccountReviewState>('open');
  // The open list is always read: its count rides on its tab.
  const open = useAccountReviews('open');
  const shown = useAccountReviews(state);
  const [closing, setClosing] = useState<AccountReview | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const investor = (row: AccountReview) => (
    <>
      <span className="block font-medium text-slate-900">{row.investor_name ?? row.investor_email}</span>
      {row.investor_name ? <span className="block text-xs break-all text-slate-600">{row.investor_email}</span> : null}
    </>
  );
  const amount = (row: AccountReview) => (
    <span className="font-semibold whitespace-nowrap">{formatFinanceMoney(row.amount, row.currency)}</span>
  );
  const age = (row: AccountReview) => {
    const days = daysSince(row.opened_at, now);
    return days === 0 ? t('reviews.openToday') : t('reviews.openFor', { count: days });
  };
  const closeButton = (row: AccountReview) => (
    <Button
      size="sm"
      variant="secondary"
      onClick={() => {
        setNotice(null);
        setClosing(row);
      }}
    >
      {t('reviews.close')}
    </Button>
  );

  // Below md both tables keep two columns: the investor (with the rest under it) and the amount.
  // What was charged back gets a column of its own only where there is room for it.
  const openColumns: Column<AccountReview>[] = [
    {
      key: 'investor',
      header: t('reviews.investor'),
      cell: (row) => (
        <div className="w-44 whitespace-normal md:w-56 xl:w-auto">
          {investor(row)}
          <span className="mt-1 block text-xs text-slate-600 xl:hidden">{chargedBack(t, row)}</span>
          <div className="mt-2 md:hidden">{closeButton(row)}</div>
        </div>
      ),
    },
    {
      key: 'charged-back',
      header: t('reviews.chargedBack'),
      className: 'hidden xl:table-cell',
      cell: (row) => <span className="block w-48 whitespace-normal">{chargedBack(t, row)}</span>,
    },
    {
      key: 'amount',
      header: t('reviews.amount'),
      align: 'right',
      cell: (row) => (
        <>
          {amount(row)}
          <span className="block text-xs text-slate-600 md:hidden" data-testid="review-age">
            {age(row)}
          </span>
        </>
      ),
    },
    {
      key: 'opened',
      header: t('reviews.opened'),
      className: 'hidden md:table-cell',
      cell: (row) => (
        <span className="whitespace-nowrap">
          {formatDate(row.opened_at)}
          <span className="block text-xs text-slate-600" data-testid="review-age">
            {age(row)}
          </span>
        </span>
      ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">{t('reviews.actions')}</span>,
      label: t('reviews.actions'),
      align: 'right',
      className: 'hidden md:table-cell',
      cell: closeButton,
    },
  ];

  // Closed: when, by whom, and what they found and did, which gets the width.
  const closure = (row: AccountReview) => (
    <div className="space-y-2">
      <p>
        <span className="whitespace-nowrap">{row.resolved_at ? formatDate(row.resolved_at) : '—'}</span>
        {row.resolved_by_email ? (
          <span className="block text-xs break-all text-slate-600">
            {t('reviews.closedBy', { email: row.resolved_by_email })}
          </span>
        ) : null}
      </p>
      <p className="border-l-2 border-brand-300 pl-3 whitespace-pre-wrap text-slate-800">{row.resolution}</p>
    </div>
  );
  const closedColumns: Column<AccountReview>[] = [
    {
      key: 'investor',
      header: t('reviews.investor'),
      cell: (row) => (
        <div className="w-44 whitespace-normal md:w-56 xl:w-auto">
          {investor(row)}
          <span className="mt-1 block text-xs text-slate-600">{chargedBack(t, row)}</span>
          <div className="mt-2 border-t border-slate-100 pt-2 md:hidden">{closure(row)}</div>
        </div>
      ),
    },
    { key: 'amount', header: t('reviews.amount'), align: 'right', cell: amount },
    {
      key: 'closed',
      header: t('reviews.closedAt'),
      className: 'hidden md:table-cell',
      cell: (row) => <div className="w-72 whitespace-normal xl:w-96">{closure(row)}</div>,
    },
  ];

  return (
    <Section
      id="finance-account-reviews"
      icon={<UserRoundSearch className="size-5" />}
      title={t('reviews.title')}
      intro={t('reviews.intro')}
    >
      {notice ? (
        <p role="status" className="flex items-start gap-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
          {notice}
        </p>
      ) : null}
      <Tabs
        label={t('reviews.tabs.label')}
        value={state}
        onValueChange={(next) => {
          setState(next);
          setNotice(null);
        }}
        tabs={ACCOUNT_REVIEW_STATES.map((value) => ({
          value,
          label: t(`reviews.tabs.${value}`),
          ...(value === 'open' && open.data ? { count: open.data.reviews.length } : {}),
        }))}
      >
        {shown.isError ? (
          <LoadError
            message={t('reviews.loadFailed')}
            retryLabel={t('common:actions.retry')}
            onRetry={() => void shown.refetch()}
            retrying={shown.isFetching}
          />
        ) : (
          <DataTable
            caption={t(`reviews.caption.${state}`)}
            columns={state === 'open' ? openColumns : closedColumns}
            rows={shown.data?.reviews ?? []}
            rowKey={(row) => row.id}
            loading={shown.isPending}
            empty={t(`reviews.empty.${state}`)}
          />
        )}
      </Tabs>
      {closing ? (
        <CloseReviewDialog
          review={closing}
          onClose={() => setClosing(null)}
          onClosed={() => {
            setNotice(t('reviews.done', { investor: closing.investor_name ?? closing.investor_email }));
            setClosing(null);
          }}
        />
      ) : null}
    </Section>
  );
}
