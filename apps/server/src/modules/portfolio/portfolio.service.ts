import {
  hasInvestmentConfirmation,
  DEFAULT_PROJECT_CURRENCY,
  fromMinorUnits,
  INVESTED_STATUSES,
  isOpenPayment,
  percentOfMinor,
  RESERVING_STATUSES,
  type Language,
  type FeedItem,
  type FeedPage,
  type PaymentStatus,
  type Portfolio,
} from '@grove/contracts';
import type { Db } from '../../db/client.js';
import type { Localized } from '../../db/schema/index.js';
import { decodeCursor, encodeCursor } from '../../lib/cursor.js';
import type { PaymentsService } from '../payments/payments.service.js';
import { receivedByUser } from '../payouts/payouts.repository.js';
import type { ProjectsService } from '../projects/projects.service.js';
import type { WalletService } from '../wallet/wallet.service.js';
import { listFeed } from './feed.repository.js';

/**
 * Payments listed as investments: the ones that hold money and the ones given back (shown with
 * their refund). Unfinished ones (isOpenPayment) are listed apart; ones that ended unpaid, not at all.
 */
const INVESTMENT_LISTED: readonly PaymentStatus[] = [...INVESTED_STATUSES, 'refunding', 'refunded'];
const REFUND_STATUSES: readonly PaymentStatus[] = ['refunding', 'refunded'];

/**
 * The investor's portfolio (spec §3): the investments (with the refunded ones, which no longer
 * count), the unfinished payments apart, saved businesses, and the total invested (the
 * investments that hold money).
 */
