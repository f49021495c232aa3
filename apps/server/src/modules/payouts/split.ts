import { allocateMinor } from '@grove/contracts';
import { accounts, type Posting } from '../ledger/ledger.service.js';

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
  const posting: Posting = {
    kind: 'payout',
    payoutId: payout.id,
    memo: `Payout ${payout.reference} of ${payout.projectId}`,
    ...(at ? { at } : {}),
    entries: [
      // The business paid the platform (the provider's account holds it); the investors are owed it.
      { account: accounts.providerClearing(payout.currency), amountMinor: payout.amountMinor },
      ...[...perInvestor].map(([userId, share]) => ({
        account: accounts.investorWallet(userId, payout.currency),
        amountMinor: -share,
      })),
    ],
  };
  return { allocations, perInvestor, posting };
}
