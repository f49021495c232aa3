// Payout rules shared by the server and the web app. No zod here: pages import it.

/** Businesses in these statuses may record a payout. */
export const PAYOUT_STATUSES_ALLOWED = ['active', 'payout'] as const;

/**
 * The expected payout schedule of spec §9: the first payout 6–8 months after the raise,
 * one to three tranches (three months apart) until the contract minimum is reached, then a
 * quarterly profit share. Derived from the business's data; months are calendar months.
 */
export const FIRST_PAYOUT_MONTHS = { from: 6, to: 8 } as const;
export const TRANCHE_GAP_MONTHS = 3;
export const PROFIT_SHARE_EVERY_MONTHS = 3;

export type PayoutMilestone =
  | {
      kind: 'tranche';
      /** 1-based. */
      index: number;
      /** Dates (YYYY-MM-DD) of the expected window. */
      from: string;
      to: string;
      /** This tranche's share of the contract minimum, in basis points (they sum to 10,000). */
      share_bp: number;
    }
  | { kind: 'profit_share'; from: string; every_months: number };

/** How many tranches a term takes: one up to a year, two up to eighteen months, three beyond. */
export function trancheCount(termMonths: number): number {
  if (termMonths <= 12) return 1;
  if (termMonths <= 18) return 2;
  return 3;
}

function addMonths(date: Date, months: number): string {
  const next = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, date.getUTCDate()));
  // 31 January + 1 month: the last day of February, not 3 March.
  if (next.getUTCDate() !== date.getUTCDate()) next.setUTCDate(0);
  return next.toISOString().slice(0, 10);
}

/**
 * The expected schedule from the raise's end (`startedAt`, the funding end) and the term.
 * Null when the raise has no end date yet.
 */
export function payoutSchedule(input: { startedAt: string | null; termMonths: number }): PayoutMilestone[] | null {
  if (!input.startedAt) return null;
  const start = new Date(input.startedAt);
  if (Number.isNaN(start.getTime())) return null;
  const count = trancheCount(input.termMonths);
  const base = Math.floor(10_000 / count);
  const milestones: PayoutMilestone[] = [];
  for (let index = 0; index < count; index += 1) {
    milestones.push({
      kind: 'tranche',
      index: index + 1,
      from: addMonths(start, FIRST_PAYOUT_MONTHS.from + index * TRANCHE_GAP_MONTHS),
      to: addMonths(start, FIRST_PAYOUT_MONTHS.to + index * TRANCHE_GAP_MONTHS),
      share_bp: index === count - 1 ? 10_000 - base * (count - 1) : base,
    });
  }
  milestones.push({
    kind: 'profit_share',
    from: addMonths(start, FIRST_PAYOUT_MONTHS.to + (count - 1) * TRANCHE_GAP_MONTHS + PROFIT_SHARE_EVERY_MONTHS),
    every_months: PROFIT_SHARE_EVERY_MONTHS,
  });
  return milestones;
}
