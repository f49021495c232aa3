/**
 * Calls `signal` at once when signals are rare, and at most once per `everyMs` during a burst
 * (more than `burst` signals within a second): the last signal of a burst is never lost, it fires
 * at the end of its window. Used for the public catalogue's invalidation by payments (issue 24):
 * in a launch every reservation and capture changes a business's figures, and invalidating the
 * kept pages hundreds of times a second made the business page and Explore render again and again
 * on the event loop that serves the payments. Outside a burst nothing changes: a write is seen by
 * the next read.
 */
export function coalesceBursts(signal: () => void, options: { burst: number; everyMs: number }): () => void {
  let windowStart = 0;
  let inWindow = 0;
  let pending: NodeJS.Timeout | null = null;
  return () => {
    const now = performance.now();
    if (now - windowStart >= 1000) {
      windowStart = now;
      inWindow = 0;
    }
    inWindow += 1;
    if (pending) return;
    if (inWindow <= options.burst) {
      signal();
      return;
    }
    pending = setTimeout(() => {
      pending = null;
      signal();
    }, options.everyMs);
    pending.unref();
  };
}
