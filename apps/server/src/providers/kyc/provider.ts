import type { Executor } from '../../db/client.js';

/**
 * An identity-verification provider. The platform only ever asks two things of it:
 * open a verification session for a person, and tell the current result of one.
 * Webhooks are treated as triggers to ask again, never as the result itself.
 */
export interface KycSessionInput {
  user: { id: string; email: string; name: string | null };
  details: Record<string, string> | null;
  /** The person's existing access code with this provider, reused on a retry. */
  userAccessCode: string | null;
  /** Where the provider sends the person when they finish. */
  returnUrl: string;
}

export interface KycSessionHandle {
  userAccessCode: string;
  token: string;
  /** Where to send the person to verify (absolute, or a path on our own origin). */
  url: string;
}

export interface KycResult {
  /** The provider's own status word (normalised by the caller with contracts' table). */
  rawStatus: string;
  /** One of KYC_FAILURE_REASONS when the provider said why it failed. */
  reason: string | null;
}

export interface KycProvider {
  readonly name: 'sandbox' | 'authenticate';
  /**
   * `executor` is the transaction that records the session (it holds the user's row
   * lock); a provider keeping its state in our database (the sandbox) writes through it.
   */
  startSession(input: KycSessionInput, executor?: Executor): Promise<KycSessionHandle>;
  fetchResult(userAccessCode: string): Promise<KycResult>;
}

/** The provider could not be reached or answered nonsense. */
export class KycProviderError extends Error {
  override name = 'KycProviderError';
}
