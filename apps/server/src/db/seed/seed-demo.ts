import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  computeFees,
  DEFAULT_FEE_SCHEDULE,
  DEFAULT_PAYMENT_DESCRIPTION,
  CANCELLATION_DAYS,
  computePayoutDue,
  contractMinimumMinor,
  defaultRevenueTerms,
  firstTranchePeriod,
  revenuePaymentReference,
  revenuePeriodDates,
  toMinorUnits,
  trancheCount,
  type ProjectDocumentKind,
} from '@grove/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { enqueueJob, JOB_PRIORITY } from '../../jobs/queue.js';
import { PAYMENT_ROUND_REFUND_JOB } from '../../modules/payments/payments.service.js';
import { postings, postTransactions, type Posting } from '../../modules/ledger/ledger.service.js';
import { kiisFactsHash, kiisFactsOf } from '../../modules/documents/kiis.service.js';
import { splitPayout } from '../../modules/payouts/payouts.service.js';
import { sandboxProcessorFee, SANDBOX_TEST_CARDS } from '../../providers/payments/sandbox.js';
import type { FileStorage } from '../../providers/storage/storage.js';
import type { Db } from '../client.js';
import {
  appMeta,
  businessMembers,
  disbursements,
  files,
  kiisAcknowledgments,
  kiisVersions,
  paymentEvents,
  payments,
  payoutAllocations,
  payouts,
  projectDocuments,
  projectFaqs,
  projectForecasts,
  projectMedia,
  projectQuestions,
  projects,
  projectTeamMembers,
  projectUpdates,
  revenueReports,
  revenueTerms,
  sandboxBalanceTransactions,
  sandboxCheckoutSessions,
  users,
} from '../schema/index.js';
import { DEMO_BUSINESSES } from './demo/index.js';
import { DEMO_INVESTOR_DOMAIN, demoInvestors, seededRandom, splitRaised } from './demo/investors.js';
import { DEMO_CONTENT_MARKER as SEED_MARKER, isDemoContentLoaded } from './demo-marker.js';
import type { DemoBusiness } from './demo/types.js';
import { renderDocumentPdf } from './pdf.js';

/** Shipped illustrations; the same folder from src/ (tests, dev) and dist/ (production). */
const IMAGES_DIR = fileURLToPath(new URL('../../../src/db/seed/demo/images/', import.meta.url));
const VIDEOS_DIR = fileURLToPath(new URL('../../../src/db/seed/demo/videos/', import.meta.url));
const SEED_LOCK = 7_262_019_002;
const DAY = 86_400_000;

const DOCUMENT_SUBTITLES: Record<ProjectDocumentKind, string> = {
  business_plan: 'Business plan for investors',
  term_sheet: 'Summary of the investment terms',
  financial_statements: 'Financial statements and notes',
  pitch_deck: 'Investor presentation',
  legal_opinion: 'Legal opinion',
  incorporation: 'Certificate of incorporation',
  licence: 'Licence to trade',
};

