import { describe, expect, it } from 'vitest';
import { hasOpened, takesMoney, type RaiseFigures } from './funding-rules.js';
import { countdownParts } from './launch-rules.js';

const at = (iso: string) => new Date(iso);
const raise = (overrides: Partial<RaiseFigures> = {}): RaiseFigures => ({
  status: 'fundraising',
  targetMinor: 100_000_00,
  minRaiseMinor: null,
  raisedMinor: 0,
  reservedMinor: 0,
  publishedAt: at('2026-03-01T00:00:00Z'),
  opensAt: null,
  fundingEnd: at('2026-04-01T00:00:00Z'),
  ...overrides,
});

describe('takesMoney', () => {
  const now = at('2026-03-10T12:00:00Z');

  it('takes money from a published open raise before its deadline', () => {
    expect(takesMoney(raise(), now)).toBe(true);
    expect(takesMoney(raise({ status: 'extended' }), now)).toBe(true);
  });

  it('takes none from a draft, a closed raise or one past its deadline', () => {
    expect(takesMoney(raise({ publishedAt: null }), now)).toBe(false);
    expect(takesMoney(raise({ status: 'paused' }), now)).toBe(false);
    expect(takesMoney(raise({ status: 'funded' }), now)).toBe(false);
    expect(takesMoney(raise({ fundingEnd: now }), now)).toBe(false);
  });

  it('takes none before the opening time, and from that instant on (inclusive)', () => {
    const opensAt = at('2026-03-10T12:00:00Z');
    expect(takesMoney(raise({ opensAt }), new Date(opensAt.getTime() - 1))).toBe(false);
    expect(takesMoney(raise({ opensAt }), opensAt)).toBe(true);
    expect(takesMoney(raise({ opensAt }), new Date(opensAt.getTime() + 1))).toBe(true);
    expect(hasOpened({ opensAt }, new Date(opensAt.getTime() - 1))).toBe(false);
    expect(hasOpened({ opensAt: null }, now)).toBe(true);
  });

  it('an opening time does not reopen a paused or unpublished raise', () => {
    const opensAt = at('2026-03-01T00:00:00Z');
    expect(takesMoney(raise({ opensAt, status: 'paused' }), now)).toBe(false);
    expect(takesMoney(raise({ opensAt, publishedAt: null }), now)).toBe(false);
  });
});

describe('countdownParts', () => {
  it('splits the time left into days, hours, minutes and seconds, rounding up to the second', () => {
    expect(countdownParts(((2 * 24 + 4) * 3600 + 13 * 60 + 9) * 1000)).toEqual({
      days: 2,
      hours: 4,
      minutes: 13,
      seconds: 9,
    });
    expect(countdownParts(500)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdownParts(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
