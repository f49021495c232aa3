import {
  accountReviewListSchema,
  accountReviewQuerySchema,
  errorEnvelopeSchema,
  feesByMonthSchema,
  financeCurrenciesSchema,
  financeDisputesSchema,
  JOURNAL_CSV_COLUMNS,
  reconcileNowResponseSchema,
  reconciliationDetailSchema,
  reconciliationListSchema,
  resolveAccountReviewSchema,
  trialBalanceSchema,
} from '@grove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/errors.js';
import { decimal, toCsv } from '../../lib/csv.js';
import type { FinanceService } from './finance.service.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day, YYYY-MM-DD, that exists. */
const day = z
  .string()
  .regex(DAY, 'A date is YYYY-MM-DD')
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'Not a date',
  );
const currency = z.string().regex(/^[A-Z]{3}$/, 'A currency is three capital letters, e.g. USD');
/** The longest journal one export holds: a year and a day. */
const JOURNAL_MAX_DAYS = 366;

/**
 * The console's Finance page (issue 23). Mounted inside the admin plugin, whose guard answers
 * 401 / 403 first (a demo visit's operator gets 403: the platform's books are not in the demo).
 */
export const financeRoutes: FastifyPluginAsyncZod<{ finance: FinanceService }> = async (app, { finance }) => {
  const common = { tags: ['admin'] };
  const guarded = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };
  const today = () => new Date().toISOString().slice(0, 10);

  app.get(
    '/finance/currencies',
    {
      schema: {
        ...common,
        summary: 'The currencies the ledger holds money in',
        response: { 200: financeCurrenciesSchema, ...guarded },
      },
    },
    async () => ({ currencies: await finance.currencies() }),
  );

  app.get(
    '/finance/trial-balance',
    {
      schema: {
        ...common,
        summary:
          'Every account’s balance at the end of a day (UTC), debits and credits, client money against what holds it',
        querystring: z.object({ currency, at: day.optional() }),
        response: { 200: trialBalanceSchema, 400: errorEnvelopeSchema, ...guarded },
      },
    },
    (request) => finance.trialBalance(request.query.currency, request.query.at ?? today()),
  );

  app.get(
    '/finance/fees',
    {
      schema: {
        ...common,
        summary: 'Service fees, card fees, the processor’s fees and the margin, per month for the last 12 months',
        querystring: z.object({ currency }),
        response: { 200: feesByMonthSchema, 400: errorEnvelopeSchema, ...guarded },
      },
    },
    (request) => finance.feesByMonth(request.query.currency),
  );

  app.get(
    '/finance/disputes',
    {
      schema: {
        ...common,
        summary: 'Chargebacks not yet decided, the earliest evidence deadline first',
        response: { 200: financeDisputesSchema, ...guarded },
      },
    },
    () => finance.disputes(),
  );

  app.get(
    '/finance/account-reviews',
    {
      schema: {
        ...common,
        summary:
          'Investors’ accounts under review after a lost chargeback (open: oldest first; resolved: newest first)',
        querystring: accountReviewQuerySchema,
        response: { 200: accountReviewListSchema, 400: errorEnvelopeSchema, ...guarded },
      },
    },
    async (request) => ({ reviews: await finance.accountReviews(request.query.state) }),
  );

  app.post(
    '/finance/account-reviews/:id/resolve',
    {
      schema: {
        ...common,
        summary: 'Closes an account review with what the operator found and did; held withdrawals go out',
        params: z.object({ id: z.uuid() }),
        body: resolveAccountReviewSchema,
        response: {
          204: z.null().describe('Closed'),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          ...guarded,
        },
      },
    },
    async (request, reply) => {
      await finance.resolveAccountReview(request.user!.id, request.params.id, request.body.resolution);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/finance/reconciliations',
    {
      schema: {
        ...common,
        summary: 'The latest reconciliation runs against the payment provider, newest first',
        querystring: z.object({ currency: currency.optional() }),
        response: { 200: reconciliationListSchema, 400: errorEnvelopeSchema, ...guarded },
      },
    },
    async (request) => ({ runs: await finance.runs(request.query.currency) }),
  );

  app.post(
    '/finance/reconciliations',
    {
      schema: {
        ...common,
        summary: 'Reconciles every currency with the payment provider now',
        response: { 200: reconcileNowResponseSchema, ...guarded },
      },
    },
    async (request) => ({ runs: await finance.reconcileNow(request.user!.id) }),
  );

  app.get(
    '/finance/reconciliations/:id',
    {
      schema: {
        ...common,
        summary: 'A reconciliation run and what it left unmatched',
        params: z.object({ id: z.uuid() }),
        response: { 200: reconciliationDetailSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, ...guarded },
      },
    },
    async (request) => {
      const found = await finance.run(request.params.id);
      if (!found) throw notFound('Reconciliation not found');
      return found;
    },
  );

  app.get(
    '/finance/journal.csv',
    {
      schema: {
        ...common,
        summary: 'The journal for a date range (UTC days, both included): one row per ledger entry, with its cause',
        querystring: z.object({ from: day, to: day }),
        produces: ['text/csv'],
        response: {
          200: z.string().describe('CSV, UTF-8 with a byte-order mark'),
          400: errorEnvelopeSchema,
          ...guarded,
        },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
      if (days < 1) {
        const message = 'The first day comes after the last';
        throw new AppError('VALIDATION_ERROR', message, { fields: [{ path: 'from', message, code: 'after_to' }] });
      }
      if (days > JOURNAL_MAX_DAYS) {
        const message = `One journal covers at most ${JOURNAL_MAX_DAYS} days`;
        throw new AppError('VALIDATION_ERROR', message, { fields: [{ path: 'to', message, code: 'too_far' }] });
      }
      const rows = await finance.journal(from, to);
      const csv = toCsv([
        [...JOURNAL_CSV_COLUMNS],
        ...rows.map((row) => [
          row.transactionId,
          row.postedAt.toISOString(),
          row.kind,
          row.cause,
          row.causeId,
          row.memo,
          row.account,
          row.owner,
          row.currency,
          row.amountMinor > 0 ? decimal(row.amountMinor, row.currency) : null,
          row.amountMinor < 0 ? decimal(-row.amountMinor, row.currency) : null,
        ]),
      ]);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="journal-${from}-${to}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
