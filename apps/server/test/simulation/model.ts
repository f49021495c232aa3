import { mulberry32 } from '../helpers/fuzz.js';

/**
 * What the simulation does, as data: each step is an operation drawn from a seeded generator, so a
 * run is replayed from its seed and a failing run can be cut down to fewer steps. Operations name
 * investors, businesses and payments by index ("the investor's 3rd payment"); at run time an
 * index wraps around what exists, so any subset of steps is still a meaningful run.
 */
export const CARDS = {
  ok: '4242424242424242',
  declined: '4000000000000002',
  insufficient: '4000000000009995',
  auth: '4000002500003155',
  refundFails: '4000000000005126',
  disputed: '4000000000000259',
} as const;
export type Card = keyof typeof CARDS | 'none';

export type OperatorMove =
  | 'close_early'
  | 'extend'
  | 'pause'
  | 'resume'
  | 'refund'
  | 'activate'
  | 'disburse'
  | 'payout'
  /** Closes the oldest open account review (a lost chargeback): the investor's held withdrawals go out. */
  | 'resolve_review';
export type FaultMethod =
  | 'createCheckout'
  | 'refund'
  | 'createPayout'
  | 'expireCheckout'
  | 'retrieveCheckout'
  | 'findPayout'
  | 'retrieveChargeFee';

export type Op =
  | { kind: 'invest_card'; investor: number; project: number; steps: number; card: Card; instance: number }
  | { kind: 'invest_wallet'; investor: number; project: number; steps: number; instance: number }
  /** The same confirmation sent twice at once with one Idempotency-Key (a double click). */
  | { kind: 'double_click'; investor: number; project: number; steps: number }
  /** Pays (again) an open checkout of the investor's: another card after a decline, or a late payment. */
  | { kind: 'pay_open'; investor: number; nth: number; card: Card; instance: number }
  | { kind: 'authenticate'; investor: number; nth: number; action: 'complete' | 'fail' | 'other' }
  /** `retry`: the answer was lost after the commit and the client sends it again with the same key. */
  | { kind: 'cancel'; investor: number; nth: number; instance: number; retry: boolean }
  | { kind: 'top_up'; investor: number; dollars: number; card: Card; instance: number }
  /** To the investor's bank account that is paid, or to the one whose payouts fail. */
  | {
      kind: 'withdraw';
      investor: number;
      dollars: number;
      cents: 0 | 13 | 14;
      account: 'paid' | 'fails';
      instance: number;
      retry: boolean;
    }
  /** The investor cancels one of their withdrawals (it may have been sent meanwhile). */
  | { kind: 'cancel_withdrawal'; investor: number; nth: number; instance: number; retry: boolean }
  | { kind: 'deliver'; pick: number; instance: number; duplicate: boolean }
  | { kind: 'deliver_all'; instance: number; reverse: boolean }
  | { kind: 'provider_refund'; investor: number; nth: number }
  | { kind: 'provider_dispute'; investor: number; nth: number }
  | { kind: 'close_dispute'; investor: number; nth: number; outcome: 'won' | 'lost' }
  | { kind: 'provider_fault'; method: FaultMethod; fault: 'unknown_before' | 'unknown_after' }
  | { kind: 'operator'; project: number; move: OperatorMove; instance: number; dollars: number }
  | { kind: 'clock'; minutes: number }
  | { kind: 'jobs'; instance: number; limit: number }
  /** A worker takes a job, does its work and dies before telling the queue; its lease then runs out. */
  | { kind: 'kill_job'; instance: number }
  /**
   * Joins a business's waitlist (refused unless it is fully reserved), first filling what remains
   * with unpaid checkouts of the others (`rush_join`: a launch), or leaves it (an offer's room goes back).
   */
  | {
      kind: 'waitlist';
      investor: number;
      project: number;
      steps: number;
      action: 'join' | 'rush_join' | 'leave';
      instance: number;
    };

const WEIGHTS: [Op['kind'], number][] = [
  ['invest_card', 14],
  ['invest_wallet', 5],
  ['double_click', 3],
  ['pay_open', 6],
  ['authenticate', 3],
  ['cancel', 7],
  ['top_up', 5],
  ['withdraw', 4],
  ['cancel_withdrawal', 2],
  ['deliver', 16],
  ['deliver_all', 5],
  ['provider_refund', 2],
  ['provider_dispute', 2],
  ['close_dispute', 2],
  ['provider_fault', 2],
  ['operator', 8],
  ['clock', 6],
  ['jobs', 10],
  ['kill_job', 1],
];
const TOTAL = WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);

