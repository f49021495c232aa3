import {
  errorEnvelopeSchema,
  languageQuerySchema,
  normalizeLanguage,
  text,
  topUpRequestSchema,
  topUpSchema,
  walletSchema,
  withdrawalRequestSchema,
  withdrawalSchema,
} from '@grove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perSession } from '../../lib/rate-limits.js';
import { idempotencyHeaders } from '../../plugins/idempotency.js';
import type { WalletService } from './wallet.service.js';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  503: errorEnvelopeSchema,
};

/** The signed-in investor's wallet: balance and history, top-ups by card, withdrawals. */
export const walletRoutes: FastifyPluginAsyncZod<{ wallet: WalletService }> = async (app, { wallet }) => {
  const common = { tags: ['wallet'], security: [{ bearerAuth: [] }] };

  app.get(
    '/wallet',
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: 'The wallet: balance per currency, every movement (newest first), pending top-ups and withdrawals',
        querystring: languageQuerySchema,
        response: { 200: walletSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => wallet.get(request.user!.id, normalizeLanguage(request.query.lang ?? request.user!.language)),
  );

  app.post(
    '/wallet/top-ups',
    {
      preHandler: app.requireUser,
      config: { ...perSession(20), idempotency: true },
      schema: {
        ...common,
        summary: 'Top up the wallet by card: opens the provider’s checkout for the amount plus the card fee',
        description: 'From 10 (spec §9). The money arrives when the provider reports the payment.',
        headers: idempotencyHeaders,
        body: topUpRequestSchema,
        response: { 201: topUpSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return wallet.topUp(request.user!.id, request.body, request.headers['idempotency-key']);
    },
  );

  app.get(
    '/wallet/top-ups/:id',
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: 'One of the investor’s top-ups (to follow it after the checkout)',
        params: z.object({ id: text().min(1).max(64) }),
        response: { 200: topUpSchema, ...errors },
      },
    },
    async (request) => wallet.getTopUp(request.user!.id, request.params.id),
  );

  app.post(
    '/wallet/withdrawals',
    {
      preHandler: app.requireUser,
      config: { ...perSession(20), idempotency: true },
      schema: {
        ...common,
        summary: 'Withdraw from the wallet: the amount leaves the balance at once and the provider pays it out',
        description:
          'Needs identity verification. At least 10, or the whole balance when it is less; never more than the balance. Ends `paid`, or `failed` with the money back in the wallet.',
        headers: idempotencyHeaders,
        body: withdrawalRequestSchema,
        response: { 201: withdrawalSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return wallet.withdraw(request.user!.id, request.body, request.headers['idempotency-key']);
    },
  );
};
