import type { AdminWaitlistEntry } from '@grove/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/components/ui/data-table';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useProjectWaitlist } from '../api/get-project-waitlist';

const STATE_CLASSES: Record<AdminWaitlistEntry['state'], string> = {
  waiting: 'bg-amber-50 text-amber-900 ring-amber-200',
  offered: 'bg-brand-50 text-brand-900 ring-brand-200',
  taken: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  lapsed: 'bg-slate-100 text-slate-700 ring-slate-200',
  left: 'bg-slate-100 text-slate-700 ring-slate-200',
  closed: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/**
 * A business's waitlist for operators (issue 24): place, investor, the amount asked for, the
 * state, what an offer holds and until when. Read-only: the platform offers and lapses by itself.
 */
export function WaitlistPanel({ projectId }: { projectId: string }) {
  const { t } = useTranslation('admin-lifecycle');
  const waitlist = useProjectWaitlist(projectId);
  if (waitlist.isPending) return null;
  if (waitlist.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
        {t('waitlist.loadFailed')}
      </p>
    );
  }
  const { currency, entries } = waitlist.data;
  const money = (amount: number | null) => (amount === null ? '—' : formatMoney(amount, currency.toUpperCase()));
  const columns: Column<AdminWaitlistEntry>[] = [
    { key: 'place', header: t('waitlist.place'), cell: (row) => row.place ?? '—', className: 'w-16' },
    {
      key: 'investor',
      header: t('waitlist.investor'),
      cell: (row) => (
        <span className="block min-w-0">
          <span className="block font-medium break-words text-slate-900">
            {row.investor.name ?? row.investor.email}
          </span>
          {row.investor.name ? (
            <span className="block max-w-64 truncate text-xs text-slate-500">{row.investor.email}</span>
          ) : null}
          <span className="block text-xs text-slate-500">
            {t('waitlist.joinedAt', { time: formatDateTime(row.joined_at) })}
          </span>
        </span>
      ),
    },
    { key: 'amount', header: t('waitlist.amount'), cell: (row) => money(row.amount), align: 'right' },
    {
      key: 'state',
      header: t('waitlist.state'),
      cell: (row) => (
        <span className="block">
          <span
            className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATE_CLASSES[row.state]}`}
          >
            {t(`waitlist.states.${row.state}`)}
          </span>
          {row.state === 'offered' ? (
            <span className="mt-1 block text-xs text-slate-600">
              {t('waitlist.offeredUntil', {
                amount: money(row.offered_amount),
                time: formatDateTime(row.offer_expires_at, { timeOnly: true }),
              })}
            </span>
          ) : row.offer_expires_at ? (
            <span className="mt-1 block text-xs text-slate-500">
              {t('waitlist.offerEnded', { time: formatDateTime(row.offer_expires_at) })}
            </span>
          ) : null}
        </span>
      ),
    },
  ];
  return (
    <section
      aria-labelledby="waitlist-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="admin-waitlist"
    >
      <h2 id="waitlist-title" className="text-lg font-semibold text-slate-900">
        {t('waitlist.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('waitlist.summary', { count: waitlist.data.waiting, held: money(waitlist.data.held) })}
      </p>
      <div className="mt-4">
        <DataTable
          columns={columns}
          rows={entries}
          rowKey={(row) => row.id}
          caption={t('waitlist.title')}
          empty={t('waitlist.empty')}
        />
      </div>
    </section>
  );
}
