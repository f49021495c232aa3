import type { ReconciliationItem, ReconciliationRun } from '@grove/contracts';
import { AlertTriangle, CheckCircle2, RefreshCw, Scale } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DataTable, useLocalTable, type Column } from '@/components/ui/data-table';
import { LoadError } from '@/components/ui/load-error';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';
import { useReconciliation } from '../api/get-reconciliation';
import { useReconciliations } from '../api/get-reconciliations';
import { useReconcileNow } from '../api/reconcile-now';
import { differenceMajor, formatFinanceMoney } from '../utils/money';
import { Section, SectionLoading } from './section';

/**
 * The books against the payment provider's: the latest run's unexplained difference first (0 means
 * they agree), the runs before it, and the movements a chosen run could not match.
 */
export function ReconciliationSection({ currency }: { currency: string }) {
  const { t } = useTranslation('admin-finance');
  const runs = useReconciliations(currency);
  const reconcile = useReconcileNow();
  // null: the newest run, also after "Reconcile now" makes a newer one.
  const [chosen, setChosen] = useState<string | null>(null);
  const list = runs.data?.runs ?? [];
  const latest = list[0];
  const selected = list.find((run) => run.id === chosen) ?? latest ?? null;

  const action = (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <Button
        onClick={() => reconcile.mutate(undefined, { onSuccess: () => setChosen(null) })}
        loading={reconcile.isPending}
        disabled={runs.isPending}
      >
        {reconcile.isPending ? null : <RefreshCw className="size-4" aria-hidden />}
        {reconcile.isPending ? t('reconciliation.running') : t('reconciliation.now')}
      </Button>
      {reconcile.isError ? (
        <p role="alert" className="max-w-xs text-sm text-red-700 sm:text-right">
          {errorText(t, reconcile.error, t('reconciliation.failed'))}
        </p>
      ) : null}
    </div>
  );

  return (
    <Section
      id="finance-reconciliation"
      icon={<Scale className="size-5" />}
      title={t('reconciliation.title')}
      intro={t('reconciliation.intro')}
      aside={action}
    >
      {runs.isPending ? (
        <SectionLoading label={t('common:loading')} />
      ) : runs.isError ? (
        <LoadError
          message={t('reconciliation.loadFailed')}
          retryLabel={t('common:actions.retry')}
          onRetry={() => void runs.refetch()}
          retrying={runs.isFetching}
        />
      ) : !latest || !selected ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-sm text-slate-600">
          {t('reconciliation.none', { currency })}
        </p>
      ) : (
        <div className="space-y-6">
          <Latest run={latest} />
          <RunsTable runs={list} selectedId={selected.id} onSelect={setChosen} />
          <RunItems run={selected} />
        </div>
      )}
    </Section>
  );
}

/** The headline: what no unmatched movement explains, with the two balances it comes from. */
function Latest({ run }: { run: ReconciliationRun }) {
  const { t } = useTranslation('admin-finance');
  const money = (amount: number) => formatFinanceMoney(amount, run.currency);
  const agrees = run.unexplained === 0;
  const gap = differenceMajor(run.provider_balance, run.ledger_balance, run.currency);
  const explained = differenceMajor(gap, run.unexplained, run.currency);

  return (
    <div className="grid gap-3 lg:grid-cols-5">
      <div
        data-testid="reconciliation-headline"
        className={cn(
          'flex gap-3 rounded-xl border p-4 lg:col-span-2',
          agrees ? 'border-brand-200 bg-brand-50 text-brand-900' : 'border-red-300 bg-red-50 text-red-900',
        )}
      >
        {agrees ? (
          <CheckCircle2 className="mt-1 size-6 shrink-0 text-brand-700" aria-hidden />
        ) : (
          <AlertTriangle className="mt-1 size-6 shrink-0 text-red-700" aria-hidden />
        )}
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide uppercase">{t('reconciliation.unexplained')}</p>
          <p className="text-3xl font-bold tabular-nums">{money(run.unexplained)}</p>
          <p className="mt-1 text-sm font-semibold">
            {agrees ? t('reconciliation.agrees') : t('reconciliation.disagrees')}
          </p>
          {agrees && run.unmatched > 0 ? (
            <p className="mt-1 text-sm">{t('reconciliation.explainedBy', { count: run.unmatched })}</p>
          ) : null}
          {!agrees ? <p className="mt-1 text-sm">{t('reconciliation.whatToDo')}</p> : null}
        </div>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-4 lg:col-span-3">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
          <Figure
            label={t('reconciliation.providerBalance')}
            value={money(run.provider_balance)}
            testId="provider-balance"
            wide
          />
          <Figure
            label={t('reconciliation.ledgerBalance')}
            value={money(run.ledger_balance)}
            testId="ledger-balance"
            wide
          />
          <Figure label={t('reconciliation.matched')} value={formatNumber(run.matched)} testId="matched" />
          <Figure
            label={t('reconciliation.unmatched')}
            value={formatNumber(run.unmatched)}
            testId="unmatched"
            warn={run.unmatched > 0}
          />
        </dl>
        {gap !== 0 ? (
          <p className="mt-3 text-sm text-slate-700">
            {t('reconciliation.gap', { gap: money(gap), explained: money(explained) })}
          </p>
        ) : null}
        <p className="mt-3 text-xs text-slate-600">
          {t('reconciliation.ran', {
            when: formatDateTime(run.created_at),
            trigger: t(`reconciliation.trigger.${run.trigger}`),
          })}{' '}
          · {t('reconciliation.cutoff', { cutoff: formatDateTime(run.cutoff) })}
        </p>
      </div>
    </div>
  );
}

