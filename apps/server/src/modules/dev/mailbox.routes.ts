import { emailSchema, mailboxResponseSchema, type MailboxMessage } from '@grove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export interface MailboxRoutesOptions {
  /** The latest messages of the local outbox, optionally for one recipient. */
  listOutbox(email?: string): Promise<MailboxMessage[]>;
}

/**
 * The local outbox, readable outside production so a person trying the app can
 * read their recovery code (PRODUCT.md decision 4). Never registered in production.
 */
export const mailboxRoutes: FastifyPluginAsyncZod<MailboxRoutesOptions> = async (app, { listOutbox }) => {
  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['development'],
        summary: 'E-mails in the local outbox, newest first (not available in production)',
        querystring: z.object({ email: emailSchema.optional() }),
        response: { 200: mailboxResponseSchema },
      },
    },
    async (request) => ({ messages: await listOutbox(request.query.email) }),
  );
};
