import type { Language, MailboxMessage } from '@grove/contracts';
import type { Executor } from '../../db/client.js';
import { enqueueJob, JOB_PRIORITY, type JobHandler } from '../../jobs/queue.js';
import type { MailTransport } from '../../providers/mail/transport.js';
import { findMailMessage, insertMailMessage, listMailMessages, markMailMessage } from './mail.repository.js';
import { MAIL_TEMPLATES, type MailContent, type MailTemplateName } from './mail.templates.js';

export const MAIL_SEND_JOB = 'mail.send';

/** Mails read at once, or waited for: a recovery code and security notices pass any queue of other jobs. */
const URGENT_TEMPLATES: ReadonlySet<MailTemplateName> = new Set([
  'passwordRecovery',
  'signInAttempts',
  'passwordChanged',
  'signInLink',
  'newDeviceSignIn',
]);

type TemplateParams<N extends MailTemplateName> = Parameters<(typeof MAIL_TEMPLATES)['en'][N]>[0];

/**
 * Queues an e-mail inside the caller's transaction: the message row and its
 * delivery job commit together with the change that caused them, or not at all.
 */
export async function queueMail<N extends MailTemplateName>(
  executor: Executor,
  mail: {
    to: string;
    language: Language;
    template: N;
    params: TemplateParams<N>;
    /** Mails sent by the thousand at once (a launch's notices) queue behind everyone else's work. */
    bulk?: boolean;
  },
): Promise<void> {
  // No mail can reach a .invalid address (RFC 6761): demo accounts (/demo) have one.
  if (/\.invalid$/i.test(mail.to)) return;
  const render = MAIL_TEMPLATES[mail.language][mail.template] as (params: TemplateParams<N>) => MailContent;
  const content = render(mail.params);
  const message = await insertMailMessage(executor, {
    to: mail.to,
    subject: content.subject,
    text: renderText(content),
    html: renderHtml(content),
  });
  await enqueueJob(
    executor,
    MAIL_SEND_JOB,
    { messageId: message.id },
    {
      priority: URGENT_TEMPLATES.has(mail.template)
        ? JOB_PRIORITY.urgent
        : mail.bulk
          ? JOB_PRIORITY.bulk
          : JOB_PRIORITY.normal,
    },
  );
}

/** The job that delivers a queued message through the configured transport. */
export function createMailSendJob(deps: { db: Executor; transport: MailTransport; from: string }): JobHandler {
  return async (payload, context) => {
    const message = await findMailMessage(deps.db, String(payload.messageId));
    if (!message || message.status === 'sent') return;
    try {
      await deps.transport.send({
        from: deps.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    } catch (error) {
      await markMailMessage(deps.db, message.id, {
        status: 'failed',
        transport: deps.transport.name,
        error: error instanceof Error ? error.message : String(error),
      });
      context.log.warn({ err: error, messageId: message.id }, 'mail delivery failed; will retry');
      throw error;
    }
    await markMailMessage(deps.db, message.id, { status: 'sent', transport: deps.transport.name });
  };
}

/** The latest 100 messages of the outbox, optionally for one recipient. */
export async function listOutbox(db: Executor, to?: string): Promise<MailboxMessage[]> {
  const rows = await listMailMessages(db, { to, limit: 100 });
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    created_at: row.createdAt.toISOString(),
    status: row.status as MailboxMessage['status'],
  }));
}

export function renderText(content: MailContent): string {
  const [first, ...rest] = content.paragraphs;
  const action = content.action ? `${content.action.label}: ${content.action.url}` : null;
  return [first, content.highlight, ...rest, action, '— Grove'].filter(Boolean).join('\n\n');
}

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function renderHtml(content: MailContent): string {
  const [first, ...rest] = content.paragraphs;
  const paragraph = (text: string) => `<p style="margin:0 0 16px;line-height:1.5">${escape(text)}</p>`;
  const highlight = content.highlight
    ? `<p style="margin:0 0 16px;font-size:28px;font-weight:700;letter-spacing:6px;color:#134f37">${escape(content.highlight)}</p>`
    : '';
  return [
    '<div style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;max-width:520px">',
    '<p style="font-size:20px;font-weight:700;color:#134f37;margin:0 0 24px">Grove</p>',
    first ? paragraph(first) : '',
    highlight,
    ...rest.map(paragraph),
    content.action
      ? `<p style="margin:8px 0 16px"><a href="${escape(content.action.url)}" style="display:inline-block;padding:10px 18px;border-radius:8px;background:#134f37;color:#ffffff;font-weight:700;text-decoration:none">${escape(content.action.label)}</a></p>`
      : '',
    '</div>',
  ].join('');
}
