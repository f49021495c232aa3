import { BlockList, isIP } from 'node:net';
import { emailSchema, errorEnvelopeSchema, mailboxResponseSchema, type MailboxMessage } from '@grove/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';

export interface MailboxRoutesOptions {
  /** The latest messages of the local outbox, optionally for one recipient. */
  listOutbox(email?: string): Promise<MailboxMessage[]>;
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

function isLoopback(address: string | undefined): boolean {
  // IPv4-mapped IPv6 (::ffff:127.0.0.1) is how a dual-stack socket reports an IPv4 peer.
  const plain = (address ?? '').trim().replace(/^::ffff:(?=\d+\.)/i, '');
  const family = isIP(plain);
  return family !== 0 && LOOPBACK.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

/** Every client address a proxy in front of us says it forwarded for. */
function forwardedFor(request: FastifyRequest): string[] {
  const addresses: string[] = [];
  const header = (name: string) => [request.headers[name] ?? []].flat().join(',');
  addresses.push(...header('x-forwarded-for').split(','), ...header('x-real-ip').split(','));
  for (const match of header('forwarded').matchAll(/for=("?)([^;,"]*)\1/gi)) {
    addresses.push(match[2]!.replace(/:\d+$/, '').replace(/^\[(.*)\]$/, '$1'));
  }
  return addresses.map((address) => address.trim()).filter(Boolean);
}

/**
 * The person at the machine the server runs on: the connection comes from loopback and,
 * if a proxy on this machine forwarded it, the client it names is local too. The socket
 * decides rather than X-Forwarded-For alone (anyone can send that header); the forwarding
 * headers only ever refuse, so a reverse proxy on the same host, with or without
 * TRUST_PROXY, does not open the mailbox to the clients it serves.
 */
function isLocalRequest(request: FastifyRequest): boolean {
  return isLoopback(request.socket.remoteAddress) && isLoopback(request.ip) && forwardedFor(request).every(isLoopback);
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
      preHandler: async (request) => {
        if (isLocalRequest(request)) return;
        await app.optionalUser(request);
        // A demo operator (/demo) is an operator of their own visit only, not of everyone's mail.
        if (request.user?.role !== 'admin' || request.user.demoVisitId) {
          throw notFound('No API route GET /api/v1/dev/mailbox');
        }
      },
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
