import { formatMinor, type Language } from '@grove/contracts';
import { decimal, toCsv, type CsvCell } from '../../lib/csv.js';
import { translator } from '../../lib/i18n.js';
import { PAGE, PAGES, type DocumentBlock, type DocumentContent } from './document-content.js';

/** A wallet movement group's name in the statement: what moved the wallet, and which way. */
export type WalletMovementName =
  | 'top_up_in'
  | 'top_up_out'
  | 'payout_in'
  | 'payment_out'
  | 'refund_in'
  | 'withdrawal_out'
  | 'withdrawal_in'
  | 'dispute_out'
  | 'other_in'
  | 'other_out';

const NAMED = new Set<string>([
  'top_up_in',
  'top_up_out',
  'payout_in',
  'payment_out',
  'refund_in',
  'withdrawal_out',
  'withdrawal_in',
  'dispute_out',
]);

/** The statement's name for a ledger transaction kind moving the wallet one way. */
export function movementName(kind: string, inflow: boolean): WalletMovementName {
  const name = `${kind}_${inflow ? 'in' : 'out'}`;
  return (NAMED.has(name) ? name : `other_${inflow ? 'in' : 'out'}`) as WalletMovementName;
}

export interface StatementLine {
  at: Date;
  business: string;
  reference: string;
  amountMinor: number;
  feesMinor: number;
  /** Why it went back, for an investment given back (payments.failure_reason). */
  reason?: string | null;
}

export interface StatementPayout {
  at: Date;
  business: string;
  payoutId: string;
  amountMinor: number;
  /** The part that returns the money invested, and what comes on top of it. */
  capitalMinor: number;
  returnMinor: number;
}

/** One currency's part of a statement; every figure comes from the ledger and the payments. */
export interface StatementCurrency {
  currency: string;
  wallet: {
    openingMinor: number;
    closingMinor: number;
    movements: Array<{ name: WalletMovementName; inflow: boolean; amountMinor: number; count: number }>;
  };
  invested: StatementLine[];
  givenBack: StatementLine[];
  payouts: StatementPayout[];
}

