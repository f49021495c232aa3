import { afterEach, describe, expect, it } from 'vitest';
import { rememberShareSource, rememberShareSourceIn, SHARE_SOURCE_DAYS, shareSourceOf } from './share-source';

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

  it('remembers the link of the address a business page was opened at, and nothing from other pages', () => {
    rememberShareSourceIn({ pathname: '/business/saigon-bean-roastery', search: '?ref=abcd2345&utm_source=x' });
    expect(shareSourceOf('saigon-bean-roastery')).toBe('abcd2345');
    rememberShareSourceIn({ pathname: '/business/cafe%20one', search: '?ref=cafe1234' });
    expect(shareSourceOf('cafe one')).toBe('cafe1234');
    rememberShareSourceIn({ pathname: '/businesses', search: '?ref=zzzz9999' });
    rememberShareSourceIn({ pathname: '/business/bakery', search: '' });
    rememberShareSourceIn({ pathname: '/business/bakery', search: '?ref=<script>' });
    expect(JSON.parse(window.localStorage.getItem('grove.share-sources') ?? '{}')).not.toHaveProperty('bakery');
    expect(Object.keys(JSON.parse(window.localStorage.getItem('grove.share-sources') ?? '{}'))).toHaveLength(2);
  });
});