type Rows = {
  /** The bytes of each file row, written to storage only by the instance that loads the rows. */
  bytes: { storageKey: string; bytes: Uint8Array }[];
  files: (typeof files.$inferInsert)[];
  projects: (typeof projects.$inferInsert)[];
  /** Each business's key information sheet, version 1, approved before its round opened. */
  kiisVersions: (typeof kiisVersions.$inferInsert)[];
  /** Each demo investor's acknowledgment of the sheet, when they first invested in the business. */
  kiisAcknowledgments: (typeof kiisAcknowledgments.$inferInsert)[];
  media: (typeof projectMedia.$inferInsert)[];
  team: (typeof projectTeamMembers.$inferInsert)[];
  documents: (typeof projectDocuments.$inferInsert)[];
  updates: (typeof projectUpdates.$inferInsert)[];
  faqs: (typeof projectFaqs.$inferInsert)[];
  questions: (typeof projectQuestions.$inferInsert)[];
  forecasts: (typeof projectForecasts.$inferInsert)[];
  /** The demo investors and their succeeded payments: every raised figure is their sum. */
  investors: (typeof users.$inferInsert)[];
  payments: (typeof payments.$inferInsert & { id: string })[];
  paymentEvents: (typeof paymentEvents.$inferInsert)[];
  /** The sandbox provider's side of the payments a refunded round gives back (what it refunds). */
  sandboxSessions: (typeof sandboxCheckoutSessions.$inferInsert)[];
  /** The sandbox provider's book of the demo's card payments: each charge with the processor's fee. */
  sandboxBalance: (typeof sandboxBalanceTransactions.$inferInsert)[];
  postings: Posting[];
  /** Raises sent on to businesses being implemented or paying out (as the disbursements service records them). */
  disbursements: (typeof disbursements.$inferInsert & { id: string })[];
  /** Payouts already made by businesses paying out, with their split (as the payouts service records them). */
  payouts: (typeof payouts.$inferInsert & { id: string })[];
  payoutAllocations: (typeof payoutAllocations.$inferInsert)[];
  /** Their terms and the revenue reports the payouts were computed from (issue 26). */
  revenueTerms: (typeof revenueTerms.$inferInsert)[];
  revenueReports: (typeof revenueReports.$inferInsert)[];
  /**
   * The founders of the businesses that report revenue: each its business's owner (the first of
   * its team), who filed its reports. They sign in after choosing a password ("Forgot password").
   */
  founders: (typeof users.$inferInsert & { id: string })[];
  members: (typeof businessMembers.$inferInsert)[];
  /** Businesses whose raised amount has fewer cents than their declared investors. */
  fewerInvestors: { id: string; declared: number; seeded: number }[];
};

/** Rows per insert statement: well under PostgreSQL's 65,535 parameters per statement. */
const CHUNK = 500;

/**
 * Loads the demo catalogue once per database (the embedded default): the businesses, and
 * the demo investors and succeeded payments (with their audit rows and ledger transactions)
 * that every raised amount and investor count is the sum of. Everything is prepared in
 * memory first; then, under an advisory lock and in one transaction, the
 * instance that finds the catalogue missing writes the files and inserts the rows with
 * a handful of bulk inserts. Instances starting together load it exactly once, and the
 * losers write no file (storage holds exactly the files the rows reference).
 */
