import { describe, expect, it } from 'vitest';
import { newOptionSeed, shuffleOptions } from './option-order';

const options = ['guaranteed', 'lose_all', 'grove_repays'] as const;

describe('shuffleOptions', () => {
  it('keeps every option, once', () => {
    for (let seed = 0; seed < 50; seed += 1) {
      expect([...shuffleOptions(options, seed, 'loss')].sort()).toEqual([...options].sort());
    }
  });

  it('gives the same order for the same attempt and question, and leaves its input alone', () => {
    const input = [...options];
    expect(shuffleOptions(input, 12345, 'loss')).toEqual(shuffleOptions(input, 12345, 'loss'));
    expect(input).toEqual([...options]);
  });

  it('puts the right answer anywhere: over many attempts each option comes first about as often', () => {
    const first = new Map<string, number>();
    for (let attempt = 0; attempt < 600; attempt += 1) {
      const option = shuffleOptions(options, newOptionSeed(), 'loss')[0]!;
      first.set(option, (first.get(option) ?? 0) + 1);
    }
    // A third each (200); a fair shuffle stays well inside these bounds.
    for (const option of options) expect(first.get(option)).toBeGreaterThan(120);
  });

  it('orders each question of one attempt on its own', () => {
    const orders = new Set<string>();
    for (const question of ['loss', 'liquidity', 'first_payout', 'return_horizon', 'fees', 'diversification']) {
      orders.add(shuffleOptions(options, 7, question).join());
    }
    expect(orders.size).toBeGreaterThan(1);
  });
});
