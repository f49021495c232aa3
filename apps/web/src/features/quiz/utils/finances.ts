import { fromMinorUnits, lossBearingMinor, toMinorUnits, type Finances } from '@grove/contracts';

/** The most an amount field accepts, as the API does. */
export const MAX_AMOUNT = 1_000_000_000_000;

/**
 * An amount as typed: digits with at most two decimals, spaces and thousands commas
 * allowed ("50 000", "50,000", "1234.5", "1234,50"). Null when it is not an amount.
 */
export function parseAmount(text: string): number | null {
  let value = text.replace(/[\s\u00a0\u202f']/g, '');
  if (/^\d+,\d{1,2}$/.test(value)) value = value.replace(',', '.');
  else value = value.replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return null;
  const amount = Number(value);
  return Number.isFinite(amount) && amount <= MAX_AMOUNT ? amount : null;
}

/**
 * The loss-bearing estimate (PRODUCT.md decision 11), in major units: capacity =
 * income + liquid − commitments (never below zero), 10 % of it affordable to lose,
 * and the one advised maximum (the advised share of liquid assets, never above that loss).
 * Exact: computed in minor units.
 */
export function estimateOf(finances: Finances, currency: string, advisedShareBp: number) {
  const minor = lossBearingMinor(
    {
      income: toMinorUnits(finances.net_annual_income, currency),
      liquid: toMinorUnits(finances.liquid_assets, currency),
      commitments: toMinorUnits(finances.annual_commitments, currency),
    },
    advisedShareBp,
  );
  return {
    capacity: fromMinorUnits(minor.capacity, currency),
    affordableLoss: fromMinorUnits(minor.affordableLoss, currency),
    advisedMaxInvestment: fromMinorUnits(minor.advisedMaxInvestment, currency),
  };
}
