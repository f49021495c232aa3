/** Other English validation messages of the auth schemas, mapped to their translation keys. */
export const AUTH_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  'Please enter your password': 'auth:validation.passwordRequired',
};

/** What a page hands /signin or /forgot-password through the router's location state. */
export interface SignInLocationState {
  email?: string;
  /** Set after a successful password reset: /signin shows a notice. */
  passwordReset?: boolean;
}
