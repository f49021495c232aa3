import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { maintainEmbeddedDatabase } from './maintenance.js';

describe('the embedded database maintenance', () => {
  it('reclaims dead rows and gives the planner statistics, as autovacuum would', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      const client = database.pglite!;
      await client.exec(`
        create table kept (id int primary key, word text);
        insert into kept select n, 'word ' || n from generate_series(1, 5000) as n;
        delete from kept where id > 1000;`);
      const stats = async () =>
        (
          await client.query<{ tuples: number; dead: number }>(
            `select c.reltuples::int as tuples, s.n_dead_tup::int as dead
             from pg_class c join pg_stat_user_tables s on s.relid = c.oid where c.relname = 'kept'`,
          )
        ).rows[0]!;
      // PGlite runs no autovacuum: nothing is counted and the dead rows stay until this runs.
      expect((await stats()).tuples).toBeLessThanOrEqual(0);

      await maintainEmbeddedDatabase(database.db);

      expect(await stats()).toEqual({ tuples: 1000, dead: 0 });
    } finally {
      await database.close();
    }
  });
});
