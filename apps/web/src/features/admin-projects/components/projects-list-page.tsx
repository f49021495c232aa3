import {
  ADMIN_PROJECT_SORTS,
  ADMIN_PROJECT_STATUSES,
  type AdminProjectRow,
  type AdminProjectSort,
  type AdminProjectStatus,
} from '@grove/contracts';
import { Plus, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { DataTable, type Column, type SortState } from '@/components/ui/data-table';
import { inputClasses } from '@/components/ui/form-field';
import { ProjectStatusBadge } from '@/components/ui/project-status-badge';
import { errorText } from '@/lib/error-text';
import { formatMoney, formatPercent } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useFormatDate } from '@/lib/use-format-date';
import { useAdminProjects } from '../api/get-admin-projects';

const PAGE_SIZE = 20;

const isSort = (value: string | null): value is AdminProjectSort =>
  (ADMIN_PROJECT_SORTS as readonly (string | null)[]).includes(value);
const isStatus = (value: string | null): value is AdminProjectStatus =>
  (ADMIN_PROJECT_STATUSES as readonly (string | null)[]).includes(value);

/** Raised against target, as a figure and a thin bar; then what was sent on and paid back, once anything was. */
function RaisedCell({ row }: { row: AdminProjectRow }) {
  const { t } = useTranslation('admin-projects');
  const percent = row.target > 0 ? Math.min(100, (row.raised / row.target) * 100) : 0;
  const moved = [
    row.disbursed > 0 ? t('list.sent', { amount: formatMoney(row.disbursed, row.currency) }) : null,
    row.paid_out > 0 ? t('list.paidBack', { amount: formatMoney(row.paid_out, row.currency) }) : null,
  ].filter(Boolean);
  return (
    <div className="flex min-w-40 flex-col gap-1">
      <span className="text-sm">
        {formatMoney(row.raised, row.currency)}{' '}
        <span className="text-slate-500">/ {formatMoney(row.target, row.currency)}</span>
      </span>
      <span className="flex items-center gap-2">
        <span className="h-1.5 w-24 overflow-hidden rounded-full bg-slate-100" aria-hidden>
          <span className="block h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
        </span>
        <span className="text-xs text-slate-500">{formatPercent(Math.floor(percent))}</span>
      </span>
      {moved.map((line) => (
        <span key={line} className="text-xs text-slate-600">
          {line}
        </span>
      ))}
    </div>
  );
}

/** /admin/projects: every business, drafts included, with search, a status filter, sorting and paging. */
export function ProjectsListPage() {
  const { t } = useTranslation('admin-projects');
  const formatDate = useFormatDate();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = isStatus(params.get('status')) ? (params.get('status') as AdminProjectStatus) : undefined;
  const sortKey = params.get('sort');
  const sort: SortState<AdminProjectSort> = isSort(sortKey)
    ? { key: sortKey, direction: params.get('direction') === 'asc' ? 'asc' : 'desc' }
    : { key: 'updated', direction: 'desc' };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(q);

  const query = useAdminProjects({
    q: q || undefined,
    status,
    sort: sort.key,
    direction: sort.direction,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim() || null, page: null });
  };

  const columns: Column<AdminProjectRow, AdminProjectSort>[] = [
    {
      key: 'name',
      header: t('list.columns.name'),
      sortable: true,
      className: 'max-w-72',
      cell: (row) => (
        <div className="flex flex-col">
          <Link to={paths.adminProject.getHref(row.id)} className="font-semibold text-brand-800 hover:underline">
            {row.name}
          </Link>
          <span className="text-xs text-slate-500">{row.id}</span>
        </div>
      ),
    },
    {
      key: 'status',
      header: t('list.columns.status'),
      sortable: true,
      cell: (row) => <ProjectStatusBadge status={row.status} />,
    },
    { key: 'raised', header: t('list.columns.raised'), sortable: true, cell: (row) => <RaisedCell row={row} /> },
    {
      key: 'deadline',
      header: t('list.columns.deadline'),
      sortable: true,
      cell: (row) => (row.funding_end ? formatDate(row.funding_end) : <span className="text-slate-400">—</span>),
    },
    {
      key: 'unanswered',
      header: t('list.columns.unanswered'),
      sortable: true,
      align: 'right',
      cell: (row) =>
        row.unanswered_questions > 0 ? (
          <span className="inline-flex min-w-6 justify-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {row.unanswered_questions}
          </span>
        ) : (
          <span className="text-slate-400">0</span>
        ),
    },
    {
      key: 'updated',
      header: t('list.columns.updated'),
      sortable: true,
      // Room is short beside the side navigation: the least needed column shows on wide screens only.
      className: 'hidden 2xl:table-cell',
      cell: (row) => formatDate(row.updated_at),
    },
  ];

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <title>{t('list.title')}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('list.title')}</h1>
        <ButtonLink to={paths.adminProjectNew.getHref()}>
          <Plus className="size-4" aria-hidden />
          {t('list.create')}
        </ButtonLink>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <form role="search" onSubmit={onSearch} className="flex flex-1 gap-2">
          <label className="sr-only" htmlFor="admin-projects-search">
            {t('list.search')}
          </label>
          <div className="relative flex-1">
            <Search className="pointer-events-none absolute top-3 left-3 size-4 text-slate-400" aria-hidden />
            <input
              id="admin-projects-search"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('list.searchPlaceholder')}
              className={inputClasses({ leading: true })}
            />
          </div>
          <button
            type="submit"
            className="h-11 rounded-lg bg-white px-4 text-sm font-semibold text-slate-900 ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
          >
            {t('list.searchButton')}
          </button>
        </form>
        <div className="flex flex-col gap-1 sm:w-56">
          <label htmlFor="admin-projects-status" className="text-sm font-medium text-slate-800">
            {t('list.status')}
          </label>
          <select
            id="admin-projects-status"
            value={status ?? ''}
            onChange={(event) => update({ status: event.target.value || null, page: null })}
            className={inputClasses()}
          >
            <option value="">{t('list.allStatuses')}</option>
            {ADMIN_PROJECT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`status.${value}`, { ns: 'admin' })}
              </option>
            ))}
          </select>
        </div>
      </div>
      {query.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {errorText(t, query.error, t('list.error'))}
        </p>
      ) : null}
      <DataTable
        caption={t('list.title')}
        columns={columns}
        rows={query.data?.projects ?? []}
        rowKey={(row) => row.id}
        sort={sort}
        onSortChange={(next) => update({ sort: next.key, direction: next.direction, page: null })}
        page={page}
        pageSize={PAGE_SIZE}
        total={query.data?.total ?? 0}
        onPageChange={(next) => update({ page: next > 1 ? String(next) : null })}
        loading={query.isPending}
        empty={q || status ? t('list.noMatches') : t('list.empty')}
      />
    </div>
  );
}
