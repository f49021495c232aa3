import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computePayoutDue,
  contractMinimumMinor,
  firstTranchePeriod,
  revenuePeriodDates,
  revenuePeriodLabel,
  revenueTermsProblem,
  type RevenueTerms,
} from './revenue-share.js';

const terms: fc.Arbitrary<RevenueTerms> = fc
  .record({
    revenueShareBp: fc.integer({ min: 1, max: 10_000 }),
    minimumMultipleBp: fc.integer({ min: 10_000, max: 30_000 }),
    firstPaymentFromMonths: fc.integer({ min: 3, max: 12 }),
    width: fc.integer({ min: 2, max: 6 }),
    trancheCount: fc.integer({ min: 1, max: 3 }),
    profitShareBp: fc.integer({ min: 0, max: 10_000 }),
  })
  .map(({ width, ...rest }) => ({ ...rest, firstPaymentToMonths: rest.firstPaymentFromMonths + width }));

// Up to $10 billion in cents: products pass 2^53, which is why the shares are BigInt.
const money = fc.integer({ min: 0, max: 1_000_000_000_000 });
const raise = fc.integer({ min: 1, max: 1_000_000_000_000 });
const profit = fc.option(fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }), { nil: null });

/** Reports periods 1..n in order, as the server does: each sees what the earlier ones computed. */
function run(t: RevenueTerms, raisedMinor: number, periods: { revenue: number; profit: number | null }[]) {
  let dueBefore = 0;
  return periods.map((p, index) => {
    const result = computePayoutDue({
      terms: t,
      raisedMinor,
      dueBeforeMinor: dueBefore,
      period: index + 1,
      revenueMinor: p.revenue,
      profitMinor: p.profit,
    });
    dueBefore += result.dueMinor;
    return { ...result, dueAfter: dueBefore };
  });
}

