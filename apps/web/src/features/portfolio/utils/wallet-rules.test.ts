import { DEFAULT_FEE_SCHEDULE } from '@grove/contracts';
import { describe, expect, it } from 'vitest';
import { checkTopUp, checkWithdrawal, topUpCharge } from './wallet-rules';

const limits = { top_up_min: 10, top_up_max: 50_000, withdrawal_min: 10, card_fee_bp: DEFAULT_FEE_SCHEDULE.cardFeeBp };

describe('top-up rules', () => {
  it('waits for a typed amount, then accepts one from the minimum to the maximum', () => {
    expect(checkTopUp('', 'USD', limits)).toEqual({ amountMinor: null, problem: { code: 'INVALID' }, empty: true });
    expect(checkTopUp('10', 'USD', limits).problem).toBeNull();
    expect(checkTopUp('1,500.25', 'USD', limits)).toEqual({ amountMinor: 150_025, problem: null, empty: false });
    expect(checkTopUp('50000', 'USD', limits).problem).toBeNull();
  });

  it('names the rule an amount breaks, with its figure in minor units', () => {
    expect(checkTopUp('9.99', 'USD', limits).problem).toEqual({ code: 'BELOW_MINIMUM', minMinor: 1_000 });
    expect(checkTopUp('50000.01', 'USD', limits).problem).toEqual({ code: 'ABOVE_MAXIMUM', maxMinor: 5_000_000 });
    expect(checkTopUp('0', 'USD', limits).problem).toEqual({ code: 'NOT_POSITIVE' });
    expect(checkTopUp('12.345', 'USD', limits).problem).toEqual({ code: 'INVALID' });
    expect(checkTopUp('ten', 'USD', limits).problem).toEqual({ code: 'INVALID' });
    expect(checkTopUp('-20', 'USD', limits).problem).toEqual({ code: 'NOT_POSITIVE' });
  });

  it('adds the card fee on top, half up to the cent', () => {
    expect(topUpCharge(10_000, 250)).toEqual({ feeMinor: 250, totalMinor: 10_250 });
    // 2.5 % of $10.10 is 25.25 cents: 25.
    expect(topUpCharge(1_010, 250)).toEqual({ feeMinor: 25, totalMinor: 1_035 });
    // 2.5 % of $10.30 is 25.75 cents: 26.
    expect(topUpCharge(1_030, 250)).toEqual({ feeMinor: 26, totalMinor: 1_056 });
  });
});

describe('withdrawal rules', () => {
  it('accepts from the minimum up to the balance', () => {
    expect(checkWithdrawal('10', 'USD', limits, 50_000).problem).toBeNull();
    expect(checkWithdrawal('500', 'USD', limits, 50_000).problem).toBeNull();
    expect(checkWithdrawal('500.01', 'USD', limits, 50_000).problem).toEqual({
      code: 'ABOVE_BALANCE',
      balanceMinor: 50_000,
    });
    expect(checkWithdrawal('9.99', 'USD', limits, 50_000).problem).toEqual({ code: 'BELOW_MINIMUM', minMinor: 1_000 });
  });

  it('takes less than the minimum only when it is the whole, smaller balance', () => {
    expect(checkWithdrawal('7.5', 'USD', limits, 750).problem).toBeNull();
    expect(checkWithdrawal('7', 'USD', limits, 750).problem).toEqual({ code: 'BELOW_MINIMUM', minMinor: 1_000 });
  });

  it('refuses anything from an empty wallet', () => {
    expect(checkWithdrawal('10', 'USD', limits, 0).problem).toEqual({ code: 'NOTHING_TO_WITHDRAW' });
  });

  it('reads amounts in the currency’s own units (no cents in VND)', () => {
    expect(checkWithdrawal('10.5', 'VND', limits, 100_000).problem).toEqual({ code: 'INVALID' });
    expect(checkWithdrawal('50000', 'VND', limits, 100_000)).toEqual({
      amountMinor: 50_000,
      problem: null,
      empty: false,
    });
  });
});
