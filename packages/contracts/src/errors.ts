import { VALIDATION_MESSAGES, type ValidationCode } from './validation.js';

/**
 * Stable error codes. The client maps a code to translated text and falls back
 * to the English `detail`. Codes never change meaning once shipped.
 */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  // Accounts
  'EMAIL_TAKEN',
  'INVALID_CREDENTIALS',
  'GOOGLE_AUTH_FAILED',
  'GOOGLE_NOT_CONFIGURED',
  // Businesses
  'PROJECT_NOT_FOUND',
  // Onboarding and verification
  'INCORRECT_ANSWER',
  'DECLARATION_INVALID',
  'KYC_PROVIDER_UNAVAILABLE',
  'KYC_ALREADY_VERIFIED',
] as const;
export type GeneralErrorCode = (typeof ERROR_CODES)[number];
export type ErrorCode = GeneralErrorCode | ValidationCode;

export const ERROR_STATUS: Readonly<Record<ErrorCode, number>> = {
  ...(Object.fromEntries(Object.keys(VALIDATION_MESSAGES).map((code) => [code, 400])) as Record<ValidationCode, 400>),
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  EMAIL_TAKEN: 409,
  INVALID_CREDENTIALS: 401,
  GOOGLE_AUTH_FAILED: 401,
  GOOGLE_NOT_CONFIGURED: 404,
  PROJECT_NOT_FOUND: 404,
  INCORRECT_ANSWER: 400,
  DECLARATION_INVALID: 400,
  KYC_PROVIDER_UNAVAILABLE: 503,
  KYC_ALREADY_VERIFIED: 409,
};

export const INTERNAL_ERROR_DETAIL = 'Internal server error';
