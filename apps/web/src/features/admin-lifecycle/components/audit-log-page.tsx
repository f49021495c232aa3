import { normalizeLanguage, type AuditEntry, type AuditQuery } from '@grove/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { DataTable, type Column, type SortState } from '@/components/ui/data-table';
import { Field, Input } from '@/components/ui/form-field';
import { currentLocale, formatDate } from '@/lib/format';
import { useAuditLog } from '../api/get-audit-log';
import { auditChanges } from '../utils/audit-changes';

const PAGE_SIZE = 25;
const FILTERS = ['actor', 'action', 'target_type', 'target_id', 'from', 'to'] as const;
type Filter = (typeof FILTERS)[number];
type Filters = Record<Filter, string>;

/** A date input's value (YYYY-MM-DD, the reader's day) as the instant its day starts or ends. */
function dayBound(value: string, end: boolean): string | undefined {
  if (!value) return undefined;
  const date = new Date(`${value}T${end ? '23:59:59.999' : '00:00:00'}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

const formatTime = (iso: string) =>
  new Date(iso).toLocaleTimeString(currentLocale(), { hour: '2-digit', minute: '2-digit' });

/** What was done, in words, with the recorded code beside it for filtering. */
function Action({ action }: { action: string }) {
  const { t } = useTranslation('admin-lifecycle');
  const words = t(`audit.actions.${action.replaceAll('.', '_')}`, { defaultValue: '' });
  return (
    <span className="text-xs">
      {words ? <span className="block font-medium text-slate-900">{words}</span> : null}
      <code className="text-slate-600">{action}</code>
    </span>
  );
}

/** An entry's changes, one per line: the field in words, then before → after. */
function Changes({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation(['admin-lifecycle', 'admin', 'businesses']);
  return (
    <ul className="space-y-0.5 text-xs break-words text-slate-700" data-testid="audit-changes">
      {auditChanges(t, entry, normalizeLanguage(i18n.language)).map((line) => (
        <li key={line.path}>
          <span className="font-medium text-slate-900">{line.label}:</span>{' '}
          {line.before !== undefined ? (
            <>
              <span className="text-slate-600">{line.before}</span>
              {' → '}
            </>
          ) : null}
          <span>{line.after}</span>
        </li>
      ))}
    </ul>
  );
}

/** Every recorded action, filtered (in the address, so a view can be shared), sorted by time and paged. */
export function AuditLogPage() {
  const { t } = useTranslation('admin-lifecycle');
  const [params, setParams] = useSearchParams();
  const applied = Object.fromEntries(FILTERS.map((key) => [key, params.get(key) ?? ''])) as Filters;
  const [draft, setDraft] = useState<Filters>(applied);
  // Filters take a whole phone screen: there they start folded unless some are in use.
  const [filtersOpen, setFiltersOpen] = useState(
    () =>
      FILTERS.some((key) => applied[key]) ||
      typeof window.matchMedia !== 'function' ||
      window.matchMedia('(min-width: 640px)').matches,
  );
  const page = Math.max(1, Number(params.get('page')) || 1);
  const oldestFirst = params.get('sort') === 'oldest';

  const query: AuditQuery = {
    actor: applied.actor || undefined,
    action: applied.action || undefined,
    target_type: applied.target_type || undefined,
    target_id: applied.target_id || undefined,
    from: dayBound(applied.from, false),
    to: dayBound(applied.to, true),
    sort: oldestFirst ? 'oldest' : 'newest',
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  };
  const audit = useAuditLog(query);

  const update = (next: Partial<Filters & { page: string; sort: string }>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged, { replace: true });
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    update({ ...draft, page: '' });
  };
  const reset = () => {
    const cleared = Object.fromEntries(FILTERS.map((key) => [key, ''])) as Filters;
    setDraft(cleared);
    update({ ...cleared, page: '' });
  };

  const who = (entry: AuditEntry) =>
    entry.actor_id === null ? (
      <span className="text-slate-600 italic">{t('audit.system')}</span>
    ) : (
      <span className="break-all">{entry.actor_email ?? entry.actor_id}</span>
    );
  const target = (entry: AuditEntry) => (
    <span className="text-xs">
      {entry.target_type} <span className="break-all text-slate-600">{entry.target_id}</span>
    </span>
  );

  // On a phone the table keeps two columns: when (with who) and what changed (with action and target).
  const columns: Column<AuditEntry, 'when' | 'who' | 'what' | 'target' | 'change'>[] = [
    {
      key: 'when',
      header: t('audit.when'),
      sortable: true,
      cell: (entry) => (
        <div className="space-y-1">
          <time dateTime={entry.created_at} className="block">
            <span className="whitespace-nowrap">{formatDate(entry.created_at)}</span>{' '}
            <span className="block whitespace-nowrap text-slate-600 sm:inline">{formatTime(entry.created_at)}</span>
          </time>
          <div className="max-w-36 text-xs sm:hidden">{who(entry)}</div>
        </div>
      ),
    },
    { key: 'who', header: t('audit.who'), className: 'hidden sm:table-cell', cell: who },
    {
      key: 'what',
      header: t('audit.what'),
      className: 'hidden sm:table-cell',
      cell: (entry) => <Action action={entry.action} />,
    },
    { key: 'target', header: t('audit.target'), className: 'hidden md:table-cell', cell: target },
    {
      key: 'change',
      header: t('audit.change'),
      cell: (entry) => (
        <div className="w-44 space-y-1 whitespace-normal sm:w-72 lg:w-96">
          <div className="sm:hidden">
            <Action action={entry.action} />
          </div>
          <div className="md:hidden">{target(entry)}</div>
          <Changes entry={entry} />
        </div>
      ),
    },
  ];

  const sort: SortState<'when'> = { key: 'when', direction: oldestFirst ? 'asc' : 'desc' };

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('audit.title')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('audit.subtitle')}</p>
      <details
        open={filtersOpen}
        onToggle={(event) => setFiltersOpen(event.currentTarget.open)}
        className="mt-5 rounded-xl border border-slate-200 bg-white"
      >
        <summary className="cursor-pointer px-4 py-3 text-sm font-semibold text-slate-900">
          {t('audit.filters')}
        </summary>
        <form
          onSubmit={apply}
          aria-label={t('audit.filters')}
          className="grid grid-cols-1 gap-3 border-t border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {(
            [
              ['actor', t('audit.actor'), 'text', t('audit.actorHint')],
              ['action', t('audit.action'), 'text', 'project.status'],
              ['target_type', t('audit.targetType'), 'text', 'project'],
              ['target_id', t('audit.targetId'), 'text', undefined],
              ['from', t('audit.from'), 'date', undefined],
              ['to', t('audit.to'), 'date', undefined],
            ] as const
          ).map(([key, label, type, hint]) => (
            <Field key={key} label={label} hint={key === 'actor' ? hint : undefined}>
              {(control) => (
                <Input
                  {...control}
                  type={type}
                  value={draft[key]}
                  placeholder={key !== 'actor' && hint ? hint : undefined}
                  onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
                />
              )}
            </Field>
          ))}
          <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-3">
            <Button type="submit">{t('audit.apply')}</Button>
            <Button variant="secondary" onClick={reset}>
              {t('audit.reset')}
            </Button>
          </div>
        </form>
      </details>
      <div className="mt-5">
        {audit.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
            {t('audit.loadFailed')}
          </p>
        ) : (
          <DataTable
            caption={t('audit.caption')}
            columns={columns}
            rows={audit.data?.entries ?? []}
            rowKey={(entry) => String(entry.id)}
            sort={sort}
            onSortChange={(next) => update({ sort: next.direction === 'asc' ? 'oldest' : '', page: '' })}
            page={page}
            pageSize={PAGE_SIZE}
            total={audit.data?.total ?? 0}
            onPageChange={(next) => update({ page: next > 1 ? String(next) : '' })}
            loading={audit.isPending}
            empty={t('audit.empty')}
          />
        )}
      </div>
    </div>
  );
}
