import { browserSupportsWebAuthn, WebAuthnError } from '@simplewebauthn/browser';

/** Whether this browser can make and use passkeys at all (the buttons are hidden otherwise). */
export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

/**
 * What went wrong in the browser's part of a passkey ceremony, for the screen to say:
 * `cancelled` when the person closed the prompt or it timed out (nothing to report),
 * `registered` when this authenticator holds a passkey for the account already.
 */
export type PasskeyFailure = 'cancelled' | 'registered' | 'failed';

export function passkeyFailureOf(error: unknown): PasskeyFailure | null {
  if (!(error instanceof Error) || error.name === 'ApiError') return null;
  if (error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
    return 'registered';
  }
  const cause = error instanceof WebAuthnError ? error.cause : null;
  const names = [error.name, cause instanceof Error ? cause.name : null];
  if (
    names.includes('NotAllowedError') ||
    names.includes('AbortError') ||
    (error instanceof WebAuthnError && error.code === 'ERROR_CEREMONY_ABORTED')
  ) {
    return 'cancelled';
  }
  return 'failed';
}
