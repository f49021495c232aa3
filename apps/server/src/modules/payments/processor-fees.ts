import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { LOCK_RANK, takeLock } from '../../db/lock-order.js';
import { rowsOf } from '../../db/rows.js';
import { ledgerTransactions, payments, revenueCardPayments, walletTopUps } from '../../db/schema/index.js';
import { enqueueJob } from '../../jobs/queue.js';
import type { PaymentProvider } from '../../providers/payments/provider.js';
import { findTopUp, lockTopUp } from '../wallet/wallet.repository.js';
import { postings, postTransaction } from '../ledger/ledger.service.js';
import { findPayment, lockPayment } from './payments.repository.js';

/**
 * The processor's real fees (docs/architecture.md, "The ledger"). Payers pay a flat card fee
 * (revenue, `card_fees`); the processor keeps what its own schedule says, by card and country,
 * and reports it on the charge's balance transaction. That is booked as an expense
 * (`processor_fees`) out of the clearing account, so the clearing account follows the
 * provider's balance: the charge less its fee. The processor keeps its fee on a refund, so a
 * refund gives the payer the card fee back (from `card_fees`) and the expense stays.
 */
export const PROCESSOR_FEE_JOB = 'payments.processor-fee';

/** A captured card charge: a payment or a wallet top-up. */
export type ChargeRef = { paymentId: string } | { topUpId: string };

/** Queues the lookup of a captured charge's fee, in the capture's transaction (retried until the provider has it). */
export const queueProcessorFee = (tx: Tx, charge: ChargeRef) =>
  enqueueJob(tx, PROCESSOR_FEE_JOB, charge, {
    dedupeKey: 'paymentId' in charge ? charge.paymentId : charge.topUpId,
    maxAttempts: 12,
  });

/** Queues the lookup of a revenue share's card charge fee, in the transaction that pays the report out. */
export const queueRevenueCardFee = (tx: Tx, revenueCardPaymentId: string) =>
  enqueueJob(tx, PROCESSOR_FEE_JOB, { revenueCardPaymentId }, { dedupeKey: revenueCardPaymentId, maxAttempts: 12 });

/** The job that books a dispute's fee, apart from the event's own posting (a posting of its own, in lock order). */
export const DISPUTE_FEE_JOB = 'payments.dispute-fee';

/**
 * In the transaction of a dispute event (the charge's row locked): queues the booking of what the
 * processor has charged for the dispute so far, if that is more than is booked. Events come in any
 * order and each names the dispute's fees so far, so only an increase is booked: a stale event
 * never takes a fee back. A fee the processor gives back is left to reconciliation, which lists it.
 */
export async function queueDisputeFee(
  tx: Tx,
  charge: ChargeRef,
  booked: { disputeFeeMinor: number },
  feeMinor: number | null,
): Promise<void> {
  if (feeMinor === null || feeMinor <= booked.disputeFeeMinor) return;
  const id = 'paymentId' in charge ? charge.paymentId : charge.topUpId;
  await enqueueJob(tx, DISPUTE_FEE_JOB, { ...charge, feeMinor }, { dedupeKey: `${id}:${feeMinor}` });
}

/** The charge's row, locked first (db/lock-order.ts), as every movement of its money is. */
const lockCharge = (tx: Tx, charge: ChargeRef) =>
  'paymentId' in charge ? lockPayment(tx, charge.paymentId) : lockTopUp(tx, charge.topUpId);

/** Records the fees booked on the charge's row. */
async function setChargeFees(
  tx: Tx,
  charge: ChargeRef,
  set: { processorFeeMinor: number } | { disputeFeeMinor: number },
): Promise<void> {
  if ('paymentId' in charge) await tx.update(payments).set(set).where(eq(payments.id, charge.paymentId));
  else await tx.update(walletTopUps).set(set).where(eq(walletTopUps.id, charge.topUpId));
}

