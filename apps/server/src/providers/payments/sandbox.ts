import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { percentOfMinor } from '@grove/contracts';
import { and, asc, eq, gt, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import {
  sandboxBalanceTransactions,
  sandboxBankAccounts,
  sandboxCheckoutSessions,
  sandboxPayouts,
  type SandboxBalanceTransactionType,
} from '../../db/schema/index.js';
import { enqueueJob } from '../../jobs/queue.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import {
  PaymentProviderError,
  type ChargeFee,
  type CheckoutInput,
  type CheckoutState,
  type PaymentProvider,
  type BankAccountInput,
  type PayoutInput,
  type PayoutState,
  type ProviderBalanceTransaction,
  type RefundInput,
  type RefundState,
} from './provider.js';
import { parseStripeEventBody, signStripePayload, verifyStripeSignature } from './stripe-events.js';

/** The job that delivers one of the sandbox's webhooks to our own endpoint. */
export const SANDBOX_PAYMENT_WEBHOOK_JOB = 'payments.sandbox-webhook';

/** Pays the sandbox's balance out to the platform's bank daily, as Stripe's automatic payouts do (recurring). */
export const SANDBOX_AUTO_PAYOUT_JOB = 'payments.sandbox-auto-payout';

/** Closes the sandbox's checkouts at their expiry, as Stripe does (recurring). */
export const SANDBOX_EXPIRY_JOB = 'payments.sandbox-expire-checkouts';

/** The path of the sandbox's hosted checkout page. */
export const sandboxCheckoutPath = (sessionId: string) => `/sandbox/payments/checkout/${sessionId}`;

/**
 * The sandbox's webhook signing secret, derived from the JWT secret so nothing new must be
 * configured and every instance sharing JWT_SECRET signs and verifies alike.
 */
export function sandboxWebhookSecret(jwtSecret: string): string {
  return `whsec_${createHmac('sha256', jwtSecret).update('grove:sandbox-payments-webhook').digest('hex')}`;
}

/** Stripe's test cards the sandbox knows, digits only; any other valid number is declined. */
export const SANDBOX_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  requiresAuthentication: '4000002500003155',
  /** Pays; a refund of it is reported succeeded, then fails (Stripe: 4000 0000 0000 5126). */
  refundFails: '4000000000005126',
  /** Pays, then the cardholder disputes it as fraudulent (Stripe: 4000 0000 0000 0259). */
  disputed: '4000000000000259',
  /** American Express (Stripe: 3782 822463 10005): pays, at the processor's higher Amex fee. */
  amex: '378282246310005',
  /** A Visa card from the United Kingdom (Stripe: 4000 0082 6000 0000): pays, at the foreign-card fee on USD. */
  visaGb: '4000008260000000',
} as const;

export type SandboxSessionRow = typeof sandboxCheckoutSessions.$inferSelect;
export type SandboxSessionStatus = SandboxSessionRow['status'];

/** What a payment attempt on the hosted page came to. */
export type SandboxPayResult =
  /** Wrong token, unknown session: as far as the payer can tell, it does not exist. */
  | { kind: 'not_found' }
  /** Already paid or closed: nothing changed. */
  | { kind: 'closed'; session: SandboxSessionRow }
  /** Past its expiry: the sandbox closed it now, as Stripe does at expires_at. */
  | { kind: 'expired'; session: SandboxSessionRow }
  | { kind: 'succeeded'; session: SandboxSessionRow }
  | { kind: 'requires_action'; session: SandboxSessionRow }
  /** The card was declined; the checkout stays open for another card. */
  | { kind: 'declined'; session: SandboxSessionRow; reason: SandboxDecline };
export type SandboxDecline = 'card_declined' | 'insufficient_funds' | 'authentication_failed';

/**
 * The sandbox's own processing fees, as a card processor prices (Stripe's published schedule in
 * outline): a rate on the charge plus a fixed part, higher for American Express and for a card
 * issued outside the currency's home; the platform charges payers a flat 2.5 %, so its card-fee
 * margin is never exactly zero. Rates in basis points, fixed parts in minor units.
 */
const DOMESTIC_RATE_BP: Record<string, number> = { USD: 290, EUR: 150, GBP: 150, VND: 290 };
const FIXED_FEE_MINOR: Record<string, number> = { USD: 30, EUR: 25, GBP: 20, VND: 2_000 };
const AMEX_RATE_BP = 350;
const FOREIGN_CARD_EXTRA_BP = 150;
/** What the processor takes for a dispute, whatever its outcome (Stripe: $15 in the US). */
const DISPUTE_FEE_MINOR: Record<string, number> = { USD: 1_500, EUR: 2_000, GBP: 2_000, VND: 400_000 };
/** The country each test card was issued in; the currency's home decides what is foreign. */
const CARD_COUNTRY: Record<string, string> = { [SANDBOX_TEST_CARDS.visaGb]: 'GB' };
const HOME_COUNTRIES: Record<string, readonly string[]> = {
  USD: ['US'],
  GBP: ['GB'],
  VND: ['VN'],
  EUR: ['AT', 'BE', 'DE', 'ES', 'FI', 'FR', 'IE', 'IT', 'NL', 'PT'],
};

