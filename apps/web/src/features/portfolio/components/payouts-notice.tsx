import { PAYOUT_REQUIREMENTS, type BankAccount, type PayoutRequirement } from '@grove/contracts';
import { ExternalLink, Info } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useLanguage } from '@/lib/use-language';
import { useOnboardingLink, useRefreshWallet } from '../api/wallet';
import { walletErrorText } from '../utils/wallet-text';

/**
 * What the provider still needs before it pays out to any of these accounts, each kind once;
 * null when it can pay out to all of them (or did not say: the server checks again on withdrawal).
 */
export function payoutsDue(accounts: readonly BankAccount[]): PayoutRequirement[] | null {
  const waiting = accounts.filter((account) => account.payouts_ready === false);
  if (waiting.length === 0) return null;
  const due = new Set(waiting.flatMap((account) => account.payouts_due ?? []));
  return PAYOUT_REQUIREMENTS.filter((kind) => due.has(kind));
}

/**
 * Says, calmly, that Stripe needs more before it can pay the investor out, and sends them to
 * Stripe's own page for it (where they also accept Stripe's agreement themselves); with nothing
 * left to give, that Stripe is checking what they gave.
 */
export function PayoutsNotice({
  accounts,
  context = 'accounts',
  className,
}: {
  accounts: readonly BankAccount[];
  /** Under the bank accounts, or in the withdraw form (which also says withdrawals wait for it). */
  context?: 'accounts' | 'withdraw';
  className?: string;
}) {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const link = useOnboardingLink();
  const due = payoutsDue(accounts);
  if (!due) return null;
  const leaving = link.isPending || Boolean(link.data?.url);
  const list = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(
    due.map((kind) => t(`bank.onboarding.kinds.${kind}`)),
  );
  return (
    <div
      role="status"
      className={cn('flex flex-col items-start gap-3 rounded-xl bg-sky-50 p-4 text-sm text-sky-950', className)}
      data-testid={context === 'withdraw' ? 'withdraw-payouts-not-ready' : 'payouts-not-ready'}
    >
      <p className="flex gap-2">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          {due.length > 0 ? t('bank.onboarding.needs', { list }) : t('bank.onboarding.checking')}
          {context === 'withdraw' && due.length > 0 ? ` ${t('bank.onboarding.withdraw')}` : null}
        </span>
      </p>
      {due.includes('agreement') ? <p className="text-xs text-sky-900">{t('bank.onboarding.agreementNote')}</p> : null}
      {due.length > 0 ? (
        <Button
          size="sm"
          variant="secondary"
          loading={leaving}
          onClick={() => link.mutate()}
          data-testid="payouts-onboarding"
        >
          <ExternalLink className="size-4" aria-hidden />
          {t('bank.onboarding.action')}
        </Button>
      ) : null}
      {link.error ? (
        <p role="alert" className="font-medium text-red-800">
          {walletErrorText(t, link.error)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Back from Stripe's page (`?onboarding=done`, or `refresh` when its link had expired or was
 * used): the wallet is read again, so its accounts say what Stripe still needs, if anything (the
 * notice offers a new link).
 */
export function useOnboardingReturn(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const returned = searchParams.get('onboarding');
  const refresh = useRefreshWallet();
  useEffect(() => {
    if (!returned) return;
    refresh();
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('onboarding');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    // Once per return.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [returned]);
}
