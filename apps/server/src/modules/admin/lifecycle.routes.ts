import {
  adminDashboardSchema,
  auditListSchema,
  auditQuerySchema,
  errorEnvelopeSchema,
  projectIdParamsSchema,
  projectLifecycleSchema,
  projectStatusMoveSchema,
  projectUpdatePostedSchema,
  projectUpdatePostSchema,
} from '@grove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { worldOf } from '../../lib/demo-world.js';
import type { LifecycleService } from './lifecycle.service.js';
import type { OverviewService } from './overview.service.js';

/**
 * The raise's life cycle, updates, the dashboard and the audit log. Mounted inside the admin
 * plugin, whose guard answers 401 / 403 before any of these run.
 */
export const lifecycleRoutes: FastifyPluginAsyncZod<{
  lifecycle: LifecycleService;
  overview: OverviewService;
}> = async (app, { lifecycle, overview }) => {
  const common = { tags: ['admin'] };
  const guarded = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

  app.get(
    '/dashboard',
    {
      schema: {
        ...common,
        summary: 'Money raised, open raises, refunds in flight, identity checks and questions waiting',
        response: { 200: adminDashboardSchema, ...guarded },
      },
    },
    (request) => overview.dashboard(worldOf(request.user)),
  );

  app.get(
    '/audit',
    {
      schema: {
        ...common,
        summary: 'The audit log, filtered and paged',
        querystring: auditQuerySchema,
        response: { 200: auditListSchema, 400: errorEnvelopeSchema, ...guarded },
      },
    },
    (request) => overview.audit(request.query, worldOf(request.user)),
  );

  app.get(
    '/projects/:id/status',
    {
      schema: {
        ...common,
        summary: 'A business’s status and the moves an operator may make',
        params: projectIdParamsSchema,
        response: { 200: projectLifecycleSchema, 404: errorEnvelopeSchema, ...guarded },
      },
    },
    (request) => lifecycle.get(request.params.id),
  );

  app.post(
    '/projects/:id/status',
    {
      schema: {
        ...common,
        summary: 'Move a business along its life cycle (409 for a move that is not allowed)',
        params: projectIdParamsSchema,
        body: projectStatusMoveSchema,
        response: {
          200: projectLifecycleSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          ...guarded,
        },
      },
    },
    (request) => lifecycle.move(request.user!.id, request.params.id, request.body),
  );

  app.post(
    '/projects/:id/updates',
    {
      schema: {
        ...common,
        summary: 'Post an update (title and body in en, vi, ru) and notify investors and followers',
        params: projectIdParamsSchema,
        body: projectUpdatePostSchema,
        response: {
          201: projectUpdatePostedSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          ...guarded,
        },
      },
    },
    async (request, reply) => {
      const posted = await lifecycle.postUpdate(request.user!.id, request.params.id, request.body);
      return reply.code(201).send(posted);
    },
  );
};
