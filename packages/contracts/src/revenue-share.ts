// The payout a business owes for a reported period (issue 26). Pure, shared by the server and
// the web app; no zod here: pages import it. docs/architecture.md "Revenue reports and computed
// payouts" states the rules this file holds.

/** A business's revenue-share terms, set before its raise is published and frozen after. */
export interface RevenueTerms {
  /** Share of a period's revenue paid while the contract minimum is not reached (1000 = 10 %). */
  revenueShareBp: number;
  /** What investors get back before the profit share, as a multiple of the raise (11500 = 1.15×). */
  minimumMultipleBp: number;
  /** The first payment's window, in months after the raise's close (6–8 by default). */
  firstPaymentFromMonths: number;
  firstPaymentToMonths: number;
  /** How many quarterly payments (tranches) reach the contract minimum: 1 to 3. */
  trancheCount: number;
  /** Share of a period's profit paid once the contract minimum is reached (1000 = 10 %). */
  profitShareBp: number;
}

/** Bounds the console and the server check; the computation assumes terms inside them. */
export const REVENUE_TERMS_LIMITS = {
  revenueShareBp: { min: 1, max: 10_000 },
  minimumMultipleBp: { min: 10_000, max: 30_000 },
  firstPaymentFromMonths: { min: 3, max: 12 },
  /** The window is at least two months wide, so a quarter's end always falls inside it. */
  windowWidthMonths: { min: 2, max: 6 },
  trancheCount: { min: 1, max: 3 },
  profitShareBp: { min: 0, max: 10_000 },
} as const;

/** A reporting period lasts a quarter; periods are counted from the raise's close. */
export const REVENUE_PERIOD_MONTHS = 3;
/** Days after a period's end before its missing report is late (a reminder, a flag, the public page). */
export const REVENUE_REPORT_GRACE_DAYS = 15;
/** Days after a report to pay what it computed, before the payment counts as late. */
export const REVENUE_PAYMENT_DAYS = 15;

/** The spec's defaults (§9): +15 % back, first payout 6–8 months after the start, then a share. */
export function defaultRevenueTerms(project: { expectedReturnBp: number; trancheCount: number }): RevenueTerms {
  return {
    revenueShareBp: 500,
    minimumMultipleBp: 10_000 + project.expectedReturnBp,
    firstPaymentFromMonths: 6,
    firstPaymentToMonths: 8,
    trancheCount: project.trancheCount,
    profitShareBp: 1_000,
  };
}

/** A reason the terms are out of bounds, or null when they hold. */
export function revenueTermsProblem(terms: RevenueTerms): { field: keyof RevenueTerms; message: string } | null {
  const L = REVENUE_TERMS_LIMITS;
  const within = (value: number, range: { min: number; max: number }) =>
    Number.isInteger(value) && value >= range.min && value <= range.max;
  if (!within(terms.revenueShareBp, L.revenueShareBp))
    return { field: 'revenueShareBp', message: 'The revenue share is between 0.01 % and 100 %.' };
  if (!within(terms.minimumMultipleBp, L.minimumMultipleBp))
    return { field: 'minimumMultipleBp', message: 'The contract minimum is between 1× and 3× the raise.' };
  if (!within(terms.firstPaymentFromMonths, L.firstPaymentFromMonths))
    return { field: 'firstPaymentFromMonths', message: 'The first payment comes 3 to 12 months after the close.' };
  if (!within(terms.firstPaymentToMonths - terms.firstPaymentFromMonths, L.windowWidthMonths))
    return { field: 'firstPaymentToMonths', message: 'The first payment’s window is 2 to 6 months wide.' };
  if (!within(terms.trancheCount, L.trancheCount))
    return { field: 'trancheCount', message: 'The contract minimum is reached in 1 to 3 tranches.' };
  if (!within(terms.profitShareBp, L.profitShareBp))
    return { field: 'profitShareBp', message: 'The profit share is between 0 % and 100 %.' };
  return null;
}

/** A share in basis points of a non-negative amount, rounded down to a whole minor unit. */
function shareFloor(minor: number, bp: number): number {
  if (minor <= 0) return 0;
  return Number((BigInt(minor) * BigInt(bp)) / 10_000n);
}

/**
 * What investors are owed in total before the profit share: the raise times the multiple,
 * rounded half up to a minor unit (the same rounding as the console's contract minimum,
 * `invested + percentOfMinor(invested, expectedReturnBp)`).
 */
export function contractMinimumMinor(raisedMinor: number, minimumMultipleBp: number): number {
  const product = BigInt(raisedMinor) * BigInt(minimumMultipleBp);
  const quotient = product / 10_000n;
  return Number(product % 10_000n >= 5_000n ? quotient + 1n : quotient);
}

/** The first period (1-based) that is a tranche: the first quarter ending on or after the window opens. */
export function firstTranchePeriod(terms: Pick<RevenueTerms, 'firstPaymentFromMonths'>): number {
  return Math.max(1, Math.ceil(terms.firstPaymentFromMonths / REVENUE_PERIOD_MONTHS));
}

export type RevenuePhase = 'before_window' | 'minimum' | 'profit_share';

