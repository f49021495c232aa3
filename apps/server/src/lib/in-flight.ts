import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once no request handler is running any more (or after `timeoutMs`). */
    drain(timeoutMs: number): Promise<boolean>;
  }
}

const counted = new WeakSet<FastifyRequest>();

/**
 * Counts requests whose handler is still running. `app.close()` only waits for
 * open connections; a client that hung up leaves its handler running, and that
 * handler must finish before the database closes under it.
 */
export function trackInFlight(app: FastifyInstance): void {
  let inFlight = 0;
  let waiters: Array<() => void> = [];
  const finish = (request: FastifyRequest) => {
    if (!counted.delete(request)) return;
    inFlight -= 1;
    if (inFlight === 0) {
      for (const wake of waiters) wake();
      waiters = [];
    }
  };
  // Callback-style hooks: they run on every request, and an async hook costs a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    counted.add(request);
    inFlight += 1;
    done();
  });
  // onSend runs when the handler (or the error handler) produced its answer, even if
  // the client has gone; onResponse covers answers that skip onSend.
  app.addHook('onSend', (request, _reply, payload, done) => {
    finish(request);
    done(null, payload);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    finish(request);
    done();
  });
  app.decorate('drain', (timeoutMs: number) => {
    if (inFlight === 0) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      waiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  });
}
