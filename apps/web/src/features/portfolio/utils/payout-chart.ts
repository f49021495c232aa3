import { toMinorUnits } from '@grove/contracts';

/** One month of the chart: what arrived that month and everything received up to its end. */
export interface PayoutMonth {
  /** YYYY-MM */
  month: string;
  receivedMinor: number;
  cumulativeMinor: number;
}

export interface PayoutShare {
  amount: number;
  paid_at: string;
  currency: string;
}

const monthOf = (iso: string) => iso.slice(0, 7);

function nextMonth(month: string): string {
  const [year = 0, index = 1] = month.split('-').map(Number);
  return index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, '0')}`;
}

/** At most this many months are drawn (ten years); older ones are summed into the first. */
export const MAX_MONTHS = 120;

/**
 * The payouts received over time, cumulative by calendar month (UTC, as the server records them),
 * in one currency: from the month of the first payout to `until` (this month), months without a
 * payout carrying the total forward. Sums in minor units, so the last point equals the total.
 */
export function cumulativeByMonth(
  shares: readonly PayoutShare[],
  currency: string,
  until: string = new Date().toISOString(),
): PayoutMonth[] {
  const code = currency.toUpperCase();
  const byMonth = new Map<string, number>();
  for (const share of shares) {
    if (share.currency.toUpperCase() !== code || !/^\d{4}-\d{2}/.test(share.paid_at)) continue;
    const month = monthOf(share.paid_at);
    byMonth.set(month, (byMonth.get(month) ?? 0) + toMinorUnits(share.amount, code));
  }
  if (byMonth.size === 0) return [];
  const months = [...byMonth.keys()].sort();
  const last = [months.at(-1)!, monthOf(until)].sort().at(-1)!;
  const all: string[] = [];
  for (let month = months[0]!; month <= last; month = nextMonth(month)) all.push(month);
  const shown = all.slice(-MAX_MONTHS);
  let cumulative = all.slice(0, all.length - shown.length).reduce((sum, month) => sum + (byMonth.get(month) ?? 0), 0);
  return shown.map((month, index) => {
    const received = (byMonth.get(month) ?? 0) + (index === 0 ? cumulative : 0);
    cumulative += byMonth.get(month) ?? 0;
    return { month, receivedMinor: received, cumulativeMinor: cumulative };
  });
}

/** Round figures for the chart's vertical axis: 0 and up to four steps of 1, 2 or 5 × 10ⁿ reaching the top. */
export function axisTicks(maxMinor: number, count = 4): number[] {
  if (maxMinor <= 0) return [0];
  const raw = maxMinor / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * power).find((candidate) => candidate >= raw) ?? raw;
  const ticks: number[] = [];
  for (let value = 0; value < maxMinor + step; value += step) {
    ticks.push(Math.round(value));
    if (value >= maxMinor) break;
  }
  return ticks;
}
