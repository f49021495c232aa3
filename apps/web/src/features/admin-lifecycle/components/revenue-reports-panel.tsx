import type { RevenueOverview, RevenuePeriod, RevenuePeriodStatus, RevenueReport } from '@grove/contracts';
import { Banknote, FileText, TriangleAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PrivateFileLink } from '@/components/private-file-link';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { formatDate, formatMoney } from '@/lib/format';
import { useConfirmRevenuePayment, useProjectRevenue } from '../api/revenue-reports';
import { ConfirmRecordDialog } from './confirm-record-dialog';

const money = (amount: number, currency: string) => formatMoney(amount, currency, { cents: true });
const day = (iso: string | null) => formatDate(iso, undefined, 'medium', 'UTC');

const STATUS_TONE: Record<RevenuePeriodStatus, string> = {
  upcoming: 'bg-slate-100 text-slate-700',
  due: 'bg-sky-50 text-sky-800',
  late: 'bg-red-50 text-red-800',
  reported: 'bg-slate-100 text-slate-700',
  payment_due: 'bg-amber-50 text-amber-800',
  payment_late: 'bg-red-50 text-red-800',
  paid: 'bg-brand-50 text-brand-800',
};

/**
 * The business's revenue reports on its payouts page (issue 26): each reported period with the
 * amount its terms made due, the evidence, and "Confirm payment received" once the business's
 * transfer arrived, which records the payout (split and credited like any payout) exactly once.
 * Late reports and payments are flagged at the top.
 */
export function RevenueReportsPanel({ projectId }: { projectId: string }) {
  const { t } = useTranslation('admin-revenue');
  const revenue = useProjectRevenue(projectId);
  if (revenue.isPending || revenue.isError || !revenue.data.closed_at) return null;
  const overview = revenue.data;
  const late = overview.periods.filter((p) => p.status === 'late' || p.status === 'payment_late');
  const reported = overview.periods.filter((p) => p.report).reverse();
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6" aria-labelledby="revenue-reports">
      <h2 id="revenue-reports" className="text-lg font-semibold text-slate-900">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('terms', {
          share: overview.terms.revenue_share_bp / 100,
          multiple: (overview.terms.minimum_multiple_bp / 10_000).toFixed(2),
          count: overview.terms.tranche_count,
          profit: overview.terms.profit_share_bp / 100,
        })}
      </p>
      {late.length > 0 ? (
        <p
          role="status"
          className="mt-3 flex gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800"
          data-testid="revenue-late"
        >
          <TriangleAlert className="size-4 shrink-0" aria-hidden />
          {t('late', { periods: late.map((p) => `${p.label} (${t(`status.${p.status}`)})`).join(', ') })}
        </p>
      ) : null}
      {reported.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{t('none')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {reported.map((period) => (
            <ReportRow key={period.period} period={period} overview={overview} projectId={projectId} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReportRow({
  period,
  overview,
  projectId,
}: {
  period: RevenuePeriod;
  overview: RevenueOverview;
  projectId: string;
}) {
  const { t } = useTranslation('admin-revenue');
  const report = period.report!;
  const { currency } = overview;
  const payable = period.status === 'payment_due' || period.status === 'payment_late';
  return (
    <li className="py-4" data-testid="revenue-report">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-slate-900">
          {period.label}{' '}
          <span className="text-sm font-normal text-slate-600">
            ({day(period.start)} – {day(period.end)})
          </span>
        </p>
        <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-medium', STATUS_TONE[period.status])}>
          {t(`status.${period.status}`)}
        </span>
      </div>
      <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-600">{t('revenue')}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{money(report.revenue, currency)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('due')}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{money(report.due, currency)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-slate-600">{t('reference')}</dt>
          <dd className="font-mono break-all text-slate-900">{report.payment_reference ?? '—'}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-slate-600">{t('evidence')}</dt>
          <dd>
            {report.evidence.length === 0 ? '—' : null}
            {report.evidence.map((file) => (
              <PrivateFileLink
                key={file.id}
                url={file.url}
                className="inline-flex items-center gap-1 text-brand-700 hover:underline"
              >
                <FileText className="size-3.5" aria-hidden />
                <span className="break-all">{file.name}</span>
              </PrivateFileLink>
            ))}
          </dd>
        </div>
      </dl>
      {report.confirmed_at ? (
        <p className="mt-2 text-sm text-slate-700">
          {t('confirmed', { date: formatDate(report.confirmed_at), reference: report.bank_reference })}
        </p>
      ) : null}
      {payable ? <ConfirmForm projectId={projectId} report={report} label={period.label} currency={currency} /> : null}
    </li>
  );
}

function ConfirmForm({
  projectId,
  report,
  label,
  currency,
}: {
  projectId: string;
  report: RevenueReport;
  label: string;
  currency: string;
}) {
  const { t } = useTranslation('admin-revenue');
  const confirm = useConfirmRevenuePayment(projectId);
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const due = money(report.due, currency);

  function review(event: FormEvent) {
    event.preventDefault();
    if (!reference.trim()) {
      setProblem(t('bankReferenceMissing'));
      return;
    }
    setProblem(null);
    setReviewing(true);
  }

  return (
    <form className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={review} noValidate>
      <Field label={t('bankReference', { period: label })} error={problem} className="sm:w-80">
        {(control) => <Input {...control} value={reference} onChange={(e) => setReference(e.target.value)} />}
      </Field>
      <Button type="submit">{t('confirm')}</Button>
      {confirm.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {errorText(t, confirm.error, t('failed'))}
        </p>
      ) : null}
      {/* Money moves to investors on this word: what will be paid out, then confirm (as a payout is). */}
      <ConfirmRecordDialog
        rows={
          reviewing
            ? [
                { label: t('review.period'), value: label },
                { label: t('review.amount'), value: due, figure: true },
                { label: t('reference'), value: report.payment_reference ?? '—' },
                { label: t('review.bankReference'), value: reference.trim() },
              ]
            : null
        }
        title={t('review.title', { amount: due, period: label })}
        description={t('review.description')}
        icon={<Banknote className="size-5" aria-hidden />}
        confirmLabel={t('review.confirm')}
        busy={confirm.isPending}
        onCancel={() => setReviewing(false)}
        onConfirm={() =>
          confirm.mutate(
            { reportId: report.id, bankReference: reference.trim() },
            { onSettled: () => setReviewing(false) },
          )
        }
      />
    </form>
  );
}