describe('computePayoutDue', () => {
  it('is never negative and always whole minor units', () => {
    fc.assert(
      fc.property(
        terms,
        raise,
        money,
        fc.integer({ min: 1, max: 40 }),
        money,
        profit,
        (t, raised, before, period, revenue, p) => {
          const result = computePayoutDue({
            terms: t,
            raisedMinor: raised,
            dueBeforeMinor: before,
            period,
            revenueMinor: revenue,
            profitMinor: p,
          });
          expect(Number.isSafeInteger(result.dueMinor)).toBe(true);
          expect(result.dueMinor).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('never takes the total past the contract minimum in the minimum phase', () => {
    fc.assert(
      fc.property(terms, raise, money, fc.integer({ min: 1, max: 40 }), money, (t, raised, before, period, revenue) => {
        const result = computePayoutDue({
          terms: t,
          raisedMinor: raised,
          dueBeforeMinor: before,
          period,
          revenueMinor: revenue,
          profitMinor: null,
        });
        if (result.phase === 'minimum') {
          expect(before + result.dueMinor).toBeLessThanOrEqual(result.contractMinimumMinor);
        }
      }),
    );
  });

  it('asks for no more than the terms allow: the revenue share, the rest of the minimum on the last tranche, the profit share', () => {
    fc.assert(
      fc.property(
        terms,
        raise,
        money,
        fc.integer({ min: 1, max: 40 }),
        money,
        profit,
        (t, raised, before, period, revenue, p) => {
          const r = computePayoutDue({
            terms: t,
            raisedMinor: raised,
            dueBeforeMinor: before,
            period,
            revenueMinor: revenue,
            profitMinor: p,
          });
          // Exact in cents: compare against the rational amounts with BigInt, no floats.
          const revenueShareExact = BigInt(revenue) * BigInt(t.revenueShareBp); // × 1/10,000
          if (r.phase === 'before_window') expect(r.dueMinor).toBe(0);
          if (r.phase === 'profit_share') {
            const exact = BigInt(Math.max(0, p ?? 0)) * BigInt(t.profitShareBp);
            expect(BigInt(r.dueMinor) * 10_000n).toBeLessThanOrEqual(exact);
            expect(BigInt(r.dueMinor + 1) * 10_000n).toBeGreaterThan(exact);
          }
          if (r.phase === 'minimum') {
            expect(r.dueMinor).toBeLessThanOrEqual(r.remainingBeforeMinor);
            if (r.tranche! < t.trancheCount) {
              expect(BigInt(r.dueMinor) * 10_000n).toBeLessThanOrEqual(revenueShareExact);
              // Rounded down by less than a cent unless capped by the minimum.
              if (!r.cappedByMinimum) expect(BigInt(r.dueMinor + 1) * 10_000n).toBeGreaterThan(revenueShareExact);
            } else {
              expect(r.dueMinor).toBe(r.remainingBeforeMinor);
            }
            expect(r.revenueShareMinor + r.settlementMinor).toBe(r.dueMinor);
          }
        },
      ),
    );
  });

  it('nothing is due before the first-payment window', () => {
    fc.assert(
      fc.property(terms, raise, money, profit, (t, raised, revenue, p) => {
        const results = run(
          t,
          raised,
          Array.from({ length: firstTranchePeriod(t) - 1 }, () => ({ revenue, profit: p })),
        );
        for (const r of results) expect(r.dueMinor).toBe(0);
      }),
    );
  });

  it('the first tranche falls inside the first-payment window', () => {
    fc.assert(
      fc.property(terms, (t) => {
        const endMonth = firstTranchePeriod(t) * 3;
        expect(endMonth).toBeGreaterThanOrEqual(t.firstPaymentFromMonths);
        expect(endMonth).toBeLessThanOrEqual(t.firstPaymentToMonths);
      }),
    );
  });

  it('reaches the contract minimum exactly in the promised tranche count, then pays only the profit share', () => {
    fc.assert(
      fc.property(
        terms,
        fc.integer({ min: 1, max: 1_000_000_000 }),
        // A forecast: a revenue and a profit per quarter, any shape (a flat line, growth, a bad quarter).
        fc.array(fc.record({ revenue: money, profit }), { minLength: 16, maxLength: 16 }),
        (t, raised, forecast) => {
          const results = run(t, raised, forecast);
          const minimum = contractMinimumMinor(raised, t.minimumMultipleBp);
          const lastTranche = firstTranchePeriod(t) + t.trancheCount - 1;
          const reachedAt = results.findIndex((r) => r.dueAfter === minimum) + 1;
          expect(reachedAt).toBeGreaterThanOrEqual(firstTranchePeriod(t));
          expect(reachedAt).toBeLessThanOrEqual(lastTranche);
          const tranches = results.filter((r) => r.phase === 'minimum');
          expect(tranches.length).toBeLessThanOrEqual(t.trancheCount);
          expect(tranches.reduce((sum, r) => sum + r.dueMinor, 0)).toBe(minimum);
          for (const r of results.slice(reachedAt)) {
            expect(r.phase).toBe('profit_share');
            expect(r.dueMinor).toBe(r.profitShareMinor);
          }
        },
      ),
    );
  });

  it('when the forecast revenue covers the tranches, the revenue share alone reaches the minimum (no settlement)', () => {
    fc.assert(
      fc.property(terms, fc.integer({ min: 1, max: 1_000_000_000 }), (t, raised) => {
        const minimum = contractMinimumMinor(raised, t.minimumMultipleBp);
        // A revenue whose share pays an equal part of the minimum each tranche.
        const perTranche = Math.ceil(minimum / t.trancheCount);
        const revenue = Math.ceil((perTranche * 10_000) / t.revenueShareBp) + 1;
        const results = run(
          t,
          raised,
          Array.from({ length: 12 }, () => ({ revenue, profit: 0 })),
        );
        expect(results.reduce((sum, r) => sum + r.settlementMinor, 0)).toBe(0);
        expect(results.at(-1)!.dueAfter).toBe(minimum);
      }),
    );
  });

  it('the spec’s example: $10,000 at +15 % is $11,500 back', () => {
    expect(contractMinimumMinor(1_000_000, 11_500)).toBe(1_150_000);
    const t: RevenueTerms = {
      revenueShareBp: 1_000,
      minimumMultipleBp: 11_500,
      firstPaymentFromMonths: 6,
      firstPaymentToMonths: 8,
      trancheCount: 3,
      profitShareBp: 1_000,
    };
    const results = run(t, 1_000_000, [
      { revenue: 2_000_000, profit: null }, // months 0–3: before the window
      { revenue: 2_000_000, profit: null }, // months 3–6: tranche 1, 10 % of $20,000
      { revenue: 3_000_000, profit: null }, // tranche 2: $3,000
      { revenue: 1_000_000, profit: null }, // tranche 3: the rest, $6,500
      { revenue: 5_000_000, profit: 800_000 }, // profit share: 10 % of $8,000
      { revenue: 5_000_000, profit: -100_000 }, // a loss: nothing
    ]);
    expect(results.map((r) => [r.phase, r.dueMinor])).toEqual([
      ['before_window', 0],
      ['minimum', 200_000],
      ['minimum', 300_000],
      ['minimum', 650_000],
      ['profit_share', 80_000],
      ['profit_share', 0],
    ]);
    expect(results[3]!.settlementMinor).toBe(550_000);
  });
});

describe('revenue terms and periods', () => {
  it('refuses terms outside the bounds', () => {
    const ok: RevenueTerms = {
      revenueShareBp: 500,
      minimumMultipleBp: 11_500,
      firstPaymentFromMonths: 6,
      firstPaymentToMonths: 8,
      trancheCount: 3,
      profitShareBp: 1_000,
    };
    expect(revenueTermsProblem(ok)).toBeNull();
    expect(revenueTermsProblem({ ...ok, trancheCount: 4 })?.field).toBe('trancheCount');
    expect(revenueTermsProblem({ ...ok, minimumMultipleBp: 9_000 })?.field).toBe('minimumMultipleBp');
    expect(revenueTermsProblem({ ...ok, firstPaymentToMonths: 7 })?.field).toBe('firstPaymentToMonths');
  });

  it('counts quarters from the close, end inclusive, at the end of short months', () => {
    expect(revenuePeriodDates('2026-01-31T12:00:00Z', 1)).toEqual({ start: '2026-01-31', end: '2026-04-29' });
    expect(revenuePeriodDates('2026-03-01T00:00:00Z', 2)).toEqual({ start: '2026-06-01', end: '2026-08-31' });
    expect(revenuePeriodLabel('2026-08-31')).toBe('Q3 2026');
  });
});
