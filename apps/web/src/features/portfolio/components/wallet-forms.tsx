import { fromMinorUnits, toMinorUnits, type Wallet } from '@grove/contracts';
import { ArrowDownToLine, ArrowUpFromLine, CircleCheck, Lock, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/form-field';
import { amountText } from '@/lib/amount-input';
import { formatPercent } from '@/lib/format';
import { paths } from '@/lib/paths';
import { balanceIn } from '@/lib/wallet';
import { useCreateTopUp, useCreateWithdrawal } from '../api/wallet';
import { walletBrowser } from '../utils/browser';
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
 * Withdraw to the investor's card or bank through the provider's payout: at least the minimum,
 * or the whole balance when it is less; never more than the balance. Needs verified identity.
 */
export function WithdrawForm({ wallet, currency }: { wallet: Wallet; currency: string }) {
  const { t } = useTranslation('wallet');
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
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
  const done = withdraw.data;

  const change = (next: string) => {
    setText(next);
    withdraw.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!verified || checked.amountMinor === null || checked.problem || withdraw.isPending) return;
    withdraw.mutate(
      { amount: fromMinorUnits(checked.amountMinor, currency), currency: currency.toLowerCase() },
      {
        onSuccess: () => {
          setText('');
          setSubmitted(false);
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
      <form noValidate onSubmit={submit} className="mt-4 flex flex-1 flex-col">
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
        {!verified ? <VerifyNotice>{t('withdraw.verify')}</VerifyNotice> : null}
        {done ? (
          <p
            role="status"
            className="mt-4 flex gap-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-900"
            data-testid="withdraw-requested"
          >
            <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
            {t('withdraw.requested', { amount: moneyMinor(toMinorUnits(done.amount, done.currency), done.currency) })}
          </p>
        ) : null}
        {withdraw.error ? (
          isVerificationError(withdraw.error) ? (
            <VerifyNotice>{walletErrorText(t, withdraw.error)}</VerifyNotice>
          ) : (
            <ErrorMessage>{walletErrorText(t, withdraw.error)}</ErrorMessage>
          )
        ) : null}
        <div className="mt-auto pt-5">
          <Button
            type="submit"
            variant="secondary"
            className="w-full"
            loading={withdraw.isPending}
            disabled={!verified || balanceMinor <= 0}
            data-testid="withdraw-submit"
          >
            <ArrowUpFromLine className="size-4" aria-hidden />
            {checked.amountMinor !== null && !checked.problem
              ? t('withdraw.submitAmount', { amount: money(checked.amountMinor) })
              : t('withdraw.submit')}
          </Button>
        </div>
      </form>
    </FormCard>
  );
}
