import { describe, expect, it } from 'vitest';
import { updateProfileRequestSchema } from './auth.js';
import { dateOfBirthProblem, MIN_INVESTOR_AGE_YEARS } from './date-of-birth.js';
import { kycPersonalDetailsSchema } from './kyc-api.js';

const today = new Date(Date.UTC(2026, 5, 15));

describe('the date-of-birth rule', () => {
  it('takes real dates of adults', () => {
    expect(dateOfBirthProblem('1990-01-15', today)).toBeNull();
    expect(dateOfBirthProblem('2008-06-15', today)).toBeNull(); // 18 today
    expect(dateOfBirthProblem('2004-02-29', today)).toBeNull();
  });

  it('refuses dates that do not exist, lie ahead or before 1900', () => {
    for (const value of [
      '9999-99-99',
      '1985-13-99',
      '1985-02-30',
      '2023-02-29',
      '2027-01-01',
      '1899-12-31',
      '1990-1-1',
    ]) {
      expect(dateOfBirthProblem(value, today)).toBe('invalid');
    }
  });

  it(`refuses anyone under ${MIN_INVESTOR_AGE_YEARS}`, () => {
    expect(dateOfBirthProblem('2008-06-16', today)).toBe('tooYoung'); // 18 tomorrow
    expect(dateOfBirthProblem('2025-06-15', today)).toBe('tooYoung');
  });
});

describe('both forms use it', () => {
  const oneYearOld = (() => {
    const date = new Date();
    return `${date.getUTCFullYear() - 1}-01-01`;
  })();
  const details = { firstName: 'An', lastName: 'Le', email: 'an@example.com' };
  const kycMessage = (dateOfBirth: string) =>
    kycPersonalDetailsSchema.safeParse({ ...details, dateOfBirth }).error?.issues[0]?.message;
  const profileMessage = (date_of_birth: string) =>
    updateProfileRequestSchema.safeParse({ date_of_birth }).error?.issues[0]?.message;

  it('verification details', () => {
    expect(kycMessage('1990-01-15')).toBeUndefined();
    expect(kycMessage('9999-99-99')).toBe('Please enter a valid date of birth');
    expect(kycMessage('1985-13-99')).toBe('Please enter a valid date of birth');
    expect(kycMessage(oneYearOld)).toBe('You must be at least 18 years old');
    expect(kycMessage('15/01/1990')).toBe('Date must be in YYYY-MM-DD format');
  });

  it('the profile', () => {
    expect(profileMessage('1990-01-15')).toBeUndefined();
    expect(profileMessage('1985-13-99')).toBe('Please enter a valid date of birth');
    expect(profileMessage(oneYearOld)).toBe('You must be at least 18 years old');
    expect(profileMessage('15/01/1990')).toBe('Please use the format YYYY-MM-DD');
  });
});
