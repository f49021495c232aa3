import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import { createContainer, type Container } from '../../src/container.js';
import { createJobHandlers } from '../../src/jobs/handlers.js';
import { createJobWorker, type JobHandler, type JobWorker } from '../../src/jobs/queue.js';
import { PaymentProviderError, type PaymentProvider } from '../../src/providers/payments/provider.js';
import { createSandboxPaymentProvider, sandboxWebhookSecret } from '../../src/providers/payments/sandbox.js';
import { ManualClock } from '../helpers/clock.js';
import type { FaultMethod } from './model.js';
import { createTestApp, testConfig, type TestApp } from '../helpers/test-app.js';
import { signedPaymentEvent } from '../helpers/webhooks.js';

/** A provider call the simulation makes fail: before it happens, or after (the answer is lost). */
export type ProviderFault = 'unknown_before' | 'unknown_after';
type FaultyMethod = FaultMethod;

/**
 * The provider as the simulation drives it: the real sandbox, whose webhooks wait in a network
 * the simulation delivers from (late, twice, out of order), and whose calls can be made to time
 * out with their outcome unknown.
 */
export class FaultyProvider {
  readonly faults = new Map<FaultyMethod, ProviderFault>();

  wrap(inner: PaymentProvider): PaymentProvider {
    const faulty =
      <A extends unknown[], R>(method: FaultyMethod, call: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        const fault = this.faults.get(method);
        if (!fault) return call(...args);
        this.faults.delete(method);
        if (fault === 'unknown_after') await call(...args);
        throw new PaymentProviderError(`simulated timeout of ${method}`, { outcome: 'unknown' });
      };
    return {
      name: inner.name,
      payouts: inner.payouts,
      createCheckout: faulty('createCheckout', (input) => inner.createCheckout(input)),
      expireCheckout: faulty('expireCheckout', (id) => inner.expireCheckout(id)),
      retrieveCheckout: faulty('retrieveCheckout', (id) => inner.retrieveCheckout(id)),
      refund: faulty('refund', (input) => inner.refund(input)),
      createPayout: faulty('createPayout', (input) => inner.createPayout(input)),
      addBankAccount: (input) => inner.addBankAccount(input),
      payoutReadiness: (accountId) => inner.payoutReadiness(accountId),
      onboardingLink: (input) => inner.onboardingLink(input),
      findPayout: faulty('findPayout', (id) => inner.findPayout(id)),
      returnFailedPayout: (id) => inner.returnFailedPayout(id),
      retrieveChargeFee: faulty('retrieveChargeFee', (charge) => inner.retrieveChargeFee(charge)),
      ownerOfCharge: (ref) => inner.ownerOfCharge(ref),
      retrieveBalance: (currency) => inner.retrieveBalance(currency),
      listBalanceTransactions: (currency, until, after) => inner.listBalanceTransactions(currency, until, after),
      parseWebhook: (body, signature) => inner.parseWebhook(body, signature),
    };
  }
}

export interface Instance {
  app: FastifyInstance;
  container: Container;
  worker: JobWorker;
  /** Jobs a worker of this instance claimed and "died" running: they hang until released. */
  hung: { release: () => void }[];
}

/** The world the simulation runs in: one app per instance over one database, one clock. */
export interface World {
  base: TestApp;
  instances: Instance[];
  clock: ManualClock;
  provider: FaultyProvider;
  /** Signed events the sandbox sent that the network has not delivered yet. */
  network: Record<string, unknown>[];
  /** When set, the next job a worker runs hangs after doing its work (a process that died). */
  killNextJob: boolean;
  close(): Promise<void>;
}

const LEASE_MS = 5 * 60_000;

/**
 * Builds the world: on PostgreSQL two app instances (each its own pool and container, as two
 * processes would), on PGlite one. Every instance reads the same manual clock, for money rules,
 * job due times and job leases alike, so the simulation moves time for all of them.
 */
export async function createWorld(): Promise<World> {
  const clock = new ManualClock();
  const provider = new FaultyProvider();
  const network: Record<string, unknown>[] = [];
  const world = { clock, provider, network, killNextJob: false } as World;
  // Withdrawals wait 20 minutes (cancellable) before they are sent, so cancel races the send.
  const env = {
    RATE_LIMIT_PER_MINUTE: '100000000',
    PAYMENT_SANDBOX_PAYOUT_DELAY_MS: '60000',
    WITHDRAWAL_HOLD_MINUTES: '20',
  };
  const config = testConfig(env);
  // Every instance derives the same secret from the JWT secret, as the container does.
  const webhookSecret = sandboxWebhookSecret(config.auth.jwtSecret!);
  const sandboxOn = (database: Database) =>
    provider.wrap(
      createSandboxPaymentProvider({
        db: database.db,
        webhookSecret,
        clock,
        payoutDelayMs: config.payments.sandboxPayoutDelayMs,
      }),
    );
  // SIM_LOG=1 shows the server's errors (a 5xx's cause) on stderr.
  const logger = process.env.SIM_LOG ? { level: 'error' } : false;
  const base = await createTestApp({ env, clock, paymentProvider: sandboxOn, logger });
  world.base = base;

  const instances: Instance[] = [];
  const makeInstance = (app: FastifyInstance, container: Container, database: Database): Instance => {
    const instance = { app, container, hung: [] } as unknown as Instance;
    const jobs = createJobHandlers({
      db: database.db,
      config: base.config,
      container,
      log: app.log,
      deliverSandboxWebhook: async (body) => {
        const response = await app.inject({ method: 'POST', url: '/api/v1/webhooks/authenticate', payload: body });
        if (response.statusCode !== 200) throw new Error(`webhook answered ${response.statusCode}`);
      },
      // The provider's events go out onto the network; the simulation delivers them.
      deliverPaymentWebhook: async (event) => {
        network.push(event);
      },
    });
    const handlers: Record<string, JobHandler> = {};
    for (const [name, handler] of Object.entries(jobs.handlers)) {
      handlers[name] = async (payload, context) => {
        await handler(payload, context);
        if (!world.killNextJob) return;
        // The process died after the job's work and before the queue heard of it: the job keeps
        // its lease until it runs out, and another worker runs it again.
        world.killNextJob = false;
        await new Promise<void>((resolve) => instance.hung.push({ release: resolve }));
      };
    }
    instance.worker = createJobWorker({
      db: database.db,
      handlers,
      recurring: jobs.recurring,
      clock,
      leaseClock: clock,
      leaseMs: LEASE_MS,
      batchSize: 5,
      pollMs: 60_000,
      log: app.log,
    });
    return instance;
  };
  instances.push(makeInstance(base.app, base.container, base.db));
  const extra: { app: FastifyInstance; database: Database }[] = [];
  if (base.databaseUrl) {
    const database = await openDatabase({ kind: 'postgres', url: base.databaseUrl, poolMax: 10 });
    const container = createContainer({
      config: base.config,
      database,
      storage: base.storage,
      clock,
      paymentProvider: sandboxOn(database),
    });
    const app = await buildApp({ config: base.config, database, container, logger });
    await app.ready();
    extra.push({ app, database });
    instances.push(makeInstance(app, container, database));
  }
  world.instances = instances;
  world.close = async () => {
    for (const instance of instances) for (const hung of instance.hung) hung.release();
    for (const { app, database } of extra) {
      await app.close();
      await database.close();
    }
    await base.close();
  };
  return world;
}

/** Posts one of the network's events to an instance, signed as the sandbox signs. */
export async function deliver(world: World, instance: Instance, event: Record<string, unknown>) {
  return instance.app.inject(signedPaymentEvent(instance.container.paymentWebhookSecret, event));
}
