import { fromMinorUnits, type FeeBreakdown } from '@grove/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatMoney, formatPercent } from '@/lib/format';

export interface FeeLines {
  amountMinor: number;
  fees: FeeBreakdown;
  serviceBp: number;
  cardBp: number;
  currency: string;
}

/** 500 bp → "5%": the configured rate, never a number written into a text. */
export const percentOfBp = (bp: number) => formatPercent(bp / 100);

/**
 * Amount, the service fee, the card-processing fee and the total (spec §9), each label with
 * its configured percentage. `keys` names the texts of the page it is on.
 */
export function FeeBreakdownList({
  lines,
  keys,
  className,
  testId,
  noCardFee = false,
}: {
  lines: FeeLines;
  keys: { amount: string; service: string; card: string; total: string };
  className?: string;
  testId?: string;
  /** Paid from the wallet: no card is charged, so the card line says so instead of a rate. */
  noCardFee?: boolean;
}) {
  const { t } = useTranslation('payments');
  const money = (minor: number) => formatMoney(fromMinorUnits(minor, lines.currency), lines.currency.toUpperCase());
  const rows = [
    { key: 'amount', label: t(keys.amount), value: money(lines.amountMinor) },
    {
      key: 'service',
      label: t(keys.service, { percent: percentOfBp(lines.serviceBp) }),
      value: money(lines.fees.serviceFeeMinor),
    },
    noCardFee
      ? { key: 'card', label: t('secure.noCardFee'), value: money(0) }
      : {
          key: 'card',
          label: t(keys.card, { percent: percentOfBp(lines.cardBp) }),
          value: money(lines.fees.cardFeeMinor),
        },
  ];
  return (
    <dl className={cn('divide-y divide-slate-100', className)} data-testid={testId}>
      {rows.map((row) => (
        <div key={row.key} className="flex items-baseline justify-between gap-4 py-2.5" data-testid={`fee-${row.key}`}>
          <dt className="text-sm text-slate-600">{row.label}</dt>
          <dd className="text-sm font-semibold text-slate-900 tabular-nums">{row.value}</dd>
        </div>
      ))}
      <div className="flex items-baseline justify-between gap-4 pt-3" data-testid="fee-total">
        <dt className="text-base font-semibold text-slate-900">{t(keys.total)}</dt>
        <dd className="text-lg font-bold text-slate-900 tabular-nums">{money(lines.fees.totalMinor)}</dd>
      </div>
    </dl>
  );
}
