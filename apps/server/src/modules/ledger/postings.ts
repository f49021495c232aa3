import type { AccountRef } from './ledger.repository.js';
import type { LedgerTransactionKind } from '../../db/schema/index.js';

/**
 * Every movement of money the platform books, in one place (docs/architecture.md, "The ledger").
 * Each function answers the balanced transaction for one kind of event; the services post them
 * in the transaction of the change that causes them, and the demo content posts the same ones.
 * Debits are positive, credits negative; per currency the entries of a posting sum to zero.
 */
export interface Posting {
  kind: LedgerTransactionKind;
  /** What the movement belongs to: at most one of these (a database CHECK). */
  paymentId?: string | null;
  payoutId?: string | null;
  topUpId?: string | null;
  withdrawalId?: string | null;
  disbursementId?: string | null;
  /** The provider's payout of its balance to the platform's bank. */
  providerPayoutId?: string | null;
  memo: string;
  /** When the money moved; now by default (the demo content dates its investments in the past). */
  at?: Date;
  entries: readonly { account: AccountRef; amountMinor: number }[];
}

/** The accounts money moves between. Credit-normal accounts hold negative balances. */
export const accounts = {
  /** Asset: what the payment provider holds for the platform: its balance. */
  providerClearing: (currency: string): AccountRef => ({ kind: 'provider_clearing', ownerId: null, currency }),
  /** Asset: the platform's client-money bank account (disbursements leave it, businesses pay in, the provider pays out to it). */
  bank: (currency: string): AccountRef => ({ kind: 'bank', ownerId: null, currency }),
  /** Liability: what the platform holds for a business's raise. */
  projectRaise: (projectId: string, currency: string): AccountRef => ({
    kind: 'project_raise',
    ownerId: projectId,
    currency,
  }),
  platformFees: (currency: string): AccountRef => ({ kind: 'platform_fees', ownerId: null, currency }),
  /** Revenue: the card fee payers paid (given back with a refund, as the payer gets the total back). */
  cardFees: (currency: string): AccountRef => ({ kind: 'card_fees', ownerId: null, currency }),
  /** Expense: what the processor kept, by its own balance transactions (never given back on a refund). */
  processorFees: (currency: string): AccountRef => ({ kind: 'processor_fees', ownerId: null, currency }),
  investorWallet: (userId: string, currency: string): AccountRef => ({
    kind: 'investor_wallet',
    ownerId: userId,
    currency,
  }),
  withdrawalsInTransit: (currency: string): AccountRef => ({ kind: 'withdrawals_in_transit', ownerId: null, currency }),
  /** Liability: money owed back to payers, held until the refund settles; nobody can spend it. */
  refundsPayable: (currency: string): AccountRef => ({ kind: 'refunds_payable', ownerId: null, currency }),
  /** Asset: money the provider took back for chargebacks not yet decided. */
  disputedFunds: (currency: string): AccountRef => ({ kind: 'disputed_funds', ownerId: null, currency }),
  /**
   * Expense: what the platform bore, owned by the business (an investment taken back after its
   * raise was sent on) or by the payer (a top-up they had spent, a charge paid back twice).
   */
  platformLosses: (ownerId: string, currency: string): AccountRef => ({
    kind: 'platform_losses',
    ownerId,
    currency,
  }),
};

/** The money of an investment, as a payment row carries it. */
export interface PaymentMoney {
  id: string;
  userId: string;
  method: 'card' | 'wallet';
  projectId: string;
  currency: string;
  amountMinor: number;
  serviceFeeMinor: number;
  cardFeeMinor: number;
  totalMinor: number;
}

/** Where a payment's money comes from and goes back to: the card provider's clearing account, or the wallet. */
export function paymentSource(payment: Pick<PaymentMoney, 'method' | 'userId' | 'currency'>): AccountRef {
  return payment.method === 'wallet'
    ? accounts.investorWallet(payment.userId, payment.currency)
    : accounts.providerClearing(payment.currency);
}

