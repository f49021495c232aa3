import {
  DEFAULT_PROJECT_CURRENCY,
  fromMinorUnits,
  INVESTED_STATUSES,
  percentOfMinor,
  type Language,
  type PaymentStatus,
  type Portfolio,
} from '@grove/contracts';
import type { Db } from '../../db/client.js';
import type { PaymentsService } from '../payments/payments.service.js';
import { receivedByUser } from '../payouts/payouts.repository.js';
import type { ProjectsService } from '../projects/projects.service.js';
import type { WalletService } from '../wallet/wallet.service.js';

/** Payments that are part of the portfolio: from the application on, not attempts that ended unpaid. */
const LISTED: readonly PaymentStatus[] = [
  'awaiting_verification',
  'pending',
  'processing',
  'succeeded',
  'refunding',
  'refunded',
];

/**
 * The investor's portfolio (spec §3): every investment from its application on, saved
 * businesses, and the total invested (the investments that hold money).
 */
export function createPortfolioService({
  db,
  projects,
  payments,
  wallet,
}: {
  db: Db;
  projects: Pick<ProjectsService, 'favorites' | 'setFavorite' | 'byIds'>;
  payments: Pick<PaymentsService, 'listOfUser' | 'canCancel'>;
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
      const listed = rows.filter((row) => LISTED.includes(row.status));
      const projectById = await projects.byIds([...new Set(listed.map((row) => row.projectId))], language);
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
            payouts_received: major(shares.reduce((sum, share) => sum + share.amountMinor, 0)),
            payouts: shares.map((share) => ({
              payout_id: share.payoutId,
              amount: major(share.amountMinor),
              period_start: share.periodStart,
              period_end: share.periodEnd,
              paid_at: share.paidAt.toISOString(),
            })),
          },
        ];
      });
      // Totals are per currency; the portfolio shows the main one (every demo business raises in USD).
      const currency = listed[0]?.currency ?? DEFAULT_PROJECT_CURRENCY;
      const investedMinor = listed
        .filter((row) => INVESTED_STATUSES.includes(row.status) && row.currency === currency)
        .reduce((sum, row) => sum + row.amountMinor, 0);
      const receivedMinor = received
        .filter((share) => share.currency === currency)
        .reduce((sum, share) => sum + share.amountMinor, 0);
      return {
        items,
        favorites,
        total_invested: fromMinorUnits(investedMinor, currency),
        total_received: fromMinorUnits(receivedMinor, currency),
        currency,
        wallet: balances,
      };
    },
    setFavorite(userId: string, projectId: string, favorite: boolean): Promise<void> {
      return projects.setFavorite(userId, projectId, favorite);
    },
  };
}
export type PortfolioService = ReturnType<typeof createPortfolioService>;
