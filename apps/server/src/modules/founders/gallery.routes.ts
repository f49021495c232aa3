import multipart from '@fastify/multipart';
import {
  errorEnvelopeSchema,
  founderGalleryViewSchema,
  galleryDocumentPublicSchema,
  mediaAltSchema,
  normalizeLanguage,
  reorderSchema,
  text,
  UPLOAD_LIMITS,
} from '@grove/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readDocumentUpload, readUpload, uploadFields } from '../files/uploads.js';
import type { FoundersService } from './founders.service.js';
import type { GalleryService } from './gallery.service.js';
import { checkTeam } from './team-check.js';

const businessParams = z.object({ id: text().min(1).max(120) });
const itemParams = businessParams.extend({ itemId: z.uuid() });

/**
 * A business's images and documents in the portal: /founder/businesses/{id}/media and
 * …/documents, for any member of its team (owner or editor; 404 to anyone else, before
 * validation: team-check.ts). Uploads are checked as the console's are (files/uploads.ts).
 */
export const galleryRoutes: FastifyPluginAsyncZod<{ founders: FoundersService; gallery: GalleryService }> = async (
  app,
  { founders, gallery },
) => {
  await app.register(multipart, {
    limits: { files: 1, fields: 10, fieldSize: 1000, parts: 12, fileSize: UPLOAD_LIMITS.pdf },
  });
  checkTeam(app, founders);
  const common = { tags: ['founder'] };
  const errors = { 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };
  const writeErrors = { ...errors, 400: errorEnvelopeSchema, 409: errorEnvelopeSchema };
  const uploadErrors = { ...writeErrors, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema };
  const language = (request: FastifyRequest) => normalizeLanguage(request.user!.language);
  const applies = 'Applied to a draft; on a published business it becomes (or amends) the pending media request.';

  app.get(
    '/businesses/:id/media',
    {
      schema: {
        ...common,
        summary: 'The images and documents as the team edits them, with the pending media request if any',
        params: businessParams,
        response: { 200: founderGalleryViewSchema, ...errors },
      },
    },
    async (request) => gallery.view(request.params.id, language(request)),
  );

  app.post(
    '/businesses/:id/media',
    {
      schema: {
        ...common,
        summary: 'Add an image (multipart: `alt_en`, `alt_vi`, `alt_ru`, then `file`; JPEG/PNG/WebP up to 10 MB)',
        description: applies,
        params: businessParams,
        response: { 201: founderGalleryViewSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, 'image');
      const { alt } = uploadFields(mediaAltSchema, {
        alt: { en: upload.fields.alt_en ?? '', vi: upload.fields.alt_vi ?? '', ru: upload.fields.alt_ru ?? '' },
      });
      const view = await gallery.addImage(request.user!.id, request.params.id, language(request), upload, alt);
      return reply.code(201).send(view);
    },
  );

  app.patch(
    '/businesses/:id/media/:itemId',
    {
      schema: {
        ...common,
        summary: 'An image’s alternative text in each language',
        description: applies,
        params: itemParams,
        body: mediaAltSchema,
        response: { 200: founderGalleryViewSchema, ...writeErrors },
      },
    },
    async (request) =>
      gallery.setAlt(request.user!.id, request.params.id, language(request), request.params.itemId, request.body.alt),
  );

  app.post(
    '/businesses/:id/documents',
    {
      schema: {
        ...common,
        summary:
          'Add a public document (multipart: `kind`, `title_en`, `title_vi`, `title_ru`, then `file`; a PDF up to 20 MB)',
        description: applies,
        params: businessParams,
        response: { 201: founderGalleryViewSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { upload, details } = await readDocumentUpload(request);
      const view = await gallery.addDocument(request.user!.id, request.params.id, language(request), upload, details);
      return reply.code(201).send(view);
    },
  );

  app.patch(
    '/businesses/:id/documents/:itemId',
    {
      schema: {
        ...common,
        summary: 'Show a document to investors, or keep it to the team and operators',
        description: applies,
        params: itemParams,
        body: galleryDocumentPublicSchema,
        response: { 200: founderGalleryViewSchema, ...writeErrors },
      },
    },
    async (request) =>
      gallery.setPublic(
        request.user!.id,
        request.params.id,
        language(request),
        request.params.itemId,
        request.body.public,
      ),
  );

  // Each list is ordered and its items removed alike.
  for (const table of ['media', 'documents'] as const) {
    app.put(
      `/businesses/:id/${table}/order`,
      {
        schema: {
          ...common,
          summary: table === 'media' ? 'Order the images; the first is the cover' : 'Order the documents',
          description: applies,
          params: businessParams,
          body: reorderSchema,
          response: { 200: founderGalleryViewSchema, ...writeErrors },
        },
      },
      async (request) =>
        gallery.reorder(request.user!.id, request.params.id, language(request), table, request.body.ids),
    );

    app.delete(
      `/businesses/:id/${table}/:itemId`,
      {
        schema: {
          ...common,
          summary: table === 'media' ? 'Remove an image' : 'Remove a document',
          description: applies,
          params: itemParams,
          response: { 200: founderGalleryViewSchema, ...writeErrors },
        },
      },
      async (request) =>
        gallery.remove(request.user!.id, request.params.id, language(request), table, request.params.itemId),
    );
  }
};