function Figure({
  label,
  value,
  testId,
  warn,
  wide,
}: {
  label: string;
  value: string;
  testId?: string;
  warn?: boolean;
  /** An amount: a row of its own on a phone, where two seven-figure amounts do not fit side by side. */
  wide?: boolean;
}) {
  return (
    <div className={cn('min-w-0', wide && 'col-span-2 sm:col-span-1')} data-testid={testId}>
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className={cn('text-lg font-bold tabular-nums', warn ? 'text-amber-800' : 'text-slate-900')}>{value}</dd>
    </div>
  );
}

const noSort = () => null;

/** The recent runs; choosing one shows what it could not match. */
function RunsTable({
  runs,
  selectedId,
  onSelect,
}: {
  runs: readonly ReconciliationRun[];
  selectedId: string;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation('admin-finance');
  const table = useLocalTable<ReconciliationRun, string>(runs, noSort, { pageSize: 10 });
  const money = (run: ReconciliationRun, amount: number) => formatFinanceMoney(amount, run.currency);
  const columns: Column<ReconciliationRun>[] = [
    {
      key: 'ran',
      header: t('runs.ran'),
      cell: (run) => {
        const selected = run.id === selectedId;
        return (
          <button
            type="button"
            aria-pressed={selected}
            onClick={() => onSelect(run.id)}
            className={cn(
              'rounded text-left whitespace-nowrap underline-offset-2 hover:underline',
              selected ? 'font-semibold text-brand-800' : 'text-slate-800',
            )}
          >
            {formatDateTime(run.created_at)}
            <span className="block text-xs font-normal text-slate-600">
              {t(`reconciliation.trigger.${run.trigger}`)}
            </span>
          </button>
        );
      },
    },
    {
      key: 'provider',
      header: t('runs.provider'),
      align: 'right',
      className: 'hidden md:table-cell',
      cell: (run) => money(run, run.provider_balance),
    },
    {
      key: 'ledger',
      header: t('runs.ledger'),
      align: 'right',
      className: 'hidden md:table-cell',
      cell: (run) => money(run, run.ledger_balance),
    },
    {
      key: 'unmatched',
      header: t('runs.unmatched'),
      align: 'right',
      className: 'hidden sm:table-cell',
      cell: (run) => formatNumber(run.unmatched),
    },
    {
      key: 'unexplained',
      header: t('runs.unexplained'),
      align: 'right',
      cell: (run) => (
        <span className={run.unexplained === 0 ? 'text-slate-800' : 'font-semibold text-red-700'}>
          {money(run, run.unexplained)}
        </span>
      ),
    },
  ];
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-slate-800">{t('runs.title')}</h3>
      <DataTable
        caption={t('runs.title')}
        columns={columns}
        rowKey={(run) => run.id}
        // Paged only when there is more than one page.
        {...(table.total > table.pageSize ? table : { rows: runs })}
      />
    </div>
  );
}

/** What the chosen run found on one side only. */
function RunItems({ run }: { run: ReconciliationRun }) {
  const { t } = useTranslation('admin-finance');
  const detail = useReconciliation(run.id);
  const side = (item: ReconciliationItem) => (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        item.side === 'provider' ? 'bg-sky-50 text-sky-800' : 'bg-violet-50 text-violet-800',
      )}
    >
      {t(`items.sides.${item.side}`)}
    </span>
  );
  const age = (item: ReconciliationItem) =>
    item.age_days === 0 ? t('items.today') : t('items.daysAgo', { count: item.age_days });
  // On a phone the table keeps two columns: the reference (with its side and kind) and the amount (with its age).
  // The age rides under the date everywhere: one column fewer.
  const columns: Column<ReconciliationItem>[] = [
    { key: 'side', header: t('items.side'), className: 'hidden sm:table-cell', cell: side },
    {
      key: 'reference',
      header: t('items.reference'),
      cell: (item) => (
        <div className="w-44 space-y-1 whitespace-normal sm:w-52">
          <div className="sm:hidden">{side(item)}</div>
          <code className="block text-xs break-all text-slate-800">{item.reference}</code>
          <span className="block text-xs text-slate-600 sm:hidden">{item.what}</span>
        </div>
      ),
    },
    {
      key: 'what',
      header: t('items.what'),
      className: 'hidden sm:table-cell',
      cell: (item) => <code className="text-xs text-slate-700">{item.what}</code>,
    },
    {
      key: 'amount',
      header: t('items.amount'),
      align: 'right',
      cell: (item) => (
        <>
          <span className="font-semibold whitespace-nowrap">{formatFinanceMoney(item.amount, run.currency)}</span>
          <span className="block text-xs text-slate-600 sm:hidden">{age(item)}</span>
        </>
      ),
    },
    {
      key: 'date',
      header: t('items.date'),
      className: 'hidden sm:table-cell',
      cell: (item) => (
        <span className="whitespace-nowrap">
          {formatDate(item.occurred_at)}
          <span className="block text-xs text-slate-600">{age(item)}</span>
        </span>
      ),
    },
  ];
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-slate-800">
        {t('items.title', { when: formatDateTime(run.created_at) })}
      </h3>
      {detail.isError ? (
        <LoadError
          message={t('items.loadFailed')}
          retryLabel={t('common:actions.retry')}
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
        />
      ) : (
        <DataTable
          caption={t('items.caption')}
          columns={columns}
          rows={detail.data?.items ?? []}
          rowKey={(item) => `${item.side}:${item.reference}:${item.what}:${item.occurred_at}`}
          loading={detail.isPending}
          empty={
            <span className="inline-flex items-center gap-2 font-medium text-brand-800">
              <CheckCircle2 className="size-5" aria-hidden />
              {t('items.empty')}
            </span>
          }
        />
      )}
    </div>
  );
}