export async function seedDemoContent(deps: {
  db: Db;
  storage: FileStorage;
  log: FastifyBaseLogger;
  now?: Date;
}): Promise<boolean> {
  const now = deps.now ?? new Date();
  if (await isDemoContentLoaded(deps.db)) return false;

  const started = Date.now();
  const rows = await prepareRows(now);
  const loaded = await deps.db
    .transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      const [done] = await tx.select().from(appMeta).where(eq(appMeta.key, SEED_MARKER)).limit(1);
      if (done) return false;
      await Promise.all(rows.bytes.map((file) => deps.storage.put(file.storageKey, file.bytes)));
      await tx.insert(files).values(rows.files);
      await tx.insert(users).values(rows.investors);
      if (rows.founders.length > 0) await tx.insert(users).values(rows.founders);
      await tx.insert(projects).values(rows.projects);
      if (rows.members.length > 0) await tx.insert(businessMembers).values(rows.members);
      await tx.insert(kiisVersions).values(rows.kiisVersions);
      await tx.insert(kiisAcknowledgments).values(rows.kiisAcknowledgments);
      for (let start = 0; start < rows.payments.length; start += CHUNK) {
        await tx.insert(payments).values(rows.payments.slice(start, start + CHUNK));
        await tx.insert(paymentEvents).values(rows.paymentEvents.slice(start, start + CHUNK));
      }
      if (rows.disbursements.length > 0) await tx.insert(disbursements).values(rows.disbursements);
      if (rows.payouts.length > 0) {
        await tx.insert(payouts).values(rows.payouts);
        for (let start = 0; start < rows.payoutAllocations.length; start += CHUNK) {
          await tx.insert(payoutAllocations).values(rows.payoutAllocations.slice(start, start + CHUNK));
        }
      }
      if (rows.revenueTerms.length > 0) await tx.insert(revenueTerms).values(rows.revenueTerms);
      if (rows.revenueReports.length > 0) await tx.insert(revenueReports).values(rows.revenueReports);
      // The same postings, with the same checks, as a payment that succeeds (payments.service),
      // a disbursement (disbursements.service) and a payout that is recorded (payouts.service).
      await postTransactions(tx, rows.postings);
      if (rows.sandboxSessions.length > 0) await tx.insert(sandboxCheckoutSessions).values(rows.sandboxSessions);
      for (let start = 0; start < rows.sandboxBalance.length; start += CHUNK) {
        await tx.insert(sandboxBalanceTransactions).values(rows.sandboxBalance.slice(start, start + CHUNK));
      }
      await tx.insert(projectMedia).values(rows.media);
      await tx.insert(projectTeamMembers).values(rows.team);
      await tx.insert(projectDocuments).values(rows.documents);
      await tx.insert(projectUpdates).values(rows.updates);
      await tx.insert(projectFaqs).values(rows.faqs);
      await tx.insert(projectQuestions).values(rows.questions);
      await tx.insert(projectForecasts).values(rows.forecasts);
      // A round seeded as being refunded is refunded for real: its investors' money goes back
      // through the payment provider, and the business ends refund_completed.
      for (const project of rows.projects.filter((p) => p.status === 'refund_initiated')) {
        await enqueueJob(
          tx,
          PAYMENT_ROUND_REFUND_JOB,
          { projectId: project.id },
          { dedupeKey: project.id, priority: JOB_PRIORITY.bulk },
        );
      }
      await tx.insert(appMeta).values({
        key: SEED_MARKER,
        value: {
          loadedAt: now.toISOString(),
          businesses: rows.projects.length,
          investors: rows.investors.length,
          payments: rows.payments.length,
        },
      });
      return true;
    })
    .catch(async (error: unknown) => {
      // The rows did not commit: files written for them would be referenced by nothing.
      // Their keys are this call's own random ids, so no other instance's file is touched.
      await removeFiles(deps.storage, rows.bytes);
      throw error;
    });
  if (loaded) {
    for (const business of rows.fewerInvestors) {
      deps.log.warn(business, 'demo business raised fewer cents than its investor count: one investor per cent');
    }
    deps.log.info(
      { businesses: rows.projects.length, payments: rows.payments.length, ms: Date.now() - started },
      'demo content loaded',
    );
  }
  return loaded;
}

async function removeFiles(storage: FileStorage, written: Rows['bytes']): Promise<void> {
  await Promise.all(written.map((file) => storage.delete(file.storageKey).catch(() => undefined)));
}

