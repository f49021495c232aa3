import { ACCOUNT_LINK_PAGES, hasInvestmentConfirmation, normalizeLanguage, type Language } from '@grove/contracts';
import type { Db } from '../../db/client.js';
import type { Localized } from '../../db/schema/projects.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { Clock } from '../../lib/clock.js';
import { queueMail } from '../mail/mail.service.js';
import {
  claimStatementNotice,
  findConfirmationRow,
  findStatementInvestor,
  firstActivityAt,
  investmentsEndedIn,
  investmentsPaidIn,
  payoutSharesBefore,
  statementNoticesDue,
  walletBalancesAround,
  walletMovements,
  type ConfirmationRow,
  type StatementInvestmentRow,
} from './documents.repository.js';
import {
  movementName,
  splitCapital,
  statementContent,
  statementCsv,
  type StatementCurrency,
  type StatementFacts,
} from './annual-statement.js';
import { confirmationContent, type CancelReason, type ConfirmationFacts } from './investment-confirmation.js';
import type { PdfRenderer } from './pdf-renderer.js';

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

/** In January, tells each investor with activity last year that its statement is ready (docs/architecture.md). */
export const ANNUAL_STATEMENT_NOTICES_JOB = 'documents.annual-statement-notices';
/** Investors read and told per query: a year's whole list never sits in memory. */
const NOTICE_BATCH = 200;

