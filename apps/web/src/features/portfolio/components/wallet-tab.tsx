import { toMinorUnits, type TopUp, type Wallet, type WalletMovement, type Withdrawal } from '@grove/contracts';
import {
  ArrowDownLeft,
  ArrowUpRight,
  CircleAlert,
  CircleCheck,
  Clock,
  HandCoins,
  RotateCcw,
  Store,
  Undo2,
  Ban,
  Wallet as WalletIcon,
  X,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useFormatDate } from '@/lib/use-format-date';
import { useCancelWithdrawal, useReturnedTopUp, useWallet } from '../api/wallet';
import { moneyMinor, walletErrorText } from '../utils/wallet-text';
import { BankAccountList, bankAccountLabel } from './bank-accounts';
import { useOnboardingReturn } from './payouts-notice';
import { TopUpForm, WithdrawForm } from './wallet-forms';

const money = (amount: number, currency: string) => moneyMinor(toMinorUnits(amount, currency), currency);

/** The currencies the forms offer: those the wallet holds, and the portfolio's own. */
function currenciesOf(wallet: Wallet, fallback: string): string[] {
  const codes = new Set(wallet.balances.map((balance) => balance.currency.toUpperCase()));
  codes.add(fallback.toUpperCase());
  return [...codes].sort();
}

function Balances({ wallet, currencies }: { wallet: Wallet; currencies: string[] }) {
  const { t } = useTranslation('wallet');
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="wallet-balances" data-tour="wallet-balance">
      {currencies.map((currency) => {
        const balance = wallet.balances.find((item) => item.currency.toUpperCase() === currency);
        return (
          <li
            key={currency}
            className="rounded-2xl bg-gradient-to-br from-brand-800 to-brand-700 p-5 text-white shadow-sm"
            data-testid="wallet-balance"
            data-currency={currency}
          >
            <p className="flex items-center gap-2 text-sm text-brand-100">
              <WalletIcon className="size-4" aria-hidden />
              {t('balance.available', { currency })}
            </p>
            <p className="mt-2 text-3xl font-bold tracking-tight tabular-nums" data-testid="wallet-balance-amount">
              {money(balance?.balance ?? 0, currency)}
            </p>
            {balance && balance.withdrawing > 0 ? (
              <p className="mt-1 text-sm text-brand-100" data-testid="wallet-withdrawing">
                {t('balance.withdrawing', { amount: money(balance.withdrawing, currency) })}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** Back from the top-up's checkout (`?topUp=<id>`): its status, followed until it settles. */
function TopUpReturn({ id }: { id: string }) {
  const { t } = useTranslation('wallet');
  const [searchParams, setSearchParams] = useSearchParams();
  const left = searchParams.get('status') === 'cancel';
  const query = useReturnedTopUp(id, !left);
  const banner = useRef<HTMLDivElement>(null);
  // Back from the checkout, the page opens at its top: the answer is brought into view.
  useEffect(() => banner.current?.scrollIntoView({ block: 'center' }), []);
  const topUp = query.data;
  const dismiss = () =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('topUp');
        next.delete('status');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  let tone = 'bg-slate-50 text-slate-800 ring-slate-200';
  let icon = <Spinner className="size-4" />;
  let message: string;
  if (query.isError) {
    tone = 'bg-red-50 text-red-900 ring-red-200';
    icon = <CircleAlert className="size-4" aria-hidden />;
    message = t('return.notFound');
  } else if (!topUp) {
    message = t('return.checking');
  } else if (topUp.status === 'pending') {
    if (left) {
      icon = <X className="size-4" aria-hidden />;
      message = t('return.left');
    } else {
      message = t('return.pending', { amount: money(topUp.amount, topUp.currency) });
    }
  } else if (topUp.status === 'succeeded') {
    tone = 'bg-brand-50 text-brand-900 ring-brand-200';
    icon = <CircleCheck className="size-4" aria-hidden />;
    message = t('return.succeeded', { amount: money(topUp.amount, topUp.currency) });
  } else {
    tone = 'bg-amber-50 text-amber-950 ring-amber-200';
    icon = <CircleAlert className="size-4" aria-hidden />;
    message = t(`return.${topUp.status}`, { amount: money(topUp.amount, topUp.currency) });
  }
  return (
    <div
      ref={banner}
      role="status"
      className={cn('flex scroll-mt-24 items-start gap-3 rounded-xl p-4 text-sm ring-1 ring-inset', tone)}
      data-testid="top-up-return"
      data-status={topUp?.status ?? (query.isError ? 'error' : 'loading')}
    >
      <span className="mt-0.5 shrink-0">{icon}</span>
      <p className="min-w-0 flex-1 font-medium">{message}</p>
      <Button variant="ghost" size="sm" className="-my-1.5 -mr-2" onClick={dismiss} aria-label={t('return.dismiss')}>
        <X className="size-4" aria-hidden />
      </Button>
    </div>
  );
}

const STATUS_TONES: Record<string, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  requested: 'bg-amber-50 text-amber-900 ring-amber-200',
  sent: 'bg-sky-50 text-sky-900 ring-sky-200',
  paid: 'bg-brand-50 text-brand-800 ring-brand-200',
  succeeded: 'bg-brand-50 text-brand-800 ring-brand-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
};

function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        STATUS_TONES[status] ?? 'bg-slate-100 text-slate-700 ring-slate-300',
      )}
    >
      {label}
    </span>
  );
}

/** How many withdrawals are listed (newest first). */
const WITHDRAWALS_SHOWN = 5;

/** Cancels a withdrawal not sent yet, after saying what happens to the money. */
function CancelWithdrawal({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation('wallet');
  const [open, setOpen] = useState(false);
  const cancel = useCancelWithdrawal();
  const amount = money(withdrawal.amount, withdrawal.currency);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} data-testid="withdrawal-cancel">
        {t('pending.cancel')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) cancel.reset();
        }}
        tone="danger"
        icon={<Ban className="size-5" aria-hidden />}
        title={t('pending.cancelTitle', { amount })}
        description={t('pending.cancelDescription', { amount })}
        closeLabel={t('common:actions.close')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('pending.keep')}
            </Button>
            <Button
              variant="danger"
              loading={cancel.isPending}
              onClick={() => cancel.mutate(withdrawal.id, { onSuccess: () => setOpen(false) })}
              data-testid="withdrawal-cancel-confirm"
            >
              {t('pending.cancelConfirm')}
            </Button>
          </>
        }
      >
        {cancel.error ? (
          <p role="alert" className="text-sm font-medium text-red-800">
            {walletErrorText(t, cancel.error)}
          </p>
        ) : null}
      </Dialog>
    </>
  );
}

