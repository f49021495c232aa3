import {
  changeApproveSchema,
  changeListQuerySchema,
  changeRejectSchema,
  changeRequestListSchema,
  changeRequestSchema,
  errorEnvelopeSchema,
  founderSettingsSchema,
  normalizeLanguage,
  projectIdParamsSchema,
} from '@grove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { worldOf } from '../../lib/demo-world.js';
import type { ChangesService } from '../founders/changes.service.js';

const changeParams = z.object({ id: z.uuid() });

/**
 * Founders' requests for the console (issue 26): the queue of changes to live campaigns, drafts
 * sent for review and moderated updates; approving applies the change through the console's own
 * code path, once. And each business's moderation switch for its founders' updates.
 */
export const founderChangesRoutes: FastifyPluginAsyncZod<{ changes: ChangesService }> = async (app, { changes }) => {
  const common = { tags: ['admin'] };
  const guarded = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

  app.get(
    '/changes',
    {
      schema: {
        ...common,
        summary: 'Founders’ requests: pending (default), approved or rejected, oldest first',
        querystring: changeListQuerySchema,
        response: { 200: changeRequestListSchema, 400: errorEnvelopeSchema, ...guarded },
      },
    },
    (request) => changes.list(request.query.status, normalizeLanguage(request.user!.language), worldOf(request.user)),
  );

  app.post(
    '/changes/:id/approve',
    {
      schema: {
        ...common,
        summary: 'Approve a founder’s request: the change is applied (or the draft published, or the update posted)',
        params: changeParams,
        body: changeApproveSchema,
        response: {
          200: changeRequestSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          ...guarded,
        },
      },
    },
    (request) =>
      changes.approve(
        request.user!.id,
        request.params.id,
        request.body?.message || null,
        normalizeLanguage(request.user!.language),
        worldOf(request.user),
      ),
  );

  app.post(
    '/changes/:id/reject',
    {
      schema: {
        ...common,
        summary: 'Reject a founder’s request with a message (e-mailed to the founder)',
        params: changeParams,
        body: changeRejectSchema,
        response: {
          200: changeRequestSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          ...guarded,
        },
      },
    },
    (request) =>
      changes.reject(
        request.user!.id,
        request.params.id,
        request.body.message,
        normalizeLanguage(request.user!.language),
        worldOf(request.user),
      ),
  );

  app.get(
    '/projects/:id/founder-settings',
    {
      schema: {
        ...common,
        summary: 'Whether the business’s founders’ updates need an operator’s approval',
        params: projectIdParamsSchema,
        response: { 200: founderSettingsSchema, 404: errorEnvelopeSchema, ...guarded },
      },
    },
    (request) => changes.settings(request.params.id),
  );

  app.put(
    '/projects/:id/founder-settings',
    {
      schema: {
        ...common,
        summary: 'Switch the moderation of the business’s founders’ updates',
        params: projectIdParamsSchema,
        body: founderSettingsSchema,
        response: { 200: founderSettingsSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, ...guarded },
      },
    },
    (request) => changes.setSettings(request.user!.id, request.params.id, request.body),
  );
};
