import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** The sealed form's version: a later key or cipher gets a new prefix and opens the old ones. */
const VERSION = 'v1';
const IV_BYTES = 12;

/**
 * Seals small secrets for storage (the second factor's TOTP keys) with AES-256-GCM from
 * node:crypto: a fresh 96-bit IV each time, and the tag makes a changed or swapped value fail to
 * open. `context` is bound as associated data, so a value sealed for one user does not open as
 * another's.
 */
export interface SecretBox {
  seal(plain: string, context: string): string;
  open(sealed: string, context: string): string;
}

/**
 * The key: SECOND_FACTOR_ENCRYPTION_KEY (32 bytes, base64) when set; otherwise derived (HKDF)
 * from the JWT secret, so the embedded setup needs nothing more.
 */
export function secretBoxKey(configured: string | null, jwtSecret: string): Buffer {
  if (configured) return Buffer.from(configured, 'base64');
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'grove', 'grove:second-factor-secrets', 32));
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new RangeError('The secret box key must be 32 bytes');
  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        VERSION,
        iv.toString('base64url'),
        body.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
      ].join('.');
    },
    open(sealed, context) {
      const [version, iv, body, tag] = sealed.split('.');
      if (version !== VERSION || !iv || body === undefined || !tag) throw new Error('Not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
