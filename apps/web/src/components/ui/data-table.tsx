import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Spinner } from './spinner';

export type SortDirection = 'asc' | 'desc';
export interface SortState<K extends string = string> {
  key: K;
  direction: SortDirection;
}

export interface Column<T, K extends string = string> {
  /** Unique within the table; also the sort key when `sortable`. */
  key: K;
  header: ReactNode;
  /** The header's plain text, for the sort button's accessible name when `header` is not a string. */
  label?: string;
  cell: (row: T) => ReactNode;
  sortable?: boolean;
  align?: 'left' | 'right';
  /** Extra classes for the column's cells (width, wrapping, hiding on a phone). */
  className?: string;
}

export interface DataTableProps<T, K extends string = string> {
  columns: readonly Column<T, K>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The table's accessible name. */
  caption: string;
  sort?: SortState<K> | null;
  onSortChange?: (sort: SortState<K>) => void;
  /** Paging: `page` counts from 1. Leave out `total` for an unpaged table. */
  page?: number;
  pageSize?: number;
  total?: number;
  onPageChange?: (page: number) => void;
  loading?: boolean;
  /** Shown instead of the rows when there are none (defaults to a short text). */
  empty?: ReactNode;
  onRowClick?: (row: T) => void;
}

/**
 * The console's table: sortable column headers (a click toggles the direction), paging
 * below, an empty state. It only displays: the caller owns sorting and paging, either
 * on the server (pass its answer) or in memory (useLocalTable).
 */
export function DataTable<T, K extends string = string>({
  columns,
  rows,
  rowKey,
  caption,
  sort,
  onSortChange,
  page = 1,
  pageSize = rows.length,
  total,
  onPageChange,
  loading = false,
  empty,
  onRowClick,
}: DataTableProps<T, K>) {
  const { t } = useTranslation('admin');
  const pages = total !== undefined && pageSize > 0 ? Math.max(1, Math.ceil(total / pageSize)) : 1;

  const toggle = (key: K) => {
    if (!onSortChange) return;
    const direction: SortDirection = sort?.key === key && sort.direction === 'asc' ? 'desc' : 'asc';
    onSortChange({ key, direction });
  };

  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <div className="overflow-x-auto">
        <table className="w-full min-w-max text-left text-sm" aria-busy={loading}>
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              {columns.map((column) => {
                const active = sort?.key === column.key;
                const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
                const name = column.label ?? (typeof column.header === 'string' ? column.header : column.key);
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={ariaSort}
                    className={cn('px-4 py-3', column.align === 'right' && 'text-right', column.className)}
                  >
                    {column.sortable && onSortChange ? (
                      <button
                        type="button"
                        onClick={() => toggle(column.key)}
                        aria-label={t('table.sortBy', { column: name })}
                        className={cn(
                          'inline-flex items-center gap-1 rounded uppercase hover:text-slate-900',
                          active && 'text-slate-900',
                        )}
                      >
                        {column.header}
                        {active ? (
                          sort.direction === 'asc' ? (
                            <ArrowUp className="size-3.5" aria-hidden />
                          ) : (
                            <ArrowDown className="size-3.5" aria-hidden />
                          )
                        ) : (
                          <ArrowUpDown className="size-3.5 opacity-40" aria-hidden />
                        )}
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr
                key={rowKey(row)}
                className={cn(onRowClick && 'cursor-pointer hover:bg-slate-50')}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
              >
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={cn(
                      'px-4 py-3 align-middle text-slate-800',
                      column.align === 'right' && 'text-right tabular-nums',
                      column.className,
                    )}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 ? (
        <div className="flex flex-col items-center px-6 py-12 text-center text-sm text-slate-600">
          {loading ? (
            <Spinner className="size-6 text-brand-700" label={t('table.loading')} />
          ) : (
            (empty ?? t('table.empty'))
          )}
        </div>
      ) : null}
      {total !== undefined && total > 0 && onPageChange ? (
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-600">
          <p aria-live="polite">
            {t('table.range', {
              from: (page - 1) * pageSize + 1,
              to: Math.min(page * pageSize, total),
              total,
            })}
          </p>
          <div className="flex items-center gap-2">
            <span>{t('table.page', { page, pages })}</span>
            <button
              type="button"
              className="inline-flex size-9 items-center justify-center rounded-lg ring-1 ring-slate-300 ring-inset hover:bg-slate-50 disabled:opacity-40"
              onClick={() => onPageChange(page - 1)}
              disabled={page <= 1}
              aria-label={t('table.previous')}
            >
              <ChevronLeft className="size-4" aria-hidden />
            </button>
            <button
              type="button"
              className="inline-flex size-9 items-center justify-center rounded-lg ring-1 ring-slate-300 ring-inset hover:bg-slate-50 disabled:opacity-40"
              onClick={() => onPageChange(page + 1)}
              disabled={page >= pages}
              aria-label={t('table.next')}
            >
              <ChevronRight className="size-4" aria-hidden />
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Sorting and paging in memory, for lists the server sends whole. `sortValue` gives each
 * sortable column's comparable value (numbers compare as numbers, text by locale).
 */
export function useLocalTable<T, K extends string>(
  rows: readonly T[],
  sortValue: (row: T, key: K) => string | number | null,
  options: { initialSort?: SortState<K> | null; pageSize?: number } = {},
) {
  const pageSize = options.pageSize ?? 20;
  const [sort, setSort] = useState<SortState<K> | null>(options.initialSort ?? null);
  const [page, setPage] = useState(1);
  const sorted = useMemo(() => {
    if (!sort) return rows;
    const factor = sort.direction === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => factor * compare(sortValue(a, sort.key), sortValue(b, sort.key)));
  }, [rows, sort, sortValue]);
  const pages = Math.max(1, Math.ceil(sorted.length / pageSize));
  const current = Math.min(page, pages);
  return {
    rows: sorted.slice((current - 1) * pageSize, current * pageSize),
    sort,
    onSortChange: (next: SortState<K>) => {
      setSort(next);
      setPage(1);
    },
    page: current,
    pageSize,
    total: sorted.length,
    onPageChange: setPage,
  };
}

function compare(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}
