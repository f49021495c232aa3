import { percentOfMinor, toMinorUnits, type Wallet } from '@grove/contracts';
import { parseAmountMinor } from '@/lib/amount-input';

/**
 * The wallet's amount rules, as the server enforces them (issue 14): a top-up from the minimum
 * (spec §9: $10) up to the maximum, by card with the card fee on top; a withdrawal of at least the
 * minimum, or the whole balance when that is less, and never more than the balance.
 */
export type WalletAmountProblem =
  | { code: 'INVALID' }
  | { code: 'NOT_POSITIVE' }
  | { code: 'BELOW_MINIMUM'; minMinor: number }
  | { code: 'ABOVE_MAXIMUM'; maxMinor: number }
  | { code: 'ABOVE_BALANCE'; balanceMinor: number }
  | { code: 'NOTHING_TO_WITHDRAW' };

export interface CheckedAmount {
  /** Null while the text is not an amount of the currency. */
  amountMinor: number | null;
  /** Null when the amount is accepted (or nothing is typed yet: `empty`). */
  problem: WalletAmountProblem | null;
  empty: boolean;
}

type Limits = Wallet['limits'];

function parse(text: string, currency: string): CheckedAmount | number {
  if (text.trim() === '') return { amountMinor: null, problem: { code: 'INVALID' }, empty: true };
  const amountMinor = parseAmountMinor(text, currency);
  if (amountMinor === null) return { amountMinor: null, problem: { code: 'INVALID' }, empty: false };
  if (amountMinor <= 0) return { amountMinor, problem: { code: 'NOT_POSITIVE' }, empty: false };
  return amountMinor;
}

/** The limits are written in major units; in minor units of the form's currency. */
export const limitMinor = (major: number, currency: string) => toMinorUnits(major, currency);

export function checkTopUp(text: string, currency: string, limits: Limits): CheckedAmount {
  const parsed = parse(text, currency);
  if (typeof parsed !== 'number') return parsed;
  const minMinor = limitMinor(limits.top_up_min, currency);
  const maxMinor = limitMinor(limits.top_up_max, currency);
  if (parsed < minMinor) return { amountMinor: parsed, problem: { code: 'BELOW_MINIMUM', minMinor }, empty: false };
  if (parsed > maxMinor) return { amountMinor: parsed, problem: { code: 'ABOVE_MAXIMUM', maxMinor }, empty: false };
  return { amountMinor: parsed, problem: null, empty: false };
}

/** The card fee on a top-up and what the card is charged: the amount plus the fee (half up to the cent). */
export function topUpCharge(amountMinor: number, cardFeeBp: number) {
  const feeMinor = percentOfMinor(amountMinor, cardFeeBp);
  return { feeMinor, totalMinor: amountMinor + feeMinor };
}

export function checkWithdrawal(text: string, currency: string, limits: Limits, balanceMinor: number): CheckedAmount {
  if (balanceMinor <= 0) {
    return { amountMinor: parseAmountMinor(text, currency), problem: { code: 'NOTHING_TO_WITHDRAW' }, empty: false };
  }
  const parsed = parse(text, currency);
  if (typeof parsed !== 'number') return parsed;
  const minMinor = limitMinor(limits.withdrawal_min, currency);
  if (parsed > balanceMinor) {
    return { amountMinor: parsed, problem: { code: 'ABOVE_BALANCE', balanceMinor }, empty: false };
  }
  // Less than the minimum only when it takes the whole (smaller) balance.
  if (parsed < minMinor && parsed !== balanceMinor) {
    return { amountMinor: parsed, problem: { code: 'BELOW_MINIMUM', minMinor }, empty: false };
  }
  return { amountMinor: parsed, problem: null, empty: false };
}
