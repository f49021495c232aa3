import {
  INVESTOR_TYPES,
  KYC_STATUSES,
  NOTIFICATION_TYPES,
  type InvestorType,
  type KycStatus,
  type NotificationType,
} from '@grove/contracts';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.js';
import { users } from './users.js';

/** Each completed risk quiz: the answers, the declaration and the finances, with their dates. */
export const quizSubmissions = pgTable(
  'quiz_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    investorType: text('investor_type').$type<InvestorType>().notNull(),
    criteria: jsonb('criteria').$type<string[]>().notNull(),
    answers: jsonb('answers').$type<{ question_id: string; option_id: string }[]>().notNull(),
    currency: text('currency').notNull(),
    netAnnualIncomeMinor: bigint('net_annual_income_minor', { mode: 'number' }).notNull(),
    liquidAssetsMinor: bigint('liquid_assets_minor', { mode: 'number' }).notNull(),
    annualCommitmentsMinor: bigint('annual_commitments_minor', { mode: 'number' }).notNull(),
    lossCapacityMinor: bigint('loss_capacity_minor', { mode: 'number' }).notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('quiz_submissions_user_idx').on(table.userId, table.createdAt),
    check('quiz_submissions_investor_type_check', oneOf(table.investorType, INVESTOR_TYPES)),
  ],
);

/** Identity-verification sessions with the provider (one user access code per user and provider). */
export const kycSessions = pgTable(
  'kyc_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    userAccessCode: text('user_access_code').notNull(),
    /** The provider's own spelling of the last status it reported. */
    rawStatus: text('raw_status'),
    /** Normalised (contracts KYC_STATUSES). */
    status: text('status').$type<KycStatus>().notNull().default('not_started'),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, string>>(),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('kyc_sessions_code_idx').on(table.provider, table.userAccessCode),
    uniqueIndex('kyc_sessions_user_idx').on(table.userId, table.provider),
    check('kyc_sessions_status_check', oneOf(table.status, KYC_STATUSES)),
  ],
);

/**
 * Webhook deliveries already handled. The unique (provider, event id) is written in
 * the same transaction as the event's effect, so a repeated delivery does nothing.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('webhook_events_event_idx').on(table.provider, table.eventId)],
);

/** The sandbox provider's own record of what the tester chose on its verification page. */
export const sandboxKycOutcomes = pgTable('sandbox_kyc_outcomes', {
  userAccessCode: text('user_access_code').primaryKey(),
  status: text('status').notNull(),
  reason: text('reason'),
  details: jsonb('details').$type<Record<string, string>>(),
  /** Where the page sends the person after their choice: the session's own return path (our origin). */
  returnPath: text('return_path'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    params: jsonb('params').$type<Record<string, string | number | null>>().notNull().default({}),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.createdAt),
    check('notifications_type_check', oneOf(table.type, NOTIFICATION_TYPES)),
  ],
);
