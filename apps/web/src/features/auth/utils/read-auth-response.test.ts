import type { User } from '@grove/contracts';
import { describe, expect, it } from 'vitest';
import { readAuthResponse } from './read-auth-response';

const user: User = {
  id: 'u1',
  email: 'ann@example.com',
  name: 'Ann',
  phone: null,
  location: null,
  date_of_birth: null,
  language: 'vi',
  onboarding_status: 'passed',
  investor_type: null,
  verification_status: 'not_started',
  role: 'investor',
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('readAuthResponse', () => {
  it('reads { token, user }', () => {
    expect(readAuthResponse({ token: 't1', user })).toEqual({ token: 't1', user });
  });

  it('reads the token under access_token', () => {
    expect(readAuthResponse({ access_token: 't2', user })).toEqual({ token: 't2', user });
  });

  it('reads the token under data.token', () => {
    expect(readAuthResponse({ data: { token: 't3' }, user })).toEqual({ token: 't3', user });
    expect(readAuthResponse({ data: { token: 't3', user } })).toEqual({ token: 't3', user });
  });

  it('reads the user under profile', () => {
    expect(readAuthResponse({ token: 't4', profile: user })).toEqual({ token: 't4', user });
    expect(readAuthResponse({ access_token: 't5', profile: user })).toEqual({ token: 't5', user });
  });

  it('prefers token, then access_token, then data.token', () => {
    expect(readAuthResponse({ token: 'a', access_token: 'b', data: { token: 'c' } }).token).toBe('a');
    expect(readAuthResponse({ token: '', access_token: 'b', data: { token: 'c' } }).token).toBe('b');
  });

  it('accepts an answer without a user (it is fetched later)', () => {
    expect(readAuthResponse({ token: 't6' })).toEqual({ token: 't6', user: null });
  });

  it('rejects an answer without a token', () => {
    expect(() => readAuthResponse({ user })).toThrow();
    expect(() => readAuthResponse('OK')).toThrow();
    expect(() => readAuthResponse({})).toThrow();
  });
});
