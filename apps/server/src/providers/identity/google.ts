import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';

export interface GoogleConfig {
  clientId: string;
  clientSecret: string | null;
  issuer: string;
  jwksUrl: string;
  tokenUrl: string;
}

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string | null;
}

export class GoogleAuthError extends Error {
  override name = 'GoogleAuthError';
}

export interface GoogleIdentityProvider {
  /** Checks an id token against the issuer's keys: signature, issuer, audience, expiry, verified e-mail. */
  verifyIdToken(idToken: string): Promise<GoogleIdentity>;
  /** Exchanges an authorization code at the token endpoint and verifies the id token it returns. */
  exchangeCode(code: string, redirectUri: string): Promise<GoogleIdentity>;
}

/**
 * Google sign-in. The issuer, JWKS and token URLs are configuration, so tests run
 * against a local fake issuer that signs with a test key.
 */
export function createGoogleIdentityProvider(
  config: GoogleConfig,
  fetchImpl: typeof fetch = fetch,
): GoogleIdentityProvider {
  const keys: JWTVerifyGetKey = createRemoteJWKSet(new URL(config.jwksUrl), { timeoutDuration: 5_000 });
  // Google issues both spellings of its issuer.
  const issuers =
    config.issuer === 'https://accounts.google.com' ? [config.issuer, 'accounts.google.com'] : [config.issuer];

  async function verifyIdToken(idToken: string): Promise<GoogleIdentity> {
    let payload;
    try {
      ({ payload } = await jwtVerify(idToken, keys, { issuer: issuers, audience: config.clientId }));
    } catch (error) {
      if (error instanceof errors.JOSEError) throw new GoogleAuthError(`Google token rejected: ${error.code}`);
      throw error;
    }
    const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : null;
    if (!payload.sub || !email) throw new GoogleAuthError('Google token has no subject or e-mail');
    if (payload.email_verified !== true && payload.email_verified !== 'true') {
      throw new GoogleAuthError('Google e-mail is not verified');
    }
    return { sub: payload.sub, email, name: typeof payload.name === 'string' ? payload.name : null };
  }

  return {
    verifyIdToken,
    async exchangeCode(code, redirectUri) {
      if (!config.clientSecret) throw new GoogleAuthError('Google code sign-in needs GOOGLE_CLIENT_SECRET');
      const response = await fetchImpl(config.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          code,
          client_id: config.clientId,
          client_secret: config.clientSecret,
          redirect_uri: redirectUri,
          grant_type: 'authorization_code',
        }),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await response.json().catch(() => ({}))) as { id_token?: unknown };
      if (!response.ok || typeof body.id_token !== 'string') {
        throw new GoogleAuthError(`Google token endpoint answered ${response.status}`);
      }
      return verifyIdToken(body.id_token);
    },
  };
}
