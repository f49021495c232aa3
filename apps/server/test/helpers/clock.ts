import type { Clock } from '../../src/lib/clock.js';

/** A clock a test moves by hand: it starts at `start` and only moves when told. */
export class ManualClock implements Clock {
  private at: number;
  constructor(start: Date = new Date()) {
    this.at = start.getTime();
  }
  now(): Date {
    return new Date(this.at);
  }
  advance(ms: number): Date {
    this.at += ms;
    return this.now();
  }
}
