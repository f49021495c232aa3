import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { PAYOUT_REQUIREMENTS, type PayoutRequirement } from '@grove/contracts';
import type Stripe from 'stripe';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type BankAccountInput,
  type CheckoutInput,
  type OnboardingLinkInput,
  type PaymentProvider,
  type PaymentProviderEvent,
  type PayoutInput,
  type PayoutReadiness,
  type PayoutState,
  type ProviderBalanceTransaction,
  type RefundInput,
  type RefundState,
} from './provider.js';
import { parseStripeCheckoutState, parseStripeEvent, WEBHOOK_TOLERANCE_SECONDS } from './stripe-events.js';

export interface StripeProviderConfig {
  secretKey: string;
  webhookSecret: string;
  /**
   * The signing secret of the Connect webhook endpoint, which receives the events of the
   * investors' Connect accounts (their payouts); null when they are signed with `webhookSecret`
   * (`stripe listen` signs both with one secret).
   */
  connectWebhookSecret?: string | null;
  /** Another API origin (a local fake in tests, a proxy); null for api.stripe.com. */
  apiUrl?: string | null;
}

// Stripe accepts a Checkout Session's expires_at only between 30 minutes and 24 hours after
// creation. A reservation shorter than that keeps its own expiry: our expiry job closes the
// session when the reservation ends, and a payment that still lands is handled as late.
const MIN_EXPIRY_MS = 31 * 60_000;
const MAX_EXPIRY_MS = 24 * 60 * 60_000 - 60_000;

function sdkOptions(apiUrl: string | null | undefined): Stripe.StripeConfig {
  const base: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000, telemetry: false };
  if (!apiUrl) return base;
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { ...base, host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * Where a withdrawal is paid to, as one provider account id (`bank_accounts.provider_account_id`):
 * the investor's Connect account and the external bank account on it, `acct_…/ba_…`.
 */
const destinationId = (account: string, bankAccount: string) => `${account}/${bankAccount}`;
function parseDestination(id: string | null): { account: string; bankAccount: string } | null {
  const match = id ? /^(acct_\w+)\/(ba_\w+)$/.exec(id) : null;
  return match ? { account: match[1]!, bankAccount: match[2]! } : null;
}

/** A verified name as Stripe's individual takes it: the last word is the last name. */
function nameParts(fullName: string): { first_name: string; last_name?: string } {
  const words = fullName.trim().split(/\s+/);
  return words.length < 2
    ? { first_name: words[0] ?? '' }
    : { first_name: words.slice(0, -1).join(' '), last_name: words.at(-1)! };
}

function dateParts(date: string | null): { day: number; month: number; year: number } | null {
  const match = date ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null;
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
}

/** Stripe's refusals of a bank account, in words an investor can act on (the wallet shows them). */
const BANK_ACCOUNT_REFUSALS: Partial<Record<string, string>> = {
  routing_number_invalid: 'Check the routing number: it is not a US bank’s.',
  bank_account_bad_routing_numbers: 'Check the routing number: it is not a US bank’s.',
  account_number_invalid: 'Check the account number: it is not a valid US account number.',
  bank_account_unusable: 'This account cannot receive payouts: please use another one.',
  bank_account_declined: 'This account cannot receive payouts: please use another one.',
  bank_account_restricted: 'This account cannot receive payouts: please use another one.',
};

/**
 * Stripe's requirement codes (`individual.address.line1`, `tos_acceptance.date`, …) as the kinds
 * the investor is told of, each once, in a fixed order; a code we do not know is `other`.
 */
export function payoutRequirementKinds(codes: readonly string[]): PayoutRequirement[] {
  const kindOf = (code: string): PayoutRequirement => {
    if (code.startsWith('tos_acceptance.')) return 'agreement';
    if (/^individual\.(registered_)?address\./.test(code)) return 'address';
    if (code === 'individual.phone') return 'phone';
    if (code === 'individual.ssn_last_4' || code === 'individual.id_number') return 'tax_id';
    if (/^individual\.verification\.(additional_)?document/.test(code)) return 'identity_document';
    return 'other';
  };
  const kinds = new Set(codes.map(kindOf));
  return PAYOUT_REQUIREMENTS.filter((kind) => kinds.has(kind));
}

/** What Stripe says of a payout, in our states: `paid` may still turn `failed` (the bank returned it). */
function payoutStatus(status: string): PayoutState['status'] {
  if (status === 'paid') return 'paid';
  return status === 'failed' || status === 'canceled' ? 'failed' : 'pending';
}

/**
 * The SDK, loaded when a Stripe provider is made: it costs about 18 MB and 160 ms, which a
 * server on the sandbox (the default) should not pay.
 */
const loadStripe = () => createRequire(import.meta.url)('stripe') as typeof Stripe;

/**
 * The SDK's errors, reduced to ours. A 4xx refusal took no effect at Stripe (`refused`, its code
 * kept in the message). A connection error, a timeout, a 5xx, a 409 (the same idempotency key
 * still in flight) or a 429 leaves the result indeterminate (`unknown`): settle it by asking
 * Stripe or waiting for its webhooks; repeating under the same idempotency key never makes a
 * second checkout or refund, though Stripe replays a 5xx it answered (docs.stripe.com/error-low-level).
 * The SDK has already repeated such a request `maxNetworkRetries` times under the same key.
 */
function providerError(StripeSdk: typeof Stripe, action: string, error: unknown): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error;
  const { errors } = StripeSdk;
  if (!(error instanceof errors.StripeError)) {
    return new PaymentProviderError(`Stripe ${action} failed`, { cause: error, outcome: 'unknown' });
  }
  const refused = [
    errors.StripeInvalidRequestError,
    errors.StripeCardError,
    errors.StripeAuthenticationError,
    errors.StripePermissionError,
    errors.StripeIdempotencyError,
  ].some((refusal) => error instanceof refusal);
  return new PaymentProviderError(
    `Stripe ${action} ${refused ? 'refused' : 'outcome unknown'}: ${error.code ?? error.type}: ${error.message}`,
    { cause: error, outcome: refused ? 'refused' : 'unknown' },
  );
}

