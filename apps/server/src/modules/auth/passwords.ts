import { hash, verify, type Options } from '@node-rs/argon2';

/** OWASP ASVS: argon2id with 19 MiB of memory, 2 iterations, 1 lane. */
export const ARGON2_OPTIONS: Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same time as a real check when there is no account (or no password),
 * so response time does not reveal whether an e-mail is registered.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('grove-timing-equaliser');
  await verifyPassword(await dummyHash, password);
  return false;
}

/** What the auth service needs of password hashing, so tests can watch which paths hash. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  verifyAgainstNothing(password: string): Promise<false>;
}

export const argon2Passwords: PasswordHasher = {
  hash: hashPassword,
  verify: verifyPassword,
  verifyAgainstNothing,
};
