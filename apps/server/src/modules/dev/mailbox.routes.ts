import { emailSchema, errorEnvelopeSchema, mailboxResponseSchema, type MailboxMessage } from '@grove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { devToolAccess } from './dev-access.js';

export interface MailboxRoutesOptions {
  /** The latest messages of the local outbox, optionally for one recipient. */
  listOutbox(email?: string): Promise<MailboxMessage[]>;
}

/**
 * The local outbox, so a person trying the app can read their recovery code
 * (PRODUCT.md decision 4). Never registered in production; elsewhere it answers
 * only the machine the server runs on, or a signed-in operator, and is a 404 to
 * everyone else: the outbox holds everyone's recovery codes.
 */
export const mailboxRoutes: FastifyPluginAsyncZod<MailboxRoutesOptions> = async (app, { listOutbox }) => {
  app.get(
    '/dev/mailbox',
    {
      // A demo operator (/demo) is an operator of their own visit only, not of everyone's mail.
      preHandler: devToolAccess(app, 'GET /api/v1/dev/mailbox'),
      schema: {
        tags: ['development'],
        summary: 'E-mails in the local outbox, newest first (loopback or operators only; not in production)',
        querystring: z.object({ email: emailSchema.optional() }),
        response: { 200: mailboxResponseSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({ messages: await listOutbox(request.query.email) }),
  );
};
