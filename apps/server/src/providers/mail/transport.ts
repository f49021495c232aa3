export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (RFC 8058 List-Unsubscribe); nodemailer passes them through. */
  headers?: Record<string, string>;
  /** Files attached (an investment's confirmation); nodemailer's own shape. */
  attachments?: OutgoingAttachment[];
}

export interface OutgoingAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailTransport {
  /** 'smtp' or 'outbox': recorded with each message. */
  readonly name: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
}

/** Real delivery through an SMTP server (SMTP_URL). */
export function createSmtpTransport(url: string): MailTransport {
  // nodemailer loads with the first e-mail, not at start-up.
  const transporter = import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url));
  return {
    name: 'smtp',
    async send(mail) {
      await (await transporter).sendMail(mail);
    },
  };
}

/**
 * The default: nothing leaves the machine. Messages stay in the mail_messages
 * table (readable at /dev/mailbox outside production) and are logged.
 */
export function createOutboxTransport(log: (mail: OutgoingMail) => void): MailTransport {
  return {
    name: 'outbox',
    async send(mail) {
      log(mail);
    },
  };
}
