import { lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
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
  const before = (ms: number) => new Date(now.getTime() - ms);
  const secrets = before(SPENT_CREDENTIAL_RETENTION.secretsMs);
  const history = before(SPENT_CREDENTIAL_RETENTION.historyMs);
  const purge = async (table: PgTable, where: SQL | undefined) =>
    (
      await executor
        .delete(table)
        .where(where)
        .returning({ one: sql`1` })
    ).length;
  /** Used (or revoked, or ended) before the cut-off, or expired before it. */
  const spent = (usedAt: PgColumn, expiresAt: PgColumn, cutoff: Date) => or(lt(usedAt, cutoff), lt(expiresAt, cutoff));

  return {
    sessions: await purge(sessions, sql`coalesce(${sessions.endedAt}, ${sessions.expiresAt}) < ${history}`),
    signInLinks: await purge(signInLinks, spent(signInLinks.usedAt, signInLinks.expiresAt, secrets)),
    secondFactorChallenges: await purge(
      secondFactorChallenges,
      spent(secondFactorChallenges.usedAt, secondFactorChallenges.expiresAt, secrets),
    ),
    passwordResetCodes: await purge(
      passwordResetCodes,
      spent(passwordResetCodes.usedAt, passwordResetCodes.expiresAt, secrets),
    ),
    rememberedDevices: await purge(
      rememberedDevices,
      spent(rememberedDevices.revokedAt, rememberedDevices.expiresAt, secrets),
    ),
    emailChanges: await purge(emailChanges, spent(emailChanges.endedAt, emailChanges.expiresAt, history)),
    throttles: await purge(
      authThrottle,
      lt(authThrottle.windowStartedAt, before(SPENT_CREDENTIAL_RETENTION.throttleMs)),
    ),
  };
}