export function createProcessorFees({ db, provider }: { db: Db; provider: PaymentProvider }) {
  return {
    /** Job: books a dispute's fee up to `feeMinor` (what is booked already, not again), the charge's row locked first. */
    async recordDisputeFee(charge: ChargeRef, feeMinor: number): Promise<void> {
      await db.transaction(async (tx) => {
        const locked = await lockCharge(tx, charge);
        if (!locked || feeMinor <= locked.disputeFeeMinor) return;
        await postTransaction(
          tx,
          postings.processorFee({ ...charge, currency: locked.currency }, feeMinor - locked.disputeFeeMinor, {
            on: 'dispute',
          }),
        );
        await setChargeFees(tx, charge, { disputeFeeMinor: feeMinor });
      });
    },

    /**
     * Job: reads a captured charge's fee from the provider and books it, once (the charge's row
     * locked first, as every movement of its money is). Throws while the provider has no balance
     * transaction for it yet, so the job is tried again.
     */
    async record(charge: ChargeRef): Promise<void> {
      const row = 'paymentId' in charge ? await findPayment(db, charge.paymentId) : await findTopUp(db, charge.topUpId);
      if (!row || row.processorFeeMinor !== null) return;
      if ('method' in row && row.method !== 'card') return;
      const fee = await provider.retrieveChargeFee({
        sessionId: row.providerSessionId,
        paymentRef: 'providerPaymentRef' in row ? row.providerPaymentRef : null,
      });
      if (!fee) throw new Error(`the provider has no balance transaction for ${JSON.stringify(charge)} yet`);
      if (fee.currency !== row.currency) {
        throw new Error(`the fee of ${JSON.stringify(charge)} is in ${fee.currency}, the charge in ${row.currency}`);
      }
      await db.transaction(async (tx) => {
        const locked = await lockCharge(tx, charge);
        if (!locked || locked.processorFeeMinor !== null) return;
        await setChargeFees(tx, charge, { processorFeeMinor: fee.feeMinor });
        await postTransaction(tx, postings.processorFee({ ...charge, currency: row.currency }, fee.feeMinor));
      });
    },

    /**
     * Job: the processor's fee on a revenue share paid by card, booked once against the payout
     * the charge paid (reconciliation groups both under the card payment). Throws while the
     * provider has no balance transaction for it yet, so the job is tried again.
     */
    async recordRevenueCard(revenueCardPaymentId: string): Promise<void> {
      const unbooked = async (executor: Db | Tx, lock: boolean) => {
        if (lock) takeLock(executor, LOCK_RANK.movement, `revenue card payment ${revenueCardPaymentId}`);
        const [row] = rowsOf<{
          currency: string;
          session_id: string | null;
          payment_ref: string | null;
          payout_id: string | null;
          booked: boolean;
        }>(
          await executor.execute(sql`
            select c.currency, c.provider_session_id as session_id, c.provider_payment_ref as payment_ref,
                   r.payout_id,
                   exists (select 1 from ${ledgerTransactions} x
                           where x.payout_id = r.payout_id and x.kind = 'fee') as booked
            from ${revenueCardPayments} c join revenue_reports r on r.id = c.report_id
            where c.id = ${revenueCardPaymentId} and c.status = 'succeeded'
            ${lock ? sql`for no key update of c` : sql``}`),
        );
        return row?.payout_id && !row.booked ? { ...row, payout_id: row.payout_id } : null;
      };
      const card = await unbooked(db, false);
      if (!card) return;
      const fee = await provider.retrieveChargeFee({ sessionId: card.session_id, paymentRef: card.payment_ref });
      if (!fee) {
        throw new Error(`the provider has no balance transaction for revenue card payment ${revenueCardPaymentId} yet`);
      }
      if (fee.currency !== card.currency) {
        throw new Error(
          `the fee of revenue card payment ${revenueCardPaymentId} is in ${fee.currency}, the charge in ${card.currency}`,
        );
      }
      await db.transaction(async (tx) => {
        const locked = await unbooked(tx, true);
        if (!locked) return;
        await postTransaction(
          tx,
          postings.processorFee({ payoutId: locked.payout_id, currency: locked.currency }, fee.feeMinor),
        );
      });
    },
  };
}
export type ProcessorFees = ReturnType<typeof createProcessorFees>;
