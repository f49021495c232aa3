import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

export const DATABASE_MAINTENANCE_JOB = 'database.vacuum';

/** How often the embedded database is vacuumed and its statistics gathered. */
export const EMBEDDED_MAINTENANCE_EVERY_MS = 60 * 60_000;

/**
 * What PostgreSQL's autovacuum does, for PGlite, which runs without one: dead rows are reclaimed
 * (VACUUM) and the planner's statistics gathered (ANALYZE). Without statistics the planner
 * guesses, and chooses a sequential scan over an index at every size (Explore's search read
 * every business until this ran). Run at start (as a recurring job's first run) and every hour.
 * On PostgreSQL, autovacuum does it and this is not scheduled.
 */
export async function maintainEmbeddedDatabase(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze)`);
}
