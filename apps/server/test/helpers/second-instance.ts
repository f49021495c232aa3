import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import { createContainer } from '../../src/container.js';
import type { Clock } from '../../src/lib/clock.js';
import type { TestApp } from './test-app.js';

/**
 * On PostgreSQL, a second app instance over the test app's database (its own pool and container,
 * as a second process would have), so concurrency tests cross instances; null on PGlite, where one
 * process runs one query at a time.
 */
export async function startSecondInstance(
  t: TestApp,
  options: { clock?: Clock } = {},
): Promise<{ app: FastifyInstance; database: Database; close(): Promise<void> } | null> {
  if (!t.databaseUrl) return null;
  const database = await openDatabase({ kind: 'postgres', url: t.databaseUrl, poolMax: 10 });
  const container = createContainer({
    config: t.config,
    database,
    storage: t.storage,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const app = await buildApp({ config: t.config, database, container, logger: false });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
