import { describe, expect, it } from 'vitest';
import { maskDate } from './masks';

describe("the 'date' input mask", () => {
  it('inserts dashes after the 4th and 6th digit', () => {
    expect(maskDate('19900115')).toBe('1990-01-15');
  });

  it('keeps digits only', () => {
    expect(maskDate('ab12-3')).toBe('123');
    expect(maskDate('1990/01/15')).toBe('1990-01-15');
  });

  it('keeps at most 8 digits', () => {
    expect(maskDate('1990011599')).toBe('1990-01-15');
    expect(maskDate('1990-01-15-7')).toBe('1990-01-15');
  });

  it('formats partial input', () => {
    expect(maskDate('')).toBe('');
    expect(maskDate('1990')).toBe('1990');
    expect(maskDate('19900')).toBe('1990-0');
    expect(maskDate('199001')).toBe('1990-01');
    expect(maskDate('1990011')).toBe('1990-01-1');
  });

  it('is stable on its own output', () => {
    expect(maskDate(maskDate('19900115'))).toBe('1990-01-15');
  });
});
