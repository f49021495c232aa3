import { errorEnvelopeSchema, openingNoticeSchema, projectIdParamsSchema, serverTimeSchema } from '@grove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perSession } from '../../lib/rate-limits.js';
import type { LaunchService } from './launch.service.js';

const errors = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/** Launch time (issue 24): the server's clock for countdowns, and "Notify me when it opens". */
export const launchRoutes: FastifyPluginAsyncZod<{ launch: LaunchService }> = async (app, { launch }) => {
  const tags = ['businesses'];

  app.get(
    '/public/time',
    {
      schema: {
        tags,
        summary: "The platform clock's time, for countdowns that do not trust the device's clock",
        response: { 200: serverTimeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (_request, reply) => {
      // Never from a cache: an old answer would put the countdown behind.
      reply.header('cache-control', 'no-store');
      return { now: launch.now().toISOString() };
    },
  );

  app.get(
    '/projects/:id/opening-notice',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Whether the signed-in user asked to be told when this raise opens',
        params: projectIdParamsSchema,
        response: { 200: openingNoticeSchema, ...errors },
      },
    },
    async (request) => launch.notice(request.user!, request.params.id),
  );

  app.put(
    '/projects/:id/opening-notice',
    {
      preHandler: app.requireUser,
      config: perSession(30),
      schema: {
        tags,
        summary: 'Notify me when this raise opens (once; asking again changes nothing)',
        description: 'Only before the opening time: a raise already open answers 409 PROJECT_ALREADY_OPEN.',
        params: projectIdParamsSchema,
        response: { 200: openingNoticeSchema, 409: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) => launch.request(request.user!, request.params.id),
  );

  app.delete(
    '/projects/:id/opening-notice',
    {
      preHandler: app.requireUser,
      config: perSession(30),
      schema: {
        tags,
        summary: 'Take back "Notify me when it opens"',
        params: projectIdParamsSchema,
        response: { 200: openingNoticeSchema, ...errors },
      },
    },
    async (request) => launch.cancel(request.user!, request.params.id),
  );
};
