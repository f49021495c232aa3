import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  EMAILED_LINK_PATHS,
  RECOVERY_CODE_LENGTH,
  RECOVERY_CODE_MAX_TRIES,
  RECOVERY_CODE_TTL_MINUTES,
  SIGN_IN_LINK_TTL_MINUTES,
  VALIDATION_MESSAGES,
  type AuthResponse,
  type Language,
  type SessionMethod,
  type SignInResponse,
} from '@grove/contracts';
import type { Db } from '../../db/client.js';
import { enqueueJob } from '../../jobs/queue.js';
import { AppError } from '../../lib/errors.js';
import { GoogleAuthError, type GoogleIdentity, type GoogleIdentityProvider } from '../../providers/identity/google.js';
import { queueMail } from '../mail/mail.service.js';
import type { SecondFactorService } from '../second-factor/second-factor.service.js';
import type { ClientContext } from '../sessions/client-context.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import { insertSignInLink, useSignInLink } from '../sessions/sessions.repository.js';
import { toUserDto } from '../users/users.mapper.js';
import {
  bumpTokenVersion,
  findUserByEmail,
  findUserByGoogleSub,
  findUserById,
  insertUser,
  updateUser,
  type UserRow,
} from '../users/users.repository.js';
import {
  clearThrottle,
  clearThrottlesStartingWith,
  hitThrottle,
  readThrottle,
  throttleSpread,
} from '../../db/throttle.js';
import { countResetAttempt, latestOpenResetCode, replaceResetCode, useResetCode } from './auth.repository.js';
import type { PasswordHasher } from './passwords.js';

const FIFTEEN_MINUTES = 15 * 60_000;
const ONE_HOUR = 60 * 60_000;
/** Recovery requests per e-mail address per 15 minutes, whether or not it has an account. */
const RECOVERY_REQUESTS_PER_WINDOW = 5;
/** Stands in for the user id when there is no account, so both paths do the same work. */
const NO_USER_ID = '00000000-0000-0000-0000-000000000000';

