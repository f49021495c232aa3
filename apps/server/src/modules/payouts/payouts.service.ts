import {
  fromMinorUnits,
  normalizeLanguage,
  PAYOUT_STATUSES_ALLOWED,
  allocateMinor,
  percentOfMinor,
  sharesPayouts,
  type AdminPayoutList,
  type Payout,
  type PublicPayoutList,
} from '@grove/contracts';
import type { Db, Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, notFound } from '../../lib/errors.js';
import { parseMoneyInput } from '../../lib/money-input.js';
import { recordAudit } from '../audit/audit.service.js';
import { postings, postTransaction } from '../ledger/ledger.service.js';
import type { FundingService, Raise } from '../funding/funding.service.js';
import { notify } from '../notifications/notifications.service.js';
import type { DisbursementsService } from '../disbursements/disbursements.service.js';
import {
  findPayoutByReference,
  holdingPayments,
  insertAllocations,
  insertPayout,
  listPayoutsOfProject,
  usersToNotify,
  type PayoutRow,
  receivedByUser,
} from './payouts.repository.js';

export interface Holding {
  /** The payment (investment) holding money. */
  id: string;
  userId: string;
  amountMinor: number;
}

/**
 * A payout's split (docs/architecture.md, "Payouts"): pro rata to the invested amounts, by the
 * largest-remainder method, so the shares sum exactly to the payout; shares of zero (a cent
 * across many investments) are left out. The posting credits each investor's wallet once with
 * the sum of their shares, against the money the business paid in. The payouts service and the
 * demo content post exactly this.
 */
export function splitPayout(
  payout: { id: string; projectId: string; currency: string; amountMinor: number; reference: string },
  holdings: readonly Holding[],
  at?: Date,
  paidInto: 'bank' | 'provider_clearing' = 'bank',
) {
  const shares = allocateMinor(
    payout.amountMinor,
    holdings.map((holding) => holding.amountMinor),
  );
  const allocations = holdings
    .map((holding, index) => ({
      payoutId: payout.id,
      paymentId: holding.id,
      userId: holding.userId,
      amountMinor: shares[index]!,
    }))
    .filter((allocation) => allocation.amountMinor > 0);
  const perInvestor = new Map<string, number>();
  for (const { userId, amountMinor } of allocations) {
    perInvestor.set(userId, (perInvestor.get(userId) ?? 0) + amountMinor);
  }
  return { allocations, perInvestor, posting: postings.payout(payout, perInvestor, at, paidInto) };
}

export interface RecordPayoutInput {
  amount: number | string;
  currency: string;
  period: { start: string; end: string };
  reference: string;
}

const businessNotFound = () => notFound('Business not found');
const referenceTaken = (reference: string) =>
  new AppError('PAYOUT_REFERENCE_TAKEN', `A payout with the reference “${reference}” is already recorded.`);
const canRecordIn = (status: string) => (PAYOUT_STATUSES_ALLOWED as readonly string[]).includes(status);

/**
 * Payouts (docs/architecture.md, "Payouts"): an operator records money a business paid back;
 * it is split pro rata across the investments that hold money, by invested amount, with the
 * largest-remainder method, and credited to the investors' wallets, all in one database
 * transaction: the payout, its split, its ledger transaction, the notifications and e-mails
 * exist together or not at all. The unique reference makes recording it twice impossible.
 */
