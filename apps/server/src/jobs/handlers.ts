import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Container } from '../container.js';
import type { Db } from '../db/client.js';
import {
  DATABASE_MAINTENANCE_JOB,
  EMBEDDED_MAINTENANCE_EVERY_MS,
  maintainEmbeddedDatabase,
} from '../db/maintenance.js';
import { FUNDING_DEADLINE_JOB } from '../modules/admin/lifecycle.service.js';
import { FUNDING_AUDIENCE_JOB, tellAudiencePage, type AudienceEvent } from '../modules/funding/funding.service.js';
import { RECOVERY_CODE_JOB, SIGN_IN_LINK_JOB } from '../modules/auth/auth.service.js';
import { DEMO_PURGE_JOB } from '../modules/demo/demo.service.js';
import { ANNUAL_STATEMENT_NOTICES_JOB } from '../modules/documents/documents.service.js';
import { MONEY_INTEGRITY_JOB } from '../modules/integrity/integrity.service.js';
import { KYC_POLL_JOB, KYC_REFRESH_JOB } from '../modules/kyc/kyc.service.js';
import { APPLICATION_PERSON_REFRESH_JOB } from '../modules/founders/applications.service.js';
import { OPENING_NOTICES_JOB, OPENING_NOTICES_SWEEP_JOB } from '../modules/launch/launch.service.js';
import { SANDBOX_WEBHOOK_JOB } from '../providers/kyc/sandbox.js';
import {
  PAYMENT_EXPIRY_JOB,
  PAYMENT_REFUND_JOB,
  PAYMENT_ROUND_REFUND_JOB,
  REFUND_RETRY_JOB,
} from '../modules/payments/payments.service.js';
import {
  createSandboxWebhookDelivery,
  SANDBOX_AUTO_PAYOUT_JOB,
  SANDBOX_EXPIRY_JOB,
  SANDBOX_PAYMENT_WEBHOOK_JOB,
} from '../providers/payments/sandbox.js';
import { RECONCILIATION_JOB } from '../modules/finance/reconciliation.js';
import { REVENUE_CARD_EXPIRY_JOB } from '../modules/revenue/revenue-card.js';
import { DISPUTE_FEE_JOB, PROCESSOR_FEE_JOB } from '../modules/payments/processor-fees.js';
import { WAITLIST_OFFER_JOB, WAITLIST_SETTLE_JOB } from '../modules/waitlist/waitlist.service.js';
import { createMailSendJob, MAIL_SEND_JOB } from '../modules/mail/mail.service.js';
import {
  TOP_UP_EXPIRY_JOB,
  WITHDRAWAL_PAYOUT_ATTEMPTS,
  WITHDRAWAL_PAYOUT_JOB,
  WITHDRAWAL_RETURN_JOB,
  WITHDRAWAL_SETTLE_JOB,
} from '../modules/wallet/wallet.service.js';
import { createOutboxTransport, createSmtpTransport, type MailTransport } from '../providers/mail/transport.js';
import { IDEMPOTENCY_PURGE_JOB } from '../plugins/idempotency.js';
import { purgeIdempotencyKeys } from '../plugins/idempotency.repository.js';
import { purgeSpentCredentials, SPENT_CREDENTIALS_PURGE_JOB } from '../modules/sessions/purge-spent-credentials.js';
import { purgeRateLimits, RATE_LIMIT_PURGE_JOB } from '../lib/rate-limit-store.js';
import {
  deleteExpiredPasskeyChallenges,
  PASSKEY_CHALLENGE_PURGE_JOB,
} from '../modules/passkeys/passkeys.repository.js';
import type { JobHandler, RecurringJob } from './queue.js';

export const DECLARATION_EXPIRY_JOB = 'onboarding.expire-declarations';
/** Reminds owners of late revenue reports (issue 26), once per business and period. */
export const REVENUE_REMINDERS_JOB = 'revenue.remind-late-reports';
const DAY_MS = 24 * 60 * 60_000;

