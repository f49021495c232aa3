/**
 * Values kept by key for `ttlMs`. Concurrent misses of one key share one production (a burst of
 * first requests does the work once); a production that fails is not kept. `clear()` drops
 * everything, productions under way included: their callers still get the value, later ones
 * produce it anew. At most `maxEntries` are kept, the oldest going first.
 */
export class SingleFlightCache<T> {
  private readonly slots = new Map<string, { expiresAt: number; value: Promise<T>; settled?: T }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string, produce: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const kept = this.slots.get(key);
    if (kept && kept.expiresAt > now) return kept.value;
    this.slots.delete(key);
    if (this.slots.size >= this.maxEntries) this.slots.delete(this.slots.keys().next().value!);
    const slot: { expiresAt: number; value: Promise<T>; settled?: T } = {
      expiresAt: now + this.ttlMs,
      value: produce(),
    };
    this.slots.set(key, slot);
    slot.value.then(
      (value) => (slot.settled = value),
      () => {
        if (this.slots.get(key) === slot) this.slots.delete(key);
      },
    );
    return slot.value;
  }

  /** The value under `key` if it is produced and has not expired, without waiting. */
  peek(key: string): T | undefined {
    const kept = this.slots.get(key);
    return kept && kept.expiresAt > Date.now() ? kept.settled : undefined;
  }

  clear(): void {
    this.slots.clear();
  }
}
