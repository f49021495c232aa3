import { currencyExponent, fromMinorUnits, toMinorUnits } from '@grove/contracts';
import { formatMoney } from '@/lib/format';

/** a − b for amounts in major units, exactly (in the currency's minor units). */
export function differenceMajor(a: number, b: number, currency: string): number {
  return fromMinorUnits(toMinorUnits(a, currency) - toMinorUnits(b, currency), currency);
}

/** An amount as the Finance page shows it: always with the currency's minor digits, so columns line up. */
export function formatFinanceMoney(amount: number, currency: string): string {
  return formatMoney(amount, currency, { cents: currencyExponent(currency) > 0 });
}