/** Where a withdrawal goes and where it stands: when it is sent, when it arrives, or when it ended. */
function withdrawalNote(
  t: TFunction,
  withdrawal: Withdrawal,
  formatDate: (iso: string | null | undefined, style?: 'medium' | 'long') => string,
): string {
  const moment = (iso: string) => formatDateTime(iso);
  switch (withdrawal.status) {
    case 'requested':
      return t('pending.sendsAt', { sendAt: moment(withdrawal.send_at), arrivesBy: formatDate(withdrawal.arrives_by) });
    case 'sent':
      return t('pending.arrivesBy', { arrivesBy: formatDate(withdrawal.arrives_by) });
    default:
      return withdrawal.settled_at
        ? t('pending.settledOn', {
            requested: formatDate(withdrawal.created_at),
            settled: formatDate(withdrawal.settled_at),
          })
        : formatDate(withdrawal.created_at);
  }
}

function Pending({ topUps, withdrawals }: { topUps: TopUp[]; withdrawals: Withdrawal[] }) {
  const { t } = useTranslation('wallet');
  const formatDate = useFormatDate();
  const shown = withdrawals.slice(0, WITHDRAWALS_SHOWN);
  if (topUps.length === 0 && shown.length === 0) return null;
  return (
    <section aria-labelledby="wallet-pending-title" data-testid="wallet-pending">
      <h3 id="wallet-pending-title" className="text-base font-semibold text-slate-900">
        {t('pending.title')}
      </h3>
      <ul className="mt-3 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm">
        {topUps.map((topUp) => (
          <li
            key={topUp.id}
            className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4"
            data-testid="pending-top-up"
            data-status={topUp.status}
          >
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold text-slate-900">
                {t('pending.topUp', { amount: money(topUp.amount, topUp.currency) })}
              </p>
              <p className="text-xs text-slate-500">{formatDate(topUp.created_at)}</p>
            </div>
            <StatusBadge status={topUp.status} label={t(`pending.topUpStatus.${topUp.status}`)} />
            {topUp.checkout_url ? (
              <a href={topUp.checkout_url} className="text-sm font-semibold text-brand-700 hover:underline">
                {t('pending.continue')}
              </a>
            ) : null}
          </li>
        ))}
        {shown.map((withdrawal) => (
          <li
            key={withdrawal.id}
            className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4"
            data-testid="withdrawal"
            data-status={withdrawal.status}
          >
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold break-words text-slate-900">
                {withdrawal.bank_account
                  ? t('pending.withdrawalTo', {
                      amount: money(withdrawal.amount, withdrawal.currency),
                      account: bankAccountLabel(withdrawal.bank_account),
                    })
                  : t('pending.withdrawal', { amount: money(withdrawal.amount, withdrawal.currency) })}
              </p>
              <p className="text-xs text-slate-500" data-testid="withdrawal-note">
                {withdrawalNote(t, withdrawal, formatDate)}
              </p>
              {withdrawal.status === 'canceled' ? (
                <p className="mt-1 text-xs text-slate-600">{t('pending.canceledNote')}</p>
              ) : null}
              {withdrawal.status === 'failed' ? (
                <p className="mt-1 text-xs text-red-800">
                  {t('pending.failedNote')}
                  {withdrawal.failure_reason
                    ? ` ${t('pending.reason', {
                        reason: t(`pending.reasons.${withdrawal.failure_reason}`, {
                          defaultValue: withdrawal.failure_reason.replace(/_/g, ' '),
                        }),
                      })}`
                    : null}
                </p>
              ) : null}
            </div>
            <StatusBadge status={withdrawal.status} label={t(`pending.withdrawalStatus.${withdrawal.status}`)} />
            {withdrawal.can_cancel ? <CancelWithdrawal withdrawal={withdrawal} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

const MOVEMENT_ICONS: Record<WalletMovement['type'], LucideIcon> = {
  payout: HandCoins,
  investment: Store,
  refund: RotateCcw,
  top_up: ArrowDownLeft,
  withdrawal: ArrowUpRight,
  withdrawal_returned: Undo2,
  withdrawal_canceled: Undo2,
};

/** How many movements show at first, and how many more each press adds. */
const HISTORY_PAGE = 15;

function History({ history }: { history: WalletMovement[] }) {
  const { t } = useTranslation('wallet');
  const formatDate = useFormatDate();
  const [shown, setShown] = useState(HISTORY_PAGE);
  return (
    <section aria-labelledby="wallet-history-title">
      <h3 id="wallet-history-title" className="text-base font-semibold text-slate-900">
        {t('history.title')}
      </h3>
      {history.length === 0 ? (
        <EmptyState
          className="mt-3 py-8"
          icon={<Clock className="size-6" aria-hidden />}
          title={t('history.empty.title')}
          description={t('history.empty.description')}
        />
      ) : (
        <>
          <ul
            className="mt-3 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm"
            data-testid="wallet-history"
            data-tour="wallet-history"
          >
            {history.slice(0, shown).map((movement) => {
              const Icon = MOVEMENT_ICONS[movement.type] ?? HandCoins;
              const incoming = movement.amount > 0;
              const amount = money(Math.abs(movement.amount), movement.currency);
              return (
                <li
                  key={movement.id}
                  className="flex items-center gap-3 px-4 py-3 sm:gap-4"
                  data-testid="movement"
                  data-type={movement.type}
                >
                  <span
                    className={cn(
                      'flex size-9 shrink-0 items-center justify-center rounded-full',
                      incoming ? 'bg-brand-50 text-brand-700' : 'bg-slate-100 text-slate-600',
                    )}
                    aria-hidden
                  >
                    <Icon className="size-4" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-semibold text-slate-900">
                      {t(`history.types.${movement.type}`, { defaultValue: movement.type })}
                    </p>
                    <p className="text-xs break-words text-slate-500">
                      <time dateTime={movement.at}>{formatDate(movement.at)}</time>
                      {movement.project_name ? (
                        <>
                          {' · '}
                          {movement.project_id ? (
                            <Link
                              to={paths.business.getHref(movement.project_id)}
                              className="font-medium text-brand-700 hover:underline"
                            >
                              {movement.project_name}
                            </Link>
                          ) : (
                            movement.project_name
                          )}
                        </>
                      ) : null}
                    </p>
                  </div>
                  <p
                    className={cn(
                      'shrink-0 text-right text-sm font-semibold whitespace-nowrap tabular-nums',
                      incoming ? 'text-brand-700' : 'text-slate-900',
                    )}
                    data-testid="movement-amount"
                  >
                    <span className="sr-only">{incoming ? t('history.in') : t('history.out')} </span>
                    <span>
                      {incoming ? '+' : '−'}
                      {amount}
                    </span>
                  </p>
                </li>
              );
            })}
          </ul>
          {history.length > shown ? (
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              onClick={() => setShown((count) => count + HISTORY_PAGE)}
            >
              {t('history.more', { count: Math.min(HISTORY_PAGE, history.length - shown) })}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}

/**
 * The Wallet tab (issue 14): the balance per currency, top up and withdraw, what is on its way,
 * and every movement with its date, type, business and amount.
 */
export function WalletTab({ currency }: { currency: string }) {
  const { t } = useTranslation('wallet');
  const query = useWallet();
  useOnboardingReturn();
  const [searchParams] = useSearchParams();
  const topUpId = searchParams.get('topUp');
  const currencies = query.data ? currenciesOf(query.data, currency) : [currency.toUpperCase()];
  const [chosen, setChosen] = useState<string | null>(null);
  const formCurrency = chosen && currencies.includes(chosen) ? chosen : (currencies[0] ?? currency.toUpperCase());

  const returned = topUpId ? <TopUpReturn id={topUpId} /> : null;
  if (query.isPending) {
    return (
      <div className="flex flex-col gap-4">
        {returned}
        <div className="flex min-h-48 items-center justify-center text-brand-700" role="status">
          <Spinner className="size-7" />
          <span className="sr-only">{t('loading')}</span>
        </div>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col gap-4">
        {returned}
        <LoadError
          message={t('loadFailed', { error: errorText(t, query.error, query.error.message) })}
          retryLabel={t('common:actions.retry')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          testId="wallet-error"
        />
      </div>
    );
  }

  const wallet = query.data;
  return (
    <div className="flex flex-col gap-6" data-testid="wallet-tab">
      {returned}
      <Balances wallet={wallet} currencies={currencies} />
      {currencies.length > 1 ? (
        <label className="flex flex-wrap items-center gap-3 text-sm font-medium text-slate-800">
          {t('currency')}
          <select
            value={formCurrency}
            onChange={(event) => setChosen(event.target.value)}
            className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm"
          >
            {currencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <TopUpForm key={`top-up-${formCurrency}`} wallet={wallet} currency={formCurrency} />
        <WithdrawForm
          key={`withdraw-${formCurrency}`}
          wallet={wallet}
          currency={formCurrency}
          clockAheadMs={Date.parse(wallet.now) - query.dataUpdatedAt}
        />
      </div>
      <Pending topUps={wallet.pending_top_ups} withdrawals={wallet.withdrawals} />
      <BankAccountList accounts={wallet.bank_accounts} />
      <History history={wallet.history} />
    </div>
  );
}
