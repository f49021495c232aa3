import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { rowsOf } from '../src/db/rows.js';
import { createTestDatabase } from './helpers/database.js';
import { createDatabaseFromTemplate, dropDatabase, withDatabase } from './helpers/postgres.js';

const pgUrl = process.env.TEST_DATABASE_URL;

describe('migrations', () => {
  it('are idempotent: running them again changes nothing', async () => {
    const t = await createTestDatabase();
    try {
      const count = async () =>
        rowsOf<{ n: number }>(
          await t.database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
        )[0]?.n;
      const before = await count();
      await runMigrations(t.database, t.url ?? undefined);
      expect(await count()).toBe(before);
      expect(before).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });

  it.runIf(pgUrl)('let several instances start at once on an empty PostgreSQL database', async () => {
    const name = await createDatabaseFromTemplate(pgUrl!, 'template0');
    const url = withDatabase(pgUrl!, name);
    const instances = await Promise.all(
      Array.from({ length: 4 }, () => openDatabase({ kind: 'postgres', url, poolMax: 2 })),
    );
    try {
      await Promise.all(instances.map((database) => runMigrations(database, url)));
      const applied = rowsOf<{ n: number }>(
        await instances[0]!.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
      );
      const files = rowsOf<{ n: number }>(
        await instances[0]!.db.execute(
          sql`select count(*)::int as n from information_schema.tables where table_name = 'jobs'`,
        ),
      );
      expect(applied[0]?.n).toBeGreaterThan(0);
      expect(files[0]?.n).toBe(1);
    } finally {
      await Promise.all(instances.map((database) => database.close()));
      await dropDatabase(pgUrl!, name);
    }
  });
});
