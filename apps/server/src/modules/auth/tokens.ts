import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'grove';
const AUDIENCE = 'grove-web';
/** User and session ids are UUIDs; an id of any other shape would make its lookup fail in the database. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TokenClaims {
  userId: string;
  /** The sign-in this token belongs to (docs/architecture.md, "Sessions"). */
  sessionId: string;
  tokenVersion: number;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** The claims of a valid token, or null when it is forged, expired or malformed. */
  verify(token: string): Promise<TokenClaims | null>;
}

/**
 * HS256 JWTs with an expiry, the session id and the user's token version (PRODUCT.md decision 3).
 * The HMAC key is imported once, and a token that verified is remembered until it
 * expires (at most `verifiedCacheSize` of them), so a signed-in user's requests do
 * not pay for the signature check again. Revocation does not depend on this cache:
 * the session and the token version are checked on every request (authenticate.ts).
 */
export function createTokenService(secret: string, ttlSeconds: number, verifiedCacheSize = 10_000): TokenService {
  const key = webcrypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const verified = new Map<string, TokenClaims & { expiresAt: number }>();

  return {
    async sign({ userId, sessionId, tokenVersion }) {
      return new SignJWT({ ver: tokenVersion, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Date.now()) {
          return { userId: known.userId, sessionId: known.sessionId, tokenVersion: known.tokenVersion };
        }
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        if (
          typeof payload.sub !== 'string' ||
          !UUID.test(payload.sub) ||
          typeof payload.sid !== 'string' ||
          !UUID.test(payload.sid) ||
          typeof payload.ver !== 'number' ||
          typeof payload.exp !== 'number'
        ) {
          return null;
        }
        const claims = { userId: payload.sub, sessionId: payload.sid, tokenVersion: payload.ver };
        if (verified.size >= verifiedCacheSize) verified.delete(verified.keys().next().value!);
        verified.set(token, { ...claims, expiresAt: payload.exp * 1000 });
        return claims;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
