import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { files, projects } from './projects.js';
import { users } from './users.js';
import { payouts } from './wallet.js';

const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * A business's revenue-share terms (issue 26, docs/architecture.md "Revenue reports and computed
 * payouts"). Set by an operator before the raise is published and frozen from then on (the
 * service refuses a change once `projects.published_at` is set). The contract minimum multiple is
 * `10,000 + projects.expected_return_bp`, one number in one place: not stored here.
 */
export const revenueTerms = pgTable(
  'revenue_terms',
  {
    projectId: text('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    revenueShareBp: integer('revenue_share_bp').notNull(),
    firstPaymentFromMonths: integer('first_payment_from_months').notNull(),
    firstPaymentToMonths: integer('first_payment_to_months').notNull(),
    trancheCount: integer('tranche_count').notNull(),
    profitShareBp: integer('profit_share_bp').notNull(),
    version: integer('version').notNull().default(1),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check(
      'revenue_terms_bounds_check',
      sql`revenue_share_bp between 1 and 10000 and profit_share_bp between 0 and 10000
      and tranche_count between 1 and 3 and first_payment_from_months between 3 and 12
      and first_payment_to_months - first_payment_from_months between 2 and 6`,
    ),
  ],
);

/** The terms a report was computed with (a copy: the report stays explainable). */
export type RevenueTermsSnapshot = {
  revenueShareBp: number;
  minimumMultipleBp: number;
  firstPaymentFromMonths: number;
  firstPaymentToMonths: number;
  trancheCount: number;
  profitShareBp: number;
};

export type RevenueBreakdown = {
  contractMinimumMinor: number;
  remainingBeforeMinor: number;
  revenueShareMinor: number;
  settlementMinor: number;
  profitShareMinor: number;
  tranche: number | null;
  cappedByMinimum: boolean;
};

/**
 * A period's revenue report: reported once (unique per business and period; a correction is
 * refused, docs/architecture.md), with the payout due computed from the terms when reported.
 * `payout_id` links the payout an operator recorded on confirming the money arrived: unique, and
 * set only while null (a conditional update), so a report is paid out exactly once.
 */
export const revenueReports = pgTable(
  'revenue_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    period: integer('period').notNull(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    currency: text('currency').notNull(),
    revenueMinor: money('revenue_minor').notNull(),
    profitMinor: money('profit_minor'),
    raisedMinor: money('raised_minor').notNull(),
    phase: text('phase').$type<'before_window' | 'minimum' | 'profit_share'>().notNull(),
    dueMinor: money('due_minor').notNull(),
    breakdown: jsonb('breakdown').$type<RevenueBreakdown>().notNull(),
    terms: jsonb('terms').$type<RevenueTermsSnapshot>().notNull(),
    termsVersion: integer('terms_version').notNull(),
    /** What the business writes on its transfer; null when nothing is due. */
    paymentReference: text('payment_reference'),
    payBy: date('pay_by'),
    reportedBy: uuid('reported_by').references(() => users.id, { onDelete: 'set null' }),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
    bankReference: text('bank_reference'),
    confirmedBy: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    payoutId: uuid('payout_id').references(() => payouts.id, { onDelete: 'restrict' }),
  },
  (table) => [
    uniqueIndex('revenue_reports_period_idx').on(table.projectId, table.period),
    uniqueIndex('revenue_reports_payment_reference_idx').on(table.paymentReference),
    uniqueIndex('revenue_reports_payout_idx').on(table.payoutId),
    check(
      'revenue_reports_money_check',
      sql`revenue_minor >= 0 and due_minor >= 0 and raised_minor > 0 and period >= 1`,
    ),
    check('revenue_reports_phase_check', sql`phase in ('before_window', 'minimum', 'profit_share')`),
    check(
      'revenue_reports_paid_check',
      sql`(payout_id is null) = (confirmed_at is null) and (payout_id is null or due_minor > 0)
      and (due_minor = 0) = (payment_reference is null)`,
    ),
  ],
);

/** The evidence a report was sent with (PDFs: statements, a till export). */
export const revenueReportEvidence = pgTable(
  'revenue_report_evidence',
  {
    reportId: uuid('report_id')
      .notNull()
      .references(() => revenueReports.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
  },
  (table) => [
    primaryKey({ columns: [table.reportId, table.fileId] }),
    index('revenue_report_evidence_file_idx').on(table.fileId),
  ],
);

/** A reminder sent for a period's missing report: one per business and period (the primary key). */
export const revenueReminders = pgTable(
  'revenue_reminders',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    period: integer('period').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.period] })],
);

/**
 * A founder's payment of a report's amount due through the payment provider's hosted checkout
 * (docs/architecture.md "Paying a period by card"). The checkout's `succeeded` webhook records the
 * payout exactly as an operator's confirmation does, with the provider's payment reference in place
 * of the bank's. At most one is open or paid per report (a partial unique index), so a double click
 * opens one checkout and a period is never paid twice.
 */
export const revenueCardPayments = pgTable(
  'revenue_card_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => revenueReports.id, { onDelete: 'restrict' }),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    status: text('status').$type<'pending' | 'succeeded' | 'failed' | 'expired' | 'canceled'>().notNull(),
    currency: text('currency').notNull(),
    amountMinor: money('amount_minor').notNull(),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id'),
    providerPaymentRef: text('provider_payment_ref'),
    checkoutUrl: text('checkout_url'),
    /** Why the last card was declined (the checkout stays open), or why it ended unpaid. */
    failureReason: text('failure_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('revenue_card_payments_one_live_idx')
      .on(table.reportId)
      .where(sql`${table.status} in ('pending', 'succeeded')`),
    index('revenue_card_payments_project_idx').on(table.projectId),
    index('revenue_card_payments_created_by_idx').on(table.createdBy),
    index('revenue_card_payments_open_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'pending'`),
    check(
      'revenue_card_payments_status_check',
      sql`status in ('pending', 'succeeded', 'failed', 'expired', 'canceled')`,
    ),
    check('revenue_card_payments_amount_check', sql`amount_minor > 0`),
  ],
);
