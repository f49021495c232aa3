// Values only from zod-free modules of the contracts (money.ts): wallet.ts builds schemas, and
// importing a value from it would bring zod into every page that shows a balance.
import { toMinorUnits, type Language, type Wallet, type WalletBalance } from '@grove/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';
import { USER_SCOPE } from './query-keys';

/**
 * The signed-in investor's wallet (GET /api/v1/wallet): balance per currency, every movement,
 * pending top-ups and withdrawals, and the limits. Shared because the portfolio's Wallet tab and
 * the secure-payment page (pay from the wallet) both read it.
 */
export const WALLET_SCOPE = [USER_SCOPE, 'wallet'] as const;

export const walletQueryKey = (language: Language) => [...WALLET_SCOPE, language] as const;

/** How often the wallet is asked again while a withdrawal is being sent (the sandbox settles in seconds). */
export const WALLET_POLL_MS = 3_000;
/** …and while one waits for its send time, so the page sees it leave. */
export const WALLET_SCHEDULED_POLL_MS = 60_000;

/**
 * When to read the wallet again: soon while a withdrawal is sent or due to be sent (its send time
 * passed by the platform's clock, which a test clock may move), now and then while one waits.
 */
export function withdrawalPollMs(wallet: Wallet | undefined): number | false {
  if (!wallet) return false;
  const now = Date.parse(wallet.now);
  const waiting = wallet.withdrawals.filter((withdrawal) => withdrawal.status === 'requested');
  if (
    wallet.withdrawals.some((withdrawal) => withdrawal.status === 'sent') ||
    waiting.some((withdrawal) => Date.parse(withdrawal.send_at) <= now)
  ) {
    return WALLET_POLL_MS;
  }
  return waiting.length > 0 ? WALLET_SCHEDULED_POLL_MS : false;
}

export async function fetchWallet(language: Language, signal?: AbortSignal): Promise<Wallet> {
  const body = await api<Partial<Wallet>>(`/api/v1/wallet?lang=${language}`, { signal });
  return {
    balances: Array.isArray(body.balances) ? body.balances : [],
    history: Array.isArray(body.history) ? body.history : [],
    pending_top_ups: Array.isArray(body.pending_top_ups) ? body.pending_top_ups : [],
    withdrawals: Array.isArray(body.withdrawals) ? body.withdrawals : [],
    // The server always states its limits (GET /wallet's schema requires them).
    limits: body.limits as Wallet['limits'],
    identity_verified: body.identity_verified === true,
    verified_name: body.verified_name ?? null,
    bank_accounts: Array.isArray(body.bank_accounts) ? body.bank_accounts : [],
    sandbox_bank: body.sandbox_bank === true,
    withdrawal_schedule: body.withdrawal_schedule ?? { hold_minutes: 0, arrival_business_days: 0 },
    now: typeof body.now === 'string' ? body.now : new Date().toISOString(),
  };
}

export function walletQueryOptions(language: Language) {
  return queryOptions({
    queryKey: walletQueryKey(language),
    queryFn: ({ signal }) => fetchWallet(language, signal),
    refetchInterval: (query) => withdrawalPollMs(query.state.data),
  });
}

/** The balance held in one currency (major units), zero when the wallet has none of it. */
export function balanceIn(balances: readonly WalletBalance[], currency: string): WalletBalance {
  const code = currency.toUpperCase();
  return (
    balances.find((balance) => balance.currency.toUpperCase() === code) ?? {
      currency: code,
      balance: 0,
      withdrawing: 0,
    }
  );
}

/** Whether a balance (major units) covers an amount in minor units, compared exactly. */
export function covers(balance: WalletBalance, amountMinor: number): boolean {
  return toMinorUnits(balance.balance, balance.currency) >= amountMinor;
}
