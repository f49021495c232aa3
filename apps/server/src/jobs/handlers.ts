import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { createMailSendJob, MAIL_SEND_JOB } from '../modules/mail/mail.service.js';
import { createOutboxTransport, createSmtpTransport } from '../providers/mail/transport.js';
import type { JobHandler, RecurringJob } from './queue.js';

/** Every background job of the platform, wired to its dependencies. */
export function createJobHandlers(deps: { db: Db; config: Config; log: FastifyBaseLogger }): {
  handlers: Record<string, JobHandler>;
  recurring: RecurringJob[];
} {
  const transport = deps.config.mail.smtpUrl
    ? createSmtpTransport(deps.config.mail.smtpUrl)
    : createOutboxTransport((mail) =>
        deps.log.info({ to: mail.to, subject: mail.subject }, 'e-mail kept in the local outbox'),
      );
  return {
    handlers: {
      [MAIL_SEND_JOB]: createMailSendJob({ db: deps.db, transport, from: deps.config.mail.from }),
    },
    recurring: [],
  };
}
