import { createHash } from 'node:crypto';
import { text } from '@grove/contracts';
import type { FastifyReply, FastifyRequest, onSendHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { AppError } from '../lib/errors.js';
import { sendError } from './errors.js';
import {
  claimKey,
  findKey,
  releaseKey,
  saveAnswer,
  takeOverKey,
  type IdempotencyClaim,
} from './idempotency.repository.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Honour an `Idempotency-Key` header (plugins/idempotency.ts). Only for routes whose user is
     * signed in by then: `requireUser` among the route's preHandlers, or `requireAdmin` (the console's onRequest).
     */
    idempotency?: boolean;
  }
}

export const IDEMPOTENCY_PURGE_JOB = 'idempotency.purge';

const keySchema = text().min(1).max(255);

/** The header an opted-in route declares in its schema, so validation and the OpenAPI document show it. */
export const idempotencyHeaders = z.object({
  'idempotency-key': keySchema.optional().meta({
    description:
      'A key of your choosing (1-255 characters). A retry with the same key and the same request answers the ' +
      'first answer again (with `Idempotent-Replayed: true`) instead of doing it twice; the same key with another ' +
      'request answers 409 IDEMPOTENCY_KEY_REUSED. Keys are kept 24 hours.',
  }),
});

/** JSON with every object's keys sorted, so the same request always hashes the same. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/**
 * What the request asks: its method, its route with the parsed path params and query (so a
 * trailing slash or an escaped letter is the same request), and its parsed body.
 */
function fingerprintOf(request: FastifyRequest): string {
  const asked = [request.method, request.routeOptions.url, request.params, request.query, request.body];
  return createHash('sha256').update(canonicalJson(asked)).digest('hex');
}

/** The answer's text as sent (null for a stream). */
function bodyOf(payload: unknown): string | null {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return payload === undefined || payload === null ? '' : null;
}

const REUSED = 'This Idempotency-Key was already used for a different request.';
const IN_USE = 'A request with this Idempotency-Key is still being processed. Try again in a moment.';
/** Unanswered keys that changed under us (released, taken over) are looked at this many times. */
const ATTEMPTS = 3;

/**
 * `config: { idempotency: true }` on a route: a request with an `Idempotency-Key` runs once per
 * (user, key) and a retry gets the first answer back (docs/architecture.md, "Idempotency").
 *
 * The key is claimed after the route's own preHandlers (authentication, per-user limits), by
 * inserting a row locked for 60 s. The answer is stored when it is sent, for any status below
 * 500; a 5xx deletes the row, so a retry runs again. A retry finds the row: another request under
 * the key is a 409 IDEMPOTENCY_KEY_REUSED, an answered one is replayed without running the
 * handler, a running one is a 409 IDEMPOTENCY_KEY_IN_USE, and one whose lock ran out unanswered
 * (its process died) is taken over, compare-and-set, and run again.
 *
 * Running a request again (after a 5xx, a dead process, or once its key was purged) is safe
 * because this is the first layer, not the only one: the services that create money rows keep
 * the key on the row under a unique index (payments; top-ups and withdrawals), payouts and
 * disbursements carry unique references, and a cancel moves a payment's state once, compare-and-set.
 * A run again answers what those say (the same payment, or a 409), never a second movement.
 *
 * Replays are the body first sent, which had already passed the route's response schema; every
 * opted-in route answers JSON.
 */
/** How long a repeat waits for the first request's answer before it is told to retry. */
const WAIT_FOR_ANSWER_MS = 5_000;
const POLL_MS = 25;

async function waitForAnswer(
  db: Db,
  claim: IdempotencyClaim,
  fingerprint: string,
): Promise<{ statusCode: number; body: string } | null> {
  const until = Date.now() + WAIT_FOR_ANSWER_MS;
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const row = await findKey(db, claim);
    if (!row || row.fingerprint !== fingerprint) return null;
    if (row.statusCode !== null) return { statusCode: row.statusCode, body: row.responseBody ?? '' };
    if (!row.locked) return null;
  }
  return null;
}