/**
 * Stripe Checkout in payment mode, through the official SDK. Our payment id rides in the
 * session's metadata and in `payment_intent_data.metadata`, which Stripe copies to the payment
 * intent and its charge, so the events of a payment name it (a refund or dispute made at Stripe
 * names its payment intent instead). Idempotency keys derive from the payment id, so a retried
 * request never opens a second checkout or refunds twice. Withdrawals go out through Stripe
 * Connect: each investor has a Connect account holding their bank accounts, and a withdrawal is a
 * transfer to it and a payout from it, both named by the withdrawal's id
 * (docs/architecture.md, "Withdrawals through Stripe Connect").
 */
export function createStripePaymentProvider({
  secretKey,
  webhookSecret,
  connectWebhookSecret,
  apiUrl,
}: StripeProviderConfig): PaymentProvider {
  const StripeSdk = loadStripe();
  const stripe = new StripeSdk(secretKey, sdkOptions(apiUrl));
  const failure = (action: string, error: unknown) => providerError(StripeSdk, action, error);
  const webhookSecrets = [webhookSecret, ...(connectWebhookSecret ? [connectWebhookSecret] : [])];
  const ownLivemode = /^(sk|rk)_live_/.test(secretKey);

  /**
   * A refusal whose message the investor may read (Stripe's own error stays its cause); a call
   * whose outcome is unknown stays unknown.
   */
  function refusalToShow(error: unknown, action: string, fallback: string): PaymentProviderError {
    const failed = failure(action, error);
    if (failed.outcome === 'unknown') return failed;
    const code = error instanceof StripeSdk.errors.StripeError ? (error.code ?? '') : '';
    return new PaymentProviderError(BANK_ACCOUNT_REFUSALS[code] ?? fallback, { cause: error, outcome: 'refused' });
  }

  /**
   * The investor's Connect account: the one their earlier bank accounts are on, else a new one.
   * Its idempotency key is the investor's, so two instances adding at once (or a retry after a
   * lost answer, within Stripe's 24 hours) get one account.
   */
  async function connectAccountFor(input: BankAccountInput): Promise<string> {
    const earlier = input.earlierAccountIds.map(parseDestination).find((found) => found !== null);
    if (earlier) return earlier.account;
    const dob = dateParts(input.dateOfBirth);
    try {
      const account = await stripe.accounts.create(
        {
          // A Custom account, said with controller properties (the SDK deprecates `type`): we
          // collect what Stripe requires, bear its losses, and the investor has no Stripe dashboard.
          controller: {
            requirement_collection: 'application',
            fees: { payer: 'application' },
            losses: { payments: 'application' },
            stripe_dashboard: { type: 'none' },
          },
          country: 'US',
          business_type: 'individual',
          // No tos_acceptance: a US account is under the full service agreement (the recipient one
          // is for cross-border payouts only), which the investor must be shown and accept first.
          capabilities: { transfers: { requested: true } },
          individual: { ...nameParts(input.holderName), email: input.email, ...(dob ? { dob } : {}) },
          // Only the payouts we make leave it: an automatic one would take a withdrawal's money first.
          settings: { payouts: { schedule: { interval: 'manual' } } },
          metadata: { user_id: input.userId },
        },
        { idempotencyKey: `connect-account-${input.userId}` },
      );
      return account.id;
    } catch (error) {
      throw refusalToShow(error, 'Connect account', 'Stripe could not open an account in your name to pay you out.');
    }
  }

  /** The transfer of a withdrawal's money to the investor's Connect account; the unreversed one if there are several. */
  async function transferOf(withdrawalId: string): Promise<Stripe.Transfer | null> {
    const { data } = await stripe.transfers.list({ transfer_group: withdrawalId, limit: 10 });
    return data.find((transfer) => !transfer.reversed) ?? data[0] ?? null;
  }

  const accountOf = (transfer: Stripe.Transfer) =>
    typeof transfer.destination === 'string' ? transfer.destination : (transfer.destination?.id ?? null);

  /** The payout a Connect account made of a withdrawal, among its payouts since the transfer. */
  async function payoutOf(account: string, withdrawalId: string, since: number): Promise<Stripe.Payout | null> {
    for await (const payout of stripe.payouts.list(
      { created: { gte: since }, limit: 100 },
      { stripeAccount: account },
    )) {
      if (payout.metadata?.withdrawal_id === withdrawalId) return payout;
    }
    return null;
  }

  /** Takes what is left of a transfer back to the platform's balance; one reversal per withdrawal. */
  async function reverseTransfer(transfer: Stripe.Transfer, withdrawalId: string): Promise<void> {
    if (transfer.reversed) return;
    await stripe.transfers.createReversal(
      transfer.id,
      { metadata: { withdrawal_id: withdrawalId } },
      { idempotencyKey: `withdrawal-reversal-${withdrawalId}` },
    );
  }

  /**
   * A Connect account can pay out when payouts are enabled and its transfers capability is
   * active; what Stripe asks for now (past due first) is what the investor must still give.
   */
  function readinessOf(account: Stripe.Account): PayoutReadiness & { codes: string[] } {
    const requirements = account.requirements;
    const codes = [...new Set([...(requirements?.past_due ?? []), ...(requirements?.currently_due ?? [])])];
    const ready = account.payouts_enabled === true && account.capabilities?.transfers === 'active';
    return { ready, due: payoutRequirementKinds(codes), codes };
  }

  // One read of a Connect account at a time: the investor's bank accounts all name the same one.
  const reading = new Map<string, Promise<Stripe.Account>>();
  function retrieveAccount(account: string): Promise<Stripe.Account> {
    let found = reading.get(account);
    if (!found) {
      found = stripe.accounts.retrieve(account).finally(() => reading.delete(account));
      reading.set(account, found);
    }
    return found;
  }

  /** The Connect account a bank account of ours is on; refused for an id that names none. */
  function connectAccountOf(accountId: string): string {
    const to = parseDestination(accountId);
    if (!to) {
      throw new PaymentProviderError(`${accountId} names no Stripe bank account on a Connect account`, {
        outcome: 'refused',
      });
    }
    return to.account;
  }

  /** Refuses, before any money moves, a Connect account that Stripe will not let pay out. */
  async function ensurePayable(account: string, withdrawalId: string): Promise<void> {
    const found = await retrieveAccount(account);
    const { ready, codes } = readinessOf(found);
    if (ready) return;
    const requirements = found.requirements;
    throw new PaymentProviderError(
      `Stripe cannot pay withdrawal ${withdrawalId} out yet: Connect account ${account} has ` +
        `${found.payouts_enabled ? 'no active transfers capability' : 'payouts disabled'}` +
        `${requirements?.disabled_reason ? ` (${requirements.disabled_reason})` : ''}` +
        `${codes.length > 0 ? `; Stripe asks for ${codes.join(', ')}` : ''}`,
      { outcome: 'refused', reason: 'payouts_not_ready' },
    );
  }

  /** Our id in the payment intent's metadata (set at checkout); null for an intent not ours or not there. */
  async function ownerOfCharge(paymentRef: string): Promise<string | null> {
    let intent: Stripe.PaymentIntent;
    try {
      intent = await stripe.paymentIntents.retrieve(paymentRef);
    } catch (error) {
      if (error instanceof StripeSdk.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
      throw failure('payment intent lookup', error);
    }
    return intent.metadata?.payment_id ?? null;
  }

  return {
    name: 'stripe',
    // Through each investor's Connect account (createPayout).
    payouts: true,

    async createCheckout(input: CheckoutInput) {
      const currency = input.currency.toLowerCase();
      const line = (name: string, unitAmount: number, description?: string) => ({
        quantity: 1,
        price_data: {
          currency,
          unit_amount: unitAmount,
          product_data: { name, ...(description ? { description } : {}) },
        },
      });
      const now = Date.now();
      const expiresAtMs = Math.min(Math.max(input.expiresAt.getTime(), now + MIN_EXPIRY_MS), now + MAX_EXPIRY_MS);
      const metadata = { payment_id: input.paymentId, ...(input.purpose ? { purpose: input.purpose } : {}) };
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              line(input.projectName, input.amountMinor, input.description),
              // Stripe refuses a zero-amount line, and a fee of zero is not worth showing.
              ...(input.serviceFeeMinor > 0 ? [line('Service fee', input.serviceFeeMinor)] : []),
              ...(input.cardFeeMinor > 0 ? [line('Card processing fee', input.cardFeeMinor)] : []),
            ],
            metadata,
            payment_intent_data: { metadata, description: input.description },
            client_reference_id: input.paymentId,
            customer_email: input.customerEmail,
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            expires_at: Math.floor(expiresAtMs / 1000),
          },
          { idempotencyKey: `checkout-${input.paymentId}` },
        );
      } catch (error) {
        throw failure('checkout', error);
      }
      // The session exists (and expires on its own), so this is not a refusal.
      if (!session.url)
        throw new PaymentProviderError('Stripe answered a checkout session without a URL', { outcome: 'unknown' });
      return { sessionId: session.id, checkoutUrl: session.url };
    },

    async expireCheckout(sessionId: string) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (error) {
        // Stripe refuses to expire a session that is no longer open (paid, or already
        // expired): that is the end we wanted. Ask rather than match its message.
        if (!(error instanceof StripeSdk.errors.StripeInvalidRequestError)) throw failure('expire', error);
        const session = await stripe.checkout.sessions.retrieve(sessionId).catch((retrieveError: unknown) => {
          throw failure('expire', retrieveError);
        });
        if (session.status === 'open') throw failure('expire', error);
      }
    },

    async retrieveCheckout(sessionId: string) {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(sessionId);
      } catch (error) {
        if (error instanceof StripeSdk.errors.StripeInvalidRequestError && error.code === 'resource_missing')
          return null;
        throw failure('retrieve', error);
      }
      const state = parseStripeCheckoutState(session);
      // An answer we cannot read tells us nothing about the checkout.
      if (!state)
        throw new PaymentProviderError(`Stripe answered checkout session ${sessionId} in a shape we cannot read`, {
          outcome: 'unknown',
        });
      return state;
    },

    async retrieveBalance(currency: string) {
      let balance: Stripe.Balance;
      try {
        balance = await stripe.balance.retrieve();
      } catch (error) {
        throw failure('balance', error);
      }
      const code = currency.toLowerCase();
      return [...balance.available, ...balance.pending]
        .filter((part) => part.currency === code)
        .reduce((sum, part) => sum + part.amount, 0);
    },

    async listBalanceTransactions(currency: string, until: Date, after?: Date | null) {
      const code = currency.toLowerCase();
      const found: ProviderBalanceTransaction[] = [];
      // Our id rides in the metadata of charges, refunds and payouts we made; a dispute names
      // the payment intent, whose metadata has it (asked once per intent).
      const owners = new Map<string, string | null>();
      const ownerOf = async (intent: string) => {
        if (!owners.has(intent)) owners.set(intent, await ownerOfCharge(intent));
        return owners.get(intent)!;
      };
      // A withdrawal's transfer names it (metadata, transfer group); a reversal made in the
      // Dashboard names only its transfer (asked once per transfer).
      const withdrawals = new Map<string, string | null>();
      const withdrawalOf = async (transferId: string) => {
        if (!withdrawals.has(transferId)) {
          const transfer = await stripe.transfers.retrieve(transferId);
          withdrawals.set(transferId, transfer.metadata?.withdrawal_id ?? transfer.transfer_group ?? null);
        }
        return withdrawals.get(transferId)!;
      };
      try {
        const pages = stripe.balanceTransactions.list({
          currency: code,
          created: {
            lte: Math.floor(until.getTime() / 1000),
            ...(after ? { gte: Math.floor(after.getTime() / 1000) } : {}),
          },
          limit: 100,
          expand: ['data.source'],
        });
        for await (const bt of pages) {
          const source = bt.source;
          const object = source && typeof source === 'object' ? (source as unknown as Record<string, unknown>) : null;
          const metadata = (object?.metadata ?? {}) as Record<string, string>;
          const intent = typeof object?.payment_intent === 'string' ? object.payment_intent : null;
          const group =
            object?.object === 'transfer' && typeof object.transfer_group === 'string' ? object.transfer_group : null;
          const reversed =
            object?.object === 'transfer_reversal' && typeof object.transfer === 'string' ? object.transfer : null;
          const reference =
            metadata.payment_id ??
            metadata.withdrawal_id ??
            group ??
            (reversed ? await withdrawalOf(reversed) : null) ??
            (intent ? await ownerOf(intent) : null) ??
            null;
          found.push({
            id: bt.id,
            type: bt.type,
            source: typeof source === 'string' ? source : ((object?.id as string | undefined) ?? bt.id),
            reference,
            amountMinor: bt.amount,
            feeMinor: bt.fee,
            netMinor: bt.net,
            currency: bt.currency.toUpperCase(),
            createdAt: new Date(bt.created * 1000),
          });
        }
      } catch (error) {
        throw failure('balance transactions', error);
      }
      // Stripe lists newest first.
      return found.reverse();
    },

    ownerOfCharge,

    async retrieveChargeFee(charge: { sessionId: string | null; paymentRef: string | null }) {
      if (!charge.paymentRef) return null;
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.retrieve(charge.paymentRef, {
          expand: ['latest_charge.balance_transaction'],
        });
      } catch (error) {
        throw failure('fee lookup', error);
      }
      const latest = intent.latest_charge;
      const balance = latest && typeof latest === 'object' ? latest.balance_transaction : null;
      // Not on the balance yet (a charge's balance transaction can follow it by moments).
      if (!balance || typeof balance !== 'object') return null;
      return { balanceTransactionId: balance.id, feeMinor: balance.fee, currency: balance.currency.toUpperCase() };
    },

    async refund(input: RefundInput) {
      if (!input.paymentRef)
        throw new PaymentProviderError(`Payment ${input.paymentId} has no payment intent to refund`, {
          outcome: 'refused',
        });
      const stateOf = (refund: Stripe.Refund): RefundState => ({
        refundId: refund.id,
        status:
          refund.status === 'succeeded'
            ? 'succeeded'
            : refund.status === 'failed' || refund.status === 'canceled'
              ? 'failed'
              : 'pending',
        amountMinor: refund.amount ?? input.amountMinor,
        currency: (refund.currency ?? input.currency).toUpperCase(),
      });
      try {
        // No amount: the whole charge (what is left of it), fees included.
        return stateOf(
          await stripe.refunds.create(
            {
              payment_intent: input.paymentRef,
              reason: 'requested_by_customer',
              metadata: { payment_id: input.paymentId },
            },
            { idempotencyKey: `refund-${input.paymentId}` },
          ),
        );
      } catch (error) {
        // Refunded already (another instance, or by hand in the Dashboard): answer that refund.
        // A disputed charge (charge_disputed) stays refused: the dispute decides where the money goes.
        if (error instanceof StripeSdk.errors.StripeInvalidRequestError && error.code === 'charge_already_refunded') {
          const made = await stripe.refunds
            .list({ payment_intent: input.paymentRef, limit: 1 })
            .catch((listError: unknown) => {
              throw failure('refund', listError);
            });
          const latest = made.data[0];
          if (latest) return stateOf(latest);
        }
        throw failure('refund', error);
      }
    },

    /**
     * A transfer of the withdrawal from the platform's balance to the investor's Connect account,
     * then a payout from that account to their bank account. Both carry the withdrawal's id and
     * an idempotency key of it; a retry first looks for what an earlier try made, so nothing is
     * made twice even after Stripe forgets the keys (24 hours). A payout Stripe refuses leaves the
     * money on the Connect account: the transfer is reversed before the refusal is reported.
     */
    async createPayout(input: PayoutInput) {
      const to = parseDestination(input.destination);
      if (!to) {
        throw new PaymentProviderError(
          `Withdrawal ${input.withdrawalId} names no Stripe bank account to pay out to (${input.destination ?? 'none'})`,
          { outcome: 'refused' },
        );
      }
      const withdrawalId = input.withdrawalId;
      const metadata = { withdrawal_id: withdrawalId };
      const currency = input.currency.toLowerCase();
      try {
        let transfer = await transferOf(withdrawalId);
        if (transfer?.reversed) {
          throw new PaymentProviderError(
            `Withdrawal ${withdrawalId} was refused before: its transfer ${transfer.id} is reversed`,
            { outcome: 'refused' },
          );
        }
        if (transfer) {
          const made = await payoutOf(to.account, withdrawalId, transfer.created);
          if (made) return { payoutId: made.id };
        } else {
          await ensurePayable(to.account, withdrawalId);
          transfer = await stripe.transfers.create(
            {
              amount: input.amountMinor,
              currency,
              destination: to.account,
              transfer_group: withdrawalId,
              metadata,
            },
            { idempotencyKey: `withdrawal-transfer-${withdrawalId}` },
          );
        }
        try {
          const payout = await stripe.payouts.create(
            { amount: input.amountMinor, currency, destination: to.bankAccount, metadata },
            { stripeAccount: to.account, idempotencyKey: `withdrawal-payout-${withdrawalId}` },
          );
          return { payoutId: payout.id };
        } catch (error) {
          const refused = failure('payout', error);
          if (refused.outcome === 'unknown') throw refused;
          // A reversal that fails now is made when the wallet returns the failed withdrawal (returnFailedPayout).
          const reversal = await reverseTransfer(transfer, withdrawalId).then(
            () => 'reversed',
            (reverseError: unknown) => `not reversed yet (${failure('reversal', reverseError).message})`,
          );
          throw new PaymentProviderError(`${refused.message}; transfer ${transfer.id} ${reversal}`, {
            cause: error,
            outcome: 'refused',
          });
        }
      } catch (error) {
        throw failure('payout', error);
      }
    },

    /**
     * The investor's bank account as an external account of their Connect account (one per
     * investor, made with their first bank account). Stripe refusing it answers in words the
     * investor can act on.
     */
    async addBankAccount(input: BankAccountInput) {
      if (input.currency.toUpperCase() !== 'USD') {
        throw new PaymentProviderError('Payouts go to US bank accounts in US dollars.', { outcome: 'refused' });
      }
      const account = await connectAccountFor(input);
      // The same numbers asked twice (a retry after a lost answer) make one external account.
      const numbers = createHash('sha256').update(`${input.routingNumber}:${input.accountNumber}`).digest('hex');
      try {
        const added = await stripe.accounts.createExternalAccount(
          account,
          {
            external_account: {
              object: 'bank_account',
              country: 'US',
              currency: 'usd',
              routing_number: input.routingNumber,
              account_number: input.accountNumber,
              account_holder_name: input.holderName,
              account_holder_type: 'individual',
            },
            metadata: { user_id: input.userId },
          },
          { idempotencyKey: `bank-account-${account}-${numbers.slice(0, 32)}` },
        );
        const bankName = added.object === 'bank_account' ? added.bank_name : null;
        return { accountId: destinationId(account, added.id), bankName: bankName ?? 'Bank account' };
      } catch (error) {
        throw refusalToShow(error, 'bank account', 'Stripe did not accept this account: please check the numbers.');
      }
    },

    async payoutReadiness(accountId: string) {
      try {
        const { ready, due } = readinessOf(await retrieveAccount(connectAccountOf(accountId)));
        return { ready, due };
      } catch (error) {
        throw failure('Connect account lookup', error);
      }
    },

    /**
     * A Stripe-hosted onboarding page (Account Link) for what Stripe needs now, on the investor's
     * Connect account: there Stripe shows its Connected Account Agreement and records its
     * acceptance, and takes the address, phone, SSN or document it asks for. Single use, valid
     * for minutes, so it is made when the investor asks and sent to at once; none when nothing
     * is due (Stripe may still be checking what was given).
     */
    async onboardingLink(input: OnboardingLinkInput) {
      try {
        const account = connectAccountOf(input.accountId);
        const { codes } = readinessOf(await retrieveAccount(account));
        if (codes.length === 0) return null;
        const link = await stripe.accountLinks.create({
          account,
          type: 'account_onboarding',
          collection_options: { fields: 'currently_due' },
          return_url: input.returnUrl,
          refresh_url: input.refreshUrl,
        });
        return { url: link.url, expiresAt: new Date(link.expires_at * 1000) };
      } catch (error) {
        throw failure('account link', error);
      }
    },

    /**
     * A withdrawal's transfer, then its payout on the Connect account. No transfer: certainly
     * not paid. A transfer without a payout is null too (provider.ts): the money is on the
     * investor's Connect account, and sending again pays it out, or failing the withdrawal
     * takes it back (returnFailedPayout).
     */
    async findPayout(withdrawalId: string) {
      try {
        const transfer = await transferOf(withdrawalId);
        const account = transfer ? accountOf(transfer) : null;
        if (!transfer || !account) return null;
        const payout = await payoutOf(account, withdrawalId, transfer.created);
        return payout ? { payoutId: payout.id, status: payoutStatus(payout.status) } : null;
      } catch (error) {
        throw failure('payout lookup', error);
      }
    },

    /**
     * A failed withdrawal's money is on the investor's Connect account (a failed payout's comes
     * back there): the transfer is reversed to the platform's balance, once. Refused while a
     * payout of it is still on its way or paid: that money is not there to take.
     */
    async returnFailedPayout(withdrawalId: string) {
      try {
        const transfer = await transferOf(withdrawalId);
        const account = transfer ? accountOf(transfer) : null;
        if (!transfer || !account || transfer.reversed) return;
        const payout = await payoutOf(account, withdrawalId, transfer.created);
        if (payout && payoutStatus(payout.status) !== 'failed') {
          throw new PaymentProviderError(
            `Withdrawal ${withdrawalId} failed, but its payout ${payout.id} is ${payout.status}: nothing to take back`,
            { outcome: 'refused' },
          );
        }
        await reverseTransfer(transfer, withdrawalId);
      } catch (error) {
        throw failure('transfer reversal', error);
      }
    },

    parseWebhook(rawBody: string, signatureHeader: string | undefined): PaymentProviderEvent {
      // The account endpoint's secret or the Connect endpoint's: Stripe signs each with its own.
      let event: unknown;
      let refusal: unknown;
      for (const secret of webhookSecrets) {
        try {
          event = stripe.webhooks.constructEvent(rawBody, signatureHeader ?? '', secret, WEBHOOK_TOLERANCE_SECONDS);
          break;
        } catch (error) {
          refusal ??= error;
        }
      }
      if (event === undefined) {
        throw new WebhookSignatureError(refusal instanceof Error ? refusal.message : 'Invalid signature');
      }
      const parsed = parseStripeEvent(event);
      // A Connect endpoint in live mode also receives the test-mode events of connected
      // accounts (docs.stripe.com/connect/webhooks): those are not ours to act on.
      const { livemode, type } = event as { livemode?: unknown; type: string };
      if (typeof livemode === 'boolean' && livemode !== ownLivemode && parsed.type !== 'ignored') {
        return { id: parsed.id, type: 'ignored', rawType: type };
      }
      return parsed;
    },
  };
}
