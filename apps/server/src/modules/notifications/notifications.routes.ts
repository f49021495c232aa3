import { errorEnvelopeSchema, notificationListSchema } from '@grove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { NotificationsService } from './notifications.service.js';

export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  const common = { tags: ['notifications'], security: [{ bearerAuth: [] }] };

  app.get(
    '/notifications',
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: 'The latest 50 notifications and the unread count',
        response: { 200: notificationListSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => notifications.list(request.user!.id),
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
