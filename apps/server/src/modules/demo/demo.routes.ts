import {
  demoSessionRequestSchema,
  demoSessionSchema,
  demoSwitchRequestSchema,
  demoVisitSchema,
  errorEnvelopeSchema,
  normalizeLanguage,
} from '@grove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientAddressOf } from '../../lib/rate-limits.js';
import type { DemoService } from './demo.service.js';

/**
 * The guided tour's API (issue 16). Registered only in demo mode: otherwise every path here
 * answers the API's 404.
 */
export const demoRoutes: FastifyPluginAsyncZod<{ demo: DemoService; sessionsPerHour: number }> = async (
  app,
  { demo, sessionsPerHour },
) => {
  const tags = ['demo'];

  app.post(
    '/demo/sessions',
    {
      // Each visit makes two accounts, five businesses and their history: its own limit per address.
      config: { rateLimit: { max: sessionsPerHour, timeWindow: 3_600_000, keyGenerator: clientAddressOf } },
      schema: {
        tags,
        summary: 'Start a demo visit: a fresh investor or operator with a history of their own, signed in',
        body: demoSessionRequestSchema,
        response: {
          201: demoSessionSchema,
          400: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await demo.start(
            request.body.role,
            normalizeLanguage(request.body.language),
            request.log,
            app.clientContextOf(request),
          ),
        ),
  );

  app.get(
    '/demo/visit',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The signed-in demo account’s visit: its businesses and what the tour points at',
        response: { 200: demoVisitSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => demo.visit(request.user!),
  );

  app.post(
    '/demo/switch',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Sign in the visit’s other account (its investor or its operator)',
        body: demoSwitchRequestSchema,
        response: {
          200: demoSessionSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => demo.switchTo(request.user!, request.body.account, app.clientContextOf(request)),
  );
};
