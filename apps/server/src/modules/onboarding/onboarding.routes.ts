import {
  errorEnvelopeSchema,
  languageQuerySchema,
  normalizeLanguage,
  quizCheckRequestSchema,
  quizCheckResponseSchema,
  quizResponseSchema,
  quizSubmitRequestSchema,
  quizSubmitResponseSchema,
  userSchema,
} from '@grove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perSession } from '../../lib/rate-limits.js';
import type { OnboardingService } from './onboarding.service.js';

export const onboardingRoutes: FastifyPluginAsyncZod<{ onboarding: OnboardingService }> = async (
  app,
  { onboarding },
) => {
  const common = { tags: ['onboarding'] };

  app.get(
    '/onboarding/quiz',
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: 'The risk quiz in the requested language (without its answers)',
        querystring: languageQuerySchema,
        response: { 200: quizResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => onboarding.quiz(normalizeLanguage(request.query.lang ?? request.user!.language)),
  );

  app.post(
    '/onboarding/quiz/check',
    {
      preHandler: app.requireUser,
      config: perSession(60),
      schema: {
        ...common,
        summary: 'Check one answer',
        body: quizCheckRequestSchema,
        response: { 200: quizCheckResponseSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => onboarding.check(request.body.question_id, request.body.option_id),
  );

  app.post(
    '/onboarding/quiz/submit',
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: 'Complete the quiz: answers, declaration, finances and consent',
        body: quizSubmitRequestSchema,
        response: { 200: quizSubmitResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => onboarding.submit(request.user!, request.body),
  );

  app.post(
    '/onboarding/quiz/retake',
    {
      preHandler: app.requireUser,
      schema: { ...common, summary: 'Take the quiz again', response: { 200: userSchema, 401: errorEnvelopeSchema } },
    },
    async (request) => onboarding.retake(request.user!),
  );
};
