import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** The currency the page's books are shown in: one button per currency the ledger holds. */
export function CurrencySwitcher({
  currencies,
  value,
  onChange,
}: {
  currencies: readonly string[];
  value: string;
  onChange: (currency: string) => void;
}) {
  const { t } = useTranslation('admin-finance');
  return (
    <div className="flex items-center gap-2">
      <span id="finance-currency" className="text-sm font-medium text-slate-700">
        {t('currency')}
      </span>
      <div
        role="group"
        aria-labelledby="finance-currency"
        className="inline-flex flex-wrap gap-1 rounded-lg bg-white p-1 ring-1 ring-slate-200"
      >
        {currencies.map((currency) => (
          <button
            key={currency}
            type="button"
            aria-pressed={currency === value}
            onClick={() => onChange(currency)}
            className={cn(
              'h-9 min-w-14 rounded-md px-3 text-sm font-semibold',
              currency === value ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            {currency}
          </button>
        ))}
      </div>
    </div>
  );
}
