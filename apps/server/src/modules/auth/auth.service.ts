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
  countResetAttempt,
  hitThrottle,
  latestOpenResetCode,
  peekThrottle,
  replaceResetCode,
  useResetCode,
} from './auth.repository.js';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords.js';
import type { TokenService } from './tokens.js';

const FIFTEEN_MINUTES = 15 * 60_000;
/** Recovery requests per e-mail address per 15 minutes, whether or not it has an account. */
const RECOVERY_REQUESTS_PER_WINDOW = 5;

export interface AuthServiceDeps {
  db: Db;
  tokens: TokenService;
  google: GoogleIdentityProvider | null;
  /** Secret for the keyed hash of recovery codes (derived from the JWT secret). */
  codeSecret: string;
  loginMaxFailures: number;
}

export interface RegisterInput {
  email: string;
  password: string;
  name?: string | undefined;
  language?: Language | undefined;
}

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: AuthServiceDeps) {
  const { db, tokens } = deps;
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
    async register(input: RegisterInput): Promise<AuthResponse> {
      const passwordHash = await hashPassword(input.password);
      const user = await db.transaction(async (tx) => {
        const created = await insertUser(tx, {
          email: input.email,
          passwordHash,
          name: input.name?.trim() || null,
          language: input.language ?? 'en',
        });
        if (!created) throw new AppError('EMAIL_TAKEN', 'An account with this email already exists');
        await queueMail(tx, {
          to: created.email,
          language: input.language ?? 'en',
          template: 'welcome',
          params: { name: created.name },
        });
        return created;
      });
      return issue(user);
    },

    async login(email: string, password: string): Promise<AuthResponse> {
      const key = `login:${email}`;
      if ((await peekThrottle(db, key, FIFTEEN_MINUTES)) >= deps.loginMaxFailures) {
        throw new AppError('RATE_LIMITED', 'Too many failed sign-in attempts. Please try again in 15 minutes.');
      }
      const user = await findUserByEmail(db, email);
      const ok = user?.passwordHash
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstNothing(password);
      if (!user || !ok) {
        await hitThrottle(db, key, FIFTEEN_MINUTES);
        throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password');
      }
      await clearThrottle(db, key);
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

    /** Always answers the same way; only an existing account gets a code by e-mail. */
    async requestRecovery(email: string): Promise<void> {
      const requests = await hitThrottle(db, `recovery:${email}`, FIFTEEN_MINUTES);
      if (requests > RECOVERY_REQUESTS_PER_WINDOW) {
        throw new AppError('RATE_LIMITED', 'Too many recovery requests. Please try again in 15 minutes.');
      }
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
      if (!user) throw invalid();
      const passwordHash = await hashPassword(password);
      const outcome = await db.transaction(async (tx) => {
        const row = await latestOpenResetCode(tx, user.id);
        if (!row || row.expiresAt.getTime() < Date.now() || row.attempts >= RECOVERY_CODE_MAX_TRIES) return 'invalid';
        const expected = Buffer.from(row.codeHash, 'hex');
        const given = Buffer.from(hashCode(user.id, code), 'hex');
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
      await clearThrottle(db, `login:${email}`);
    },
  };
}
