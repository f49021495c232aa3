import { errorEnvelopeSchema, notificationListSchema, notificationsQuerySchema } from '@grove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { NotificationsService } from './notifications.service.js';

export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  const common = { tags: ['notifications'] };

  app.get(
    '/notifications',
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: 'A page of notifications (by type group, unread only) and the unread count',
        querystring: notificationsQuerySchema,
        response: { 200: notificationListSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) =>
      notifications.list(request.user!.id, {
        group: request.query.group,
        unreadOnly: request.query.unread === 'true',
        cursor: request.query.cursor,
        limit: request.query.limit,
      }),
  );

  app.post(
    '/notifications/:id/read',
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: 'Mark one notification read',
        params: z.object({ id: z.uuid() }),
        response: { 204: z.null(), 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await notifications.markRead(request.user!.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/notifications/read-all',
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: 'Mark every notification read',
        response: { 204: z.null(), 401: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await notifications.markAllRead(request.user!.id);
      return reply.code(204).send(null);
    },
  );
};
