import { describe, expect, it } from 'vitest';
import { withReturn } from './details-format';

describe('withReturn', () => {
  it('grows an amount to the exact cent', () => {
    // 2.30 × 1.05 = 2.415: floating point made it 2.41.
    expect(withReturn(2.3, 5, 'USD')).toBe(2.42);
    expect(withReturn(1_000, 15, 'USD')).toBe(1_150);
    expect(withReturn(1_000, -12.5, 'USD')).toBe(875);
  });
});
