import { describe, expect, it } from 'vitest';
import { askQuestionRequestSchema, projectIdParamsSchema } from './projects.js';
import { registerRequestSchema, resetPasswordRequestSchema, updateProfileRequestSchema } from './auth.js';
import { kycPersonalDetailsSchema } from './kyc-api.js';
import { hasForbiddenCharacters, text } from './text.js';
import { VALIDATION_MESSAGES, validationCodeOf } from './validation.js';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('text()', () => {
  it('refuses NUL, other C0 controls, DEL and lone surrogates', () => {
    for (const bad of [
      'a\u0000b',
      '\u0001',
      'x\u001b[31m',
      'del\u007f',
      '\uD800',
      'tail\uDBFF',
      '\uDC00lead',
      'a\tb',
      'a\nb',
    ]) {
      expect(hasForbiddenCharacters(bad), JSON.stringify(bad)).toBe(true);
      expect(messagesOf(text().safeParse(bad))).toEqual([VALIDATION_MESSAGES.INVALID_CHARACTERS]);
    }
  });

  it('accepts any other Unicode, paired surrogates (emoji) included', () => {
    for (const good of ['Nguyễn Văn An', 'Алексей', '😀 emoji', 'ÿ\u00a0nbsp', '中文', '']) {
      expect(text().safeParse(good).success, good).toBe(true);
    }
  });

  it('multi-line text keeps tab, line feed and carriage return but not NUL', () => {
    expect(text({ multiline: true }).safeParse('line one\r\n\tline two').success).toBe(true);
    expect(text({ multiline: true }).safeParse('line\u0000').success).toBe(false);
    expect(text({ multiline: true }).safeParse('\uD83D alone').success).toBe(false);
  });

  it('has a stable code the error handler and the web app use', () => {
    expect(validationCodeOf('Text contains characters that are not allowed')).toBe('INVALID_CHARACTERS');
  });
});

describe('request schemas use the text rule', () => {
  it('sign-up name, profile name and location, question text, project ids, KYC names', () => {
    const base = { email: 'a@example.com', password: 'correct horse', confirmPassword: 'correct horse' };
    expect(messagesOf(registerRequestSchema.safeParse({ ...base, name: 'Ann\u0000' }))).toEqual([
      VALIDATION_MESSAGES.INVALID_CHARACTERS,
    ]);
    expect(updateProfileRequestSchema.safeParse({ name: 'x\uD800' }).success).toBe(false);
    expect(updateProfileRequestSchema.safeParse({ location: 'Hà Nội\u0000' }).success).toBe(false);
    expect(askQuestionRequestSchema.safeParse({ question: 'What is the\u0000 plan for next year?' }).success).toBe(
      false,
    );
    expect(askQuestionRequestSchema.parse({ question: 'First line\nsecond line?' }).question).toBe(
      'First line\nsecond line?',
    );
    expect(projectIdParamsSchema.safeParse({ id: 'abc\u0000' }).success).toBe(false);
    expect(projectIdParamsSchema.safeParse({ id: 'green-roofs-hanoi' }).success).toBe(true);
    expect(
      kycPersonalDetailsSchema.safeParse({
        firstName: 'An\u0000',
        lastName: 'Nguyen',
        dateOfBirth: '1990-01-01',
        email: 'an@example.com',
      }).success,
    ).toBe(false);
  });

  it('keeps the spec texts where they already applied (e-mail, recovery code)', () => {
    expect(
      messagesOf(
        resetPasswordRequestSchema.safeParse({
          email: 'a\u0000@example.com',
          code: '12\u00003456',
          password: 'correct horse',
          confirmPassword: 'correct horse',
        }),
      ),
    ).toEqual(expect.arrayContaining([VALIDATION_MESSAGES.INVALID_EMAIL, VALIDATION_MESSAGES.INVALID_RECOVERY_CODE]));
  });
});
