import { describe, expect, it } from 'vitest';
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
