import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { createTestDatabase, type TestDatabase } from './database.js';

export const FIXTURE_WEB_DIST = fileURLToPath(new URL('../fixtures/web-dist', import.meta.url));

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  db: TestDatabase['database'];
  close(): Promise<void>;
}

/** The configuration tests run with; `env` overrides single variables. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(FIXTURE_WEB_DIST, '..', 'unused-data-dir'),
    WEB_DIST_DIR: FIXTURE_WEB_DIST,
    IP_LOOKUP_URL: 'off',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    ...env,
  });
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Extra routes a test needs (e.g. one that throws), added before the app is ready. */
  extend?: (app: FastifyInstance) => void;
}

/** The whole app on a fresh migrated database, ready for `app.inject`. */
export async function createTestApp({ env = {}, extend }: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(env);
  const testDb = await createTestDatabase();
  const app = await buildApp({ config, database: testDb.database, logger: false });
  extend?.(app);
  await app.ready();
  return {
    app,
    config,
    db: testDb.database,
    async close() {
      await app.close();
      await testDb.close();
    },
  };
}
