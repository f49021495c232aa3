import {
  createPaymentRequestSchema,
  errorEnvelopeSchema,
  languageQuerySchema,
  myInvestmentSummarySchema,
  normalizeLanguage,
  paymentListSchema,
  paymentSchema,
  paymentTermsSchema,
  projectIdParamsSchema,
  text,
} from '@grove/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdmissionGate } from '../../lib/admission.js';
import { AppError } from '../../lib/errors.js';
import { perSession } from '../../lib/rate-limits.js';
import { idempotencyHeaders } from '../../plugins/idempotency.js';
import type { PaymentProvider } from '../../providers/payments/provider.js';
import { WebhookSignatureError } from '../../providers/payments/provider.js';
import type { PaymentsService } from './payments.service.js';

const paymentParams = z.object({ id: text().min(1).max(64) });
const projectParams = projectIdParamsSchema;
const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  503: errorEnvelopeSchema,
};

/** Stripe's events are a few KB; the endpoint is unauthenticated, so it takes no more. */
const WEBHOOK_BODY_LIMIT_BYTES = 64 * 1024;
const WEBHOOK_RATE_LIMIT_PER_MINUTE = 600;

export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService; admission: AdmissionGate }> = async (
  app,
  { payments, admission },
) => {
  const common = { tags: ['payments'] };
  // The routes that reserve or move money take a turn at this instance's gate first (after
  // signing in, before the idempotency key's claim): under overload, 503 BUSY with Retry-After.
  const gate = admission.routeHooks();
  const gated = {
    preHandler: [app.requireUser, gate.preHandler],
  };

  app.get(
    '/payments/terms/:id',
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary:
          "A business's investment rules for the signed-in investor: ticket range, what remains, fees, thresholds",
        params: projectParams,
        response: { 200: paymentTermsSchema, ...errors },
      },
    },
    async (request) => payments.terms(request.user!.id, request.params.id),
  );

  app.post(
    '/payments',
    {
      ...gated,
      // A full round is refused before the gate's line (early-refusal.ts).
      preHandler: [
        app.requireUser,
        async (request: FastifyRequest) => {
          try {
            await payments.refuseIfFull((request.body as { project_id: string }).project_id);
          } catch (error) {
            // A retry of a request that made its payment is answered with it, not "round full".
            const key = request.headers['idempotency-key'];
            if (typeof key === 'string' && (await payments.madeWithKey(request.user!.id, key))) return;
            throw error;
          }
        },
        gate.preHandler,
      ],
      config: { ...perSession(30), idempotency: true },
      schema: {
        ...common,
        summary:
          'Confirm an investment: checks the amount rules and acknowledgments, reserves the amount and opens the checkout (or waits for identity verification)',
        description:
          'Honours an `Idempotency-Key` header: the same key from the same user answers the same payment. Amounts in major units.',
        headers: idempotencyHeaders,
        body: createPaymentRequestSchema,
        response: { 200: paymentSchema, 201: paymentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const { payment, created } = await payments.create(
        request.user!.id,
        {
          projectId: body.project_id,
          amount: body.amount,
          currency: body.currency,
          description: body.description,
          returnUrl: body.return_url,
          cancelUrl: body.cancel_url,
          method: body.method,
          riskAcknowledged: body.risk_acknowledged,
          extraRiskAcknowledged: body.extra_risk_acknowledged,
          kiisVersion: body.kiis_version,
          ref: body.ref,
          idempotencyKey: request.headers['idempotency-key'],
        },
        // Read from the database for this request: as fresh as reading it again.
        request.userIsFresh ? request.user! : undefined,
      );
      return reply.code(created ? 201 : 200).send(payment);
    },
  );

  app.get(
    '/payments/project/:id',
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: "The signed-in investor's payments for one business, and what they have invested in it",
        params: projectParams,
        querystring: languageQuerySchema,
        response: {
          200: paymentListSchema.extend({ summary: myInvestmentSummarySchema }),
          ...errors,
        },
      },
    },
    async (request) =>
      payments.listForProject(
        request.user!.id,
        request.params.id,
        normalizeLanguage(request.query.lang ?? request.user!.language),
      ),
  );

  app.get(
    '/payments/:id',
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: "A payment with its status and timeline (another user's answers 404)",
        params: paymentParams,
        response: { 200: paymentSchema, ...errors },
      },
    },
    async (request) => payments.get(request.user!, request.params.id),
  );

  app.post(
    '/payments/:id/checkout',
    {
      ...gated,
      config: { ...perSession(30), idempotency: true },
      schema: {
        ...common,
        summary:
          'Continue to the secure payment: after identity verification, reserves the amount and opens the checkout; answers the open checkout otherwise',
        headers: idempotencyHeaders,
        params: paymentParams,
        response: { 200: paymentSchema, ...errors },
      },
    },
    async (request) => payments.checkout(request.user!.id, request.params.id),
  );

  app.post(
    '/payments/:id/cancel',
    {
      ...gated,
      config: { ...perSession(30), idempotency: true },
      schema: {
        ...common,
        summary:
          'Abandon an unpaid payment (its reservation is released at once), or within 4 days of paying, refund it in full, fees included',
        headers: idempotencyHeaders,
        params: paymentParams,
        response: { 200: paymentSchema, ...errors },
      },
    },
    async (request) => payments.cancel(request.user!.id, request.params.id),
  );
};

/**
 * The payment provider's webhooks. The signature is checked over the raw body, so this
 * scope reads JSON as text; a forged, unsigned or stale event answers 400 and changes nothing.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  provider: PaymentProvider;
  /** The general limit (RATE_LIMIT_PER_MINUTE): the webhook's own is never below it. */
  rateLimitPerMinute: number;
  /** The money routes' gate: a busy instance answers 503, which the provider retries. */
  admission: AdmissionGate;
}> = async (app, { payments, provider, rateLimitPerMinute, admission }) => {
  const gate = admission.routeHooks();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/webhooks/payments',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT_BYTES,
      preHandler: gate.preHandler,
      config: {
        rateLimit: { max: Math.max(WEBHOOK_RATE_LIMIT_PER_MINUTE, rateLimitPerMinute), timeWindow: 60_000 },
      },
      schema: {
        tags: ['payments'],
        summary: "The payment provider's signed events (Stripe's signature scheme); replays change nothing",
        headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }),
        response: { 200: z.object({ received: z.boolean() }), 400: errorEnvelopeSchema, 503: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      let event;
      try {
        event = provider.parseWebhook(raw, request.headers['stripe-signature']);
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'The webhook signature is missing or invalid.');
        }
        throw new AppError('BAD_REQUEST', 'The webhook body is not a valid event.');
      }
      await payments.applyProviderEvent(event);
      return { received: true };
    },
  );
};
