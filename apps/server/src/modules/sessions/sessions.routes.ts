import {
  endedSessionsResponseSchema,
  emailedTokenSchema,
  errorEnvelopeSchema,
  messageResponseSchema,
  sessionsResponseSchema,
} from '@grove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SessionsService } from './sessions.service.js';

export interface SessionsRoutesOptions {
  sessions: Pick<SessionsService, 'list' | 'end' | 'endOthers' | 'endByLink'>;
  /** Per-IP limit of the unauthenticated link route, as the sign-in routes have. */
  rateLimitPerMinute: number;
}

/** The signed-in user's sessions (the profile's Devices), and the new-device e-mail's link. */
export const sessionsRoutes: FastifyPluginAsyncZod<SessionsRoutesOptions> = async (
  app,
  { sessions, rateLimitPerMinute },
) => {
  const tags = ['auth'];

  app.get(
    '/auth/sessions',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'My sessions that are still signed in, this one marked',
        response: { 200: sessionsResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({ sessions: await sessions.list(request.user!.id, request.sessionId) }),
  );

  app.delete(
    '/auth/sessions/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'End one of my sessions',
        params: z.object({ id: z.uuid() }),
        response: { 204: z.null(), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await sessions.end(request.user!.id, request.params.id, request.sessionId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/sessions/end-others',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Sign out all my other devices',
        response: { 200: endedSessionsResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({ ended: await sessions.endOthers(request.user!.id, request.sessionId!) }),
  );

  app.post(
    '/auth/sessions/end-by-link',
    {
      config: { rateLimit: { max: rateLimitPerMinute, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'End the session a new-device e-mail names (its signed link)',
        body: emailedTokenSchema,
        response: { 200: messageResponseSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      await sessions.endByLink(request.body.token);
      return { detail: 'Session ended' };
    },
  );
};
