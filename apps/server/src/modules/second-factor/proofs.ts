import { createHmac } from 'node:crypto';
import type { Language, SecondFactorMethod, SecondFactorProof } from '@grove/contracts';
import type { Executor } from '../../db/client.js';
import { hitThrottle, readThrottle } from '../../db/throttle.js';
import { AppError } from '../../lib/errors.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { queueMail } from '../mail/mail.service.js';
import type { PasskeysService } from '../passkeys/passkeys.service.js';
import {
  countUnusedRecoveryCodes,
  findTotpFactor,
  hasConfirmedTotp,
  takeTotpStep,
  useRecoveryCode,
} from './second-factor.repository.js';
import { totp } from './totp.js';

/** Wrong authenticator-app codes per account in this window; then codes wait (recovery codes still work). */
const CODE_FAILURES_PER_WINDOW = 10;
const CODE_WINDOW_MS = 15 * 60_000;

/** Who is proving: what the proofs and their e-mails need of the user. */
export interface ProvingUser {
  id: string;
  email: string;
  language: Language;
}

export interface ProofsDeps {
  box: SecretBox;
  /** Passkeys answer the second factor too, for an account that has the app. */
  passkeys: Pick<PasskeysService, 'hasPasskey' | 'verifyAssertion'>;
  /** Keys the hashes of recovery codes (derived from the JWT secret). */
  codeSecret: string;
}

export type Proofs = ReturnType<typeof createProofs>;

/** Binds a sealed TOTP secret to its user, so a row copied to another user does not open. */
export const totpContext = (userId: string) => `totp:${userId}`;

/**
 * The second factor's methods, in one place (docs/architecture.md, "Second factor"): which ones
 * a user has, and whether a proof is good. The sign-in's second step and the step-up both ask
 * here; a new method (passkeys) is one more case in each of the two functions.
 */
export function createProofs(deps: ProofsDeps) {
  const recoveryKey = createHmac('sha256', deps.codeSecret).update('grove:second-factor-recovery-codes').digest();
  const hashRecoveryCode = (userId: string, code: string) =>
    createHmac('sha256', recoveryKey).update(`${userId}:${code}`).digest('hex');

  async function verifyTotp(executor: Executor, user: ProvingUser, code: string): Promise<boolean> {
    const throttleKey = `second-factor:${user.id}`;
    const waited = await readThrottle(executor, throttleKey, CODE_WINDOW_MS);
    if (waited.count >= CODE_FAILURES_PER_WINDOW) {
      const minutes = Math.max(1, Math.ceil(waited.retryAfterMs / 60_000));
      throw new AppError(
        'SECOND_FACTOR_THROTTLED',
        `Too many wrong codes. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or use a recovery code.`,
        { retryAfterSeconds: Math.ceil(waited.retryAfterMs / 1000) },
      );
    }
    const factor = await findTotpFactor(executor, user.id);
    const step = factor?.confirmedAt
      ? await totp.stepOf(deps.box.open(factor.secretSealed, totpContext(user.id)), code)
      : null;
    // A code already taken in its time step is as wrong as any other.
    if (step !== null && (await takeTotpStep(executor, user.id, step))) return true;
    await hitThrottle(executor, throttleKey, CODE_WINDOW_MS);
    return false;
  }

  async function verifyRecoveryCode(executor: Executor, user: ProvingUser, code: string): Promise<boolean> {
    if (!(await useRecoveryCode(executor, user.id, hashRecoveryCode(user.id, code)))) return false;
    await queueMail(executor, {
      to: user.email,
      language: user.language,
      template: 'recoveryCodeUsed',
      params: { left: await countUnusedRecoveryCodes(executor, user.id) },
    });
    return true;
  }

  return {
    hashRecoveryCode,

    /**
     * The methods the user has enrolled: empty means no second factor. The only place that
     * decides whether a user has one.
     */
    async methodsOf(executor: Executor, userId: string): Promise<SecondFactorMethod[]> {
      if (!(await hasConfirmedTotp(executor, userId))) return [];
      const methods: SecondFactorMethod[] = ['totp'];
      if ((await countUnusedRecoveryCodes(executor, userId)) > 0) methods.push('recovery_code');
      // A passkey answers too, but does not make a second factor on its own: without the app there
      // are no recovery codes, and losing the device would lock the owner out.
      if (await deps.passkeys.hasPasskey(executor, userId)) methods.push('passkey');
      return methods;
    },

    /**
     * Whether the proof is good for this user, used up if so (a TOTP code's time step, a recovery
     * code): the only place a proof is checked. Call it in the transaction that acts on the answer.
     */
    async verify(executor: Executor, user: ProvingUser, proof: SecondFactorProof): Promise<boolean> {
      switch (proof.method) {
        case 'totp':
          return verifyTotp(executor, user, proof.code);
        case 'recovery_code':
          return verifyRecoveryCode(executor, user, proof.code);
        case 'passkey':
          return deps.passkeys.verifyAssertion(executor, user.id, {
            challengeId: proof.challenge_id,
            credential: proof.credential,
          });
      }
    },
  };
}
