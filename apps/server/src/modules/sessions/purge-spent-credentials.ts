import { lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  authThrottle,
  emailChanges,
  passwordResetCodes,
  rememberedDevices,
  secondFactorChallenges,
  sessions,
  signInLinks,
} from '../../db/schema/index.js';

/** The recurring job that forgets spent sign-in credentials (docs/architecture.md, "Sessions"). */
export const SPENT_CREDENTIALS_PURGE_JOB = 'accounts.purge-spent-credentials';

const DAY_MS = 24 * 60 * 60_000;

/**
 * How long what can no longer sign anyone in is kept:
 * - one-time secrets (sign-in links, second steps, recovery codes, remembered devices) a day after
 *   they were used, revoked or expired: past that they only answer "invalid", as a secret that
 *   never existed does, and a stolen copy of the database holds fewer hashes;
 * - ended or expired sessions and finished e-mail changes 90 days, the account's security history
 *   (the devices list shows live sessions only; the data export and an investigation read the rest);
 * - throttle counters a day after their window began (the longest window is an hour).
 */
export const SPENT_CREDENTIAL_RETENTION = { secretsMs: DAY_MS, historyMs: 90 * DAY_MS, throttleMs: DAY_MS } as const;

export interface PurgedCredentials {
  sessions: number;
  signInLinks: number;
  secondFactorChallenges: number;
  passwordResetCodes: number;
  rememberedDevices: number;
  emailChanges: number;
  throttles: number;
}

/** Deletes the spent credentials older than their retention; each table in one statement. */
export async function purgeSpentCredentials(executor: Executor, now: Date): Promise<PurgedCredentials> {
  const secrets = new Date(now.getTime() - SPENT_CREDENTIAL_RETENTION.secretsMs);
  const history = new Date(now.getTime() - SPENT_CREDENTIAL_RETENTION.historyMs);
  const throttle = new Date(now.getTime() - SPENT_CREDENTIAL_RETENTION.throttleMs);
  const count = async (query: Promise<unknown[]>) => (await query).length;

  return {
    sessions: await count(
      executor
        .delete(sessions)
        .where(sql`coalesce(${sessions.endedAt}, ${sessions.expiresAt}) < ${history}`)
        .returning({ id: sessions.id }),
    ),
    signInLinks: await count(
      executor
        .delete(signInLinks)
        .where(or(lt(signInLinks.usedAt, secrets), lt(signInLinks.expiresAt, secrets)))
        .returning({ id: signInLinks.id }),
    ),
    secondFactorChallenges: await count(
      executor
        .delete(secondFactorChallenges)
        .where(or(lt(secondFactorChallenges.usedAt, secrets), lt(secondFactorChallenges.expiresAt, secrets)))
        .returning({ id: secondFactorChallenges.id }),
    ),
    passwordResetCodes: await count(
      executor
        .delete(passwordResetCodes)
        .where(or(lt(passwordResetCodes.usedAt, secrets), lt(passwordResetCodes.expiresAt, secrets)))
        .returning({ id: passwordResetCodes.id }),
    ),
    rememberedDevices: await count(
      executor
        .delete(rememberedDevices)
        .where(or(lt(rememberedDevices.revokedAt, secrets), lt(rememberedDevices.expiresAt, secrets)))
        .returning({ id: rememberedDevices.id }),
    ),
    emailChanges: await count(
      executor
        .delete(emailChanges)
        .where(or(lt(emailChanges.endedAt, history), lt(emailChanges.expiresAt, history)))
        .returning({ id: emailChanges.id }),
    ),
    throttles: await count(
      executor
        .delete(authThrottle)
        .where(lt(authThrottle.windowStartedAt, throttle))
        .returning({ key: authThrottle.key }),
    ),
  };
}
