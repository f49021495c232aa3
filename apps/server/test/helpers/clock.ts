import type { Clock } from '../../src/lib/clock.js';

/**
 * A clock a test moves forward by hand: the wall clock plus an offset, as the platform's test
 * clock is (lib/clock.ts), so it is never behind the time the database and the job queue stamp
 * on what they write; it only jumps when told.
 */
export class ManualClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): Date {
    this.offsetMs += ms;
    return this.now();
  }
}
