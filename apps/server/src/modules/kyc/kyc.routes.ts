import {
  errorEnvelopeSchema,
  kycPersonalDetailsSchema,
  kycSessionResponseSchema,
  kycStatusResponseSchema,
  text,
} from '@grove/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perSession } from '../../lib/rate-limits.js';
import { z } from 'zod';
import type { KycService } from './kyc.service.js';

/**
 * The fields of Authenticate.com's webhook we use (the sandbox sends the same shape);
 * everything else is dropped, and only these are stored. A delivery is only a trigger
 * to fetch the result from the provider.
 */
const webhookSchema = z.object({
  id: text().min(1).max(200),
  event: text().min(1).max(100),
  order: z.object({ userAccessCode: text().min(1).max(200) }),
});

/** A real delivery is well under 2 KB; the endpoint is unauthenticated, so it takes no more. */
const WEBHOOK_BODY_LIMIT_BYTES = 8 * 1024;
/** Per source address: the provider's bursts fit, a flood from one address does not. */
const WEBHOOK_RATE_LIMIT_PER_MINUTE = 120;

export const kycRoutes: FastifyPluginAsyncZod<{ kyc: KycService }> = async (app, { kyc }) => {
  const common = { tags: ['verification'] };
  const errors = {
    400: errorEnvelopeSchema,
    401: errorEnvelopeSchema,
    409: errorEnvelopeSchema,
    503: errorEnvelopeSchema,
  };

  app.post(
    '/kyc/session',
    {
      preHandler: app.requireUser,
      config: perSession(20),
      schema: {
        ...common,
        summary: 'Start identity verification; answers the access code, token and the page to open',
        body: kycPersonalDetailsSchema.nullish(),
        response: { 200: kycSessionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const details = request.body
        ? Object.fromEntries(
            Object.entries(request.body).filter((entry): entry is [string, string] => Boolean(entry[1])),
          )
        : null;
      return kyc.start(request.user!, details);
    },
  );

  app.post(
    '/kyc/retry',
    {
      preHandler: app.requireUser,
      config: perSession(20),
      schema: {
        ...common,
        summary: 'Verify again with the same access code',
        response: { 200: kycSessionResponseSchema, ...errors },
      },
    },
    async (request) => kyc.retry(request.user!),
  );

  app.get(
    '/kyc/status',
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: 'The normalised verification status; ?refresh=1 asks the provider first',
        querystring: z.object({ refresh: z.enum(['0', '1', 'true', 'false']).optional() }),
        response: { 200: kycStatusResponseSchema, 401: errorEnvelopeSchema, 503: errorEnvelopeSchema },
      },
    },
    async (request) => kyc.status(request.user!.id, ['1', 'true'].includes(request.query.refresh ?? '')),
  );

  app.post(
    '/webhooks/authenticate',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT_BYTES,
      config: {
        rateLimit: {
          max: WEBHOOK_RATE_LIMIT_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) => `webhook:${request.ip}`,
        },
      },
      schema: {
        tags: ['verification'],
        summary: 'Authenticate.com webhook: a trigger to fetch the result (idempotent by event id)',
        body: webhookSchema,
        response: {
          200: z.object({ received: z.boolean(), outcome: z.enum(['accepted', 'duplicate', 'ignored']) }),
          400: errorEnvelopeSchema,
          413: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const outcome = await kyc.acceptWebhook({
        eventId: request.body.id,
        event: request.body.event,
        userAccessCode: request.body.order.userAccessCode,
      });
      return { received: true, outcome };
    },
  );
};