async function prepareRows(now: Date): Promise<Rows> {
  const rows: Rows = {
    bytes: [],
    files: [],
    projects: [],
    kiisVersions: [],
    kiisAcknowledgments: [],
    media: [],
    team: [],
    documents: [],
    updates: [],
    faqs: [],
    questions: [],
    forecasts: [],
    investors: [],
    payments: [],
    paymentEvents: [],
    sandboxSessions: [],
    sandboxBalance: [],
    postings: [],
    disbursements: [],
    payouts: [],
    payoutAllocations: [],
    revenueTerms: [],
    revenueReports: [],
    founders: [],
    members: [],
    fewerInvestors: [],
  };
  const store = (bytes: Uint8Array, contentType: string, originalName: string): string => {
    const id = randomUUID();
    const extension = originalName.split('.').pop() ?? 'bin';
    const storageKey = `files/${id.slice(0, 2)}/${id}.${extension}`;
    rows.bytes.push({ storageKey, bytes });
    rows.files.push({ id, storageKey, contentType, sizeBytes: bytes.byteLength, originalName });
    return id;
  };
  const images = new Map<string, Promise<Buffer>>();
  const image = async (file: string) => {
    if (!images.has(file)) images.set(file, fs.readFile(`${IMAGES_DIR}${file}`));
    return store(await images.get(file)!, 'image/svg+xml', file);
  };
  const video = async (file: string) => store(await fs.readFile(`${VIDEOS_DIR}${file}`), 'video/webm', file);

  const pool = demoInvestors(Math.max(...DEMO_BUSINESSES.map((b) => b.investorCount)));
  const investorIds = pool.map(() => randomUUID());
  rows.investors = pool.map((investor, index) => ({
    id: investorIds[index]!,
    email: investor.email,
    passwordHash: null,
    name: investor.name,
    language: investor.language,
    onboardingStatus: 'passed' as const,
    investorType: 'non_sophisticated_investor' as const,
    kycStatus: 'passed' as const,
    verifiedName: investor.name,
    emailVerified: true,
    createdAt: new Date(now.getTime() - 2 * 365 * DAY),
    updatedAt: now,
  }));

  for (const [index, business] of DEMO_BUSINESSES.entries()) {
    await addBusiness(rows, business, new Date(now.getTime() - index * 60_000), now, { image, video, store });
    addInvestments(rows, business, index, investorIds, now);
    if (business.status === 'active' || business.status === 'payout') addDisbursement(rows, business, now);
    // Both report their revenue each quarter; only those paying out have had payments confirmed.
    if (business.status === 'active' || business.status === 'payout') {
      addPayouts(rows, business, addFounder(rows, business, now), now);
    }
  }
  return rows;
}

/**
 * A business being implemented or paying out received its raise once the last investor's
 * cancellation window had closed: a few days after the round ended, posted as the
 * disbursements service posts it.
 */
function addDisbursement(rows: Rows, b: DemoBusiness, now: Date): void {
  const held = rows.payments.filter((p) => p.projectId === b.id && p.status === 'succeeded');
  const lastWindow = Math.max(...held.map((p) => p.cancelDeadline!.getTime()));
  const sentAt = new Date(Math.floor((lastWindow + DAY) / 1000) * 1000);
  if (sentAt >= now) return;
  const disbursement = {
    id: randomUUID(),
    projectId: b.id,
    currency: b.currency,
    amountMinor: held.reduce((sum, p) => sum + p.amountMinor, 0),
    reference: `DEMO-${b.id}-DISBURSEMENT`,
    createdAt: sentAt,
  };
  rows.disbursements.push(disbursement);
  rows.postings.push(postings.disbursement(disbursement, sentAt));
}

/** The seeded founder account of a business: `founder-<business id>@demo.grove.example`. */
export const demoFounderEmail = (businessId: string) => `founder-${businessId}@${DEMO_INVESTOR_DOMAIN}`;

/**
 * A business's founder (the first of its team) as an account owning it in the founder's portal,
 * verified as its investors are; without a password until they choose one.
 */
function addFounder(rows: Rows, b: DemoBusiness, now: Date): string {
  const id = randomUUID();
  const name = b.team[0]?.name ?? b.name.en;
  rows.founders.push({
    id,
    email: demoFounderEmail(b.id),
    passwordHash: null,
    name,
    language: 'en',
    onboardingStatus: 'passed' as const,
    investorType: 'non_sophisticated_investor' as const,
    kycStatus: 'passed' as const,
    verifiedName: name,
    emailVerified: true,
    createdAt: new Date(now.getTime() - 2 * 365 * DAY),
    updatedAt: now,
  });
  rows.members.push({ projectId: b.id, userId: id, role: 'owner', addedBy: null });
  return id;
}

