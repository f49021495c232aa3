import { describe, expect, it } from 'vitest';
import { advisedRatioTenths, regCfAnnualCapMinor } from './investment-limits.js';
import { financesSchema, lossBearingMinor } from './quiz.js';

describe('lossBearingMinor', () => {
  it('is exact at large net worths', () => {
    const estimate = lossBearingMinor({ income: 153_480_552_407_090, liquid: 0, commitments: 0 });
    expect(estimate.affordableLoss).toBe(15_348_055_240_709); // floating point gave …708
  });
});

describe('financesSchema', () => {
  it('refuses amounts finer than a cent instead of rounding them', () => {
    const finances = { net_annual_income: 1.005, liquid_assets: 0, annual_commitments: 0 };
    const result = financesSchema.safeParse(finances);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/at most 2 decimals/);
    expect(financesSchema.safeParse({ ...finances, net_annual_income: 1.05 }).success).toBe(true);
  });
});

describe('the advised maximum', () => {
  it('is the advised share of liquid assets, never above the affordable loss', () => {
    expect(lossBearingMinor({ income: 40_000_00, liquid: 20_000_00, commitments: 15_000_00 })).toEqual({
      capacity: 45_000_00,
      affordableLoss: 4_500_00,
      advisedMaxInvestment: 2_000_00,
    });
    expect(
      lossBearingMinor({ income: 10_000_00, liquid: 50_000_00, commitments: 55_000_00 }).advisedMaxInvestment,
    ).toBe(500_00);
    expect(lossBearingMinor({ income: 40_000_00, liquid: 20_000_00, commitments: 0 }, 500).advisedMaxInvestment).toBe(
      1_000_00,
    );
  });
});

describe("Reg CF's 12-month cap", () => {
  it('follows the rule on both sides of $124,000', () => {
    // Either below $124,000: the greater of $2,500 or 5 % of the greater figure.
    expect(regCfAnnualCapMinor({ incomeMinor: 30_000_00, netWorthMinor: 20_000_00 })).toBe(2_500_00);
    expect(regCfAnnualCapMinor({ incomeMinor: 80_000_00, netWorthMinor: 200_000_00 })).toBe(10_000_00);
    // Both at or above: 10 % of the greater, at most $124,000.
    expect(regCfAnnualCapMinor({ incomeMinor: 200_000_00, netWorthMinor: 150_000_00 })).toBe(20_000_00);
    expect(regCfAnnualCapMinor({ incomeMinor: 2_000_000_00, netWorthMinor: 124_000_00 })).toBe(124_000_00);
  });

  it('counts how many times the advised maximum an amount is, in tenths rounded down', () => {
    expect(advisedRatioTenths(15_000_00, 2_000_00)).toBe(75);
    expect(advisedRatioTenths(2_999_00, 2_000_00)).toBe(14);
    expect(advisedRatioTenths(1_000_00, null)).toBeNull();
    expect(advisedRatioTenths(1_000_00, 0)).toBeNull();
  });
});
