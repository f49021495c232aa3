import {
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

/** A few amounts to pick with one tap: the minimum and round multiples that the rules accept. */
export function quickAmounts(rules: TicketRules): number[] {
  const { from, top } = span(rules);
  const candidates = [from, from * 5, from * 10, from * 50, top];
  const accepted = candidates.filter((minor) => minor > 0 && minor <= top && amountProblem(minor, rules) === null);
  return [...new Set(accepted)].sort((a, b) => a - b).slice(0, 4);
}

export function feesFor(amountMinor: number, terms: PaymentTerms) {
  return computeFees(amountMinor, { serviceFeeBp: terms.service_fee_bp, cardFeeBp: terms.card_fee_bp });
}

/** The extra acknowledgment applies above the threshold (issue 12, PRODUCT.md 8). */
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
