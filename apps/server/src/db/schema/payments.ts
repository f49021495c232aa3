import {
  DISPUTE_STATUSES,
  PROVIDER_ANOMALY_KINDS,
  PAYMENT_EVENT_CAUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type DisputeStatus,
  type PaymentEventCause,
  type ProviderAnomalyKind,
  type PaymentMethod,
  type PaymentStatus,
} from '@grove/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
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
import { oneOf } from './checks.js';
import { businessShareLinks } from './founder-portal.js';
import { projects } from './projects.js';
import { users } from './users.js';

const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * An investment application and its payment (one row from "confirm" to the end). Amounts are
 * integer minor units of `currency`; the fee breakdown is stored, never recomputed.
 * `reserved_minor` is what this payment holds against the business's target right now.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    status: text('status').$type<PaymentStatus>().notNull(),
    method: text('method').$type<PaymentMethod>().notNull().default('card'),
    currency: text('currency').notNull(),
    amountMinor: money('amount_minor').notNull(),
    serviceFeeMinor: money('service_fee_minor').notNull(),
    cardFeeMinor: money('card_fee_minor').notNull(),
    /** What the card processor kept of this charge (its balance transaction's fee); null until read, and for wallet payments. */
    processorFeeMinor: money('processor_fee_minor'),
    /** What the processor has charged for disputes of this charge, as booked (only ever grows). */
    disputeFeeMinor: money('dispute_fee_minor').notNull().default(0),
    /** When a dispute was opened, and when the provider needs the evidence by (null when it did not say). */
    disputeOpenedAt: timestamp('dispute_opened_at', { withTimezone: true }),
    disputeEvidenceDueAt: timestamp('dispute_evidence_due_at', { withTimezone: true }),
    totalMinor: money('total_minor').notNull(),
    serviceFeeBp: integer('service_fee_bp').notNull(),
    cardFeeBp: integer('card_fee_bp').notNull(),
    reservedMinor: money('reserved_minor').notNull().default(0),
    description: text('description').notNull(),
    returnUrl: text('return_url'),
    cancelUrl: text('cancel_url'),
    riskAcknowledged: boolean('risk_acknowledged').notNull(),
    /** Null when the extra acknowledgment did not apply to this amount. */
    extraRiskAcknowledged: boolean('extra_risk_acknowledged'),
    /** The version of the business's key investment information sheet the investor had acknowledged (null before sheets existed). */
    kiisVersion: integer('kiis_version'),
    idempotencyKey: text('idempotency_key'),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id'),
    /** The provider's id of the captured charge (for refunds). */
    providerPaymentRef: text('provider_payment_ref'),
    checkoutUrl: text('checkout_url'),
    /**
     * Why the payment ended unpaid or was given back; on a payment still open, why the last card
     * was declined (the checkout stays open for another card, as Stripe's does).
     */
    failureReason: text('failure_reason'),
    /** A chargeback at the provider: open while the card network decides, then won or lost. */
    disputeStatus: text('dispute_status').$type<DisputeStatus>(),
    providerDisputeId: text('provider_dispute_id'),
    reservationExpiresAt: timestamp('reservation_expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelDeadline: timestamp('cancel_deadline', { withTimezone: true }),
    /** The business's share link the investor arrived through (first touch), if any: where investors come from. */
    shareLinkId: uuid('share_link_id').references(() => businessShareLinks.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_share_link_idx')
      .on(table.shareLinkId)
      .where(sql`${table.shareLinkId} is not null`),
    index('payments_user_project_idx').on(table.userId, table.projectId, table.createdAt),
    index('payments_project_status_idx').on(table.projectId, table.status),
    index('payments_open_expiry_idx')
      .on(table.reservationExpiresAt)
      .where(sql`${table.status} in ('pending', 'processing')`),
    uniqueIndex('payments_idempotency_idx')
      .on(table.userId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    uniqueIndex('payments_provider_session_idx')
      .on(table.provider, table.providerSessionId)
      .where(sql`${table.providerSessionId} is not null`),
    index('payments_provider_ref_idx')
      .on(table.provider, table.providerPaymentRef)
      .where(sql`${table.providerPaymentRef} is not null`),
    check('payments_status_check', oneOf(table.status, PAYMENT_STATUSES)),
    check('payments_dispute_check', oneOf(table.disputeStatus, DISPUTE_STATUSES)),
    check('payments_method_check', oneOf(table.method, PAYMENT_METHODS)),
    check(
      'payments_amounts_check',
      sql`amount_minor > 0 and service_fee_minor >= 0 and card_fee_minor >= 0
      and total_minor = amount_minor + service_fee_minor + card_fee_minor`,
    ),
    check('payments_reserved_check', sql`reserved_minor in (0, amount_minor)`),
    check('payments_currency_check', sql`currency ~ '^[A-Z]{3}$'`),
  ],
);

/** The audit trail: every state change of a payment, written in the transaction that makes it. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    fromStatus: text('from_status').$type<PaymentStatus>(),
    toStatus: text('to_status').$type<PaymentStatus>().notNull(),
    cause: text('cause').$type<PaymentEventCause>().notNull(),
    /** The provider's event id, the job's name, or the acting user's id. */
    causeRef: text('cause_ref'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_events_payment_idx').on(table.paymentId, table.id),
    check('payment_events_to_check', oneOf(table.toStatus, PAYMENT_STATUSES)),
    check('payment_events_cause_check', oneOf(table.cause, PAYMENT_EVENT_CAUSES)),
  ],
);

