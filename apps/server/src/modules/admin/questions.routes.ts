import {
  adminQuestionListSchema,
  adminQuestionSchema,
  adminQuestionsQuerySchema,
  answerQuestionSchema,
  errorEnvelopeSchema,
  normalizeLanguage,
  questionIdParamsSchema,
} from '@grove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { worldOf } from '../../lib/demo-world.js';
import type { QuestionsService } from '../projects/questions.service.js';

/**
 * Investors' questions across businesses: the unanswered queue, answering (publishes it and
 * tells the asker) and hiding an abusive one. Mounted inside the admin plugin, whose guard
 * answers 401 / 403 first. Business names come in the operator's language.
 */
export const questionsRoutes: FastifyPluginAsyncZod<{ questions: QuestionsService }> = async (app, { questions }) => {
  const common = { tags: ['admin'] };
  const guarded = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

  app.get(
    '/questions',
    {
      schema: {
        ...common,
        summary: 'Questions across businesses: unanswered (default), answered or hidden; paged',
        querystring: adminQuestionsQuerySchema,
        response: { 200: adminQuestionListSchema, 400: errorEnvelopeSchema, ...guarded },
      },
    },
    (request) => questions.list(request.query, normalizeLanguage(request.user!.language), worldOf(request.user)),
  );

  app.post(
    '/questions/:id/answer',
    {
      schema: {
        ...common,
        summary: 'Answer a question: it appears on the business page and the asker is told',
        params: questionIdParamsSchema,
        body: answerQuestionSchema,
        response: {
          200: adminQuestionSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          ...guarded,
        },
      },
    },
    (request) =>
      questions.answer(
        request.user!.id,
        request.params.id,
        request.body.answer,
        normalizeLanguage(request.user!.language),
      ),
  );

  app.post(
    '/questions/:id/hide',
    {
      schema: {
        ...common,
        summary: 'Hide an abusive question: never public, answered or not',
        params: questionIdParamsSchema,
        response: { 200: adminQuestionSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, ...guarded },
      },
    },
    (request) => questions.hide(request.user!.id, request.params.id, normalizeLanguage(request.user!.language)),
  );
};
