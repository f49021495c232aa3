interface Slot<T> {
  expiresAt: number;
  value: Promise<T>;
  settled?: T;
}

/**
 * Values kept by key for `ttlMs`. Concurrent misses of one key share one production (a burst of
 * first requests does the work once); a production that fails is not kept. A production is
 * given the key's expired value, if any, to check rather than redo. `clear()` drops everything
 * (productions under way still answer their callers); `expire()` keeps the values for that
 * check. At most `maxEntries` are kept, the oldest going first.
 */
export class SingleFlightCache<T> {
  private readonly slots = new Map<string, Slot<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string, produce: (expired: T | undefined) => Promise<T>): Promise<T> {
    const now = Date.now();
    const kept = this.slots.get(key);
    if (kept && kept.expiresAt > now) return kept.value;
    this.slots.delete(key);
    if (this.slots.size >= this.maxEntries) this.slots.delete(this.slots.keys().next().value!);
    const slot: Slot<T> = { expiresAt: now + this.ttlMs, value: produce(kept?.settled) };
    this.slots.set(key, slot);
    slot.value.then(
      (value) => (slot.settled = value),
      () => this.slots.get(key) === slot && this.slots.delete(key),
    );
    return slot.value;
  }

  /** The value under `key` if it is produced and has not expired, without waiting. */
  peek(key: string): T | undefined {
    const kept = this.slots.get(key);
    return kept && kept.expiresAt > Date.now() ? kept.settled : undefined;
  }

  /** The last value produced under `key`, expired or not, without waiting or producing. */
  peekStale(key: string): T | undefined {
    return this.slots.get(key)?.settled;
  }

  clear(): void {
    this.slots.clear();
  }

  expire(): void {
    for (const slot of this.slots.values()) slot.expiresAt = 0;
  }
}
