import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client.js';

/** Committed drizzle-kit SQL migrations (apps/server/drizzle). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Arbitrary but fixed: every instance of this app takes the same advisory lock to migrate. */
const MIGRATION_LOCK_KEY = 7_262_019_001;

/**
 * Applies pending migrations. On PostgreSQL the whole run holds a session-level
 * advisory lock on a dedicated connection, so instances that start together migrate
 * one after another and the later ones find nothing left to do.
 */
export async function runMigrations(database: Database, postgresUrl?: string): Promise<void> {
  if (database.kind === 'pglite') {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await database.db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await database.db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
    return;
  }
  if (!postgresUrl) throw new Error('runMigrations needs the PostgreSQL URL');
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const client = new pg.Client({ connectionString: postgresUrl, application_name: 'grove-migrate' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}
