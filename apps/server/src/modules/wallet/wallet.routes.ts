import {
  bankAccountRequestSchema,
  bankAccountSchema,
  errorEnvelopeSchema,
  languageQuerySchema,
  normalizeLanguage,
  payoutOnboardingLinkSchema,
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
  const common = { tags: ['wallet'] };

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
      preHandler: [app.requireUser, app.requireStepUp],
      config: { ...perSession(20), idempotency: true },
      schema: {
        ...common,
        summary: 'Withdraw from the wallet to one of the investor’s bank accounts',
        description:
          'Needs identity verification, and a bank account the payment provider can pay out to (else 409 PAYOUTS_NOT_READY, nothing moves). At least 10, or the whole balance when it is less; never more than the balance. The amount leaves the balance at once; the withdrawal is `requested` (cancellable) until its `send_at`, then `sent`, and ends `paid`, or `failed` with the money back in the wallet.',
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

  app.post(
    '/wallet/withdrawals/:id/cancel',
    {
      preHandler: app.requireUser,
      config: perSession(20),
      schema: {
        ...common,
        summary: 'Cancel a withdrawal not sent yet: the money is back in the wallet at once',
        description:
          'Only while it is `requested`; a sent one answers 409 WITHDRAWAL_NOT_CANCELLABLE. Repeating it answers the canceled withdrawal.',
        params: z.object({ id: text().min(1).max(64) }),
        response: { 200: withdrawalSchema, ...errors },
      },
    },
    async (request) => wallet.cancelWithdrawal(request.user!.id, request.params.id),
  );

  app.get(
    '/wallet/bank-accounts',
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: 'The investor’s bank accounts for withdrawals (masked)',
        description:
          'Each says whether the payment provider can pay out to it now (`payouts_ready`) and, when not, what it still needs from the investor (`payouts_due`): they give it on the provider’s page (POST /wallet/bank-accounts/onboarding-link). Both are absent when the provider could not be asked.',
        response: { 200: z.object({ bank_accounts: z.array(bankAccountSchema) }), 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({ bank_accounts: await wallet.bankAccounts(request.user!.id) }),
  );

  app.post(
    '/wallet/bank-accounts',
    {
      preHandler: app.requireUser,
      config: perSession(10),
      schema: {
        ...common,
        summary: 'Add a bank account for withdrawals',
        description:
          'Needs identity verification; the holder’s name must be the verified name. The provider keeps the full number; the answer shows its last four digits. In the sandbox: routing 110000000 with account 000123456789 (paid) or 000111111116 (the payout fails).',
        body: bankAccountRequestSchema,
        response: { 201: bankAccountSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return wallet.addBankAccount(request.user!.id, request.body);
    },
  );

  app.post(
    '/wallet/bank-accounts/onboarding-link',
    {
      preHandler: app.requireUser,
      config: perSession(10),
      schema: {
        ...common,
        summary: 'A link to the payment provider’s page for the details it still needs before paying the investor out',
        description:
          'With Stripe: a single-use onboarding page of the investor’s Connect account (it expires within minutes: send the browser there at once), where Stripe shows its agreement for them to accept and asks for what it needs (address, phone, SSN, a document). It sends them back to the wallet with `onboarding=done`, or `onboarding=refresh` when the link expired. `url` is null when the provider needs nothing now (always, in the sandbox). 404 BANK_ACCOUNT_NOT_FOUND before the first bank account.',
        response: { 200: payoutOnboardingLinkSchema, ...errors },
      },
    },
    async (request) => wallet.onboardingLink(request.user!.id),
  );

  app.delete(
    '/wallet/bank-accounts/:id',
    {
      preHandler: app.requireUser,
      config: perSession(20),
      schema: {
        ...common,
        summary: 'Remove a bank account (withdrawals already on their way to it still arrive)',
        params: z.object({ id: text().min(1).max(64) }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await wallet.removeBankAccount(request.user!.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
