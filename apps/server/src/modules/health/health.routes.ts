import { healthSchema, readinessSchema } from '@grove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Anything that can prove the database answers (the Database of db/client.ts). */
export interface Pingable {
  ping(): Promise<void>;
}

export interface HealthRoutesOptions {
  database: Pingable;
  /** True once shutdown has begun: the instance reports not ready so traffic drains away. */
  isDraining: () => boolean;
}

const PING_TIMEOUT_MS = 2_000;

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, { database, isDraining }) => {
  app.get(
    '/healthz',
    {
      logLevel: 'warn',
      schema: { tags: ['health'], summary: 'Liveness: the process is up', response: { 200: healthSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers a round trip',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const databaseOk = await pingWithin(database, PING_TIMEOUT_MS);
      const ready = databaseOk && !isDraining();
      return reply
        .code(ready ? 200 : 503)
        .send({ status: ready ? 'ok' : 'unavailable', database: databaseOk ? 'ok' : 'unavailable' });
    },
  );
};

async function pingWithin(database: Pingable, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      database.ping().then(() => true),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), ms);
      }),
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