/** Every background job of the platform, wired to its dependencies. */
export function createJobHandlers(deps: {
  db: Db;
  config: Config;
  container: Container;
  log: FastifyBaseLogger;
  /** Delivers the sandbox provider's webhook; defaults to an HTTP POST to our own endpoint. */
  deliverSandboxWebhook?: (body: Record<string, unknown>) => Promise<void>;
  /** Delivers the sandbox payment provider's signed event; defaults to an HTTP POST to our own endpoint. */
  deliverPaymentWebhook?: (event: Record<string, unknown>) => Promise<void>;
  /** Where e-mails go; by default SMTP when SMTP_URL is set, else the local outbox. */
  transport?: MailTransport;
}): { handlers: Record<string, JobHandler>; recurring: RecurringJob[] } {
  const { config, container } = deps;
  const transport =
    deps.transport ??
    (config.mail.smtpUrl
      ? createSmtpTransport(config.mail.smtpUrl)
      : createOutboxTransport((mail) =>
          deps.log.info({ to: mail.to, subject: mail.subject }, 'e-mail kept in the local outbox'),
        ));

  const deliverSandboxWebhook =
    deps.deliverSandboxWebhook ??
    (async (body: Record<string, unknown>) => {
      if (config.kyc.provider !== 'sandbox') return;
      const response = await fetch(config.kyc.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`webhook answered ${response.status}`);
    });

  const deliverPaymentWebhook =
    deps.deliverPaymentWebhook ??
    createSandboxWebhookDelivery({ url: config.payments.sandboxWebhookUrl, secret: container.paymentWebhookSecret });

  return {
    handlers: {
      [MAIL_SEND_JOB]: createMailSendJob({
        db: deps.db,
        transport,
        from: config.mail.from,
        unsubscribe: { tokens: container.unsubscribeTokens, publicUrl: config.publicUrl },
        attachment: async (ref) => {
          const document = await container.documents.confirmationAttachment(ref.userId, ref.paymentId, ref.language);
          return document
            ? { filename: document.filename, content: Buffer.from(document.bytes), contentType: 'application/pdf' }
            : null;
        },
      }),
      [RECOVERY_CODE_JOB]: async (payload) => {
        await container.auth.sendRecoveryCode(String(payload.email));
      },
      [SIGN_IN_LINK_JOB]: async (payload) => {
        await container.auth.sendSignInLink(String(payload.email));
      },
      [KYC_REFRESH_JOB]: async (payload) => {
        await container.kyc.refresh(String(payload.userAccessCode));
      },
      [APPLICATION_PERSON_REFRESH_JOB]: async (payload) => {
        await container.applications.refreshPerson(String(payload.userAccessCode));
      },
      [KYC_POLL_JOB]: async () => {
        await container.kyc.pollStale();
      },
      [SANDBOX_WEBHOOK_JOB]: async (payload) => deliverSandboxWebhook(payload),
      [DECLARATION_EXPIRY_JOB]: async () => {
        await container.onboarding.expireDeclarations();
      },
      [PAYMENT_REFUND_JOB]: async (payload) => {
        await container.payments.requestRefund(String(payload.paymentId));
      },
      [REFUND_RETRY_JOB]: async () => {
        await container.payments.retryStuckRefunds();
      },
      [PAYMENT_ROUND_REFUND_JOB]: async (payload) => {
        await container.payments.refundRound(String(payload.projectId));
      },
      [WITHDRAWAL_PAYOUT_JOB]: async (payload, context) => {
        await container.wallet.sendWithdrawal(String(payload.withdrawalId), {
          lastAttempt: context.attempt >= WITHDRAWAL_PAYOUT_ATTEMPTS,
        });
      },
      [WITHDRAWAL_RETURN_JOB]: async (payload) => {
        await container.wallet.returnFailedPayout(String(payload.withdrawalId));
      },
      [TOP_UP_EXPIRY_JOB]: async () => {
        await container.wallet.expireTopUps();
      },
      [REVENUE_CARD_EXPIRY_JOB]: async () => {
        await container.revenueCard.expireOverdue();
      },
      [WITHDRAWAL_SETTLE_JOB]: async () => {
        await container.wallet.settleStuckWithdrawals();
      },
      [SANDBOX_AUTO_PAYOUT_JOB]: async () => {
        if (container.paymentProvider.name === 'sandbox') await container.paymentSandboxDashboard.payOutBalances();
      },
      [SANDBOX_EXPIRY_JOB]: async () => {
        if (container.paymentProvider.name === 'sandbox')
          await container.paymentSandboxDashboard.expireLapsedSessions();
      },
      [PAYMENT_EXPIRY_JOB]: async () => {
        await container.payments.expireReservations();
      },
      [SANDBOX_PAYMENT_WEBHOOK_JOB]: async (payload) => deliverPaymentWebhook(payload),
      [FUNDING_AUDIENCE_JOB]: async (payload) => {
        await tellAudiencePage(deps.db, payload as unknown as AudienceEvent);
      },
      [FUNDING_DEADLINE_JOB]: async () => {
        await container.lifecycle.closeDueRaises();
      },
      [WAITLIST_OFFER_JOB]: async (payload) => {
        await container.waitlist.settleLine(String(payload.projectId));
      },
      [WAITLIST_SETTLE_JOB]: async () => {
        await container.waitlist.settleDue();
      },
      [OPENING_NOTICES_JOB]: async (payload) => {
        await container.launch.notifyOpened(String(payload.projectId));
      },
      [OPENING_NOTICES_SWEEP_JOB]: async () => {
        await container.launch.notifyOpened();
      },
      [MONEY_INTEGRITY_JOB]: async (_payload, context) => {
        await container.integrity.checkScheduled(context.log);
      },
      [ANNUAL_STATEMENT_NOTICES_JOB]: async (_payload, context) => {
        const queued = await container.documents.noticeAnnualStatements();
        if (queued > 0) context.log.info({ queued }, 'annual statement e-mails queued');
      },
      [DEMO_PURGE_JOB]: async (_payload, context) => {
        await container.demo.purgeExpired(context.log);
      },
      [PROCESSOR_FEE_JOB]: async (payload) => {
        if (payload.revenueCardPaymentId) {
          await container.processorFees.recordRevenueCard(String(payload.revenueCardPaymentId));
          return;
        }
        const charge = payload.paymentId
          ? { paymentId: String(payload.paymentId) }
          : { topUpId: String(payload.topUpId) };
        await container.processorFees.record(charge);
      },
      [DISPUTE_FEE_JOB]: async (payload) => {
        const charge = payload.paymentId
          ? { paymentId: String(payload.paymentId) }
          : { topUpId: String(payload.topUpId) };
        await container.processorFees.recordDisputeFee(charge, Number(payload.feeMinor));
      },
      [RECONCILIATION_JOB]: async (_payload, context) => {
        const runs = await container.reconciliation.reconcileAll({ trigger: 'schedule' });
        for (const run of runs.filter((r) => r.unexplainedMinor !== 0 || r.staleUnmatched > 0)) {
          // Where alerting hears of it, like a broken money invariant.
          context.log.error(
            { currency: run.currency, unexplained: run.unexplainedMinor, unmatched: run.staleUnmatched, run: run.id },
            'reconciliation with the payment provider left movements unmatched for over a day',
          );
        }
      },
      [IDEMPOTENCY_PURGE_JOB]: async () => {
        await purgeIdempotencyKeys(deps.db);
      },
      [RATE_LIMIT_PURGE_JOB]: async () => {
        await purgeRateLimits(deps.db);
      },
      [SPENT_CREDENTIALS_PURGE_JOB]: async (_payload, context) => {
        const purged = await purgeSpentCredentials(deps.db, new Date());
        if (Object.values(purged).some((n) => n > 0)) context.log.info(purged, 'spent sign-in credentials purged');
      },
      [PASSKEY_CHALLENGE_PURGE_JOB]: async () => {
        await deleteExpiredPasskeyChallenges(deps.db, new Date());
      },
      [REVENUE_REMINDERS_JOB]: async () => {
        await container.revenue.remindLate();
      },
      [DATABASE_MAINTENANCE_JOB]: async () => {
        if (config.database.kind === 'pglite') await maintainEmbeddedDatabase(deps.db);
      },
    },
    recurring: [
      { name: KYC_POLL_JOB, everyMs: 2 * 60_000 },
      { name: DECLARATION_EXPIRY_JOB, everyMs: 6 * 60 * 60_000 },
      // Reservations end within a minute of their expiry, on whichever instance claims the job.
      { name: PAYMENT_EXPIRY_JOB, everyMs: 60_000 },
      { name: TOP_UP_EXPIRY_JOB, everyMs: 60_000 },
      { name: REVENUE_CARD_EXPIRY_JOB, everyMs: 60_000 },
      // Refunds whose job gave up are asked for again.
      { name: REFUND_RETRY_JOB, everyMs: 60 * 60_000 },
      // Withdrawals still on their way after an hour: the provider is asked what became of them.
      { name: WITHDRAWAL_SETTLE_JOB, everyMs: 15 * 60_000 },
      // The sandbox closes checkouts at their expiry, as Stripe does (nothing to do with Stripe).
      ...(config.payments.provider === 'sandbox' ? [{ name: SANDBOX_EXPIRY_JOB, everyMs: 60_000 }] : []),
      // The sandbox pays its balance out to the platform's bank daily, as Stripe does by default.
      ...(config.payments.provider === 'sandbox' ? [{ name: SANDBOX_AUTO_PAYOUT_JOB, everyMs: DAY_MS }] : []),
      // Raises whose deadline passed close within a minute: funded, or refunded (all or nothing).
      { name: FUNDING_DEADLINE_JOB, everyMs: 60_000 },
      // Waitlist offers end within a minute of their time, the next in line offered the room; and
      // any room a release's own offer job did not place (a resumed raise) is offered.
      { name: WAITLIST_SETTLE_JOB, everyMs: 60_000 },
      // "Notify me when it opens": each opening has its own job at its time; this catches anyone
      // left (a raise resumed after a pause, a request that committed just after its job ran).
      { name: OPENING_NOTICES_SWEEP_JOB, everyMs: 60_000 },
      // Demo visits (/demo) go within ten minutes of expiring; it runs with demo mode off too,
      // so visits made before it was switched off still go.
      { name: DEMO_PURGE_JOB, everyMs: 10 * 60_000 },
      // Last year's statements are announced in January: the job does nothing in other months, and
      // whoever it told has a notice, so running every six hours costs one query after the first run.
      { name: ANNUAL_STATEMENT_NOTICES_JOB, everyMs: 6 * 60 * 60_000 },
      // The money invariants, checked where alerting hears of a break (the log, at error level).
      { name: MONEY_INTEGRITY_JOB, everyMs: 15 * 60_000 },
      // Late revenue reports: a reminder to the owners, once per period (the reminders table's key).
      { name: REVENUE_REMINDERS_JOB, everyMs: 6 * 60 * 60_000 },
      // Idempotency-Key answers are kept a day (plugins/idempotency.ts).
      { name: IDEMPOTENCY_PURGE_JOB, everyMs: 60 * 60_000 },
      // Rate-limit counts of ended windows (RATE_LIMIT_STORE=database), so the table holds about one window's keys.
      { name: RATE_LIMIT_PURGE_JOB, everyMs: 10 * 60_000 },
      { name: PASSKEY_CHALLENGE_PURGE_JOB, everyMs: 60 * 60_000 },
      { name: SPENT_CREDENTIALS_PURGE_JOB, everyMs: 60 * 60_000 },
      // The books against the provider's, every currency, daily (and from the console's button).
      // Not at start: what the other jobs move then (the sandbox's payout) would be matched moments later.
      { name: RECONCILIATION_JOB, everyMs: DAY_MS, firstAfterMs: 15 * 60_000 },
      // PGlite has no autovacuum: the job does its work (PostgreSQL's own autovacuum does it there).
      ...(config.database.kind === 'pglite'
        ? [{ name: DATABASE_MAINTENANCE_JOB, everyMs: EMBEDDED_MAINTENANCE_EVERY_MS }]
        : []),
    ],
  };
}
