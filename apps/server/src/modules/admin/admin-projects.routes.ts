import multipart from '@fastify/multipart';
import {
  adminOpeningSchema,
  adminProjectInputSchema,
  adminPublishSchema,
  adminProjectListQuerySchema,
  adminProjectListSchema,
  adminProjectSchema,
  errorEnvelopeSchema,
  languageQuerySchema,
  mediaAltSchema,
  normalizeLanguage,
  projectDetailsSchema,
  projectIdParamsSchema,
  reorderSchema,
  UPLOAD_LIMITS,
} from '@grove/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { worldOf } from '../../lib/demo-world.js';
import { readDocumentUpload, readUpload } from '../files/uploads.js';
import type { AdminProjectsService } from './admin-projects.service.js';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const uploadErrors = { ...errors, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema };
const itemParams = projectIdParamsSchema.extend({ itemId: z.uuid() });

/**
 * The console's businesses: list, create, edit, preview and publish; media, documents and
 * video uploads (multipart, one file per request; the type is read from the content).
 */
export const adminProjectsRoutes: FastifyPluginAsyncZod<{ adminProjects: AdminProjectsService }> = async (
  app,
  { adminProjects },
) => {
  const tags = ['admin'];
  await app.register(multipart, {
    limits: { files: 1, fields: 10, fieldSize: 1000, parts: 12, fileSize: UPLOAD_LIMITS.video },
  });

  const actor = (request: FastifyRequest) => request.user!.id;
  const language = (request: FastifyRequest) => normalizeLanguage(request.user?.language);

  app.get(
    '/projects',
    {
      schema: {
        tags,
        summary: 'Every business in every status, drafts included',
        querystring: adminProjectListQuerySchema,
        response: { 200: adminProjectListSchema, ...errors },
      },
    },
    async (request) => adminProjects.list(request.query, language(request), worldOf(request.user)),
  );

  app.post(
    '/projects',
    {
      schema: {
        tags,
        summary: 'Create a draft business',
        body: adminProjectInputSchema,
        response: { 201: adminProjectSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await adminProjects.create(actor(request), request.body, worldOf(request.user))),
  );

  app.get(
    '/projects/:id',
    {
      schema: {
        tags,
        summary: 'A business, every field',
        params: projectIdParamsSchema,
        response: { 200: adminProjectSchema, ...errors },
      },
    },
    async (request) => adminProjects.get(request.params.id),
  );

  app.patch(
    '/projects/:id',
    {
      schema: {
        tags,
        summary: 'Edit a business (every field is sent)',
        params: projectIdParamsSchema,
        body: adminProjectInputSchema,
        response: { 200: adminProjectSchema, ...errors },
      },
    },
    async (request) => adminProjects.update(actor(request), request.params.id, request.body),
  );

  app.get(
    '/projects/:id/preview',
    {
      schema: {
        tags,
        summary: 'The business page as investors will see it, drafts included',
        params: projectIdParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: projectDetailsSchema, ...errors },
      },
    },
    async (request) => adminProjects.preview(request.params.id, normalizeLanguage(request.query.lang)),
  );

  app.post(
    '/projects/:id/publish',
    {
      schema: {
        tags,
        summary: 'Publish a draft: it starts fundraising, from its opening time if it has one',
        description:
          'opens_at (optional) sets the opening time in the same step (null: open at once); it must be ' +
          'ahead of the server clock and before the deadline. Without it the draft’s own opening time stands.',
        params: projectIdParamsSchema,
        body: adminPublishSchema,
        response: { 200: adminProjectSchema, ...errors },
      },
    },
    async (request) => adminProjects.publish(actor(request), request.params.id, request.body ?? {}),
  );

  app.put(
    '/projects/:id/opening',
    {
      schema: {
        tags,
        summary: 'Set or clear the opening time (before it, the raise takes no money)',
        description:
          'On a draft, or a published raise that has not opened yet (else 409). The time must be ahead of ' +
          'the server clock and before the deadline; null opens a published raise at once. Audited.',
        params: projectIdParamsSchema,
        body: adminOpeningSchema,
        response: { 200: adminProjectSchema, ...errors },
      },
    },
    async (request) => adminProjects.setOpening(actor(request), request.params.id, request.body),
  );

  app.post(
    '/projects/:id/media',
    {
      schema: {
        tags,
        summary: 'Upload an image (multipart `file`, JPEG/PNG/WebP up to 10 MB); a web-sized copy is stored',
        params: projectIdParamsSchema,
        response: { 201: adminProjectSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, 'image');
      const alt = mediaAltSchema.shape.alt.safeParse({
        en: upload.fields.alt_en ?? '',
        vi: upload.fields.alt_vi ?? '',
        ru: upload.fields.alt_ru ?? '',
      });
      const project = await adminProjects.addImage(
        actor(request),
        request.params.id,
        upload,
        alt.success ? alt.data : null,
      );
      return reply.code(201).send(project);
    },
  );

  app.put(
    '/projects/:id/media/order',
    {
      schema: {
        tags,
        summary: 'Order the images; the first is the cover',
        params: projectIdParamsSchema,
        body: reorderSchema,
        response: { 200: adminProjectSchema, ...errors },
      },
    },
    async (request) => adminProjects.reorder(actor(request), request.params.id, 'media', request.body.ids),
  );

  app.patch(
    '/projects/:id/media/:itemId',
    {
      schema: {
        tags,
        summary: "An image's alternative text",
        params: itemParams,
        body: mediaAltSchema,
        response: { 200: adminProjectSchema, ...errors },
      },
    },
    async (request) => adminProjects.setAlt(actor(request), request.params.id, request.params.itemId, request.body.alt),
  );

  app.delete(
    '/projects/:id/media/:itemId',
    {
      schema: {
        tags,
        summary: 'Remove an image',
        params: itemParams,
        response: { 200: adminProjectSchema, ...errors },
      },
    },
    async (request) => adminProjects.removeMedia(actor(request), request.params.id, request.params.itemId),
  );

  app.post(
    '/projects/:id/documents',
    {
      schema: {
        tags,
        summary: 'Upload a PDF (multipart: `kind`, `title_en`, `title_vi`, `title_ru`, then `file`; up to 20 MB)',
        params: projectIdParamsSchema,
        response: { 201: adminProjectSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { upload, details } = await readDocumentUpload(request);
      const project = await adminProjects.addDocument(actor(request), request.params.id, upload, details);
      return reply.code(201).send(project);
    },
  );

  app.put(
    '/projects/:id/documents/order',
    {
      schema: {
        tags,
        summary: 'Order the documents',
        params: projectIdParamsSchema,
        body: reorderSchema,
        response: { 200: adminProjectSchema, ...errors },
      },
    },
    async (request) => adminProjects.reorder(actor(request), request.params.id, 'documents', request.body.ids),
  );

  app.delete(
    '/projects/:id/documents/:itemId',
    {
      schema: {
        tags,
        summary: 'Remove a document',
        params: itemParams,
        response: { 200: adminProjectSchema, ...errors },
      },
    },
    async (request) => adminProjects.removeDocument(actor(request), request.params.id, request.params.itemId),
  );

  app.put(
    '/projects/:id/video',
    {
      schema: {
        tags,
        summary: 'Upload the short video (multipart `file`, MP4/WebM up to 50 MB); replaces an earlier one',
        params: projectIdParamsSchema,
        response: { 200: adminProjectSchema, ...uploadErrors },
      },
    },
    async (request) => adminProjects.setVideo(actor(request), request.params.id, await readUpload(request, 'video')),
  );

  app.delete(
    '/projects/:id/video',
    {
      schema: {
        tags,
        summary: 'Remove the uploaded video',
        params: projectIdParamsSchema,
        response: { 200: adminProjectSchema, ...errors },
      },
    },
    async (request) => adminProjects.removeVideo(actor(request), request.params.id),
  );
};
