import { fromMinorUnits } from '@grove/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { formatMoney } from '@/lib/format';
import type { WalletAmountProblem } from './wallet-rules';

/** An amount in minor units for people, with its cents when it has any. */
export function moneyMinor(minor: number, currency: string): string {
  const major = fromMinorUnits(minor, currency);
  return formatMoney(major, currency.toUpperCase(), { cents: !Number.isInteger(major) });
}

/** The rule an amount breaks, in words with its figures. */
export function problemText(
  t: TFunction,
  problem: WalletAmountProblem,
  currency: string,
  form: 'topUp' | 'withdraw',
): string {
  const money = (minor: number) => moneyMinor(minor, currency);
  switch (problem.code) {
    case 'INVALID':
      return t('wallet:rules.INVALID', { currency: currency.toUpperCase() });
    case 'BELOW_MINIMUM':
      return t(`wallet:rules.${form}.BELOW_MINIMUM`, { min: money(problem.minMinor) });
    case 'ABOVE_MAXIMUM':
      return t('wallet:rules.topUp.ABOVE_MAXIMUM', { max: money(problem.maxMinor) });
    case 'ABOVE_BALANCE':
      return t('wallet:rules.withdraw.ABOVE_BALANCE', { balance: money(problem.balanceMinor) });
    default:
      return t(`wallet:rules.${problem.code}`);
  }
}

/** Codes the wallet's forms explain in their own words; any other error shows the server's detail. */
const WALLET_CODES = new Set([
  'INSUFFICIENT_WALLET_BALANCE',
  'IDENTITY_NOT_VERIFIED',
  'WITHDRAWALS_UNAVAILABLE',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'WITHDRAWAL_NOT_CANCELLABLE',
  'TOO_MANY_BANK_ACCOUNTS',
  'ACCOUNT_UNDER_REVIEW',
  'PAYOUTS_NOT_READY',
]);

/** A failed top-up or withdrawal, in the reader's language where the code is known, else the server's detail. */
export function walletErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && WALLET_CODES.has(error.code)) {
    return t(`wallet:errors.${error.code}`, { defaultValue: error.message });
  }
  if (error instanceof ApiError && [400, 403, 404, 409, 422].includes(error.status) && error.message) {
    // The server's own words, with its figures (e.g. the minimum), for any rule it names.
    return error.message;
  }
  return errorText(t, error, t('wallet:errors.generic'));
}

export const isVerificationError = (error: unknown) =>
  error instanceof ApiError && error.code === 'IDENTITY_NOT_VERIFIED';
