import { ACCOUNT_GROUPS, type TrialBalance } from '@grove/contracts';
import { AlertTriangle, BookOpen, CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Field, Input } from '@/components/ui/form-field';
import { LoadError } from '@/components/ui/load-error';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { useTrialBalance } from '../api/get-trial-balance';
import { isDay } from '../utils/days';
import { differenceMajor, formatFinanceMoney } from '../utils/money';
import { Section, SectionLoading } from './section';

/** Every account's balance at the end of a day (UTC), by whose money it is, and whether client money is backed. */
export function TrialBalanceSection({
  currency,
  at,
  onAtChange,
}: {
  currency: string;
  /** YYYY-MM-DD */
  at: string;
  onAtChange: (day: string) => void;
}) {
  const { t } = useTranslation('admin-finance');
  const balance = useTrialBalance(currency, at);

  return (
    <Section
      id="finance-trial-balance"
      icon={<BookOpen className="size-5" />}
      title={t('trialBalance.title')}
      intro={t('trialBalance.intro')}
      aside={
        <Field label={t('trialBalance.at')}>
          {(control) => (
            <Input
              {...control}
              type="date"
              className="sm:w-44"
              value={at}
              required
              onChange={(event) => {
                if (isDay(event.target.value)) onAtChange(event.target.value);
              }}
            />
          )}
        </Field>
      }
    >
      {balance.isPending ? (
        <SectionLoading label={t('common:loading')} />
      ) : balance.isError ? (
        <LoadError
          message={t('trialBalance.loadFailed')}
          retryLabel={t('common:actions.retry')}
          onRetry={() => void balance.refetch()}
          retrying={balance.isFetching}
        />
      ) : (
        <div className={cn('grid gap-3 transition-opacity lg:grid-cols-5', balance.isPlaceholderData && 'opacity-60')}>
          <div className="min-w-0 lg:col-span-3">
            <BalanceTable balance={balance.data} />
          </div>
          <div className="min-w-0 self-start lg:col-span-2">
            <ClientMoney balance={balance.data} />
          </div>
        </div>
      )}
    </Section>
  );
}

function BalanceTable({ balance }: { balance: TrialBalance }) {
  const { t } = useTranslation('admin-finance');
  const money = (amount: number) => formatFinanceMoney(amount, balance.currency);
  // A trial balance leaves the side an account does not stand on empty.
  const side = (amount: number) => (amount === 0 ? <span className="text-slate-400">—</span> : money(amount));
  const balanced = balance.total_debit === balance.total_credit;
  const cell = 'px-3 py-2 sm:px-4';
  const amountCell = `${cell} text-right whitespace-nowrap tabular-nums`;
  // A phone has room for one amount column: the side the balance stands on, named under it.
  const phoneOnly = 'sm:hidden';
  const wideOnly = 'hidden sm:table-cell';
  const oneSide = (debit: number, credit: number) =>
    debit === 0 && credit === 0 ? (
      <span className="text-slate-400">—</span>
    ) : (
      <>
        {money(debit !== 0 ? debit : credit)}
        <span className="block text-xs font-normal text-slate-500">
          {debit !== 0 ? t('trialBalance.debit') : t('trialBalance.credit')}
        </span>
      </>
    );

  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="trial-balance">
          <caption className="sr-only">{t('trialBalance.caption', { date: formatDateTime(balance.at) })}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className={`${cell} py-3`}>
                {t('trialBalance.account')}
              </th>
              <th scope="col" className={`${amountCell} ${phoneOnly} py-3`}>
                {t('trialBalance.balance')}
              </th>
              <th scope="col" className={`${amountCell} ${wideOnly} py-3`}>
                {t('trialBalance.debit')}
              </th>
              <th scope="col" className={`${amountCell} ${wideOnly} py-3`}>
                {t('trialBalance.credit')}
              </th>
            </tr>
          </thead>
          {ACCOUNT_GROUPS.map((group) => {
            const rows = balance.rows.filter((row) => row.group === group);
            if (rows.length === 0) return null;
            return (
              <tbody key={group} className="divide-y divide-slate-100 border-b border-slate-200">
                <tr className="bg-slate-50/60">
                  <th scope="rowgroup" colSpan={4} className={`${cell} pt-3 pb-1 text-xs font-semibold text-slate-700`}>
                    {t(`trialBalance.groups.${group}`)}
                  </th>
                </tr>
                {rows.map((row) => (
                  <tr key={row.account}>
                    <th scope="row" className={`${cell} font-normal text-slate-800`}>
                      {t(`trialBalance.accounts.${row.account}`)}
                      <code className="block text-xs break-all text-slate-500">{row.account}</code>
                    </th>
                    <td className={`${amountCell} ${phoneOnly}`}>{oneSide(row.debit, row.credit)}</td>
                    <td className={`${amountCell} ${wideOnly}`}>{side(row.debit)}</td>
                    <td className={`${amountCell} ${wideOnly}`}>{side(row.credit)}</td>
                  </tr>
                ))}
              </tbody>
            );
          })}
          <tfoot className="bg-slate-50 font-semibold text-slate-900">
            <tr data-testid="trial-balance-totals">
              <th scope="row" className={`${cell} py-3`}>
                {t('trialBalance.totals')}
              </th>
              <td className={`${amountCell} ${phoneOnly} py-3`}>
                {money(balance.total_debit)}
                <span className="block text-xs font-normal text-slate-500">{t('trialBalance.debit')}</span>
                {money(balance.total_credit)}
                <span className="block text-xs font-normal text-slate-500">{t('trialBalance.credit')}</span>
              </td>
              <td className={`${amountCell} ${wideOnly} py-3`}>{money(balance.total_debit)}</td>
              <td className={`${amountCell} ${wideOnly} py-3`}>{money(balance.total_credit)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      {!balanced ? (
        <p role="alert" className="flex gap-2 border-t border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t('trialBalance.unbalanced', {
            difference: money(differenceMajor(balance.total_debit, balance.total_credit, balance.currency)),
          })}
        </p>
      ) : null}
    </div>
  );
}

/** What the platform owes its clients against what it holds to pay it. */
function ClientMoney({ balance }: { balance: TrialBalance }) {
  const { t } = useTranslation('admin-finance');
  const money = (amount: number) => formatFinanceMoney(amount, balance.currency);
  const surplus = differenceMajor(balance.held, balance.client_money, balance.currency);
  const backed = surplus >= 0;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4" data-testid="client-money">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <div>
          <dt className="text-xs font-medium text-slate-600">{t('trialBalance.clientMoney')}</dt>
          <dd className="text-lg font-bold text-slate-900 tabular-nums">{money(balance.client_money)}</dd>
          <dd className="text-xs text-slate-600">{t('trialBalance.clientMoneyHint')}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-600">{t('trialBalance.held')}</dt>
          <dd className="text-lg font-bold text-slate-900 tabular-nums">{money(balance.held)}</dd>
          <dd className="text-xs text-slate-600">{t('trialBalance.heldHint')}</dd>
        </div>
      </dl>
      <p
        className={cn(
          'mt-3 flex gap-2 rounded-lg px-3 py-2 text-sm font-medium',
          backed ? 'bg-brand-50 text-brand-900' : 'bg-red-50 text-red-900',
        )}
      >
        {backed ? (
          <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
        ) : (
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
        )}
        {backed
          ? t('trialBalance.backed', { surplus: money(surplus) })
          : t('trialBalance.short', { shortfall: money(-surplus) })}
      </p>
    </div>
  );
}
