import multipart from '@fastify/multipart';
import {
  confirmRevenuePaymentRequestSchema,
  errorEnvelopeSchema,
  payoutSchema,
  projectIdParamsSchema,
  publicRevenueReportsSchema,
  revenueCardPaymentSchema,
  revenueOverviewSchema,
  revenuePeriodParamsSchema,
  revenueReportFieldsSchema,
  revenueReportParamsSchema,
  revenueReportSchema,
  revenueTermsRequestSchema,
  revenueTermsSchema,
  UPLOAD_LIMITS,
} from '@grove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { idempotencyHeaders } from '../../plugins/idempotency.js';
import { readUpload } from '../files/uploads.js';
import type { FoundersService } from '../founders/founders.service.js';
import { checkTeam, OWNERS_ONLY } from '../founders/team-check.js';
import type { RevenueCardPayments } from './revenue-card.js';
import type { RevenueService } from './revenue.service.js';

const guarded = { 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/**
 * The founder's revenue reports, registered inside the founder scope (/api/v1/founder, every
 * route signed in). Every route asks `founders.access` first: any role reads, owners write; a
 * business outside the caller's team answers 404.
 */
export const founderRevenueRoutes: FastifyPluginAsyncZod<{
  founders: FoundersService;
  revenue: RevenueService;
  revenueCard: Pick<RevenueCardPayments, 'open'>;
}> = async (app, { founders, revenue, revenueCard }) => {
  await app.register(multipart, {
    limits: { files: 1, fields: 4, fieldSize: 100, parts: 5, fileSize: UPLOAD_LIMITS.pdf },
  });
  const common = { tags: ['founder'] };
  // The team check first, before validation (founders/team-check.ts): reads for any member, reports for owners.
  const roleOf = checkTeam(app, founders);

  app.get(
    '/businesses/:id/revenue',
    {
      schema: {
        ...common,
        summary:
          'The business’s terms, its quarterly periods with their status and reports, and how to pay what is due',
        params: projectIdParamsSchema,
        response: { 200: revenueOverviewSchema, ...guarded },
      },
    },
    async (request) => revenue.overview(request.params.id, roleOf(request)),
  );

  app.post(
    '/businesses/:id/revenue/:period',
    {
      config: OWNERS_ONLY,
      schema: {
        ...common,
        summary: 'Report a period’s revenue (multipart: `revenue`, optional `profit`, then the evidence `file`, a PDF)',
        description:
          'Owners only. Once per period, in order, after the period ended; the payout due is computed from the terms and stored with the report (409 REVENUE_PERIOD_REPORTED, REVENUE_PERIOD_NOT_REPORTABLE, REVENUE_NOT_OPEN).',
        params: revenuePeriodParamsSchema,
        response: {
          201: revenueReportSchema,
          400: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
          ...guarded,
        },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, 'pdf', {
        missing: 'Attach the evidence (a PDF)',
        fallbackName: 'evidence.pdf',
      });
      const parsed = revenueReportFieldsSchema.safeParse(upload.fields);
      if (!parsed.success) throw new AppError('VALIDATION_ERROR', 'Give the period’s revenue (before the file)');
      const report = await revenue.report(
        request.user!.id,
        request.params.id,
        request.params.period,
        parsed.data,
        upload,
      );
      return reply.code(201).send(report);
    },
  );

  app.post(
    '/businesses/:id/revenue/:period/card-payment',
    {
      config: OWNERS_ONLY,
      schema: {
        ...common,
        summary: 'Pay a report’s amount due by card: opens the provider’s checkout for exactly that amount (owners)',
        description:
          'The checkout already open for the report is answered again (one checkout per report). A report paid, by transfer or card, or owing nothing answers 409 REVENUE_PAYMENT_CONFIRMED; one not payable by card yet 409 REVENUE_PAYMENT_NOT_OPEN.',
        params: revenuePeriodParamsSchema,
        response: { 201: revenueCardPaymentSchema, 409: errorEnvelopeSchema, 503: errorEnvelopeSchema, ...guarded },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return revenueCard.open(request.user!.id, request.params.id, request.params.period);
    },
  );
};

/** The console's side: the terms, the reports with what is due, and confirming money arrived. */
export const adminRevenueRoutes: FastifyPluginAsyncZod<{ revenue: RevenueService }> = async (app, { revenue }) => {
  const common = { tags: ['admin'] };
  const adminGuarded = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };

  app.get(
    '/projects/:id/revenue-terms',
    {
      schema: {
        ...common,
        summary: 'A business’s revenue-share terms (the defaults until set)',
        params: projectIdParamsSchema,
        response: { 200: revenueTermsSchema, ...adminGuarded },
      },
    },
    async (request) => revenue.termsFor(request.params.id),
  );

  app.put(
    '/projects/:id/revenue-terms',
    {
      schema: {
        ...common,
        summary: 'Set the revenue-share terms; refused once the raise is published (409 REVENUE_TERMS_FROZEN)',
        params: projectIdParamsSchema,
        body: revenueTermsRequestSchema,
        response: { 200: revenueTermsSchema, 400: errorEnvelopeSchema, 409: errorEnvelopeSchema, ...adminGuarded },
      },
    },
    async (request) => revenue.setTerms(request.user!.id, request.params.id, request.body),
  );

  app.get(
    '/projects/:id/revenue-reports',
    {
      schema: {
        ...common,
        summary: 'A business’s revenue periods, reports and amounts due',
        params: projectIdParamsSchema,
        response: { 200: revenueOverviewSchema, ...adminGuarded },
      },
    },
    async (request) => revenue.overview(request.params.id),
  );

  app.post(
    '/projects/:id/revenue-reports/:reportId/confirm',
    {
      // Money moves to investors on the operator's word: a recent step-up.
      preHandler: app.requireStepUp,
      config: { idempotency: true },
      schema: {
        ...common,
        summary:
          'Confirm a report’s payment arrived: records its payout (the same split and posting as any payout), once',
        description:
          'A second confirmation, even at the same moment, answers 409 REVENUE_PAYMENT_CONFIRMED and pays nothing twice.',
        headers: idempotencyHeaders,
        params: revenueReportParamsSchema,
        body: confirmRevenuePaymentRequestSchema,
        response: { 201: payoutSchema, 400: errorEnvelopeSchema, 409: errorEnvelopeSchema, ...adminGuarded },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return revenue.confirm(request.user!.id, request.params.id, request.params.reportId, request.body.bank_reference);
    },
  );
};

/** What investors see: reported periods against the forecast, and reports that are late. */
export const publicRevenueRoutes: FastifyPluginAsyncZod<{ revenue: RevenueService }> = async (app, { revenue }) => {
  app.get(
    '/public/projects/:id/revenue-reports',
    {
      schema: {
        tags: ['public'],
        summary: 'A business’s reported revenue per period against its forecast, and late reports',
        params: projectIdParamsSchema,
        response: { 200: publicRevenueReportsSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => revenue.listPublic(request.params.id),
  );
};
