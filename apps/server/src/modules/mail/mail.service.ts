import {
  isOptionalEmailKind,
  NOTIFICATION_EMAIL_KIND,
  type EmailKind,
  type Language,
  type MailboxMessage,
  type NotificationType,
} from '@grove/contracts';
import type { Executor } from '../../db/client.js';
import { enqueueJob, JOB_PRIORITY, type JobHandler } from '../../jobs/queue.js';
import type { MailAttachmentRef } from '../../db/schema/mail.js';
import type { MailTransport, OutgoingAttachment } from '../../providers/mail/transport.js';
import {
  deleteOptOuts,
  findMailMessage,
  hasOptedOut,
  listOptOuts,
  setOptOut,
  insertMailMessage,
  listMailMessages,
  markMailMessage,
} from './mail.repository.js';
import { renderMail, type MailTemplateName, type MailTemplateParams } from './mail.render.js';
import { unsubscribeHeaders, type UnsubscribeTokens } from './unsubscribe.js';

export const MAIL_SEND_JOB = 'mail.send';

/** Mails read at once, or waited for: a recovery code and security notices pass any queue of other jobs. */
const URGENT_TEMPLATES: ReadonlySet<MailTemplateName> = new Set([
  'passwordRecovery',
  'signInAttempts',
  'passwordChanged',
  'passwordChangedInSettings',
  'emailChangeConfirmNew',
  'emailChangeConfirmOld',
  'emailChangeAddressInUse',
  'emailChanged',
  'accountClosed',
  'signInLink',
  'newDeviceSignIn',
  'passkeyAdded',
  'passkeyRemoved',
  'secondFactorOn',
  'secondFactorOff',
  'recoveryCodeUsed',
]);

/** Each template's kind (contracts EMAIL_KINDS); a notification's comes from its type. */
const TEMPLATE_KINDS: Readonly<Record<Exclude<MailTemplateName, 'notification'>, EmailKind>> = {
  passwordRecovery: 'security',
  passwordChanged: 'security',
  signInAttempts: 'security',
  passwordChangedInSettings: 'security',
  emailChangeConfirmNew: 'security',
  emailChangeConfirmOld: 'security',
  emailChangeAddressInUse: 'security',
  emailChanged: 'security',
  accountClosed: 'security',
  signInLink: 'security',
  newDeviceSignIn: 'security',
  passkeyAdded: 'security',
  passkeyRemoved: 'security',
  secondFactorOn: 'security',
  secondFactorOff: 'security',
  recoveryCodeUsed: 'security',
  welcome: 'account',
  // A statement of money, kept for taxes: like a receipt, it cannot be switched off.
  annualStatement: 'money',
  // An invitation may reach someone without an account yet: nothing to opt out of.
  founderInvitation: 'security',
  // An application to raise (issue 26): sent without an account to opt out, as each is about the reader's own request.
  applicationPersonInvite: 'account',
  applicationChangesRequested: 'account',
  applicationRejected: 'account',
  applicationApproved: 'account',
};

export function mailKindOf<N extends MailTemplateName>(template: N, params: MailTemplateParams<N>): EmailKind {
  if (template === 'notification') return NOTIFICATION_EMAIL_KIND[(params as { type: NotificationType }).type];
  return TEMPLATE_KINDS[template as Exclude<MailTemplateName, 'notification'>];
}

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
    params: MailTemplateParams<N>;
    /** Mails sent by the thousand at once (a launch's notices) queue behind everyone else's work. */
    bulk?: boolean;
    /**
     * The recipient's account, when the mail is about one: an e-mail of a kind the user switched
     * off is not sent, and one of an optional kind carries a one-click unsubscribe.
     */
    userId?: string;
    /** Documents to make and attach at sending. */
    attachments?: MailAttachmentRef[];
  },
): Promise<void> {
  // No mail can reach a .invalid address (RFC 6761): demo accounts (/demo) and closed ones have one.
  if (/\.invalid$/i.test(mail.to)) return;
  const kind = mailKindOf(mail.template, mail.params);
  if (mail.userId && isOptionalEmailKind(kind) && (await hasOptedOut(executor, mail.userId, kind))) return;
  const content = renderMail(mail.language, mail.template, mail.params);
  const message = await insertMailMessage(executor, {
    to: mail.to,
    subject: content.subject,
    text: content.text,
    html: content.html,
    kind,
    userId: mail.userId ?? null,
    attachments: mail.attachments ?? [],
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

/**
 * The job that delivers a queued message through the configured transport. A message of an
 * optional kind sent to an account gets the RFC 8058 one-click unsubscribe headers, signed here
 * so that no token is stored.
 */
export function createMailSendJob(deps: {
  db: Executor;
  transport: MailTransport;
  from: string;
  unsubscribe: { tokens: Pick<UnsubscribeTokens, 'sign'>; publicUrl: string };
  /** Makes an attached document in the reader's language; null when there is none to make any more. */
  attachment?: (ref: MailAttachmentRef) => Promise<OutgoingAttachment | null>;
}): JobHandler {
  return async (payload, context) => {
    const message = await findMailMessage(deps.db, String(payload.messageId));
    if (!message || message.status === 'sent') return;
    const headers =
      message.userId && message.kind && isOptionalEmailKind(message.kind)
        ? unsubscribeHeaders(deps.unsubscribe.publicUrl, deps.unsubscribe.tokens.sign(message.userId, message.kind))
        : undefined;
    const attachments: OutgoingAttachment[] = [];
    for (const ref of message.attachments) {
      const made = deps.attachment ? await deps.attachment(ref) : null;
      if (made) attachments.push(made);
    }
    try {
      await deps.transport.send({
        from: deps.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(headers ? { headers } : {}),
        ...(attachments.length > 0 ? { attachments } : {}),
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

/** The kinds of e-mail the user switched off (settings, one-click unsubscribe). */
export function optedOutKinds(executor: Executor, userId: string): Promise<EmailKind[]> {
  return listOptOuts(executor, userId);
}

/** Switches an optional kind of e-mail on or off for the user; security and money ones never go off. */
export function setEmailKindEnabled(
  executor: Executor,
  userId: string,
  kind: EmailKind,
  enabled: boolean,
): Promise<void> {
  if (!isOptionalEmailKind(kind)) throw new Error(`e-mails of kind ${kind} cannot be switched off`);
  return setOptOut(executor, userId, kind, !enabled);
}

/** Forgets the user's choices (a closed account's). */
export function forgetEmailPreferences(executor: Executor, userId: string): Promise<void> {
  return deleteOptOuts(executor, userId);
}
