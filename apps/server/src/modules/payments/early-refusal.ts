import { OPEN_RAISE_STATUSES } from '@grove/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { SingleFlightCache } from '../../lib/single-flight-cache.js';
import { refuseAmount } from '../funding/funding.service.js';

/** How long this instance believes a business has no room left (issue 24). */
export const FULL_ROUND_BELIEF_MS = 250;

interface Room {
  open: boolean;
  remainingMinor: number;
  offers: number;
  currency: string;
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
 */
export function createEarlyRefusal(db: Db) {
  const rooms = new SingleFlightCache<Room | null>(FULL_ROUND_BELIEF_MS, 1_000);

  const read = async (projectId: string): Promise<Room | null> => {
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
    };
  };

  return {
    /** Throws ROUND_FULL when the business is open and fully reserved or funded, with no offer held. */
    async refuseIfFull(projectId: string): Promise<void> {
      const room = await rooms.get(projectId, () => read(projectId));
      if (room && room.open && room.remainingMinor <= 0 && room.offers === 0) {
        throw refuseAmount({ code: 'ROUND_FULL' }, room.currency);
      }
    },
    /** This instance changed a business's money: believe nothing about any room any more. */
    forget(): void {
      rooms.clear();
    },
  };
}