/** The fee the sandbox's processor keeps of a charge of `totalMinor` paid with `card`. */
export function sandboxProcessorFee(totalMinor: number, currency: string, card: string | null): number {
  const code = currency.toUpperCase();
  const country = (card && CARD_COUNTRY[card]) ?? 'US';
  const rate =
    (card === SANDBOX_TEST_CARDS.amex ? AMEX_RATE_BP : (DOMESTIC_RATE_BP[code] ?? 290)) +
    ((HOME_COUNTRIES[code] ?? []).includes(country) ? 0 : FOREIGN_CARD_EXTRA_BP);
  return percentOfMinor(totalMinor, rate) + (FIXED_FEE_MINOR[code] ?? 0);
}

export const sandboxDisputeFee = (currency: string) => DISPUTE_FEE_MINOR[currency.toUpperCase()] ?? 0;

/** Writes one movement of the sandbox's balance (its book, as Stripe's balance transactions). */
async function recordBalance(
  tx: Executor,
  movement: {
    type: SandboxBalanceTransactionType;
    source: string;
    reference: string | null;
    amountMinor: number;
    feeMinor?: number;
    currency: string;
    at: Date;
  },
): Promise<{ id: string; amount: number; fee: number; net: number }> {
  const id = `txn_test_${randomBytes(12).toString('hex')}`;
  const fee = movement.feeMinor ?? 0;
  await tx.insert(sandboxBalanceTransactions).values({
    id,
    type: movement.type,
    source: movement.source,
    reference: movement.reference,
    amountMinor: movement.amountMinor,
    feeMinor: fee,
    netMinor: movement.amountMinor - fee,
    currency: movement.currency.toUpperCase(),
    createdAt: movement.at,
  });
  return { id, amount: movement.amountMinor, fee, net: movement.amountMinor - fee };
}

// Stripe's objects of one payment share a suffix here (cs_, pi_, ch_, re_, dp_), as one Checkout
// Session has exactly one payment intent; that saves columns the sandbox would only mirror.
const suffixOf = (sessionId: string) => sessionId.replace(/^cs_test_/, '');
const intentIdOf = (sessionId: string) => `pi_test_${suffixOf(sessionId)}`;
const chargeIdOf = (sessionId: string) => `ch_test_${suffixOf(sessionId)}`;
const refundIdOf = (sessionId: string) => `re_test_${suffixOf(sessionId)}`;
const disputeIdOf = (sessionId: string) => `dp_test_${suffixOf(sessionId)}`;
const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const unix = (date: Date) => Math.floor(date.getTime() / 1000);
const OPEN: SandboxSessionStatus[] = ['open', 'requires_action'];
const totalOf = (row: SandboxSessionRow) => row.amountMinor + row.serviceFeeMinor + row.cardFeeMinor;

/** A Stripe-shaped event: the same JSON Stripe would post, so one parser reads both. */
function stripeEvent(type: string, object: Record<string, unknown>, at: Date): Record<string, unknown> {
  return {
    id: `evt_test_${randomBytes(12).toString('hex')}`,
    object: 'event',
    created: unix(at),
    livemode: false,
    type,
    data: { object },
  };
}

const checkoutSessionObject = (row: SandboxSessionRow, paymentStatus: 'paid' | 'unpaid') => ({
  id: row.id,
  object: 'checkout.session',
  mode: 'payment',
  status: row.status === 'complete' ? 'complete' : row.status === 'expired' ? 'expired' : 'open',
  payment_status: paymentStatus,
  amount_total: totalOf(row),
  currency: row.currency.toLowerCase(),
  client_reference_id: row.paymentId,
  metadata: { payment_id: row.paymentId },
  payment_intent: row.status === 'expired' ? null : intentIdOf(row.id),
  expires_at: unix(row.expiresAt),
});

const paymentIntentObject = (
  row: SandboxSessionRow,
  status: string,
  lastPaymentError: Record<string, string> | null,
) => ({
  id: intentIdOf(row.id),
  object: 'payment_intent',
  amount: totalOf(row),
  currency: row.currency.toLowerCase(),
  status,
  metadata: { payment_id: row.paymentId },
  last_payment_error: lastPaymentError,
});

const chargeObject = (row: SandboxSessionRow, refunded: boolean) => ({
  id: chargeIdOf(row.id),
  object: 'charge',
  amount: totalOf(row),
  amount_refunded: refunded ? totalOf(row) : 0,
  currency: row.currency.toLowerCase(),
  payment_intent: intentIdOf(row.id),
  metadata: { payment_id: row.paymentId },
  refunded,
  status: 'succeeded',
  refunds: {
    object: 'list',
    data: refunded ? [{ id: refundIdOf(row.id), object: 'refund', amount: totalOf(row), status: 'succeeded' }] : [],
  },
});

