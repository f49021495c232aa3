import {
  askQuestionRequestSchema,
  EXPLORE_PAGE_SIZE,
  errorEnvelopeSchema,
  exploreQuerySchema,
  exploreResponseSchema,
  normalizeExploreQuery,
  languageQuerySchema,
  myQuestionsResponseSchema,
  normalizeLanguage,
  projectDetailsSchema,
  projectIdParamsSchema,
  projectListQuerySchema,
  projectListResponseSchema,
  questionSchema,
} from '@grove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perSession } from '../../lib/rate-limits.js';
import type { ResponseCache } from '../../lib/response-cache.js';
import type { ProjectsService } from './projects.service.js';
import { featuredResponseSchema, type PublicCatalogue } from './public-catalogue.js';

/**
 * The public catalogue (spec §7) is served from the response cache, with an ETag
 * and a short Cache-Control; each answer goes through its response schema before it
 * is cached, and writes invalidate it (`projects.catalogueChanged()`). Asking a
 * question needs a session.
 */
export const projectsRoutes: FastifyPluginAsyncZod<{
  projects: ProjectsService;
  catalogue: PublicCatalogue;
  cache: ResponseCache;
}> = async (app, { projects, catalogue, cache }) => {
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
      const { lang, ...options } = request.query;
      return cache.send(request, reply, catalogue.list({ language: normalizeLanguage(lang), ...options }));
    },
  );

  app.get(
    '/public/project-catalogue',
    {
      // The response cache sends its own compressed copies.
      compress: false,
      schema: {
        tags,
        summary: "One page of Explore: published businesses searched, filtered and sorted, with each tab's count",
        description:
          'q matches the name or short description in any language; location matches the location in any ' +
          'language; ticket_min and ticket_max (whole major units) keep businesses whose ticket range meets ' +
          'that range; tab picks the statuses (default available); sort defaults to featured; pages hold ' +
          `${EXPLORE_PAGE_SIZE} businesses. A bad parameter answers 400 naming it.`,
        querystring: exploreQuerySchema,
        response: { 200: exploreResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { lang, ...query } = request.query;
      return cache.send(
        request,
        reply,
        catalogue.explore(normalizeExploreQuery({ ...query, lang }), normalizeLanguage(lang)),
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
        response: { 200: featuredResponseSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      return cache.send(request, reply, catalogue.featured(normalizeLanguage(request.query.lang)));
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
      return cache.send(request, reply, catalogue.details(request.params.id, normalizeLanguage(request.query.lang)));
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
        params: projectIdParamsSchema,
        response: { 200: myQuestionsResponseSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({ questions: await projects.questionsOf(request.params.id, request.user!.id) }),
  );
};
