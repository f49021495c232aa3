import type { Db } from '../../db/client.js';
import { findUserById, onUserWritten, type UserRow } from './users.repository.js';

/**
 * Signed-in users' rows, kept for a few seconds so that authenticating a request
 * (checking the token version) costs no database round trip. A write through the
 * users repository drops the entry at once in this process; other instances see a
 * change (a logout, a profile edit) within the time to live.
 */
export class UserCache {
  private readonly entries = new Map<string, { row: UserRow | null; expiresAt: number }>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 10_000,
  ) {
    this.unsubscribe = onUserWritten((id) => this.entries.delete(id));
  }

  async get(id: string): Promise<UserRow | null> {
    return (await this.read(id)).row;
  }

  /**
   * The row, and whether it was read from the database by this call (`fresh`): a caller that
   * needs the row as it is now (a payment checks identity verification) uses a fresh one as is.
   */
  async read(id: string): Promise<{ row: UserRow | null; fresh: boolean }> {
    const now = Date.now();
    const hit = this.entries.get(id);
    if (hit && hit.expiresAt > now) return { row: hit.row, fresh: false };
    const row = await findUserById(this.db, id);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(id, { row, expiresAt: now + this.ttlMs });
    return { row, fresh: true };
  }

  close(): void {
    this.unsubscribe();
    this.entries.clear();
  }
}
