import {
  advisedRatioTenths,
  amountProblem,
  computeFees,
  maxAcceptedAmount,
  toMinorUnits,
  type AmountProblem,
  type PaymentTerms,
  type TicketRules,
} from '@grove/contracts';

export { amountText, parseAmountMinor } from '@/lib/amount-input';

/** Spec §9 slider defaults: positions 0..100 in steps of 1, starting at 50. */
export const SLIDER = { min: 0, max: 100, step: 1, value: 50 } as const;

export function ticketRules(terms: PaymentTerms): TicketRules {
  const currency = terms.currency;
  return {
    minMinor: toMinorUnits(terms.ticket_min, currency),
    maxMinor: toMinorUnits(terms.ticket_max, currency),
    stepMinor: toMinorUnits(terms.ticket_step, currency),
    remainingMinor: toMinorUnits(terms.remaining, currency),
  };
}

/** The range the slider spans, in whole steps from the minimum up to the largest accepted amount. */
function span(rules: TicketRules) {
  const top = maxAcceptedAmount(rules);
  const from = Math.min(rules.minMinor, top);
  const steps = rules.stepMinor > 0 ? Math.floor((top - from) / rules.stepMinor) : 0;
  return { from, top, steps };
}

/** The amount at a slider position (0..100): whole steps above the minimum; the right end is the largest accepted. */
export function amountAtPosition(position: number, rules: TicketRules): number {
  const { from, top, steps } = span(rules);
  if (position >= SLIDER.max) return top;
  if (position <= SLIDER.min || steps === 0) return from;
  const stepIndex = Math.floor((steps * position + SLIDER.max / 2) / SLIDER.max);
  return from + stepIndex * rules.stepMinor;
}

/** The slider position nearest an amount. */
export function positionOfAmount(amountMinor: number, rules: TicketRules): number {
  const { from, top } = span(rules);
  if (top <= from || amountMinor <= from) return SLIDER.min;
  if (amountMinor >= top) return SLIDER.max;
  // Integer arithmetic, half up: the slider's position, not an amount.
  const span100 = (amountMinor - from) * SLIDER.max * 2 + (top - from);
  return Math.floor(span100 / ((top - from) * 2));
}

/**
 * A few amounts to pick with one tap: the minimum and round multiples that the rules accept,
 * none above the investor's advised maximum (issue 22: a quick amount never nudges past the advice).
 */
export function quickAmounts(rules: TicketRules, advisedMaxMinor: number | null = null): number[] {
  const { from, top } = span(rules);
  const ceiling = advisedMaxMinor === null ? top : Math.min(top, advisedMaxMinor);
  const candidates = [from, from * 2, from * 5, from * 10, from * 20, from * 50, from * 100];
  // The advised maximum itself, brought down to the ticket's steps, is the last choice.
  if (advisedMaxMinor !== null && ceiling >= from) {
    candidates.push(
      rules.stepMinor > 0 ? from + Math.floor((ceiling - from) / rules.stepMinor) * rules.stepMinor : ceiling,
    );
  } else {
    candidates.push(top);
  }
  const accepted = [
    ...new Set(candidates.filter((minor) => minor > 0 && minor <= ceiling && amountProblem(minor, rules) === null)),
  ].sort((a, b) => a - b);
  if (accepted.length <= 4) return accepted;
  return [...accepted.slice(0, 3), accepted[accepted.length - 1]!];
}

export function feesFor(amountMinor: number, terms: PaymentTerms) {
  return computeFees(amountMinor, { serviceFeeBp: terms.service_fee_bp, cardFeeBp: terms.card_fee_bp });
}

/** The extra acknowledgment applies above the threshold: the advised maximum for a non-sophisticated investor. */
export function needsExtraAck(amountMinor: number | null, terms: PaymentTerms): boolean {
  if (amountMinor === null || terms.extra_ack_threshold === null) return false;
  return amountMinor > toMinorUnits(terms.extra_ack_threshold, terms.currency);
}

export type { AmountProblem };

/** A stored payment's breakdown, as it was charged (never recomputed from today's rates). */
export function paymentFeeLines(payment: {
  amount: number;
  currency: string;
  fees: { service: number; card: number; total: number; service_bp: number; card_bp: number };
}) {
  const currency = payment.currency;
  return {
    amountMinor: toMinorUnits(payment.amount, currency),
    fees: {
      serviceFeeMinor: toMinorUnits(payment.fees.service, currency),
      cardFeeMinor: toMinorUnits(payment.fees.card, currency),
      totalMinor: toMinorUnits(payment.fees.total, currency),
    },
    serviceBp: payment.fees.service_bp,
    cardBp: payment.fees.card_bp,
    currency,
  };
}

/** How far above the advised maximum an amount is, as "7.5" in the reader's language; null at or below it. */
export function advisedRatio(amountMinor: number | null, terms: PaymentTerms, locale: string): string | null {
  if (amountMinor === null || terms.advised_max === null) return null;
  const advisedMinor = toMinorUnits(terms.advised_max, terms.currency);
  if (amountMinor <= advisedMinor) return null;
  const tenths = advisedRatioTenths(amountMinor, advisedMinor);
  if (tenths === null) return null;
  // A ratio, not an amount: tenths counted exactly, shown with the locale's decimal sign.
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: tenths % 10 === 0 ? 0 : 1,
    maximumFractionDigits: 1,
  }).format(tenths / 10);
}

/** What the 12-month cap still allows, in minor units; null when the cap is off. */
export function annualRoomMinor(terms: PaymentTerms): number | null {
  if (!terms.annual_cap) return null;
  const room =
    toMinorUnits(terms.annual_cap.limit, terms.currency) - toMinorUnits(terms.annual_cap.invested, terms.currency);
  return Math.max(0, room);
}
