import type { Executor } from '../../db/client.js';
import type { LedgerTransactionKind } from '../../db/schema/index.js';
import {
  accountBalance,
  ensureAccounts,
  findInconsistencies,
  insertEntries,
  insertTransaction,
  accountKey,
  type AccountRef,
} from './ledger.repository.js';

export type { AccountRef } from './ledger.repository.js';

export interface Posting {
  kind: LedgerTransactionKind;
  paymentId?: string | null;
  memo: string;
  /** Debits positive, credits negative; per currency they sum to zero. */
  entries: readonly { account: AccountRef; amountMinor: number }[];
}

export class LedgerError extends Error {
  override name = 'LedgerError';
}

/**
 * Posts one balanced transaction inside the caller's database transaction, so money moves
 * exactly when the change that causes it commits. The database checks the balance again at
 * commit, keeps each account's balance, and refuses updates and deletes (migration 0005).
 */
export async function postTransaction(executor: Executor, posting: Posting): Promise<string> {
  const entries = posting.entries.filter((entry) => entry.amountMinor !== 0);
  if (entries.length < 2) throw new LedgerError(`A transaction needs two entries or more: ${posting.memo}`);
  const sums = new Map<string, bigint>();
  for (const { account, amountMinor } of entries) {
    if (!Number.isSafeInteger(amountMinor)) throw new LedgerError(`Not a whole minor amount: ${amountMinor}`);
    sums.set(account.currency, (sums.get(account.currency) ?? 0n) + BigInt(amountMinor));
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0n) throw new LedgerError(`${posting.memo}: ${currency} entries sum to ${sum}, not zero`);
  }
  const ids = await ensureAccounts(
    executor,
    entries.map((entry) => entry.account),
  );
  const transactionId = await insertTransaction(executor, {
    kind: posting.kind,
    paymentId: posting.paymentId ?? null,
    memo: posting.memo,
  });
  await insertEntries(
    executor,
    entries.map(({ account, amountMinor }) => ({
      transactionId,
      accountId: ids.get(accountKey(account))!,
      amountMinor,
      currency: account.currency,
    })),
  );
  return transactionId;
}

/** The accounts money moves between. Credit-normal accounts hold negative balances. */
export const accounts = {
  providerClearing: (currency: string): AccountRef => ({ kind: 'provider_clearing', ownerId: null, currency }),
  projectRaise: (projectId: string, currency: string): AccountRef => ({
    kind: 'project_raise',
    ownerId: projectId,
    currency,
  }),
  platformFees: (currency: string): AccountRef => ({ kind: 'platform_fees', ownerId: null, currency }),
  providerFees: (currency: string): AccountRef => ({ kind: 'provider_fees', ownerId: null, currency }),
  investorWallet: (userId: string, currency: string): AccountRef => ({
    kind: 'investor_wallet',
    ownerId: userId,
    currency,
  }),
};

/** What a business's raise holds, as a positive amount (its account is credit-normal). */
export async function raisedMinorOf(executor: Executor, projectId: string, currency: string): Promise<number> {
  return -(await accountBalance(executor, accounts.projectRaise(projectId, currency)));
}

export { findInconsistencies };
