import type { RevenueTermsView } from '@grove/contracts';
import { Lock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/form-field';
import { errorText } from '@/lib/error-text';
import { formatPercent } from '@/lib/format';
import { useRevenueTerms, useSaveRevenueTerms } from '../api/revenue-terms';

/** "5.25" (percent, at most two decimals) in basis points, without floating point; null if not one. */
export function percentToBp(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
const bpToPercent = (bp: number) => (bp % 100 === 0 ? String(bp / 100) : (bp / 100).toFixed(2));

/**
 * The business's revenue-share terms in the console's editor (issue 26): set while it is a draft,
 * with the spec's defaults, and shown locked once published (the server refuses a change).
 * The contract minimum is the business's expected return, edited in the form below.
 */
export function RevenueTermsPanel({ projectId }: { projectId: string }) {
  const { t } = useTranslation('admin-revenue');
  const terms = useRevenueTerms(projectId);
  if (!terms.data) return null;
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6" aria-labelledby="revenue-terms-title">
      <h2 id="revenue-terms-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        {terms.data.frozen ? <Lock className="size-4 text-slate-500" aria-hidden /> : null}
        {t('termsPanel.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{terms.data.frozen ? t('termsPanel.frozen') : t('termsPanel.hint')}</p>
      {terms.data.frozen ? (
        <FrozenTerms terms={terms.data} />
      ) : (
        <TermsForm key={terms.data.version} projectId={projectId} terms={terms.data} />
      )}
    </section>
  );
}

function FrozenTerms({ terms }: { terms: RevenueTermsView }) {
  const { t } = useTranslation('admin-revenue');
  const rows = [
    [t('termsPanel.revenueShare'), formatPercent(terms.revenue_share_bp / 100)],
    [t('termsPanel.minimum'), `${(terms.minimum_multiple_bp / 10_000).toFixed(2)}×`],
    [
      t('termsPanel.window'),
      t('termsPanel.windowValue', { from: terms.first_payment_from_months, to: terms.first_payment_to_months }),
    ],
    [t('termsPanel.tranches'), String(terms.tranche_count)],
    [t('termsPanel.profitShare'), formatPercent(terms.profit_share_bp / 100)],
  ];
  return (
    <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3 lg:grid-cols-5">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function TermsForm({ projectId, terms }: { projectId: string; terms: RevenueTermsView }) {
  const { t } = useTranslation('admin-revenue');
  const save = useSaveRevenueTerms(projectId);
  const [share, setShare] = useState(bpToPercent(terms.revenue_share_bp));
  const [profit, setProfit] = useState(bpToPercent(terms.profit_share_bp));
  const [from, setFrom] = useState(String(terms.first_payment_from_months));
  const [to, setTo] = useState(String(terms.first_payment_to_months));
  const [tranches, setTranches] = useState(String(terms.tranche_count));
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const shareBp = percentToBp(share);
    const profitBp = percentToBp(profit);
    if (shareBp === null || shareBp < 1 || shareBp > 10_000 || profitBp === null || profitBp > 10_000) {
      setProblem(t('termsPanel.percentInvalid'));
      return;
    }
    setProblem(null);
    save.mutate({
      revenue_share_bp: shareBp,
      minimum_multiple_bp: terms.minimum_multiple_bp,
      first_payment_from_months: Number(from),
      first_payment_to_months: Number(to),
      tranche_count: Number(tranches),
      profit_share_bp: profitBp,
    });
  }

  return (
    <form className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" onSubmit={submit} noValidate>
      <Field label={t('termsPanel.revenueShare')} hint={t('termsPanel.percentHint')} error={problem}>
        {(control) => (
          <Input {...control} inputMode="decimal" value={share} onChange={(e) => setShare(e.target.value)} />
        )}
      </Field>
      <Field label={t('termsPanel.profitShare')} hint={t('termsPanel.percentHint')}>
        {(control) => (
          <Input {...control} inputMode="decimal" value={profit} onChange={(e) => setProfit(e.target.value)} />
        )}
      </Field>
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-slate-800">{t('termsPanel.minimum')}</span>
        <span className="flex h-11 items-center text-sm font-semibold text-slate-900">
          {`${(terms.minimum_multiple_bp / 10_000).toFixed(2)}×`}
        </span>
        <span className="text-xs text-slate-500">{t('termsPanel.minimumHint')}</span>
      </div>
      <Field label={t('termsPanel.from')}>
        {(control) => (
          <Input {...control} type="number" min={3} max={12} value={from} onChange={(e) => setFrom(e.target.value)} />
        )}
      </Field>
      <Field label={t('termsPanel.to')}>
        {(control) => (
          <Input {...control} type="number" min={5} max={18} value={to} onChange={(e) => setTo(e.target.value)} />
        )}
      </Field>
      <Field label={t('termsPanel.tranches')}>
        {(control) => (
          <select
            {...control}
            value={tranches}
            onChange={(e) => setTranches(e.target.value)}
            className="block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 sm:text-sm"
          >
            {['1', '2', '3'].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        )}
      </Field>
      {save.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 sm:col-span-2 lg:col-span-3">
          {errorText(t, save.error, t('termsPanel.failed'))}
        </p>
      ) : null}
      {save.isSuccess ? (
        <p role="status" className="text-sm text-brand-800 sm:col-span-2 lg:col-span-3">
          {t('termsPanel.saved')}
        </p>
      ) : null}
      <div className="sm:col-span-2 lg:col-span-3">
        <Button type="submit" variant="secondary" loading={save.isPending}>
          {t('termsPanel.save')}
        </Button>
      </div>
    </form>
  );
}
