import { OPEN_RAISE_STATUSES, toMinorUnits } from '@grove/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { SingleFlightCache } from '../../lib/single-flight-cache.js';
import { busy } from '../../lib/admission.js';
import { refuseAmount } from '../funding/funding.service.js';

/** How long this instance believes a business has no room left (issue 24). */
export const FULL_ROUND_BELIEF_MS = 250;

interface Room {
  open: boolean;
  remainingMinor: number;
  offers: number;
  currency: string;
  /** When the read began (performance.now()): a reservation committed after it is not in it. */
  readFrom: number;
}

/** A request of this instance that passed the check and may be reserving its amount. */
interface Pass {
  amountMinor: number;
  /** When it was answered (performance.now()), having made its payment; null while at work. */
  endedAt: number | null;
}

/** What the check answers a request it lets through: told how it ended, it stops counting. */
export interface Admitted {
  end(madePayment: boolean): void;
}

/**
 * "Round full", answered before the request queues for a turn at the money routes' gate or for
 * the business's row (issue 24: every refusal in ≤ 200 ms with its reason). A launch's later
 * arrivals are mostly for a round already reserved to its target: this instance reads the
 * business's room at most once per FULL_ROUND_BELIEF_MS, shared by every request meanwhile, and
 * refuses only when it is open, has no room at all and holds no waitlist offer (an offered investor
 * takes held room). Anything else goes on to the reservation's own statement, which decides.
 * A write of this instance forgets the belief at once; another instance's release is seen within
 * FULL_ROUND_BELIEF_MS.
 *
 * Room spoken for: the requests this instance let through, still at work or answered with a
 * payment since the belief was read, are counted against the room the belief saw. When the amount
 * asked for fits in the room but not in what they leave of it, the round is not full yet (some of
 * those may still fail), so the answer is 503 BUSY with a Retry-After (the longer of the time the
 * money routes' line needs to drain and the time a request let through takes to be answered, on
 * average) instead of a place in that line: by the retry, the round is full
 * (ROUND_FULL, at once) or room was given back. Only this instance's requests are counted, so the
 * other instances' are left to the reservation's statement: never a refusal where the database
 * would have said yes, but for requests that had not ended yet (or had just reserved, until the
 * room is read again).
 */
export function createEarlyRefusal(db: Db) {
  const rooms = new SingleFlightCache<Room | null>(FULL_ROUND_BELIEF_MS, 1_000);
  const passes = new Map<string, Set<Pass>>();
  /** A moving average of how long a request let through takes to be answered. */
  let passMs = 1_000;

  const read = async (projectId: string): Promise<Room | null> => {
    const readFrom = performance.now();
    const [row] = rowsOf<{ status: string; remaining: string; offers: number; currency: string; published: boolean }>(
      await db.execute(sql`
        select p.status, p.currency, p.published_at is not null as published,
               (p.target_minor - p.raised_minor - p.reserved_minor)::text as remaining,
               (select count(*)::int from waitlist_entries w where w.project_id = p.id and w.state = 'offered') as offers
        from projects p where p.id = ${projectId}`),
    );
    if (!row) return null;
    return {
      open: row.published && OPEN_RAISE_STATUSES.includes(row.status as (typeof OPEN_RAISE_STATUSES)[number]),
      remainingMinor: Number(row.remaining),
      offers: row.offers,
      currency: row.currency,
      readFrom,
    };
  };

  /**
   * What this instance's requests hold of the room `room` saw: those at work (whether or not they
   * have reserved yet), and those answered with a payment after the read began (theirs may not
   * be in it). One answered before the read began is in it, and is forgotten.
   */
  function spokenFor(projectId: string, room: Room): number {
    const mine = passes.get(projectId);
    if (!mine) return 0;
    let total = 0;
    for (const pass of mine) {
      if (pass.endedAt !== null && pass.endedAt < room.readFrom) mine.delete(pass);
      else total += pass.amountMinor;
    }
    if (mine.size === 0) passes.delete(projectId);
    return total;
  }

  function admit(projectId: string, amountMinor: number): Admitted {
    const pass: Pass = { amountMinor, endedAt: null };
    const began = performance.now();
    let mine = passes.get(projectId);
    if (!mine) passes.set(projectId, (mine = new Set()));
    mine.add(pass);
    let ended = false;
    return {
      end(madePayment) {
        if (ended) return;
        ended = true;
        passMs = passMs * 0.9 + (performance.now() - began) * 0.1;
        // Without a payment it holds nothing any more.
        if (madePayment) pass.endedAt = performance.now();
        else passes.get(projectId)?.delete(pass);
      },
    };
  }

  return {
    /**
     * Throws ROUND_FULL when the business is open and fully reserved or funded, with no offer
     * held, and BUSY when `amount` (major units, as sent) does not fit in the room this
     * instance's requests have not yet spoken for. Answers what to tell when the request ends.
     */
    async check(projectId: string, amount: unknown, retryAfterSeconds: () => number): Promise<Admitted | null> {
      const room = await rooms.get(projectId, () => read(projectId));
      if (!room || !room.open) return null;
      if (room.offers > 0) return null;
      if (room.remainingMinor <= 0) throw refuseAmount({ code: 'ROUND_FULL' }, room.currency);
      let amountMinor: number;
      try {
        amountMinor = toMinorUnits(amount as string | number, room.currency);
      } catch {
        return null; // The route's own checks say what is wrong with it.
      }
      // An amount the room never had is the route's to refuse, with the rule it breaks.
      if (amountMinor <= 0 || amountMinor > room.remainingMinor) return null;
      if (spokenFor(projectId, room) + amountMinor > room.remainingMinor) {
        // Come back once the requests holding the room have likely been answered.
        const answered = Math.min(10, Math.ceil(passMs / 1000)) + (Math.random() < 0.5 ? 0 : 1);
        throw busy(Math.max(retryAfterSeconds(), answered));
      }
      return admit(projectId, amountMinor);
    },
    /** This instance changed a business's money: believe nothing about any room any more. */
    forget(): void {
      rooms.clear();
    },
  };
}
