import type { FeesByMonth } from '@grove/contracts';
import { Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/components/ui/data-table';
import { LoadError } from '@/components/ui/load-error';
import { cn } from '@/lib/cn';
import { currentLocale } from '@/lib/format';
import { useFees } from '../api/get-fees';
import { formatMonth } from '../utils/days';
import { formatFinanceMoney } from '../utils/money';
import { Section } from './section';

type Month = FeesByMonth['months'][number];

/** What the platform earned, month by month: service fees, and what card fees left after the processor's. */
export function FeesSection({ currency }: { currency: string }) {
  const { t } = useTranslation('admin-finance');
  const fees = useFees(currency);
  const money = (amount: number) => formatFinanceMoney(amount, currency);
  // A loss shows as one: red and with its minus sign.
  const signed = (amount: number, strong = false) => (
    <span className={cn(amount < 0 && 'text-red-700', strong && 'font-semibold')}>{money(amount)}</span>
  );
  const columns: Column<Month>[] = [
    {
      key: 'month',
      header: t('fees.month'),
      cell: (row) => (
        <div className="w-24 whitespace-normal sm:w-auto sm:whitespace-nowrap">
          {formatMonth(row.month, currentLocale())}
        </div>
      ),
    },
    {
      key: 'service',
      header: <Wrapping>{t('fees.service')}</Wrapping>,
      label: t('fees.service'),
      align: 'right',
      className: 'hidden sm:table-cell',
      cell: (row) => signed(row.service_fees),
    },
    {
      key: 'card',
      header: <Wrapping>{t('fees.card')}</Wrapping>,
      label: t('fees.card'),
      align: 'right',
      className: 'hidden md:table-cell',
      cell: (row) => signed(row.card_fees),
    },
    {
      key: 'processor',
      header: <Wrapping>{t('fees.processor')}</Wrapping>,
      label: t('fees.processor'),
      align: 'right',
      className: 'hidden md:table-cell',
      cell: (row) => signed(row.processor_fees),
    },
    {
      key: 'margin',
      header: <Wrapping>{t('fees.margin')}</Wrapping>,
      label: t('fees.margin'),
      align: 'right',
      className: 'hidden sm:table-cell',
      cell: (row) => signed(row.card_fee_margin),
    },
    {
      key: 'net',
      header: t('fees.net'),
      align: 'right',
      cell: (row) => (
        <>
          {signed(row.net, true)}
          {/* On a phone the net carries what it is made of. */}
          <dl className="mt-0.5 text-xs text-slate-600 sm:hidden">
            <div className="flex justify-end gap-1">
              <dt>{t('fees.serviceShort')}:</dt>
              <dd>{signed(row.service_fees)}</dd>
            </div>
            <div className="flex justify-end gap-1">
              <dt>{t('fees.marginShort')}:</dt>
              <dd>{signed(row.card_fee_margin)}</dd>
            </div>
          </dl>
        </>
      ),
    },
  ];

  return (
    <Section id="finance-fees" icon={<Receipt className="size-5" />} title={t('fees.title')} intro={t('fees.intro')}>
      {fees.isError ? (
        <LoadError
          message={t('fees.loadFailed')}
          retryLabel={t('common:actions.retry')}
          onRetry={() => void fees.refetch()}
          retrying={fees.isFetching}
        />
      ) : (
        <DataTable
          caption={t('fees.title')}
          columns={columns}
          rows={fees.data?.months ?? []}
          rowKey={(row) => row.month}
          loading={fees.isPending}
          empty={t('fees.empty')}
        />
      )}
    </Section>
  );
}

/** A long column heading ("Processor fees", «Комиссии процессора») on two lines rather than wider than its figures. */
function Wrapping({ children }: { children: string }) {
  return <span className="inline-block max-w-28 whitespace-normal">{children}</span>;
}
