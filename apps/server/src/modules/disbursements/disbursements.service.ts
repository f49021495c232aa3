import {
  fromMinorUnits,
  type AdminDisbursement,
  type Disbursement,
  type DisbursementBlock,
  type RecordDisbursementRequest,
} from '@grove/contracts';
import type { Db, Executor } from '../../db/client.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, notFound } from '../../lib/errors.js';
import { parseMoneyInput } from '../../lib/money-input.js';
import { recordAudit } from '../audit/audit.service.js';
import { accounts, postTransaction, raisedMinorOf, type Posting } from '../ledger/ledger.service.js';
import { findProjectFunding, lockProjectFunding, type ProjectFunding } from '../payments/payments.repository.js';
import {
  findDisbursementByReference,
  findDisbursementOfProject,
  insertDisbursement,
  investorClaims,
  type DisbursementRow,
} from './disbursements.repository.js';

/** Raises whose money may be sent on: closed as funded, whatever has happened since. */
const DISBURSABLE_STATUSES: readonly string[] = ['funded', 'active', 'payout'];

/**
 * A disbursement's money: the raise account is emptied (the platform no longer owes the business
 * anything for it) and the money leaves the provider's balance for the business's bank account.
 * The disbursements service and the demo content post exactly this.
 */
export function disbursementPosting(
  disbursement: { id: string; projectId: string; currency: string; amountMinor: number; reference: string },
  at?: Date,
): Posting {
  return {
    kind: 'disbursement',
    disbursementId: disbursement.id,
    memo: `Disbursement ${disbursement.reference} of ${disbursement.projectId}`,
    ...(at ? { at } : {}),
    entries: [
      {
        account: accounts.projectRaise(disbursement.projectId, disbursement.currency),
        amountMinor: disbursement.amountMinor,
      },
      { account: accounts.providerClearing(disbursement.currency), amountMinor: -disbursement.amountMinor },
    ],
  };
}

const businessNotFound = () => notFound('Business not found');
const referenceTaken = (reference: string) =>
  new AppError('DISBURSEMENT_REFERENCE_TAKEN', `A disbursement with the reference “${reference}” is already recorded.`);

const BLOCK_DETAIL: Record<DisbursementBlock, (project: ProjectFunding, until: Date | null) => string> = {
  status: (project) => `Only a raise closed as funded is disbursed; this business is ${project.status}.`,
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
export function createDisbursementsService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

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
  async function stateOf(executor: Executor, project: ProjectFunding) {
    const [held, disbursement, claims] = await Promise.all([
      raisedMinorOf(executor, project.id, project.currency),
      findDisbursementOfProject(executor, project.id),
      investorClaims(executor, project.id),
    ]);
    const windowOpen = claims.cancellableUntil !== null && claims.cancellableUntil > now();
    const blocked: DisbursementBlock | null = disbursement
      ? 'disbursed'
      : !DISBURSABLE_STATUSES.includes(project.status)
        ? 'status'
        : claims.refunding
          ? 'refund_in_progress'
          : windowOpen
            ? 'cancellation_window'
            : held <= 0
              ? 'nothing_held'
              : null;
    return { held, disbursement, blocked, cancellableUntil: windowOpen ? claims.cancellableUntil : null };
  }

  return {
    async forAdmin(projectId: string): Promise<AdminDisbursement> {
      const project = await findProjectFunding(db, projectId);
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
          const project = await lockProjectFunding(tx, projectId);
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
            ...(options.at ? { createdAt: options.at } : {}),
          });
          await postTransaction(tx, disbursementPosting(row, options.at));
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
