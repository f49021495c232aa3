import {
  CANCELLATION_DAYS,
  DEFAULT_PAYMENT_DESCRIPTION,
  fromMinorUnits,
  percentOfMinor,
  revenuePeriodDates,
  type DemoRole,
  type Language,
} from '@grove/contracts';
import type { Db } from '../../db/client.js';
import type { SandboxConsole } from '../../providers/kyc/sandbox.js';
import { SANDBOX_TEST_CARDS, type SandboxCheckout } from '../../providers/payments/sandbox.js';
import { parseStripeEventBody } from '../../providers/payments/stripe-events.js';
import type { LifecycleService } from '../admin/lifecycle.service.js';
import type { DisbursementsService } from '../disbursements/disbursements.service.js';
import type { KiisService } from '../documents/kiis.service.js';
import type { KycService } from '../kyc/kyc.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { OnboardingService } from '../onboarding/onboarding.service.js';
import type { PaymentsService } from '../payments/payments.service.js';
import type { PayoutsService } from '../payouts/payouts.service.js';
import type { ProjectsService } from '../projects/projects.service.js';
import type { QuestionsService } from '../projects/questions.service.js';
import { addMember } from '../founders/members.repository.js';
import type { RevenueService } from '../revenue/revenue.service.js';
import { renderPdf } from '../documents/pdf-writer.js';
import { findUserById, insertUser, type UserRow } from '../users/users.repository.js';
import {
  DEMO_AMOUNTS,
  DEMO_EVIDENCE_BUSINESS,
  DEMO_FINANCES,
  DEMO_FORECAST_DIVISOR,
  DEMO_PAYOUTS,
  DEMO_REVENUE_REPORTS,
  DEMO_SOURCES,
  DEMO_TEXTS,
  PAID_OUT_INVESTMENT_DAYS_AGO,
} from './demo-content.js';
import { copyBusiness, queuedSandboxEvents, scaleRevenueForecast, setFundingWindow } from './demo.repository.js';

const DAY = 86_400_000;
/** A business pays a period's share this many days after the period ends. */
const PAID_DAYS_AFTER_PERIOD = 10;
const CURRENCY = 'USD';

/** The services a visit's history goes through: the ones real people's actions go through. */
export interface VisitBuilderDeps {
  db: Db;
  payments: Pick<PaymentsService, 'create' | 'applyProviderEvent' | 'refundRound' | 'requestRefund'>;
  /**
   * The same payments service reading a clock the history sets, for the one investment made a
   * year ago (its cancellation window closed long since).
   */
  paymentsAt: (now: () => Date) => Pick<PaymentsService, 'create' | 'applyProviderEvent'>;
  /** The sandbox's hosted checkout, as the payer's browser uses it. */
  paymentSandbox: Pick<SandboxCheckout, 'pay'>;
  /** The same checkout at the history's clock: the year-old investment's charge is in the provider's book at its date. */
  paymentSandboxAt: (now: () => Date) => Pick<SandboxCheckout, 'pay'>;
  payouts: Pick<PayoutsService, 'record'>;
  disbursements: Pick<DisbursementsService, 'record'>;
  lifecycle: Pick<LifecycleService, 'move'>;
  kiis: Pick<KiisService, 'approveLatest'>;
  onboarding: Pick<OnboardingService, 'quiz' | 'check' | 'submit'>;
  kyc: Pick<KycService, 'start' | 'refresh'>;
  /** The sandbox verification page, as the person on it uses it. */
  kycSandbox: Pick<SandboxConsole, 'decide'>;
  projects: Pick<ProjectsService, 'ask' | 'setFavorite'>;
  questions: Pick<QuestionsService, 'answer'>;
  notifications: Pick<NotificationsService, 'markAllRead'>;
  /**
   * The revenue service reading a clock the history sets (its payouts' too): a founder's visit
   * reports its paying-out business's past quarters when they ended, and its operator confirms
   * each payment when it arrived.
   */
  revenueAt: (now: () => Date) => Pick<RevenueService, 'report' | 'confirm'>;
  now: () => Date;
}

