import { MoneyError, normalizeCurrency, toMinorUnits } from '@grove/contracts';
import { AppError } from './errors.js';

/**
 * An amount as a request gives it (major units, number or decimal string) in integer minor
 * units of its currency, or a 400 that says what is wrong. With `expected`, any other currency
 * is refused (a business raises and pays out in its own).
 */
export function parseMoneyInput(
  amount: number | string,
  currencyInput: string,
  options: { expected?: { currency: string; refusal: string } } = {},
): { amountMinor: number; currency: string } {
  let currency: string | null;
  try {
    currency = normalizeCurrency(currencyInput);
  } catch {
    currency = null;
  }
  if (options.expected && currency !== options.expected.currency) {
    throw new AppError('CURRENCY_MISMATCH', options.expected.refusal);
  }
  if (!currency) throw new AppError('CURRENCY_MISMATCH', `Not a currency: ${currencyInput}`);
  let amountMinor: number;
  try {
    amountMinor = toMinorUnits(amount, currency);
  } catch (error) {
    if (!(error instanceof MoneyError)) throw error;
    throw new AppError('AMOUNT_NOT_POSITIVE', `Not a valid amount in ${currency}: ${String(amount)}`);
  }
  return { amountMinor, currency };
}
