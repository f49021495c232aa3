import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { createTemplateDatabase, dropTemplateDatabase } from './helpers/postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data dir; each test file starts from a copy. */
    pgliteTemplate: string;
    /** When TEST_DATABASE_URL is set: the migrated template database each file copies. */
    pgTemplateDatabase: string | null;
  }
}

/**
 * Migrates one database per run and lets every test file start from a copy of it:
 * a PGlite dump in embedded mode, or a PostgreSQL template database when
 * TEST_DATABASE_URL is set (npm run test:pg).
 */
export default async function setup(project: TestProject) {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const template = await createTemplateDatabase(pgUrl);
    project.provide('pgTemplateDatabase', template);
    project.provide('pgliteTemplate', '');
    return async () => dropTemplateDatabase(pgUrl, template);
  }

  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  await runMigrations(database);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grove-test-'));
  const file = path.join(dir, 'pglite-template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplateDatabase', null);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
