import { createHmac } from 'node:crypto';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import {
  controlOf,
  createShiftableClock,
  isShiftable,
  systemClock,
  type Clock,
  type ShiftableClock,
} from './lib/clock.js';
import { ResponseCache } from './lib/response-cache.js';
import { createSecretBox, secretBoxKey } from './lib/secret-box.js';
import { createFundingService } from './modules/funding/funding.service.js';
import { createFinanceService } from './modules/finance/finance.service.js';
import { createReconciliation } from './modules/finance/reconciliation.js';
import { createProcessorFees } from './modules/payments/processor-fees.js';
import { createIntegrityService } from './modules/integrity/integrity.service.js';
import { recordAudit, type AuditEntry } from './modules/audit/audit.service.js';
import { createAdminProjectsService } from './modules/admin/admin-projects.service.js';
import { createLifecycleService } from './modules/admin/lifecycle.service.js';
import { createOverviewService } from './modules/admin/overview.service.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { resolveJwtSecret } from './modules/auth/jwt-secret.js';
import { argon2Passwords } from './modules/auth/passwords.js';
import { createTokenService } from './modules/auth/tokens.js';
import { createFilesService } from './modules/files/files.service.js';
import { createKycService } from './modules/kyc/kyc.service.js';
import { createLaunchService } from './modules/launch/launch.service.js';
import { createNotificationsService } from './modules/notifications/notifications.service.js';
import { createOnboardingService } from './modules/onboarding/onboarding.service.js';
import { createDemoService } from './modules/demo/demo.service.js';
import { createInvestorLimits } from './modules/payments/investor-limits.js';
import { createPaymentsService, type PaymentsServiceDeps } from './modules/payments/payments.service.js';
import { createPayoutsService } from './modules/payouts/payouts.service.js';
import { createDisbursementsService } from './modules/disbursements/disbursements.service.js';
import { createWalletService } from './modules/wallet/wallet.service.js';
import { createDocumentsService } from './modules/documents/documents.service.js';
import { createKiisService } from './modules/documents/kiis.service.js';
import { createPdfRenderer } from './modules/documents/pdf-renderer.js';
import { createPortfolioService } from './modules/portfolio/portfolio.service.js';
import { createProjectsService } from './modules/projects/projects.service.js';
import { createPublicCatalogue } from './modules/projects/public-catalogue.js';
import { createQuestionsService } from './modules/projects/questions.service.js';
import { createProofs } from './modules/second-factor/proofs.js';
import { revokeRememberedDevices } from './modules/second-factor/second-factor.repository.js';
import { createSecondFactorService } from './modules/second-factor/second-factor.service.js';
import { SessionCache } from './modules/sessions/session-cache.js';
import { createSessionsService } from './modules/sessions/sessions.service.js';
import { createPasskeysService, relyingParty } from './modules/passkeys/passkeys.service.js';
import { UserCache } from './modules/users/user-cache.js';
import { createUsersService } from './modules/users/users.service.js';
import { createAccountService } from './modules/users/account.service.js';
import { createDataExport } from './modules/users/data-export.js';
import { createUnsubscribeTokens } from './modules/mail/unsubscribe.js';
import { createWaitlistService } from './modules/waitlist/waitlist.service.js';
import { createFoundersService } from './modules/founders/founders.service.js';
import { createGalleryService } from './modules/founders/gallery.service.js';
import { createChangesService } from './modules/founders/changes.service.js';
import { createTeamService } from './modules/founders/team.service.js';
import { createShareLinksService } from './modules/founders/share-links.js';
import { createRevenueCardPayments } from './modules/revenue/revenue-card.js';
import { createRevenueService } from './modules/revenue/revenue.service.js';
import { APPLICATION_PERSON_REFRESH_JOB, createApplicationsService } from './modules/founders/applications.service.js';
import { createApplicationVettingService } from './modules/founders/applications-vetting.service.js';
import { personHasAccessCode } from './modules/founders/applications.repository.js';
import { createGoogleIdentityProvider, type GoogleIdentityProvider } from './providers/identity/google.js';
import { createAuthenticateKycProvider } from './providers/kyc/authenticate.js';
import type { KycProvider } from './providers/kyc/provider.js';
import {
  createSandboxConsole,
  createSandboxKycProvider,
  createSandboxTokens,
  settleSandboxSession,
} from './providers/kyc/sandbox.js';
import type { PaymentProvider } from './providers/payments/provider.js';
import {
  createSandboxCheckout,
  createSandboxDashboard,
  createSandboxPaymentProvider,
  sandboxWebhookSecret,
} from './providers/payments/sandbox.js';
import { createStripePaymentProvider } from './providers/payments/stripe.js';
import { createS3Storage } from './providers/storage/s3-storage.js';
import { coalesceBursts } from './lib/burst-coalescer.js';
import { createFsStorage, type FileStorage } from './providers/storage/storage.js';

