/**
 * Runtime settings the server hands to the web app inside index.html
 * (a non-executable JSON script, so it needs no CSP exception and no round trip).
 */
export interface PublicConfig {
  /** Google OAuth client id; the Google button is hidden when it is null. */
  googleClientId: string | null;
  /** IP-to-country lookup used as the last language guess; null when switched off. */
  ipLookupUrl: string | null;
  /** Outside production the local outbox can be read at /dev/mailbox. */
  devMailbox: boolean;
  /** The guided tour at /demo and its demo accounts are on (issue 16); off, /demo is not found. */
  demo: boolean;
  /** Outside production operators can move the platform's clock forward (the console's test clock). */
  testClock: boolean;
}

export const PUBLIC_CONFIG_ELEMENT_ID = 'app-config';

const nullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';

/** Reads the settings; null if the value is not a complete, well-typed PublicConfig. */
export function parsePublicConfig(value: unknown): PublicConfig | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!nullableString(v.googleClientId) || !nullableString(v.ipLookupUrl)) return null;
  if (typeof v.devMailbox !== 'boolean' || typeof v.demo !== 'boolean') return null;
  return {
    googleClientId: v.googleClientId,
    ipLookupUrl: v.ipLookupUrl,
    devMailbox: v.devMailbox,
    demo: v.demo,
    // Absent from a page rendered before it existed: off.
    testClock: v.testClock === true,
  };
}