const refundObject = (row: SandboxSessionRow, status: 'succeeded' | 'failed') => ({
  id: refundIdOf(row.id),
  object: 'refund',
  amount: totalOf(row),
  currency: row.currency.toLowerCase(),
  charge: chargeIdOf(row.id),
  payment_intent: intentIdOf(row.id),
  status,
  failure_reason: status === 'failed' ? 'expired_or_canceled_card' : null,
  metadata: { payment_id: row.paymentId },
});

/** How long the sandbox gives to answer a dispute with evidence (Stripe: usually 7 to 21 days). */
const DISPUTE_EVIDENCE_DAYS = 7;

const disputeObject = (
  row: SandboxSessionRow,
  status: string,
  balanceTransactions: readonly { id: string; amount: number; fee: number; net: number }[] = [],
  openedAt: Date | null = null,
) => ({
  id: disputeIdOf(row.id),
  object: 'dispute',
  amount: totalOf(row),
  currency: row.currency.toLowerCase(),
  charge: chargeIdOf(row.id),
  payment_intent: intentIdOf(row.id),
  reason: 'fraudulent',
  status,
  metadata: {},
  balance_transactions: balanceTransactions.map((bt) => ({ object: 'balance_transaction', ...bt })),
  evidence_details: {
    due_by: openedAt ? unix(new Date(openedAt.getTime() + DISPUTE_EVIDENCE_DAYS * 24 * 60 * 60_000)) : null,
  },
});

/** The balance transactions of a session's dispute so far, oldest first, as Stripe lists them on the dispute. */
async function disputeMovements(tx: Executor, session: SandboxSessionRow) {
  const rows = await tx
    .select()
    .from(sandboxBalanceTransactions)
    .where(
      and(
        eq(sandboxBalanceTransactions.source, disputeIdOf(session.id)),
        inArray(sandboxBalanceTransactions.type, ['dispute', 'dispute_reversal']),
      ),
    )
    .orderBy(sandboxBalanceTransactions.createdAt, sandboxBalanceTransactions.id);
  return rows.map((row) => ({ id: row.id, amount: row.amountMinor, fee: row.feeMinor, net: row.netMinor }));
}

const DECLINE_ERRORS: Record<SandboxDecline, Record<string, string>> = {
  card_declined: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  insufficient_funds: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  authentication_failed: {
    type: 'invalid_request_error',
    code: 'payment_intent_authentication_failure',
    message: 'The provided PaymentMethod has failed authentication.',
  },
};

/** Queues a sandbox event for delivery (now, or after a delay), as Stripe sends its webhooks. */
const queueWebhook = (
  tx: Executor,
  event: Record<string, unknown>,
  options: { runAt?: Date; dedupeKey?: string } = {},
) => enqueueJob(tx, SANDBOX_PAYMENT_WEBHOOK_JOB, event, { maxAttempts: 8, ...options });

/** How long the sandbox takes to pay a withdrawal out (a bank transfer takes days; a demo, seconds). */
export const SANDBOX_PAYOUT_DELAY_MS = 5_000;
/** How long after a refund is reported that the refund-failing test card's refund fails. */
const REFUND_FAILURE_DELAY_MS = 60_000;

/**
 * The sandbox's payouts, like Stripe's test bank accounts, by the withdrawal's cents: 13 fails
 * (the money comes back), 14 is paid and then returned by the bank (a payout can fail after it was
 * reported paid); any other amount is paid. 20.13 fails, 20.14 comes back, 20.00 is paid.
 */
export const sandboxPayoutFails = (amountMinor: number) => amountMinor % 100 === 13;

/**
 * Stripe's US test bank account: routing number 110000000 with account 000123456789 is paid;
 * 000111111116 fails with `no_account` and 000111111113 with `account_closed`. Any other number
 * is refused when added, as a real bank's would be in test mode.
 */
export const SANDBOX_ROUTING_NUMBER = '110000000';
export const SANDBOX_BANK_ACCOUNTS = {
  '000123456789': 'paid',
  '000111111116': 'no_account',
  '000111111113': 'account_closed',
} as const;
type SandboxPayoutOutcome = (typeof SANDBOX_BANK_ACCOUNTS)[keyof typeof SANDBOX_BANK_ACCOUNTS];
const isSandboxAccount = (value: string): value is keyof typeof SANDBOX_BANK_ACCOUNTS => value in SANDBOX_BANK_ACCOUNTS;
export const sandboxPayoutReturns = (amountMinor: number) => amountMinor % 100 === 14;

/**
 * The built-in card provider, behaving like Stripe's test mode on one machine: it keeps its own
 * checkout sessions, hosts the payment page (sandbox.routes.ts), and reports every outcome by a
 * Stripe-shaped webhook signed as Stripe signs, queued in the transaction of the change. Its
 * times are the platform clock's, so a test clock moved forward expires its checkouts too.
 */
