import type {
  BankAccount,
  BankAccountRequest,
  PayoutOnboardingLink,
  TopUp,
  TopUpRequest,
  Withdrawal,
  WithdrawalRequest,
} from '@grove/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, ApiError } from '@/lib/api-client';
import { PORTFOLIO_SCOPE } from '@/lib/portfolio';
import { USER_SCOPE } from '@/lib/query-keys';
import { useLanguage } from '@/lib/use-language';
import { WALLET_SCOPE, walletQueryOptions } from '@/lib/wallet';
import { walletBrowser } from '../utils/browser';

export function useWallet() {
  const language = useLanguage();
  return useQuery(walletQueryOptions(language));
}

/** The wallet and the portfolio's figures (its header shows the balance) after money moved. */
export function useRefreshWallet() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: WALLET_SCOPE });
    void queryClient.invalidateQueries({ queryKey: PORTFOLIO_SCOPE });
  };
}

/** POST /api/v1/wallet/top-ups: opens the provider's checkout for the amount plus the card fee. */
export function createTopUp(body: TopUpRequest): Promise<TopUp> {
  return api<TopUp>('/api/v1/wallet/top-ups', { method: 'POST', body });
}

export function useCreateTopUp() {
  return useMutation({ mutationFn: createTopUp });
}

/** POST /api/v1/wallet/withdrawals: the amount leaves the balance at once; the provider pays it out. */
export function createWithdrawal(body: WithdrawalRequest): Promise<Withdrawal> {
  return api<Withdrawal>('/api/v1/wallet/withdrawals', { method: 'POST', body });
}

export function useCreateWithdrawal() {
  const refresh = useRefreshWallet();
  return useMutation({
    mutationFn: createWithdrawal,
    onSuccess: refresh,
    // The provider stopped being able to pay out: the wallet's accounts say what it needs.
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'PAYOUTS_NOT_READY') refresh();
    },
  });
}

/** POST /api/v1/wallet/withdrawals/{id}/cancel: only before it is sent; the money is back at once. */
export function cancelWithdrawal(id: string): Promise<Withdrawal> {
  return api<Withdrawal>(`/api/v1/wallet/withdrawals/${encodeURIComponent(id)}/cancel`, { method: 'POST' });
}

export function useCancelWithdrawal() {
  const refresh = useRefreshWallet();
  return useMutation({ mutationFn: cancelWithdrawal, onSettled: refresh });
}

/** POST /api/v1/wallet/bank-accounts: in the investor's verified name; answers it masked. */
export function addBankAccount(body: BankAccountRequest): Promise<BankAccount> {
  return api<BankAccount>('/api/v1/wallet/bank-accounts', { method: 'POST', body });
}

export function useAddBankAccount() {
  const refresh = useRefreshWallet();
  return useMutation({ mutationFn: addBankAccount, onSuccess: refresh });
}

/** DELETE /api/v1/wallet/bank-accounts/{id}: withdrawals already on their way to it still arrive. */
export function removeBankAccount(id: string): Promise<void> {
  return api<void>(`/api/v1/wallet/bank-accounts/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRemoveBankAccount() {
  const refresh = useRefreshWallet();
  return useMutation({ mutationFn: removeBankAccount, onSuccess: refresh });
}

/**
 * POST /api/v1/wallet/bank-accounts/onboarding-link: the provider's page for what it still needs
 * before paying out (single use, short-lived: go there at once); null when it needs nothing now.
 */
export function createOnboardingLink(): Promise<PayoutOnboardingLink> {
  return api<PayoutOnboardingLink>('/api/v1/wallet/bank-accounts/onboarding-link', { method: 'POST' });
}

/** Asks for the link and sends the browser there; with nothing to add, the wallet is read again. */
export function useOnboardingLink() {
  const refresh = useRefreshWallet();
  return useMutation({
    mutationFn: createOnboardingLink,
    onSuccess: (link) => (link.url ? walletBrowser.assign(link.url) : refresh()),
  });
}

/** How often a top-up is asked again while its payment is being confirmed, and for how long at most. */
export const TOP_UP_POLL_MS = 2_000;
export const TOP_UP_POLL_LIMIT_MS = 3 * 60_000;

export function topUpQueryOptions(id: string) {
  return queryOptions({
    queryKey: [USER_SCOPE, 'top-up', id] as const,
    queryFn: ({ signal }) => api<TopUp>(`/api/v1/wallet/top-ups/${encodeURIComponent(id)}`, { signal }),
    staleTime: 0,
    retry: false,
  });
}

/**
 * The top-up the checkout came back from; while it is pending it is asked again every 2 s (for
 * three minutes at most), unless the investor left the checkout (`polling` false). Once it has
 * settled, the wallet and the portfolio are read again.
 */
export function useReturnedTopUp(id: string, polling: boolean) {
  const refresh = useRefreshWallet();
  const [started] = useState(() => Date.now());
  const query = useQuery({
    ...topUpQueryOptions(id),
    refetchInterval: (current) => {
      const status = current.state.data?.status;
      if (!polling || current.state.error || status !== 'pending') return false;
      return Date.now() - started < TOP_UP_POLL_LIMIT_MS ? TOP_UP_POLL_MS : false;
    },
  });
  const status = query.data?.status;
  useEffect(() => {
    if (status && status !== 'pending') refresh();
    // Once per status it reaches.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);
  return query;
}
