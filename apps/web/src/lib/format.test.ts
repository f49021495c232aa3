import { describe, expect, it, vi } from 'vitest';
import {
  daysUntil,
  formatDate,
  formatDayMonth,
  formatMoney,
  formatMoneyCompact,
  formatPercent,
  recordFormats,
  takeRenderedFormats,
} from './format';

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

describe('formats rendered by the server', () => {
  it('records what a render formatted, and gives it back to the hydrating browser without Intl', () => {
    const stop = recordFormats();
    expect(formatMoney(7_650, 'USD', { locale: 'en' })).toBe('$7,650');
    expect(formatDayMonth('2026-11-28T10:00:00Z', { locale: 'en', timeZone: 'UTC' })).toBe('Nov 28');
    // The reader's own zone is not the server's: such a date is not recorded.
    formatDate('2026-11-01T10:00:00Z', 'en');
    const formats = stop();
    expect(Object.values(formats).flatMap((outputs) => Object.values(outputs))).toEqual(['$7,650', 'Nov 28']);
    // Recording stopped: later formats are not added.
    formatMoney(1, 'USD', { locale: 'en' });
    expect(Object.keys(formats)).toHaveLength(2);

    // The browser hydrates with the server's strings, even where its own Intl would differ
    // (a server's ICU may space a currency unlike the browser's); anything else is Intl's.
    const [moneyFormat] = Object.keys(formats);
    takeRenderedFormats({ [moneyFormat!]: { '7650': 'US$7,650' } });
    const NumberFormat = vi.spyOn(Intl, 'NumberFormat');
    expect(formatMoney(7_650, 'USD', { locale: 'en' })).toBe('US$7,650');
    expect(NumberFormat).not.toHaveBeenCalled();
    expect(formatMoney(7_651, 'USD', { locale: 'en' })).toBe('$7,651');
    expect(formatMoney(7_650, 'USD', { locale: 'ru' })).toMatch(/^7\s650\s\$$/);
    NumberFormat.mockRestore();
  });
});