export function createSandboxPaymentProvider({
  db,
  webhookSecret,
  clock = systemClock,
  payoutDelayMs = SANDBOX_PAYOUT_DELAY_MS,
}: {
  db: Db;
  webhookSecret: string;
  clock?: Clock;
  payoutDelayMs?: number;
}): PaymentProvider {
  const sessionOf = async (executor: Executor, where: SQL) => {
    const [row] = await executor.select().from(sandboxCheckoutSessions).where(where).limit(1);
    return row ?? null;
  };
  return {
    name: 'sandbox',
    payouts: true,

    async createCheckout(input: CheckoutInput) {
      const id = `cs_test_${randomBytes(16).toString('hex')}`;
      // The token in the URL is the payer's key to the page; only its hash is kept.
      const token = randomBytes(24).toString('base64url');
      await db.insert(sandboxCheckoutSessions).values({
        id,
        paymentId: input.paymentId,
        tokenHash: hashToken(token),
        status: 'open',
        amountMinor: input.amountMinor,
        serviceFeeMinor: input.serviceFeeMinor,
        cardFeeMinor: input.cardFeeMinor,
        currency: input.currency.toUpperCase(),
        // What the payer recognises on the page: the business, as Stripe shows the line item's name.
        description: input.projectName,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        expiresAt: input.expiresAt,
        createdAt: clock.now(),
      });
      return { sessionId: id, checkoutUrl: `${sandboxCheckoutPath(id)}?token=${token}` };
    },

    async expireCheckout(sessionId: string) {
      await db.transaction(async (tx) => {
        await expireSession(tx, eq(sandboxCheckoutSessions.id, sessionId), clock.now());
      });
    },

    async retrieveCheckout(sessionId: string): Promise<CheckoutState | null> {
      // A session past its expiry is closed now, as Stripe closes it at expires_at.
      await db.transaction(async (tx) => {
        await expireSession(
          tx,
          and(eq(sandboxCheckoutSessions.id, sessionId), lte(sandboxCheckoutSessions.expiresAt, clock.now())),
          clock.now(),
        );
      });
      const row = await sessionOf(db, eq(sandboxCheckoutSessions.id, sessionId));
      if (!row) return null;
      const complete = row.status === 'complete';
      return {
        status: complete ? 'complete' : OPEN.includes(row.status) ? 'open' : 'expired',
        paymentStatus: complete ? 'paid' : 'unpaid',
        paymentRef: complete ? intentIdOf(row.id) : null,
        amountMinor: totalOf(row),
        currency: row.currency,
      };
    },

    async refund(input: RefundInput): Promise<RefundState> {
      return db.transaction(async (tx) => {
        const where = input.sessionId
          ? eq(sandboxCheckoutSessions.id, input.sessionId)
          : eq(sandboxCheckoutSessions.paymentId, input.paymentId);
        const session = await sessionOf(tx, and(where, eq(sandboxCheckoutSessions.status, 'complete'))!);
        if (!session) throw new PaymentProviderError(`Sandbox: no paid checkout to refund for ${input.paymentId}`);
        if (!session.refundId && (session.disputeStatus === 'needs_response' || session.disputeStatus === 'lost')) {
          // Stripe refuses to refund a disputed charge: the dispute gives the money back instead.
          throw new PaymentProviderError(`Sandbox refund of ${session.id} refused: charge_disputed`);
        }
        await refundSession(tx, session, clock.now());
        const [refunded] = await tx
          .select()
          .from(sandboxCheckoutSessions)
          .where(eq(sandboxCheckoutSessions.id, session.id))
          .limit(1);
        // The refund-failing card's refund is reported succeeded first; it fails a minute later.
        const failedNow = refunded!.refundStatus === 'failed' && refunded!.card !== SANDBOX_TEST_CARDS.refundFails;
        return {
          refundId: refunded!.refundId!,
          status: failedNow ? 'failed' : 'succeeded',
          amountMinor: totalOf(refunded!),
          currency: refunded!.currency,
        };
      });
    },

    async addBankAccount(input: BankAccountInput) {
      if (input.routingNumber !== SANDBOX_ROUTING_NUMBER || !isSandboxAccount(input.accountNumber)) {
        throw new PaymentProviderError(
          `The sandbox accepts routing number ${SANDBOX_ROUTING_NUMBER} with a test account number: 000123456789 (paid), or 000111111116 (the payout fails).`,
          { outcome: 'refused' },
        );
      }
      const accountId = `ba_test_${randomBytes(12).toString('hex')}`;
      await db.insert(sandboxBankAccounts).values({
        id: accountId,
        last4: input.accountNumber.slice(-4),
        payoutOutcome: SANDBOX_BANK_ACCOUNTS[input.accountNumber],
        createdAt: clock.now(),
      });
      return { accountId, bankName: 'STRIPE TEST BANK' };
    },

    // The sandbox collects nothing more than the platform does: every bank account can be paid
    // out at once, and there is no page to send the investor to.
    async payoutReadiness() {
      return { ready: true, due: [] };
    },

    async onboardingLink() {
      return null;
    },

    async createPayout(input: PayoutInput) {
      const payoutId = `po_test_${input.withdrawalId.replaceAll('-', '')}`;
      let outcome: SandboxPayoutOutcome = 'paid';
      if (input.destination) {
        const [account] = await db
          .select()
          .from(sandboxBankAccounts)
          .where(eq(sandboxBankAccounts.id, input.destination))
          .limit(1);
        if (!account)
          throw new PaymentProviderError(`Sandbox: no bank account ${input.destination}`, { outcome: 'refused' });
        outcome = account.payoutOutcome as SandboxPayoutOutcome;
      }
      const fails = outcome !== 'paid' || sandboxPayoutFails(input.amountMinor);
      const failureCode = outcome === 'paid' ? 'account_closed' : outcome;
      const returns = !fails && sandboxPayoutReturns(input.amountMinor);
      await db.transaction(async (tx) => {
        // One payout per withdrawal, whoever asks twice (as an idempotency key would).
        const [made] = await tx
          .insert(sandboxPayouts)
          .values({
            id: payoutId,
            withdrawalId: input.withdrawalId,
            amountMinor: input.amountMinor,
            currency: input.currency.toUpperCase(),
            status: fails ? 'failed' : 'paid',
            createdAt: clock.now(),
          })
          .onConflictDoNothing()
          .returning();
        if (!made) return;
        const at = new Date(clock.now().getTime() + payoutDelayMs);
        const payout = { source: payoutId, reference: input.withdrawalId, currency: input.currency };
        // The payout leaves the balance when it is made; a failed one comes back when it fails.
        await recordBalance(tx, { ...payout, type: 'payout', amountMinor: -input.amountMinor, at: clock.now() });
        if (fails) await recordBalance(tx, { ...payout, type: 'payout_failure', amountMinor: input.amountMinor, at });
        const object = (status: 'paid' | 'failed') => ({
          id: payoutId,
          object: 'payout',
          amount: input.amountMinor,
          currency: input.currency.toLowerCase(),
          status,
          failure_code: status === 'failed' ? failureCode : null,
          metadata: { withdrawal_id: input.withdrawalId },
        });
        await queueWebhook(
          tx,
          stripeEvent(fails ? 'payout.failed' : 'payout.paid', object(fails ? 'failed' : 'paid'), at),
          {
            runAt: at,
          },
        );
        if (returns) {
          // Stripe: a payout can fail after it was reported paid, when the bank returns it.
          const later = new Date(at.getTime() + payoutDelayMs);
          await tx.update(sandboxPayouts).set({ status: 'failed' }).where(eq(sandboxPayouts.id, payoutId));
          await recordBalance(tx, { ...payout, type: 'payout_failure', amountMinor: input.amountMinor, at: later });
          await queueWebhook(tx, stripeEvent('payout.failed', object('failed'), later), { runAt: later });
        }
      });
      return { payoutId };
    },

    async findPayout(withdrawalId: string): Promise<PayoutState | null> {
      const [row] = await db
        .select()
        .from(sandboxPayouts)
        .where(eq(sandboxPayouts.withdrawalId, withdrawalId))
        .limit(1);
      return row ? { payoutId: row.id, status: row.status } : null;
    },

    async returnFailedPayout() {
      // Nothing to take back: the sandbox pays from its own balance, and a failed payout's money
      // is back on it with the failure (its `payout_failure` movement).
    },

    async retrieveChargeFee(charge: {
      sessionId: string | null;
      paymentRef: string | null;
    }): Promise<ChargeFee | null> {
      const sessionId =
        charge.sessionId ?? (charge.paymentRef ? `cs_test_${charge.paymentRef.replace(/^pi_test_/, '')}` : null);
      if (!sessionId) return null;
      const [row] = await db
        .select()
        .from(sandboxBalanceTransactions)
        .where(
          and(
            eq(sandboxBalanceTransactions.source, chargeIdOf(sessionId)),
            eq(sandboxBalanceTransactions.type, 'charge'),
          ),
        )
        .limit(1);
      return row ? { balanceTransactionId: row.id, feeMinor: row.feeMinor, currency: row.currency } : null;
    },

    async retrieveBalance(currency: string) {
      const [row] = await db
        .select({ n: sql<string>`coalesce(sum(${sandboxBalanceTransactions.netMinor}), 0)` })
        .from(sandboxBalanceTransactions)
        .where(
          and(
            eq(sandboxBalanceTransactions.currency, currency.toUpperCase()),
            lte(sandboxBalanceTransactions.createdAt, clock.now()),
          ),
        );
      return Number(row?.n ?? 0);
    },

    async listBalanceTransactions(
      currency: string,
      until: Date,
      after?: Date | null,
    ): Promise<ProviderBalanceTransaction[]> {
      const rows = await db
        .select()
        .from(sandboxBalanceTransactions)
        .where(
          and(
            eq(sandboxBalanceTransactions.currency, currency.toUpperCase()),
            lte(sandboxBalanceTransactions.createdAt, until),
            after ? gte(sandboxBalanceTransactions.createdAt, after) : undefined,
          ),
        )
        .orderBy(asc(sandboxBalanceTransactions.createdAt), asc(sandboxBalanceTransactions.id));
      return rows.map((row) => ({
        id: row.id,
        type: row.type,
        source: row.source,
        reference: row.reference,
        amountMinor: row.amountMinor,
        feeMinor: row.feeMinor,
        netMinor: row.netMinor,
        currency: row.currency,
        createdAt: row.createdAt,
      }));
    },

    async ownerOfCharge(paymentRef: string) {
      if (!/^pi_test_[a-f0-9]{32}$/.test(paymentRef)) return null;
      const row = await sessionOf(db, eq(sandboxCheckoutSessions.id, `cs_test_${paymentRef.slice('pi_test_'.length)}`));
      return row?.paymentId ?? null;
    },

    parseWebhook(rawBody: string, signatureHeader: string | undefined) {
      verifyStripeSignature(rawBody, signatureHeader, webhookSecret);
      return parseStripeEventBody(rawBody);
    },
  };
}

