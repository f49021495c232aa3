import { createHmac } from 'node:crypto';
import {
  arrivalAfterBusinessDays,
  bankAccountRequestSchema,
  computeFees,
  formatMinor,
  fromMinorUnits,
  normalizeLanguage,
  WALLET_MAX_TOP_UP_MINOR,
  WALLET_MIN_TOP_UP_MINOR,
  WALLET_MIN_WITHDRAWAL_MINOR,
  MAX_BANK_ACCOUNTS,
  type BankAccount,
  type BankAccountRequest,
  type FeeSchedule,
  type PayoutOnboardingLink,
  type Language,
  type TopUp,
  type Wallet,
  type WalletBalance,
  type Withdrawal,
  type WalletMovementType,
} from '@grove/contracts';
import type { Db, Tx } from '../../db/client.js';
import { enqueueJob } from '../../jobs/queue.js';
import { flagAccount, underReview } from '../finance/account-reviews.js';
import { bookProviderPayout } from '../finance/provider-payouts.js';
import { queueDisputeFee, queueProcessorFee } from '../payments/processor-fees.js';
import type { Clock } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { KeyedQueue } from '../../lib/keyed-queue.js';
import { parseMoneyInput } from '../../lib/money-input.js';
import {
  outcomeUnknown,
  PaymentProviderError,
  type PaymentProvider,
  type PaymentProviderEvent,
  type PayoutReadiness,
} from '../../providers/payments/provider.js';
import {
  accountKey,
  accounts,
  creditBalance,
  disputedHeldFor,
  lockAccounts,
  lockWalletBalance,
  postings,
  postTransaction,
} from '../ledger/ledger.service.js';
import { notify } from '../notifications/notifications.service.js';
import type { EventHooks } from '../payments/payments.service.js';
import { findUserById } from '../users/users.repository.js';
import {
  findBankAccount,
  findBankAccountsByIds,
  insertBankAccount,
  listBankAccounts,
  removeBankAccount,
  type BankAccountRow,
  findTopUp,
  findTopUpByIdempotencyKey,
  findWithdrawal,
  findWithdrawalByIdempotencyKey,
  insertTopUp,
  insertWithdrawal,
  listOverdueTopUps,
  listStuckWithdrawals,
  listTopUps,
  listWalletMovements,
  listWithdrawals,
  lockTopUp,
  lockWithdrawal,
  moveTopUp,
  moveWithdrawal,
  providerAccountIdsOf,
  updateTopUp,
  updateWithdrawal,
  walletBalances,
  countUnsettledWalletMoves,
  allWalletMovesOf,
  withdrawingByCurrency,
  type TopUpRow,
  type WithdrawalRow,
  type WalletMovementRow,
} from './wallet.repository.js';

/** Closes top-up checkouts that were not paid in time (recurring). */
export const TOP_UP_EXPIRY_JOB = 'wallet.expire-top-ups';
/** Asks the provider to pay a requested withdrawal out; payload {withdrawalId}. */
export const WITHDRAWAL_PAYOUT_JOB = 'wallet.withdrawal-payout';
export const WITHDRAWAL_PAYOUT_ATTEMPTS = 8;
/**
 * Asks the provider about withdrawals still on their way an hour after their send time, and sends
 * any whose payout job was lost (recurring).
 */
export const WITHDRAWAL_SETTLE_JOB = 'wallet.settle-withdrawals';
const STUCK_WITHDRAWAL_MS = 60 * 60_000;
/**
 * Asks the provider to take back to the platform's balance what a failed withdrawal left with it
 * (Stripe: reverses the transfer to the investor's Connect account); payload {withdrawalId}.
 * Queued with the failure; retried for over two hours, then an operator sees it in the
 * reconciliation (the transfer unmatched).
 */
export const WITHDRAWAL_RETURN_JOB = 'wallet.return-failed-payout';
export const WITHDRAWAL_RETURN_ATTEMPTS = 12;
/** How many movements the wallet's history answers (newest first). */
const HISTORY_LIMIT = 200;
/** Where the provider's checkout sends the payer back after a top-up. */
export const topUpReturnPath = (id: string) => `/portfolio?tab=wallet&topUp=${id}`;
/**
 * Where the provider's onboarding page sends the investor back: `done` when they finished or
 * left it, `refresh` when its link expired or was used (the wallet asks for a new one).
 */
export const onboardingReturnPath = (state: 'done' | 'refresh') => `/portfolio?tab=wallet&onboarding=${state}`;
/**
 * How long a provider's "ready to pay out" is believed for the wallet's display (the wallet is
 * read every few seconds while a withdrawal travels); "not ready" is always asked afresh, and a
 * withdrawal always asks.
 */
const READY_BELIEVED_MS = 10 * 60_000;

export interface WalletServiceDeps {
  db: Db;
  provider: PaymentProvider;
  fees: FeeSchedule;
  /** How long a top-up's checkout stays open. */
  checkoutMinutes: number;
  publicUrl: string;
  clock: Clock;
  /** Minutes a withdrawal waits (cancellable) before it is sent; business days it then takes. */
  withdrawalHoldMinutes: number;
  withdrawalArrivalBusinessDays: number;
  /** Keys the bank account fingerprints (never stored, never shown). */
  fingerprintSecret: string;
}

const topUpNotFound = () => new AppError('NOT_FOUND', 'Top-up not found');
const withdrawalNotFound = () => new AppError('NOT_FOUND', 'Withdrawal not found');
const bankAccountNotFound = () =>
  new AppError('BANK_ACCOUNT_NOT_FOUND', 'Choose one of your bank accounts.', {
    fields: [{ path: 'bank_account_id', message: 'Choose one of your bank accounts.', code: 'BANK_ACCOUNT_NOT_FOUND' }],
  });

