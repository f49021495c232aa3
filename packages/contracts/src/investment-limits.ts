// The investor's limits (issue 22): one advised maximum per investment, the same in the quiz and
// on the payment page, and the optional 12-month cap after Reg CF's method. Pure and exact: the
// server enforces them and the web app explains them with the same figures.
import { percentOfMinorFloor } from './money.js';

/** The spec's advice (§9): invest no more than 10 % of liquid assets. The default; configuration on the server. */
export const DEFAULT_ADVISED_SHARE_BP = 1000;

/**
 * The one advised maximum per investment: the advised share of liquid assets, and never more than
 * the loss the investor could bear (PRODUCT.md decision 11's estimate). Minor units of the quiz's currency.
 */
export function advisedMaxMinor(
  finances: { liquidMinor: number; affordableLossMinor: number },
  shareBp: number = DEFAULT_ADVISED_SHARE_BP,
): number {
  return Math.min(percentOfMinorFloor(finances.liquidMinor, shareBp), finances.affordableLossMinor);
}

/**
 * How many times the advised maximum an amount is, in tenths, rounded down (75 for 7.5 ×);
 * null when no advised maximum applies. Integer arithmetic, exact at any amount.
 */
export function advisedRatioTenths(amountMinor: number, advisedMinor: number | null): number | null {
  if (advisedMinor === null || advisedMinor <= 0) return null;
  return Number((BigInt(amountMinor) * 10n) / BigInt(advisedMinor));
}

/** Reg CF (17 CFR 227.100(a)(2), amounts as adjusted in 2022), in US cents. */
export const REG_CF_FLOOR_MINOR = 250_000;
export const REG_CF_THRESHOLD_MINOR = 12_400_000;
export const REG_CF_LOW_SHARE_BP = 500;
export const REG_CF_HIGH_SHARE_BP = 1000;
/** The cap counts the investments made in this many days before the new one. */
export const ANNUAL_CAP_DAYS = 365;

/**
 * Reg CF's 12-month limit: when annual income or net worth is below $124,000, the greater of
 * $2,500 or 5 % of the greater of the two; otherwise 10 % of the greater, at most $124,000.
 */
export function regCfAnnualCapMinor(investor: { incomeMinor: number; netWorthMinor: number }): number {
  const greater = Math.max(investor.incomeMinor, investor.netWorthMinor, 0);
  if (investor.incomeMinor < REG_CF_THRESHOLD_MINOR || investor.netWorthMinor < REG_CF_THRESHOLD_MINOR) {
    return Math.max(REG_CF_FLOOR_MINOR, percentOfMinorFloor(greater, REG_CF_LOW_SHARE_BP));
  }
  return Math.min(REG_CF_THRESHOLD_MINOR, percentOfMinorFloor(greater, REG_CF_HIGH_SHARE_BP));
}