/** Closes the open sessions the condition selects and queues `checkout.session.expired` for each. */
async function expireSession(tx: Executor, where: SQL | undefined, at: Date): Promise<SandboxSessionRow | null> {
  const rows = await tx
    .update(sandboxCheckoutSessions)
    .set({ status: 'expired' })
    .where(and(where, inArray(sandboxCheckoutSessions.status, OPEN)))
    .returning();
  for (const row of rows) {
    await queueWebhook(tx, stripeEvent('checkout.session.expired', checkoutSessionObject(row, 'unpaid'), at));
  }
  return rows[0] ?? null;
}

/**
 * Refunds a paid session once (a second request finds the refund made and does nothing, as an
 * idempotency key would): `charge.refunded` now; for the refund-failing test card, the refund then
 * fails a minute later (`charge.refund.updated`, status failed), as Stripe's does.
 */
async function refundSession(tx: Executor, session: SandboxSessionRow | null, at: Date): Promise<boolean> {
  if (!session || session.refundId) return false;
  const [row] = await tx
    .update(sandboxCheckoutSessions)
    .set({ refundId: refundIdOf(session.id), refundStatus: 'succeeded' })
    .where(and(eq(sandboxCheckoutSessions.id, session.id), isNull(sandboxCheckoutSessions.refundId)))
    .returning();
  if (!row) return false;
  // Stripe gives the charge back whole and keeps its processing fee.
  const refund = { source: refundIdOf(row.id), reference: row.paymentId, currency: row.currency };
  await recordBalance(tx, { ...refund, type: 'refund', amountMinor: -totalOf(row), at });
  await queueWebhook(tx, stripeEvent('charge.refunded', chargeObject(row, true), at));
  if (row.card === SANDBOX_TEST_CARDS.refundFails) {
    const later = new Date(at.getTime() + REFUND_FAILURE_DELAY_MS);
    await recordBalance(tx, { ...refund, type: 'refund_failure', amountMinor: totalOf(row), at: later });
    await tx
      .update(sandboxCheckoutSessions)
      .set({ refundStatus: 'failed' })
      .where(eq(sandboxCheckoutSessions.id, row.id));
    await queueWebhook(tx, stripeEvent('charge.refund.updated', refundObject(row, 'failed'), later), { runAt: later });
  }
  return true;
}