/**
 * The revenue a business paying out has reported and the payouts computed from it (issue 26):
 * its terms (the spec's defaults), one report per quarter since its close that ended more than
 * eight days ago, with the revenue its forecast gives that quarter (a quarter of the year's
 * revenue, give or take a few percent; the profit a quarter of the year's EBITDA; the revenue
 * share set so the forecast pays the minimum in the promised tranches), the due computed by computePayoutDue as
 * the revenue service does, and — five days after each report that owes something — the payout
 * an operator confirmed, split across the business's investments exactly as the payouts service
 * splits (splitPayout) under the report's payment reference. A report whose payment is still
 * ahead (or of a business still being implemented) is left to pay. Demo investors are not notified.
 */
function addPayouts(rows: Rows, b: DemoBusiness, founderId: string, now: Date): void {
  const project = rows.projects.find((p) => p.id === b.id)!;
  const holdings = rows.payments
    .filter((p) => p.projectId === b.id && p.status === 'succeeded')
    .map((p) => ({ id: p.id, userId: p.userId, amountMinor: p.amountMinor }));
  const raisedMinor = holdings.reduce((sum, h) => sum + h.amountMinor, 0);
  const closedAt = project.fundingEnd;
  if (!closedAt || raisedMinor <= 0) return;
  const defaults = defaultRevenueTerms({
    expectedReturnBp: project.expectedReturnBp,
    trancheCount: trancheCount(b.investmentTermMonths),
  });
  const quarterOf = (points: readonly { period: string; value: number }[], end: string) => {
    const year = points.find((p) => p.period === end.slice(0, 4)) ?? points.at(-1);
    return year ? Math.floor(toMinorUnits(year.value, b.currency) / 4) : 0;
  };
  // The share the operator agreed with the business: its forecast revenue pays the minimum in
  // the promised tranches (rounded up to half a percent).
  const minimumMinor = contractMinimumMinor(raisedMinor, defaults.minimumMultipleBp);
  const firstQuarter = Math.max(
    1,
    quarterOf(b.forecast.expectedRevenue, revenuePeriodDates(closedAt, firstTranchePeriod(defaults)).end),
  );
  const neededBp = Math.ceil((minimumMinor * 10_000) / (defaults.trancheCount * firstQuarter) / 50) * 50;
  const terms = { ...defaults, revenueShareBp: Math.min(10_000, Math.max(defaults.revenueShareBp, neededBp)) };
  rows.revenueTerms.push({
    projectId: b.id,
    revenueShareBp: terms.revenueShareBp,
    firstPaymentFromMonths: terms.firstPaymentFromMonths,
    firstPaymentToMonths: terms.firstPaymentToMonths,
    trancheCount: terms.trancheCount,
    profitShareBp: terms.profitShareBp,
    updatedAt: project.publishedAt ?? closedAt,
  });
  let dueBefore = 0;
  for (let period = 1; ; period += 1) {
    const { start, end } = revenuePeriodDates(closedAt, period);
    const reportedAt = new Date(Date.parse(`${end}T10:00:00Z`) + 8 * DAY);
    if (reportedAt >= now) break;
    // What the business made: around its forecast (−8 % to +9 %), a different quarter each time.
    const forecastMinor = Math.max(0, quarterOf(b.forecast.expectedRevenue, end));
    const revenueMinor = Math.floor((forecastMinor * (9_200 + ((period * 577) % 1_700))) / 10_000);
    const profitMinor = quarterOf(b.forecast.ebitda, end);
    const due = computePayoutDue({ terms, raisedMinor, dueBeforeMinor: dueBefore, period, revenueMinor, profitMinor });
    dueBefore += due.dueMinor;
    const id = randomUUID();
    const paymentReference = due.dueMinor > 0 ? revenuePaymentReference(id) : null;
    const paidAt = new Date(reportedAt.getTime() + 5 * DAY);
    const paid = b.status === 'payout' && due.dueMinor > 0 && paidAt < now;
    const payoutId = paid ? randomUUID() : null;
    if (paid) {
      const payout = {
        id: payoutId!,
        projectId: b.id,
        currency: b.currency,
        amountMinor: due.dueMinor,
        periodStart: start,
        periodEnd: end,
        reference: paymentReference!,
        createdAt: paidAt,
      };
      const split = splitPayout(payout, holdings, paidAt);
      rows.payouts.push(payout);
      rows.payoutAllocations.push(...split.allocations);
      rows.postings.push(split.posting);
    }
    rows.revenueReports.push({
      id,
      projectId: b.id,
      period,
      periodStart: start,
      periodEnd: end,
      currency: b.currency,
      revenueMinor,
      profitMinor,
      raisedMinor,
      phase: due.phase,
      dueMinor: due.dueMinor,
      breakdown: {
        contractMinimumMinor: due.contractMinimumMinor,
        remainingBeforeMinor: due.remainingBeforeMinor,
        revenueShareMinor: due.revenueShareMinor,
        settlementMinor: due.settlementMinor,
        profitShareMinor: due.profitShareMinor,
        tranche: due.tranche,
        cappedByMinimum: due.cappedByMinimum,
      },
      terms: {
        revenueShareBp: terms.revenueShareBp,
        minimumMultipleBp: terms.minimumMultipleBp,
        firstPaymentFromMonths: terms.firstPaymentFromMonths,
        firstPaymentToMonths: terms.firstPaymentToMonths,
        trancheCount: terms.trancheCount,
        profitShareBp: terms.profitShareBp,
      },
      termsVersion: 1,
      paymentReference,
      payBy: due.dueMinor > 0 ? new Date(reportedAt.getTime() + 15 * DAY).toISOString().slice(0, 10) : null,
      reportedAt,
      reportedBy: founderId,
      bankReference: paid ? `DEMO-${b.id}-P${period}` : null,
      confirmedAt: paid ? paidAt : null,
      payoutId,
    });
  }
}

