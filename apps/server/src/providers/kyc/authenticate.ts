import { KycProviderError, type KycProvider } from './provider.js';

export interface AuthenticateConfig {
  /** e.g. https://api-v3.authenticating.com */
  baseUrl: string;
  apiKey: string;
  /** The Medallion page, e.g. https://verify.authenticating.com/ */
  verifyUrl: string;
  /** Optional Medallion workflow. */
  workflowId: string | null;
}

const REASON_BY_WORD: Array<[RegExp, string]> = [
  [/blur|crop|quality|glare|unreadable/i, 'blurry_or_cropped'],
  [/expir/i, 'expired_document'],
  [/mismatch|match|name|dob|birth/i, 'mismatched_details'],
];

/**
 * Authenticate.com (Medallion). A person gets one userAccessCode, reused on every
 * retry; consent is recorded before verification; /user/jwt gives the token for
 * the Medallion page. Its webhooks are unsigned, so results are always fetched here.
 */
export function createAuthenticateKycProvider(
  config: AuthenticateConfig,
  fetchImpl: typeof fetch = fetch,
): KycProvider {
  async function call<T>(path: string, body: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(new URL(path, config.baseUrl), {
        method: 'POST',
        headers: {
          authorization: `Bearer ${config.apiKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new KycProviderError(`Authenticate.com unreachable: ${(error as Error).message}`);
    }
    const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (!response.ok || !json) throw new KycProviderError(`Authenticate.com ${path} answered ${response.status}`);
    return json as T;
  }

  return {
    name: 'authenticate',
    async startSession({ user, details, userAccessCode, returnUrl }) {
      let code = userAccessCode;
      if (!code) {
        const [firstName = '', ...rest] = (user.name ?? '').trim().split(/\s+/);
        const created = await call<{ userAccessCode?: string; data?: { userAccessCode?: string } }>('/user/create', {
          firstName: details?.firstName ?? firstName,
          middleName: details?.middleName,
          lastName: details?.lastName ?? rest.join(' '),
          dob: details?.dateOfBirth,
          email: details?.email ?? user.email,
        });
        code = created.userAccessCode ?? created.data?.userAccessCode ?? null;
        if (!code) throw new KycProviderError('Authenticate.com did not return a userAccessCode');
        const fullName = [details?.firstName, details?.lastName].filter(Boolean).join(' ') || user.name || user.email;
        await call('/user/consent', {
          userAccessCode: code,
          isBackgroundDisclosureAccepted: 1,
          GLBPurposeAndDPPAPurpose: 1,
          FCRAPurpose: 1,
          fullName,
        });
      }
      const jwt = await call<{ token?: string; jwt?: string }>('/user/jwt', {
        userAccessCode: code,
        redirectURL: returnUrl,
        ...(config.workflowId ? { preferredWorkflowID: config.workflowId } : {}),
      });
      const token = jwt.token ?? jwt.jwt;
      if (!token) throw new KycProviderError('Authenticate.com did not return a token');
      const url = new URL(config.verifyUrl);
      url.searchParams.set('token', token);
      return { userAccessCode: code, token, url: url.toString() };
    },

    async fetchResult(userAccessCode) {
      const result = await call<Record<string, unknown>>('/user/getTestResult', { userAccessCode });
      const data = (result.data as Record<string, unknown> | undefined) ?? result;
      const medallion = data.medallion as Record<string, unknown> | undefined;
      const rawStatus = [data.status, data.verificationStatus, medallion?.status].find(
        (value): value is string => typeof value === 'string' && value.length > 0,
      );
      if (!rawStatus) throw new KycProviderError('Authenticate.com result has no status');
      const why = [data.reason, data.failureReason, medallion?.reason].find((value) => typeof value === 'string') as
        string | undefined;
      const reason = why ? (REASON_BY_WORD.find(([pattern]) => pattern.test(why))?.[1] ?? null) : null;
      return { rawStatus, reason };
    },
  };
}