/** Opens a dispute on a paid session: Stripe takes the money back from the balance at once. */
async function openDispute(tx: Executor, session: SandboxSessionRow, at: Date): Promise<boolean> {
  const [row] = await tx
    .update(sandboxCheckoutSessions)
    .set({ disputeId: disputeIdOf(session.id), disputeStatus: 'needs_response' })
    .where(
      and(
        eq(sandboxCheckoutSessions.id, session.id),
        eq(sandboxCheckoutSessions.status, 'complete'),
        isNull(sandboxCheckoutSessions.disputeId),
      ),
    )
    .returning();
  if (!row) return false;
  await queueWebhook(tx, stripeEvent('charge.dispute.created', disputeObject(row, 'needs_response', [], at), at));
  // The disputed amount leaves the balance at once, with the processor's dispute fee.
  const withdrawn = await recordBalance(tx, {
    type: 'dispute',
    source: disputeIdOf(row.id),
    reference: row.paymentId,
    amountMinor: -totalOf(row),
    feeMinor: sandboxDisputeFee(row.currency),
    currency: row.currency,
    at,
  });
  await queueWebhook(
    tx,
    stripeEvent('charge.dispute.funds_withdrawn', disputeObject(row, 'needs_response', [withdrawn]), at),
  );
  return true;
}

/** The card network decides a dispute: won gives the money back to the balance, lost keeps it with the cardholder. */
async function closeDispute(
  tx: Executor,
  session: SandboxSessionRow,
  outcome: 'won' | 'lost',
  at: Date,
): Promise<boolean> {
  const [row] = await tx
    .update(sandboxCheckoutSessions)
    .set({ disputeStatus: outcome })
    .where(and(eq(sandboxCheckoutSessions.id, session.id), eq(sandboxCheckoutSessions.disputeStatus, 'needs_response')))
    .returning();
  if (!row) return false;
  if (outcome === 'won') {
    // The disputed amount comes back; the dispute fee stays with the processor.
    await recordBalance(tx, {
      type: 'dispute_reversal',
      source: disputeIdOf(row.id),
      reference: row.paymentId,
      amountMinor: totalOf(row),
      currency: row.currency,
      at,
    });
    await queueWebhook(
      tx,
      stripeEvent('charge.dispute.funds_reinstated', disputeObject(row, 'won', await disputeMovements(tx, row)), at),
    );
  }
  await queueWebhook(
    tx,
    stripeEvent('charge.dispute.closed', disputeObject(row, outcome, await disputeMovements(tx, row)), at),
  );
  return true;
}