/**
 * The business's succeeded investments: `investorCount` demo investors (a different stretch
 * of the pool for each business) whose amounts sum to the raised amount, paid within the
 * funding window. The business's figures are then taken from these payments.
 */
function addInvestments(rows: Rows, b: DemoBusiness, index: number, investorIds: string[], now: Date): void {
  const minor = (major: number) => toMinorUnits(major, b.currency);
  const random = seededRandom(index + 1);
  const amounts = splitRaised(
    minor(b.raised),
    b.investorCount,
    { minMinor: minor(b.ticketMin), stepMinor: minor(b.ticketStep) },
    random,
  );
  const opens = now.getTime() + b.fundingStartDays * DAY;
  const closes = Math.min(now.getTime() + b.fundingEndDays * DAY, now.getTime() - 60_000);
  const times = amounts.map(() => opens + Math.floor(random() * (closes - opens))).sort((x, y) => x - y);
  const offset = (index * 37) % investorIds.length;
  const acknowledged = new Set<string>();
  for (const [n, amountMinor] of amounts.entries()) {
    const fees = computeFees(amountMinor, DEFAULT_FEE_SCHEDULE, 'card');
    const paidAt = new Date(Math.floor(times[n]! / 1000) * 1000);
    const id = randomUUID();
    // A refunded round's payments are refunded for real through the sandbox, which needs its
    // own record of each paid checkout.
    const refundable = b.status === 'refund_initiated' || b.status === 'refund_completed';
    const sessionId = refundable ? `cs_test_demo${id.replaceAll('-', '')}` : null;
    if (sessionId) {
      rows.sandboxSessions.push({
        id: sessionId,
        paymentId: id,
        tokenHash: createHash('sha256').update(randomUUID()).digest('hex'),
        status: 'complete',
        amountMinor,
        serviceFeeMinor: fees.serviceFeeMinor,
        cardFeeMinor: fees.cardFeeMinor,
        currency: b.currency,
        description: b.name.en,
        successUrl: `/business/${b.id}/payment/progress?paymentId=${id}`,
        cancelUrl: `/business/${b.id}/payment/secure?paymentId=${id}`,
        expiresAt: paidAt,
        chargeId: `ch_test_demo${id.replaceAll('-', '')}`,
        createdAt: paidAt,
      });
    }
    const payment = {
      id,
      userId: investorIds[(offset + n) % investorIds.length]!,
      projectId: b.id,
      status: 'succeeded' as const,
      method: 'card' as const,
      currency: b.currency,
      amountMinor,
      serviceFeeMinor: fees.serviceFeeMinor,
      cardFeeMinor: fees.cardFeeMinor,
      totalMinor: fees.totalMinor,
      serviceFeeBp: DEFAULT_FEE_SCHEDULE.serviceFeeBp,
      cardFeeBp: DEFAULT_FEE_SCHEDULE.cardFeeBp,
      reservedMinor: 0,
      description: DEFAULT_PAYMENT_DESCRIPTION,
      riskAcknowledged: true,
      extraRiskAcknowledged: null,
      kiisVersion: 1,
      provider: sessionId ? 'sandbox' : 'demo',
      providerSessionId: sessionId,
      paidAt,
      cancelDeadline: new Date(paidAt.getTime() + CANCELLATION_DAYS * DAY),
      createdAt: paidAt,
      updatedAt: paidAt,
    };
    rows.payments.push(payment);
    if (!acknowledged.has(payment.userId)) {
      acknowledged.add(payment.userId);
      rows.kiisAcknowledgments.push({ userId: payment.userId, projectId: b.id, version: 1, acknowledgedAt: paidAt });
    }
    rows.paymentEvents.push({
      paymentId: payment.id,
      fromStatus: null,
      toStatus: 'succeeded',
      cause: 'system',
      causeRef: null,
      reason: 'demo',
      createdAt: paidAt,
    });
    rows.postings.push(postings.investment(payment, paidAt));
    // What the sandbox's processor kept of the charge (a US test card), booked as a paid charge's fee is.
    const processorFeeMinor = sandboxProcessorFee(fees.totalMinor, b.currency, SANDBOX_TEST_CARDS.succeeds);
    Object.assign(payment, { processorFeeMinor });
    rows.sandboxBalance.push({
      id: `txn_test_demo${id.replaceAll('-', '')}`,
      type: 'charge',
      source: `ch_test_demo${id.replaceAll('-', '')}`,
      reference: id,
      amountMinor: fees.totalMinor,
      feeMinor: processorFeeMinor,
      netMinor: fees.totalMinor - processorFeeMinor,
      currency: b.currency,
      createdAt: paidAt,
    });
    rows.postings.push(
      postings.processorFee({ paymentId: id, currency: b.currency }, processorFeeMinor, { at: paidAt }),
    );
  }
  const project = rows.projects.find((p) => p.id === b.id)!;
  project.raisedMinor = amounts.reduce((sum, amount) => sum + amount, 0);
  project.investorCount = amounts.length;
  if (amounts.length < b.investorCount) {
    rows.fewerInvestors.push({ id: b.id, declared: b.investorCount, seeded: amounts.length });
  }
}