export interface Shape {
  investors: number;
  projects: number;
  instances: number;
}

/** The seeded generator of a run's steps. */
export function generate(seed: number, steps: number, shape: Shape): Op[] {
  const random = mulberry32(seed);
  const int = (max: number) => Math.floor(random() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const card = (): Card =>
    pick([
      'ok',
      'ok',
      'ok',
      'ok',
      'declined',
      'declined',
      'insufficient',
      'auth',
      'refundFails',
      'disputed',
      'none',
    ] as const);
  const ops: Op[] = [];
  for (let n = 0; n < steps; n += 1) {
    let roll = random() * TOTAL;
    const kind = WEIGHTS.find(([, weight]) => (roll -= weight) < 0)?.[0] ?? 'jobs';
    const investor = int(shape.investors);
    const project = int(shape.projects);
    const instance = int(shape.instances);
    const nth = int(8);
    switch (kind) {
      case 'invest_card':
        ops.push({ kind, investor, project, steps: int(8), card: card(), instance });
        break;
      case 'invest_wallet':
        ops.push({ kind, investor, project, steps: int(4), instance });
        break;
      case 'double_click':
        ops.push({ kind, investor, project, steps: int(4) });
        break;
      case 'pay_open':
        ops.push({ kind, investor, nth, card: card(), instance });
        break;
      case 'authenticate':
        ops.push({ kind, investor, nth, action: pick(['complete', 'complete', 'fail', 'other'] as const) });
        break;
      case 'cancel':
        ops.push({ kind, investor, nth, instance, retry: random() < 0.3 });
        break;
      case 'top_up':
        ops.push({ kind, investor, dollars: 10 + int(60) * 25, card: card(), instance });
        break;
      case 'withdraw':
        ops.push({
          kind,
          investor,
          dollars: 10 + int(40) * 5,
          cents: pick([0, 0, 0, 13, 14] as const),
          account: pick(['paid', 'paid', 'paid', 'fails'] as const),
          instance,
          retry: random() < 0.3,
        });
        break;
      case 'cancel_withdrawal':
        ops.push({ kind, investor, nth, instance, retry: random() < 0.3 });
        break;
      case 'deliver':
        ops.push({ kind, pick: int(1000), instance, duplicate: random() < 0.25 });
        break;
      case 'deliver_all':
        ops.push({ kind, instance, reverse: random() < 0.5 });
        break;
      case 'provider_refund':
      case 'provider_dispute':
        ops.push({ kind, investor, nth });
        break;
      case 'close_dispute':
        ops.push({ kind, investor, nth, outcome: pick(['won', 'lost'] as const) });
        break;
      case 'provider_fault':
        ops.push({
          kind,
          method: pick([
            'createCheckout',
            'refund',
            'createPayout',
            'expireCheckout',
            'retrieveCheckout',
            'findPayout',
            'retrieveChargeFee',
          ] as const),
          fault: pick(['unknown_before', 'unknown_after'] as const),
        });
        break;
      case 'operator':
        ops.push({
          kind,
          project,
          move: pick([
            'close_early',
            'extend',
            'pause',
            'resume',
            'refund',
            'activate',
            'activate',
            'disburse',
            'disburse',
            'payout',
            'payout',
            'resolve_review',
          ] as const),
          instance,
          dollars: 1 + int(400),
        });
        break;
      case 'clock':
        // Minutes pass, a reservation lapses, a day, the 4-day window, a deadline.
        ops.push({ kind, minutes: pick([1, 5, 31, 45, 60 * 24, 60 * 24 * 2, 60 * 24 * 4 + 5] as const) });
        break;
      case 'jobs':
        ops.push({ kind, instance, limit: 1 + int(10) });
        break;
      case 'kill_job':
        ops.push({ kind, instance });
        break;
    }
  }
  // Waitlist moves (issue 24) come from a stream of their own, between the steps above: a seed
  // replays the same steps as before they existed, with joins and leaves in between.
  const extra = mulberry32(seed ^ 0x5eed_0024);
  const mixed: Op[] = [];
  for (const op of ops) {
    if (extra() < 0.08) {
      mixed.push({
        kind: 'waitlist',
        investor: Math.floor(extra() * shape.investors),
        project: Math.floor(extra() * shape.projects),
        steps: Math.floor(extra() * 8),
        action: ((roll) => (roll < 0.4 ? 'join' : roll < 0.75 ? 'rush_join' : 'leave'))(extra()),
        instance: Math.floor(extra() * shape.instances),
      });
    }
    mixed.push(op);
  }
  return mixed;
}

export const describeOp = (op: Op) => JSON.stringify(op);