/**
 * The sandbox's side of the provider that a person at the provider would use (Stripe's
 * Dashboard): refund a payment there, or have its cardholder dispute it and the card network
 * decide; and the recurring sweep that expires checkouts at their time, as Stripe does.
 * Outside production only (sandbox.routes.ts guards its routes).
 */
export function createSandboxDashboard({ db, clock = systemClock }: { db: Db; clock?: Clock }) {
  const paidSession = async (executor: Executor, paymentId: string) => {
    const [row] = await executor
      .select()
      .from(sandboxCheckoutSessions)
      .where(and(eq(sandboxCheckoutSessions.paymentId, paymentId), eq(sandboxCheckoutSessions.status, 'complete')))
      .limit(1);
    return row ?? null;
  };
  return {
    /** Refunds the paid checkout of one of our payments or top-ups, as from the Dashboard. */
    refund: (paymentId: string) =>
      db.transaction(async (tx) => refundSession(tx, await paidSession(tx, paymentId), clock.now())),
    dispute: (paymentId: string) =>
      db.transaction(async (tx) => {
        const session = await paidSession(tx, paymentId);
        return session ? openDispute(tx, session, clock.now()) : false;
      }),
    closeDispute: (paymentId: string, outcome: 'won' | 'lost') =>
      db.transaction(async (tx) => {
        const session = await paidSession(tx, paymentId);
        return session ? closeDispute(tx, session, outcome, clock.now()) : false;
      }),
    /**
     * Job: pays the balance out to the platform's bank, per currency, as Stripe's automatic
     * payouts do daily (a positive balance only; a negative one waits for money to come in):
     * one `payout` balance transaction and its `payout.paid` event.
     */
    payOutBalances: () =>
      db.transaction(async (tx) => {
        const at = clock.now();
        const balances = await tx
          .select({
            currency: sandboxBalanceTransactions.currency,
            n: sql<string>`sum(${sandboxBalanceTransactions.netMinor})`,
          })
          .from(sandboxBalanceTransactions)
          .where(lte(sandboxBalanceTransactions.createdAt, at))
          .groupBy(sandboxBalanceTransactions.currency);
        let made = 0;
        for (const { currency, n } of balances) {
          const amount = Number(n);
          if (amount <= 0) continue;
          const id = `po_test_auto_${randomBytes(12).toString('hex')}`;
          await recordBalance(tx, {
            type: 'platform_payout',
            source: id,
            reference: null,
            amountMinor: -amount,
            currency,
            at,
          });
          const object = {
            id,
            object: 'payout',
            amount,
            currency: currency.toLowerCase(),
            status: 'paid',
            automatic: true,
            metadata: {},
          };
          await queueWebhook(tx, stripeEvent('payout.paid', object, at));
          made += 1;
        }
        return made;
      }),
    /** Job: closes checkouts past their expiry, with `checkout.session.expired`, as Stripe does. */
    expireLapsedSessions: () =>
      db.transaction(async (tx) => {
        const lapsed = await tx
          .select({ id: sandboxCheckoutSessions.id })
          .from(sandboxCheckoutSessions)
          .where(
            and(inArray(sandboxCheckoutSessions.status, OPEN), lte(sandboxCheckoutSessions.expiresAt, clock.now())),
          )
          .limit(100);
        for (const { id } of lapsed) await expireSession(tx, eq(sandboxCheckoutSessions.id, id), clock.now());
        return lapsed.length;
      }),
  };
}
export type SandboxDashboard = ReturnType<typeof createSandboxDashboard>;

/**
 * The hosted page's side: find a session by its id and token, and take the payer's card.
 * Without the right token a session does not exist. Each outcome changes the session and queues
 * its webhook in one transaction, and only from an open state, so a double submit pays once.
 *
 * As on Stripe's Checkout, a declined card leaves the session open: the page says why and takes
 * another card, until the session expires (https://docs.stripe.com/payments/checkout, "payment
 * failures"; the payment intent returns to requires_payment_method and
 * `payment_intent.payment_failed` is sent for each failed attempt).
 */