export interface PayoutDueInput {
  terms: RevenueTerms;
  /** What the raise collected (the payouts' base), minor units. */
  raisedMinor: number;
  /** What the earlier periods computed (due or paid), minor units: the minimum's progress. */
  dueBeforeMinor: number;
  /** The period, 1-based: period n covers months 3(n−1) to 3n after the close. */
  period: number;
  /** The period's reported revenue, minor units (never negative). */
  revenueMinor: number;
  /** The period's reported profit, minor units (may be negative); null when not reported. */
  profitMinor: number | null;
}

export interface PayoutDue {
  phase: RevenuePhase;
  /** What the business pays for this period, minor units. */
  dueMinor: number;
  contractMinimumMinor: number;
  /** What the minimum still lacked before this period. */
  remainingBeforeMinor: number;
  /** The revenue share of this period's revenue (minimum phase), else 0. */
  revenueShareMinor: number;
  /** The part of the due that settles the minimum on the last tranche, above the revenue share. */
  settlementMinor: number;
  /** The profit share of this period's profit (profit-share phase), else 0. */
  profitShareMinor: number;
  /** Which tranche this period is (1-based), null outside the minimum phase. */
  tranche: number | null;
  /** The revenue share was cut so the total never passes the contract minimum. */
  cappedByMinimum: boolean;
}

/**
 * The payout due for one reported period (docs/architecture.md, "Revenue reports and computed
 * payouts"). Integer minor units throughout, products in BigInt; shares round down (the business
 * never owes a fraction of a cent more than its terms), the contract minimum rounds half up.
 *
 * - Until the window opens (periods ending before `firstPaymentFromMonths`): nothing is due,
 *   whatever was paid (no profit share before the window either).
 * - Minimum phase: tranche k is the k-th period from the window on. It pays the revenue share,
 *   capped at what the minimum still lacks; the last promised tranche (k = trancheCount) pays
 *   the whole rest, whatever the revenue: the minimum is reached in the promised tranche count.
 * - Once the earlier periods reached the minimum: the profit share of a positive profit.
 */
export function computePayoutDue(input: PayoutDueInput): PayoutDue {
  const { terms } = input;
  if (!Number.isSafeInteger(input.raisedMinor) || input.raisedMinor <= 0) {
    throw new RangeError('A payout is computed for a raise that collected money');
  }
  const minimum = contractMinimumMinor(input.raisedMinor, terms.minimumMultipleBp);
  const remaining = Math.max(0, minimum - input.dueBeforeMinor);
  const nothing = {
    contractMinimumMinor: minimum,
    remainingBeforeMinor: remaining,
    revenueShareMinor: 0,
    settlementMinor: 0,
    profitShareMinor: 0,
    tranche: null,
    cappedByMinimum: false,
  };
  const first = firstTranchePeriod(terms);
  if (input.period < first) return { ...nothing, phase: 'before_window', dueMinor: 0 };
  if (remaining === 0) {
    const profitShare = shareFloor(input.profitMinor ?? 0, terms.profitShareBp);
    return { ...nothing, phase: 'profit_share', dueMinor: profitShare, profitShareMinor: profitShare };
  }
  const tranche = input.period - first + 1;
  const revenueShare = shareFloor(input.revenueMinor, terms.revenueShareBp);
  if (tranche >= terms.trancheCount) {
    return {
      ...nothing,
      phase: 'minimum',
      dueMinor: remaining,
      tranche,
      revenueShareMinor: Math.min(revenueShare, remaining),
      settlementMinor: Math.max(0, remaining - revenueShare),
      cappedByMinimum: revenueShare > remaining,
    };
  }
  const due = Math.min(revenueShare, remaining);
  return {
    ...nothing,
    phase: 'minimum',
    dueMinor: due,
    tranche,
    revenueShareMinor: due,
    cappedByMinimum: revenueShare > remaining,
  };
}

/** Period n's dates (YYYY-MM-DD, end inclusive), counted from the close in calendar months. */
export function revenuePeriodDates(closedAt: string | Date, period: number): { start: string; end: string } {
  const close = new Date(closedAt);
  const at = (months: number) => {
    const day = new Date(Date.UTC(close.getUTCFullYear(), close.getUTCMonth() + months, close.getUTCDate()));
    // 31 January + 1 month: the last day of February, not 3 March.
    if (day.getUTCDate() !== close.getUTCDate()) day.setUTCDate(0);
    return day;
  };
  const start = at((period - 1) * REVENUE_PERIOD_MONTHS);
  const next = at(period * REVENUE_PERIOD_MONTHS);
  const end = new Date(next.getTime() - 24 * 3600 * 1000);
  return { start: start.toISOString().slice(0, 10), end: end.toISOString().slice(0, 10) };
}

/** A period's label for people: the calendar quarter its end falls in ("Q3 2026"). */
export function revenuePeriodLabel(end: string): string {
  const [year, month] = end.split('-').map(Number) as [number, number];
  return `Q${Math.floor((month - 1) / 3) + 1} ${year}`;
}

/** The reference a business writes on its bank transfer for a report: from the report's id, unique (a unique index). */
export function revenuePaymentReference(reportId: string): string {
  return `GRV-${reportId
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 12)}`;
}