/** The papers an investor keeps (issue 27): confirmations, annual statements and January's notice of them. */
export function createDocumentsService({
  db,
  clock,
  publicUrl,
  pdf,
}: {
  db: Db;
  clock: Pick<Clock, 'now'>;
  publicUrl: string;
  pdf: Pick<PdfRenderer, 'render'>;
}) {
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
      kiisVersion: row.kiisVersion,
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

  const yearStart = (year: number) => new Date(Date.UTC(year, 0, 1));

  /** The years an investor has a statement for: from their first money movement to this year. */
  async function statementYears(userId: string): Promise<Array<{ year: number; toDate: boolean }>> {
    const first = await firstActivityAt(db, userId);
    const current = clock.now().getUTCFullYear();
    if (!first) return [];
    const years = [];
    for (let year = current; year >= first.getUTCFullYear(); year -= 1) years.push({ year, toDate: year === current });
    return years;
  }

  /** An investor's statement for a calendar year (UTC), or this year so far; every figure from the ledger. */
  async function statementFacts(userId: string, year: number, language: Language): Promise<StatementFacts> {
    const now = clock.now();
    if (!Number.isInteger(year) || year < 2000 || year > now.getUTCFullYear()) {
      throw new AppError('VALIDATION_ERROR', 'There is no statement for that year yet', {
        fields: [{ path: 'year', message: 'There is no statement for that year yet', code: 'no_statement' }],
      });
    }
    const from = yearStart(year);
    const toDate = year === now.getUTCFullYear();
    const to = toDate ? now : yearStart(year + 1);
    const [investor, balances, movements, paid, ended, shares] = await Promise.all([
      findStatementInvestor(db, userId),
      walletBalancesAround(db, userId, from, to),
      walletMovements(db, userId, from, to),
      investmentsPaidIn(db, userId, from, to),
      investmentsEndedIn(db, userId, from, to),
      payoutSharesBefore(db, userId, to),
    ]);
    if (!investor) throw notFound('User not found');
    const local = (text: Localized) => text[language] || text.en;
    const line = (row: StatementInvestmentRow) => ({
      at: row.at,
      business: local(row.projectName),
      reference: row.paymentId,
      amountMinor: row.amountMinor,
      feesMinor: row.feesMinor,
      reason: row.reason,
    });
    const split = splitCapital(shares).filter((share) => share.at >= from);
    const currencies = new Set([
      ...[...balances].filter(([, wallet]) => wallet.openingMinor !== 0).map(([currency]) => currency),
      ...movements.map((row) => row.currency),
      ...paid.map((row) => row.currency),
      ...ended.map((row) => row.currency),
      ...split.map((row) => row.currency),
    ]);
    const parts: StatementCurrency[] = [...currencies].sort().map((currency) => ({
      currency,
      wallet: {
        openingMinor: balances.get(currency)?.openingMinor ?? 0,
        closingMinor: balances.get(currency)?.closingMinor ?? 0,
        movements: movements
          .filter((row) => row.currency === currency)
          .map((row) => ({
            name: movementName(row.kind, row.inflow),
            inflow: row.inflow,
            amountMinor: row.amountMinor,
            count: row.count,
          })),
      },
      invested: paid.filter((row) => row.currency === currency).map(line),
      givenBack: ended.filter((row) => row.currency === currency).map(line),
      payouts: split
        .filter((share) => share.currency === currency)
        .map((share) => ({
          at: share.at,
          business: local(share.projectName),
          payoutId: share.payoutId,
          amountMinor: share.amountMinor,
          capitalMinor: share.capitalMinor,
          returnMinor: share.returnMinor,
        })),
    }));
    return { year, toDate, from, to, issuedAt: now, investor, currencies: parts };
  }

  /** The confirmation as a PDF in the investor's language. */
  async function confirmationPdf(userId: string, paymentId: string, language: Language): Promise<RenderedDocument> {
    const facts = await confirmationFacts(userId, paymentId, language);
    const bytes = await pdf.render(confirmationContent(facts, language));
    const kind = facts.cancellation ? 'cancellation' : 'confirmation';
    return { filename: `grove-${kind}-${paymentId.slice(0, 8)}.pdf`, bytes };
  }

  return {
    confirmationFacts,
    statementYears,
    statementFacts,

    /** The statement as a PDF or a CSV. */
    async statementDocument(
      userId: string,
      year: number,
      format: 'pdf' | 'csv',
      language: Language,
    ): Promise<RenderedDocument> {
      const facts = await statementFacts(userId, year, language);
      const name = `grove-statement-${year}${facts.toDate ? '-to-date' : ''}.${format}`;
      if (format === 'csv') return { filename: name, bytes: Buffer.from(statementCsv(facts), 'utf8') };
      return { filename: name, bytes: await pdf.render(statementContent(facts, language)) };
    },

    confirmationPdf,

    /**
     * In January (by the platform clock), e-mails each investor with money activity in the past
     * calendar year that its statement is ready, once per investor and year: the notice's key
     * commits with the e-mail, so reruns and other instances skip whoever has one. The e-mail
     * links to the Documents tab rather than attaching the PDF: each PDF costs about 0.1 s of the
     * event loop, and the whole list is told in one run. Answers how many it queued.
     */
    async noticeAnnualStatements(): Promise<number> {
      const now = clock.now();
      if (now.getUTCMonth() !== 0) return 0;
      const year = now.getUTCFullYear() - 1;
      const url = new URL(ACCOUNT_LINK_PAGES.documents, publicUrl).toString();
      let queued = 0;
      for (;;) {
        const batch = await statementNoticesDue(db, year, yearStart(year), yearStart(year + 1), NOTICE_BATCH);
        for (const investor of batch) {
          await db.transaction(async (tx) => {
            if (!(await claimStatementNotice(tx, investor.userId, year))) return;
            await queueMail(tx, {
              to: investor.email,
              language: normalizeLanguage(investor.language),
              template: 'annualStatement',
              params: { year, url },
              userId: investor.userId,
              bulk: true,
            });
            queued += 1;
          });
        }
        // Each one listed now has its notice, from this run or another instance's: the next batch is new.
        if (batch.length < NOTICE_BATCH) return queued;
      }
    },

    /** The confirmation for an e-mail: null when the payment has none (any more), so the e-mail goes without it. */
    async confirmationAttachment(
      userId: string,
      paymentId: string,
      language: Language,
    ): Promise<RenderedDocument | null> {
      try {
        return await confirmationPdf(userId, paymentId, language);
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
