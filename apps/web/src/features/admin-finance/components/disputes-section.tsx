import type { FinanceDisputes } from '@grove/contracts';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type Column } from '@/components/ui/data-table';
import { LoadError } from '@/components/ui/load-error';
import { cn } from '@/lib/cn';
import { daysUntil, formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useFinanceDisputes } from '../api/get-disputes';
import { formatFinanceMoney } from '../utils/money';
import { Section } from './section';

type Dispute = FinanceDisputes['disputes'][number];

/** Evidence due within this many days is flagged: the provider decides against us once it passes. */
export const EVIDENCE_SOON_DAYS = 3;

/** Chargebacks not yet decided, the earliest evidence deadline first. */
export function DisputesSection({
  now,
}: {
  /** The platform's time (ms): deadlines count from it. */
  now: number;
}) {
  const { t } = useTranslation('admin-finance');
  const disputes = useFinanceDisputes();

  const columns: Column<Dispute>[] = [
    {
      key: 'investor',
      header: t('disputes.investor'),
      cell: (row) => (
        <div className="w-44 whitespace-normal sm:w-auto">
          <span className="block break-all">{row.investor_email}</span>
          <span className="block text-xs text-slate-600">
            {t(`disputes.targets.${row.target}`)}
            {row.dispute_id ? (
              <>
                {' · '}
                <code className="break-all">{row.dispute_id}</code>
              </>
            ) : null}
          </span>
        </div>
      ),
    },
    {
      key: 'business',
      header: t('disputes.business'),
      className: 'hidden md:table-cell',
      cell: (row) =>
        row.project_id ? (
          <Link
            to={paths.adminProject.getHref(row.project_id)}
            className="font-medium text-brand-800 underline-offset-2 hover:underline"
          >
            {row.project_name ?? row.project_id}
          </Link>
        ) : (
          <span className="text-slate-600">{t('disputes.noBusiness')}</span>
        ),
    },
    {
      key: 'amount',
      header: t('disputes.amount'),
      align: 'right',
      cell: (row) => <span className="font-semibold">{formatFinanceMoney(row.amount, row.currency)}</span>,
    },
    {
      key: 'opened',
      header: t('disputes.opened'),
      className: 'hidden sm:table-cell',
      cell: (row) => <span className="whitespace-nowrap">{formatDate(row.opened_at)}</span>,
    },
    {
      key: 'due',
      header: t('disputes.due'),
      cell: (row) => <EvidenceDue due={row.evidence_due_by} now={now} />,
    },
  ];

  return (
    <Section
      id="finance-disputes"
      icon={<ShieldAlert className="size-5" />}
      title={t('disputes.title')}
      intro={t('disputes.intro')}
    >
      {disputes.isError ? (
        <LoadError
          message={t('disputes.loadFailed')}
          retryLabel={t('common:actions.retry')}
          onRetry={() => void disputes.refetch()}
          retrying={disputes.isFetching}
        />
      ) : (
        <DataTable
          caption={t('disputes.title')}
          columns={columns}
          rows={disputes.data?.disputes ?? []}
          rowKey={(row) => row.id}
          loading={disputes.isPending}
          empty={t('disputes.empty')}
        />
      )}
    </Section>
  );
}

/** The evidence deadline, flagged when it is close or has passed (on the platform's clock). */
function EvidenceDue({ due, now }: { due: string | null; now: number }) {
  const { t } = useTranslation('admin-finance');
  if (!due) {
    return (
      <span className="text-slate-600" data-testid="evidence-due">
        {t('disputes.noDeadline')}
      </span>
    );
  }
  const passed = new Date(due).getTime() < now;
  const days = daysUntil(due, now) ?? Infinity;
  const soon = !passed && days <= EVIDENCE_SOON_DAYS;
  return (
    <div className="whitespace-nowrap" data-testid="evidence-due" data-urgent={passed || soon || undefined}>
      <span className={cn((passed || soon) && 'font-semibold')}>{formatDate(due)}</span>
      {passed || soon ? (
        <span
          className={cn(
            'mt-0.5 block w-fit rounded-full px-2 py-0.5 text-xs font-semibold',
            passed ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900',
          )}
        >
          {passed ? t('disputes.passed') : t('disputes.dueIn', { count: days })}
        </span>
      ) : null}
    </div>
  );
}
