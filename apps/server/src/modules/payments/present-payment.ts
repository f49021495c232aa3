import {
  fromMinorUnits,
  INVESTED_STATUSES,
  isOpenPayment,
  normalizeLanguage,
  PAYMENT_PROGRESS_STEPS,
  progressOf,
  RESERVING_STATUSES,
  type Language,
  type MyInvestmentSummary,
  type Payment,
} from '@grove/contracts';
import { AppError } from '../../lib/errors.js';
import { SingleFlightCache } from '../../lib/single-flight-cache.js';
import type { Raise } from '../funding/funding.service.js';
import { receivedByUser } from '../payouts/payouts.repository.js';
import { findUserById } from '../users/users.repository.js';
import type { PaymentsContext } from './context.js';
import {
  findPayment,
  heldPaymentsOfProject,
  listInvestorsOfProject,
  listPaymentEvents,
  countUnsettledPaymentsOfUser,
  listPaymentsOfUser,
  type InvestorSortField,
  type PaymentEventRow,
  type PaymentRow,
} from './payments.repository.js';

export const paymentNotFound = () => new AppError('PAYMENT_NOT_FOUND', 'Payment not found');

/**
 * How long a business's name is kept for presenting payments: the progress page asks every 2 s
 * during a launch, and a name changed by an operator shows on payments within this time.
 */
