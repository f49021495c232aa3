import { ChartLine, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useProjectPayments } from '../api/get-project-payments';

/**
 * The signed-in investor's own summary on a business page (spec §2 "track investment").
 * Personal: it renders nothing on the server or for a guest, and asks once signed in.
 */
export function MyInvestment({ projectId }: { projectId: string }) {
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  return isAuthenticated ? <Summary projectId={projectId} /> : null;
}

function Summary({ projectId }: { projectId: string }) {
  // The page was rendered without these texts: wait for them here rather than suspend the page.
  const { t, ready } = useTranslation('payments', { useSuspense: false });
  const query = useProjectPayments(projectId);
  const summary = query.data?.summary;
  if (!summary || !ready) return null;
  const open = summary.open_payment_id;
  if (summary.invested <= 0 && !open && !(summary.payouts_received > 0)) return null;
  const latest = summary.latest_payment_id;
  // Payout shares received from this business (issue 14); zero until the first payout.
  const received = typeof summary.payouts_received === 'number' ? summary.payouts_received : 0;
  return (
    <section
      aria-labelledby="my-investment-title"
      className="rounded-2xl border border-brand-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="my-investment"
    >
      <h2 id="my-investment-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Wallet className="size-4 text-brand-700" aria-hidden />
        {t('mine.title')}
      </h2>
      {summary.invested > 0 || received > 0 ? (
        <dl className="mt-3 grid grid-cols-2 gap-4">
          <div>
            <dt className="text-xs text-slate-500">{t('mine.invested')}</dt>
            <dd className="text-lg font-bold text-slate-900 tabular-nums" data-testid="my-invested">
              {formatMoney(summary.invested, summary.currency.toUpperCase())}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">{t('mine.payments')}</dt>
            <dd className="text-lg font-bold text-slate-900 tabular-nums">
              {t('mine.paymentsCount', { count: summary.payments })}
            </dd>
          </div>
          <div className="col-span-2 rounded-xl bg-brand-50 px-3 py-2.5">
            <dt className="text-xs text-brand-800">{t('mine.received')}</dt>
            <dd className="text-lg font-bold text-brand-900 tabular-nums" data-testid="my-payouts-received">
              {formatMoney(received, summary.currency.toUpperCase(), { cents: !Number.isInteger(received) })}
            </dd>
          </div>
        </dl>
      ) : null}
      <div className="mt-4 flex flex-col gap-2">
        {open ? (
          <ButtonLink to={paths.paymentProgress.getHref(projectId, open)} variant="subtle" className="w-full">
            {t('mine.resume')}
          </ButtonLink>
        ) : null}
        {summary.invested > 0 ? (
          <ButtonLink
            to={latest ? paths.paymentProgress.getHref(projectId, latest) : paths.portfolio.getHref()}
            variant="secondary"
            className="w-full"
            data-testid="my-track-investment"
          >
            <ChartLine className="size-4" aria-hidden />
            {t('mine.track')}
          </ButtonLink>
        ) : null}
      </div>
    </section>
  );
}
