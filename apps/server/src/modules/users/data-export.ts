import { PassThrough, type Readable } from 'node:stream';
import { DATA_EXPORT_FILES, type NotificationList, type User } from '@grove/contracts';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Db } from '../../db/client.js';
import { decimal, toCsv, type CsvCell } from '../../lib/csv.js';
import { ledgerEntriesOfUser } from '../ledger/ledger.service.js';
import { optedOutKinds } from '../mail/mail.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { listKiisAcknowledgments } from '../documents/kiis.repository.js';
import { listPasskeysOf } from '../passkeys/passkeys.repository.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import type { PaymentsService } from '../payments/payments.service.js';
import type { PayoutsService } from '../payouts/payouts.service.js';
import type { WalletService } from '../wallet/wallet.service.js';

export type DataExportFile = (typeof DATA_EXPORT_FILES)[number];

export interface DataExportDeps {
  db: Db;
  payments: Pick<PaymentsService, 'listOfUser' | 'eventsOf'>;
  wallet: Pick<WalletService, 'movesOf'>;
  payouts: Pick<PayoutsService, 'receivedBy'>;
  notifications: Pick<NotificationsService, 'list'>;
  sessions: Pick<SessionsService, 'list'>;
}

const README = `Your Grove data (GDPR articles 15 and 20)

profile.json          your account and profile, and the kinds of e-mail you switched off
investments.json/csv  every investment you started, with its amounts and fees, in minor units (cents)
payments.json         the status history of those payments, your wallet top-ups and withdrawals
ledger-entries.*      every entry on your wallet's accounts in our double-entry ledger
payouts.*             your share of each payout of the businesses you invested in
notifications.json    the notifications in your account
sessions.json         the devices signed in to your account now, and your passkeys
kiis-acknowledgments.json  each key investment information sheet you acknowledged, and when

Amounts ending in _minor are integer minor units of their currency (100 = 1.00 USD).
`;

const iso = (date: Date | null) => date?.toISOString() ?? null;
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * The investor's data as a ZIP of JSON and CSV (docs/architecture.md, "Account settings"). The
 * archive streams: each file is read, compressed and written on in turn, so memory holds one
 * file of one user at a time, never the archive.
 */
