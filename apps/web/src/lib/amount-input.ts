import { fromMinorUnits, MoneyError, toMinorUnits } from '@grove/contracts';

/**
 * A typed amount (major units, as a person types it: "1,500", "25.5") in minor units of the
 * currency, or null when it is not an amount of that currency (too many decimals, letters).
 */
export function parseAmountMinor(text: string, currency: string): number | null {
  const cleaned = text.replace(/[\s,_]/g, '');
  if (cleaned === '') return null;
  try {
    return toMinorUnits(cleaned, currency);
  } catch (error) {
    if (error instanceof MoneyError) return null;
    throw error;
  }
}

/** What an amount field holds for an amount: plain digits, as a person would type it. */
export function amountText(minor: number, currency: string): string {
  return String(fromMinorUnits(minor, currency));
}
