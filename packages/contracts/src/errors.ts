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
  'RANGE_NOT_SATISFIABLE',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  /** Overload: the request was not started; retry after the Retry-After header's seconds. */
  'BUSY',
  // Accounts
  'EMAIL_TAKEN',
  'INVALID_CREDENTIALS',
  'GOOGLE_AUTH_FAILED',
  'GOOGLE_NOT_CONFIGURED',
  // Account settings (issue 25)
  /** The current password typed to confirm a change is not the account's. */
  'CURRENT_PASSWORD_INCORRECT',
  /** The account signs in only with Google: there is no password to confirm with. */
  'PASSWORD_NOT_SET',
  'EMAIL_UNCHANGED',
  /** An e-mail change or unsubscribe link that is unknown, used, expired or forged. */
  'LINK_INVALID',
  /** Security and money e-mails cannot be switched off. */
  'EMAIL_KIND_REQUIRED',
  /** Closing refused: money is in the wallet. */
  'ACCOUNT_HAS_BALANCE',
  /** Closing refused: money is on its way (a payment, a reserved investment, a withdrawal, a refund). */
  'ACCOUNT_HAS_MONEY_IN_FLIGHT',
  /** Password sign-in to this account is paused after many failures; a sign-in link still works. */
  'SIGN_IN_THROTTLED',
  /** A sign-in link that is unknown, used or expired. */
  'SIGN_IN_LINK_INVALID',
  /** A session that is not the caller's, or no longer there. */
  'SESSION_NOT_FOUND',
  /** A passkey ceremony whose challenge is unknown, used or expired, or whose signature does not hold. */
  'PASSKEY_INVALID',
  /** A passkey that is not the caller's, or no longer there. */
  'PASSKEY_NOT_FOUND',
  /** The account keeps PASSKEYS_PER_USER_MAX passkeys already. */
  'PASSKEY_LIMIT_REACHED',
  // The second factor (issue 25)
  /** A sensitive action needs the second factor (or the password) given in the last 5 minutes; the body lists `methods`. */
  'STEP_UP_REQUIRED',
  /** An operator past the grace period without a second factor: enrol first. */
  'SECOND_FACTOR_REQUIRED',
  /** A code from the authenticator app or a recovery code that is wrong, used or out of time. */
  'SECOND_FACTOR_INVALID',
  /** A sign-in's second step that is unknown, used or older than 5 minutes: sign in again. */
  'SECOND_FACTOR_CHALLENGE_INVALID',
  /** Too many wrong codes for this account: wait before trying again. */
  'SECOND_FACTOR_THROTTLED',
  /** Setting up a second factor the account already has, or confirming one never started. */
  'SECOND_FACTOR_STATE',
  // Businesses
  'PROJECT_NOT_FOUND',
  // Onboarding and verification
  'INCORRECT_ANSWER',
  'DECLARATION_INVALID',
  'KYC_PROVIDER_UNAVAILABLE',
  'KYC_ALREADY_VERIFIED',
  // Investing
  'AMOUNT_NOT_POSITIVE',
  'AMOUNT_BELOW_MINIMUM',
  'AMOUNT_ABOVE_MAXIMUM',
  'AMOUNT_NOT_IN_STEPS',
  'AMOUNT_ABOVE_REMAINING',
  'AMOUNT_MUST_CLOSE_ROUND',
  'ROUND_FULL',
  'PROJECT_NOT_ACCEPTING',
  /** A raise published with an opening time takes no money before it (the server's clock decides). */
  'PROJECT_NOT_OPEN_YET',
  /** "Notify me when it opens" asked of a raise that is already open. */
  'PROJECT_ALREADY_OPEN',
  'CURRENCY_MISMATCH',
  // The waitlist of a fully reserved round (issue 24)
  /** Joining the waitlist of a round that has room: invest instead. */
  'ROUND_HAS_ROOM',
  'WAITLIST_ALREADY_JOINED',
  'WAITLIST_ENTRY_NOT_FOUND',
  /** Investing (and joining a waitlist) needs the risk quiz passed first. */
  'QUIZ_NOT_PASSED',
  'RISK_ACK_REQUIRED',
  'EXTRA_RISK_ACK_REQUIRED',
  /** The investor has not acknowledged the business's current key investment information sheet. */
  'KIIS_ACK_REQUIRED',
  /** The business has no operator-approved key investment information sheet: it takes no money. */
  'KIIS_NOT_APPROVED',
  'ANNUAL_LIMIT_EXCEEDED',
  'INVALID_RETURN_URL',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_IN_USE',
  'PAYMENT_NOT_FOUND',
  'PAYMENT_NOT_CANCELABLE',
  'PAYMENT_NOT_PAYABLE',
  'PAYMENT_ALREADY_PAID',
  'CANCELLATION_WINDOW_CLOSED',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'WEBHOOK_SIGNATURE_INVALID',
  // Operator console: a business's life cycle
  'STATUS_MOVE_NOT_ALLOWED',
  'INVALID_FUNDING_END',
  'INSUFFICIENT_WALLET_BALANCE',
  'IDENTITY_NOT_VERIFIED',
  'PAYOUT_REFERENCE_TAKEN',
  'PAYOUT_NOT_ALLOWED',
  'NO_INVESTMENTS_TO_PAY',
  'DISBURSEMENT_NOT_ALLOWED',
  'DISBURSEMENT_AMOUNT_CHANGED',
  'DISBURSEMENT_REFERENCE_TAKEN',
  'WITHDRAWALS_UNAVAILABLE',
  // Bank accounts and withdrawals to them
  'BANK_ACCOUNT_NOT_FOUND',
  'BANK_ACCOUNT_REFUSED',
  'BANK_ACCOUNT_EXISTS',
  'TOO_MANY_BANK_ACCOUNTS',
  'HOLDER_NAME_MISMATCH',
  'WITHDRAWAL_NOT_CANCELLABLE',
  /** The provider needs more details from the investor (on its own page) before it can pay them out. */
  'PAYOUTS_NOT_READY',
  /** A lost chargeback put the account under an operator's review: withdrawals wait. */
  'ACCOUNT_UNDER_REVIEW',
  /** An account review already closed. */
  'ACCOUNT_REVIEW_CLOSED',
  // Applications to raise (issue 26)
  /** The application moved on before this action (another operator decided, or it was submitted). */
  'APPLICATION_STATUS_CHANGED',
  /** Approval refused: someone listed on the application has not passed the identity check. */
  'APPLICATION_PEOPLE_UNVERIFIED',
  /** A new application refused: the caller already has this many undecided ones. */
  'APPLICATION_LIMIT_REACHED',
  // The guided tour (/demo)
  'DEMO_OUTSIDE_VISIT',
  'DEMO_UNAVAILABLE',
  // The founder's portal (issue 26)
  /** A business keeps at least one owner: the last cannot leave or become an editor. */
  'LAST_OWNER',
  /** A team invitation that is unknown, used, withdrawn or expired. */
  'INVITATION_INVALID',
  /** A team invitation opened by an account whose address is not the invited one. */
  'INVITATION_ADDRESS_MISMATCH',
  /** A founder's request an operator (or another operator) has already decided. */
  'CHANGE_ALREADY_DECIDED',
  // Revenue reports and computed payouts (issue 26)
  /** The terms of a published raise are frozen. */
  'REVENUE_TERMS_FROZEN',
  /** The raise has not closed: no period to report yet. */
  'REVENUE_NOT_OPEN',
  /** The period has not ended, or an earlier one is not reported. */
  'REVENUE_PERIOD_NOT_REPORTABLE',
  /** A period is reported once. */
  'REVENUE_PERIOD_REPORTED',
  /** The report's payment was already confirmed (or owes nothing). */
  'REVENUE_PAYMENT_CONFIRMED',
  /** A card checkout for the report's payment is open: pay it there (or let it expire) first. */
  'REVENUE_PAYMENT_IN_PROGRESS',
  /** The report's payout cannot be recorded yet (the raise not sent on, nobody holding): pay by transfer later. */
  'REVENUE_PAYMENT_NOT_OPEN',
  /** Another of the business's share links already has this name. */
  'SHARE_LINK_NAME_TAKEN',
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
  RANGE_NOT_SATISFIABLE: 416,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  BUSY: 503,
  EMAIL_TAKEN: 409,
  INVALID_CREDENTIALS: 401,
  GOOGLE_AUTH_FAILED: 401,
  GOOGLE_NOT_CONFIGURED: 404,
  CURRENT_PASSWORD_INCORRECT: 400,
  PASSWORD_NOT_SET: 409,
  EMAIL_UNCHANGED: 400,
  LINK_INVALID: 400,
  EMAIL_KIND_REQUIRED: 409,
  ACCOUNT_HAS_BALANCE: 409,
  ACCOUNT_HAS_MONEY_IN_FLIGHT: 409,
  SIGN_IN_THROTTLED: 429,
  SIGN_IN_LINK_INVALID: 400,
  SESSION_NOT_FOUND: 404,
  PASSKEY_INVALID: 400,
  PASSKEY_NOT_FOUND: 404,
  PASSKEY_LIMIT_REACHED: 409,
  STEP_UP_REQUIRED: 403,
  SECOND_FACTOR_REQUIRED: 403,
  SECOND_FACTOR_INVALID: 400,
  SECOND_FACTOR_CHALLENGE_INVALID: 400,
  SECOND_FACTOR_THROTTLED: 429,
  SECOND_FACTOR_STATE: 409,
  PROJECT_NOT_FOUND: 404,
  INCORRECT_ANSWER: 400,
  DECLARATION_INVALID: 400,
  KYC_PROVIDER_UNAVAILABLE: 503,
  KYC_ALREADY_VERIFIED: 409,
  AMOUNT_NOT_POSITIVE: 400,
  AMOUNT_BELOW_MINIMUM: 400,
  AMOUNT_ABOVE_MAXIMUM: 400,
  AMOUNT_NOT_IN_STEPS: 400,
  AMOUNT_ABOVE_REMAINING: 409,
  AMOUNT_MUST_CLOSE_ROUND: 409,
  ROUND_FULL: 409,
  PROJECT_NOT_ACCEPTING: 409,
  PROJECT_NOT_OPEN_YET: 409,
  PROJECT_ALREADY_OPEN: 409,
  CURRENCY_MISMATCH: 400,
  ROUND_HAS_ROOM: 409,
  WAITLIST_ALREADY_JOINED: 409,
  WAITLIST_ENTRY_NOT_FOUND: 404,
  QUIZ_NOT_PASSED: 403,
  RISK_ACK_REQUIRED: 400,
  EXTRA_RISK_ACK_REQUIRED: 400,
  KIIS_ACK_REQUIRED: 409,
  KIIS_NOT_APPROVED: 409,
  ANNUAL_LIMIT_EXCEEDED: 422,
  INVALID_RETURN_URL: 400,
  IDEMPOTENCY_KEY_REUSED: 409,
  IDEMPOTENCY_KEY_IN_USE: 409,
  PAYMENT_NOT_FOUND: 404,
  PAYMENT_NOT_CANCELABLE: 409,
  PAYMENT_NOT_PAYABLE: 409,
  PAYMENT_ALREADY_PAID: 409,
  CANCELLATION_WINDOW_CLOSED: 409,
  PAYMENT_PROVIDER_UNAVAILABLE: 503,
  WEBHOOK_SIGNATURE_INVALID: 400,
  STATUS_MOVE_NOT_ALLOWED: 409,
  INVALID_FUNDING_END: 400,
  INSUFFICIENT_WALLET_BALANCE: 409,
  IDENTITY_NOT_VERIFIED: 403,
  PAYOUT_REFERENCE_TAKEN: 409,
  PAYOUT_NOT_ALLOWED: 409,
  DISBURSEMENT_NOT_ALLOWED: 409,
  DISBURSEMENT_AMOUNT_CHANGED: 409,
  DISBURSEMENT_REFERENCE_TAKEN: 409,
  NO_INVESTMENTS_TO_PAY: 409,
  APPLICATION_STATUS_CHANGED: 409,
  APPLICATION_PEOPLE_UNVERIFIED: 409,
  APPLICATION_LIMIT_REACHED: 409,
  WITHDRAWALS_UNAVAILABLE: 503,
  BANK_ACCOUNT_NOT_FOUND: 404,
  BANK_ACCOUNT_REFUSED: 400,
  BANK_ACCOUNT_EXISTS: 409,
  TOO_MANY_BANK_ACCOUNTS: 409,
  HOLDER_NAME_MISMATCH: 400,
  WITHDRAWAL_NOT_CANCELLABLE: 409,
  PAYOUTS_NOT_READY: 409,
  ACCOUNT_UNDER_REVIEW: 409,
  ACCOUNT_REVIEW_CLOSED: 409,
  DEMO_OUTSIDE_VISIT: 403,
  DEMO_UNAVAILABLE: 503,
  LAST_OWNER: 409,
  INVITATION_INVALID: 404,
  INVITATION_ADDRESS_MISMATCH: 403,
  CHANGE_ALREADY_DECIDED: 409,
  REVENUE_TERMS_FROZEN: 409,
  REVENUE_NOT_OPEN: 409,
  REVENUE_PERIOD_NOT_REPORTABLE: 409,
  REVENUE_PERIOD_REPORTED: 409,
  REVENUE_PAYMENT_CONFIRMED: 409,
  REVENUE_PAYMENT_IN_PROGRESS: 409,
  REVENUE_PAYMENT_NOT_OPEN: 409,
  SHARE_LINK_NAME_TAKEN: 409,
};

export const INTERNAL_ERROR_DETAIL = 'Internal server error';
