import { hasInvestmentConfirmation, type Language } from '@grove/contracts';
import type { Db } from '../../db/client.js';
import type { Localized } from '../../db/schema/projects.js';
import { notFound } from '../../lib/errors.js';
import type { Clock } from '../../lib/clock.js';
import { findConfirmationRow, type ConfirmationRow } from './documents.repository.js';
import { confirmationContent, type CancelReason, type ConfirmationFacts } from './investment-confirmation.js';
import { renderPdf } from './pdf-writer.js';

/** A document ready to send: its bytes and the name it is saved under. */
export interface RenderedDocument {
  filename: string;
  bytes: Uint8Array;
}

/** What payments.failure_reason says of a refunded investment, as its confirmation names it. */
const CANCEL_REASONS: Partial<Record<string, CancelReason>> = {
  canceled_by_user: 'investor',
  round_refunded: 'round',
  refunded_at_provider: 'provider',
  dispute_lost: 'dispute',
};

const NO_CONFIRMATION = 'There is no confirmation for this payment: it was never a paid investment.';

/** The papers an investor keeps (issue 27): today the confirmation of each paid or cancelled investment. */
export function createDocumentsService({ db, clock }: { db: Db; clock: Pick<Clock, 'now'> }) {
  const cancelReason = (row: ConfirmationRow): CancelReason => CANCEL_REASONS[row.failureReason ?? ''] ?? 'other';

  /** What a paid investment's confirmation states, or null for a payment that never was one. */
  function factsOf(row: ConfirmationRow, language: Language): ConfirmationFacts | null {
    if (!hasInvestmentConfirmation(row) || !row.paidAt) return null;
    const local = (text: Localized) => text[language] || text.en;
    return {
      reference: row.id,
      investor: { name: row.investorName ?? row.investorEmail, email: row.investorEmail },
      business: {
        id: row.projectId,
        name: local(row.projectName),
        payoutFormat: local(row.payoutFormat),
        structure: local(row.structure),
      },
      method: row.method,
      currency: row.currency,
      amountMinor: row.amountMinor,
      serviceFeeMinor: row.serviceFeeMinor,
      serviceFeeBp: row.serviceFeeBp,
      cardFeeMinor: row.cardFeeMinor,
      cardFeeBp: row.cardFeeBp,
      totalMinor: row.totalMinor,
      paidAt: row.paidAt,
      cancelDeadline: row.cancelDeadline,
      terms: { expectedReturnBp: row.expectedReturnBp, annualYieldBp: row.annualYieldBp, termMonths: row.termMonths },
      cancellation:
        row.status === 'succeeded'
          ? null
          : {
              at: row.endedAt ?? row.paidAt,
              reason: cancelReason(row),
              refundedMinor: row.totalMinor,
              to:
                row.method === 'wallet' || row.failureReason === 'refund_failed_credited_to_wallet' ? 'wallet' : 'card',
            },
      issuedAt: clock.now(),
    };
  }

  /** The facts of one of the investor's confirmations (404 for another's payment or an unpaid one). */
  async function confirmationFacts(userId: string, paymentId: string, language: Language): Promise<ConfirmationFacts> {
    const row = await findConfirmationRow(db, userId, paymentId);
    const facts = row ? factsOf(row, language) : null;
    if (!facts) throw notFound(row ? NO_CONFIRMATION : 'Payment not found');
    return facts;
  }

  return {
    confirmationFacts,

    /** The confirmation as a PDF in the investor's language. */
    async confirmationPdf(userId: string, paymentId: string, language: Language): Promise<RenderedDocument> {
      const facts = await confirmationFacts(userId, paymentId, language);
      const bytes = await renderPdf(confirmationContent(facts, language));
      const kind = facts.cancellation ? 'cancellation' : 'confirmation';
      return { filename: `grove-${kind}-${paymentId.slice(0, 8)}.pdf`, bytes };
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
