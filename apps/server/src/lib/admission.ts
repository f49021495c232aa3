import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

export interface AdmissionOptions {
  /** How many admitted requests may work at once (each needs a database connection). */
  maxActive: number;
  /** How many more may wait for a turn, in arrival order. */
  maxQueued: number;
  /** How long one may wait before it is answered "busy" instead. */
  maxWaitMs: number;
}

/** How long after money requests last queued an instance still counts as under load. */
const UNDER_LOAD_MS = 5_000;

/** Overload, answered at once: 503 BUSY with the seconds to wait (the web app retries after them). */
export function busy(retryAfterSeconds: number): AppError {
  return new AppError('BUSY', 'Many people are investing right now. Please try again in a moment.', {
    retryAfterSeconds,
  });
}

/**
 * Admission to the routes that move money, per instance (issue 24, docs/architecture.md
 * "Launch"): at most `maxActive` requests work at once, up to `maxQueued` more wait their turn in
 * arrival order for at most `maxWaitMs`, and the rest are answered at once with 503 BUSY and a
 * Retry-After, having started nothing. Without it, a launch's requests all take a database
 * connection and wait on one business's row, so reads queue behind them, and a request that waits
 * past its client's patience still reserves room for someone who has gone.
 */
export class AdmissionGate {
  private active = 0;
  private readonly queue: Array<{ admit: () => void; timer: NodeJS.Timeout }> = [];
  /** A moving average of how long an admitted request works, for the Retry-After estimate. */
  private serviceMs = 50;

  constructor(private readonly options: AdmissionOptions) {}

  /** Runs `work` once admitted; throws BUSY when the queue is full or the wait ran out. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.options.maxActive) await this.waitTurn();
    else this.active += 1;
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.finish(started);
    }
  }

  private finish(started: number): void {
    this.serviceMs = this.serviceMs * 0.9 + (performance.now() - started) * 0.1;
    this.release();
  }

  /**
   * The same gate as a route's preHandler, for a route whose turn must come before anything it
   * does (the idempotency key's claim included): it waits for a turn, which is given back once the
   * answer is sent or the connection closed.
   */
  routeHooks(): {
    preHandler: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  } {
    return {
      preHandler: async (request, reply) => {
        if (this.active >= this.options.maxActive) await this.waitTurn();
        else this.active += 1;
        const started = performance.now();
        // The turn is given back when the answer is done or the connection closed, whichever
        // comes first and however the request ended (answered, failed, or its client gone while
        // it waited: a request whose client left is answered by nobody, and no hook runs for it).
        let given = false;
        const giveBack = () => {
          if (given) return;
          given = true;
          this.finish(started);
        };
        reply.raw.once('close', giveBack);
        reply.raw.once('finish', giveBack);
        if (request.raw.destroyed || reply.raw.destroyed) giveBack();
      },
    };
  }

  /**
   * Whether money requests are queueing at this instance now, or were in the last UNDER_LOAD_MS:
   * work that can wait (rendering pages again, spa.ts) then yields to them.
   */
  underLoad(): boolean {
    const now = performance.now();
    if (this.active >= this.options.maxActive || this.queue.length > 0) this.loadSeenAt = now;
    return now - this.loadSeenAt < UNDER_LOAD_MS;
  }

  private loadSeenAt = Number.NEGATIVE_INFINITY;

  /** The figures the health check and the benchmark's diagnostics report. */
  stats(): { active: number; queued: number } {
    return { active: this.active, queued: this.queue.length };
  }

  private waitTurn(): Promise<void> {
    if (this.queue.length >= this.options.maxQueued) return Promise.reject(busy(this.retryAfterSeconds()));
    return new Promise((resolve, reject) => {
      const entry = {
        admit: () => {
          clearTimeout(entry.timer);
          resolve();
        },
        timer: setTimeout(() => {
          const at = this.queue.indexOf(entry);
          if (at >= 0) this.queue.splice(at, 1);
          reject(busy(this.retryAfterSeconds()));
        }, this.options.maxWaitMs),
      };
      this.queue.push(entry);
    });
  }

  private release(): void {
    const next = this.queue.shift();
    // The slot passes straight to the next in line: `active` stays, nobody can overtake.
    if (next) next.admit();
    else this.active -= 1;
  }

  /**
   * How long the line ahead would take to drain at the current pace, at least 1 s and at most
   * 10 s, with up to a second of jitter so the refused do not all come back at once.
   */
  private retryAfterSeconds(): number {
    const drainMs = ((this.queue.length + 1) * this.serviceMs) / Math.max(1, this.options.maxActive);
    return Math.min(10, Math.max(1, Math.ceil(drainMs / 1000))) + (Math.random() < 0.5 ? 0 : 1);
  }
}
