import { describe, expect, it } from 'vitest';
import { axisTicks, cumulativeByMonth, MAX_MONTHS } from './payout-chart';

const share = (paid_at: string, amount: number, currency = 'USD') => ({ paid_at, amount, currency });

describe('payouts over time', () => {
  it('is empty without payouts', () => {
    expect(cumulativeByMonth([], 'USD', '2027-06-01T00:00:00Z')).toEqual([]);
  });

  it('adds the payouts up month by month, carrying the total through months without one, up to now', () => {
    const points = cumulativeByMonth(
      [
        share('2027-03-20T10:00:00Z', 0.1),
        share('2027-01-15T10:00:00Z', 100.1),
        share('2027-01-31T23:59:00Z', 0.2),
        share('2027-04-02T08:00:00Z', 250),
      ],
      'usd',
      '2027-06-10T00:00:00Z',
    );
    expect(points).toEqual([
      { month: '2027-01', receivedMinor: 10_030, cumulativeMinor: 10_030 },
      { month: '2027-02', receivedMinor: 0, cumulativeMinor: 10_030 },
      { month: '2027-03', receivedMinor: 10, cumulativeMinor: 10_040 },
      { month: '2027-04', receivedMinor: 25_000, cumulativeMinor: 35_040 },
      { month: '2027-05', receivedMinor: 0, cumulativeMinor: 35_040 },
      { month: '2027-06', receivedMinor: 0, cumulativeMinor: 35_040 },
    ]);
  });

  it('sums exactly in cents (no floating-point drift) and ends on the total received', () => {
    const shares = Array.from({ length: 30 }, (_, index) =>
      share(`2027-${String((index % 12) + 1).padStart(2, '0')}-05T00:00:00Z`, 0.1),
    );
    const points = cumulativeByMonth(shares, 'USD', '2027-12-31T00:00:00Z');
    expect(points.at(-1)!.cumulativeMinor).toBe(300);
  });

  it('crosses the year and keeps to one currency', () => {
    const points = cumulativeByMonth(
      [share('2027-11-10T00:00:00Z', 10), share('2028-02-10T00:00:00Z', 5), share('2027-12-01T00:00:00Z', 99, 'EUR')],
      'USD',
      '2028-01-01T00:00:00Z',
    );
    expect(points.map((point) => point.month)).toEqual(['2027-11', '2027-12', '2028-01', '2028-02']);
    expect(points.map((point) => point.cumulativeMinor)).toEqual([1_000, 1_000, 1_000, 1_500]);
  });

  it('draws ten years at most, the older payouts counted in the first month shown', () => {
    const points = cumulativeByMonth(
      [share('2010-01-10T00:00:00Z', 1), share('2027-06-10T00:00:00Z', 2)],
      'USD',
      '2027-06-30T00:00:00Z',
    );
    expect(points).toHaveLength(MAX_MONTHS);
    expect(points[0]).toEqual({ month: '2017-07', receivedMinor: 100, cumulativeMinor: 100 });
    expect(points.at(-1)!.cumulativeMinor).toBe(300);
  });

  it('picks round axis figures that reach the top', () => {
    expect(axisTicks(0)).toEqual([0]);
    expect(axisTicks(35_040)).toEqual([0, 10_000, 20_000, 30_000, 40_000]);
    expect(axisTicks(100)).toEqual([0, 25, 50, 75, 100]);
    expect(axisTicks(1_150_000).at(-1)).toBeGreaterThanOrEqual(1_150_000);
  });
});
