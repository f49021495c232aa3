import {
  computeFees,
  formatMinor,
  fromMinorUnits,
  normalizeLanguage,
  WALLET_MAX_TOP_UP_MINOR,
  WALLET_MIN_TOP_UP_MINOR,
  WALLET_MIN_WITHDRAWAL_MINOR,
  type FeeSchedule,
  type Language,
  type TopUp,
  type Wallet,
  type WalletBalance,
  type Withdrawal,
} from '@grove/contracts';
import type { Db, Tx } from '../../db/client.js';
import { enqueueJob } from '../../jobs/queue.js';
import { AppError } from '../../lib/errors.js';
import { parseMoneyInput } from '../../lib/money-input.js';
import type { PaymentProvider, PaymentProviderEvent } from '../../providers/payments/provider.js';
import { accounts, lockWalletBalance, postTransaction } from '../ledger/ledger.service.js';
import { notify } from '../notifications/notifications.service.js';
import { findUserById } from '../users/users.repository.js';
import {
  findTopUp,
  findWithdrawal,
  insertTopUp,
  insertWithdrawal,
  listOverdueTopUps,
  listTopUps,
  listWalletMovements,
  listWithdrawals,
  lockTopUp,
  lockWithdrawal,
  updateTopUp,
  updateWithdrawal,
  walletBalances,
  withdrawingByCurrency,
  type TopUpRow,
  type WithdrawalRow,
} from './wallet.repository.js';

/** Closes top-up checkouts that were not paid in time (recurring). */
export const TOP_UP_EXPIRY_JOB = 'wallet.expire-top-ups';
/** Asks the provider to pay a requested withdrawal out; payload {withdrawalId}. */
export const WITHDRAWAL_PAYOUT_JOB = 'wallet.withdrawal-payout';
export const WITHDRAWAL_PAYOUT_ATTEMPTS = 8;
/** How many movements the wallet's history answers (newest first). */
const HISTORY_LIMIT = 200;
/** Where the provider's checkout sends the payer back after a top-up. */
export const topUpReturnPath = (id: string) => `/portfolio?tab=wallet&topUp=${id}`;

export interface WalletServiceDeps {
  db: Db;
  provider: PaymentProvider;
  fees: FeeSchedule;
  /** How long a top-up's checkout stays open. */
  checkoutMinutes: number;
  publicUrl: string;
  now?: () => Date;
}

const topUpNotFound = () => new AppError('NOT_FOUND', 'Top-up not found');
const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/**
 * The investor's wallet (docs/architecture.md, "Wallet"): its balance is the ledger account
 * `investor_wallet:<user>:<currency>`; top-ups come in through the card provider's checkout,
 * withdrawals go out through the provider's payouts. Payouts credit it (payouts.service.ts)
 * and wallet payments debit it (payments.service.ts), each in its own ledger transaction.
 */
