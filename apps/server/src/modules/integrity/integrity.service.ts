import type { MoneyIntegrity } from '@grove/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { listOpenAnomalies } from './integrity.repository.js';
import { checkMoneyInvariants, MONEY_INVARIANTS } from './invariants.js';

/** Checks the money invariants on a schedule (recurring). */
export const MONEY_INTEGRITY_JOB = 'integrity.check-money';
const LISTED_VIOLATIONS = 20;

/**
 * The money invariants, checked where operators can see them: on a schedule (a violation is
 * logged at error level, for the alerting that watches the logs) and on demand from the console.
 * Read-only, in one snapshot (a repeatable-read transaction), so a check never sees half of a
 * concurrent change.
 */
export function createIntegrityService({ db, clock }: { db: Db; clock: Clock }) {
  async function check(): Promise<MoneyIntegrity> {
    const now = clock.now();
    const { violations, anomalies } = await db.transaction(
      async (tx) => ({
        violations: await checkMoneyInvariants(tx, { now }),
        anomalies: await listOpenAnomalies(tx, LISTED_VIOLATIONS),
      }),
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    return {
      checked_at: now.toISOString(),
      ok: violations.length === 0,
      invariants: MONEY_INVARIANTS.filter((invariant) => !invariant.atRestOnly).map((invariant) => ({
        id: invariant.id,
        rule: invariant.rule,
        violations: violations.filter((violation) => violation.invariant === invariant.id).length,
      })),
      violations: violations.slice(0, LISTED_VIOLATIONS),
      anomalies: {
        open: anomalies.open,
        oldest: anomalies.rows.map((row) => ({
          event_id: row.eventId,
          event_type: row.eventType,
          kind: row.kind,
          payment_id: row.paymentId,
          detail: row.detail,
          created_at: row.createdAt.toISOString(),
        })),
      },
    };
  }

  return {
    check,
    /** Job: checks and logs what breaks, so alerting hears of it. */
    async checkScheduled(log: FastifyBaseLogger): Promise<void> {
      const result = await check();
      if (result.ok) log.info({ invariants: result.invariants.length }, 'money invariants hold');
      else log.error({ violations: result.violations }, 'money invariants broken');
      if (result.anomalies.open > 0) {
        log.warn({ open: result.anomalies.open }, 'provider events refused as anomalies wait for an operator');
      }
    },
  };
}
export type IntegrityService = ReturnType<typeof createIntegrityService>;
