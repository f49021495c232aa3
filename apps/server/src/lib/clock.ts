import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { rowsOf } from '../db/rows.js';

/**
 * The platform's one clock (docs/architecture.md, "The clock"). Every money rule and job reads
 * time from it: reservations, cancellation windows, deadlines, when a job is due. Security
 * timers (tokens, recovery codes, sign-in throttles, job leases) stay on the wall clock, so moving
 * the platform clock forward never signs anyone out or takes a running job from its worker.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * Outside production, the wall clock plus an offset an operator moves forward, as Stripe's test
 * clocks do. The offset lives in the database (`platform_clock`), so every instance reads the same
 * one; each keeps a copy that `sync` refreshes (the server does so every second), and the instance
 * that moves it has the new time at once. It only moves forward: no rule has to cope with time
 * going back.
 */
export interface ShiftableClock extends Clock {
  readonly offsetMs: number;
  /** Moves the clock forward by `ms` (for every instance) and answers the new time. */
  advance(executor: Executor, ms: number): Promise<Date>;
  /** Reads the offset other instances may have moved. */
  sync(executor: Executor): Promise<void>;
}

export function createShiftableClock(wall: () => number = Date.now): ShiftableClock {
  let offsetMs = 0;
  return {
    get offsetMs() {
      return offsetMs;
    },
    now: () => new Date(wall() + offsetMs),
    async advance(executor, ms) {
      if (!Number.isSafeInteger(ms) || ms <= 0) throw new RangeError('The clock only moves forward');
      const result = await executor.execute(sql`
        insert into platform_clock (id, offset_ms, updated_at) values (1, ${ms}, now())
        on conflict (id) do update set offset_ms = platform_clock.offset_ms + ${ms}, updated_at = now()
        returning offset_ms`);
      offsetMs = Number(rowsOf<{ offset_ms: string | number }>(result)[0]!.offset_ms);
      return new Date(wall() + offsetMs);
    },
    async sync(executor) {
      const result = await executor.execute(sql`select offset_ms from platform_clock where id = 1`);
      const row = rowsOf<{ offset_ms: string | number }>(result)[0];
      // Never back: a read that raced an advance on this instance keeps the later time.
      offsetMs = Math.max(offsetMs, Number(row?.offset_ms ?? 0));
    },
  };
}

export function isShiftable(clock: Clock): clock is ShiftableClock {
  return 'advance' in clock && 'sync' in clock;
}

/** The test clock bound to its database, for the route that moves it. */
export interface ClockControl {
  now(): Date;
  readonly offsetMs: number;
  advance(ms: number): Promise<Date>;
  sync(): Promise<void>;
}

export function controlOf(clock: ShiftableClock, executor: Executor): ClockControl {
  return {
    now: () => clock.now(),
    get offsetMs() {
      return clock.offsetMs;
    },
    advance: (ms) => clock.advance(executor, ms),
    sync: () => clock.sync(executor),
  };
}