export function createSandboxCheckout({
  db,
  clock = systemClock,
  bookClock = clock,
}: {
  db: Db;
  clock?: Clock;
  /**
   * When the charge enters the sandbox's balance book: the clock, except for a payment a demo
   * history makes in the past, which the provider records now (a real provider never backdates
   * its book, and the reconciliation fetches only what is newer than what it holds).
   */
  bookClock?: Clock;
}) {
  async function find(sessionId: string, token: string | undefined): Promise<SandboxSessionRow | null> {
    if (!token || !/^cs_test_[a-f0-9]{32}$/.test(sessionId)) return null;
    const [row] = await db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.id, sessionId))
      .limit(1);
    if (!row) return null;
    const given = Buffer.from(hashToken(token), 'hex');
    const expected = Buffer.from(row.tokenHash, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected) ? row : null;
  }

  /** Moves a session from `from` to its outcome and queues the events; `closed` when it was not in `from`. */
  async function settle(
    session: SandboxSessionRow,
    from: SandboxSessionStatus,
    outcome: 'succeeded' | 'requires_action' | SandboxDecline,
    card: string | null,
  ): Promise<SandboxPayResult> {
    const at = clock.now();
    return db.transaction(async (tx): Promise<SandboxPayResult> => {
      const byId = eq(sandboxCheckoutSessions.id, session.id);
      // Past its expiry the session cannot be paid: close it, as Stripe does at expires_at.
      const lapsed = await expireSession(tx, and(byId, lte(sandboxCheckoutSessions.expiresAt, at)), at);
      if (lapsed) return { kind: 'expired', session: lapsed };
      const status: SandboxSessionStatus =
        outcome === 'succeeded' ? 'complete' : outcome === 'requires_action' ? 'requires_action' : 'open';
      const [row] = await tx
        .update(sandboxCheckoutSessions)
        .set({
          status,
          ...(card ? { card } : {}),
          lastDecline: outcome === 'succeeded' || outcome === 'requires_action' ? null : outcome,
          ...(outcome === 'succeeded' ? { chargeId: chargeIdOf(session.id) } : {}),
        })
        .where(and(byId, eq(sandboxCheckoutSessions.status, from), gt(sandboxCheckoutSessions.expiresAt, at)))
        .returning();
      if (!row) {
        const [current] = await tx.select().from(sandboxCheckoutSessions).where(byId).limit(1);
        return current ? { kind: 'closed', session: current } : { kind: 'not_found' };
      }
      if (outcome === 'succeeded') {
        await recordBalance(tx, {
          type: 'charge',
          source: chargeIdOf(row.id),
          reference: row.paymentId,
          amountMinor: totalOf(row),
          feeMinor: sandboxProcessorFee(totalOf(row), row.currency, row.card),
          currency: row.currency,
          at: bookClock.now(),
        });
        await queueWebhook(tx, stripeEvent('checkout.session.completed', checkoutSessionObject(row, 'paid'), at));
        if (row.card === SANDBOX_TEST_CARDS.disputed) await openDispute(tx, row, at);
        return { kind: 'succeeded', session: row };
      }
      if (outcome === 'requires_action') {
        await queueWebhook(
          tx,
          stripeEvent('payment_intent.requires_action', paymentIntentObject(row, 'requires_action', null), at),
        );
        return { kind: 'requires_action', session: row };
      }
      await queueWebhook(
        tx,
        stripeEvent(
          'payment_intent.payment_failed',
          paymentIntentObject(row, 'requires_payment_method', DECLINE_ERRORS[outcome]),
          at,
        ),
      );
      return { kind: 'declined', session: row, reason: outcome };
    });
  }

  return {
    find,
    /** Pays an open session with a card number (digits only, already checked for shape). */
    async pay(sessionId: string, token: string | undefined, cardNumber: string): Promise<SandboxPayResult> {
      const session = await find(sessionId, token);
      if (!session) return { kind: 'not_found' };
      const pays: readonly string[] = [
        SANDBOX_TEST_CARDS.succeeds,
        SANDBOX_TEST_CARDS.refundFails,
        SANDBOX_TEST_CARDS.disputed,
        SANDBOX_TEST_CARDS.amex,
        SANDBOX_TEST_CARDS.visaGb,
      ];
      const outcome = pays.includes(cardNumber)
        ? 'succeeded'
        : cardNumber === SANDBOX_TEST_CARDS.requiresAuthentication
          ? 'requires_action'
          : cardNumber === SANDBOX_TEST_CARDS.insufficientFunds
            ? 'insufficient_funds'
            : 'card_declined';
      return settle(session, 'open', outcome, cardNumber);
    },
    /**
     * The second page of 4000 0025 0000 3155: the payer completes or fails the authentication.
     * A failure (or turning back to use another card) returns the session to the card form.
     */
    async authenticate(sessionId: string, token: string | undefined, complete: boolean): Promise<SandboxPayResult> {
      const session = await find(sessionId, token);
      if (!session) return { kind: 'not_found' };
      return settle(session, 'requires_action', complete ? 'succeeded' : 'authentication_failed', null);
    },
  };
}
export type SandboxCheckout = ReturnType<typeof createSandboxCheckout>;

/**
 * The job handler that posts one queued event to our webhook endpoint, signed as Stripe signs at
 * the moment of sending. A non-2xx answer throws, so the queue retries with backoff.
 */
export function createSandboxWebhookDelivery({
  url,
  secret,
  fetch: fetchImpl = fetch,
}: {
  url: string;
  secret: string;
  fetch?: typeof fetch;
}): (payload: Record<string, unknown>) => Promise<void> {
  return async (payload) => {
    const body = JSON.stringify(payload);
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signStripePayload(body, secret) },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`payment webhook answered ${response.status}`);
  };
}
