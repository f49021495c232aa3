import { afterEach, describe, expect, it } from 'vitest';
import { rememberShareSource, SHARE_SOURCE_DAYS, shareSourceOf } from './share-source';

const DAY = 24 * 3600 * 1000;

afterEach(() => window.localStorage.clear());

describe('share sources', () => {
  it('keeps the first link per business for the set days, then forgets it', () => {
    const t0 = Date.UTC(2026, 0, 1);
    rememberShareSource('bakery', 'abcd2345', t0);
    rememberShareSource('bakery', 'zzzz9999', t0 + DAY);
    rememberShareSource('cafe', 'cafe1234', t0);
    expect(shareSourceOf('bakery', t0 + 2 * DAY)).toBe('abcd2345');
    expect(shareSourceOf('cafe', t0)).toBe('cafe1234');
    expect(shareSourceOf('other', t0)).toBeNull();
    expect(shareSourceOf('bakery', t0 + SHARE_SOURCE_DAYS * DAY)).toBeNull();
    // Once it expired, a new link is the first touch again.
    rememberShareSource('bakery', 'newr1234', t0 + SHARE_SOURCE_DAYS * DAY + 1);
    expect(shareSourceOf('bakery', t0 + SHARE_SOURCE_DAYS * DAY + 2)).toBe('newr1234');
  });

  it('ignores what is not a code, and a corrupt store', () => {
    rememberShareSource('bakery', '<script>');
    expect(shareSourceOf('bakery')).toBeNull();
    window.localStorage.setItem('grove.share-sources', '{not json');
    expect(shareSourceOf('bakery')).toBeNull();
    rememberShareSource('bakery', 'abcd2345');
    expect(shareSourceOf('bakery')).toBe('abcd2345');
  });
});
