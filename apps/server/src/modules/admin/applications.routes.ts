import {
  adminApplicationListQuerySchema,
  adminApplicationListSchema,
  adminApplicationSchema,
  applicationApprovalSchema,
  applicationDecisionSchema,
  applicationDocumentParamsSchema,
  applicationIdParamsSchema,
  applicationNoteSchema,
  errorEnvelopeSchema,
  SERVED_FILE_TYPES,
} from '@grove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FilesService } from '../files/files.service.js';
import { sendPrivateFile } from '../files/send-private-file.js';
import type { ApplicationVettingService } from '../founders/applications-vetting.service.js';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const fileBytes = {
  description: 'The document',
  content: Object.fromEntries(SERVED_FILE_TYPES.map((type) => [type, { schema: z.any() }])),
};

/**
 * The console's applications to raise (issue 26): the queue, one application whole, notes, its
 * papers (each opening recorded), and the decisions: ask for changes, reject, approve (which
 * makes the draft business and its owner). Guarded as every console route (admin.routes.ts).
 */
export const applicationsAdminRoutes: FastifyPluginAsyncZod<{
  vetting: ApplicationVettingService;
  files: FilesService;
}> = async (app, { vetting, files }) => {
  const tags = ['admin'];

  app.get(
    '/applications',
    {
      schema: {
        tags,
        summary: 'Applications to raise: submitted first (the longest waiting at the top), then the latest change',
        querystring: adminApplicationListQuerySchema,
        response: { 200: adminApplicationListSchema, ...errors },
      },
    },
    async (request) => vetting.list(request.query),
  );

  app.get(
    '/applications/:id',
    {
      schema: {
        tags,
        summary: 'An application whole: company, people and their identity checks, raise, papers, journal',
        params: applicationIdParamsSchema,
        response: { 200: adminApplicationSchema, ...errors },
      },
    },
    async (request) => vetting.get(request.params.id),
  );

  app.get(
    '/applications/:id/documents/:documentId',
    {
      schema: {
        tags,
        summary: 'Open a paper of the application (recorded in its journal and the audit log)',
        params: applicationDocumentParamsSchema,
        response: { 200: fileBytes, ...errors },
      },
    },
    async (request, reply) =>
      sendPrivateFile(
        reply,
        files,
        await vetting.openDocument(request.user!, request.params.id, request.params.documentId),
      ),
  );

  app.post(
    '/applications/:id/notes',
    {
      schema: {
        tags,
        summary: 'Add an operator’s note to the application’s journal (operators only see it)',
        params: applicationIdParamsSchema,
        body: applicationNoteSchema,
        response: { 200: adminApplicationSchema, ...errors },
      },
    },
    async (request) => vetting.addNote(request.user!, request.params.id, request.body.message),
  );

  app.post(
    '/applications/:id/request-changes',
    {
      schema: {
        tags,
        summary: 'Send a submitted application back with the changes asked for (e-mailed to the applicant)',
        params: applicationIdParamsSchema,
        body: applicationDecisionSchema,
        response: { 200: adminApplicationSchema, ...errors },
      },
    },
    async (request) => vetting.requestChanges(request.user!, request.params.id, request.body.message),
  );

  app.post(
    '/applications/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a submitted application with a reason (e-mailed to the applicant)',
        params: applicationIdParamsSchema,
        body: applicationDecisionSchema,
        response: { 200: adminApplicationSchema, ...errors },
      },
    },
    async (request) => vetting.reject(request.user!, request.params.id, request.body.message),
  );

  app.post(
    '/applications/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve a submitted application: its draft business is made, with the applicant as owner',
        description:
          'Everyone listed must have passed the identity check (else 409 APPLICATION_PEOPLE_UNVERIFIED). The ' +
          'business is made by the console’s own creation, English texts from the application (Vietnamese and ' +
          'Russian left for the founder to translate). Audited.',
        params: applicationIdParamsSchema,
        response: { 200: applicationApprovalSchema, ...errors },
      },
    },
    async (request) => vetting.approve(request.user!, request.params.id),
  );
};
