import { describe, expect, it } from 'vitest';
import { daysUntil, formatDate, formatMoney, formatMoneyCompact, formatPercent } from './format';

describe('formatting', () => {
  it('formats money for each interface language', () => {
    expect(formatMoney(11_500, 'USD', { locale: 'en' })).toBe('$11,500');
    expect(formatMoney(150.5, 'USD', { locale: 'en' })).toBe('$150.50');
    expect(formatMoney(11_500, 'USD', { locale: 'ru' })).toMatch(/^11\s500\s\$$/);
    expect(formatMoney(11_500, 'USD', { locale: 'vi' })).toMatch(/11\.500/);
  });

  it('formats compact amounts and percentages', () => {
    expect(formatMoneyCompact(1_200_000, 'USD', 'en')).toBe('$1.2M');
    expect(formatPercent(15, 'en')).toBe('15%');
    expect(formatPercent(12.5, 'en')).toBe('12.5%');
  });

  it('formats dates and counts days', () => {
    expect(formatDate('2026-11-01T10:00:00Z', 'en')).toBe('Nov 1, 2026');
    expect(formatDate(null)).toBe('—');
    expect(daysUntil('2026-01-11T00:00:00Z', Date.parse('2026-01-01T00:00:00Z'))).toBe(10);
  });
});
