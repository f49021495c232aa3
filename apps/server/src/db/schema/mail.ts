import {
  EMAIL_KINDS,
  MAIL_MESSAGE_STATUSES,
  type EmailKind,
  type Language,
  type MailMessageStatus,
} from '@grove/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.js';
import { users } from './users.js';

/** A document to attach to a message, named by what makes it. */
export type MailAttachmentRef = {
  kind: 'investment_confirmation';
  userId: string;
  paymentId: string;
  language: Language;
};

/**
 * Every e-mail the platform sends. Written in the transaction of the event that
 * causes it; the mail.send job delivers it (SMTP) or leaves it in the local outbox.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** What the message is about (contracts EMAIL_KINDS): the reader may switch off the optional kinds. */
    kind: text('kind').$type<EmailKind>(),
    /**
     * The account it was sent to, when known: with an optional kind, delivery adds a one-click
     * unsubscribe (RFC 8058) for it. Not a foreign key: the log outlives purged demo accounts.
     */
    userId: uuid('user_id'),
    /** Documents made and attached when the message is sent (never stored here: they are made again from the books). */
    attachments: jsonb('attachments').$type<MailAttachmentRef[]>().notNull().default([]),
    /** queued → sent | failed */
    status: text('status').$type<MailMessageStatus>().notNull().default('queued'),
    transport: text('transport'),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mail_messages_to_idx').on(table.to, table.createdAt),
    check('mail_messages_status_check', oneOf(table.status, MAIL_MESSAGE_STATUSES)),
    check('mail_messages_kind_check', oneOf(table.kind, EMAIL_KINDS)),
  ],
);

/**
 * The January e-mail "your statement for <year> is ready", one per investor and year: the key
 * makes it once-only across instances and reruns of the job (documents.service).
 */
export const annualStatementNotices = pgTable(
  'annual_statement_notices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.year] }),
    check('annual_statement_notices_year_check', sql`${table.year} >= 2000`),
  ],
);