export interface StatementFacts {
  year: number;
  /** The year is not over: the statement runs to `to`, the moment it was made. */
  toDate: boolean;
  from: Date;
  to: Date;
  issuedAt: Date;
  investor: { name: string; email: string };
  currencies: StatementCurrency[];
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The totals a statement states for one currency (the lines' sums). */
export function statementTotals(part: StatementCurrency) {
  return {
    investedMinor: sum(part.invested.map((line) => line.amountMinor)),
    feesMinor: sum(part.invested.map((line) => line.feesMinor)),
    givenBackMinor: sum(part.givenBack.map((line) => line.amountMinor + line.feesMinor)),
    payoutsMinor: sum(part.payouts.map((payout) => payout.amountMinor)),
    capitalMinor: sum(part.payouts.map((payout) => payout.capitalMinor)),
    returnMinor: sum(part.payouts.map((payout) => payout.returnMinor)),
    walletInMinor: sum(part.wallet.movements.filter((m) => m.inflow).map((m) => m.amountMinor)),
    walletOutMinor: sum(part.wallet.movements.filter((m) => !m.inflow).map((m) => m.amountMinor)),
  };
}

/**
 * Splits payout shares into return of capital and return, investment by investment: the first
 * shares give back what was invested, what comes after is the return. Shares must be oldest first.
 */
export function splitCapital<T extends { paymentId: string; amountMinor: number; investedMinor: number }>(
  shares: readonly T[],
): Array<T & { capitalMinor: number; returnMinor: number }> {
  const capitalLeft = new Map<string, number>();
  return shares.map((share) => {
    const left = capitalLeft.get(share.paymentId) ?? share.investedMinor;
    const capitalMinor = Math.min(left, share.amountMinor);
    capitalLeft.set(share.paymentId, left - capitalMinor);
    return { ...share, capitalMinor, returnMinor: share.amountMinor - capitalMinor };
  });
}

const REASON_KEYS: Partial<Record<string, string>> = {
  canceled_by_user: 'confirmation.whyInvestor',
  round_refunded: 'confirmation.whyRound',
  refunded_at_provider: 'confirmation.whyProvider',
  dispute_lost: 'confirmation.whyDispute',
};

/** The statement's content in one language. */
export function statementContent(facts: StatementFacts, language: Language): DocumentContent {
  const t = translator(language, 'documents');
  const day = (date: Date) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
  // The period's last day: `to` is exclusive at the year's end, and the moment of issue for a year to date.
  const lastDay = facts.toDate ? facts.to : new Date(facts.to.getTime() - 1);
  const title = t(facts.toDate ? 'statement.titleToDate' : 'statement.title', { year: facts.year });
  const blocks: DocumentBlock[] = [];
  const several = facts.currencies.length > 1;
  const closingLabel = facts.toDate
    ? t('statement.walletClosingToDate', { date: day(facts.to) })
    : t('statement.walletClosing', { date: day(lastDay) });
  for (const part of facts.currencies) {
    const money = (minor: number) => formatMinor(minor, part.currency, language);
    const signed = (minor: number, inflow: boolean) => `${inflow ? '+' : '−'}${money(minor)}`;
    const totals = statementTotals(part);
    const inCurrency = (text: string) => (several ? `${text} (${part.currency})` : text);
    blocks.push(
      { kind: 'heading', text: inCurrency(t('statement.summary')) },
      {
        kind: 'rows',
        rows: [
          [t('statement.invested'), money(totals.investedMinor)],
          [t('statement.fees'), money(totals.feesMinor)],
          [t('statement.givenBack'), money(totals.givenBackMinor)],
          [t('statement.payouts'), money(totals.payoutsMinor)],
          [t('statement.capital'), money(totals.capitalMinor)],
          [t('statement.return'), money(totals.returnMinor)],
          [t('statement.walletOpening', { date: day(facts.from) }), money(part.wallet.openingMinor)],
          [closingLabel, money(part.wallet.closingMinor)],
        ],
      },
      { kind: 'heading', text: inCurrency(t('statement.wallet')) },
      {
        kind: 'rows',
        rows: [
          [t('statement.walletOpening', { date: day(facts.from) }), money(part.wallet.openingMinor)],
          ...part.wallet.movements.map(
            (movement) =>
              [
                t(`statement.movements.${movement.name}`, { count: movement.count }),
                signed(movement.amountMinor, movement.inflow),
              ] as const,
          ),
          [closingLabel, money(part.wallet.closingMinor)],
        ],
      },
    );
    const list = (heading: string, rows: ReadonlyArray<readonly [string, string]>) => {
      blocks.push({ kind: 'heading', text: inCurrency(heading) });
      blocks.push(
        rows.length > 0 ? { kind: 'rows', rows } : { kind: 'paragraph', text: t('statement.none'), tone: 'muted' },
      );
    };
    list(
      t('statement.investments'),
      part.invested.map((line) => [
        `${day(line.at)} · ${line.business}`,
        t('statement.withFees', { amount: money(line.amountMinor), fees: money(line.feesMinor) }),
      ]),
    );
    list(
      t('statement.givenBackList'),
      part.givenBack.map((line) => [
        `${day(line.at)} · ${line.business}`,
        `${money(line.amountMinor + line.feesMinor)} · ${t(REASON_KEYS[line.reason ?? ''] ?? 'confirmation.whyOther')}`,
      ]),
    );
    list(
      t('statement.payoutList'),
      part.payouts.map((payout) => [
        `${day(payout.at)} · ${payout.business}`,
        t('statement.payoutSplit', {
          amount: money(payout.amountMinor),
          capital: money(payout.capitalMinor),
          return: money(payout.returnMinor),
        }),
      ]),
    );
  }
  if (facts.currencies.length === 0) blocks.push({ kind: 'paragraph', text: t('statement.nothing') });
  blocks.push({ kind: 'heading', text: t('statement.notes') }, { kind: 'paragraph', text: t('statement.notesText') });

  return {
    language,
    title,
    intro: t('statement.intro', {
      name: facts.investor.name,
      from: day(facts.from),
      to: day(lastDay),
    }),
    issued: t('issued', {
      date: new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(
        facts.issuedAt,
      ),
    }),
    createdAt: facts.issuedAt,
    footer: t('statement.footer', { title, email: facts.investor.email }),
    pageLabel: t('page', { page: PAGE, pages: PAGES }),
    blocks,
  };
}

/** The statement as CSV for a spreadsheet or an accountant: one row per line, exact decimals, dates in UTC. */
export function statementCsv(facts: StatementFacts): string {
  const rows: CsvCell[][] = [
    ['section', 'date', 'business', 'reference', 'currency', 'amount', 'fees', 'capital', 'return', 'detail'],
  ];
  const iso = (date: Date) => date.toISOString();
  for (const part of facts.currencies) {
    const money = (minor: number) => decimal(minor, part.currency);
    const { currency } = part;
    rows.push([
      'wallet_opening',
      iso(facts.from),
      null,
      null,
      currency,
      money(part.wallet.openingMinor),
      null,
      null,
      null,
      null,
    ]);
    for (const movement of part.wallet.movements) {
      const amount = money(movement.inflow ? movement.amountMinor : -movement.amountMinor);
      rows.push(['wallet_movement', null, null, null, currency, amount, null, null, null, movement.name]);
    }
    rows.push([
      'wallet_closing',
      iso(facts.to),
      null,
      null,
      currency,
      money(part.wallet.closingMinor),
      null,
      null,
      null,
      null,
    ]);
    const lines = [
      ...part.invested.map((line) => ({ section: 'investment', line })),
      ...part.givenBack.map((line) => ({ section: 'given_back', line })),
    ];
    for (const { section, line } of lines) {
      rows.push([
        section,
        iso(line.at),
        line.business,
        line.reference,
        currency,
        money(line.amountMinor),
        money(line.feesMinor),
        null,
        null,
        section === 'given_back' ? (line.reason ?? null) : null,
      ]);
    }
    for (const payout of part.payouts) {
      rows.push([
        'payout',
        iso(payout.at),
        payout.business,
        payout.payoutId,
        currency,
        money(payout.amountMinor),
        null,
        money(payout.capitalMinor),
        money(payout.returnMinor),
        null,
      ]);
    }
  }
  return toCsv(rows);
}