/**
 * What taking an investment back costs each account: its amount from the raise as far as the
 * raise still holds it, the rest borne by the platform (the raise was sent on), and the fees back.
 */
export interface Reversal {
  /** Of the invested amount, what the raise account gives back. */
  fromRaiseMinor: number;
  /** Of the invested amount, what the platform bears because the raise no longer holds it. */
  fromLossesMinor: number;
}

function reversalEntries(payment: PaymentMoney, reversal: Reversal) {
  const { currency } = payment;
  return [
    { account: accounts.projectRaise(payment.projectId, currency), amountMinor: reversal.fromRaiseMinor },
    { account: accounts.platformLosses(payment.projectId, currency), amountMinor: reversal.fromLossesMinor },
    { account: accounts.platformFees(currency), amountMinor: payment.serviceFeeMinor },
    { account: accounts.cardFees(currency), amountMinor: payment.cardFeeMinor },
  ];
}

export const postings = {
  /**
   * A succeeded investment: the provider holds the total (or the payer's wallet gives it), the
   * business's raise is credited the amount, and the fees go to the platform and the card
   * processor (none for a wallet payment).
   */
  investment(payment: PaymentMoney, at?: Date): Posting {
    const { currency } = payment;
    return {
      kind: 'payment',
      paymentId: payment.id,
      memo: `Investment in ${payment.projectId}`,
      ...(at ? { at } : {}),
      entries: [
        { account: paymentSource(payment), amountMinor: payment.totalMinor },
        { account: accounts.projectRaise(payment.projectId, currency), amountMinor: -payment.amountMinor },
        { account: accounts.platformFees(currency), amountMinor: -payment.serviceFeeMinor },
        { account: accounts.cardFees(currency), amountMinor: -payment.cardFeeMinor },
      ],
    };
  },

  /**
   * An investment taken back to be refunded (cancelled in its window, or its round refunded): it
   * leaves the raise at once and the whole total, fees included, is owed to the payer, held where
   * nobody can spend it until the refund settles.
   */
  refundOwed(payment: PaymentMoney, reversal: Reversal): Posting {
    return {
      kind: 'refund',
      paymentId: payment.id,
      memo: `Refund owed for ${payment.id}`,
      entries: [
        ...reversalEntries(payment, reversal),
        { account: accounts.refundsPayable(payment.currency), amountMinor: -payment.totalMinor },
      ],
    };
  },

  /** Money captured for a payment we no longer take (the round had no room): owed back, held. */
  lateCaptureHeld(payment: PaymentMoney): Posting {
    return {
      kind: 'payment',
      paymentId: payment.id,
      memo: `Late payment for ${payment.projectId}, to be refunded`,
      entries: [
        { account: accounts.providerClearing(payment.currency), amountMinor: payment.totalMinor },
        { account: accounts.refundsPayable(payment.currency), amountMinor: -payment.totalMinor },
      ],
    };
  },

  /** The refund went through: what was owed leaves for the card (through the provider) or the wallet. */
  refundSettled(payment: PaymentMoney): Posting {
    return {
      kind: 'refund',
      paymentId: payment.id,
      memo: `Refund of ${payment.id}`,
      entries: [
        { account: accounts.refundsPayable(payment.currency), amountMinor: payment.totalMinor },
        { account: paymentSource(payment), amountMinor: -payment.totalMinor },
      ],
    };
  },

  /** A refund made at the provider of an investment that still held money: taken back and gone at once. */
  refundedAtProvider(payment: PaymentMoney, reversal: Reversal): Posting {
    return {
      kind: 'refund',
      paymentId: payment.id,
      memo: `Refunded at the provider: ${payment.id}`,
      entries: [
        ...reversalEntries(payment, reversal),
        { account: accounts.providerClearing(payment.currency), amountMinor: -payment.totalMinor },
      ],
    };
  },

  /**
   * A refund to the card failed: the money stays with (or came back to) the provider, and what
   * we owe the payer goes to their wallet, from where they can withdraw it.
   */
  refundFailedToWallet(payment: PaymentMoney, from: 'owed' | 'returned'): Posting {
    const { currency } = payment;
    return {
      kind: 'refund',
      paymentId: payment.id,
      memo: `Refund of ${payment.id} failed: credited to the wallet`,
      entries: [
        {
          account: from === 'owed' ? accounts.refundsPayable(currency) : accounts.providerClearing(currency),
          amountMinor: payment.totalMinor,
        },
        { account: accounts.investorWallet(payment.userId, currency), amountMinor: -payment.totalMinor },
      ],
    };
  },

  /**
   * What the processor kept, as its balance transactions say: its fee on a charge, or on a
   * charge's dispute (more of it since last booked; Stripe keeps it whatever the outcome). Out of
   * the clearing account (the provider's balance is the charge less it), into the platform's
   * expenses. A revenue share paid by card is owned by the payout it paid (its charge's money
   * came in as that payout's posting).
   */
  processorFee(
    charge:
      | { paymentId: string; currency: string }
      | { topUpId: string; currency: string }
      | { payoutId: string; currency: string },
    feeMinor: number,
    options: { on?: 'charge' | 'dispute'; at?: Date } = {},
  ): Posting {
    const owner =
      'paymentId' in charge
        ? { paymentId: charge.paymentId }
        : 'topUpId' in charge
          ? { topUpId: charge.topUpId }
          : { payoutId: charge.payoutId };
    return {
      kind: 'fee',
      ...owner,
      memo: `${options.on === 'dispute' ? 'Dispute fee' : 'Processor fee'} on ${Object.values(owner)[0]}`,
      ...(options.at ? { at: options.at } : {}),
      entries: [
        { account: accounts.processorFees(charge.currency), amountMinor: feeMinor },
        { account: accounts.providerClearing(charge.currency), amountMinor: -feeMinor },
      ],
    };
  },

  /** The provider took a charge's money back for a dispute (or gave it back when it was won). */
  disputeFunds(
    charge: { paymentId: string; currency: string } | { topUpId: string; currency: string },
    amountMinor: number,
    way: 'withdrawn' | 'reinstated',
  ): Posting {
    const sign = way === 'withdrawn' ? 1 : -1;
    const owner = 'paymentId' in charge ? { paymentId: charge.paymentId } : { topUpId: charge.topUpId };
    return {
      kind: 'dispute',
      ...owner,
      memo: `Dispute funds ${way}: ${Object.values(owner)[0]}`,
      entries: [
        { account: accounts.disputedFunds(charge.currency), amountMinor: sign * amountMinor },
        { account: accounts.providerClearing(charge.currency), amountMinor: -sign * amountMinor },
      ],
    };
  },

  /**
   * A dispute lost: the card network gave the payer their money back. The investment is taken
   * back as a refund would (from the raise, the rest borne by the platform), or what we owed the
   * payer for a refund is settled by the chargeback; the money the provider took leaves the
   * disputed account (or the clearing account, for what it had not taken yet).
   */
  disputeLost(
    payment: PaymentMoney,
    owed: { kind: 'investment'; reversal: Reversal } | { kind: 'refund_owed' },
    heldInDisputeMinor: number,
  ): Posting {
    const { currency } = payment;
    const fromDisputed = Math.min(heldInDisputeMinor, payment.totalMinor);
    return {
      kind: 'dispute',
      paymentId: payment.id,
      memo: `Dispute lost: ${payment.id}`,
      entries: [
        ...(owed.kind === 'investment'
          ? reversalEntries(payment, owed.reversal)
          : [{ account: accounts.refundsPayable(currency), amountMinor: payment.totalMinor }]),
        { account: accounts.disputedFunds(currency), amountMinor: -fromDisputed },
        { account: accounts.providerClearing(currency), amountMinor: -(payment.totalMinor - fromDisputed) },
      ],
    };
  },

  /**
   * A chargeback lost on a payment already refunded to the card: the platform paid it back twice,
   * a loss on the payer (not on the business's raise, which gave its part back with the refund).
   * The whole charge is lost: what the provider has taken leaves the disputed account, and what
   * it has not taken yet the clearing account (its funds event may come after the close).
   */
  disputeLossBorne(
    payment: Pick<PaymentMoney, 'id' | 'userId' | 'currency' | 'totalMinor'>,
    heldInDisputeMinor: number,
  ): Posting {
    const fromDisputed = Math.min(heldInDisputeMinor, payment.totalMinor);
    return {
      kind: 'dispute',
      paymentId: payment.id,
      memo: `Dispute lost after a refund: ${payment.id}`,
      entries: [
        { account: accounts.platformLosses(payment.userId, payment.currency), amountMinor: payment.totalMinor },
        { account: accounts.disputedFunds(payment.currency), amountMinor: -fromDisputed },
        { account: accounts.providerClearing(payment.currency), amountMinor: -(payment.totalMinor - fromDisputed) },
      ],
    };
  },

  /**
   * A disbursement: the raise account is emptied (the platform no longer owes the business
   * anything for it) and the money leaves the platform's bank for the business's bank account.
   */
  disbursement(
    disbursement: { id: string; projectId: string; currency: string; amountMinor: number; reference: string },
    at?: Date,
  ): Posting {
    return {
      kind: 'disbursement',
      disbursementId: disbursement.id,
      memo: `Disbursement ${disbursement.reference} of ${disbursement.projectId}`,
      ...(at ? { at } : {}),
      entries: [
        {
          account: accounts.projectRaise(disbursement.projectId, disbursement.currency),
          amountMinor: disbursement.amountMinor,
        },
        { account: accounts.bank(disbursement.currency), amountMinor: -disbursement.amountMinor },
      ],
    };
  },

  /**
   * A payout: the business paid the platform (into its bank, or by card through the provider,
   * whose balance then holds it until its payout to our bank); each investor's wallet is owed
   * their shares.
   */
  payout(
    payout: { id: string; projectId: string; currency: string; amountMinor: number; reference: string },
    perInvestor: ReadonlyMap<string, number>,
    at?: Date,
    paidInto: 'bank' | 'provider_clearing' = 'bank',
  ): Posting {
    return {
      kind: 'payout',
      payoutId: payout.id,
      memo: `Payout ${payout.reference} of ${payout.projectId}`,
      ...(at ? { at } : {}),
      entries: [
        {
          account: paidInto === 'bank' ? accounts.bank(payout.currency) : accounts.providerClearing(payout.currency),
          amountMinor: payout.amountMinor,
        },
        ...[...perInvestor].map(([userId, share]) => ({
          account: accounts.investorWallet(userId, payout.currency),
          amountMinor: -share,
        })),
      ],
    };
  },

  /**
   * The provider paid its balance out to the platform's bank (Stripe's automatic payouts); a
   * negative amount is a negative balance it took from the bank.
   */
  providerPayout(payout: { id: string; currency: string; amountMinor: number }): Posting {
    return {
      kind: 'provider_payout',
      providerPayoutId: payout.id,
      memo: `Provider payout ${payout.id} to the bank`,
      entries: [
        { account: accounts.bank(payout.currency), amountMinor: payout.amountMinor },
        { account: accounts.providerClearing(payout.currency), amountMinor: -payout.amountMinor },
      ],
    };
  },

  /** A wallet top-up by card: the provider holds amount and fee; the wallet is owed the amount, the processor the fee. */
  topUp(topUp: { id: string; userId: string; currency: string; amountMinor: number; cardFeeMinor: number }): Posting {
    const { currency } = topUp;
    return {
      kind: 'top_up',
      topUpId: topUp.id,
      memo: `Wallet top-up ${topUp.id}`,
      entries: [
        { account: accounts.providerClearing(currency), amountMinor: topUp.amountMinor + topUp.cardFeeMinor },
        { account: accounts.investorWallet(topUp.userId, currency), amountMinor: -topUp.amountMinor },
        { account: accounts.cardFees(currency), amountMinor: -topUp.cardFeeMinor },
      ],
    };
  },

  /**
   * A top-up refunded or charged back at the provider: the wallet gives back what it still holds
   * of it, the platform bears the rest (the investor had spent it), and the money leaves the
   * provider (or the disputed account, for what a dispute took).
   */
  topUpReversed(
    topUp: { id: string; userId: string; currency: string; amountMinor: number; cardFeeMinor: number },
    split: { fromWalletMinor: number; fromDisputedMinor: number },
  ): Posting {
    const { currency } = topUp;
    const total = topUp.amountMinor + topUp.cardFeeMinor;
    return {
      kind: 'refund',
      topUpId: topUp.id,
      memo: `Top-up ${topUp.id} taken back at the provider`,
      entries: [
        { account: accounts.investorWallet(topUp.userId, currency), amountMinor: split.fromWalletMinor },
        {
          account: accounts.platformLosses(topUp.userId, currency),
          amountMinor: topUp.amountMinor - split.fromWalletMinor,
        },
        { account: accounts.cardFees(currency), amountMinor: topUp.cardFeeMinor },
        { account: accounts.disputedFunds(currency), amountMinor: -split.fromDisputedMinor },
        { account: accounts.providerClearing(currency), amountMinor: -(total - split.fromDisputedMinor) },
      ],
    };
  },

  /** A withdrawal requested: out of the wallet at once, into transit while the provider pays it. */
  withdrawalRequested(withdrawal: { id: string; userId: string; currency: string; amountMinor: number }): Posting {
    return {
      kind: 'withdrawal',
      withdrawalId: withdrawal.id,
      memo: `Withdrawal ${withdrawal.id} requested`,
      entries: [
        {
          account: accounts.investorWallet(withdrawal.userId, withdrawal.currency),
          amountMinor: withdrawal.amountMinor,
        },
        { account: accounts.withdrawalsInTransit(withdrawal.currency), amountMinor: -withdrawal.amountMinor },
      ],
    };
  },

  /**
   * The provider paid it out (money left its balance), or could not (back to the wallet), or the
   * investor canceled it before it was sent (back to the wallet).
   */
  withdrawalSettled(
    withdrawal: { id: string; userId: string; currency: string; amountMinor: number },
    outcome: 'paid' | 'failed' | 'canceled',
  ): Posting {
    const { currency, amountMinor } = withdrawal;
    const memo = {
      paid: `Withdrawal ${withdrawal.id} paid out`,
      failed: `Withdrawal ${withdrawal.id} failed, returned`,
      canceled: `Withdrawal ${withdrawal.id} canceled before it was sent, returned`,
    }[outcome];
    return {
      kind: 'withdrawal',
      withdrawalId: withdrawal.id,
      memo,
      entries: [
        { account: accounts.withdrawalsInTransit(currency), amountMinor },
        outcome === 'paid'
          ? { account: accounts.providerClearing(currency), amountMinor: -amountMinor }
          : { account: accounts.investorWallet(withdrawal.userId, currency), amountMinor: -amountMinor },
      ],
    };
  },

  /** A payout reported paid came back later (the bank refused it): the money is the investor's again. */
  withdrawalReturned(withdrawal: { id: string; userId: string; currency: string; amountMinor: number }): Posting {
    return {
      kind: 'withdrawal',
      withdrawalId: withdrawal.id,
      memo: `Withdrawal ${withdrawal.id} returned after it was paid`,
      entries: [
        { account: accounts.providerClearing(withdrawal.currency), amountMinor: withdrawal.amountMinor },
        {
          account: accounts.investorWallet(withdrawal.userId, withdrawal.currency),
          amountMinor: -withdrawal.amountMinor,
        },
      ],
    };
  },
};