/** What a ledger entry on a wallet was, as the investor reads it: money back from a withdrawal is not a withdrawal. */
function movementType(row: WalletMovementRow): WalletMovementType {
  if (row.kind === 'payment' || row.kind === 'fee') return 'investment';
  if (row.kind === 'dispute') return 'refund';
  if (row.kind === 'withdrawal' && Number(row.amount_minor) < 0) {
    // Credit-normal wallet: a negative entry is money into it, so the withdrawal came back.
    return row.withdrawal_status === 'canceled' ? 'withdrawal_canceled' : 'withdrawal_returned';
  }
  return row.kind;
}

/** A name as people write it: case, accents, punctuation and spacing do not matter. */
export function comparableName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

type TopUpEvent = Extract<
  PaymentProviderEvent,
  | { type: 'succeeded' | 'declined' | 'failed' | 'expired' | 'processing' | 'refunded' | 'refund_failed' }
  | { disputeId: string }
>;

/**
 * The investor's wallet (docs/architecture.md, "The wallet"): its balance is the ledger account
 * `investor_wallet:<user>:<currency>`; top-ups come in through the card provider's checkout,
 * withdrawals go out through the provider's payouts. Payouts credit it (payouts.service.ts) and
 * wallet payments debit it (payments), each in its own ledger transaction. Top-ups and
 * withdrawals move compare-and-set on their status, locked first (db/lock-order.ts).
 */
