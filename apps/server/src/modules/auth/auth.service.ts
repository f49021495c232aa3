import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  RECOVERY_CODE_LENGTH,
  RECOVERY_CODE_MAX_TRIES,
  RECOVERY_CODE_TTL_MINUTES,
  VALIDATION_MESSAGES,
  type AuthResponse,
  type Language,
} from '@grove/contracts';
import type { Db } from '../../db/client.js';
import { enqueueJob } from '../../jobs/queue.js';
import { AppError } from '../../lib/errors.js';
import { GoogleAuthError, type GoogleIdentity, type GoogleIdentityProvider } from '../../providers/identity/google.js';
import { queueMail } from '../mail/mail.service.js';
import { toUserDto } from '../users/users.mapper.js';
import {
  bumpTokenVersion,
  findUserByEmail,
  findUserByGoogleSub,
  insertUser,
  updateUser,
  type UserRow,
} from '../users/users.repository.js';
import {
  clearThrottle,
  clearThrottlesStartingWith,
  countResetAttempt,
  hitThrottle,
  latestOpenResetCode,
  readThrottle,
  replaceResetCode,
  useResetCode,
} from './auth.repository.js';
import type { PasswordHasher } from './passwords.js';
import type { TokenService } from './tokens.js';

const FIFTEEN_MINUTES = 15 * 60_000;
const ONE_HOUR = 60 * 60_000;
/** Recovery requests per e-mail address per 15 minutes, whether or not it has an account. */
const RECOVERY_REQUESTS_PER_WINDOW = 5;
/** Stands in for the user id when there is no account, so both paths do the same work. */
const NO_USER_ID = '00000000-0000-0000-0000-000000000000';

/** The job that makes a recovery code and e-mails it, so the request does the same work for any address. */
export const RECOVERY_CODE_JOB = 'auth.recovery-code';

/** The sign-in and sign-up limits (docs/architecture.md, Authentication). */
export interface AuthLimits {
  /** Failed sign-ins per account and client address within 15 minutes; then that pair waits. */
  loginFailuresPerAddress: number;
  /** Failed sign-ins per account within an hour, from all addresses; then the account's sign-in waits. */
  loginFailuresPerAccountPerHour: number;
  /** Sign-ups refused for a taken address per client address within an hour; then its sign-ups wait. */
  signUpsTakenPerAddressPerHour: number;
}

export interface AuthServiceDeps {
  db: Db;
  tokens: TokenService;
  google: GoogleIdentityProvider | null;
  passwords: PasswordHasher;
  /** Secret for the keyed hash of recovery codes (derived from the JWT secret). */
  codeSecret: string;
  limits: AuthLimits;
}

export interface RegisterInput {
  email: string;
  password: string;
  name?: string | undefined;
  language?: Language | undefined;
}

export type AuthService = ReturnType<typeof createAuthService>;

