/**
 * Money is stored and computed in integer minor units (cents) with an ISO 4217
 * currency code. The API speaks major units, as the spec's client expects, so
 * these helpers convert exactly at the boundary: no floating-point arithmetic
 * ever touches an amount in minor units.
 */

export const DEFAULT_PROJECT_CURRENCY = 'USD';
export const DEFAULT_PAYMENT_CURRENCY = 'usd';

export class MoneyError extends Error {
  override name = 'MoneyError';
}

const exponentCache = new Map<string, number>();

/** Number of minor-unit digits of a currency (USD 2, VND 0, JPY 0, ...), as ICU knows them. */
export function currencyExponent(currency: string): number {
  const code = normalizeCurrency(currency);
  let digits = exponentCache.get(code);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
      .maximumFractionDigits as number;
    exponentCache.set(code, digits);
  }
  return digits;
}

export function normalizeCurrency(currency: string): string {
  const code = currency.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) throw new MoneyError(`Not an ISO 4217 currency code: ${currency}`);
  return code;
}

/**
 * Converts a major-unit amount (number or decimal string, e.g. `150`, `"150.5"`)
 * into integer minor units. Rejects amounts with more decimals than the currency has.
 */
export function toMinorUnits(major: number | string, currency: string): number {
  const exponent = currencyExponent(currency);
  const text = typeof major === 'number' ? numberToPlainString(major) : major.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new MoneyError(`Not an amount: ${String(major)}`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const trimmedFraction = fraction.replace(/0+$/, '');
  if (trimmedFraction.length > exponent) {
    throw new MoneyError(`${String(major)} has more than ${exponent} decimals for ${currency}`);
  }
  const minor = Number(`${sign}${whole}${trimmedFraction.padEnd(exponent, '0')}`);
  if (!Number.isSafeInteger(minor)) throw new MoneyError(`Amount out of range: ${String(major)}`);
  return Object.is(minor, -0) ? 0 : minor;
}

/** Converts integer minor units to a major-unit number for the API (e.g. 15050 USD → 150.5). */
export function fromMinorUnits(minor: number, currency: string): number {
  assertMinor(minor);
  const exponent = currencyExponent(currency);
  if (exponent === 0) return minor;
  const sign = minor < 0 ? '-' : '';
  const digits = Math.abs(minor)
    .toString()
    .padStart(exponent + 1, '0');
  return Number(`${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`);
}

/**
 * A share of an amount in basis points (1 bp = 0.01 %), rounded half away from zero
 * to a whole minor unit. `percentOfMinor(10000, 500)` is 5 % of $100.00 = 500 cents.
 */
export function percentOfMinor(minor: number, basisPoints: number): number {
  assertMinor(minor);
  if (!Number.isInteger(basisPoints)) throw new MoneyError('Basis points must be an integer');
  const product = BigInt(minor) * BigInt(basisPoints);
  const quotient = product / 10000n;
  const remainder = product % 10000n;
  const absRemainder = remainder < 0n ? -remainder : remainder;
  const rounded = absRemainder * 2n >= 10000n ? quotient + (product < 0n ? -1n : 1n) : quotient;
  return Number(rounded);
}

/**
 * A share of an amount in basis points, rounded down to a whole minor unit (toward
 * minus infinity): what one can afford, never a cent more. Exact at any size (BigInt).
 */
export function percentOfMinorFloor(minor: number, basisPoints: number): number {
  assertMinor(minor);
  if (!Number.isInteger(basisPoints)) throw new MoneyError('Basis points must be an integer');
  const product = BigInt(minor) * BigInt(basisPoints);
  const quotient = product / 10000n;
  return Number(product % 10000n < 0n ? quotient - 1n : quotient);
}

/** Whether a major-unit amount converts exactly: no more decimals than the currency has, in range. */
export function isExactMajor(major: number | string, currency: string): boolean {
  try {
    toMinorUnits(major, currency);
    return true;
  } catch (error) {
    if (error instanceof MoneyError) return false;
    throw error;
  }
}

/**
 * A major-unit amount grown by a return in percent (15 → ×1.15, 7.5 → ×1.075), to the
 * minor unit, half away from zero: `withReturnMajor(2.3, 5, 'USD')` is 2.42.
 */
export function withReturnMajor(major: number, percent: number, currency: string): number {
  // Percent comes from basis points / 100; scaling back lands within a hair of an integer.
  const basisPoints = Math.round(percent * 100);
  if (Math.abs(percent * 100 - basisPoints) > 1e-6) throw new MoneyError(`A return finer than 0.01 %: ${percent}`);
  return fromMinorUnits(percentOfMinor(toMinorUnits(major, currency), 10_000 + basisPoints), currency);
}

/** `target − raised` in major units, never below zero, computed in minor units. */
export function remainingMajor(raised: number, target: number, currency: string): number {
  const left = toMinorUnits(target, currency) - toMinorUnits(raised, currency);
  return fromMinorUnits(Math.max(0, left), currency);
}

/**
 * Splits an amount across weights so the parts sum exactly to the amount
 * (largest-remainder method). Used for pro-rata payouts.
 */
export function allocateMinor(minor: number, weights: readonly number[]): number[] {
  assertMinor(minor);
  if (weights.length === 0) return [];
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) {
    throw new MoneyError('Weights must be non-negative integers');
  }
  const total = weights.reduce((sum, w) => sum + BigInt(w), 0n);
  if (total === 0n) throw new MoneyError('Weights must not all be zero');
  const amount = BigInt(minor);
  const shares = weights.map((w, index) => {
    const exact = amount * BigInt(w);
    return { index, base: exact / total, remainder: exact % total };
  });
  let left = amount - shares.reduce((sum, s) => sum + s.base, 0n);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  const result = shares.map((s) => s.base);
  for (const share of byRemainder) {
    if (left <= 0n) break;
    result[share.index] = (result[share.index] ?? 0n) + 1n;
    left -= 1n;
  }
  return result.map(Number);
}

/** Formats minor units for people, in their locale. */
export function formatMinor(
  minor: number,
  currency: string,
  locale = 'en',
  options: Intl.NumberFormatOptions = {},
): string {
  const code = normalizeCurrency(currency);
  return new Intl.NumberFormat(locale, { style: 'currency', currency: code, ...options }).format(
    fromMinorUnits(minor, code),
  );
}

function assertMinor(minor: number): void {
  if (!Number.isSafeInteger(minor)) throw new MoneyError(`Minor units must be a safe integer: ${minor}`);
}

function numberToPlainString(value: number): string {
  if (!Number.isFinite(value)) throw new MoneyError(`Not an amount: ${value}`);
  const text = value.toString();
  if (!/e/i.test(text)) return text;
  // Exponent notation (1e21, 1e-7): expand it without rounding.
  return value.toFixed(20).replace(/\.?0+$/, '');
}