/** Where the verification provider sends the person back. */
export const KYC_RETURN_PATH = '/verification/status/return';
/** Where the provider sends a person listed on an application to raise (issue 26): their own page. */
export const PERSON_VERIFICATION_RETURN_PATH = '/founder/verify';

export interface ContainerOptions {
  config: Config;
  database: Database;
  storage?: FileStorage;
  /** Replace the providers built from configuration (tests use local fakes). */
  google?: GoogleIdentityProvider | null;
  kycProvider?: KycProvider;
  paymentProvider?: PaymentProvider;
  /**
   * The platform clock (lib/clock.ts) every money rule and job reads; by default the wall clock,
   * or outside production one an operator can move forward. Tests and the simulation pass their own.
   */
  clock?: Clock;
}

/**
 * The composition root: every service, wired once, shared by the HTTP app and
 * the background jobs. Services receive only what they use.
 */
export function createContainer({
  config,
  database,
  storage,
  google,
  kycProvider,
  paymentProvider,
  clock: givenClock,
}: ContainerOptions) {
  const { db } = database;
  const clock: Clock = givenClock ?? (config.shiftableClock ? createShiftableClock() : systemClock);
  const shiftableClock: ShiftableClock | null = isShiftable(clock) ? clock : null;
  const now = () => clock.now();
  const funding = createFundingService({ clock });
  const jwtSecret = resolveJwtSecret(config);
  const tokens = createTokenService(jwtSecret, config.auth.tokenTtlSeconds);
  const fileStorage = storage ?? (config.s3 ? createS3Storage(config.s3) : createFsStorage(config.storageDir));
  const sandboxTokens = createSandboxTokens(jwtSecret);
  const kycProviderInstance =
    kycProvider ??
    (config.kyc.provider === 'authenticate'
      ? createAuthenticateKycProvider(config.kyc)
      : createSandboxKycProvider({ db, tokens: sandboxTokens }));
  // The public catalogue's answers; writes drop them through projects.catalogueChanged().
  // Bounded by the platform clock too: an answer showing an opening time is dropped at that time.
  const catalogueCache = new ResponseCache(10_000, undefined, clock);
  const projects = createProjectsService({ db, catalogue: catalogueCache, clock });
  const launch = createLaunchService({ db, clock });
  const paymentWebhookSecret = sandboxWebhookSecret(jwtSecret);
  const paymentProviderInstance =
    paymentProvider ??
    (config.payments.stripe
      ? createStripePaymentProvider(config.payments.stripe)
      : createSandboxPaymentProvider({
          db,
          webhookSecret: paymentWebhookSecret,
          clock,
          payoutDelayMs: config.payments.sandboxPayoutDelayMs,
        }));
  const reconciliation = createReconciliation({ db, provider: paymentProviderInstance, clock });
  const wallet = createWalletService({
    db,
    provider: paymentProviderInstance,
    fees: config.payments.fees,
    checkoutMinutes: config.payments.reservationMinutes,
    publicUrl: config.publicUrl,
    clock,
    withdrawalHoldMinutes: config.payments.withdrawalHoldMinutes,
    withdrawalArrivalBusinessDays: config.payments.withdrawalArrivalBusinessDays,
    fingerprintSecret: createHmac('sha256', jwtSecret).update('bank-account-fingerprint').digest('hex'),
  });
  const onboarding = createOnboardingService({
    db,
    criteriaRequired: config.onboarding.criteriaRequired,
    advisedShareBp: config.investmentLimits.advisedShareBp,
  });
  // Documents are laid out on worker threads, off the event loop (pdf-renderer.ts).
  const pdfRenderer = createPdfRenderer();
  const kiis = createKiisService({ db, clock, fees: config.payments.fees, pdf: pdfRenderer });
  const paymentsDeps: PaymentsServiceDeps = {
    db,
    provider: paymentProviderInstance,
    fees: config.payments.fees,
    clock,
    funding,
    limits: createInvestorLimits({
      settings: config.investmentLimits,
      finances: (executor, userId) => onboarding.finances(executor, userId),
      now,
    }),
    kiis,
    reservationMinutes: config.payments.reservationMinutes,
    publicUrl: config.publicUrl,
    // A launch's payments change one business's figures hundreds of times a second.
    catalogueChanged: coalesceBursts(() => projects.catalogueChanged(), { burst: 20, everyMs: 2_000 }),
    // A top-up's checkout or a withdrawal's payout; else a business's card payment of a revenue report.
    otherEvents: async (event, hooks) => {
      const wallets = await wallet.applyProviderEvent(event, hooks);
      return wallets === 'unknown' ? revenueCard.applyProviderEvent(event, hooks) : wallets;
    },
  };
  const payments = createPaymentsService(paymentsDeps);
  // The sandbox provider's hosted page and its dashboard (what a person at Stripe would do).
  const paymentSandboxCheckout = createSandboxCheckout({ db, clock });
  const paymentSandboxDashboard = createSandboxDashboard({ db, clock });
  const disbursements = createDisbursementsService({ db, clock, funding });
  const notifications = createNotificationsService({ db });
  const payouts = createPayoutsService({
    db,
    clock,
    funding,
    disbursements,
    catalogueChanged: () => projects.catalogueChanged(),
  });
  /** Revenue reports and the payouts computed from them (docs/architecture.md, "Revenue reports"). */
  const revenue = createRevenueService({
    db,
    clock,
    storage: fileStorage,
    payouts,
    paymentAccount: config.revenue.paymentAccount,
  });
  /** A report's amount due paid by card through the provider (docs/architecture.md, "Paying a period by card"). */
  const revenueCard = createRevenueCardPayments({
    db,
    clock,
    provider: paymentProviderInstance,
    revenue,
    payouts,
    checkoutMinutes: config.payments.reservationMinutes,
    publicUrl: config.publicUrl,
  });
  /** Signs and checks the one-click unsubscribe links of optional e-mails (RFC 8058). */
  const unsubscribeTokens = createUnsubscribeTokens(jwtSecret);
  const sessionCache = new SessionCache(db);
  const sessions = createSessionsService({
    db,
    tokens,
    cache: sessionCache,
    tokenTtlSeconds: config.auth.tokenTtlSeconds,
    linkSecret: jwtSecret,
    publicUrl: config.publicUrl,
    forgetRememberedDevices: revokeRememberedDevices,
  });
  /** Passkeys: adding one, signing in with one, answering the second factor (docs/architecture.md, "Passkeys"). */
  const passkeys = createPasskeysService({ db, sessions, rp: relyingParty(config) });
  const secretBox = createSecretBox(secretBoxKey(config.auth.secondFactorKey, jwtSecret));
  const secondFactor = createSecondFactorService({
    db,
    proofs: createProofs({ box: secretBox, codeSecret: jwtSecret, passkeys }),
    box: secretBox,
    sessions,
    passwords: argon2Passwords,
    operatorGraceHours: config.auth.operatorGraceHours,
    passkeys,
  });
  const adminProjects = createAdminProjectsService({ db, storage: fileStorage, projects, clock, launch, kiis });
  const services = {
    storage: fileStorage,
    tokens,
    userCache: new UserCache(db),
    /** The sessions that authenticated requests here; app.ts starts its LISTEN and closes it. */
    sessionCache,
    /** Sessions per sign-in: start, list, end (docs/architecture.md, "Sessions"). */
    sessions,
    /** Two-step verification: enrolment, the sign-in's second step, step-up (docs/architecture.md, "Second factor"). */
    secondFactor,
    catalogueCache,
    auth: createAuthService({
      db,
      sessions,
      secondFactor,
      publicUrl: config.publicUrl,
      google: google !== undefined ? google : config.google ? createGoogleIdentityProvider(config.google) : null,
      codeSecret: jwtSecret,
      passwords: argon2Passwords,
      limits: config.auth.limits,
    }),
    passkeys,
    users: createUsersService({ db }),
    files: createFilesService({ db, storage: fileStorage }),
    projects,
    /** The public catalogue's cached answers, for its routes and the pages rendered from them. */
    publicCatalogue: createPublicCatalogue({ projects, cache: catalogueCache }),
    /** The console's businesses: drafts, edits, publishing, media and documents. */
    adminProjects,
    /** Launch time: the clock for countdowns, "Notify me when it opens" and its notices' job. */
    launch,
    portfolio: createPortfolioService({ db, projects, payments, wallet }),
    documents: createDocumentsService({ db, clock, publicUrl: config.publicUrl, pdf: pdfRenderer }),
    pdfRenderer,
    /** Each business's key investment information sheet: versions, approval, acknowledgments. */
    kiis,
    /** The investor's wallet: balance, history, top-ups and withdrawals. */
    wallet,
    /** Payouts: recorded by operators, split across investments, credited to wallets. */
    payouts,
    /** A funded raise sent on to its business, as the operator recorded the bank transfer. */
    disbursements,
    /** Operators' side of the Q&A: the unanswered queue, answering and hiding. */
    questions: createQuestionsService({ db, catalogueChanged: () => projects.catalogueChanged() }),
    paymentProvider: paymentProviderInstance,
    paymentSandboxCheckout,
    paymentSandboxDashboard,
    /** The sandbox payment provider's webhook secret (it signs; the provider verifies). */
    paymentWebhookSecret,
    payments,
    /** The waitlist of a fully reserved round: joining, offers of freed room, the console's view. */
    waitlist: createWaitlistService({
      db,
      clock,
      funding,
      reservationMinutes: config.payments.reservationMinutes,
      publicUrl: config.publicUrl,
      catalogueChanged: () => projects.catalogueChanged(),
    }),
    /** The founder's portal: who is in which business's team (docs/architecture.md, "Founders"). */
    founders: createFoundersService({ db }),
    founderTeam: createTeamService({ db, clock, publicUrl: config.publicUrl }),
    /** Share links and where investors come from (docs/architecture.md "Where investors come from"). */
    shareLinks: createShareLinksService({ db, clock }),
    revenue,
    revenueCard,
    /** Applications to raise: the applicant's drafts, people's identity checks, papers (docs/architecture.md). */
    applications: createApplicationsService({
      db,
      storage: fileStorage,
      provider: kycProviderInstance,
      publicUrl: config.publicUrl,
      personReturnUrl:
        kycProviderInstance.name === 'sandbox'
          ? PERSON_VERIFICATION_RETURN_PATH
          : new URL(PERSON_VERIFICATION_RETURN_PATH, config.publicUrl).toString(),
    }),
    /** The operators' vetting of applications: the queue, decisions, approval into a draft business. */
    applicationVetting: createApplicationVettingService({ db, adminProjects, publicUrl: config.publicUrl }),
    /** The money invariants, checked on a schedule and from the console. */
    integrity: createIntegrityService({ db, clock }),
    processorFees: createProcessorFees({ db, provider: paymentProviderInstance }),
    reconciliation,
    finance: createFinanceService({ db, clock, reconciliation }),
    /** The funding of each raise: reserve, capture, close, reopen (docs/architecture.md, "Money invariants"). */
    funding,
    /** The platform clock (lib/clock.ts). */
    clock,
    /** The same clock when an operator may move it (outside production): POST /api/v1/dev/clock. */
    shiftableClock,
    clockControl: shiftableClock ? controlOf(shiftableClock, db) : null,
    /** Records an operator's action that belongs to no module of its own (the test clock). */
    audit: (entry: AuditEntry) => recordAudit(db, entry),
    /** The operator console: a raise's life cycle and updates; the dashboard and audit log. */
    lifecycle: createLifecycleService({
      db,
      payments,
      funding,
      clock,
      catalogueChanged: () => projects.catalogueChanged(),
    }),
    overview: createOverviewService({ db, now }),
    notifications,
    unsubscribeTokens,
    /** Account settings: password, e-mail address, e-mail preferences, closing the account. */
    account: createAccountService({
      db,
      clock,
      tokens,
      sessions,
      secondFactor,
      passwords: argon2Passwords,
      wallet,
      payments,
      unsubscribeTokens,
      publicUrl: config.publicUrl,
    }),
    /** "Download my data": the investor's records as a ZIP. */
    dataExport: createDataExport({ db, payments, wallet, payouts, notifications, sessions }),
    onboarding,
    kycProvider: kycProviderInstance,
    /** The sandbox verification page's side (served only while the sandbox is the provider). */
    sandboxConsole: createSandboxConsole({ db, tokens: sandboxTokens }),
    kyc: createKycService({
      db,
      provider: kycProviderInstance,
      returnUrl:
        kycProviderInstance.name === 'sandbox'
          ? KYC_RETURN_PATH
          : new URL(KYC_RETURN_PATH, config.publicUrl).toString(),
      // Operators settle pending reviews only in the sandbox, through its own mechanism.
      settleSandbox: kycProviderInstance.name === 'sandbox' ? settleSandboxSession : null,
      // People listed on an application to raise verify through the same provider (issue 26).
      otherSessions: { owns: personHasAccessCode, refreshJob: APPLICATION_PERSON_REFRESH_JOB },
    }),
  };
  /** A business's images and documents in the founder's portal (docs/architecture.md, "The founder's portal"). */
  const founderGallery = createGalleryService({
    db,
    storage: fileStorage,
    catalogueChanged: () => projects.catalogueChanged(),
  });
  return {
    ...services,
    /** Founders' campaign edits and the operators' approval of them (docs/architecture.md, "The founder's portal"). */
    founderChanges: createChangesService({
      db,
      clock,
      adminProjects: services.adminProjects,
      lifecycle: services.lifecycle,
      gallery: founderGallery,
      catalogueChanged: () => projects.catalogueChanged(),
    }),
    founderGallery,
    /** /demo: visits with accounts and businesses of their own, made through the services above. */
    demo: createDemoService({
      ...services,
      db,
      ttlHours: config.demo.ttlHours,
      paymentsAt: (at) => {
        const pastClock = { now: at };
        return createPaymentsService({
          ...paymentsDeps,
          clock: pastClock,
          funding: createFundingService({ clock: pastClock }),
        });
      },
      paymentSandbox: paymentSandboxCheckout,
      paymentSandboxAt: (at) => createSandboxCheckout({ db, clock: { now: at }, bookClock: clock }),
      revenueAt: (at) => {
        const pastClock = { now: at };
        return createRevenueService({
          db,
          clock: pastClock,
          storage: fileStorage,
          payouts: createPayoutsService({
            db,
            clock: pastClock,
            funding: createFundingService({ clock: pastClock }),
            disbursements,
            catalogueChanged: () => projects.catalogueChanged(),
          }),
          paymentAccount: config.revenue.paymentAccount,
        });
      },
      kycSandbox: services.sandboxConsole,
      catalogueChanged: () => projects.catalogueChanged(),
      now,
    }),
  };
}
export type Container = ReturnType<typeof createContainer>;
