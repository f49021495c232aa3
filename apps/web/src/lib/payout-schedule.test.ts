import { payoutSchedule } from '@grove/contracts';
import { describe, expect, it } from 'vitest';
import { markSchedule, type RecordedPayout } from './payout-schedule';

const payout = (id: string, paid_at: string, amount = 100): RecordedPayout => ({
  id,
  amount,
  paid_at,
  period_start: '2027-01-01',
  period_end: '2027-03-31',
});

// A raise that ended on 15 January 2027 with a 24-month term: three tranches, then profit share.
const milestones = payoutSchedule({ startedAt: '2027-01-15T00:00:00.000Z', termMonths: 24 })!;

describe('the payout schedule with the payouts that happened', () => {
  it('is the contracts’ schedule: three tranches three months apart, then quarterly profit share', () => {
    expect(milestones.map((m) => (m.kind === 'tranche' ? `${m.from}..${m.to}` : `profit ${m.from}`))).toEqual([
      '2027-07-15..2027-09-15',
      '2027-10-15..2027-12-15',
      '2028-01-15..2028-03-15',
      'profit 2028-06-15',
    ]);
  });

  it('marks nothing and says where each milestone stands today', () => {
    expect(markSchedule(milestones, [], '2027-03-01').map((row) => row.state)).toEqual([
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(markSchedule(milestones, [], '2027-08-01').map((row) => row.state)).toEqual([
      'due',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(markSchedule(milestones, [], '2027-11-01').map((row) => row.state)).toEqual([
      'waiting',
      'due',
      'upcoming',
      'upcoming',
    ]);
    expect(markSchedule(milestones, [], '2028-07-01').at(-1)!.state).toBe('due');
  });

  it('puts the payouts on the tranches in order, even a late one', () => {
    const rows = markSchedule(
      milestones,
      [payout('b', '2027-11-20T10:00:00Z'), payout('a', '2027-10-01T10:00:00Z')],
      '2027-12-01',
    );
    expect(rows.map((row) => row.payouts.map((p) => p.id))).toEqual([['a'], ['b'], [], []]);
    expect(rows.map((row) => row.state)).toEqual(['paid', 'paid', 'upcoming', 'upcoming']);
  });

  it('puts payouts after the tranches, or once profit sharing began, on the profit share', () => {
    const rows = markSchedule(
      milestones,
      [
        payout('1', '2027-08-01T00:00:00Z'),
        payout('2', '2027-11-01T00:00:00Z'),
        payout('3', '2028-02-01T00:00:00Z'),
        payout('4', '2028-05-01T00:00:00Z'),
        payout('5', '2028-09-01T00:00:00Z'),
      ],
      '2028-10-01',
    );
    expect(rows.map((row) => row.payouts.map((p) => p.id))).toEqual([['1'], ['2'], ['3'], ['4', '5']]);
    expect(rows.every((row) => row.state === 'paid')).toBe(true);
  });

  it('a payout dated in the profit-share period is profit share, even with a tranche unpaid', () => {
    const one = payoutSchedule({ startedAt: '2027-01-15', termMonths: 12 })!;
    expect(one.map((m) => m.kind)).toEqual(['tranche', 'profit_share']);
    const rows = markSchedule(one, [payout('x', '2028-01-01T00:00:00Z')], '2028-02-01');
    expect(rows.map((row) => [row.state, row.payouts.length])).toEqual([
      ['waiting', 0],
      ['paid', 1],
    ]);
  });
});
