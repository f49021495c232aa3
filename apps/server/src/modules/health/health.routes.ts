import { healthSchema, readinessSchema } from '@grove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Anything that can prove it answers: the Database of db/client.ts, a FileStorage. */
export interface Pingable {
  ping(): Promise<void>;
}

export interface HealthRoutesOptions {
  database: Pingable;
  /** Where file bytes live: an instance that can't reach them fails every upload and file. */
  storage: Pingable;
  /** True once shutdown has begun: the instance reports not ready so traffic drains away. */
  isDraining: () => boolean;
}

const PING_TIMEOUT_MS = 2_000;

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (
  app,
  { database, storage, isDraining },
) => {
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
        summary: 'Readiness: the database answers a round trip, and the file store answers',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const [databaseOk, storageOk] = await Promise.all([
        pingWithin(database, PING_TIMEOUT_MS),
        pingWithin(storage, PING_TIMEOUT_MS),
      ]);
      const ready = databaseOk && storageOk && !isDraining();
      return reply.code(ready ? 200 : 503).send({
        status: ready ? 'ok' : 'unavailable',
        database: databaseOk ? 'ok' : 'unavailable',
        storage: storageOk ? 'ok' : 'unavailable',
      });
    },
  );
};

async function pingWithin(target: Pingable, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      target.ping().then(() => true),
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
