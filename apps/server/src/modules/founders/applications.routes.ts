import multipart from '@fastify/multipart';
import {
  applicationCompanySchema,
  applicationDocumentFieldsSchema,
  applicationDocumentParamsSchema,
  applicationIdParamsSchema,
  applicationListSchema,
  applicationPersonParamsSchema,
  applicationPersonSchema,
  applicationRaiseSchema,
  applicationRevenueSchema,
  applicationSchema,
  errorEnvelopeSchema,
  SERVED_FILE_TYPES,
  UPLOAD_LIMITS,
} from '@grove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perSession } from '../../lib/rate-limits.js';
import { sendPrivateFile } from '../files/send-private-file.js';
import { readUpload, uploadFields } from '../files/uploads.js';
import type { FilesService } from '../files/files.service.js';
import type { ApplicationsService } from './applications.service.js';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const uploadErrors = { ...errors, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema };
const fileBytes = {
  description: 'The document',
  content: Object.fromEntries(SERVED_FILE_TYPES.map((type) => [type, { schema: z.any() }])),
};

/**
 * An applicant's applications to raise (issue 26), under /api/v1/founder/applications. The
 * founder scope signs every caller in; each route naming an application answers 404 unless it
 * is the caller's (applications.service `owned`).
 */
export const applicationsRoutes: FastifyPluginAsyncZod<{
  applications: ApplicationsService;
  files: FilesService;
}> = async (app, { applications, files }) => {
  const tags = ['founder'];
  // The largest paper is a PDF; an image is held to its own limit once its type is read.
  await app.register(multipart, {
    limits: { files: 1, fields: 4, fieldSize: 200, parts: 6, fileSize: UPLOAD_LIMITS.pdf },
  });

  app.get(
    '/applications',
    {
      schema: {
        tags,
        summary: 'Your applications to raise, the latest change first',
        response: { 200: applicationListSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => applications.list(request.user!),
  );

  app.post(
    '/applications',
    {
      config: perSession(10),
      schema: {
        tags,
        summary: 'Start a new application (a draft); at most 5 undecided at a time',
        response: { 201: applicationSchema, ...errors, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await applications.create(request.user!)),
  );

  app.get(
    '/applications/:id',
    {
      schema: {
        tags,
        summary: 'One of your applications, every step, with what a submission still needs',
        params: applicationIdParamsSchema,
        response: { 200: applicationSchema, ...errors },
      },
    },
    async (request) => applications.get(request.user!, request.params.id),
  );

  app.put(
    '/applications/:id/company',
    {
      schema: {
        tags,
        summary: 'Save the company step (a draft, or while changes are asked for)',
        params: applicationIdParamsSchema,
        body: applicationCompanySchema,
        response: { 200: applicationSchema, ...errors },
      },
    },
    async (request) => applications.saveCompany(request.user!, request.params.id, request.body),
  );

  app.put(
    '/applications/:id/raise',
    {
      schema: {
        tags,
        summary: 'Save the raise step: amount, minimum to succeed, use of funds, proposed terms',
        params: applicationIdParamsSchema,
        body: applicationRaiseSchema,
        response: { 200: applicationSchema, ...errors },
      },
    },
    async (request) => applications.saveRaise(request.user!, request.params.id, request.body),
  );

  app.put(
    '/applications/:id/revenue',
    {
      schema: {
        tags,
        summary: 'Save the revenue of the last 12 months',
        params: applicationIdParamsSchema,
        body: applicationRevenueSchema,
        response: { 200: applicationSchema, ...errors },
      },
    },
    async (request) => applications.saveRevenue(request.user!, request.params.id, request.body),
  );

  app.post(
    '/applications/:id/people',
    {
      schema: {
        tags,
        summary: 'List a director or an owner of more than 25 %',
        params: applicationIdParamsSchema,
        body: applicationPersonSchema,
        response: { 201: applicationSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await applications.addPerson(request.user!, request.params.id, request.body)),
  );

  app.put(
    '/applications/:id/people/:personId',
    {
      schema: {
        tags,
        summary: 'Change a listed person (a new name or address starts their identity check again)',
        params: applicationPersonParamsSchema,
        body: applicationPersonSchema,
        response: { 200: applicationSchema, ...errors },
      },
    },
    async (request) =>
      applications.updatePerson(request.user!, request.params.id, request.params.personId, request.body),
  );

  app.delete(
    '/applications/:id/people/:personId',
    {
      schema: {
        tags,
        summary: 'Remove a listed person',
        params: applicationPersonParamsSchema,
        response: { 200: applicationSchema, ...errors },
      },
    },
    async (request) => applications.removePerson(request.user!, request.params.id, request.params.personId),
  );

  app.post(
    '/applications/:id/people/:personId/invitation',
    {
      config: perSession(20),
      schema: {
        tags,
        summary: 'E-mail a listed person the link to verify their identity (again: a new link)',
        params: applicationPersonParamsSchema,
        response: { 200: applicationSchema, ...errors, 429: errorEnvelopeSchema },
      },
    },
    async (request) => applications.invitePerson(request.user!, request.params.id, request.params.personId),
  );

  app.post(
    '/applications/:id/documents',
    {
      schema: {
        tags,
        summary: 'Upload a paper (multipart: `kind`, then `file`; a PDF up to 20 MB or an image up to 10 MB)',
        params: applicationIdParamsSchema,
        response: { 201: applicationSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, 'pdf', { fallbackName: 'document' });
      const { kind } = uploadFields(applicationDocumentFieldsSchema, upload.fields);
      const application = await applications.addDocument(request.user!, request.params.id, upload, kind);
      return reply.code(201).send(application);
    },
  );

  app.get(
    '/applications/:id/documents/:documentId',
    {
      schema: {
        tags,
        summary: 'One of your uploaded papers',
        params: applicationDocumentParamsSchema,
        response: { 200: fileBytes, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) =>
      sendPrivateFile(
        reply,
        files,
        await applications.document(request.user!, request.params.id, request.params.documentId),
      ),
  );

  app.delete(
    '/applications/:id/documents/:documentId',
    {
      schema: {
        tags,
        summary: 'Remove an uploaded paper',
        params: applicationDocumentParamsSchema,
        response: { 200: applicationSchema, ...errors },
      },
    },
    async (request) => applications.removeDocument(request.user!, request.params.id, request.params.documentId),
  );

  app.post(
    '/applications/:id/submit',
    {
      schema: {
        tags,
        summary: 'Submit a complete application for review (400 naming each missing part)',
        params: applicationIdParamsSchema,
        response: { 200: applicationSchema, ...errors },
      },
    },
    async (request) => applications.submit(request.user!, request.params.id),
  );
};
