import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ledgerTransactions } from '../../db/schema/index.js';
import type { PaymentProviderEvent } from '../../providers/payments/provider.js';
import type { EventHooks } from '../payments/context.js';
import { postings, postTransaction } from '../ledger/ledger.service.js';

type ProviderPayoutEvent = Extract<PaymentProviderEvent, { type: 'provider_payout_paid' | 'provider_payout_failed' }>;

/**
 * The provider paid its balance out to the platform's bank (Stripe's automatic payouts): the
 * money moves from the clearing account to the bank, once per payout (a unique index on the
 * ledger transaction's payout id); a payout that fails brings it back (`<id>:failed`).
 * An event without an amount or currency moves nothing: an operator settles it.
 */
export async function bookProviderPayout(db: Db, event: ProviderPayoutEvent, hooks: EventHooks): Promise<boolean> {
  const { amountMinor, currency } = event;
  return db.transaction(async (tx) => {
    if (!(await hooks.record(tx))) return false;
    if (amountMinor === null || currency === null) {
      await hooks.refuse(tx, {
        kind: 'amount_mismatch',
        detail: { payout_id: event.payoutId, amount_minor: amountMinor, currency },
      });
      return false;
    }
    const failed = event.type === 'provider_payout_failed';
    const id = failed ? `${event.payoutId}:failed` : event.payoutId;
    const [booked] = await tx
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.providerPayoutId, id))
      .limit(1);
    if (booked) return false;
    await postTransaction(
      tx,
      postings.providerPayout({ id, currency, amountMinor: failed ? -amountMinor : amountMinor }),
    );
    return true;
  });
}
