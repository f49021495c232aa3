import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  RECOVERY_CODE_COUNT,
  REMEMBERED_DEVICE_DAYS,
  SECOND_FACTOR_CHALLENGE_TTL_MINUTES,
  STEP_UP_TTL_MINUTES,
  type AuthResponse,
  type RecoveryCodes,
  type SecondFactorProof,
  type SecondFactorSignInResponse,
  type SecondFactorStatus,
  type SessionMethod,
  type SignInResponse,
  type StepUpMethod,
  type StepUpRequest,
  type StepUpResponse,
  type TotpEnrolment,
  type PasskeyCeremony,
} from '@grove/contracts';
import type { Db, Executor } from '../../db/client.js';
import { hitThrottle, readThrottle } from '../../db/throttle.js';
import { AppError } from '../../lib/errors.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { PasswordHasher } from '../auth/passwords.js';
import type { PasskeysService } from '../passkeys/passkeys.service.js';
import { queueMail } from '../mail/mail.service.js';
import type { ClientContext } from '../sessions/client-context.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import { toUserDto } from '../users/users.mapper.js';
import { findUserById, type UserRow } from '../users/users.repository.js';
import { totpContext, type Proofs } from './proofs.js';
import {
  confirmTotp,
  countChallengeAttempt,
  countUnusedRecoveryCodes,
  deleteTotp,
  findTotpFactor,
  insertChallenge,
  insertRememberedDevice,
  isDeviceRemembered,
  lockChallenge,
  replaceRecoveryCodes,
  revokeRememberedDevices,
  takeTotpStep,
  upsertPendingTotp,
  useChallenge,
} from './second-factor.repository.js';
import { totp } from './totp.js';

/** Wrong codes one sign-in's second step may take before it is dead (the account's limit also applies). */
const CHALLENGE_MAX_ATTEMPTS = 5;
/** Wrong passwords given as a step-up per account in this window. */
const STEP_UP_PASSWORD_FAILURES = 10;
const FIFTEEN_MINUTES = 15 * 60_000;
/** Recovery codes: 10 characters from an alphabet without look-alikes (0/o, 1/l/i), about 49 bits each. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_CODE_LENGTH = 10;

export interface SecondFactorServiceDeps {
  db: Db;
  proofs: Proofs;
  box: SecretBox;
  sessions: Pick<SessionsService, 'start' | 'stepUpAt' | 'recordStepUp' | 'endAllOf' | 'firstSignInAt'>;
  passwords: Pick<PasswordHasher, 'verify' | 'verifyAgainstNothing'>;
  /** Hours after an operator's first sign-in during which the console works without a second factor. */
  operatorGraceHours: number;
  /** A passkey's options for the second step or a step-up. */
  passkeys: Pick<PasskeysService, 'verificationOptions'>;
}

export type SecondFactorService = ReturnType<typeof createSecondFactorService>;

/** Challenge and device tokens are 256 random bits: a plain SHA-256 keeps them useless at rest. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const minutes = (n: number) => n * 60_000;

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < RECOVERY_CODE_LENGTH; i += 1) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return code;
}
/** As shown to the person: two groups of five. */
const displayed = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

const invalidCode = () =>
  new AppError('SECOND_FACTOR_INVALID', 'This code is not correct. Please check it and try again.');
const invalidChallenge = () =>
  new AppError(
    'SECOND_FACTOR_CHALLENGE_INVALID',
    'This sign-in has expired or was already used. Please sign in again.',
  );

/**
 * The second factor (docs/architecture.md, "Second factor"): enrolling an authenticator app,
 * recovery codes, the sign-in's second step, remembered devices, step-up and the operators' rule.
 * Which methods a user has and whether a proof is good are proofs.ts's alone.
 */
