import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { ApiError } from '@/lib/api-client';
import { useFinanceCurrencies } from '../api/get-currencies';
import { useNow } from '../hooks/use-now';
import { utcDay } from '../utils/days';
import { AccountReviewsSection } from './account-reviews-section';
import { CurrencySwitcher } from './currency-switcher';
import { DisputesSection } from './disputes-section';
import { FeesSection } from './fees-section';
import { JournalExport } from './journal-export';
import { ReconciliationSection } from './reconciliation-section';
import { SectionLoading } from './section';
import { TrialBalanceSection } from './trial-balance-section';

/**
 * The console's Finance page: the books against the payment provider's, the trial balance, fees
 * earned, open disputes, accounts under review and the journal for the accountant. The currency is
 * in the address.
 */
export function FinancePage({
  clockOffsetMs = 0,
}: {
  /** How far the platform's clock runs ahead of real time (the test clock): "today" counts from it. */
  clockOffsetMs?: number;
}) {
  const { t } = useTranslation('admin-finance');
  const [params, setParams] = useSearchParams();
  const currencies = useFinanceCurrencies();
  const list = currencies.data?.currencies ?? [];
  const asked = params.get('currency');
  const currency = asked && list.includes(asked) ? asked : (list[0] ?? null);
  // The platform's time: outside production its clock may run ahead of real time.
  const now = useNow() + clockOffsetMs;
  const today = utcDay(now);
  // Untouched, the trial balance is today's.
  const [at, setAt] = useState<string | null>(null);
  // A demo visit's operator: the platform's own books are not in the demo (every call here answers 403).
  const forbidden = currencies.error instanceof ApiError && currencies.error.status === 403;

  const chooseCurrency = (next: string) => {
    const merged = new URLSearchParams(params);
    merged.set('currency', next);
    setParams(merged, { replace: true });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">{t('subtitle')}</p>
        </div>
        {currency ? <CurrencySwitcher currencies={list} value={currency} onChange={chooseCurrency} /> : null}
      </div>

      {forbidden ? (
        <p className="mt-6 rounded-xl border border-amber-200 bg-amber-50 px-4 py-6 text-sm text-amber-900">
          {t('notInDemo')}
        </p>
      ) : (
        <div className="mt-6 space-y-10">
          {currencies.isPending ? (
            <SectionLoading label={t('common:loading')} />
          ) : currencies.isError ? (
            <LoadError
              message={t('currenciesFailed')}
              retryLabel={t('common:actions.retry')}
              onRetry={() => void currencies.refetch()}
              retrying={currencies.isFetching}
            />
          ) : currency === null ? (
            <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-sm text-slate-600">
              {t('noCurrencies')}
            </p>
          ) : (
            <>
              {/* Keyed by currency: a run chosen in one currency means nothing in another. */}
              <ReconciliationSection key={currency} currency={currency} />
              <TrialBalanceSection currency={currency} at={at ?? today} onAtChange={setAt} />
              <FeesSection currency={currency} />
            </>
          )}
          <DisputesSection now={now} />
          <AccountReviewsSection now={now} />
          <JournalExport today={today} />
        </div>
      )}
    </div>
  );
}
