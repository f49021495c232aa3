import {
  errorEnvelopeSchema,
  personVerificationRequestSchema,
  personVerificationSchema,
  personVerificationSessionSchema,
} from '@grove/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientAddressOf } from '../../lib/rate-limits.js';
import type { ApplicationsService } from './applications.service.js';

/** Per client address: a person opening their link now and then fits; guessing links does not. */
const PER_MINUTE = 20;

/**
 * The page an e-mailed link opens for a person listed on an application to raise (issue 26):
 * no account, only the link's secret, sent in the body (never in an address a log keeps). An
 * unknown, replaced or expired link is a 404.
 */
export const personVerificationRoutes: FastifyPluginAsyncZod<{ applications: ApplicationsService }> = async (
  app,
  { applications },
) => {
  const tags = ['founder'];
  const config = {
    rateLimit: {
      max: PER_MINUTE,
      timeWindow: 60_000,
      keyGenerator: (request: FastifyRequest) => `person-verification:${clientAddressOf(request)}`,
    },
  };
  const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 429: errorEnvelopeSchema };

  app.post(
    '/person-verification',
    {
      config,
      schema: {
        tags,
        summary: 'Who an e-mailed verification link is for, and where their identity check stands',
        body: personVerificationRequestSchema,
        response: { 200: personVerificationSchema, ...errors },
      },
    },
    async (request) => applications.personStatus(request.body.token),
  );

  app.post(
    '/person-verification/session',
    {
      config,
      schema: {
        tags,
        summary: 'Open the identity check for the person an e-mailed link is for; answers the page to go to',
        body: personVerificationRequestSchema,
        response: {
          200: personVerificationSessionSchema,
          ...errors,
          409: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request) => applications.startPersonSession(request.body.token),
  );
};
