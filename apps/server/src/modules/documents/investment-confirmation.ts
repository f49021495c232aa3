import { formatMinor, percentOfMinor, type Language, type PaymentMethod } from '@grove/contracts';
import { translator } from '../../lib/i18n.js';
import { PAGE, PAGES, type DocumentContent } from './document-content.js';

/** Why a captured investment's money went back, as the confirmation names it. */
export type CancelReason = 'investor' | 'round' | 'provider' | 'dispute' | 'other';

/** What an investment confirmation says: one paid investment, or its cancellation. */
export interface ConfirmationFacts {
  reference: string;
  investor: { name: string; email: string };
  business: { id: string; name: string; payoutFormat: string; structure: string };
  method: PaymentMethod;
  currency: string;
  amountMinor: number;
  serviceFeeMinor: number;
  serviceFeeBp: number;
  cardFeeMinor: number;
  cardFeeBp: number;
  totalMinor: number;
  paidAt: Date;
  /** The end of the reflection period (null: none applies). */
  cancelDeadline: Date | null;
  terms: { expectedReturnBp: number; annualYieldBp: number; termMonths: number };
  /** The version of the business's key information sheet the investor acknowledged; null before sheets existed. */
  kiisVersion: number | null;
  /** Present when the investment was cancelled or refunded: its own confirmation. */
  cancellation: { at: Date; reason: CancelReason; refundedMinor: number; to: 'card' | 'wallet' } | null;
  issuedAt: Date;
}

const REASON_KEYS: Record<CancelReason, string> = {
  investor: 'confirmation.whyInvestor',
  round: 'confirmation.whyRound',
  provider: 'confirmation.whyProvider',
  dispute: 'confirmation.whyDispute',
  other: 'confirmation.whyOther',
};

/** The confirmation's content in one language, every figure from the facts. */
export function confirmationContent(facts: ConfirmationFacts, language: Language): DocumentContent {
  const t = translator(language, 'documents');
  const money = (minor: number) => formatMinor(minor, facts.currency, language);
  const percent = (bp: number) =>
    new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
  const when = (date: Date) =>
    t('utc', {
      date: new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date),
    });
  const cancelled = facts.cancellation;
  const title = t(cancelled ? 'confirmation.cancelTitle' : 'confirmation.title');

  const investment: Array<readonly [string, string]> = [
    [t('confirmation.reference'), facts.reference],
    [t('confirmation.paidOn'), when(facts.paidAt)],
    [t('confirmation.amount'), money(facts.amountMinor)],
    [t('confirmation.serviceFee', { percent: percent(facts.serviceFeeBp) }), money(facts.serviceFeeMinor)],
    ...(facts.cardFeeMinor > 0
      ? [[t('confirmation.cardFee', { percent: percent(facts.cardFeeBp) }), money(facts.cardFeeMinor)] as const]
      : []),
    [t('confirmation.total'), money(facts.totalMinor)],
    [t('confirmation.paidBy'), t(`methods.${facts.method}`)],
  ];
  const back = facts.amountMinor + percentOfMinor(facts.amountMinor, facts.terms.expectedReturnBp);

  return {
    language,
    title,
    intro: t(cancelled ? 'confirmation.cancelIntro' : 'confirmation.intro', { business: facts.business.name }),
    issued: t('issued', {
      date: new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(
        facts.issuedAt,
      ),
    }),
    createdAt: facts.issuedAt,
    footer: t('confirmation.footer', { title, reference: facts.reference }),
    pageLabel: t('page', { page: PAGE, pages: PAGES }),
    blocks: [
      { kind: 'heading', text: t('confirmation.parties') },
      {
        kind: 'rows',
        rows: [
          [t('confirmation.investor'), `${facts.investor.name} · ${facts.investor.email}`],
          [t('confirmation.business'), facts.business.name],
          [t('confirmation.platform'), `${t('platform')} · ${t('platformRole')}`],
        ],
      },
      ...(cancelled
        ? ([
            { kind: 'heading', text: t('confirmation.cancellation') },
            {
              kind: 'rows',
              rows: [
                [t('confirmation.cancelledOn'), when(cancelled.at)],
                [t('confirmation.why'), t(REASON_KEYS[cancelled.reason])],
                [t('confirmation.refund'), money(cancelled.refundedMinor)],
                [
                  t('confirmation.refundedTo'),
                  t(cancelled.to === 'card' ? 'confirmation.refundedToCard' : 'confirmation.refundedToWallet'),
                ],
              ],
            },
          ] as const)
        : []),
      { kind: 'heading', text: t('confirmation.investment') },
      { kind: 'rows', rows: investment },
      { kind: 'heading', text: t('confirmation.terms') },
      {
        kind: 'rows',
        rows: [
          [
            t('confirmation.contractMinimum'),
            t('confirmation.contractMinimumValue', {
              percent: percent(facts.terms.expectedReturnBp),
              back: money(back),
              amount: money(facts.amountMinor),
            }),
          ],
          [t('confirmation.term'), t('confirmation.termValue', { count: facts.terms.termMonths })],
          [t('confirmation.annualYield'), percent(facts.terms.annualYieldBp)],
          ...(facts.business.payoutFormat ? [[t('confirmation.payouts'), facts.business.payoutFormat] as const] : []),
          ...(facts.business.structure ? [[t('confirmation.structure'), facts.business.structure] as const] : []),
          ...(facts.kiisVersion !== null
            ? [[t('confirmation.kiis'), t('confirmation.kiisValue', { version: facts.kiisVersion })] as const]
            : []),
        ],
      },
      ...(!cancelled && facts.cancelDeadline
        ? ([
            { kind: 'heading', text: t('confirmation.reflection') },
            {
              kind: 'paragraph',
              text: t(
                facts.cancelDeadline > facts.issuedAt ? 'confirmation.reflectionOpen' : 'confirmation.reflectionEnded',
                {
                  deadline: when(facts.cancelDeadline),
                },
              ),
            },
          ] as const)
        : []),
      { kind: 'heading', text: t('confirmation.risk') },
      { kind: 'paragraph', text: t('confirmation.riskText') },
    ],
  };
}