export function createPortfolioService({
  db,
  projects,
  payments,
  wallet,
}: {
  db: Db;
  projects: Pick<ProjectsService, 'favorites' | 'setFavorite' | 'byIds'>;
  payments: Pick<PaymentsService, 'listOfUser' | 'canCancel' | 'eventsOf'>;
  wallet: Pick<WalletService, 'balances'>;
}) {
  return {
    async get(userId: string, language: Language): Promise<Portfolio> {
      const [rows, favorites, received, balances] = await Promise.all([
        payments.listOfUser(userId),
        projects.favorites(userId, language),
        receivedByUser(db, userId),
        wallet.balances(userId),
      ]);
      const receivedByPayment = new Map<string, typeof received>();
      for (const share of received) {
        receivedByPayment.set(share.paymentId, [...(receivedByPayment.get(share.paymentId) ?? []), share]);
      }
      const listed = rows.filter((row) => INVESTMENT_LISTED.includes(row.status));
      const open = rows.filter((row) => isOpenPayment(row.status));
      const refundedIds = listed.filter((row) => REFUND_STATUSES.includes(row.status)).map((row) => row.id);
      const [projectById, events] = await Promise.all([
        projects.byIds([...new Set([...listed, ...open].map((row) => row.projectId))], language),
        payments.eventsOf(refundedIds),
      ]);
      /** The first move into `status` of each payment (events come oldest first). */
      const movedAt = (status: PaymentStatus) => {
        const at = new Map<string, Date>();
        for (const event of events) {
          if (event.toStatus === status && event.fromStatus !== status && !at.has(event.paymentId)) {
            at.set(event.paymentId, event.createdAt);
          }
        }
        return at;
      };
      const refundingAt = movedAt('refunding');
      const refundedAt = movedAt('refunded');
      const items = listed.flatMap((row) => {
        const found = projectById.get(row.projectId);
        if (!found) return [];
        const { project, expectedReturnBp } = found;
        const major = (minor: number) => fromMinorUnits(minor, row.currency);
        const shares = receivedByPayment.get(row.id) ?? [];
        return [
          {
            id: row.id,
            project,
            amount_invested: major(row.amountMinor),
            currency: row.currency,
            invested_at: (row.paidAt ?? row.createdAt).toISOString(),
            expected_return: major(row.amountMinor + percentOfMinor(row.amountMinor, expectedReturnBp)),
            status: row.status,
            application_id: row.id,
            refund_amount: major(row.totalMinor),
            cancel_deadline: row.cancelDeadline?.toISOString() ?? null,
            can_cancel: payments.canCancel(row),
            method: row.method,
            has_confirmation: hasInvestmentConfirmation(row),
            payouts_received: major(shares.reduce((sum, share) => sum + share.amountMinor, 0)),
            payouts: shares.map((share) => ({
              payout_id: share.payoutId,
              amount: major(share.amountMinor),
              period_start: share.periodStart,
              period_end: share.periodEnd,
              paid_at: share.paidAt.toISOString(),
            })),
            refund: REFUND_STATUSES.includes(row.status)
              ? {
                  amount: major(row.totalMinor),
                  // A refund made at the provider goes straight to refunded, with no refunding step.
                  requested_at: (refundingAt.get(row.id) ?? refundedAt.get(row.id) ?? row.updatedAt).toISOString(),
                  refunded_at:
                    row.status === 'refunded' ? (refundedAt.get(row.id) ?? row.updatedAt).toISOString() : null,
                  reason: row.failureReason,
                }
              : null,
          },
        ];
      });
      const unfinished = open.flatMap((row) => {
        const found = projectById.get(row.projectId);
        if (!found) return [];
        const major = (minor: number) => fromMinorUnits(minor, row.currency);
        return [
          {
            id: row.id,
            project: found.project,
            amount: major(row.amountMinor),
            total: major(row.totalMinor),
            currency: row.currency,
            status: row.status,
            created_at: row.createdAt.toISOString(),
            reservation_expires_at: RESERVING_STATUSES.includes(row.status)
              ? (row.reservationExpiresAt?.toISOString() ?? null)
              : null,
            checkout_url: row.status === 'awaiting_verification' ? null : row.checkoutUrl,
            failure_reason: row.status === 'pending' ? row.failureReason : null,
            can_discard: payments.canCancel(row),
            method: row.method,
          },
        ];
      });
      // Totals are per currency; the portfolio shows the main one (every demo business raises in USD).
      const currency = listed[0]?.currency ?? DEFAULT_PROJECT_CURRENCY;
      const invested = listed.filter((row) => INVESTED_STATUSES.includes(row.status));
      const investedMinor = invested
        .filter((row) => row.currency === currency)
        .reduce((sum, row) => sum + row.amountMinor, 0);
      const receivedMinor = received
        .filter((share) => share.currency === currency)
        .reduce((sum, share) => sum + share.amountMinor, 0);
      return {
        items,
        unfinished,
        investment_count: invested.length,
        favorites,
        total_invested: fromMinorUnits(investedMinor, currency),
        total_received: fromMinorUnits(receivedMinor, currency),
        currency,
        wallet: balances,
      };
    },
    /** One page of the updates feed (see listFeed); a cursor that is not one of ours is refused, naming it. */
    async feed(
      userId: string,
      { cursor, limit }: { cursor?: string | undefined; limit: number },
      language: Language,
    ): Promise<FeedPage> {
      const after = cursor === undefined ? null : decodeCursor(cursor);
      // One more than asked tells whether another page follows.
      const rows = await listFeed(db, userId, { cursor: after, limit: limit + 1 });
      const page = rows.slice(0, limit);
      const projectById = await projects.byIds([...new Set(page.map((row) => row.project_id))], language);
      const localized = (value: Localized | null) => (value ? value[language] || value.en : null);
      const items = page.flatMap((row): FeedItem[] => {
        const found = projectById.get(row.project_id);
        if (!found) return [];
        const amountMinor = row.amount_minor === null ? null : Number(row.amount_minor);
        return [
          {
            id: `${row.kind}:${row.id}`,
            kind: row.kind,
            at: new Date(row.at).toISOString(),
            project: { id: found.project.id, name: found.project.name, image: found.project.image ?? null },
            title: row.kind === 'answer' ? row.question : localized(row.title),
            body: row.kind === 'answer' ? row.answer : localized(row.body),
            language: row.kind === 'answer' ? row.language : null,
            amount: amountMinor !== null && row.currency ? fromMinorUnits(amountMinor, row.currency) : null,
            currency: row.currency,
            period_start: isoDay(row.period_start),
            period_end: isoDay(row.period_end),
          },
        ];
      });
      const last = page.at(-1);
      return {
        items,
        next_cursor: rows.length > limit && last ? encodeCursor({ atKey: last.at_key, id: last.id }) : null,
      };
    },
    setFavorite(userId: string, projectId: string, favorite: boolean): Promise<void> {
      return projects.setFavorite(userId, projectId, favorite);
    },
  };
}
/** A date column as YYYY-MM-DD, whichever way the driver hands it over. */
function isoDay(value: string | Date | null): string | null {
  if (value === null) return null;
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

export type PortfolioService = ReturnType<typeof createPortfolioService>;