export function createWalletService(deps: WalletServiceDeps) {
  const { db, provider, fees } = deps;
  const now = deps.now ?? (() => new Date());

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

  function presentWithdrawal(row: WithdrawalRow): Withdrawal {
    return {
      id: row.id,
      status: row.status,
      amount: fromMinorUnits(row.amountMinor, row.currency),
      currency: row.currency,
      failure_reason: row.failureReason,
      created_at: row.createdAt.toISOString(),
      settled_at: row.settledAt?.toISOString() ?? null,
    };
  }

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

  /**
   * A top-up's checkout ended: the money arrives in the wallet, or nothing happened. Money the
   * provider captured always arrives, even for a top-up we had already given up on (the payer
   * paid as its checkout expired): unlike an investment, a wallet has no round to overfill.
   */
  async function settleTopUp(tx: Tx, event: PaymentProviderEvent & { paymentId: string }): Promise<boolean> {
    const topUp = await lockTopUp(tx, event.paymentId);
    if (!topUp) return false;
    const captured = event.type === 'succeeded' && topUp.status !== 'succeeded' && topUp.status !== 'failed';
    if (topUp.status !== 'pending' && !captured) return false;
    switch (event.type) {
      case 'succeeded': {
        await updateTopUp(tx, topUp.id, { status: 'succeeded', settledAt: now(), checkoutUrl: null });
        const { currency } = topUp;
        await postTransaction(tx, {
          kind: 'top_up',
          topUpId: topUp.id,
          memo: `Wallet top-up ${topUp.id}`,
          entries: [
            { account: accounts.providerClearing(currency), amountMinor: topUp.amountMinor + topUp.cardFeeMinor },
            { account: accounts.investorWallet(topUp.userId, currency), amountMinor: -topUp.amountMinor },
            { account: accounts.providerFees(currency), amountMinor: -topUp.cardFeeMinor },
          ],
        });
        await notifyOwner(tx, topUp.userId, 'wallet_topped_up', {
          amount: fromMinorUnits(topUp.amountMinor, currency),
          currency,
          top_up_id: topUp.id,
        });
        return true;
      }
      case 'failed':
      case 'expired':
        await updateTopUp(tx, topUp.id, {
          status: event.type,
          settledAt: now(),
          checkoutUrl: null,
          failureReason: event.type === 'failed' ? event.reason : 'checkout_expired',
        });
        return true;
      default:
        return false;
    }
  }

  /** The provider paid a withdrawal out, or could not: then the money goes back to the wallet. */
  async function settleWithdrawal(
    tx: Tx,
    withdrawalId: string,
    outcome: { paid: true } | { paid: false; reason: string },
  ): Promise<boolean> {
    const withdrawal = await lockWithdrawal(tx, withdrawalId);
    if (withdrawal?.status !== 'requested') return false;
    const { currency, amountMinor, userId } = withdrawal;
    await updateWithdrawal(tx, withdrawal.id, {
      status: outcome.paid ? 'paid' : 'failed',
      settledAt: now(),
      failureReason: outcome.paid ? null : outcome.reason,
    });
    await postTransaction(tx, {
      kind: 'withdrawal',
      withdrawalId: withdrawal.id,
      memo: outcome.paid ? `Withdrawal ${withdrawal.id} paid out` : `Withdrawal ${withdrawal.id} failed, returned`,
      entries: [
        { account: accounts.withdrawalsInTransit(currency), amountMinor },
        outcome.paid
          ? { account: accounts.providerClearing(currency), amountMinor: -amountMinor }
          : { account: accounts.investorWallet(userId, currency), amountMinor: -amountMinor },
      ],
    });
    await notifyOwner(tx, userId, outcome.paid ? 'withdrawal_paid' : 'withdrawal_failed', {
      amount: fromMinorUnits(amountMinor, currency),
      currency,
      withdrawal_id: withdrawal.id,
      reason: outcome.paid ? null : outcome.reason,
    });
    return true;
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

  return {
    balances,

    async get(userId: string, language: Language): Promise<Wallet> {
      const [balancesNow, movements, pendingTopUps, withdrawals, user] = await Promise.all([
        balances(userId),
        listWalletMovements(db, userId, HISTORY_LIMIT),
        listTopUps(db, userId, ['pending']),
        listWithdrawals(db, userId),
        findUserById(db, userId),
      ]);
      return {
        balances: balancesNow,
        history: movements.map((row) => ({
          id: row.id,
          at: new Date(row.created_at).toISOString(),
          type: row.kind === 'payment' || row.kind === 'fee' ? 'investment' : row.kind,
          amount: fromMinorUnits(-Number(row.amount_minor), row.currency),
          currency: row.currency,
          project_id: row.project_id,
          project_name: row.project_name ? row.project_name[language] || row.project_name.en : null,
          reference_id: row.reference_id,
        })),
        pending_top_ups: pendingTopUps.map(presentTopUp),
        withdrawals: withdrawals.map(presentWithdrawal),
        limits: {
          top_up_min: fromMinorUnits(WALLET_MIN_TOP_UP_MINOR, 'USD'),
          top_up_max: fromMinorUnits(WALLET_MAX_TOP_UP_MINOR, 'USD'),
          withdrawal_min: fromMinorUnits(WALLET_MIN_WITHDRAWAL_MINOR, 'USD'),
          card_fee_bp: fees.cardFeeBp,
        },
        identity_verified: user?.kycStatus === 'passed',
      };
    },

    /** Opens the provider's checkout for a top-up: the amount plus the card-processing fee. */
    async topUp(userId: string, input: { amount: number | string; currency: string }): Promise<TopUp> {
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
      const user = await findUserById(db, userId);
      if (!user) throw topUpNotFound();
      const { cardFeeMinor } = computeFees(amountMinor, fees, 'card');
      const topUp = await insertTopUp(db, {
        userId,
        status: 'pending',
        currency,
        amountMinor,
        cardFeeMinor,
        provider: provider.name,
        expiresAt: new Date(now().getTime() + deps.checkoutMinutes * 60_000),
      });
      const back = (status: string) => {
        const path = `${topUpReturnPath(topUp.id)}&status=${status}`;
        return provider.name === 'sandbox' ? path : new URL(path, deps.publicUrl).toString();
      };
      try {
        const session = await provider.createCheckout({
          paymentId: topUp.id,
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
        await updateTopUp(db, topUp.id, { status: 'canceled', failureReason: 'provider_unavailable' });
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

    /**
     * Takes the amount out of the wallet at once (into withdrawals in transit) and queues the
     * provider's payout; the wallet is locked while it is checked, so no balance is spent twice.
     */
    async withdraw(userId: string, input: { amount: number | string; currency: string }): Promise<Withdrawal> {
      const { amountMinor, currency } = parseAmount(input.amount, input.currency);
      if (!provider.payouts) {
        throw new AppError(
          'WITHDRAWALS_UNAVAILABLE',
          'Withdrawals are not available with this payment provider yet. Your balance stays in your wallet.',
        );
      }
      const row = await db.transaction(async (tx) => {
        const user = await findUserById(tx, userId);
        if (user?.kycStatus !== 'passed') {
          throw new AppError('IDENTITY_NOT_VERIFIED', 'Please verify your identity before withdrawing.');
        }
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
        const withdrawal = await insertWithdrawal(tx, {
          userId,
          status: 'requested',
          currency,
          amountMinor,
          provider: provider.name,
        });
        await postTransaction(tx, {
          kind: 'withdrawal',
          withdrawalId: withdrawal.id,
          memo: `Withdrawal ${withdrawal.id} requested`,
          entries: [
            { account: accounts.investorWallet(userId, currency), amountMinor },
            { account: accounts.withdrawalsInTransit(currency), amountMinor: -amountMinor },
          ],
        });
        await enqueueJob(
          tx,
          WITHDRAWAL_PAYOUT_JOB,
          { withdrawalId: withdrawal.id },
          { dedupeKey: withdrawal.id, maxAttempts: WITHDRAWAL_PAYOUT_ATTEMPTS },
        );
        return withdrawal;
      });
      return presentWithdrawal(row);
    },

    /**
     * Job: asks the provider to pay a requested withdrawal out (idempotent per withdrawal). When
     * the last attempt fails too, the withdrawal fails and the money returns to the wallet.
     */
    async sendWithdrawal(withdrawalId: string, { lastAttempt }: { lastAttempt: boolean }): Promise<void> {
      const withdrawal = await findWithdrawal(db, withdrawalId);
      if (withdrawal?.status !== 'requested') return;
      const user = await findUserById(db, withdrawal.userId);
      try {
        const { payoutId } = await provider.createPayout({
          withdrawalId: withdrawal.id,
          amountMinor: withdrawal.amountMinor,
          currency: withdrawal.currency,
          customerEmail: user?.email ?? '',
        });
        await updateWithdrawal(db, withdrawal.id, { providerPayoutId: payoutId });
      } catch (error) {
        if (!lastAttempt) throw error;
        await db.transaction((tx) => settleWithdrawal(tx, withdrawal.id, { paid: false, reason: 'provider_error' }));
      }
    },

    /**
     * A verified provider event that is not an investment's: a top-up's checkout or a
     * withdrawal's payout. Runs in the transaction that recorded the event (once per event id).
     */
    async applyProviderEvent(tx: Tx, event: PaymentProviderEvent): Promise<boolean> {
      switch (event.type) {
        case 'payout_paid':
          return settleWithdrawal(tx, event.withdrawalId, { paid: true });
        case 'payout_failed':
          return settleWithdrawal(tx, event.withdrawalId, { paid: false, reason: event.reason });
        case 'succeeded':
        case 'failed':
        case 'expired':
          return settleTopUp(tx, event);
        default:
          return false;
      }
    },

    /** Job: closes the checkouts of top-ups not paid in time, and says so on the top-up. */
    async expireTopUps(limit = 100): Promise<number> {
      const due = await listOverdueTopUps(db, now(), limit);
      for (const topUp of due) {
        const closed = await db.transaction(async (tx) => {
          const locked = await lockTopUp(tx, topUp.id);
          if (locked?.status !== 'pending') return false;
          await updateTopUp(tx, locked.id, {
            status: 'expired',
            settledAt: now(),
            checkoutUrl: null,
            failureReason: 'checkout_expired',
          });
          return true;
        });
        if (closed && topUp.providerSessionId) {
          await provider.expireCheckout(topUp.providerSessionId).catch(() => undefined);
        }
      }
      return due.length;
    },

    presentTopUp,
    presentWithdrawal,
  };
}

/** The line item the checkout shows for a top-up, in the payer's language. */
const WALLET_TOP_UP_TITLE: Record<Language, string> = {
  en: 'Grove wallet top-up',
  vi: 'Nạp tiền vào ví Grove',
  ru: 'Пополнение кошелька Grove',
};

export type WalletService = ReturnType<typeof createWalletService>;