const minutesUntil = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export function createAuthService(deps: AuthServiceDeps) {
  const { db, tokens, passwords, limits } = deps;
  // The owner hears of an attack once per hourly window, when the failures from all addresses
  // pass what a single address may try.
  const alertAfter = Math.min(limits.loginFailuresPerAddress * 2, limits.loginFailuresPerAccountPerHour);
  const codeKey = createHmac('sha256', deps.codeSecret).update('grove:recovery-codes').digest();
  const hashCode = (userId: string, code: string) =>
    createHmac('sha256', codeKey).update(`${userId}:${code}`).digest('hex');

  async function issue(user: UserRow): Promise<AuthResponse> {
    const token = await tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion });
    return { token, user: toUserDto(user) };
  }

  function requireGoogle(): GoogleIdentityProvider {
    if (!deps.google) throw new AppError('GOOGLE_NOT_CONFIGURED', 'Google sign-in is not available');
    return deps.google;
  }

  async function signInWithGoogle(identity: GoogleIdentity): Promise<AuthResponse> {
    const user = await db.transaction(async (tx) => {
      const bySub = await findUserByGoogleSub(tx, identity.sub);
      if (bySub) return bySub;
      const byEmail = await findUserByEmail(tx, identity.email);
      if (byEmail) {
        // Google vouches for this address: link it to the existing account.
        return (await updateUser(tx, byEmail.id, { googleSub: identity.sub, emailVerified: true }))!;
      }
      const created = await insertUser(tx, {
        email: identity.email,
        name: identity.name,
        googleSub: identity.sub,
        emailVerified: true,
      });
      if (!created) throw new AppError('EMAIL_TAKEN', 'An account with this email already exists');
      await queueMail(tx, { to: created.email, language: 'en', template: 'welcome', params: { name: created.name } });
      return created;
    });
    return issue(user);
  }

  async function withGoogleErrors<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof GoogleAuthError) {
        throw new AppError('GOOGLE_AUTH_FAILED', 'Google sign-in failed. Please try again.', { cause: error });
      }
      throw error;
    }
  }

  return {
    /**
     * Creates an account. A taken address answers 409 (the spec's form says so), which tells
     * the caller the address has an account: each such answer counts against the client's
     * address, and past the hourly limit its sign-ups wait.
     */
    async register(input: RegisterInput, clientAddress: string): Promise<AuthResponse> {
      const takenKey = `signup-taken:${clientAddress}`;
      const taken = await readThrottle(db, takenKey, ONE_HOUR);
      if (taken.count >= limits.signUpsTakenPerAddressPerHour) {
        throw new AppError(
          'RATE_LIMITED',
          `Too many sign-up attempts from your network. Please try again in ${plural(minutesUntil(taken.retryAfterMs), 'minute')}.`,
        );
      }
      const passwordHash = await passwords.hash(input.password);
      const user = await db.transaction(async (tx) => {
        const created = await insertUser(tx, {
          email: input.email,
          passwordHash,
          name: input.name?.trim() || null,
          language: input.language ?? 'en',
        });
        if (!created) return null;
        await queueMail(tx, {
          to: created.email,
          language: input.language ?? 'en',
          template: 'welcome',
          params: { name: created.name },
        });
        return created;
      });
      if (!user) {
        await hitThrottle(db, takenKey, ONE_HOUR);
        throw new AppError('EMAIL_TAKEN', 'An account with this email already exists');
      }
      return issue(user);
    },

    /**
     * Signs in with a password (OWASP ASVS 2.2.1): failures are counted per account and
     * client address (that pair waits 15 minutes after a few) and per account from all
     * addresses (past the hourly limit every sign-in to it waits), so an attacker can
     * neither guess quickly nor lock the owner out from their own address. The owner is
     * e-mailed once per window when the failures pile up.
     */
    async login(email: string, password: string, clientAddress: string): Promise<AuthResponse> {
      const accountKey = `login:${email}`;
      const pairKey = `${accountKey}|${clientAddress}`;
      const pair = await readThrottle(db, pairKey, FIFTEEN_MINUTES);
      if (pair.count >= limits.loginFailuresPerAddress) {
        throw new AppError(
          'RATE_LIMITED',
          `Too many failed sign-in attempts. Please try again in ${plural(minutesUntil(pair.retryAfterMs), 'minute')}.`,
        );
      }
      const account = await readThrottle(db, accountKey, ONE_HOUR);
      if (account.count >= limits.loginFailuresPerAccountPerHour) {
        throw new AppError(
          'RATE_LIMITED',
          `Too many failed sign-in attempts on this account. Please try again in ${plural(minutesUntil(account.retryAfterMs), 'minute')}.`,
        );
      }
      const user = await findUserByEmail(db, email);
      const ok = user?.passwordHash
        ? await passwords.verify(user.passwordHash, password)
        : await passwords.verifyAgainstNothing(password);
      if (!user || !ok) {
        await db.transaction(async (tx) => {
          await hitThrottle(tx, pairKey, FIFTEEN_MINUTES);
          const failures = await hitThrottle(tx, accountKey, ONE_HOUR);
          if (user && failures === alertAfter) {
            await queueMail(tx, {
              to: user.email,
              language: user.language as Language,
              template: 'signInAttempts',
              params: { failures, minutes: ONE_HOUR / 60_000 },
            });
          }
        });
        throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password');
      }
      await clearThrottle(db, pairKey);
      return issue(user);
    },

    loginWithGoogleIdToken(idToken: string): Promise<AuthResponse> {
      return withGoogleErrors(async () => signInWithGoogle(await requireGoogle().verifyIdToken(idToken)));
    },

    loginWithGoogleCode(code: string, redirectUri: string): Promise<AuthResponse> {
      return withGoogleErrors(async () => signInWithGoogle(await requireGoogle().exchangeCode(code, redirectUri)));
    },

    async logout(userId: string): Promise<void> {
      await bumpTokenVersion(db, userId);
    },

    /**
     * Always answers the same way and does the same work (a counter and a queued job),
     * whether or not the address has an account: the job decides, so the answer's timing
     * does not tell.
     */
    async requestRecovery(email: string): Promise<void> {
      const requests = await hitThrottle(db, `recovery:${email}`, FIFTEEN_MINUTES);
      if (requests > RECOVERY_REQUESTS_PER_WINDOW) {
        throw new AppError('RATE_LIMITED', 'Too many recovery requests. Please try again in 15 minutes.');
      }
      await enqueueJob(db, RECOVERY_CODE_JOB, { email });
    },

    /** The recovery job: a fresh code (the only one that works) e-mailed to an existing account. */
    async sendRecoveryCode(email: string): Promise<void> {
      const user = await findUserByEmail(db, email);
      if (!user) return;
      const code = randomInt(0, 10 ** RECOVERY_CODE_LENGTH)
        .toString()
        .padStart(RECOVERY_CODE_LENGTH, '0');
      await db.transaction(async (tx) => {
        await replaceResetCode(tx, {
          userId: user.id,
          codeHash: hashCode(user.id, code),
          expiresAt: new Date(Date.now() + RECOVERY_CODE_TTL_MINUTES * 60_000),
        });
        await queueMail(tx, {
          to: user.email,
          language: user.language as Language,
          template: 'passwordRecovery',
          params: { code, minutes: RECOVERY_CODE_TTL_MINUTES },
        });
      });
    },

    /**
     * Sets a new password with a valid code and ends every session. A wrong code
     * counts as a try (committed even though the request fails); after five tries,
     * or 15 minutes, the code is dead.
     */
    async resetPassword(email: string, code: string, password: string): Promise<void> {
      const invalid = () => new AppError('INVALID_RECOVERY_CODE', VALIDATION_MESSAGES.INVALID_RECOVERY_CODE);
      const user = await findUserByEmail(db, email);
      // An unknown address hashes and looks for a code too, so it answers no faster than a known one.
      const passwordHash = await passwords.hash(password);
      const userId = user?.id ?? NO_USER_ID;
      const outcome = await db.transaction(async (tx) => {
        const row = await latestOpenResetCode(tx, userId);
        const given = Buffer.from(hashCode(userId, code), 'hex');
        if (!user || !row || row.expiresAt.getTime() < Date.now() || row.attempts >= RECOVERY_CODE_MAX_TRIES) {
          return 'invalid';
        }
        const expected = Buffer.from(row.codeHash, 'hex');
        if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
          await countResetAttempt(tx, row.id);
          return 'invalid';
        }
        await useResetCode(tx, row.id);
        await bumpTokenVersion(tx, user.id, { passwordHash });
        await queueMail(tx, {
          to: user.email,
          language: user.language as Language,
          template: 'passwordChanged',
          params: {},
        });
        return 'reset';
      });
      if (outcome !== 'reset') throw invalid();
      // A reset proves ownership: the account's sign-in counters start again.
      await clearThrottle(db, `login:${email}`);
      await clearThrottlesStartingWith(db, `login:${email}|`);
    },
  };
}
