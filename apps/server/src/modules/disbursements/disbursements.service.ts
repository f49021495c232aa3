import {
  fromMinorUnits,
  type AdminDisbursement,
  type Disbursement,
  type DisbursementBlock,
  type RecordDisbursementRequest,
} from '@grove/contracts';
import type { Db, Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, notFound } from '../../lib/errors.js';
import { parseMoneyInput } from '../../lib/money-input.js';
import { recordAudit } from '../audit/audit.service.js';
import type { FundingService, Raise } from '../funding/funding.service.js';
import { postings, postTransaction, raisedMinorOf } from '../ledger/ledger.service.js';
import {
  findDisbursementByReference,
  findDisbursementOfProject,
  insertDisbursement,
  type DisbursementRow,
} from './disbursements.repository.js';

const businessNotFound = () => notFound('Business not found');
const referenceTaken = (reference: string) =>
  new AppError('DISBURSEMENT_REFERENCE_TAKEN', `A disbursement with the reference “${reference}” is already recorded.`);

const BLOCK_DETAIL: Record<DisbursementBlock, (project: Raise, until: Date | null) => string> = {
  status: (project) =>
    `Only a raise closed as funded, at or above its minimum, is disbursed; this business is ${project.status}.`,
  reservations: () =>
    'Investors still hold reservations in this raise; it can be disbursed once they have paid or expired.',
  cancellation_window: (_, until) =>
    `Investors can still cancel until ${until?.toISOString() ?? 'later'}; the raise can be disbursed after that.`,
  refund_in_progress: () => 'A refund of an investment in this business is under way; disburse once it has finished.',
  nothing_held: () => 'The platform holds nothing for this business.',
  disbursed: () => 'This raise has been disbursed.',
};

/**
 * Disbursement (docs/architecture.md, "Disbursement"): once a raise has closed as funded and no
 * investor can cancel any more, the operator sends the raise to the business by bank transfer
 * and records it. One database transaction locks the business (so no payment, cancellation or
 * refund moves its money meanwhile), checks what still ties the money to investors, and writes
 * the disbursement, its ledger transaction and the audit row together. One per business.
 */
export function createDisbursementsService(deps: {
  db: Db;
  clock: Clock;
  funding: Pick<FundingService, 'find' | 'lock' | 'finality'>;
}) {
  const { db, funding } = deps;

  function present(row: DisbursementRow): Disbursement {
    return {
      id: row.id,
      project_id: row.projectId,
      amount: fromMinorUnits(row.amountMinor, row.currency),
      currency: row.currency,
      reference: row.reference,
      created_at: row.createdAt.toISOString(),
    };
  }

  /** What the raise holds and what, if anything, stands in the way of sending it. */
  async function stateOf(executor: Executor, project: Raise) {
    const [held, disbursement, finality] = await Promise.all([
      raisedMinorOf(executor, project.id, project.currency),
      findDisbursementOfProject(executor, project.id),
      funding.finality(executor, project),
    ]);
    const block = finality.block;
    const blocked: DisbursementBlock | null = disbursement
      ? 'disbursed'
      : block === 'not_funded'
        ? 'status'
        : block === 'reservations'
          ? 'reservations'
          : block === 'refund_in_progress'
            ? 'refund_in_progress'
            : block === 'cancellation_window'
              ? 'cancellation_window'
              : held <= 0
                ? 'nothing_held'
                : null;
    return { held, disbursement, blocked, cancellableUntil: finality.cancellableUntil };
  }

  return {
    /** The raise's disbursement, if it was sent on (payouts wait for it). */
    recordedFor: findDisbursementOfProject,

    async forAdmin(projectId: string): Promise<AdminDisbursement> {
      const project = await funding.find(db, projectId);
      if (!project) throw businessNotFound();
      const state = await stateOf(db, project);
      return {
        project_id: project.id,
        status: project.status,
        currency: project.currency,
        held: fromMinorUnits(state.held, project.currency),
        blocked: state.blocked,
        available_from: state.cancellableUntil?.toISOString() ?? null,
        disbursement: state.disbursement ? present(state.disbursement) : null,
      };
    },

    /** `at` dates it in the past (the /demo history); by default it is now. */
    async record(
      actorId: string | null,
      projectId: string,
      input: RecordDisbursementRequest,
      options: { at?: Date } = {},
    ): Promise<Disbursement> {
      const reference = input.reference.trim();
      try {
        return await db.transaction(async (tx) => {
          const project = await funding.lock(tx, projectId);
          if (!project) throw businessNotFound();
          const state = await stateOf(tx, project);
          if (state.blocked) {
            throw new AppError(
              'DISBURSEMENT_NOT_ALLOWED',
              BLOCK_DETAIL[state.blocked](project, state.cancellableUntil),
            );
          }
          const { amountMinor } = parseMoneyInput(input.amount, input.currency, {
            expected: { currency: project.currency, refusal: `This business raised in ${project.currency}.` },
          });
          if (amountMinor !== state.held) {
            throw new AppError(
              'DISBURSEMENT_AMOUNT_CHANGED',
              `The raise now holds ${fromMinorUnits(state.held, project.currency)} ${project.currency}, not the amount confirmed; check it and confirm again.`,
            );
          }
          if (await findDisbursementByReference(tx, reference)) throw referenceTaken(reference);
          const row = await insertDisbursement(tx, {
            projectId,
            currency: project.currency,
            amountMinor,
            reference,
            recordedBy: actorId,
            createdAt: options.at ?? deps.clock.now(),
          });
          await postTransaction(tx, postings.disbursement(row, options.at ?? deps.clock.now()));
          await recordAudit(tx, {
            actorId,
            action: 'project.disburse',
            targetType: 'project',
            targetId: projectId,
            before: { held: fromMinorUnits(state.held, project.currency) },
            after: { disbursement_id: row.id, amount: fromMinorUnits(amountMinor, project.currency), reference },
          });
          return present(row);
        });
      } catch (error) {
        // The business's lock queues two operators on one business; two businesses given the same
        // reference at once are told apart by the unique index.
        if (isUniqueViolation(error)) throw referenceTaken(reference);
        throw error;
      }
    },
  };
}
export type DisbursementsService = ReturnType<typeof createDisbursementsService>;
