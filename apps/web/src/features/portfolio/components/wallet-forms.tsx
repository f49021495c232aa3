import { arrivalAfterBusinessDays, fromMinorUnits, toMinorUnits, type Wallet } from '@grove/contracts';
import { ArrowDownToLine, ArrowUpFromLine, CircleCheck, Landmark, Lock, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/form-field';
import { amountText } from '@/lib/amount-input';
import { ApiError } from '@/lib/api-client';
import { formatDateTime, formatPercent } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useFormatDate } from '@/lib/use-format-date';
import { balanceIn } from '@/lib/wallet';
import { useCreateTopUp, useCreateWithdrawal } from '../api/wallet';
import { walletBrowser } from '../utils/browser';
import { BankAccountDialog, bankAccountLabel } from './bank-accounts';
import { PayoutsNotice } from './payouts-notice';
import { checkTopUp, checkWithdrawal, limitMinor, topUpCharge } from '../utils/wallet-rules';
import { isVerificationError, moneyMinor, problemText, walletErrorText } from '../utils/wallet-text';

/** The href of the Wallet tab, optionally following a top-up back from its checkout. */
export const walletTabHref = (topUpId?: string) =>
  `${paths.portfolio.getHref()}?tab=wallet${topUpId ? `&topUp=${encodeURIComponent(topUpId)}` : ''}`;

function FormCard({
  title,
  icon,
  description,
  children,
  testId,
}: {
  title: string;
  icon: ReactNode;
  description: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <section className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid={testId}>
      <h3 className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <span className="flex size-8 items-center justify-center rounded-full bg-brand-50 text-brand-700">{icon}</span>
        {title}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      {children}
    </section>
  );
}

function AmountInput({
  control,
  currency,
  value,
  onChange,
  testId,
}: {
  control: object;
  currency: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  return (
    <div className="relative">
      <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm font-semibold text-slate-500">
        {currency.toUpperCase()}
      </span>
      <Input
        {...control}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="pl-14 text-lg font-semibold sm:text-lg"
        data-testid={testId}
      />
    </div>
  );
}

function ErrorMessage({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="mt-4 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200 ring-inset"
    >
      {children}
    </p>
  );
}

/**
 * Top up by card (spec §9: from $10): the amount in major units, checked as the server checks it,
 * the card fee and the total shown before anything is sent; then the provider's checkout.
 */
export function TopUpForm({ wallet, currency }: { wallet: Wallet; currency: string }) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const create = useCreateTopUp();
  const { limits } = wallet;
  const checked = checkTopUp(text, currency, limits);
  const problem = checked.problem && (!checked.empty || submitted) ? checked.problem : null;
  const charge =
    checked.amountMinor !== null && !checked.problem ? topUpCharge(checked.amountMinor, limits.card_fee_bp) : null;
  const money = (minor: number) => moneyMinor(minor, currency);
  const minMinor = limitMinor(limits.top_up_min, currency);
  const quick = [1, 5, 10, 50]
    .map((factor) => minMinor * factor)
    .filter((minor) => minor <= limitMinor(limits.top_up_max, currency));

  const change = (next: string) => {
    setText(next);
    create.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (checked.amountMinor === null || checked.problem || create.isPending || leaving) return;
    create.mutate(
      { amount: fromMinorUnits(checked.amountMinor, currency), currency: currency.toLowerCase() },
      {
        onSuccess: (topUp) => {
          if (topUp.checkout_url) {
            setLeaving(true);
            walletBrowser.assign(topUp.checkout_url);
          } else {
            void navigate(walletTabHref(topUp.id), { replace: true });
          }
        },
      },
    );
  };

  return (
    <FormCard
      title={t('topUp.title')}
      icon={<ArrowDownToLine className="size-4" aria-hidden />}
      description={t('topUp.description')}
      testId="top-up-form"
    >
      <form noValidate onSubmit={submit} className="mt-4 flex flex-1 flex-col">
        <Field
          label={t('topUp.amount')}
          error={problem ? problemText(t, problem, currency, 'topUp') : null}
          hint={t('topUp.hint', {
            min: money(minMinor),
            max: money(limitMinor(limits.top_up_max, currency)),
            percent: formatPercent(limits.card_fee_bp / 100),
          })}
        >
          {(control) => (
            <AmountInput control={control} currency={currency} value={text} onChange={change} testId="top-up-amount" />
          )}
        </Field>
        <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label={t('topUp.quick')}>
          {quick.map((minor) => (
            <Button
              key={minor}
              size="sm"
              variant={checked.amountMinor === minor ? 'subtle' : 'secondary'}
              aria-pressed={checked.amountMinor === minor}
              onClick={() => change(amountText(minor, currency))}
            >
              {money(minor)}
            </Button>
          ))}
        </div>
        {charge && checked.amountMinor !== null ? (
          <dl className="mt-4 divide-y divide-slate-100 rounded-xl bg-slate-50 px-4 py-1" data-testid="top-up-preview">
            <div className="flex items-baseline justify-between gap-4 py-2">
              <dt className="text-sm text-slate-600">{t('topUp.toWallet')}</dt>
              <dd className="text-sm font-semibold text-slate-900 tabular-nums">{money(checked.amountMinor)}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-4 py-2">
              <dt className="text-sm text-slate-600">
                {t('topUp.cardFee', { percent: formatPercent(limits.card_fee_bp / 100) })}
              </dt>
              <dd className="text-sm font-semibold text-slate-900 tabular-nums">{money(charge.feeMinor)}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-4 py-2" data-testid="top-up-total">
              <dt className="text-sm font-semibold text-slate-900">{t('topUp.total')}</dt>
              <dd className="text-base font-bold text-slate-900 tabular-nums">{money(charge.totalMinor)}</dd>
            </div>
          </dl>
        ) : null}
        {create.error ? <ErrorMessage>{walletErrorText(t, create.error)}</ErrorMessage> : null}
        <div className="mt-auto pt-5">
          <Button type="submit" className="w-full" loading={create.isPending || leaving} data-testid="top-up-submit">
            <Lock className="size-4" aria-hidden />
            {charge ? t('topUp.submitTotal', { total: money(charge.totalMinor) }) : t('topUp.submit')}
          </Button>
        </div>
      </form>
    </FormCard>
  );
}

