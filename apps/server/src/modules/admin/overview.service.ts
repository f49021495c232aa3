import { fromMinorUnits, type AdminDashboard, type AuditList, type AuditQuery } from '@grove/contracts';
import type { Db } from '../../db/client.js';
import type { World } from '../../lib/demo-world.js';
import { PAYMENT_REFUND_JOB } from '../payments/payments.service.js';
import { listAudit } from './audit-log.repository.js';
import {
  countIdentityChecksWaiting,
  countRefunding,
  countUnansweredQuestions,
  listFailedRefunds,
  listOpenRaises,
  listRefundRounds,
  listRevenueAttention,
  listToDisburse,
  moneyFigures,
  sumRaised,
} from './dashboard.repository.js';

/** The console's first page (the dashboard) and its audit log: reads only. */
export function createOverviewService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  return {
    /** The figures of the operator's world: the platform's, or a demo operator's own visit's. */
    async dashboard(world: World): Promise<AdminDashboard> {
      const current = now();
      // "Today" is the UTC day, as every deadline the console shows is in UTC.
      const startOfDay = new Date(Date.UTC(current.getUTCFullYear(), current.getUTCMonth(), current.getUTCDate()));
      const [raised, money, toDisburse, open, inFlight, failed, rounds, identity, questions, revenue] =
        await Promise.all([
          sumRaised(db, startOfDay, world),
          moneyFigures(db, world),
          listToDisburse(db, 100, world),
          listOpenRaises(db, 100, world),
          countRefunding(db, world),
          listFailedRefunds(db, PAYMENT_REFUND_JOB, 50, world),
          listRefundRounds(db, world),
          countIdentityChecksWaiting(db, world),
          countUnansweredQuestions(db, world),
          listRevenueAttention(db, 50, world),
        ]);
      return {
        raised: raised.map((row) => ({
          currency: row.currency,
          today: fromMinorUnits(Number(row.todayMinor), row.currency),
          total: fromMinorUnits(Number(row.totalMinor), row.currency),
        })),
        money: money.map((row) => ({
          currency: row.currency,
          held: fromMinorUnits(row.heldMinor, row.currency),
          disbursed: fromMinorUnits(row.disbursedMinor, row.currency),
          paid_out: fromMinorUnits(row.paidOutMinor, row.currency),
          in_wallets: fromMinorUnits(row.inWalletsMinor, row.currency),
        })),
        to_disburse: toDisburse.map((row) => {
          const until = row.until ? new Date(row.until) : null;
          return {
            id: row.id,
            name: row.name.en,
            status: row.status,
            currency: row.currency,
            held: fromMinorUnits(Number(row.held), row.currency),
            available_from: until && until > current ? until.toISOString() : null,
          };
        }),
        revenue: revenue.map((row) => ({
          id: row.id,
          name: row.name.en,
          currency: row.currency,
          payments_to_confirm: row.to_confirm,
          to_confirm: fromMinorUnits(Number(row.to_confirm_minor), row.currency),
          late_reports: row.late_reports,
        })),
        open_raises: open.map((row) => ({
          id: row.id,
          name: row.name.en,
          status: row.status,
          funding_end: row.fundingEnd?.toISOString() ?? null,
          currency: row.currency,
          target: fromMinorUnits(row.targetMinor, row.currency),
          raised: fromMinorUnits(row.raisedMinor, row.currency),
        })),
        refunds: {
          in_flight: inFlight,
          failed: failed.map((row) => ({
            payment_id: row.paymentId,
            project_id: row.projectId,
            project_name: row.projectName?.en ?? null,
            attempts: row.attempts,
            last_error: row.lastError,
            failed_at: (row.failedAt ?? current).toISOString(),
          })),
          rounds: rounds.map((row) => ({ id: row.id, name: row.name.en, refunding: row.refunding })),
        },
        identity_checks_waiting: identity,
        unanswered_questions: questions,
      };
    },

    /** The audit log; a demo operator reads only their own visit's rows. */
    async audit(query: AuditQuery, world: World): Promise<AuditList> {
      const { rows, total } = await listAudit(
        db,
        {
          demoVisitId: world ?? undefined,
          actor: query.actor,
          action: query.action,
          targetType: query.target_type,
          targetId: query.target_id,
          from: query.from ? new Date(query.from) : undefined,
          to: query.to ? new Date(query.to) : undefined,
        },
        { limit: query.limit ?? 50, offset: query.offset ?? 0, oldestFirst: query.sort === 'oldest' },
      );
      return {
        entries: rows.map((row) => ({
          id: row.id,
          actor_id: row.actorId,
          actor_email: row.actorEmail,
          action: row.action,
          target_type: row.targetType,
          target_id: row.targetId,
          before: row.before ?? null,
          after: row.after ?? null,
          currency: row.currency ?? null,
          created_at: row.createdAt.toISOString(),
        })),
        total,
      };
    },
  };
}

export type OverviewService = ReturnType<typeof createOverviewService>;
