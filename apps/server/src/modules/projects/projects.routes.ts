import {
  askQuestionRequestSchema,
  errorEnvelopeSchema,
  languageQuerySchema,
  myQuestionsResponseSchema,
  normalizeLanguage,
  projectDetailsSchema,
  projectIdParamsSchema,
  projectListQuerySchema,
  projectListResponseSchema,
  projectSchema,
  questionSchema,
} from '@grove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perSession } from '../../lib/rate-limits.js';
import { z } from 'zod';
import type { ResponseCache } from '../../lib/response-cache.js';
import type { ProjectsService } from './projects.service.js';

const featuredResponseSchema = z.array(projectSchema);

/**
 * The public catalogue (spec §7) is served from the response cache, with an ETag
 * and a short Cache-Control; each answer goes through its response schema before it
 * is cached, and writes invalidate it (`projects.catalogueChanged()`). Asking a
 * question needs a session.
 */
export const projectsRoutes: FastifyPluginAsyncZod<{ projects: ProjectsService; cache: ResponseCache }> = async (
  app,
  { projects, cache },
) => {
  const tags = ['businesses'];

  app.get(
    '/public/projects',
    {
      // The response cache sends its own compressed copies.
      compress: false,
      schema: {
        tags,
        summary: 'Published businesses; without a query, all of them',
        querystring: projectListQuerySchema,
        response: { 200: projectListResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { lang, status, tab, limit, offset, sort } = request.query;
      const language = normalizeLanguage(lang);
      return cache.send(
        request,
        reply,
        `list|${language}|${status ?? ''}|${tab ?? ''}|${limit ?? ''}|${offset ?? ''}|${sort ?? ''}`,
        projectListResponseSchema,
        () => projects.list({ language, status, tab, limit, offset, sort }),
      );
    },
  );

  app.get(
    '/public/projects/featured',
    {
      // The response cache sends its own compressed copies.
      compress: false,
      schema: {
        tags,
        summary: 'Featured businesses for the landing page',
        querystring: languageQuerySchema,
        response: { 200: featuredResponseSchema },
      },
    },
    async (request, reply) => {
      const language = normalizeLanguage(request.query.lang);
      return cache.send(request, reply, `featured|${language}`, featuredResponseSchema, () =>
        projects.featured(language),
      );
    },
  );

  app.get(
    '/public/projects/:id',
    {
      // The response cache sends its own compressed copies.
      compress: false,
      schema: {
        tags,
        summary: 'One business with every section of its page',
        params: projectIdParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: projectDetailsSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const language = normalizeLanguage(request.query.lang);
      return cache.send(request, reply, `details|${request.params.id}|${language}`, projectDetailsSchema, () =>
        projects.details(request.params.id, language),
      );
    },
  );

  app.post(
    '/projects/:id/questions',
    {
      preHandler: app.requireUser,
      config: perSession(10),
      schema: {
        tags,
        summary: 'Ask the business a question (published once answered)',
        security: [{ bearerAuth: [] }],
        params: projectIdParamsSchema,
        body: askQuestionRequestSchema,
        response: { 201: questionSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await projects.ask(request.params.id, request.user!, request.body.question)),
  );

  app.get(
    '/projects/:id/questions/mine',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The questions the signed-in user asked about this business, answered or not',
        security: [{ bearerAuth: [] }],
        params: projectIdParamsSchema,
        response: { 200: myQuestionsResponseSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({ questions: await projects.questionsOf(request.params.id, request.user!.id) }),
  );
};
