// The rules of a fully reserved round's waitlist (issue 24), shared by the server, which holds
// them, and the web app, which explains them. No zod here. docs/architecture.md, "The waitlist",
// states them in words.
import { amountProblem, maxAcceptedAmount, type TicketRules } from './payment-rules.js';

/**
 * A place in the waitlist. `waiting` and `offered` are live (one per investor and business); the
 * others end it: `taken` (a payment took the offer), `lapsed` (the offer ran out), `left` (the
 * investor left), `closed` (the round stopped taking money for good).
 */
export const WAITLIST_STATES = ['waiting', 'offered', 'taken', 'lapsed', 'left', 'closed'] as const;
export type WaitlistState = (typeof WAITLIST_STATES)[number];
export const LIVE_WAITLIST_STATES: readonly WaitlistState[] = ['waiting', 'offered'];

/**
 * What to offer a waiting investor who asked for `amountMinor`, when `rules.remainingMinor` is
 * the free room: the largest valid ticket up to their amount and the room (min(amount, room) when
 * that is valid, which it is unless the business changed its ticket rules since they joined:
 * exactly the rest of the room is always a valid ticket, as it closes the round). 0 when no valid
 * ticket up to their amount fits: they are passed over this time and keep their place.
 */
export function waitlistOfferMinor(amountMinor: number, rules: TicketRules): number {
  if (rules.remainingMinor <= 0 || amountMinor <= 0) return 0;
  const best = maxAcceptedAmount({ ...rules, maxMinor: Math.min(rules.maxMinor, amountMinor) });
  if (best <= 0 || best > amountMinor) return 0;
  return amountProblem(best, rules) === null ? best : 0;
}

/**
 * Whether a round that takes money is fully reserved: money is still missing, yet live
 * reservations (and offers to the waitlist) hold all of it. Only then may investors join its
 * waitlist.
 */
export function fullyReserved(raise: { targetMinor: number; raisedMinor: number; reservedMinor: number }): boolean {
  return raise.raisedMinor < raise.targetMinor && raise.raisedMinor + raise.reservedMinor >= raise.targetMinor;
}