/** The visit's businesses' ids: `<catalogue id>-demo-<visit key>`. */
export function visitBusinessIds(visitKey: string) {
  const id = (source: string) => `${source}-demo-${visitKey}`;
  return {
    raising: id(DEMO_SOURCES.raising),
    to_invest: id(DEMO_SOURCES.toInvest),
    paying_out: id(DEMO_SOURCES.payingOut),
    refunded: id(DEMO_SOURCES.refunded),
    draft: id(DEMO_SOURCES.draft),
  };
}

/** The key a visit's businesses and accounts are named by: the start of its id. */
export const visitKeyOf = (visitId: string) => visitId.replaceAll('-', '').slice(0, 10);

/**
 * Makes a visit's world (docs/architecture.md, "Demo visits"): its operator and investor (and on
 * a founder's visit the founder owning three of its businesses, whose paying-out one reported its
 * quarters' revenue), its copies of five catalogue businesses, and the investor's history, every step through the
 * service a real person's action goes through. The card payments go through the sandbox's
 * checkout with its test card, and the sandbox's webhooks are applied at once rather than when
 * the job queue delivers them; the one investment dated a year back is confirmed by the event
 * the provider would have sent then, as its checkout can no longer be paid today.
 */
export async function buildVisit(
  deps: VisitBuilderDeps,
  visit: { id: string; role: DemoRole; expiresAt: Date },
  language: Language,
): Promise<{ investor: UserRow; operator: UserRow; founder: UserRow | null }> {
  const { db } = deps;
  const now = deps.now();
  const key = visitKeyOf(visit.id);
  const texts = DEMO_TEXTS[language];
  const ids = visitBusinessIds(key);
  const account = (kind: 'investor' | 'operator' | 'founder', name: string) =>
    insertUser(db, {
      email: `${kind}-${key}@demo.invalid`,
      name,
      language,
      role: kind === 'operator' ? 'admin' : 'investor',
      emailVerified: true,
      demoVisitId: visit.id,
      demoExpiresAt: visit.expiresAt,
    });
  const operator = (await account('operator', texts.operatorName))!;
  let investor = (await account('investor', texts.investorName))!;
  // A founder's visit: its visitor owns the draft, the raising and the paying-out business, as
  // an approved application's applicant owns theirs (the operator added them to the team).
  const founder = visit.role === 'founder' ? (await account('founder', texts.founderName))! : null;

  const raising = { status: 'fundraising' as const, published: true, targetMinor: null };
  const opens = new Date(now.getTime() - 20 * DAY);
  const closes = new Date(now.getTime() + 30 * DAY);
  const copies = [
    // What the investor puts in today is the minimum it needs to succeed, so the operator tour can
    // close it early (a raise closes early only at or above its minimum).
    {
      sourceId: DEMO_SOURCES.raising,
      id: ids.raising,
      ...raising,
      minRaiseMinor: DEMO_AMOUNTS.raisingCardMinor + DEMO_AMOUNTS.raisingWalletMinor,
    },
    { sourceId: DEMO_SOURCES.toInvest, id: ids.to_invest, ...raising },
    // Its round closes with the investor's payment, as a round's last investment closes it.
    { sourceId: DEMO_SOURCES.payingOut, id: ids.paying_out, ...raising, targetMinor: DEMO_AMOUNTS.payingOutMinor },
    { sourceId: DEMO_SOURCES.refunded, id: ids.refunded, ...raising },
    { sourceId: DEMO_SOURCES.draft, id: ids.draft, ...raising, published: false },
  ];
  // The visit's operator approved each copy's key information sheet before its history began: the
  // published ones take money with it, and the draft is ready for the tour's "Publish" step.
  const approvedAt = new Date(now.getTime() - (PAID_OUT_INVESTMENT_DAYS_AGO + 1) * DAY);
  const kiisVersions = new Map<string, number>();
  for (const copy of copies) {
    await copyBusiness(db, { ...copy, visitId: visit.id, fundingStart: opens, fundingEnd: closes });
    const sheet = await deps.kiis.approveLatest(operator.id, copy.id, approvedAt);
    if (copy.published) kiisVersions.set(copy.id, sheet.version);
  }
  if (founder) {
    for (const projectId of [ids.draft, ids.raising, ids.paying_out]) {
      await addMember(db, { projectId, userId: founder.id, role: 'owner', addedBy: operator.id });
    }
  }

  // The quiz, answered as the quiz page does (each answer checked until it is right), and the
  // identity check, passed on the sandbox's verification page.
  const quiz = deps.onboarding.quiz(language);
  const answers = quiz.questions.map((question) => ({
    question_id: question.id,
    option_id: question.options.find((option) => deps.onboarding.check(question.id, option.id).correct)!.id,
  }));
  await deps.onboarding.submit(investor, {
    investor_type: 'non_sophisticated_investor',
    criteria: [],
    answers,
    finances: DEMO_FINANCES,
    consent: true,
  });
  const session = await deps.kyc.start((await findUserById(db, investor.id))!, null);
  await deps.kycSandbox.decide(session.userAccessCode, session.token, 'passed');
  await deps.kyc.refresh(session.userAccessCode);
  investor = (await findUserById(db, investor.id))!;

  const invest = (
    projectId: string,
    amountMinor: number,
    method: 'card' | 'wallet',
    payments: Pick<PaymentsService, 'create'> = deps.payments,
  ) =>
    payments.create(investor.id, {
      projectId,
      amount: fromMinorUnits(amountMinor, CURRENCY),
      currency: CURRENCY,
      description: DEFAULT_PAYMENT_DESCRIPTION,
      method,
      riskAcknowledged: true,
      kiisVersion: kiisVersions.get(projectId),
    });
  type Past = {
    payments: Pick<PaymentsService, 'create' | 'applyProviderEvent'>;
    sandbox: Pick<SandboxCheckout, 'pay'>;
  };
  const deliverSandboxEvents = async (paymentId: string, payments: Past['payments'] = deps.payments) => {
    for (const body of await queuedSandboxEvents(db, paymentId)) {
      await payments.applyProviderEvent(parseStripeEventBody(JSON.stringify(body)));
    }
  };
  /** Pays an investment through the sandbox's checkout, now or, with `past`, at the history's clock. */
  const payByCard = async (projectId: string, amountMinor: number, past?: Past) => {
    const { payment } = await invest(projectId, amountMinor, 'card', past?.payments);
    const checkout = new URL(payment.checkout_url ?? '/', 'http://sandbox.invalid');
    const sessionId = checkout.pathname.split('/').pop() ?? '';
    const paid = await (past?.sandbox ?? deps.paymentSandbox).pay(
      sessionId,
      checkout.searchParams.get('token') ?? undefined,
      SANDBOX_TEST_CARDS.succeeds,
    );
    if (paid.kind !== 'succeeded') throw new Error(`demo checkout ${sessionId} answered ${paid.kind}`);
    await deliverSandboxEvents(payment.id, past?.payments);
    return payment.id;
  };
  const move = (projectId: string, status: 'active' | 'refund_initiated', reason: string) =>
    deps.lifecycle.move(operator.id, projectId, { status, reason });

  // A year ago: the investment that closed the brewery's round, then its payouts since.
  const paidAt = new Date(now.getTime() - PAID_OUT_INVESTMENT_DAYS_AGO * DAY);
  await payByCard(ids.paying_out, DEMO_AMOUNTS.payingOutMinor, {
    payments: deps.paymentsAt(() => paidAt),
    sandbox: deps.paymentSandboxAt(() => paidAt),
  });
  await move(ids.paying_out, 'active', texts.reasonActive);
  // Its raise went to the brewery once the investment's cancellation window had closed.
  await deps.disbursements.record(
    operator.id,
    ids.paying_out,
    {
      amount: fromMinorUnits(DEMO_AMOUNTS.payingOutMinor, CURRENCY),
      currency: CURRENCY,
      reference: `DEMO-${key}-DISBURSEMENT`,
    },
    { at: new Date(paidAt.getTime() + (CANCELLATION_DAYS + 1) * DAY) },
  );
  const recordPayout = (payout: (typeof DEMO_PAYOUTS)[number]) => {
    const end = new Date(now.getTime() - payout.periodEndDaysAgo * DAY);
    const start = new Date(end.getTime() - (payout.periodDays - 1) * DAY);
    return deps.payouts.record(
      operator.id,
      ids.paying_out,
      {
        amount: fromMinorUnits(percentOfMinor(DEMO_AMOUNTS.payingOutMinor, payout.shareBp), CURRENCY),
        currency: CURRENCY,
        period: { start: start.toISOString().slice(0, 10), end: end.toISOString().slice(0, 10) },
        reference: `DEMO-${key}-${payout.key}`,
      },
      { at: new Date(Math.min(now.getTime() - 60_000, end.getTime() + PAID_DAYS_AFTER_PERIOD * DAY)) },
    );
  };
  const [latestPayout, ...earlierPayouts] = [...DEMO_PAYOUTS].reverse();
  const closedAt = new Date(paidAt.getTime() + 18 * DAY);
  if (founder) {
    // The brewery's founder reported each quarter since the close as it ended (with its sales
    // ledger), and the operator confirmed each payment that was due when it arrived; the latest
    // quarter is the tour's to report.
    await setFundingWindow(db, ids.paying_out, new Date(paidAt.getTime() - 40 * DAY), closedAt);
    await scaleRevenueForecast(db, ids.paying_out, DEMO_FORECAST_DIVISOR);
    const evidence = {
      filename: 'sales-ledger.pdf',
      bytes: await renderPdf({
        language: 'en',
        title: `${DEMO_EVIDENCE_BUSINESS}: sales ledger`,
        intro: 'Revenue by quarter since the close, as filed with each report.',
        blocks: [
          { kind: 'heading', text: 'Revenue by quarter' },
          { kind: 'rows', rows: DEMO_REVENUE_REPORTS.map((r, i) => [`Quarter ${i + 1}`, `USD ${r.revenue}`] as const) },
        ],
        footer: DEMO_EVIDENCE_BUSINESS,
        pageLabel: 'Page {page} of {pages}',
        issued: now.toISOString().slice(0, 10),
        createdAt: now,
      }),
    };
    for (const [index, figures] of DEMO_REVENUE_REPORTS.entries()) {
      const period = index + 1;
      const end = Date.parse(`${revenuePeriodDates(closedAt, period).end}T10:00:00Z`);
      const reportedAt = new Date(end + 8 * DAY);
      const report = await deps
        .revenueAt(() => reportedAt)
        .report(founder.id, ids.paying_out, period, figures, evidence);
      if (report.payment_reference) {
        const arrived = new Date(reportedAt.getTime() + 5 * DAY);
        await deps.revenueAt(() => arrived).confirm(operator.id, ids.paying_out, report.id, `DEMO-${key}-Q${period}`);
      }
    }
  } else {
    for (const payout of earlierPayouts.reverse()) await recordPayout(payout);
  }
  const answered = await deps.projects.ask(ids.paying_out, investor, texts.questionPayingOut);
  await deps.questions.answer(operator.id, answered.id, texts.answerPayingOut, language);

  // A raise that missed its target: invested, then every investor refunded through the provider.
  const refundedPayment = await payByCard(ids.refunded, DEMO_AMOUNTS.refundedMinor);
  await move(ids.refunded, 'refund_initiated', texts.reasonRefund);
  await deps.payments.refundRound(ids.refunded);
  await deps.payments.requestRefund(refundedPayment);
  await deliverSandboxEvents(refundedPayment);

  await deps.projects.setFavorite(investor.id, ids.to_invest, true);
  await deps.projects.setFavorite(investor.id, DEMO_SOURCES.followed, true);
  // What happened until today has been read; what follows has not.
  await deps.notifications.markAllRead(investor.id);

  if (!founder) await recordPayout(latestPayout!);
  await payByCard(ids.raising, DEMO_AMOUNTS.raisingCardMinor);
  await invest(ids.raising, DEMO_AMOUNTS.raisingWalletMinor, 'wallet');
  await deps.projects.ask(ids.raising, investor, texts.questionRaising);

  await setFundingWindow(db, ids.paying_out, new Date(paidAt.getTime() - 40 * DAY), closedAt);
  await setFundingWindow(db, ids.refunded, new Date(now.getTime() - 60 * DAY), new Date(now.getTime() - DAY));
  return { investor: (await findUserById(db, investor.id))!, operator, founder };
}