export function createDataExport(deps: DataExportDeps) {
  const files: Record<DataExportFile, (user: User) => Promise<string>> = {
    'README.txt': async () => README,
    'profile.json': async (user) => json({ ...user, email_kinds_switched_off: await optedOutKinds(deps.db, user.id) }),
    'investments.json': async (user) => json((await investments(user.id)).map(investmentJson)),
    'investments.csv': async (user) =>
      toCsv([
        ['id', 'business', 'status', 'currency', 'amount', 'service_fee', 'card_fee', 'total', 'paid_at', 'created_at'],
        ...(await investments(user.id)).map((p): CsvCell[] => [
          p.id,
          p.projectId,
          p.status,
          p.currency,
          decimal(p.amountMinor, p.currency),
          decimal(p.serviceFeeMinor, p.currency),
          decimal(p.cardFeeMinor, p.currency),
          decimal(p.totalMinor, p.currency),
          iso(p.paidAt),
          iso(p.createdAt),
        ]),
      ]),
    'payments.json': async (user) => {
      const ids = (await investments(user.id)).map((p) => p.id);
      const [events, wallet] = await Promise.all([
        ids.length ? deps.payments.eventsOf(ids) : Promise.resolve([]),
        deps.wallet.movesOf(user.id),
      ]);
      return json({
        investment_payment_events: events.map((e) => ({
          payment_id: e.paymentId,
          from_status: e.fromStatus,
          to_status: e.toStatus,
          at: iso(e.createdAt),
        })),
        wallet_top_ups: wallet.topUps.map((t) => ({ ...t, createdAt: iso(t.createdAt) })),
        wallet_withdrawals: wallet.withdrawals.map((w) => ({ ...w, createdAt: iso(w.createdAt) })),
      });
    },
    'ledger-entries.json': async (user) => json(await ledger(user.id)),
    'ledger-entries.csv': async (user) =>
      toCsv([
        ['id', 'transaction', 'account', 'kind', 'currency', 'amount', 'memo', 'at'],
        ...(await ledger(user.id)).map((e): CsvCell[] => [
          e.id,
          e.transaction_id,
          e.account,
          e.transaction_kind,
          e.currency,
          decimal(e.amount_minor, e.currency),
          e.memo,
          e.at,
        ]),
      ]),
    'payouts.json': async (user) => json(await payouts(user.id)),
    'payouts.csv': async (user) =>
      toCsv([
        ['payout', 'business', 'investment', 'currency', 'amount', 'period_start', 'period_end', 'paid_at'],
        ...(await payouts(user.id)).map((p): CsvCell[] => [
          p.payout_id,
          p.project_id,
          p.payment_id,
          p.currency,
          decimal(p.amount_minor, p.currency),
          p.period_start,
          p.period_end,
          p.paid_at,
        ]),
      ]),
    'notifications.json': async (user) => json(await allNotifications(user.id)),
    'sessions.json': async (user) =>
      json({
        account_created_at: user.created_at,
        sessions: await deps.sessions.list(user.id, null),
        passkeys: (await listPasskeysOf(deps.db, user.id)).map((passkey) => ({
          name: passkey.name,
          synced: passkey.backedUp,
          created_at: iso(passkey.createdAt),
          last_used_at: iso(passkey.lastUsedAt),
        })),
      }),
    'kiis-acknowledgments.json': async (user) =>
      json(
        (await listKiisAcknowledgments(deps.db, user.id)).map((row) => ({
          business: row.projectId,
          version: row.version,
          acknowledged_at: iso(row.acknowledgedAt),
        })),
      ),
  };

  // Each file reads what it needs; the same rows read twice (JSON and CSV) cost one more query, not memory.
  const investments = (userId: string) => deps.payments.listOfUser(userId);
  const investmentJson = (p: Awaited<ReturnType<typeof investments>>[number]) => ({
    id: p.id,
    business: p.projectId,
    status: p.status,
    method: p.method,
    currency: p.currency,
    amount_minor: p.amountMinor,
    service_fee_minor: p.serviceFeeMinor,
    card_fee_minor: p.cardFeeMinor,
    total_minor: p.totalMinor,
    service_fee_bp: p.serviceFeeBp,
    card_fee_bp: p.cardFeeBp,
    risk_acknowledged: p.riskAcknowledged,
    extra_risk_acknowledged: p.extraRiskAcknowledged,
    failure_reason: p.failureReason,
    paid_at: iso(p.paidAt),
    cancel_deadline: iso(p.cancelDeadline),
    created_at: iso(p.createdAt),
  });
  const ledger = async (userId: string) =>
    (await ledgerEntriesOfUser(deps.db, userId)).map((e) => ({
      id: e.id,
      transaction_id: e.transactionId,
      account: e.account,
      account_kind: e.accountKind,
      transaction_kind: e.transactionKind,
      currency: e.currency,
      amount_minor: e.amountMinor,
      memo: e.memo,
      payment_id: e.paymentId,
      payout_id: e.payoutId,
      top_up_id: e.topUpId,
      withdrawal_id: e.withdrawalId,
      at: e.createdAt.toISOString(),
    }));
  const payouts = async (userId: string) =>
    (await deps.payouts.receivedBy(userId)).map((p) => ({
      payout_id: p.payoutId,
      project_id: p.projectId,
      payment_id: p.paymentId,
      currency: p.currency,
      amount_minor: p.amountMinor,
      period_start: p.periodStart,
      period_end: p.periodEnd,
      paid_at: p.paidAt.toISOString(),
    }));
  async function allNotifications(userId: string) {
    const all: NotificationList['notifications'] = [];
    let cursor: string | undefined;
    do {
      const page = await deps.notifications.list(userId, { cursor });
      all.push(...page.notifications);
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    return all;
  }

  return {
    /** The ZIP as a stream; an error while building it ends the stream with that error. */
    archive(user: User): Readable {
      const out = new PassThrough();
      const zip = new Zip((error, chunk, final) => {
        if (error) {
          out.destroy(error);
          return;
        }
        out.write(Buffer.from(chunk));
        if (final) out.end();
      });
      void (async () => {
        for (const name of DATA_EXPORT_FILES) {
          const body = strToU8(await files[name](user));
          const entry = name === 'README.txt' ? new ZipPassThrough(name) : new ZipDeflate(name, { level: 6 });
          zip.add(entry);
          entry.push(body, true);
        }
        zip.end();
      })().catch((error: unknown) => {
        zip.terminate();
        out.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return out;
    },
  };
}
export type DataExport = ReturnType<typeof createDataExport>;