export function createPayoutsService(deps: {
  db: Db;
  clock: Clock;
  funding: Pick<FundingService, 'find' | 'lock' | 'setStatus'>;
  disbursements: Pick<DisbursementsService, 'recordedFor'>;
  catalogueChanged: () => void;
}) {
  const { db, funding } = deps;

  function present(row: PayoutRow, counts: { investments: number; investors: number }): Payout {
    return {
      id: row.id,
      project_id: row.projectId,
      amount: fromMinorUnits(row.amountMinor, row.currency),
      currency: row.currency,
      period_start: row.periodStart,
      period_end: row.periodEnd,
      reference: row.reference,
      investments: counts.investments,
      investors: counts.investors,
      created_at: row.createdAt.toISOString(),
    };
  }

  function parseAmount(input: RecordPayoutInput, project: Raise): number {
    const { amountMinor } = parseMoneyInput(input.amount, input.currency, {
      expected: { currency: project.currency, refusal: `This business pays out in ${project.currency}.` },
    });
    if (amountMinor <= 0) throw new AppError('AMOUNT_NOT_POSITIVE', 'The amount must be greater than zero.');
    return amountMinor;
  }

  return {
    /** The user's share of every payout, oldest first (the data export). */
    receivedBy(userId: string) {
      return receivedByUser(db, userId);
    },

    /**
     * `at` dates the payout in the past (the /demo history spreads a visit's payouts over the
     * year); by default it is now.
     */
    async record(
      actorId: string | null,
      projectId: string,
      input: RecordPayoutInput,
      options: {
        at?: Date;
        /**
         * Runs inside the payout's transaction, after its split and posting: a revenue report's
         * confirmation links the payout here, so both exist together or not at all.
         */
        within?: (tx: Executor, payout: PayoutRow) => Promise<void>;
        /** Where the business's money arrived: our bank (a transfer, by default) or the provider (a card payment). */
        paidInto?: 'bank' | 'provider_clearing';
      } = {},
    ): Promise<Payout> {
      const reference = input.reference.trim();
      let result: Payout;
      try {
        result = await db.transaction(async (tx) => {
          // The business is locked: no investment is paid, cancelled or refunded while it is split.
          const project = await funding.lock(tx, projectId);
          if (!project) throw businessNotFound();
          if (!canRecordIn(project.status)) {
            throw new AppError(
              'PAYOUT_NOT_ALLOWED',
              `Payouts are recorded for businesses that are active or paying out; this one is ${project.status}.`,
            );
          }
          // Money moves on only when it is final (PRODUCT.md 20): the raise went to the business first.
          if (!(await deps.disbursements.recordedFor(tx, projectId))) {
            throw new AppError(
              'PAYOUT_NOT_ALLOWED',
              'This raise has not been sent to the business yet: record its disbursement before its payouts.',
            );
          }
          const amountMinor = parseAmount(input, project);
          if (await findPayoutByReference(tx, reference)) throw referenceTaken(reference);
          const at = options.at ?? deps.clock.now();
          // Only investments that can no longer be cancelled share it.
          const holding = (await holdingPayments(tx, projectId)).filter(
            (p) => p.currency === project.currency && sharesPayouts(p, at),
          );
          if (holding.length === 0) {
            throw new AppError('NO_INVESTMENTS_TO_PAY', 'No investment holds money in this business: nobody to pay.');
          }
          const payout = await insertPayout(tx, {
            projectId,
            currency: project.currency,
            amountMinor,
            periodStart: input.period.start,
            periodEnd: input.period.end,
            reference,
            recordedBy: actorId,
            createdAt: at,
          });
          const { allocations, perInvestor, posting } = splitPayout(payout, holding, at, options.paidInto);
          await insertAllocations(tx, allocations);
          await postTransaction(tx, posting);
          await options.within?.(tx, payout);
          for (const person of await usersToNotify(tx, [...perInvestor.keys()])) {
            await notify(tx, {
              user: person,
              type: 'payout_received',
              params: {
                project_id: projectId,
                project_name: project.name[normalizeLanguage(person.language)],
                payout_id: payout.id,
                amount: fromMinorUnits(perInvestor.get(person.id)!, project.currency),
                currency: project.currency,
                period_start: payout.periodStart,
                period_end: payout.periodEnd,
              },
              link: '/portfolio?tab=wallet',
            });
          }
          // The first payout shows the business as paying out.
          if (project.status === 'active') await funding.setStatus(tx, project, 'payout');
          await recordAudit(tx, {
            actorId,
            action: 'payout.record',
            targetType: 'project',
            targetId: projectId,
            before: project.status === 'active' ? { status: 'active' } : null,
            after: {
              payout_id: payout.id,
              reference,
              // Major units of the business's currency, as the audit log's other amounts.
              amount: fromMinorUnits(amountMinor, project.currency),
              period: `${payout.periodStart} – ${payout.periodEnd}`,
              investments: allocations.length,
              ...(project.status === 'active' ? { status: 'payout' } : {}),
            },
          });
          return present(payout, { investments: allocations.length, investors: perInvestor.size });
        });
      } catch (error) {
        // Two operators recording the same reference at once: the unique index decides.
        if (isUniqueViolation(error)) throw referenceTaken(reference);
        throw error;
      }
      deps.catalogueChanged();
      return result;
    },

    /** Whether a payout can be recorded for the business now: the same conditions `record` checks. */
    async canRecord(projectId: string): Promise<boolean> {
      const project = await funding.find(db, projectId);
      if (!project || !canRecordIn(project.status)) return false;
      if (!(await deps.disbursements.recordedFor(db, projectId))) return false;
      const holding = await holdingPayments(db, projectId);
      return holding.some((p) => p.currency === project.currency && sharesPayouts(p, deps.clock.now()));
    },

    /** The console's view: every payout and the total paid against the contract minimum. */
    async listForAdmin(projectId: string): Promise<AdminPayoutList> {
      const project = await funding.find(db, projectId);
      if (!project) throw businessNotFound();
      const [rows, allHolding, disbursement] = await Promise.all([
        listPayoutsOfProject(db, projectId),
        holdingPayments(db, projectId),
        deps.disbursements.recordedFor(db, projectId),
      ]);
      const holding = allHolding.filter((p) => sharesPayouts(p, deps.clock.now()));
      const { currency } = project;
      const investedMinor = holding.reduce((sum, p) => sum + p.amountMinor, 0);
      const paidMinor = rows.reduce((sum, r) => sum + r.payout.amountMinor, 0);
      const major = (minor: number) => fromMinorUnits(minor, currency);
      return {
        project_id: projectId,
        status: project.status,
        currency,
        invested: major(investedMinor),
        investments: holding.length,
        contract_minimum: major(investedMinor + percentOfMinor(investedMinor, project.expectedReturnBp)),
        total_paid: major(paidMinor),
        can_record: canRecordIn(project.status) && disbursement !== null && holding.length > 0,
        payouts: rows.map((r) => present(r.payout, r)),
      };
    },

    /** The public track record of a published business: its payouts, without investors. */
    async listPublic(projectId: string): Promise<PublicPayoutList> {
      const project = await funding.find(db, projectId);
      if (!project?.publishedAt) throw new AppError('PROJECT_NOT_FOUND', 'Project not found');
      const rows = await listPayoutsOfProject(db, projectId);
      const major = (minor: number) => fromMinorUnits(minor, project.currency);
      return {
        project_id: projectId,
        currency: project.currency,
        total_paid: major(rows.reduce((sum, r) => sum + r.payout.amountMinor, 0)),
        payouts: rows.map(({ payout }) => ({
          id: payout.id,
          amount: major(payout.amountMinor),
          period_start: payout.periodStart,
          period_end: payout.periodEnd,
          paid_at: payout.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
