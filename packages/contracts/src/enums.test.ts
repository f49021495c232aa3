import { describe, expect, it } from 'vitest';
import {
  BUSINESS_STATUSES,
  acceptsInvestments,
  displayStatus,
  exploreTabsOf,
  normalizeBusinessStatus,
  raiseOutcomeOf,
} from './business-status.js';
import { errorEnvelopeSchema } from './error-envelope.js';
import { ERROR_CODES, ERROR_STATUS } from './errors.js';
import { KYC_STATUS_TABLE, normalizeKycStatus, verificationBadgeOf } from './kyc.js';
import { languageForCountry, normalizeLanguage, RUSSIAN_GROUP_COUNTRIES } from './languages.js';
import { INVESTOR_TYPES, ONBOARDING_STATUSES } from './onboarding.js';

describe('languages', () => {
  it('accepts en, vi and ru and falls back to en', () => {
    expect(normalizeLanguage('vi')).toBe('vi');
    expect(normalizeLanguage('ru-RU')).toBe('ru');
    expect(normalizeLanguage('EN_gb')).toBe('en');
    expect(normalizeLanguage('de')).toBe('en');
    expect(normalizeLanguage('')).toBe('en');
    expect(normalizeLanguage(undefined)).toBe('en');
    expect(normalizeLanguage(42)).toBe('en');
  });

  it('maps countries to languages as spec section 9 says', () => {
    for (const country of ['RU', 'BY', 'KZ', 'KG', 'MD', 'UA', 'AM', 'AZ', 'GE', 'TJ', 'TM', 'UZ']) {
      expect(languageForCountry(country)).toBe('ru');
    }
    expect(RUSSIAN_GROUP_COUNTRIES).toHaveLength(12);
    expect(languageForCountry('vn')).toBe('vi');
    expect(languageForCountry('VN\n')).toBe('vi');
    expect(languageForCountry('US')).toBe('en');
    expect(languageForCountry('DE')).toBe('en');
  });
});

describe('business statuses', () => {
  it('has the eight life-cycle values of the spec', () => {
    expect(BUSINESS_STATUSES).toEqual([
      'fundraising',
      'funded',
      'active',
      'payout',
      'extended',
      'paused',
      'refund_completed',
      'refund_initiated',
    ]);
  });

  it('reads both spellings of the refund statuses', () => {
    expect(normalizeBusinessStatus('refund_completed')).toBe('refund_completed');
    expect(normalizeBusinessStatus('refund-completed')).toBe('refund_completed');
    expect(normalizeBusinessStatus('refund_initiated')).toBe('refund_initiated');
    expect(normalizeBusinessStatus('refund-initiated')).toBe('refund_initiated');
    expect(normalizeBusinessStatus('in-progress')).toBe('in_progress');
    expect(normalizeBusinessStatus(' Payout ')).toBe('payout');
  });

  it('treats anything else as unknown, which displays as fundraising', () => {
    expect(normalizeBusinessStatus('closed')).toBe('unknown');
    expect(normalizeBusinessStatus(null)).toBe('unknown');
    expect(displayStatus('unknown')).toBe('fundraising');
    expect(displayStatus('payout')).toBe('payout');
  });

  it('maps statuses to the explore tabs; Closed holds every raise that ended, paused ones are in none', () => {
    expect(exploreTabsOf('fundraising')).toEqual(['available']);
    expect(exploreTabsOf('unknown')).toEqual(['available']);
    expect(exploreTabsOf('extended')).toEqual(['available']);
    expect(exploreTabsOf('funded')).toEqual(['in_progress', 'closed']);
    expect(exploreTabsOf('active')).toEqual(['in_progress', 'closed']);
    expect(exploreTabsOf('in_progress')).toEqual(['in_progress', 'closed']);
    expect(exploreTabsOf('payout')).toEqual(['paying_out', 'closed']);
    expect(exploreTabsOf('refund_completed')).toEqual(['closed']);
    expect(exploreTabsOf('refund_initiated')).toEqual(['closed']);
    expect(exploreTabsOf('paused')).toEqual([]);
  });

  it('tells how a closed raise ended', () => {
    expect(raiseOutcomeOf('funded')).toBe('funded');
    expect(raiseOutcomeOf('payout')).toBe('funded');
    expect(raiseOutcomeOf('in_progress')).toBe('funded');
    expect(raiseOutcomeOf('refund_initiated')).toBe('refunded');
    expect(raiseOutcomeOf('refund_completed')).toBe('refunded');
    expect(raiseOutcomeOf('fundraising')).toBeNull();
    expect(raiseOutcomeOf('paused')).toBeNull();
    expect(raiseOutcomeOf('unknown')).toBeNull();
  });

  it('takes new money only while raising', () => {
    expect(acceptsInvestments('fundraising')).toBe(true);
    expect(acceptsInvestments('extended')).toBe(true);
    expect(acceptsInvestments('funded')).toBe(false);
    expect(acceptsInvestments('paused')).toBe(false);
  });
});