export const idempotency = fp(
  async (app, { db }: { db: Db }) => {
    const running = new WeakMap<FastifyRequest, IdempotencyClaim>();

    // A repeat created nothing: the first answer's 201 Created comes back as 200, its body the same
    // (what POST /payments has always answered for a key it knew).
    const replay = (reply: FastifyReply, statusCode: number, body: string) =>
      reply
        .code(statusCode === 201 ? 200 : statusCode)
        .type('application/json; charset=utf-8')
        .header('idempotent-replayed', 'true')
        .send(body);

    const begin: preHandlerAsyncHookHandler = async (request, reply) => {
      const header = request.headers['idempotency-key'];
      if (header === undefined) return;
      // Routes declare the header (idempotencyHeaders), so this only guards one that forgot.
      const parsed = keySchema.safeParse(header);
      if (!parsed.success) {
        throw new AppError(
          'BAD_REQUEST',
          'The Idempotency-Key header must be 1-255 characters without control characters.',
        );
      }
      if (!request.user) {
        // A wiring mistake, not the caller's: keys are per user.
        throw new Error(
          `${request.method} ${request.routeOptions.url} opts in to idempotency without signing its user in`,
        );
      }
      const claim: IdempotencyClaim = { userId: request.user.id, key: parsed.data };
      const fingerprint = fingerprintOf(request);
      for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
        if (await claimKey(db, claim, fingerprint)) {
          running.set(request, claim);
          return;
        }
        const row = await findKey(db, claim);
        // Released after a 5xx, or purged, since the insert: claim it again.
        if (!row) continue;
        if (row.fingerprint !== fingerprint) {
          return sendError(reply, 409, { code: 'IDEMPOTENCY_KEY_REUSED', detail: REUSED });
        }
        if (row.statusCode !== null) return replay(reply, row.statusCode, row.responseBody ?? '');
        if (row.locked) {
          // The first request is still running (a double click, a retry that came too soon): wait
          // for its answer a little, and answer the same; only a slow one gets 409 and Retry-After.
          const answered = await waitForAnswer(db, claim, fingerprint);
          if (answered) return replay(reply, answered.statusCode, answered.body);
          break;
        }
        if (await takeOverKey(db, claim, fingerprint)) {
          request.log.warn(
            { route: request.routeOptions.url },
            'took over an idempotency key whose request never answered',
          );
          running.set(request, claim);
          return;
        }
        // Another retry took it over, or it was answered meanwhile: look again.
      }
      reply.header('retry-after', '1');
      return sendError(reply, 409, { code: 'IDEMPOTENCY_KEY_IN_USE', detail: IN_USE });
    };

    const settle: onSendHookHandler = async (request, reply, payload) => {
      const claim = running.get(request);
      if (!claim) return payload;
      running.delete(request);
      try {
        const body = bodyOf(payload);
        // A stream cannot be replayed: like a 5xx, a retry runs again, behind the services' own guards.
        if (reply.statusCode >= 500 || body === null) await releaseKey(db, claim);
        else await saveAnswer(db, claim, { statusCode: reply.statusCode, body });
      } catch (error) {
        // The effect happened and its answer goes out; a retry finds the key locked, then takes it over.
        request.log.error({ err: error }, 'could not store the answer of an idempotent request');
      }
      return payload;
    };

    app.addHook('onRoute', (route) => {
      if (!route.config?.idempotency) return;
      const preHandlers = route.preHandler === undefined ? [] : [route.preHandler].flat();
      route.preHandler = [...preHandlers, begin];
      // Before the compression plugin's onSend, which turns the body into a stream.
      const onSend = route.onSend === undefined ? [] : [route.onSend].flat();
      route.onSend = [settle, ...onSend];
    });
  },
  { name: 'idempotency' },
);