function VerifyNotice({ children }: { children: ReactNode }) {
  const { t } = useTranslation('wallet');
  return (
    <p className="mt-4 flex gap-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-900" data-testid="withdraw-verify">
      <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        {children}{' '}
        <Link to={paths.verification.getHref()} className="font-semibold underline">
          {t('withdraw.verifyLink')}
        </Link>
      </span>
    </p>
  );
}

/**
 * When a withdrawal asked for now would be sent and arrive, as the server will schedule it: from
 * the platform's time (`clockAheadMs` ahead of this browser's, under a test clock).
 */
function scheduleNow(wallet: Wallet, clockAheadMs: number): { sendAt: string; arrivesBy: string } {
  const sendAt = new Date(Date.now() + clockAheadMs + wallet.withdrawal_schedule.hold_minutes * 60_000);
  return {
    sendAt: sendAt.toISOString(),
    arrivesBy: arrivalAfterBusinessDays(sendAt, wallet.withdrawal_schedule.arrival_business_days).toISOString(),
  };
}

/**
 * Withdraw to one of the investor's bank accounts (in their verified name): at least the minimum,
 * or the whole balance when it is less; never more than the balance. A review names the account,
 * when it is sent (until then it can be cancelled) and when it arrives, before anything moves.
 */
export function WithdrawForm({
  wallet,
  currency,
  clockAheadMs = 0,
}: {
  wallet: Wallet;
  currency: string;
  clockAheadMs?: number;
}) {
  const { t } = useTranslation('wallet');
  const formatDate = useFormatDate();
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [chosenAccount, setChosenAccount] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [review, setReview] = useState<{ amountMinor: number; sendAt: string; arrivesBy: string } | null>(null);
  const withdraw = useCreateWithdrawal();
  const balance = balanceIn(wallet.balances, currency);
  const balanceMinor = toMinorUnits(balance.balance, currency);
  const minMinor = limitMinor(wallet.limits.withdrawal_min, currency);
  const checked = checkWithdrawal(text, currency, wallet.limits, balanceMinor);
  // An empty wallet is said in the hint, not as an error of something typed.
  const problem =
    checked.problem && checked.problem.code !== 'NOTHING_TO_WITHDRAW' && (!checked.empty || submitted)
      ? checked.problem
      : null;
  const money = (minor: number) => moneyMinor(minor, currency);
  const verified = wallet.identity_verified;
  const accounts = wallet.bank_accounts.filter((account) => account.currency.toUpperCase() === currency.toUpperCase());
  const account = accounts.find((item) => item.id === chosenAccount) ?? accounts[0] ?? null;
  // The provider needs more from the investor first: the form says what, instead of failing.
  const notReady = account?.payouts_ready === false;
  const done = withdraw.data;
  const moment = (iso: string) => formatDateTime(iso);

  const change = (next: string) => {
    setText(next);
    withdraw.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!verified || !account || notReady || checked.amountMinor === null || checked.problem || withdraw.isPending)
      return;
    withdraw.reset();
    setReview({ amountMinor: checked.amountMinor, ...scheduleNow(wallet, clockAheadMs) });
  };

  const confirm = () => {
    if (!review || !account) return;
    withdraw.mutate(
      {
        amount: fromMinorUnits(review.amountMinor, currency),
        currency: currency.toLowerCase(),
        bank_account_id: account.id,
      },
      {
        onSuccess: () => {
          setReview(null);
          setText('');
          setSubmitted(false);
        },
        // Not verified, or the provider needs more details: the form says so, with the way on.
        onError: (error) => {
          if (isVerificationError(error) || (error instanceof ApiError && error.code === 'PAYOUTS_NOT_READY'))
            setReview(null);
        },
      },
    );
  };

  return (
    <FormCard
      title={t('withdraw.title')}
      icon={<ArrowUpFromLine className="size-4" aria-hidden />}
      description={t('withdraw.description')}
      testId="withdraw-form"
    >
      <form noValidate onSubmit={submit} className="mt-4 flex flex-1 flex-col gap-4">
        <Field
          label={t('withdraw.amount')}
          error={problem ? problemText(t, problem, currency, 'withdraw') : null}
          hint={
            balanceMinor > 0
              ? t('withdraw.hint', { min: money(minMinor), balance: money(balanceMinor) })
              : t('withdraw.empty', { min: money(minMinor) })
          }
          labelAside={
            balanceMinor > 0 ? (
              <Button
                variant="link"
                size="sm"
                className="text-sm"
                onClick={() => change(amountText(balanceMinor, currency))}
                data-testid="withdraw-all"
              >
                {t('withdraw.all', { balance: money(balanceMinor) })}
              </Button>
            ) : null
          }
        >
          {(control) => (
            <AmountInput
              control={control}
              currency={currency}
              value={text}
              onChange={change}
              testId="withdraw-amount"
            />
          )}
        </Field>
        {verified && accounts.length > 0 ? (
          <Field
            label={t('withdraw.to')}
            labelAside={
              <Button variant="link" size="sm" className="text-sm" onClick={() => setAdding(true)}>
                {t('bank.addAnother')}
              </Button>
            }
          >
            {(control) => (
              <select
                {...control}
                value={account?.id ?? ''}
                onChange={(event) => setChosenAccount(event.target.value)}
                className="h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900"
                data-testid="withdraw-account"
              >
                {accounts.map((item) => (
                  <option key={item.id} value={item.id}>
                    {bankAccountLabel(item)} · {item.holder_name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        {verified && accounts.length === 0 ? (
          <div
            className="flex flex-col items-start gap-2 rounded-xl bg-slate-50 p-3 text-sm text-slate-700"
            data-testid="withdraw-no-account"
          >
            <p className="flex gap-2">
              <Landmark className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
              {t('bank.none')}
            </p>
            <Button variant="secondary" size="sm" onClick={() => setAdding(true)} data-testid="bank-account-add">
              {t('bank.add')}
            </Button>
          </div>
        ) : null}
        {verified && account ? <PayoutsNotice accounts={[account]} context="withdraw" /> : null}
        {!verified ? <VerifyNotice>{t('withdraw.verify')}</VerifyNotice> : null}
        {done ? (
          <p
            role="status"
            className="flex gap-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-900"
            data-testid="withdraw-requested"
          >
            <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
            {t('withdraw.scheduled', {
              amount: moneyMinor(toMinorUnits(done.amount, done.currency), done.currency),
              account: done.bank_account ? bankAccountLabel(done.bank_account) : '',
              sendAt: moment(done.send_at),
              arrivesBy: formatDate(done.arrives_by, 'long'),
            })}
          </p>
        ) : null}
        {withdraw.error && !review && !notReady ? (
          isVerificationError(withdraw.error) ? (
            <VerifyNotice>{walletErrorText(t, withdraw.error)}</VerifyNotice>
          ) : (
            <ErrorMessage>{walletErrorText(t, withdraw.error)}</ErrorMessage>
          )
        ) : null}
        <div className="mt-auto pt-1">
          <Button
            type="submit"
            variant="secondary"
            className="w-full"
            disabled={!verified || balanceMinor <= 0 || !account || notReady}
            data-testid="withdraw-submit"
          >
            <ArrowUpFromLine className="size-4" aria-hidden />
            {checked.amountMinor !== null && !checked.problem
              ? t('withdraw.reviewAmount', { amount: money(checked.amountMinor) })
              : t('withdraw.review')}
          </Button>
        </div>
      </form>
      <BankAccountDialog
        open={adding}
        onOpenChange={setAdding}
        wallet={wallet}
        onAdded={(added) => setChosenAccount(added.id)}
      />
      <Dialog
        open={review !== null}
        onOpenChange={(open) => {
          if (!open && !withdraw.isPending) setReview(null);
        }}
        title={t('withdraw.confirmTitle')}
        closeLabel={t('common:actions.close')}
        icon={<ArrowUpFromLine className="size-5" aria-hidden />}
        footer={
          <>
            <Button variant="secondary" onClick={() => setReview(null)} disabled={withdraw.isPending}>
              {t('withdraw.back')}
            </Button>
            <Button onClick={confirm} loading={withdraw.isPending} data-testid="withdraw-confirm">
              {review ? t('withdraw.confirm', { amount: money(review.amountMinor) }) : null}
            </Button>
          </>
        }
      >
        {review && account ? (
          <div data-testid="withdraw-review">
            <dl className="divide-y divide-slate-100 rounded-xl bg-slate-50 px-4 py-1">
              <div className="flex items-baseline justify-between gap-4 py-2">
                <dt className="text-sm text-slate-600">{t('withdraw.review_.amount')}</dt>
                <dd className="text-base font-bold text-slate-900 tabular-nums">{money(review.amountMinor)}</dd>
              </div>
              <div className="flex items-baseline justify-between gap-4 py-2">
                <dt className="text-sm text-slate-600">{t('withdraw.review_.to')}</dt>
                <dd
                  className="min-w-0 text-right text-sm font-semibold break-words text-slate-900"
                  data-testid="withdraw-review-account"
                >
                  {bankAccountLabel(account)}
                  <span className="block text-xs font-normal text-slate-500">{account.holder_name}</span>
                </dd>
              </div>
              <div className="flex items-baseline justify-between gap-4 py-2">
                <dt className="text-sm text-slate-600">{t('withdraw.review_.sent')}</dt>
                <dd className="text-right text-sm font-semibold text-slate-900">{moment(review.sendAt)}</dd>
              </div>
              <div className="flex items-baseline justify-between gap-4 py-2">
                <dt className="text-sm text-slate-600">{t('withdraw.review_.arrives')}</dt>
                <dd className="text-right text-sm font-semibold text-slate-900" data-testid="withdraw-review-arrives">
                  {formatDate(review.arrivesBy, 'long')}
                </dd>
              </div>
            </dl>
            <p className="mt-3 text-sm text-slate-600">
              {wallet.withdrawal_schedule.hold_minutes > 0
                ? t('withdraw.review_.cancelUntil', { sendAt: moment(review.sendAt) })
                : t('withdraw.review_.noCancel')}
            </p>
            {withdraw.error ? <ErrorMessage>{walletErrorText(t, withdraw.error)}</ErrorMessage> : null}
          </div>
        ) : null}
      </Dialog>
    </FormCard>
  );
}
