import { payoutSchedule, type PayoutMilestone } from '@grove/contracts';

/** A payout that happened, as the business page (public list) or the portfolio (one's share) knows it. */
export interface RecordedPayout {
  id: string;
  /** Major units. */
  amount: number;
  paid_at: string;
  period_start: string;
  period_end: string;
}

/**
 * Where a milestone stands today: paid (payouts are marked on it), due (its window is open),
 * waiting (the window has passed and nothing is recorded yet) or upcoming.
 */
export type MilestoneState = 'paid' | 'due' | 'waiting' | 'upcoming';

export interface ScheduleRow {
  milestone: PayoutMilestone;
  state: MilestoneState;
  /** The recorded payouts marked on this milestone, oldest first. */
  payouts: RecordedPayout[];
}

const day = (iso: string) => iso.slice(0, 10);

/**
 * The expected schedule with the payouts that happened marked on it. Tranches are paid in
 * order, so the first recorded payouts go to the tranches one by one; a payout made once the
 * profit share has begun (or after every tranche has one) belongs to the profit share.
 * `today` is a date (YYYY-MM-DD).
 */
export function markSchedule(
  milestones: readonly PayoutMilestone[],
  payouts: readonly RecordedPayout[],
  today: string,
): ScheduleRow[] {
  const rows: ScheduleRow[] = milestones.map((milestone) => ({ milestone, state: 'upcoming', payouts: [] }));
  const tranches = rows.filter((row) => row.milestone.kind === 'tranche');
  const profitShare = rows.find((row) => row.milestone.kind === 'profit_share');
  const sorted = [...payouts].sort((a, b) => a.paid_at.localeCompare(b.paid_at) || a.id.localeCompare(b.id));
  let next = 0;
  for (const payout of sorted) {
    const sharing = profitShare && day(payout.paid_at) >= profitShare.milestone.from;
    const tranche = tranches[next];
    if (!sharing && tranche) {
      tranche.payouts.push(payout);
      next += 1;
    } else if (profitShare) {
      profitShare.payouts.push(payout);
    } else {
      tranches.at(-1)?.payouts.push(payout);
    }
  }
  for (const row of rows) {
    const { milestone } = row;
    if (row.payouts.length > 0) row.state = 'paid';
    else if (today < milestone.from) row.state = 'upcoming';
    else if (milestone.kind === 'profit_share' || today <= milestone.to) row.state = 'due';
    else row.state = 'waiting';
  }
  return rows;
}

/** A business's expected schedule from its raise's end and term; null while the raise has no end. */
export function scheduleOf(project: { funding_end: string | null; investment_term_months: number }) {
  return payoutSchedule({ startedAt: project.funding_end, termMonths: project.investment_term_months });
}

/** Today as a date (YYYY-MM-DD) in UTC, as the schedule's dates are. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);
