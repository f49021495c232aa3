import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { createContainer, type Container, type ContainerOptions } from '../../src/container.js';
import { createJobHandlers } from '../../src/jobs/handlers.js';
import { createJobWorker } from '../../src/jobs/queue.js';
import { seedDemoContent } from '../../src/db/seed/seed-demo.js';
import { createFsStorage, type FileStorage } from '../../src/providers/storage/storage.js';
import type { Database, StatementHook } from '../../src/db/client.js';
import type { PaymentProvider } from '../../src/providers/payments/provider.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { signedPaymentEvent } from './webhooks.js';

export const FIXTURE_WEB_DIST = fileURLToPath(new URL('../fixtures/web-dist', import.meta.url));

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  db: TestDatabase['database'];
  /** This file's PostgreSQL database (null on PGlite), for a second instance on the same data. */
  databaseUrl: string | null;
  storage: FileStorage;
  container: Container;
  /** Runs the background jobs that are due, until none are left (as the worker would). */
  runJobs(): Promise<number>;
  close(): Promise<void>;
}

/** The configuration tests run with; `env` overrides single variables. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    WEB_DIST_DIR: FIXTURE_WEB_DIST,
    IP_LOOKUP_URL: 'off',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    PAYMENT_SANDBOX_PAYOUT_DELAY_MS: '0',
    // Withdrawals are sent at once unless a test sets the hold it checks.
    WITHDRAWAL_HOLD_MINUTES: '0',
    // Tests that fire hundreds of requests at once check the money rules, not overload, on
    // machines of any speed: a turn at the money routes' gate is waited for as long as it takes
    // (launch-core.test.ts sets the gate it tests).
    ADMISSION_MAX_WAIT_MS: '60000',
    ...env,
  });
}

export interface TestAppOptions extends Pick<ContainerOptions, 'kycProvider' | 'google' | 'clock'> {
  /** A payment provider in place of the configured one, or one made on this app's database. */
  paymentProvider?: PaymentProvider | ((database: Database) => PaymentProvider);
  env?: Record<string, string>;
  /** Load the demo catalogue first. */
  seed?: boolean;
  /** Extra routes a test needs (e.g. one that throws), added before the app is ready. */
  extend?: (app: FastifyInstance) => void;
  /** Logger options (e.g. a stream to read the logs); by default tests log nothing. */
  logger?: AppOptions['logger'];
  /** Told each statement the app sends to its database (statement-budget.test.ts counts them). */
  onStatement?: StatementHook;
}

/** The whole app on a fresh migrated database and its own data folder, ready for `app.inject`. */
export async function createTestApp({
  env = {},
  seed = false,
  extend,
  kycProvider,
  google,
  paymentProvider,
  clock,
  logger = false,
  onStatement,
}: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grove-test-data-'));
  const config = testConfig({ DATA_DIR: dataDir, ...env });
  const testDb = await createTestDatabase(onStatement);
  const storage = createFsStorage(config.storageDir);
  const container = createContainer({
    config,
    database: testDb.database,
    storage,
    ...(kycProvider ? { kycProvider } : {}),
    ...(google !== undefined ? { google } : {}),
    ...(paymentProvider
      ? { paymentProvider: typeof paymentProvider === 'function' ? paymentProvider(testDb.database) : paymentProvider }
      : {}),
    ...(clock ? { clock } : {}),
  });
  const app = await buildApp({ config, database: testDb.database, container, logger });
  extend?.(app);
  await app.ready();
  if (seed) await seedDemoContent({ db: testDb.database.db, storage, log: app.log });
  const jobs = createJobHandlers({
    db: testDb.database.db,
    config,
    container,
    log: app.log,
    // The sandbox's webhook reaches our endpoint the way an HTTP call would.
    deliverSandboxWebhook: async (body) => {
      const response = await app.inject({ method: 'POST', url: '/api/v1/webhooks/authenticate', payload: body });
      if (response.statusCode !== 200) throw new Error(`webhook answered ${response.statusCode}`);
    },
    // The sandbox payment provider's signed events, the same way.
    deliverPaymentWebhook: async (event) => {
      const response = await app.inject(signedPaymentEvent(container.paymentWebhookSecret, event));
      if (response.statusCode !== 200) throw new Error(`payment webhook answered ${response.statusCode}`);
    },
  });
  const worker = createJobWorker({
    db: testDb.database.db,
    handlers: jobs.handlers,
    clock: container.clock,
    pollMs: 60_000,
    log: app.log,
  });
  return {
    app,
    config,
    db: testDb.database,
    databaseUrl: testDb.url,
    storage,
    container,
    async runJobs() {
      let total = 0;
      for (let ran = await worker.runOnce(); ran > 0; ran = await worker.runOnce()) total += ran;
      return total;
    },
    async close() {
      await app.close();
      await testDb.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