export function createSecondFactorService(deps: SecondFactorServiceDeps) {
  const { db, proofs, box, sessions } = deps;

  /** Makes a new set of recovery codes in the transaction, replacing any earlier ones; answers them in the clear, once. */
  async function freshRecoveryCodes(executor: Executor, userId: string) {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await replaceRecoveryCodes(
      executor,
      userId,
      codes.map((code) => proofs.hashRecoveryCode(userId, code)),
    );
    return codes.map(displayed);
  }

  /** How this user can step up: their second factor, else their password, else nothing (sign in again). */
  async function stepUpMethodsOf(user: UserRow): Promise<StepUpMethod[]> {
    const methods = await proofs.methodsOf(db, user.id);
    if (methods.length > 0) return methods;
    return user.passwordHash ? ['password'] : [];
  }

  /** Starts the session of a finished sign-in; its answer is what every sign-in answers. */
  async function startSession(
    user: UserRow,
    context: ClientContext,
    method: SessionMethod,
    stepUpAt: Date | null,
  ): Promise<{ sessionId: string; answer: AuthResponse }> {
    const { token, sessionId } = await sessions.start(user, context, method, stepUpAt);
    return { sessionId, answer: { token, user: toUserDto(user) } };
  }

  /** Until when an operator without a second factor may use the console (null: the rule does not apply). */
  async function operatorDeadline(user: UserRow): Promise<Date | null> {
    if (user.role !== 'admin' || user.demoVisitId) return null;
    const first = (await sessions.firstSignInAt(user.id)) ?? new Date();
    return new Date(first.getTime() + deps.operatorGraceHours * 60 * minutes(1));
  }

  return {
    /** Whether the user has a second factor (proofs.ts decides). */
    async hasSecondFactor(userId: string): Promise<boolean> {
      return (await proofs.methodsOf(db, userId)).length > 0;
    },

    /**
     * After a sign-in's first step (password, Google, a link): a user without a second factor
     * gets their session (the sign-in counts as a step-up); one with a factor on a remembered
     * device gets it too (without the step-up); anyone else gets a challenge for the second step.
     */
    async startSignIn(
      user: UserRow,
      context: ClientContext,
      method: SessionMethod,
      deviceToken: string | undefined,
    ): Promise<SignInResponse> {
      const methods = await proofs.methodsOf(db, user.id);
      if (methods.length === 0) return (await startSession(user, context, method, new Date())).answer;
      if (deviceToken && (await isDeviceRemembered(db, user.id, hashToken(deviceToken), new Date()))) {
        return (await startSession(user, context, method, null)).answer;
      }
      const challenge = newToken();
      await insertChallenge(db, {
        userId: user.id,
        tokenHash: hashToken(challenge),
        method,
        expiresAt: new Date(Date.now() + minutes(SECOND_FACTOR_CHALLENGE_TTL_MINUTES)),
      });
      return { second_factor_required: true, challenge, methods };
    },

    /**
     * The sign-in's second step: a good proof with a live challenge starts the session, as the
     * first step would have, marked as stepped up; with `rememberDevice`, the answer carries the
     * device's token. A wrong code counts against the challenge (dead after five) and the account.
     */
    async finishSignIn(
      challenge: string,
      proof: SecondFactorProof,
      rememberDevice: boolean,
      context: ClientContext,
    ): Promise<SecondFactorSignInResponse> {
      const outcome = await db.transaction(async (tx) => {
        const row = await lockChallenge(tx, hashToken(challenge));
        if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now() || row.attempts >= CHALLENGE_MAX_ATTEMPTS) {
          return { kind: 'dead' } as const;
        }
        const user = await findUserById(tx, row.userId);
        if (!user || user.closedAt) return { kind: 'dead' } as const;
        if (!(await proofs.verify(tx, user, proof))) {
          await countChallengeAttempt(tx, row.id);
          return { kind: 'wrong' } as const;
        }
        await useChallenge(tx, row.id);
        return { kind: 'ok', user, method: row.method } as const;
      });
      if (outcome.kind === 'dead') throw invalidChallenge();
      if (outcome.kind === 'wrong') throw invalidCode();
      const { sessionId, answer } = await startSession(outcome.user, context, outcome.method, new Date());
      if (!rememberDevice) return answer;
      const deviceToken = newToken();
      await insertRememberedDevice(db, {
        userId: outcome.user.id,
        tokenHash: hashToken(deviceToken),
        sessionId,
        expiresAt: new Date(Date.now() + REMEMBERED_DEVICE_DAYS * 24 * 60 * minutes(1)),
      });
      return { ...answer, device_token: deviceToken };
    },

    /**
     * A passkey's options for a sign-in's second step: the challenge must be alive (it is not used
     * up here; the proof's answer does that), and only its user's passkeys may answer.
     */
    async passkeyOptionsForSignIn(challenge: string): Promise<PasskeyCeremony> {
      const row = await lockChallenge(db, hashToken(challenge));
      if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now() || row.attempts >= CHALLENGE_MAX_ATTEMPTS) {
        throw invalidChallenge();
      }
      return deps.passkeys.verificationOptions(row.userId);
    },

    /** A passkey's options for a step-up: only the user's passkeys, and only when a passkey may answer. */
    async passkeyOptionsForStepUp(user: UserRow): Promise<PasskeyCeremony> {
      if (!(await stepUpMethodsOf(user)).includes('passkey')) throw invalidCode();
      return deps.passkeys.verificationOptions(user.id);
    },

    async status(user: UserRow): Promise<SecondFactorStatus> {
      const [methods, factor, left, requiredBy] = [
        await proofs.methodsOf(db, user.id),
        await findTotpFactor(db, user.id),
        await countUnusedRecoveryCodes(db, user.id),
        await operatorDeadline(user),
      ];
      return {
        methods,
        totp: {
          enabled: Boolean(factor?.confirmedAt),
          enabled_at: factor?.confirmedAt?.toISOString() ?? null,
        },
        recovery_codes_left: left,
        required_by: requiredBy && methods.length === 0 ? requiredBy.toISOString() : null,
        required_now: Boolean(requiredBy && methods.length === 0 && requiredBy.getTime() <= Date.now()),
      };
    },

    /** Starts setting up an authenticator app: a new secret, pending until a code confirms it. */
    async startTotp(user: UserRow): Promise<TotpEnrolment> {
      const secret = totp.newSecret();
      if (!(await upsertPendingTotp(db, user.id, box.seal(secret, totpContext(user.id))))) {
        throw new AppError('SECOND_FACTOR_STATE', 'Two-step verification is already on.');
      }
      const url = totp.uri(secret, user.email);
      return { secret, otpauth_url: url, qr_svg: await totp.qrSvg(url) };
    },

    /**
     * Confirms the authenticator app with its first code: the factor is on, the ten recovery
     * codes are answered (this once), the owner is e-mailed, and this session counts as stepped up.
     */
    async confirmTotp(user: UserRow, sessionId: string, code: string): Promise<RecoveryCodes> {
      const throttleKey = `second-factor:${user.id}`;
      if ((await readThrottle(db, throttleKey, FIFTEEN_MINUTES)).count >= 10) {
        throw new AppError('SECOND_FACTOR_THROTTLED', 'Too many wrong codes. Please try again in 15 minutes.');
      }
      const outcome = await db.transaction(async (tx) => {
        const factor = await findTotpFactor(tx, user.id);
        if (!factor || factor.confirmedAt) return 'state' as const;
        const step = await totp.stepOf(box.open(factor.secretSealed, totpContext(user.id)), code);
        if (step === null || !(await takeTotpStep(tx, user.id, step))) {
          await hitThrottle(tx, throttleKey, FIFTEEN_MINUTES);
          return 'wrong' as const;
        }
        await confirmTotp(tx, user.id, new Date());
        const codes = await freshRecoveryCodes(tx, user.id);
        await queueMail(tx, { to: user.email, language: user.language, template: 'secondFactorOn', params: {} });
        return codes;
      });
      if (outcome === 'state') {
        throw new AppError('SECOND_FACTOR_STATE', 'Start setting up two-step verification first.');
      }
      if (outcome === 'wrong') throw invalidCode();
      await sessions.recordStepUp(sessionId, new Date());
      return { recovery_codes: outcome };
    },

    /**
     * Turns the second factor off (after a step-up): the app, the recovery codes and the
     * remembered devices are gone, every other session ends, and the owner is e-mailed.
     */
    async turnOff(user: UserRow, sessionId: string): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await deleteTotp(tx, user.id))) return;
        await replaceRecoveryCodes(tx, user.id, []);
        await revokeRememberedDevices(tx, user.id);
        await sessions.endAllOf(tx, user.id, 'second_factor_turned_off', sessionId);
        await queueMail(tx, { to: user.email, language: user.language, template: 'secondFactorOff', params: {} });
      });
    },

    /** Erases the user's second factor in the caller's transaction (closing the account). */
    async eraseOf(executor: Executor, userId: string): Promise<void> {
      await deleteTotp(executor, userId);
      await replaceRecoveryCodes(executor, userId, []);
      await revokeRememberedDevices(executor, userId);
    },

    /** New recovery codes (after a step-up); the old ones stop working. */
    async regenerateRecoveryCodes(user: UserRow): Promise<RecoveryCodes> {
      const codes = await db.transaction(async (tx) => {
        if ((await proofs.methodsOf(tx, user.id)).length === 0) return null;
        return freshRecoveryCodes(tx, user.id);
      });
      if (!codes) throw new AppError('SECOND_FACTOR_STATE', 'Two-step verification is off.');
      return { recovery_codes: codes };
    },

    /**
     * A step-up: a second factor, or the password for an account without one. It counts for
     * this session for 5 minutes.
     */
    async stepUp(user: UserRow, sessionId: string, request: StepUpRequest): Promise<StepUpResponse> {
      const methods = await stepUpMethodsOf(user);
      if (!methods.includes(request.method)) {
        throw new AppError(
          'SECOND_FACTOR_INVALID',
          methods.includes('totp')
            ? 'Please confirm with a code from your authenticator app or a recovery code.'
            : 'Please sign in again to confirm it is you.',
        );
      }
      if (request.method === 'password') {
        const throttleKey = `step-up:${user.id}`;
        if ((await readThrottle(db, throttleKey, FIFTEEN_MINUTES)).count >= STEP_UP_PASSWORD_FAILURES) {
          await deps.passwords.verifyAgainstNothing(request.password);
          throw new AppError('SECOND_FACTOR_THROTTLED', 'Too many wrong passwords. Please try again in 15 minutes.');
        }
        if (!(await deps.passwords.verify(user.passwordHash!, request.password))) {
          await hitThrottle(db, throttleKey, FIFTEEN_MINUTES);
          throw new AppError('CURRENT_PASSWORD_INCORRECT', 'Your password is not correct.');
        }
      } else {
        const proof = request as SecondFactorProof;
        if (!(await db.transaction((tx) => proofs.verify(tx, user, proof)))) throw invalidCode();
      }
      const at = new Date();
      await sessions.recordStepUp(sessionId, at);
      return { valid_until: new Date(at.getTime() + minutes(STEP_UP_TTL_MINUTES)).toISOString() };
    },

    /**
     * The step-up guard's rule: 403 STEP_UP_REQUIRED, with the ways to give it, unless this
     * session stepped up in the last 5 minutes. Demo accounts (/demo) have no password and move
     * only sandbox money: it does not apply to them.
     */
    async requireRecentStepUp(user: UserRow, sessionId: string): Promise<void> {
      if (user.demoVisitId) return;
      const at = await sessions.stepUpAt(sessionId);
      if (at && Date.now() - at.getTime() < minutes(STEP_UP_TTL_MINUTES)) return;
      throw new AppError('STEP_UP_REQUIRED', 'Please confirm it is you to continue.', {
        methods: await stepUpMethodsOf(user),
      });
    },

    /** The console's rule: 403 SECOND_FACTOR_REQUIRED for an operator without one once the grace has passed. */
    async requireOperatorFactor(user: UserRow): Promise<void> {
      const deadline = await operatorDeadline(user);
      if (!deadline || deadline.getTime() > Date.now()) return;
      if ((await proofs.methodsOf(db, user.id)).length > 0) return;
      throw new AppError(
        'SECOND_FACTOR_REQUIRED',
        'Operators must turn on two-step verification. Set it up in your profile to continue.',
      );
    },
  };
}