/** Provider webhook events already applied; the primary key makes a replay change nothing. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.eventId] }),
    index('payment_webhook_events_payment_idx').on(table.paymentId),
  ],
);

/** The sandbox payment provider's own checkout sessions (what Stripe would keep on its side). */
export const sandboxCheckoutSessions = pgTable(
  'sandbox_checkout_sessions',
  {
    id: text('id').primaryKey(),
    /** Our payment id, as the provider's metadata carries it (no foreign key: this is the provider's side). */
    paymentId: uuid('payment_id').notNull(),
    /** SHA-256 of the secret in the checkout URL: only the payer's session received it. */
    tokenHash: text('token_hash').notNull(),
    status: text('status').$type<'open' | 'requires_action' | 'complete' | 'failed' | 'expired'>().notNull(),
    amountMinor: money('amount_minor').notNull(),
    serviceFeeMinor: money('service_fee_minor').notNull(),
    cardFeeMinor: money('card_fee_minor').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    chargeId: text('charge_id'),
    /** The test card that paid (digits): some of Stripe's test cards fail a refund or open a dispute later. */
    card: text('card'),
    /** Why the last attempt was declined; the session stays open for another card. */
    lastDecline: text('last_decline'),
    refundId: text('refund_id'),
    refundStatus: text('refund_status').$type<'succeeded' | 'failed'>(),
    disputeId: text('dispute_id'),
    disputeStatus: text('dispute_status').$type<'needs_response' | 'won' | 'lost'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sandbox_checkout_sessions_payment_idx').on(table.paymentId),
    index('sandbox_checkout_sessions_open_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} in ('open', 'requires_action')`),
    check(
      'sandbox_checkout_sessions_status_check',
      sql`status in ('open', 'requires_action', 'complete', 'failed', 'expired')`,
    ),
  ],
);

/**
 * What the sandbox provider keeps of a withdrawal's payout (Stripe keeps a Payout object), so the
 * platform can ask about one whose creation timed out.
 */
export const sandboxPayouts = pgTable(
  'sandbox_payouts',
  {
    id: text('id').primaryKey(),
    /** Our withdrawal id, as the payout's metadata carries it: one payout per withdrawal. */
    withdrawalId: uuid('withdrawal_id').notNull(),
    amountMinor: money('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<'pending' | 'paid' | 'failed'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sandbox_payouts_withdrawal_idx').on(table.withdrawalId),
    check('sandbox_payouts_status_check', sql`status in ('pending', 'paid', 'failed')`),
  ],
);

/**
 * The sandbox provider's book (as Stripe's balance transactions): every movement of its balance,
 * with the processor's fee, so the platform's books can be compared with it. `amount` is signed
 * (a charge adds, a refund or a dispute takes); `net` is amount less fee.
 */
export const SANDBOX_BALANCE_TRANSACTION_TYPES = [
  'charge',
  'refund',
  'refund_failure',
  'dispute',
  'dispute_reversal',
  'payout',
  'payout_failure',
  /** The automatic daily payout of the balance to the platform's bank (negative balance: taken from it). */
  'platform_payout',
] as const;
export type SandboxBalanceTransactionType = (typeof SANDBOX_BALANCE_TRANSACTION_TYPES)[number];

export const sandboxBalanceTransactions = pgTable(
  'sandbox_balance_transactions',
  {
    id: text('id').primaryKey(),
    type: text('type').$type<SandboxBalanceTransactionType>().notNull(),
    /** The object that moved the balance: a charge, refund, dispute or payout id. */
    source: text('source').notNull(),
    /** Our payment, top-up or withdrawal id, as the object's metadata carries it; null for the platform's own payouts. */
    reference: uuid('reference'),
    amountMinor: money('amount_minor').notNull(),
    feeMinor: money('fee_minor').notNull(),
    netMinor: money('net_minor').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sandbox_balance_transactions_reference_idx').on(table.reference),
    index('sandbox_balance_transactions_created_idx').on(table.currency, table.createdAt),
    check('sandbox_balance_transactions_type_check', oneOf(table.type, SANDBOX_BALANCE_TRANSACTION_TYPES)),
    check('sandbox_balance_transactions_net_check', sql`net_minor = amount_minor - fee_minor`),
  ],
);

/**
 * The sandbox provider's bank accounts (its own state, as Stripe keeps external accounts): the
 * test number decides what a payout to it does.
 */
export const sandboxBankAccounts = pgTable(
  'sandbox_bank_accounts',
  {
    id: text('id').primaryKey(),
    last4: text('last4').notNull(),
    /** `paid`, or the failure code Stripe's matching test account gives (no_account, account_closed). */
    payoutOutcome: text('payout_outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('sandbox_bank_accounts_outcome_check', sql`payout_outcome in ('paid', 'no_account', 'account_closed')`)],
);

/**
 * A provider event the platform refused to apply because it does not match what we know (another
 * amount, currency or checkout, a partial refund, a dispute on an unknown charge): kept for an
 * operator, who settles it with the provider. Nothing moved when it was recorded.
 */
export const providerAnomalies = pgTable(
  'provider_anomalies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    kind: text('kind').$type<ProviderAnomalyKind>().notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    /** What the event said beside what we expected: amounts, currencies, ids. */
    detail: jsonb('detail').$type<Record<string, string | number | null>>().notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('provider_anomalies_event_idx').on(table.provider, table.eventId),
    index('provider_anomalies_payment_idx').on(table.paymentId),
    index('provider_anomalies_open_idx')
      .on(table.createdAt)
      .where(sql`${table.resolvedAt} is null`),
    check('provider_anomalies_kind_check', oneOf(table.kind, PROVIDER_ANOMALY_KINDS)),
  ],
);