/** The job that makes a recovery code and e-mails it, so the request does the same work for any address. */
export const RECOVERY_CODE_JOB = 'auth.recovery-code';
/** The job that makes a sign-in link and e-mails it, for the same reason. */
export const SIGN_IN_LINK_JOB = 'auth.sign-in-link';
/** At most one sign-in link e-mail per account in this window; every link sent stays valid until it expires. */
const LINK_MAIL_WINDOW = 5 * 60_000;

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
  /** Every way of signing in starts a session there (docs/architecture.md, "Sessions"). */
  sessions: Pick<SessionsService, 'start' | 'logout' | 'endAllOf'>;
  /** A sign-in's first step hands over here: the session, or the second step it needs. */
  secondFactor: Pick<SecondFactorService, 'startSignIn' | 'hasSecondFactor'>;
  publicUrl: string;
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
  const { db, passwords, limits } = deps;
  // The owner hears of an attack once per hourly window, when the failures from all addresses
  // pass what a single address may try.
  const alertAfter = Math.min(limits.loginFailuresPerAddress * 2, limits.loginFailuresPerAccountPerHour);
  const codeKey = createHmac('sha256', deps.codeSecret).update('grove:recovery-codes').digest();
  const hashCode = (userId: string, code: string) =>
    createHmac('sha256', codeKey).update(`${userId}:${code}`).digest('hex');
  const linkKey = createHmac('sha256', deps.codeSecret).update('grove:sign-in-links').digest();
  const hashLink = (token: string) => createHmac('sha256', linkKey).update(token).digest('hex');
  const linkPage = new URL(EMAILED_LINK_PATHS.signInLink, deps.publicUrl).toString();

  /** A sign-in's first step passed: the session, or the second step when a factor is set up. */
  function issue(
    user: UserRow,
    context: ClientContext,
    method: SessionMethod,
    deviceToken: string | undefined,
  ): Promise<SignInResponse> {
    return deps.secondFactor.startSignIn(user, context, method, deviceToken);
  }

  const throttled = (detail: string) => new AppError('SIGN_IN_THROTTLED', detail);

  async function hasSecondFactor(email: string): Promise<boolean> {
    const user = await findUserByEmail(db, email);
    return user ? deps.secondFactor.hasSecondFactor(user.id) : false;
  }

  function requireGoogle(): GoogleIdentityProvider {
    if (!deps.google) throw new AppError('GOOGLE_NOT_CONFIGURED', 'Google sign-in is not available');
    return deps.google;
  }

  async function signInWithGoogle(
    identity: GoogleIdentity,
    context: ClientContext,
    deviceToken: string | undefined,
  ): Promise<SignInResponse> {
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
    return issue(user, context, 'google', deviceToken);
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
    async register(input: RegisterInput, context: ClientContext): Promise<AuthResponse> {
      const takenKey = `signup-taken:${context.address}`;
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
      // A new account has no second factor: its first session counts as a step-up.
      const { token } = await deps.sessions.start(user, context, 'sign_up', new Date());
      return { token, user: toUserDto(user) };
    },

    /**
     * Signs in with a password (OWASP ASVS 2.2.1): failures are counted per account and
     * client address (that pair waits 15 minutes after a few) and per account from all
     * addresses (past the hourly limit every sign-in to it waits), so an attacker can
     * neither guess quickly nor keep the owner out: only the password is paused, and a sign-in
     * link or the second factor still lets the owner in. The owner is e-mailed when the
     * failures pile up and again when the password is paused, each at most once per window.
     */
    async login(
      email: string,
      password: string,
      context: ClientContext,
      deviceToken?: string,
    ): Promise<SignInResponse> {
      const accountKey = `login:${email}`;
      const pairKey = `${accountKey}|${context.address}`;
      const pair = await readThrottle(db, pairKey, FIFTEEN_MINUTES);
      if (pair.count >= limits.loginFailuresPerAddress) {
        throw throttled(
          `Too many failed sign-in attempts. Please try again in ${plural(minutesUntil(pair.retryAfterMs), 'minute')}, or sign in with a link we e-mail you.`,
        );
      }
      const account = await readThrottle(db, accountKey, ONE_HOUR);
      // Past the account's limit the password alone is paused; an account with a second factor
      // still takes it (each address within its own limit), since the password alone opens nothing.
      if (account.count >= limits.loginFailuresPerAccountPerHour && !(await hasSecondFactor(email))) {
        throw throttled(
          `Too many failed sign-in attempts on this account. Please try again in ${plural(minutesUntil(account.retryAfterMs), 'minute')}, or sign in with a link we e-mail you.`,
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
          const paused = failures === limits.loginFailuresPerAccountPerHour;
          if (user && (failures === alertAfter || paused)) {
            const spread = await throttleSpread(tx, accountKey, `${accountKey}|`, FIFTEEN_MINUTES);
            const since = spread.since ?? new Date();
            await queueMail(tx, {
              to: user.email,
              language: user.language,
              template: 'signInAttempts',
              params: {
                failures,
                minutes: ONE_HOUR / 60_000,
                addresses: Math.max(1, spread.keys),
                since: since.toISOString(),
                pausedUntil: paused ? new Date(since.getTime() + ONE_HOUR).toISOString() : null,
                linkPage,
              },
            });
          }
        });
        throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password');
      }
      await clearThrottle(db, pairKey);
      return issue(user, context, 'password', deviceToken);
    },

    loginWithGoogleIdToken(idToken: string, context: ClientContext, deviceToken?: string): Promise<SignInResponse> {
      return withGoogleErrors(async () =>
        signInWithGoogle(await requireGoogle().verifyIdToken(idToken), context, deviceToken),
      );
    },

    loginWithGoogleCode(
      code: string,
      redirectUri: string,
      context: ClientContext,
      deviceToken?: string,
    ): Promise<SignInResponse> {
      return withGoogleErrors(async () =>
        signInWithGoogle(await requireGoogle().exchangeCode(code, redirectUri), context, deviceToken),
      );
    },

    /** Ends the session the request was made with; the user's other devices stay signed in. */
    async logout(sessionId: string): Promise<void> {
      await deps.sessions.logout(sessionId);
    },

    /**
     * Asks for a one-time sign-in link: the same answer and the same work (one queued job)
     * whether or not the address has an account. Not counted against the address: a stranger
     * must not be able to use up the owner's way in (the job limits the e-mails instead).
     */
    async requestSignInLink(email: string): Promise<void> {
      await enqueueJob(db, SIGN_IN_LINK_JOB, { email });
    },

    /**
     * The sign-in link job: at most one e-mail per account per five minutes, however often it is
     * asked for; each link sent works once until it expires, so the latest e-mail always has one.
     */
    async sendSignInLink(email: string): Promise<void> {
      const user = await findUserByEmail(db, email);
      if (!user) return;
      if ((await hitThrottle(db, `link-mail:${email}`, LINK_MAIL_WINDOW)) > 1) return;
      const token = randomBytes(32).toString('base64url');
      const url = new URL(EMAILED_LINK_PATHS.signInLink, deps.publicUrl);
      // In the fragment: it never reaches a server's log or another site's Referer.
      url.hash = `token=${token}`;
      await db.transaction(async (tx) => {
        await insertSignInLink(tx, {
          userId: user.id,
          tokenHash: hashLink(token),
          expiresAt: new Date(Date.now() + SIGN_IN_LINK_TTL_MINUTES * 60_000),
        });
        await queueMail(tx, {
          to: user.email,
          language: user.language,
          template: 'signInLink',
          params: { url: url.toString(), minutes: SIGN_IN_LINK_TTL_MINUTES },
        });
      });
    },

    /** Signs in with an e-mailed link, once. The password's failure counters do not apply to it. */
    async consumeSignInLink(token: string, context: ClientContext, deviceToken?: string): Promise<SignInResponse> {
      const userId = await useSignInLink(db, hashLink(token), new Date());
      const user = userId ? await findUserById(db, userId) : null;
      if (!user || (user.demoExpiresAt && user.demoExpiresAt.getTime() <= Date.now())) {
        throw new AppError('SIGN_IN_LINK_INVALID', 'This sign-in link is invalid or has expired.');
      }
      return issue(user, context, 'sign_in_link', deviceToken);
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
        await deps.sessions.endAllOf(tx, user.id, 'password_reset');
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
