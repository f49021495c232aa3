/**
 * The ways a person proves the second factor (docs/architecture.md, "Second factor"). A new
 * method (passkeys) is one more entry here and one more case in the server's proofs.ts.
 */
export const SECOND_FACTOR_METHODS = ['totp', 'recovery_code'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** How a step-up can be given: a second factor, or the password for an account without one. */
export const STEP_UP_METHODS = [...SECOND_FACTOR_METHODS, 'password'] as const;
export type StepUpMethod = (typeof STEP_UP_METHODS)[number];