async function addBusiness(
  rows: Rows,
  b: DemoBusiness,
  createdAt: Date,
  now: Date,
  files: {
    image: (file: string) => Promise<string>;
    video: (file: string) => Promise<string>;
    store: (bytes: Uint8Array, contentType: string, name: string) => string;
  },
): Promise<void> {
  const { image, store } = files;
  const minor = (major: number) => toMinorUnits(major, b.currency);
  const day = (offset: number) => new Date(now.getTime() + offset * DAY);

  const project = {
    id: b.id,
    // A refunded round starts as being refunded; the queued round refund returns its investors'
    // money through the payment provider and ends it refund_completed, as it would for real.
    status: b.status === 'refund_completed' ? 'refund_initiated' : b.status,
    category: b.category,
    featured: b.featured,
    name: b.name,
    description: b.description,
    about: b.about,
    location: b.location,
    legal: b.legal,
    payoutFormat: b.payoutFormat,
    investmentStructure: b.investmentStructure,
    currency: b.currency,
    targetMinor: minor(b.target),
    raisedMinor: minor(b.raised),
    investorCount: b.investorCount,
    ticketMinMinor: minor(b.ticketMin),
    ticketMaxMinor: minor(b.ticketMax),
    ticketStepMinor: minor(b.ticketStep),
    fundingStart: day(b.fundingStartDays),
    fundingEnd: day(b.fundingEndDays),
    expectedReturnBp: Math.round(b.expectedReturnPct * 100),
    annualYieldBp: Math.round(b.annualYieldPct * 100),
    investmentTermMonths: b.investmentTermMonths,
    videoFileId: b.videoFile ? await files.video(b.videoFile) : null,
    publishedAt: createdAt,
    createdAt,
    updatedAt: createdAt,
  };
  rows.projects.push(project);
  // Its sheet, as an operator approved it the day before the round opened (the default fee schedule).
  const facts = kiisFactsOf({ ...project, minRaiseMinor: null }, DEFAULT_FEE_SCHEDULE);
  const approvedAt = day(b.fundingStartDays - 1);
  rows.kiisVersions.push({
    projectId: b.id,
    version: 1,
    status: 'approved',
    facts,
    factsHash: kiisFactsHash(facts),
    createdAt: approvedAt,
    approvedAt,
  });

  for (const [position, media] of b.images.entries()) {
    rows.media.push({ projectId: b.id, fileId: await image(media.file), alt: media.alt, position });
  }
  for (const [position, member] of b.team.entries()) {
    rows.team.push({
      projectId: b.id,
      name: member.name,
      role: member.role,
      bio: member.bio,
      photoFileId: member.photo ? await image(member.photo) : null,
      linkedinUrl: member.linkedinUrl ?? null,
      position,
    });
  }
  for (const [position, document] of b.documents.entries()) {
    const bytes = await renderDocumentPdf({
      businessName: b.name.en,
      title: document.title.en,
      subtitle: DOCUMENT_SUBTITLES[document.kind] ?? 'Investor document',
      issuedOn: day(b.fundingStartDays - 7),
      sections: document.sections,
    });
    const fileId = store(bytes, 'application/pdf', `${b.id}-${document.kind.replaceAll('_', '-')}.pdf`);
    rows.documents.push({ projectId: b.id, kind: document.kind, title: document.title, fileId, position });
  }
  for (const update of b.updates) {
    rows.updates.push({ projectId: b.id, title: update.title, body: update.body, publishedAt: day(-update.daysAgo) });
  }
  for (const [position, faq] of b.faq.entries()) {
    rows.faqs.push({ projectId: b.id, question: faq.question, answer: faq.answer, position });
  }
  for (const q of b.questions) {
    rows.questions.push({
      projectId: b.id,
      authorName: q.askedBy,
      language: q.language,
      question: q.question,
      answer: q.answer ?? null,
      answeredAt: q.answer ? day(-(q.answeredDaysAgo ?? Math.max(0, q.daysAgo - 1))) : null,
      createdAt: day(-q.daysAgo),
    });
  }
  rows.forecasts.push({
    projectId: b.id,
    scenarios: b.forecast.scenarios.map((s) => ({ label: s.label, returnBp: Math.round(s.returnPct * 100) })),
    ebitda: b.forecast.ebitda.map((p) => ({ period: p.period, value: minor(p.value) })),
    expectedRevenue: b.forecast.expectedRevenue.map((p) => ({ period: p.period, value: minor(p.value) })),
    userGrowth: b.forecast.userGrowth.map((p) => ({ period: p.period, value: p.value })),
  });
}
