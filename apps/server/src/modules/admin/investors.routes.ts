import {
  adminInvestorListSchema,
  adminInvestorsQuerySchema,
  errorEnvelopeSchema,
  fromMinorUnits,
  normalizeLanguage,
  projectIdParamsSchema,
  type Language,
} from '@grove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import type { PaymentsService } from '../payments/payments.service.js';
import { decimal, toCsv } from '../../lib/csv.js';

type InvestorsPage = NonNullable<Awaited<ReturnType<PaymentsService['investorsOf']>>>;

const projectNotFound = () => notFound('Business not found');

function nameOf(project: InvestorsPage['project'], language: Language): string {
  return project.name[language] || project.name.en || project.id;
}

/**
 * A business's investors: every payment with its payer, paged and sorted, and the same as a
 * CSV file. Mounted inside the admin plugin, whose guard answers 401 / 403 first.
 */
export const investorsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (app, { payments }) => {
  const common = { tags: ['admin'] };
  const guarded = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

  app.get(
    '/projects/:id/investors',
    {
      schema: {
        ...common,
        summary: 'A business’s payments with investor, amount, fees, date and status; sorted and paged',
        params: projectIdParamsSchema,
        querystring: adminInvestorsQuerySchema,
        response: { 200: adminInvestorListSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, ...guarded },
      },
    },
    async (request) => {
      const { sort, order, limit, offset } = request.query;
      const page = await payments.investorsOf(request.params.id, { sort, order, limit: limit ?? 50, offset });
      if (!page) throw projectNotFound();
      return {
        project_id: page.project.id,
        project_name: nameOf(page.project, normalizeLanguage(request.user!.language)),
        total: page.total,
        investors: page.investors.map((row) => ({
          payment_id: row.paymentId,
          user_id: row.userId,
          name: row.name,
          email: row.email,
          currency: row.currency,
          amount: fromMinorUnits(row.amountMinor, row.currency),
          service_fee: fromMinorUnits(row.serviceFeeMinor, row.currency),
          card_fee: fromMinorUnits(row.cardFeeMinor, row.currency),
          total: fromMinorUnits(row.totalMinor, row.currency),
          status: row.status,
          created_at: row.createdAt.toISOString(),
          paid_at: row.paidAt?.toISOString() ?? null,
        })),
      };
    },
  );

  app.get(
    '/projects/:id/investors.csv',
    {
      schema: {
        ...common,
        summary: 'The same list as a CSV file (every payment, in the chosen order)',
        params: projectIdParamsSchema,
        querystring: adminInvestorsQuerySchema.pick({ sort: true, order: true }),
        produces: ['text/csv'],
        response: {
          200: z.string().describe('CSV, UTF-8 with a byte-order mark'),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          ...guarded,
        },
      },
    },
    async (request, reply) => {
      const page = await payments.investorsOf(request.params.id, request.query);
      if (!page) throw projectNotFound();
      const csv = toCsv([
        [
          'payment_id',
          'name',
          'email',
          'currency',
          'amount',
          'service_fee',
          'card_fee',
          'total',
          'status',
          'created_at',
          'paid_at',
        ],
        ...page.investors.map((row) => [
          row.paymentId,
          row.name,
          row.email,
          row.currency,
          decimal(row.amountMinor, row.currency),
          decimal(row.serviceFeeMinor, row.currency),
          decimal(row.cardFeeMinor, row.currency),
          decimal(row.totalMinor, row.currency),
          row.status,
          row.createdAt.toISOString(),
          row.paidAt?.toISOString() ?? null,
        ]),
      ]);
      const filename = `investors-${page.project.id.replace(/[^A-Za-z0-9_-]/g, '_')}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
