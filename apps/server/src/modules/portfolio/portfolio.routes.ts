import {
  errorEnvelopeSchema,
  favoriteResponseSchema,
  feedPageSchema,
  feedQuerySchema,
  languageQuerySchema,
  normalizeLanguage,
  portfolioResponseSchema,
  projectIdParamsSchema,
} from '@grove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PortfolioService } from './portfolio.service.js';

export const portfolioRoutes: FastifyPluginAsyncZod<{ portfolio: PortfolioService }> = async (app, { portfolio }) => {
  const common = { tags: ['portfolio'] };
  const params = projectIdParamsSchema;

  app.get(
    '/portfolio/me',
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: 'Investments, saved businesses and the total invested',
        querystring: languageQuerySchema,
        response: { 200: portfolioResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => portfolio.get(request.user!.id, normalizeLanguage(request.query.lang ?? request.user!.language)),
  );

  app.get(
    '/portfolio/me/feed',
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: 'Updates, answers and payouts of the businesses saved or invested in, newest first',
        querystring: feedQuerySchema,
        response: { 200: feedPageSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) =>
      portfolio.feed(
        request.user!.id,
        { cursor: request.query.cursor, limit: request.query.limit },
        normalizeLanguage(request.query.lang ?? request.user!.language),
      ),
  );

  app.put(
    '/portfolio/me/favorites/:id',
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: 'Save a business',
        params,
        response: { 200: favoriteResponseSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      await portfolio.setFavorite(request.user!.id, request.params.id, true);
      return { project_id: request.params.id, favorite: true };
    },
  );

  app.delete(
    '/portfolio/me/favorites/:id',
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: 'Remove a saved business',
        params,
        response: { 200: favoriteResponseSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      await portfolio.setFavorite(request.user!.id, request.params.id, false);
      return { project_id: request.params.id, favorite: false };
    },
  );
};
