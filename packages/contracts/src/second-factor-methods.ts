/**
 * The ways a person proves the second factor (docs/architecture.md, "Second factor"): the
 * authenticator app's code, a recovery code, or a passkey (for an account that has the app). A new
 * method is one more entry here and one more case in the server's proofs.ts.
 */
export const SECOND_FACTOR_METHODS = ['totp', 'recovery_code', 'passkey'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** How a step-up can be given: a second factor, or the password for an account without one. */
export const STEP_UP_METHODS = [...SECOND_FACTOR_METHODS, 'password'] as const;
export type StepUpMethod = (typeof STEP_UP_METHODS)[number];