describe('KYC statuses', () => {
  it.each([
    ['passed', 'passed'],
    ['approved', 'passed'],
    ['verified', 'passed'],
    ['success', 'passed'],
    ['completed', 'passed'],
    ['failed', 'failed'],
    ['declined', 'failed'],
    ['rejected', 'failed'],
    ['not_passed', 'failed'],
    ['not_approved', 'failed'],
    ['not_verified', 'failed'],
    ['canceled', 'failed'],
    ['expired', 'failed'],
    ['not_started', 'not_started'],
    ['in_progress', 'in_progress'],
    ['pending', 'in_progress'],
    ['manual_review', 'in_progress'],
    ['retry_required', 'in_progress'],
    ['APPROVED', 'passed'],
    ['something_else', 'unknown'],
    ['', 'unknown'],
  ])('%s normalises to %s', (raw, expected) => {
    expect(normalizeKycStatus(raw)).toBe(expected);
  });

  it('covers every row of the spec table', () => {
    expect(Object.keys(KYC_STATUS_TABLE)).toHaveLength(18);
    expect(normalizeKycStatus(undefined)).toBe('unknown');
  });

  it('derives the profile badge', () => {
    expect(verificationBadgeOf('passed')).toBe('verified');
    expect(verificationBadgeOf('in_progress')).toBe('pending');
    expect(verificationBadgeOf('failed')).toBe('not_verified');
    expect(verificationBadgeOf('not_started')).toBe('not_verified');
    expect(verificationBadgeOf('unknown')).toBe('not_verified');
  });
});

describe('onboarding', () => {
  it('has the spec values', () => {
    expect(ONBOARDING_STATUSES).toEqual(['not_passed', 'passed']);
    expect(INVESTOR_TYPES).toEqual(['non_sophisticated_investor', 'sophisticated_investor']);
  });
});

describe('error envelope', () => {
  it('maps every code to an HTTP status', () => {
    for (const code of ERROR_CODES) expect(ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
  });

  it('accepts the envelope shape and rejects others', () => {
    expect(errorEnvelopeSchema.safeParse({ detail: 'x', code: 'NOT_FOUND', requestId: 'r' }).success).toBe(true);
    expect(errorEnvelopeSchema.safeParse({ message: 'x' }).success).toBe(false);
  });
});

describe('validation texts', () => {
  it('keeps the spec texts word for word and maps them back to codes', async () => {
    const { VALIDATION_MESSAGES, validationCodeOf } = await import('./validation.js');
    expect(VALIDATION_MESSAGES.PASSWORD_MISMATCH).toBe('The passwords do not match');
    expect(VALIDATION_MESSAGES.PASSWORD_TOO_SHORT).toBe('Password must be at least 8 characters');
    expect(VALIDATION_MESSAGES.INVALID_EMAIL).toBe('Please enter a valid email address');
    expect(VALIDATION_MESSAGES.INVALID_RECOVERY_CODE).toBe('Invalid recovery code');
    expect(VALIDATION_MESSAGES.INVALID_EMAIL_FORMAT).toBe('Invalid email format');
    expect(VALIDATION_MESSAGES.EMPTY_FORM).toBe('Please fill in at least one field');
    expect(validationCodeOf('Please enter a valid email address')).toBe('INVALID_EMAIL');
    expect(validationCodeOf('Something else')).toBeNull();
    expect(ERROR_STATUS.INVALID_EMAIL).toBe(400);
  });
});

describe('public config', () => {
  it('accepts a complete config and rejects anything else', async () => {
    const { parsePublicConfig } = await import('./public-config.js');
    const good = {
      googleClientId: null,
      ipLookupUrl: 'https://ipapi.co/country_code/',
      devMailbox: false,
      demo: true,
      testClock: true,
    };
    expect(parsePublicConfig(good)).toEqual(good);
    // A page rendered before the test clock existed: off.
    expect(parsePublicConfig({ ...good, testClock: undefined })).toEqual({ ...good, testClock: false });
    expect(parsePublicConfig({ ...good, devMailbox: 'yes' })).toBeNull();
    expect(parsePublicConfig({ ...good, demo: undefined })).toBeNull();
    expect(parsePublicConfig({ ...good, googleClientId: 5 })).toBeNull();
    expect(parsePublicConfig(null)).toBeNull();
    expect(parsePublicConfig('__APP_CONFIG__')).toBeNull();
  });
});
