import { describe, expect, it } from 'vitest';
import { isTokenExpired, tokenExpiry } from './auth-token';

const tokenWith = (payload: unknown) =>
  `header.${btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.signature`;

describe('token expiry', () => {
  it('reads the exp claim', () => {
    expect(tokenExpiry(tokenWith({ exp: 1_900_000_000 }))).toBe(1_900_000_000);
  });

  it('judges expiry from exp', () => {
    const now = 1_800_000_000_000;
    expect(isTokenExpired(tokenWith({ exp: 1_800_000_100 }), now)).toBe(false);
    expect(isTokenExpired(tokenWith({ exp: 1_799_999_999 }), now)).toBe(true);
  });

  it('counts an unreadable token as expired', () => {
    expect(isTokenExpired('not-a-jwt')).toBe(true);
    expect(isTokenExpired('a.!!!.c')).toBe(true);
    expect(isTokenExpired(tokenWith({ sub: 'no-exp' }))).toBe(true);
  });
});
