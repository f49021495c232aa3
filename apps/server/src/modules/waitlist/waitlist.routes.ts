import {
  adminWaitlistSchema,
  errorEnvelopeSchema,
  joinWaitlistRequestSchema,
  myWaitlistAnswerSchema,
  myWaitlistListSchema,
  projectIdParamsSchema,
  waitlistEntrySchema,
} from '@grove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import { perSession } from '../../lib/rate-limits.js';
import type { WaitlistService } from './waitlist.service.js';

/** The investor's side of a fully reserved round's waitlist (issue 24). */
export const waitlistRoutes: FastifyPluginAsyncZod<{ waitlist: WaitlistService }> = async (app, { waitlist }) => {
  const common = { tags: ['waitlist'] };
  const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };

  app.post(
    '/projects/:id/waitlist',
    {
      preHandler: app.requireUser,
      config: perSession(30),
      schema: {
        ...common,
        summary:
          'Join the waitlist of a fully reserved round with the amount you want (major units): room freed later is offered in arrival order',
        params: projectIdParamsSchema,
        body: joinWaitlistRequestSchema,
        response: { 201: waitlistEntrySchema, ...errors, 403: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await waitlist.join(request.user!.id, request.params.id, request.body)),
  );

  app.get(
    '/projects/:id/waitlist',
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary:
          'Your place in the business’s waitlist (place in line, how many ahead, an offer held for you), or null',
        params: projectIdParamsSchema,
        response: { 200: myWaitlistAnswerSchema, ...errors },
      },
    },
    async (request) => waitlist.mine(request.user!.id, request.params.id),
  );

  app.delete(
    '/projects/:id/waitlist',
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: 'Leave the business’s waitlist; room held for you goes to the next in line',
        params: projectIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await waitlist.leave(request.user!.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/waitlist',
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: 'Every waitlist you are in, with your place',
        response: { 200: myWaitlistListSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => waitlist.listMine(request.user!.id),
  );
};

/** The console's view of a business's waitlist; mounted inside the admin plugin (401 / 403 first). */
export const adminWaitlistRoutes: FastifyPluginAsyncZod<{ waitlist: WaitlistService }> = async (app, { waitlist }) => {
  app.get(
    '/projects/:id/waitlist',
    {
      schema: {
        tags: ['admin'],
        summary:
          'A business’s waitlist in arrival order: place, investor, amount, state, what an offer holds and until when',
        params: projectIdParamsSchema,
        response: {
          200: adminWaitlistSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const answer = await waitlist.ofProject(request.params.id);
      if (!answer) throw notFound('Business not found');
      return answer;
    },
  );
};
