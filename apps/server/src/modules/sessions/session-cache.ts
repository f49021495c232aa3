import type { Database, Db, Listener } from '../../db/client.js';
import { findSession, SESSIONS_CHANNEL, touchSession, type SessionRow } from './sessions.repository.js';

/** A session's last use is written at most this often (per session and instance). */
const TOUCH_EVERY_MS = 60_000;

interface Entry {
  userId: string;
  expiresAt: number;
  ended: boolean;
  lastUsedAt: number;
  cachedAt: number;
}

/**
 * The sessions that authenticated requests on this instance, so a request costs no database
 * round trip (docs/architecture.md, "Sessions"). An entry is trusted only while this instance
 * LISTENs to the channel on which ended sessions are announced at commit: every instance then
 * drops the entry within the notification's delivery time. While that connection is down,
 * every request reads its session from the database.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private listener: Listener | null = null;
  /** Moves on with every drop: a read that overlapped one may have seen a row from before it. */
  private generation = 0;

  constructor(
    private readonly db: Db,
    /** A bound even while listening, in case a notification is ever lost in a way not seen. */
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 10_000,
  ) {}

  /** Starts listening; until it is live (and whenever it drops) the cache is bypassed. */
  async listen(database: Pick<Database, 'listen'>): Promise<void> {
    if (this.listener) return;
    this.listener = await database.listen(
      SESSIONS_CHANNEL,
      (payload) => this.forget(payload),
      () => {
        this.generation += 1;
        this.entries.clear();
      },
    );
  }

  /** Drops what a message names: `s:<session id>` or `u:<user id>` (every session of the user). */
  forget(payload: string): void {
    this.generation += 1;
    const [kind, id] = [payload.slice(0, 2), payload.slice(2)];
    if (kind === 's:') this.entries.delete(id);
    else if (kind === 'u:') {
      for (const [key, entry] of this.entries) if (entry.userId === id) this.entries.delete(key);
    }
  }

  /** Whether the session is live for this user; records its use about once a minute. */
  async isLive(sessionId: string, userId: string): Promise<boolean> {
    const now = Date.now();
    const trusted = this.listener?.live === true;
    let entry = trusted ? this.entries.get(sessionId) : undefined;
    if (!entry || now - entry.cachedAt > this.ttlMs) {
      const generation = this.generation;
      const row = await findSession(this.db, sessionId);
      entry = row ? entryOf(row, now) : { userId: '', expiresAt: 0, ended: true, lastUsedAt: 0, cachedAt: now };
      if (trusted && generation === this.generation) this.remember(sessionId, entry);
    }
    if (entry.ended || entry.userId !== userId || entry.expiresAt <= now) return false;
    if (now - entry.lastUsedAt >= TOUCH_EVERY_MS) {
      entry.lastUsedAt = now;
      // Not awaited: the request need not wait for its bookkeeping, and a lost write costs a minute of accuracy.
      touchSession(this.db, sessionId, new Date(now - TOUCH_EVERY_MS)).catch(() => undefined);
    }
    return true;
  }

  private remember(id: string, entry: Entry): void {
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(id, entry);
  }

  async close(): Promise<void> {
    const listener = this.listener;
    this.listener = null;
    this.entries.clear();
    await listener?.close();
  }
}

function entryOf(row: SessionRow, now: number): Entry {
  return {
    userId: row.userId,
    expiresAt: row.expiresAt.getTime(),
    ended: row.endedAt !== null,
    lastUsedAt: row.lastUsedAt.getTime(),
    cachedAt: now,
  };
}
