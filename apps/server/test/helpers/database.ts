import fs from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type Database, type StatementHook } from '../../src/db/client.js';
import { createDatabaseFromTemplate, dropDatabase, withDatabase } from './postgres.js';

export interface TestDatabase {
  database: Database;
  /** The PostgreSQL URL of this file's database (null on PGlite). */
  url: string | null;
  close(): Promise<void>;
}

/**
 * A migrated database of its own for one test file: a copy of the PGlite
 * template, or a PostgreSQL database created from the template database.
 */
export async function createTestDatabase(onStatement?: StatementHook): Promise<TestDatabase> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const template = inject('pgTemplateDatabase');
  if (pgUrl && template) {
    const name = await createDatabaseFromTemplate(pgUrl, template);
    const url = withDatabase(pgUrl, name);
    const database = await openDatabase({
      kind: 'postgres',
      url,
      poolMax: 10,
      ...(onStatement ? { onStatement } : {}),
    });
    return {
      database,
      url,
      async close() {
        await database.close();
        await dropDatabase(pgUrl, name);
      },
    };
  }
  const tarball = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
  const database = await openDatabase({
    kind: 'pglite',
    dataDir: null,
    loadDataDir: tarball,
    ...(onStatement ? { onStatement } : {}),
  });
  return { database, url: null, close: () => database.close() };
}
