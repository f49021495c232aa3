import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'grove';
const AUDIENCE = 'grove-web';
/** User ids are UUIDs; a subject of any other shape would make the users lookup fail in the database. */
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TokenClaims {
  userId: string;
  tokenVersion: number;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** The claims of a valid token, or null when it is forged, expired or malformed. */
  verify(token: string): Promise<TokenClaims | null>;
}

/**
 * HS256 JWTs with an expiry and the user's token version (PRODUCT.md decision 3).
 * The HMAC key is imported once, and a token that verified is remembered until it
 * expires (at most `verifiedCacheSize` of them), so a signed-in user's requests do
 * not pay for the signature check again. Revocation does not depend on this cache:
 * the token version is compared with the user's on every request.
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
    async sign({ userId, tokenVersion }) {
      return new SignJWT({ ver: tokenVersion })
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
        if (known.expiresAt > Date.now()) return { userId: known.userId, tokenVersion: known.tokenVersion };
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
          !USER_ID.test(payload.sub) ||
          typeof payload.ver !== 'number' ||
          typeof payload.exp !== 'number'
        ) {
          return null;
        }
        const claims = { userId: payload.sub, tokenVersion: payload.ver };
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
