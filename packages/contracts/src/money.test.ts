import { describe, expect, it } from 'vitest';
import {
  MoneyError,
  allocateMinor,
  currencyExponent,
  formatMinor,
  fromMinorUnits,
  isExactMajor,
  percentOfMinor,
  percentOfMinorFloor,
  remainingMajor,
  toMinorUnits,
  withReturnMajor,
} from './money.js';

describe('currencyExponent', () => {
  it('knows two-decimal and zero-decimal currencies', () => {
    expect(currencyExponent('USD')).toBe(2);
    expect(currencyExponent('usd')).toBe(2);
    expect(currencyExponent('EUR')).toBe(2);
    expect(currencyExponent('VND')).toBe(0);
    expect(currencyExponent('JPY')).toBe(0);
  });

  it('rejects what is not a currency code', () => {
    expect(() => currencyExponent('dollars')).toThrow(MoneyError);
    expect(() => currencyExponent('')).toThrow(MoneyError);
  });
});

describe('toMinorUnits', () => {
  it('converts whole and fractional amounts exactly', () => {
    expect(toMinorUnits(150, 'USD')).toBe(15000);
    expect(toMinorUnits('150.5', 'USD')).toBe(15050);
    expect(toMinorUnits(0.29, 'usd')).toBe(29);
    expect(toMinorUnits('19.99', 'USD')).toBe(1999);
    expect(toMinorUnits('1.10', 'USD')).toBe(110);
    expect(toMinorUnits(250000, 'VND')).toBe(250000);
    expect(toMinorUnits('-12.5', 'USD')).toBe(-1250);
  });

  it('refuses more precision than the currency has', () => {
    expect(() => toMinorUnits('1.005', 'USD')).toThrow(MoneyError);
    expect(() => toMinorUnits('1.5', 'VND')).toThrow(MoneyError);
    // Floating-point noise is refused, never silently rounded.
    expect(() => toMinorUnits(0.1 + 0.2, 'USD')).toThrow(MoneyError);
  });

  it('refuses text and non-finite numbers', () => {
    expect(() => toMinorUnits('abc', 'USD')).toThrow(MoneyError);
    expect(() => toMinorUnits('1,000', 'USD')).toThrow(MoneyError);
    expect(() => toMinorUnits(Number.NaN, 'USD')).toThrow(MoneyError);
    expect(() => toMinorUnits(Number.POSITIVE_INFINITY, 'USD')).toThrow(MoneyError);
    expect(() => toMinorUnits(1e300, 'USD')).toThrow(MoneyError);
  });
});

describe('fromMinorUnits', () => {
  it('converts back to major units', () => {
    expect(fromMinorUnits(15050, 'USD')).toBe(150.5);
    expect(fromMinorUnits(1, 'USD')).toBe(0.01);
    expect(fromMinorUnits(-1999, 'USD')).toBe(-19.99);
    expect(fromMinorUnits(250000, 'VND')).toBe(250000);
    expect(fromMinorUnits(0, 'USD')).toBe(0);
  });

  it('round-trips with toMinorUnits', () => {
    for (const minor of [0, 1, 9, 10, 99, 100, 101, 123456789, 900719925474099]) {
      expect(toMinorUnits(fromMinorUnits(minor, 'USD'), 'USD')).toBe(minor);
    }
  });

  it('rejects fractional minor units', () => {
    expect(() => fromMinorUnits(1.5, 'USD')).toThrow(MoneyError);
  });
});

describe('percentOfMinor', () => {
  it('computes the spec fees on a $10,000 investment', () => {
    expect(percentOfMinor(1_000_000, 500)).toBe(50_000);
    expect(percentOfMinor(1_000_000, 250)).toBe(25_000);
  });

  it('rounds half away from zero to a whole cent', () => {
    expect(percentOfMinor(15, 500)).toBe(1); // 0.75 → 1
    expect(percentOfMinor(10, 250)).toBe(0); // 0.25 → 0
    expect(percentOfMinor(20, 250)).toBe(1); // 0.5 → 1
    expect(percentOfMinor(-20, 250)).toBe(-1);
  });
});

describe('allocateMinor', () => {
  it('splits pro rata and keeps the total exact', () => {
    expect(allocateMinor(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateMinor(1000, [500, 300, 200])).toEqual([500, 300, 200]);
    const parts = allocateMinor(99_999, [15_000, 30_000, 45_000, 7_700]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(99_999);
  });

  it('refuses weights that cannot share anything', () => {
    expect(() => allocateMinor(100, [0, 0])).toThrow(MoneyError);
    expect(() => allocateMinor(100, [-1, 2])).toThrow(MoneyError);
    expect(allocateMinor(100, [])).toEqual([]);
  });
});

describe('formatMinor', () => {
  it('formats for the reader locale', () => {
    expect(formatMinor(1_150_000, 'USD', 'en')).toBe('$11,500.00');
    expect(formatMinor(1000, 'USD', 'en', { maximumFractionDigits: 0 })).toBe('$10');
    expect(formatMinor(1_150_000, 'USD', 'ru')).toMatch(/11\s500,00\s\$/);
  });
});

describe('percentOfMinorFloor', () => {
  it('rounds down, exactly at any size', () => {
    expect(percentOfMinorFloor(15, 500)).toBe(0); // 0.75 → 0
    expect(percentOfMinorFloor(1999, 1000)).toBe(199);
    expect(percentOfMinorFloor(-15, 500)).toBe(-1);
    // 153480552407090 × 1000 is past 2^53: floating point answers …708.
    expect(percentOfMinorFloor(153_480_552_407_090, 1000)).toBe(15_348_055_240_709);
  });
});

describe('isExactMajor', () => {
  it('accepts amounts the currency can hold and refuses finer ones', () => {
    expect(isExactMajor(1.05, 'USD')).toBe(true);
    expect(isExactMajor(1.005, 'USD')).toBe(false);
    expect(isExactMajor(0.1 + 0.2, 'USD')).toBe(false);
    expect(isExactMajor(1.5, 'VND')).toBe(false);
    expect(isExactMajor(Number.MAX_VALUE, 'USD')).toBe(false);
  });
});

describe('withReturnMajor', () => {
  it('grows an amount to the cent, half away from zero', () => {
    expect(withReturnMajor(2.3, 5, 'USD')).toBe(2.42); // 2.415; floating point gave 2.41
    expect(withReturnMajor(1.4, -12.5, 'USD')).toBe(1.23); // 1.225
    expect(withReturnMajor(1000, 15.5, 'USD')).toBe(1155);
    expect(withReturnMajor(1000, 15, 'VND')).toBe(1150);
  });

  it('refuses a return finer than a basis point', () => {
    expect(() => withReturnMajor(100, 0.001, 'USD')).toThrow(MoneyError);
  });
});

describe('remainingMajor', () => {
  it('subtracts in minor units and never goes below zero', () => {
    expect(remainingMajor(0.1, 0.3, 'USD')).toBe(0.2); // 0.3 − 0.1 is 0.19999999999999998 in floating point
    expect(remainingMajor(78_600, 120_000, 'USD')).toBe(41_400);
    expect(remainingMajor(130_000, 120_000, 'USD')).toBe(0);
  });
});