export function createWalletService(deps: WalletServiceDeps) {
  const { db, provider, fees } = deps;
  const now = () => deps.clock.now();
  const queue = new KeyedQueue();

  function parseAmount(amount: number | string, currencyInput: string): { amountMinor: number; currency: string } {
    const parsed = parseMoneyInput(amount, currencyInput);
    if (parsed.amountMinor <= 0) throw new AppError('AMOUNT_NOT_POSITIVE', 'The amount must be greater than zero.');
    return parsed;
  }

  function presentTopUp(row: TopUpRow): TopUp {
    const major = (minor: number) => fromMinorUnits(minor, row.currency);
    return {
      id: row.id,
      status: row.status,
      amount: major(row.amountMinor),
      card_fee: major(row.cardFeeMinor),
      total: major(row.amountMinor + row.cardFeeMinor),
      currency: row.currency,
      checkout_url: row.status === 'pending' ? row.checkoutUrl : null,
      failure_reason: row.failureReason,
      created_at: row.createdAt.toISOString(),
    };
  }

  function presentBankAccount(row: BankAccountRow, readiness?: PayoutReadiness | null): BankAccount {
    return {
      id: row.id,
      holder_name: row.holderName,
      bank_name: row.bankName,
      routing_number: row.routingNumber,
      last4: row.last4,
      currency: row.currency,
      created_at: row.createdAt.toISOString(),
      ...(readiness ? { payouts_ready: readiness.ready, payouts_due: readiness.due } : {}),
    };
  }

  const believedReady = new Map<string, number>();
  /**
   * What the provider says of paying out to each account, by our id; null for one it could not
   * be asked about now, or that belongs to another provider (made before a switch).
   */
  async function readinessOf(rows: BankAccountRow[]): Promise<Map<string, PayoutReadiness | null>> {
    const at = now().getTime();
    const answers = await Promise.all(
      rows.map(async (row): Promise<PayoutReadiness | null> => {
        if (row.provider !== provider.name) return null;
        if ((believedReady.get(row.providerAccountId) ?? -Infinity) > at - READY_BELIEVED_MS) {
          return { ready: true, due: [] };
        }
        try {
          const readiness = await provider.payoutReadiness(row.providerAccountId);
          if (readiness.ready) {
            if (believedReady.size > 10_000) believedReady.clear();
            believedReady.set(row.providerAccountId, at);
          } else {
            believedReady.delete(row.providerAccountId);
          }
          return readiness;
        } catch {
          return null;
        }
      }),
    );
    return new Map(rows.map((row, index) => [row.id, answers[index]!]));
  }

  async function presentBankAccounts(rows: BankAccountRow[]): Promise<BankAccount[]> {
    const readiness = await readinessOf(rows);
    return rows.map((row) => presentBankAccount(row, readiness.get(row.id)));
  }

  function presentWithdrawal(row: WithdrawalRow, account: BankAccountRow | null): Withdrawal {
    const sentAt = row.sentAt ?? row.sendAt;
    return {
      id: row.id,
      status: row.status,
      amount: fromMinorUnits(row.amountMinor, row.currency),
      currency: row.currency,
      failure_reason: row.failureReason,
      created_at: row.createdAt.toISOString(),
      settled_at: row.settledAt?.toISOString() ?? null,
      bank_account: account ? presentBankAccount(account) : null,
      send_at: row.sendAt.toISOString(),
      arrives_by: arrivalAfterBusinessDays(sentAt, deps.withdrawalArrivalBusinessDays).toISOString(),
      can_cancel: row.status === 'requested',
    };
  }

  /** Withdrawals with the bank accounts they go to, in one query for the accounts. */
  async function presentWithdrawals(rows: WithdrawalRow[]): Promise<Withdrawal[]> {
    const ids = [...new Set(rows.flatMap((row) => (row.bankAccountId ? [row.bankAccountId] : [])))];
    const byId = new Map((await findBankAccountsByIds(db, ids)).map((account) => [account.id, account]));
    return rows.map((row) => presentWithdrawal(row, row.bankAccountId ? (byId.get(row.bankAccountId) ?? null) : null));
  }

  async function presentOne(row: WithdrawalRow): Promise<Withdrawal> {
    return (await presentWithdrawals([row]))[0]!;
  }

  /** Same account, same fingerprint; the key keeps a leaked table from revealing numbers. */
  const fingerprintOf = (routingNumber: string, accountNumber: string) =>
    createHmac('sha256', deps.fingerprintSecret).update(`${routingNumber}:${accountNumber}`).digest('hex');

  async function notifyOwner(
    tx: Tx,
    userId: string,
    type: 'wallet_topped_up' | 'withdrawal_paid' | 'withdrawal_failed',
    params: Record<string, string | number | null>,
  ): Promise<void> {
    const user = await findUserById(tx, userId);
    if (!user) return;
    await notify(tx, { user, type, params, link: '/portfolio?tab=wallet' });
  }

  /** The captured money reaches the wallet: once, whatever the top-up's state (a wallet cannot be overfilled). */
  async function creditTopUp(tx: Tx, topUp: TopUpRow): Promise<boolean> {
    const credited = await moveTopUp(tx, topUp.id, topUp.status, {
      status: 'succeeded',
      settledAt: now(),
      checkoutUrl: null,
      failureReason: null,
    });
    if (!credited) return false;
    await postTransaction(tx, postings.topUp(topUp));
    await queueProcessorFee(tx, { topUpId: topUp.id });
    await notifyOwner(tx, topUp.userId, 'wallet_topped_up', {
      amount: fromMinorUnits(topUp.amountMinor, topUp.currency),
      currency: topUp.currency,
      top_up_id: topUp.id,
    });
    return true;
  }

  /**
   * A top-up refunded or lost to a chargeback at the provider: the wallet gives back what it
   * still holds of it (locked, so nothing spends it meanwhile), the platform bears the rest.
   */
  async function reverseTopUp(tx: Tx, topUp: TopUpRow, reason: string): Promise<boolean> {
    const reversed = await moveTopUp(tx, topUp.id, 'succeeded', { status: 'canceled', failureReason: reason });
    if (!reversed) return false;
    // Every account of the posting that sorts before the wallet is locked with it, in key order.
    const wallet = accounts.investorWallet(topUp.userId, topUp.currency);
    const locked = await lockAccounts(tx, [
      accounts.cardFees(topUp.currency),
      accounts.disputedFunds(topUp.currency),
      wallet,
    ]);
    const balance = creditBalance(locked.get(accountKey(wallet)) ?? 0);
    const fromDisputedMinor = Math.min(
      await disputedHeldFor(tx, { topUpId: topUp.id }),
      topUp.amountMinor + topUp.cardFeeMinor,
    );
    await postTransaction(
      tx,
      postings.topUpReversed(topUp, { fromWalletMinor: Math.min(balance, topUp.amountMinor), fromDisputedMinor }),
    );
    return true;
  }

  /** A provider event about one of our top-ups (locked), recorded once in the same transaction. */
  async function applyToTopUp(
    tx: Tx,
    topUp: TopUpRow,
    event: TopUpEvent,
    refuse: EventHooks['refuse'],
  ): Promise<boolean> {
    const total = topUp.amountMinor + topUp.cardFeeMinor;
    const amountOf = 'amountMinor' in event ? event.amountMinor : null;
    const currencyOf = 'currency' in event ? event.currency : null;
    // What does not fit the top-up moves nothing; an operator settles it with the provider.
    if ((amountOf !== null && amountOf !== total) || (currencyOf !== null && currencyOf !== topUp.currency)) {
      await refuse(tx, {
        kind: currencyOf !== null && currencyOf !== topUp.currency ? 'currency_mismatch' : 'amount_mismatch',
        detail: {
          top_up_id: topUp.id,
          expected_amount_minor: total,
          amount_minor: amountOf,
          expected_currency: topUp.currency,
          currency: currencyOf,
        },
      });
      return false;
    }
    if ('feeMinor' in event) await queueDisputeFee(tx, { topUpId: topUp.id }, topUp, event.feeMinor);
    switch (event.type) {
      case 'succeeded':
        return topUp.status === 'succeeded' ? false : creditTopUp(tx, topUp);
      case 'declined':
        // The checkout stays open for another card.
        if (topUp.status !== 'pending') return false;
        await updateTopUp(tx, topUp.id, { failureReason: event.reason });
        return true;
      case 'failed':
      case 'expired':
        return (
          (await moveTopUp(tx, topUp.id, 'pending', {
            status: event.type,
            settledAt: now(),
            checkoutUrl: null,
            failureReason: event.type === 'failed' ? event.reason : 'checkout_expired',
          })) !== null
        );
      case 'refunded':
        return reverseTopUp(tx, topUp, 'refunded_at_provider');
      case 'dispute_opened':
        if (topUp.disputeStatus) return false;
        await updateTopUp(tx, topUp.id, {
          disputeStatus: 'open',
          disputeOpenedAt: now(),
          disputeEvidenceDueAt: event.evidenceDueBy,
        });
        return true;
      case 'dispute_funds_withdrawn':
      case 'dispute_funds_reinstated': {
        // Once decided, the close booked where the money went (events come in any order).
        if (topUp.disputeStatus === 'won' || topUp.disputeStatus === 'lost') return false;
        const held = await disputedHeldFor(tx, { topUpId: topUp.id });
        const way = event.type === 'dispute_funds_withdrawn' ? 'withdrawn' : 'reinstated';
        const moved =
          way === 'withdrawn'
            ? Math.min(event.amountMinor ?? total, total - held)
            : Math.min(event.amountMinor ?? held, held);
        if (moved > 0) {
          await postTransaction(tx, postings.disputeFunds({ topUpId: topUp.id, currency: topUp.currency }, moved, way));
        }
        return moved > 0;
      }
      case 'dispute_closed': {
        if (topUp.disputeStatus === 'won' || topUp.disputeStatus === 'lost') return false;
        await updateTopUp(tx, topUp.id, { disputeStatus: event.outcome });
        if (event.outcome === 'lost') {
          await flagAccount(tx, {
            userId: topUp.userId,
            reason: 'dispute_lost',
            target: { topUpId: topUp.id },
            amountMinor: total,
            currency: topUp.currency,
            at: now(),
          });
          return reverseTopUp(tx, topUp, 'dispute_lost');
        }
        const held = await disputedHeldFor(tx, { topUpId: topUp.id });
        if (held > 0) {
          await postTransaction(
            tx,
            postings.disputeFunds({ topUpId: topUp.id, currency: topUp.currency }, held, 'reinstated'),
          );
        }
        return true;
      }
      default:
        return false;
    }
  }

  /** With the failure's commit: the provider gives back what the failed withdrawal left with it. */
  const queueReturn = (tx: Tx, withdrawalId: string) =>
    enqueueJob(
      tx,
      WITHDRAWAL_RETURN_JOB,
      { withdrawalId },
      { dedupeKey: withdrawalId, maxAttempts: WITHDRAWAL_RETURN_ATTEMPTS },
    );

  /** The provider paid a withdrawal out, or could not, or took a paid one back: the money follows. */
  async function settleWithdrawal(
    tx: Tx,
    withdrawal: WithdrawalRow,
    outcome: { paid: true } | { paid: false; reason: string },
  ): Promise<boolean> {
    const { currency, amountMinor, userId } = withdrawal;
    const params = (reason: string | null) => ({
      amount: fromMinorUnits(amountMinor, currency),
      currency,
      withdrawal_id: withdrawal.id,
      reason,
    });
    if (withdrawal.status === 'paid' && !outcome.paid) {
      // A payout can fail after it was reported paid (the bank returned it): the money is back.
      const returned = await moveWithdrawal(tx, withdrawal.id, 'paid', {
        status: 'failed',
        settledAt: now(),
        failureReason: outcome.reason,
      });
      if (!returned) return false;
      await postTransaction(tx, postings.withdrawalReturned(withdrawal));
      await queueReturn(tx, withdrawal.id);
      await notifyOwner(tx, userId, 'withdrawal_failed', params(outcome.reason));
      return true;
    }
    const settled = await moveWithdrawal(tx, withdrawal.id, 'sent', {
      status: outcome.paid ? 'paid' : 'failed',
      settledAt: now(),
      failureReason: outcome.paid ? null : outcome.reason,
    });
    if (!settled) return false;
    await postTransaction(tx, postings.withdrawalSettled(withdrawal, outcome.paid ? 'paid' : 'failed'));
    if (!outcome.paid) await queueReturn(tx, withdrawal.id);
    await notifyOwner(
      tx,
      userId,
      outcome.paid ? 'withdrawal_paid' : 'withdrawal_failed',
      params(outcome.paid ? null : outcome.reason),
    );
    return true;
  }

  /**
   * Locks a withdrawal, records the event (if any), checks it is this withdrawal's payout (its id,
   * amount and currency; anything else moves nothing and is kept for an operator) and settles it,
   * in one transaction.
   */
  function settleWithdrawalById(
    withdrawalId: string,
    outcome: { paid: true } | { paid: false; reason: string },
    event?: { hooks: EventHooks; payoutId: string; amountMinor: number | null; currency: string | null },
  ): Promise<boolean> {
    return queue.run(withdrawalId, () =>
      db.transaction(async (tx) => {
        const withdrawal = await lockWithdrawal(tx, withdrawalId);
        if (!withdrawal) return false;
        if (event) {
          if (!(await event.hooks.record(tx))) return false;
          const otherPayout = withdrawal.providerPayoutId !== null && withdrawal.providerPayoutId !== event.payoutId;
          const otherAmount = event.amountMinor !== null && event.amountMinor !== withdrawal.amountMinor;
          const otherCurrency = event.currency !== null && event.currency !== withdrawal.currency;
          if (otherPayout || otherAmount || otherCurrency) {
            await event.hooks.refuse(tx, {
              kind: otherCurrency ? 'currency_mismatch' : otherAmount ? 'amount_mismatch' : 'session_mismatch',
              detail: {
                withdrawal_id: withdrawal.id,
                expected_payout: withdrawal.providerPayoutId,
                payout: event.payoutId,
                expected_amount_minor: withdrawal.amountMinor,
                amount_minor: event.amountMinor,
                expected_currency: withdrawal.currency,
                currency: event.currency,
              },
            });
            return false;
          }
        }
        return settleWithdrawal(tx, withdrawal, outcome);
      }),
    );
  }

  /** Each currency the user's wallet holds or is withdrawing, with both figures. */
  async function balances(userId: string): Promise<WalletBalance[]> {
    const [held, withdrawing] = await Promise.all([walletBalances(db, userId), withdrawingByCurrency(db, userId)]);
    const currencies = new Set([...held.map((b) => b.currency), ...withdrawing.keys()]);
    return [...currencies].sort().map((currency) => ({
      currency,
      balance: fromMinorUnits(held.find((b) => b.currency === currency)?.balanceMinor ?? 0, currency),
      withdrawing: fromMinorUnits(withdrawing.get(currency) ?? 0, currency),
    }));
  }

  /** Asks the provider about a pending top-up's checkout: captured money is credited, never guessed away. */
  async function checkoutState(topUp: TopUpRow): Promise<'captured' | 'open' | 'ended' | 'unknown'> {
    if (!topUp.providerSessionId) return 'ended';
    let state;
    try {
      state = await provider.retrieveCheckout(topUp.providerSessionId);
    } catch (error) {
      if (outcomeUnknown(error)) return 'unknown';
      state = null;
    }
    if (state === null) return 'ended';
    if (state.status === 'complete' && state.paymentStatus === 'paid') {
      await queue.run(topUp.id, () =>
        db.transaction(async (tx) => {
          const locked = await lockTopUp(tx, topUp.id);
          if (locked && locked.status !== 'succeeded') await creditTopUp(tx, locked);
        }),
      );
      return 'captured';
    }
    return state.status === 'open' ? 'open' : 'ended';
  }

  /** Refuses a withdrawal to an account the provider cannot pay out to yet, asking it afresh. */
  async function ensurePayoutsReady(account: BankAccountRow): Promise<void> {
    let readiness: PayoutReadiness;
    try {
      readiness = await provider.payoutReadiness(account.providerAccountId);
    } catch (error) {
      throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 'The payment provider is not available. Please try again.', {
        cause: error,
      });
    }
    if (readiness.ready) return;
    believedReady.delete(account.providerAccountId);
    throw new AppError(
      'PAYOUTS_NOT_READY',
      'Your payment provider needs a few more details before it can pay you out. Your balance stays in your wallet.',
    );
  }

  return {
    balances,

    /**
     * What stops the account from closing: money in the wallet (any currency, either sign) and
     * money on its way (pending top-ups, withdrawals not final, open disputes).
     */
    /** Every top-up and withdrawal of the user as stored (the data export). */
    async movesOf(userId: string) {
      const { topUps, withdrawals } = await allWalletMovesOf(db, userId);
      return {
        topUps: topUps.map((row) => ({
          id: row.id,
          status: row.status,
          currency: row.currency,
          amountMinor: row.amountMinor,
          createdAt: row.createdAt,
        })),
        withdrawals: withdrawals.map((row) => ({
          id: row.id,
          status: row.status,
          currency: row.currency,
          amountMinor: row.amountMinor,
          createdAt: row.createdAt,
        })),
      };
    },

    async unsettledMoney(userId: string): Promise<{ holdsBalance: boolean; movesInFlight: number }> {
      const [held, movesInFlight] = await Promise.all([
        walletBalances(db, userId),
        countUnsettledWalletMoves(db, userId),
      ]);
      return { holdsBalance: held.some((b) => b.balanceMinor !== 0), movesInFlight };
    },

    async get(userId: string, language: Language): Promise<Wallet> {
      const [balancesNow, movements, pendingTopUps, withdrawals, user, accounts] = await Promise.all([
        balances(userId),
        listWalletMovements(db, userId, HISTORY_LIMIT),
        listTopUps(db, userId, ['pending']),
        listWithdrawals(db, userId),
        findUserById(db, userId),
        listBankAccounts(db, userId),
      ]);
      return {
        balances: balancesNow,
        history: movements.map((row) => ({
          id: row.id,
          at: new Date(row.created_at).toISOString(),
          type: movementType(row),
          amount: fromMinorUnits(-Number(row.amount_minor), row.currency),
          currency: row.currency,
          project_id: row.project_id,
          project_name: row.project_name ? row.project_name[language] || row.project_name.en : null,
          reference_id: row.reference_id,
        })),
        pending_top_ups: pendingTopUps.map(presentTopUp),
        withdrawals: await presentWithdrawals(withdrawals),
        limits: {
          top_up_min: fromMinorUnits(WALLET_MIN_TOP_UP_MINOR, 'USD'),
          top_up_max: fromMinorUnits(WALLET_MAX_TOP_UP_MINOR, 'USD'),
          withdrawal_min: fromMinorUnits(WALLET_MIN_WITHDRAWAL_MINOR, 'USD'),
          card_fee_bp: fees.cardFeeBp,
        },
        identity_verified: user?.kycStatus === 'passed',
        verified_name: user?.kycStatus === 'passed' ? (user.verifiedName ?? user.name ?? null) : null,
        bank_accounts: await presentBankAccounts(accounts),
        sandbox_bank: provider.name === 'sandbox',
        now: now().toISOString(),
        withdrawal_schedule: {
          hold_minutes: deps.withdrawalHoldMinutes,
          arrival_business_days: deps.withdrawalArrivalBusinessDays,
        },
      };
    },

    /**
     * Opens the provider's checkout for a top-up: the amount plus the card-processing fee. A key
     * (Idempotency-Key) already used answers the top-up it made.
     */
    async topUp(
      userId: string,
      input: { amount: number | string; currency: string },
      idempotencyKey?: string,
    ): Promise<TopUp> {
      const { amountMinor, currency } = parseAmount(input.amount, input.currency);
      if (amountMinor < WALLET_MIN_TOP_UP_MINOR) {
        throw new AppError(
          'AMOUNT_BELOW_MINIMUM',
          `The minimum top-up is ${formatMinor(WALLET_MIN_TOP_UP_MINOR, currency)}.`,
        );
      }
      if (amountMinor > WALLET_MAX_TOP_UP_MINOR) {
        throw new AppError(
          'AMOUNT_ABOVE_MAXIMUM',
          `The maximum top-up is ${formatMinor(WALLET_MAX_TOP_UP_MINOR, currency)}.`,
        );
      }
      if (idempotencyKey) {
        const existing = await findTopUpByIdempotencyKey(db, userId, idempotencyKey);
        if (existing) return presentTopUp(existing);
      }
      const user = await findUserById(db, userId);
      if (!user) throw topUpNotFound();
      const { cardFeeMinor } = computeFees(amountMinor, fees, 'card');
      let topUp: TopUpRow;
      try {
        topUp = await insertTopUp(db, {
          userId,
          status: 'pending',
          currency,
          amountMinor,
          cardFeeMinor,
          provider: provider.name,
          idempotencyKey: idempotencyKey ?? null,
          createdAt: now(),
          expiresAt: new Date(now().getTime() + deps.checkoutMinutes * 60_000),
        });
      } catch (error) {
        if (idempotencyKey && isUniqueViolation(error)) {
          const existing = await findTopUpByIdempotencyKey(db, userId, idempotencyKey);
          if (existing) return presentTopUp(existing);
        }
        throw error;
      }
      const back = (status: string) => {
        const path = `${topUpReturnPath(topUp.id)}&status=${status}`;
        return provider.name === 'sandbox' ? path : new URL(path, deps.publicUrl).toString();
      };
      try {
        const session = await provider.createCheckout({
          paymentId: topUp.id,
          purpose: 'top_up',
          amountMinor,
          serviceFeeMinor: 0,
          cardFeeMinor,
          currency,
          description: 'Wallet top-up',
          projectName: WALLET_TOP_UP_TITLE[normalizeLanguage(user.language)],
          customerEmail: user.email,
          successUrl: back('success'),
          cancelUrl: back('cancel'),
          expiresAt: topUp.expiresAt,
        });
        return presentTopUp(
          await updateTopUp(db, topUp.id, { providerSessionId: session.sessionId, checkoutUrl: session.checkoutUrl }),
        );
      } catch (error) {
        // Nobody received the checkout's address, so nobody can pay it.
        await moveTopUp(db, topUp.id, 'pending', { status: 'canceled', failureReason: 'provider_unavailable' });
        throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 'The payment provider is not available. Please try again.', {
          cause: error,
        });
      }
    },

    async getTopUp(userId: string, id: string): Promise<TopUp> {
      const row = isUuid(id) ? await findTopUp(db, id) : null;
      // Another user's top-up answers exactly like one that does not exist.
      if (!row || row.userId !== userId) throw topUpNotFound();
      return presentTopUp(row);
    },

    /** The investor's bank accounts for withdrawals, oldest first, each with whether the provider can pay out to it. */
    async bankAccounts(userId: string): Promise<BankAccount[]> {
      return presentBankAccounts(await listBankAccounts(db, userId));
    },

    /**
     * The provider's page where the investor gives what it still needs before paying them out
     * (Stripe: their Connect account's onboarding, where they also accept Stripe's agreement);
     * null when it needs nothing now. It sends them back to the wallet.
     */
    async onboardingLink(userId: string): Promise<PayoutOnboardingLink> {
      const account = (await listBankAccounts(db, userId)).find((row) => row.provider === provider.name);
      if (!account) {
        throw new AppError('BANK_ACCOUNT_NOT_FOUND', 'Add a bank account first: the details go with it.');
      }
      try {
        const link = await provider.onboardingLink({
          accountId: account.providerAccountId,
          returnUrl: new URL(onboardingReturnPath('done'), deps.publicUrl).toString(),
          refreshUrl: new URL(onboardingReturnPath('refresh'), deps.publicUrl).toString(),
        });
        return { url: link?.url ?? null };
      } catch (error) {
        throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 'The payment provider is not available. Please try again.', {
          cause: error,
        });
      }
    },

    /**
     * Adds a bank account for withdrawals: the investor's identity is verified and the holder's
     * name is the verified one (money leaves only to an account in the investor's own name); the
     * provider keeps the full number, we keep the last four digits and a keyed fingerprint.
     */
    async addBankAccount(userId: string, input: BankAccountRequest): Promise<BankAccount> {
      if (!provider.payouts) throw withdrawalsUnavailable();
      const parsed = bankAccountRequestSchema.parse(input);
      const user = await findUserById(db, userId);
      if (user?.kycStatus !== 'passed') {
        throw new AppError('IDENTITY_NOT_VERIFIED', 'Please verify your identity before adding a bank account.');
      }
      const verifiedName = user.verifiedName ?? user.name;
      if (!verifiedName || comparableName(verifiedName) !== comparableName(parsed.holder_name)) {
        const message = verifiedName
          ? `The account must be in your own name, as verified: ${verifiedName}.`
          : 'The account must be in your own name, as verified.';
        throw new AppError('HOLDER_NAME_MISMATCH', message, {
          fields: [{ path: 'holder_name', message, code: 'HOLDER_NAME_MISMATCH' }],
        });
      }
      const existing = await listBankAccounts(db, userId);
      const fingerprint = fingerprintOf(parsed.routing_number, parsed.account_number);
      const accountExists = () =>
        new AppError('BANK_ACCOUNT_EXISTS', 'This bank account is already saved.', {
          fields: [
            { path: 'account_number', message: 'This bank account is already saved.', code: 'BANK_ACCOUNT_EXISTS' },
          ],
        });
      if (existing.some((account) => account.fingerprint === fingerprint)) throw accountExists();
      if (existing.length >= MAX_BANK_ACCOUNTS) {
        throw new AppError(
          'TOO_MANY_BANK_ACCOUNTS',
          `You can keep up to ${MAX_BANK_ACCOUNTS} bank accounts: remove one to add another.`,
        );
      }
      const currency = 'USD';
      let added;
      try {
        added = await provider.addBankAccount({
          userId,
          holderName: parsed.holder_name,
          routingNumber: parsed.routing_number,
          accountNumber: parsed.account_number,
          currency,
          email: user.email,
          dateOfBirth: user.verifiedDateOfBirth,
          earlierAccountIds: await providerAccountIdsOf(db, userId, provider.name),
        });
      } catch (error) {
        if (outcomeUnknown(error)) {
          throw new AppError(
            'PAYMENT_PROVIDER_UNAVAILABLE',
            'The payment provider is not available. Please try again.',
            {
              cause: error,
            },
          );
        }
        const message = `The bank did not accept this account. ${(error as Error).message}`;
        throw new AppError('BANK_ACCOUNT_REFUSED', message, {
          cause: error,
          fields: [{ path: 'account_number', message, code: 'BANK_ACCOUNT_REFUSED' }],
        });
      }
      try {
        return presentBankAccount(
          await insertBankAccount(db, {
            userId,
            holderName: parsed.holder_name,
            bankName: added.bankName,
            routingNumber: parsed.routing_number,
            last4: parsed.account_number.slice(-4),
            fingerprint,
            currency,
            provider: provider.name,
            providerAccountId: added.accountId,
            createdAt: now(),
          }),
        );
      } catch (error) {
        // The same account added twice at once: one is kept.
        if (isUniqueViolation(error)) throw accountExists();
        throw error;
      }
    },

    /** Removes a bank account; withdrawals already on their way to it still arrive. */
    async removeBankAccount(userId: string, id: string): Promise<void> {
      if (!isUuid(id) || !(await removeBankAccount(db, userId, id, now()))) throw bankAccountNotFound();
    },

    /**
     * Takes the amount out of the wallet at once (into withdrawals in transit) and queues the
     * provider's payout for the send time, to the investor's chosen bank account; until then the
     * investor may cancel it. The wallet is locked while it is checked, so no balance is spent
     * twice. A key (Idempotency-Key) already used answers the withdrawal it made, moving nothing again.
     */
    async withdraw(
      userId: string,
      input: { amount: number | string; currency: string; bank_account_id: string },
      idempotencyKey?: string,
    ): Promise<Withdrawal> {
      const { amountMinor, currency } = parseAmount(input.amount, input.currency);
      if (!provider.payouts) throw withdrawalsUnavailable();
      if (idempotencyKey) {
        const existing = await findWithdrawalByIdempotencyKey(db, userId, idempotencyKey);
        if (existing) return presentOne(existing);
      }
      const user = await findUserById(db, userId);
      if (user?.kycStatus !== 'passed') {
        throw new AppError('IDENTITY_NOT_VERIFIED', 'Please verify your identity before withdrawing.');
      }
      if (await underReview(db, userId)) throw accountUnderReview();
      const account = isUuid(input.bank_account_id) ? await findBankAccount(db, userId, input.bank_account_id) : null;
      if (!account || account.removedAt) throw bankAccountNotFound();
      if (account.currency !== currency) {
        const message = `This account receives ${account.currency}: withdraw ${account.currency} to it.`;
        throw new AppError('BANK_ACCOUNT_NOT_FOUND', message, {
          fields: [{ path: 'bank_account_id', message, code: 'BANK_ACCOUNT_NOT_FOUND' }],
        });
      }
      // Asked before any money moves: a withdrawal the provider cannot pay out would only come back.
      if (account.provider === provider.name) await ensurePayoutsReady(account);
      let row: WithdrawalRow;
      try {
        row = await db.transaction(async (tx) => {
          const balance = await lockWalletBalance(tx, userId, currency);
          if (amountMinor > balance) {
            throw new AppError(
              'INSUFFICIENT_WALLET_BALANCE',
              `Your wallet holds ${formatMinor(balance, currency)}: you can withdraw up to that.`,
            );
          }
          if (amountMinor < WALLET_MIN_WITHDRAWAL_MINOR && amountMinor !== balance) {
            throw new AppError(
              'AMOUNT_BELOW_MINIMUM',
              `The minimum withdrawal is ${formatMinor(WALLET_MIN_WITHDRAWAL_MINOR, currency)}, or the whole balance when it is less.`,
            );
          }
          const createdAt = now();
          const withdrawal = await insertWithdrawal(tx, {
            userId,
            status: 'requested',
            currency,
            amountMinor,
            provider: provider.name,
            bankAccountId: account.id,
            sendAt: new Date(createdAt.getTime() + deps.withdrawalHoldMinutes * 60_000),
            idempotencyKey: idempotencyKey ?? null,
            createdAt,
          });
          await postTransaction(tx, postings.withdrawalRequested(withdrawal));
          await enqueueJob(
            tx,
            WITHDRAWAL_PAYOUT_JOB,
            { withdrawalId: withdrawal.id },
            { dedupeKey: withdrawal.id, maxAttempts: WITHDRAWAL_PAYOUT_ATTEMPTS, runAt: withdrawal.sendAt },
          );
          return withdrawal;
        });
      } catch (error) {
        if (idempotencyKey && isUniqueViolation(error)) {
          const existing = await findWithdrawalByIdempotencyKey(db, userId, idempotencyKey);
          if (existing) return presentOne(existing);
        }
        throw error;
      }
      return presentWithdrawal(row, account);
    },

    /**
     * The investor cancels a withdrawal not sent yet: the money is back in the wallet at once.
     * Compare-and-set against the payout job, which moves it to `sent` before asking the provider,
     * so a withdrawal is either canceled or sent, never both.
     */
    async cancelWithdrawal(userId: string, id: string): Promise<Withdrawal> {
      if (!isUuid(id)) throw withdrawalNotFound();
      const row = await queue.run(id, () =>
        db.transaction(async (tx) => {
          const withdrawal = await lockWithdrawal(tx, id);
          // Another user's withdrawal answers exactly like one that does not exist.
          if (!withdrawal || withdrawal.userId !== userId) throw withdrawalNotFound();
          if (withdrawal.status === 'canceled') return withdrawal;
          const canceled = await moveWithdrawal(tx, id, 'requested', {
            status: 'canceled',
            settledAt: now(),
            failureReason: 'canceled_by_investor',
          });
          if (!canceled) {
            throw new AppError(
              'WITHDRAWAL_NOT_CANCELLABLE',
              'This withdrawal was already sent to your bank and can no longer be cancelled.',
            );
          }
          await postTransaction(tx, postings.withdrawalSettled(withdrawal, 'canceled'));
          return canceled;
        }),
      );
      return presentOne(row);
    },

    /**
     * Job: asks the provider to pay a requested withdrawal out (idempotent per withdrawal). A call
     * whose outcome is unknown is retried; on the last attempt the provider is asked whether it
     * made the payout: only when it certainly did not (or refused) does the withdrawal fail and
     * the money return to the wallet.
     */
    async sendWithdrawal(withdrawalId: string, { lastAttempt }: { lastAttempt: boolean }): Promise<void> {
      let withdrawal = await findWithdrawal(db, withdrawalId);
      // Held while an operator reviews the account (a lost chargeback): still cancellable, and
      // sent by the hourly settle job once the review is closed.
      if (withdrawal?.status === 'requested' && (await underReview(db, withdrawal.userId))) return;
      if (withdrawal?.status === 'requested') {
        // Sent from now on: the investor can no longer cancel it (compare-and-set against cancel).
        withdrawal = await moveWithdrawal(db, withdrawalId, 'requested', { status: 'sent', sentAt: now() });
      }
      if (withdrawal?.status !== 'sent') return;
      const [user, account] = await Promise.all([
        findUserById(db, withdrawal.userId),
        withdrawal.bankAccountId ? findBankAccount(db, withdrawal.userId, withdrawal.bankAccountId) : null,
      ]);
      try {
        const { payoutId } = await provider.createPayout({
          withdrawalId: withdrawal.id,
          amountMinor: withdrawal.amountMinor,
          currency: withdrawal.currency,
          customerEmail: user?.email ?? '',
          destination: account?.providerAccountId ?? null,
        });
        await updateWithdrawal(db, withdrawal.id, { providerPayoutId: payoutId });
      } catch (error) {
        if (!lastAttempt) throw error;
        if (outcomeUnknown(error)) {
          // It may have gone out: ask. Throws again if the provider still does not answer; the
          // recurring settle job asks later.
          const made = await provider.findPayout(withdrawal.id);
          if (made) {
            await updateWithdrawal(db, withdrawal.id, { providerPayoutId: made.payoutId });
            if (made.status === 'pending') return;
            await settleWithdrawalById(
              withdrawal.id,
              made.status === 'paid' ? { paid: true } : { paid: false, reason: 'payout_failed' },
            );
            return;
          }
        }
        const notReady = error instanceof PaymentProviderError && error.reason === 'payouts_not_ready';
        await settleWithdrawalById(withdrawal.id, {
          paid: false,
          reason: notReady ? 'payouts_not_ready' : 'provider_error',
        });
      }
    },

    /**
     * Job: a failed withdrawal's money is back in the wallet; the provider takes back what it
     * still holds of it (WITHDRAWAL_RETURN_JOB). Only for a withdrawal that ended failed.
     */
    async returnFailedPayout(withdrawalId: string): Promise<void> {
      const withdrawal = await findWithdrawal(db, withdrawalId);
      if (withdrawal?.status !== 'failed') return;
      await provider.returnFailedPayout(withdrawalId);
    },

    /**
     * Job: withdrawals still on their way an hour after their send time are settled by asking the
     * provider: paid or failed as it says; one it never made (or never sent, its job lost) is
     * sent again (same idempotency key).
     */
    async settleStuckWithdrawals(limit = 100): Promise<number> {
      let settled = 0;
      const stuck = await listStuckWithdrawals(db, new Date(now().getTime() - STUCK_WITHDRAWAL_MS), limit);
      for (const { id, status } of stuck) {
        if (status === 'requested') {
          await enqueueJob(
            db,
            WITHDRAWAL_PAYOUT_JOB,
            { withdrawalId: id },
            { dedupeKey: id, maxAttempts: WITHDRAWAL_PAYOUT_ATTEMPTS },
          );
          continue;
        }
        let made;
        try {
          made = await provider.findPayout(id);
        } catch {
          continue;
        }
        if (made === null) {
          await enqueueJob(
            db,
            WITHDRAWAL_PAYOUT_JOB,
            { withdrawalId: id },
            {
              dedupeKey: id,
              maxAttempts: WITHDRAWAL_PAYOUT_ATTEMPTS,
            },
          );
          continue;
        }
        if (made.status === 'pending') continue;
        if (
          await settleWithdrawalById(
            id,
            made.status === 'paid' ? { paid: true } : { paid: false, reason: 'payout_failed' },
          )
        ) {
          settled += 1;
        }
      }
      return settled;
    },

    /**
     * A verified provider event that is not an investment's: a top-up's checkout or charge, or a
     * withdrawal's payout. Its target is locked first, then the event recorded (once per id), then
     * applied, in one transaction; `unknown` when it is neither.
     */
    async applyProviderEvent(
      event: PaymentProviderEvent,
      hooks: EventHooks,
    ): Promise<'changed' | 'unchanged' | 'unknown'> {
      if (event.type === 'payout_paid' || event.type === 'payout_failed') {
        if (!(await findWithdrawal(db, event.withdrawalId))) return 'unknown';
        const changed = await settleWithdrawalById(
          event.withdrawalId,
          event.type === 'payout_paid' ? { paid: true } : { paid: false, reason: event.reason },
          { hooks, payoutId: event.payoutId, amountMinor: event.amountMinor, currency: event.currency },
        );
        return changed ? 'changed' : 'unchanged';
      }
      if (event.type === 'provider_payout_paid' || event.type === 'provider_payout_failed') {
        return (await bookProviderPayout(db, event, hooks)) ? 'changed' : 'unchanged';
      }
      if (event.type === 'ignored') return 'unknown';
      const topUpId = 'paymentId' in event && event.paymentId && isUuid(event.paymentId) ? event.paymentId : null;
      if (!topUpId || !(await findTopUp(db, topUpId))) return 'unknown';
      const changed = await queue.run(topUpId, () =>
        db.transaction(async (tx) => {
          const topUp = await lockTopUp(tx, topUpId);
          if (!topUp || !(await hooks.record(tx))) return false;
          return applyToTopUp(tx, topUp, event as TopUpEvent, hooks.refuse);
        }),
      );
      return changed ? 'changed' : 'unchanged';
    },

    /**
     * Job: top-up checkouts not paid in time. The provider is asked first: captured money is
     * credited; an open checkout is closed there, then the top-up ends `expired`.
     */
    async expireTopUps(limit = 100): Promise<number> {
      let expired = 0;
      for (const { id } of await listOverdueTopUps(db, now(), limit)) {
        const topUp = await findTopUp(db, id);
        if (topUp?.status !== 'pending') continue;
        const state = await checkoutState(topUp);
        if (state === 'captured' || state === 'unknown') continue;
        if (state === 'open' && topUp.providerSessionId) {
          try {
            await provider.expireCheckout(topUp.providerSessionId);
          } catch (error) {
            if (outcomeUnknown(error)) continue;
          }
        }
        const closed = await moveTopUp(db, id, 'pending', {
          status: 'expired',
          settledAt: now(),
          checkoutUrl: null,
          failureReason: 'checkout_expired',
        });
        if (closed) expired += 1;
      }
      return expired;
    },

    presentTopUp,
  };
}

const withdrawalsUnavailable = () =>
  new AppError(
    'WITHDRAWALS_UNAVAILABLE',
    'Withdrawals are not available with this payment provider yet. Your balance stays in your wallet.',
  );

const accountUnderReview = () =>
  new AppError(
    'ACCOUNT_UNDER_REVIEW',
    'Withdrawals are paused while our team reviews a card payment of yours that was charged back. Your balance stays in your wallet; we will contact you.',
  );

/** The line item the checkout shows for a top-up, in the payer's language. */
const WALLET_TOP_UP_TITLE: Record<Language, string> = {
  en: 'Grove wallet top-up',
  vi: 'Nạp tiền vào ví Grove',
  ru: 'Пополнение кошелька Grove',
};

export type WalletService = ReturnType<typeof createWalletService>;