const NAME_KEPT_MS = 30_000;
type BusinessName = Raise['name'];
const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** Payments as their owners and the operators read them. */
export function createPaymentPresenter(ctx: Pick<PaymentsContext, 'db' | 'clock' | 'funding'>) {
  const { db, funding } = ctx;
  const names = new SingleFlightCache<BusinessName | null>(NAME_KEPT_MS, 10_000);
  const nameOf = (projectId: string) =>
    names.get(projectId, async () => (await funding.find(db, projectId))?.name ?? null);

  function canCancel(row: PaymentRow): boolean {
    if (row.status === 'awaiting_verification' || row.status === 'pending') return true;
    return row.status === 'succeeded' && row.cancelDeadline !== null && ctx.clock.now() < row.cancelDeadline;
  }

  function present(
    row: PaymentRow,
    name: BusinessName | null,
    timeline: PaymentEventRow[],
    language: Language,
  ): Payment {
    const major = (minor: number) => fromMinorUnits(minor, row.currency);
    const states = progressOf(row.status);
    return {
      id: row.id,
      status: row.status,
      project_id: row.projectId,
      project_name: name?.[language] ?? row.projectId,
      amount: major(row.amountMinor),
      currency: row.currency.toLowerCase(),
      description: row.description,
      method: row.method,
      fees: {
        service: major(row.serviceFeeMinor),
        card: major(row.cardFeeMinor),
        total: major(row.totalMinor),
        service_bp: row.serviceFeeBp,
        card_bp: row.cardFeeBp,
      },
      checkout_url: isOpenPayment(row.status) && row.status !== 'awaiting_verification' ? row.checkoutUrl : null,
      failure_reason: row.failureReason,
      reservation_expires_at: RESERVING_STATUSES.includes(row.status)
        ? (row.reservationExpiresAt?.toISOString() ?? null)
        : null,
      paid_at: row.paidAt?.toISOString() ?? null,
      cancel_deadline: row.cancelDeadline?.toISOString() ?? null,
      can_cancel: canCancel(row),
      return_url: row.returnUrl,
      cancel_url: row.cancelUrl,
      created_at: row.createdAt.toISOString(),
      steps: PAYMENT_PROGRESS_STEPS.map((step, index) => ({ step, state: states[index]! })),
      timeline: timeline
        .filter((event) => event.paymentId === row.id)
        .map((event) => ({
          from: event.fromStatus,
          to: event.toStatus,
          cause: event.cause,
          reason: event.reason,
          at: event.createdAt.toISOString(),
        })),
    };
  }

  /**
   * The payment as its owner reads it: the business's name in the owner's language. `known`: what
   * the caller has read or written already in this request (the business, the owner's language,
   * the payment's timeline), not read again.
   */
  async function toPayment(
    row: PaymentRow,
    known: { raise?: Raise; language?: string; timeline?: PaymentEventRow[] } = {},
  ): Promise<Payment> {
    const [name, timeline, language] = await Promise.all([
      known.raise?.name ?? nameOf(row.projectId),
      known.timeline ?? listPaymentEvents(db, [row.id]),
      known.language ?? findUserById(db, row.userId).then((owner) => owner?.language),
    ]);
    return present(row, name, timeline, normalizeLanguage(language));
  }

  /** The user's own payment; another user's answers exactly like one that does not exist. */
  async function ownPayment(userId: string, id: string): Promise<PaymentRow> {
    const row = isUuid(id) ? await findPayment(db, id) : null;
    if (!row || row.userId !== userId) throw paymentNotFound();
    return row;
  }

  return {
    canCancel,
    toPayment,
    ownPayment,

    /** The signed-in user's payment (`user`: who asks, with their language). */
    async get(user: { id: string; language: string }, id: string): Promise<Payment> {
      return toPayment(await ownPayment(user.id, id), { language: user.language });
    },

    /** The signed-in investor's payments for one business, and their summary. */
    async listForProject(
      userId: string,
      projectId: string,
      language: Language,
    ): Promise<{ payments: Payment[]; summary: MyInvestmentSummary }> {
      const [rows, raise, received] = await Promise.all([
        listPaymentsOfUser(db, userId, projectId),
        funding.find(db, projectId),
        receivedByUser(db, userId, projectId),
      ]);
      const events = await listPaymentEvents(
        db,
        rows.map((r) => r.id),
      );
      const invested = rows.filter((r) => INVESTED_STATUSES.includes(r.status));
      const currency = raise?.currency ?? rows[0]?.currency ?? 'USD';
      return {
        payments: rows.map((r) => present(r, raise?.name ?? null, events, language)),
        summary: {
          project_id: projectId,
          currency,
          invested: fromMinorUnits(
            invested.reduce((sum, r) => sum + r.amountMinor, 0),
            currency,
          ),
          payments: invested.length,
          payouts_received: fromMinorUnits(
            received.reduce((sum, r) => sum + (r.currency === currency ? r.amountMinor : 0), 0),
            currency,
          ),
          open_payment_id: rows.find((r) => isOpenPayment(r.status))?.id ?? null,
          latest_payment_id: rows[0]?.id ?? null,
        },
      };
    },

    /** Every payment of the user, newest first (the portfolio sorts them). */
    listOfUser(userId: string) {
      return listPaymentsOfUser(db, userId);
    },

    /** How many of the user's payments still have money on its way (closing an account waits for them). */
    unsettledCountOf(userId: string) {
      return countUnsettledPaymentsOfUser(db, userId);
    },

    /** The status moves of these payments, oldest first. */
    eventsOf(paymentIds: readonly string[]) {
      return listPaymentEvents(db, paymentIds);
    },

    /** What refunding the round would give back now: the held payments, their payers and what they paid. */
    heldOf(projectId: string) {
      return heldPaymentsOfProject(db, projectId);
    },

    /**
     * Operators' list of a business's payments with their payers (every status, so a failed or
     * refunded one shows too); without a limit, all of them (the CSV export). Null when the
     * business does not exist.
     */
    async investorsOf(
      projectId: string,
      options: {
        sort?: InvestorSortField | undefined;
        order?: 'asc' | 'desc' | undefined;
        limit?: number | undefined;
        offset?: number | undefined;
      } = {},
    ) {
      const project = await funding.find(db, projectId);
      if (!project) return null;
      const { rows, total } = await listInvestorsOfProject(db, projectId, {
        sort: options.sort ?? 'date',
        order: options.order ?? 'desc',
        limit: options.limit,
        offset: options.offset,
      });
      return {
        project,
        total,
        investors: rows.map(({ payment, name, email }) => ({
          paymentId: payment.id,
          userId: payment.userId,
          name,
          email,
          currency: payment.currency,
          amountMinor: payment.amountMinor,
          serviceFeeMinor: payment.serviceFeeMinor,
          cardFeeMinor: payment.cardFeeMinor,
          totalMinor: payment.totalMinor,
          status: payment.status,
          createdAt: payment.createdAt,
          paidAt: payment.paidAt,
        })),
      };
    },
  };
}

export type PaymentPresenter = ReturnType<typeof createPaymentPresenter>;
