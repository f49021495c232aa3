import {
  computePayoutDue,
  contractMinimumMinor,
  defaultRevenueTerms,
  fromMinorUnits,
  normalizeLanguage,
  REVENUE_PAYMENT_DAYS,
  REVENUE_REPORT_GRACE_DAYS,
  revenuePaymentReference,
  revenuePeriodDates,
  revenuePeriodLabel,
  revenueTermsProblem,
  trancheCount,
  type BusinessMemberRole,
  type PublicRevenueReports,
  type RevenueOverview,
  type RevenuePeriod,
  type RevenuePeriodStatus,
  type RevenueReport,
  type RevenueTerms,
  type RevenueTermsRequest,
  type RevenueTermsView,
} from '@grove/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import {
  businessMembers,
  files,
  projectForecasts,
  projects,
  revenueCardPayments,
  revenueReminders,
  revenueReportEvidence,
  revenueReports,
  revenueTerms,
  users,
} from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, notFound } from '../../lib/errors.js';
import { parseMoneyInput } from '../../lib/money-input.js';
import type { FileStorage } from '../../providers/storage/storage.js';
import { checkContent } from '../files/uploads.js';
import { recordAudit } from '../audit/audit.service.js';
import { fileUrl, saveFile } from '../files/files.service.js';
import { notify } from '../notifications/notifications.service.js';
import type { PayoutsService } from '../payouts/payouts.service.js';

/** Statuses in which a raise has closed and its business reports revenue. */
const REPORTING_STATUSES = ['funded', 'active', 'payout'] as const;
const DAY_MS = 24 * 3600 * 1000;

type ProjectRow = typeof projects.$inferSelect;
type ReportRow = typeof revenueReports.$inferSelect;
type TermsRow = typeof revenueTerms.$inferSelect;

const businessNotFound = () => notFound('Business not found');
const reportConfirmed = () =>
  new AppError('REVENUE_PAYMENT_CONFIRMED', 'This report’s payment is already confirmed: investors were paid once.');
export const cardPaymentInProgress = () =>
  new AppError(
    'REVENUE_PAYMENT_IN_PROGRESS',
    'A card payment of this report is open at the payment provider: it is paid there or ends first.',
  );
const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

type TermsProject = { id: string; expectedReturnBp: number; investmentTermMonths: number };

/**
 * Publishing freezes the terms (admin-projects' publish, in its transaction): a business whose
 * operator never set them gets the defaults stored now, so a later change to the term (which
 * sets the default tranche count) cannot change what investors invested on.
 */
export const freezeRevenueTerms = (tx: Executor, project: TermsProject, actorId: string | null) =>
  storeTermsUnlessSet(tx, project, actorId, {});

/**
 * Approving an application stores the revenue share the applicant proposed (the rest from the
 * defaults), for the operator to review in the console before publishing freezes it.
 */
export const proposeRevenueTerms = (tx: Executor, project: TermsProject, actorId: string, revenueShareBp: number) =>
  storeTermsUnlessSet(tx, project, actorId, { revenueShareBp });

async function storeTermsUnlessSet(
  tx: Executor,
  project: TermsProject,
  actorId: string | null,
  proposed: { revenueShareBp?: number },
): Promise<void> {
  const defaults = defaultRevenueTerms({
    expectedReturnBp: project.expectedReturnBp,
    trancheCount: trancheCount(project.investmentTermMonths),
  });
  await tx
    .insert(revenueTerms)
    .values({
      projectId: project.id,
      revenueShareBp: proposed.revenueShareBp ?? defaults.revenueShareBp,
      firstPaymentFromMonths: defaults.firstPaymentFromMonths,
      firstPaymentToMonths: defaults.firstPaymentToMonths,
      trancheCount: defaults.trancheCount,
      profitShareBp: defaults.profitShareBp,
      updatedBy: actorId,
    })
    .onConflictDoNothing();
}

export interface EvidenceUpload {
  bytes: Uint8Array;
  filename: string;
}

/**
 * Revenue reports and the payouts computed from them (issue 26, docs/architecture.md "Revenue
 * reports and computed payouts"): the terms (frozen once published), a founder's report per
 * quarterly period with the amount due computed by `computePayoutDue`, the operator's
 * confirmation that the money arrived (recorded through the payouts service: the same split and
 * posting, exactly once), the reminders for late reports, and what investors see.
 */
export function createRevenueService(deps: {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  payouts: Pick<PayoutsService, 'record' | 'canRecord'>;
  /** The platform's client-money account as shown to a business paying (configuration). */
  paymentAccount: string | null;
}) {
  const { db, clock } = deps;

  async function loadProject(executor: Executor, projectId: string): Promise<ProjectRow> {
    const [row] = await executor.select().from(projects).where(eq(projects.id, projectId));
    if (!row) throw businessNotFound();
    return row;
  }

  function termsOf(project: ProjectRow, row: TermsRow | undefined): RevenueTerms & { version: number } {
    const defaults = defaultRevenueTerms({
      expectedReturnBp: project.expectedReturnBp,
      trancheCount: trancheCount(project.investmentTermMonths),
    });
    // The multiple is the project's contract minimum return: one number, in one place.
    const minimumMultipleBp = 10_000 + project.expectedReturnBp;
    if (!row) return { ...defaults, minimumMultipleBp, version: 0 };
    return {
      revenueShareBp: row.revenueShareBp,
      minimumMultipleBp,
      firstPaymentFromMonths: row.firstPaymentFromMonths,
      firstPaymentToMonths: row.firstPaymentToMonths,
      trancheCount: row.trancheCount,
      profitShareBp: row.profitShareBp,
      version: row.version,
    };
  }

  async function loadTerms(executor: Executor, project: ProjectRow) {
    const [row] = await executor.select().from(revenueTerms).where(eq(revenueTerms.projectId, project.id));
    return termsOf(project, row);
  }

  function termsView(terms: RevenueTerms & { version: number }, project: ProjectRow): RevenueTermsView {
    return {
      revenue_share_bp: terms.revenueShareBp,
      minimum_multiple_bp: terms.minimumMultipleBp,
      first_payment_from_months: terms.firstPaymentFromMonths,
      first_payment_to_months: terms.firstPaymentToMonths,
      tranche_count: terms.trancheCount,
      profit_share_bp: terms.profitShareBp,
      version: terms.version,
      frozen: project.publishedAt !== null,
    };
  }

  /** The close the periods count from: the funding end of a raise that closed; null otherwise. */
  function closedAt(project: ProjectRow): Date | null {
    if (!(REPORTING_STATUSES as readonly string[]).includes(project.status)) return null;
    return project.fundingEnd;
  }

  const today = () => clock.now().toISOString().slice(0, 10);

  /** Periods ended up to today, plus the running one. */
  function periodsUntilNow(close: Date) {
    const now = today();
    const periods = [];
    for (let period = 1; period <= 200; period += 1) {
      const dates = revenuePeriodDates(close, period);
      periods.push({ period, ...dates });
      if (dates.end >= now) break;
    }
    return periods;
  }

  /** Forecast revenue of a quarter: an entry labelled like it ("Q3 2026"), else a quarter of its year's figure. */
  function forecastFor(points: { period: string; value: number }[], label: string, end: string): number | null {
    const exact = points.find((p) => p.period === label);
    if (exact) return exact.value;
    const year = points.find((p) => p.period === end.slice(0, 4));
    return year ? Math.floor(year.value / 4) : null;
  }

  async function forecastOf(executor: Executor, projectId: string) {
    const [row] = await executor
      .select({ points: projectForecasts.expectedRevenue })
      .from(projectForecasts)
      .where(eq(projectForecasts.projectId, projectId));
    return row?.points ?? [];
  }

  async function reportsOf(executor: Executor, projectId: string): Promise<ReportRow[]> {
    return executor
      .select()
      .from(revenueReports)
      .where(eq(revenueReports.projectId, projectId))
      .orderBy(asc(revenueReports.period));
  }

  function reportStatus(report: ReportRow): RevenuePeriodStatus {
    if (report.payoutId) return 'paid';
    if (report.dueMinor === 0) return 'reported';
    return report.payBy && report.payBy < today() ? 'payment_late' : 'payment_due';
  }

  async function presentReports(executor: Executor, rows: ReportRow[]): Promise<Map<string, RevenueReport>> {
    const ids = rows.map((row) => row.id);
    const evidence = ids.length
      ? await executor
          .select({ reportId: revenueReportEvidence.reportId, id: files.id, name: files.originalName })
          .from(revenueReportEvidence)
          .innerJoin(files, eq(files.id, revenueReportEvidence.fileId))
          .where(inArray(revenueReportEvidence.reportId, ids))
      : [];
    const reporterIds = [...new Set(rows.map((row) => row.reportedBy).filter((id): id is string => id !== null))];
    const reporters = reporterIds.length
      ? await executor.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, reporterIds))
      : [];
    const nameOf = new Map(reporters.map((r) => [r.id, r.name]));
    const cards = ids.length
      ? await executor
          .select()
          .from(revenueCardPayments)
          .where(
            and(
              inArray(revenueCardPayments.reportId, ids),
              inArray(revenueCardPayments.status, ['pending', 'succeeded']),
            ),
          )
      : [];
    const now = clock.now();
    const openCheckout = (reportId: string) => {
      const card = cards.find((c) => c.reportId === reportId && c.status === 'pending' && c.expiresAt > now);
      return card?.checkoutUrl ? { url: card.checkoutUrl, expires_at: card.expiresAt.toISOString() } : null;
    };
    const paidByCard = (reportId: string) => cards.some((c) => c.reportId === reportId && c.status === 'succeeded');
    return new Map(
      rows.map((row) => {
        const major = (minor: number) => fromMinorUnits(minor, row.currency);
        const b = row.breakdown;
        return [
          row.id,
          {
            id: row.id,
            period: row.period,
            revenue: major(row.revenueMinor),
            profit: row.profitMinor === null ? null : major(row.profitMinor),
            phase: row.phase,
            due: major(row.dueMinor),
            breakdown: {
              contract_minimum: major(b.contractMinimumMinor),
              remaining_before: major(b.remainingBeforeMinor),
              revenue_share: major(b.revenueShareMinor),
              settlement: major(b.settlementMinor),
              profit_share: major(b.profitShareMinor),
              tranche: b.tranche,
              capped_by_minimum: b.cappedByMinimum,
            },
            terms_version: row.termsVersion,
            payment_reference: row.paymentReference,
            pay_by: row.payBy,
            reported_at: row.reportedAt.toISOString(),
            reported_by: row.reportedBy ? (nameOf.get(row.reportedBy) ?? null) : null,
            evidence: evidence
              .filter((e) => e.reportId === row.id)
              .map((e) => ({ id: e.id, name: e.name, url: fileUrl(e.id) })),
            bank_reference: row.bankReference,
            confirmed_at: row.confirmedAt?.toISOString() ?? null,
            payout_id: row.payoutId,
            paid_by: row.payoutId ? (paidByCard(row.id) ? 'card' : 'transfer') : null,
            card_checkout: row.payoutId ? null : openCheckout(row.id),
          },
        ];
      }),
    );
  }

  async function overview(projectId: string, role: BusinessMemberRole | null = null): Promise<RevenueOverview> {
    const project = await loadProject(db, projectId);
    const [terms, rows, points, canPayByCard] = await Promise.all([
      loadTerms(db, project),
      reportsOf(db, projectId),
      forecastOf(db, projectId),
      deps.payouts.canRecord(projectId),
    ]);
    const close = closedAt(project);
    const presented = await presentReports(db, rows);
    const byPeriod = new Map(rows.map((row) => [row.period, row]));
    const now = today();
    const periods: RevenuePeriod[] = close
      ? periodsUntilNow(close).map(({ period, start, end }) => {
          const row = byPeriod.get(period);
          const reportBy = addDays(end, REVENUE_REPORT_GRACE_DAYS);
          const label = revenuePeriodLabel(end);
          const forecast = forecastFor(points, label, end);
          let status: RevenuePeriodStatus;
          if (row) status = reportStatus(row);
          else if (end >= now) status = 'upcoming';
          else status = reportBy < now ? 'late' : 'due';
          return {
            period,
            start,
            end,
            label,
            status,
            report_by: reportBy,
            forecast_revenue: forecast === null ? null : fromMinorUnits(forecast, project.currency),
            report: row ? presented.get(row.id)! : null,
          };
        })
      : [];
    const major = (minor: number) => fromMinorUnits(minor, project.currency);
    return {
      project_id: projectId,
      currency: project.currency,
      closed_at: close?.toISOString() ?? null,
      raised: major(project.raisedMinor),
      contract_minimum: major(contractMinimumMinor(project.raisedMinor, terms.minimumMultipleBp)),
      computed_total: major(rows.reduce((sum, r) => sum + r.dueMinor, 0)),
      paid_total: major(rows.filter((r) => r.payoutId).reduce((sum, r) => sum + r.dueMinor, 0)),
      terms: termsView(terms, project),
      periods,
      payment_account: deps.paymentAccount,
      can_pay_by_card: canPayByCard,
      role,
    };
  }

  /**
   * The report's money arrived (an operator's confirmation of a transfer, or a card payment's
   * webhook): the payout is recorded through the payouts service (the same split and ledger
   * posting), under the report's payment reference, and linked to the report in the same
   * transaction by a conditional update: exactly once. `within` runs in that transaction too.
   */
  async function payReport(
    actorId: string | null,
    report: ReportRow,
    paid: {
      bankReference: string;
      paidInto: 'bank' | 'provider_clearing';
      within?: (tx: Executor, payoutId: string) => Promise<void>;
    },
  ) {
    const { projectId } = report;
    if (report.payoutId) throw reportConfirmed();
    if (report.dueMinor === 0 || !report.paymentReference) {
      throw new AppError('REVENUE_PAYMENT_CONFIRMED', 'This report owes nothing: there is no payment to confirm.');
    }
    try {
      return await deps.payouts.record(
        actorId,
        projectId,
        {
          amount: fromMinorUnits(report.dueMinor, report.currency),
          currency: report.currency,
          period: { start: report.periodStart, end: report.periodEnd },
          reference: report.paymentReference,
        },
        {
          paidInto: paid.paidInto,
          within: async (tx, recorded) => {
            await paid.within?.(tx, recorded.id);
            const linked = await tx
              .update(revenueReports)
              .set({
                payoutId: recorded.id,
                bankReference: paid.bankReference,
                confirmedBy: actorId,
                confirmedAt: recorded.createdAt,
              })
              .where(and(eq(revenueReports.id, report.id), isNull(revenueReports.payoutId)))
              .returning({ id: revenueReports.id });
            if (linked.length === 0) throw reportConfirmed();
            await recordAudit(tx, {
              actorId,
              action: paid.paidInto === 'bank' ? 'revenue.payment.confirm' : 'revenue.payment.card',
              targetType: 'project',
              targetId: projectId,
              after: {
                report_id: report.id,
                period: report.period,
                payout_id: recorded.id,
                bank_reference: paid.bankReference,
              },
            });
          },
        },
      );
    } catch (error) {
      // The other confirmation won: its payout holds the report's reference.
      if (error instanceof AppError && error.code === 'PAYOUT_REFERENCE_TAKEN') throw reportConfirmed();
      throw error;
    }
  }

  return {
    overview,

    /** The console sets the terms while the raise is a draft; once published they are frozen. */
    async setTerms(actorId: string, projectId: string, body: RevenueTermsRequest): Promise<RevenueTermsView> {
      return db.transaction(async (tx) => {
        const [project] = await tx.select().from(projects).where(eq(projects.id, projectId)).for('update');
        if (!project) throw businessNotFound();
        if (project.publishedAt) {
          throw new AppError(
            'REVENUE_TERMS_FROZEN',
            'The revenue-share terms were frozen when the raise was published: investors invested on them.',
          );
        }
        const next: RevenueTerms = {
          revenueShareBp: body.revenue_share_bp,
          minimumMultipleBp: body.minimum_multiple_bp,
          firstPaymentFromMonths: body.first_payment_from_months,
          firstPaymentToMonths: body.first_payment_to_months,
          trancheCount: body.tranche_count,
          profitShareBp: body.profit_share_bp,
        };
        const problem = revenueTermsProblem(next);
        if (problem) throw new AppError('VALIDATION_ERROR', problem.message);
        const before = await loadTerms(tx, project);
        const values = {
          revenueShareBp: next.revenueShareBp,
          firstPaymentFromMonths: next.firstPaymentFromMonths,
          firstPaymentToMonths: next.firstPaymentToMonths,
          trancheCount: next.trancheCount,
          profitShareBp: next.profitShareBp,
          updatedBy: actorId,
          updatedAt: clock.now(),
        };
        await tx
          .insert(revenueTerms)
          .values({ projectId, ...values, version: 1 })
          .onConflictDoUpdate({
            target: revenueTerms.projectId,
            set: { ...values, version: sql`${revenueTerms.version} + 1` },
          });
        const expectedReturnBp = next.minimumMultipleBp - 10_000;
        if (expectedReturnBp !== project.expectedReturnBp) {
          await tx.update(projects).set({ expectedReturnBp, updatedAt: clock.now() }).where(eq(projects.id, projectId));
        }
        const updated = { ...project, expectedReturnBp };
        const after = await loadTerms(tx, updated);
        await recordAudit(tx, {
          actorId,
          action: 'revenue.terms.set',
          targetType: 'project',
          targetId: projectId,
          before: termsView(before, project),
          after: termsView(after, updated),
        });
        return termsView(after, updated);
      });
    },

    async termsFor(projectId: string): Promise<RevenueTermsView> {
      const project = await loadProject(db, projectId);
      return termsView(await loadTerms(db, project), project);
    },

    /**
     * A founder reports a period's revenue (and profit, for the profit-share phase), with its
     * evidence: once per period, in order, only after the period ended. The amount due is
     * computed now, from the terms and what the earlier reports computed, and stored.
     */
    async report(
      actorId: string,
      projectId: string,
      period: number,
      input: { revenue: string; profit?: string | undefined },
      evidence: EvidenceUpload,
    ): Promise<RevenueReport> {
      const { contentType } = await checkContent(evidence.bytes, 'pdf');
      try {
        return await db.transaction(async (tx) => {
          // One report at a time per business: the earlier periods' sum is read under the lock.
          const [project] = await tx.select().from(projects).where(eq(projects.id, projectId)).for('update');
          if (!project) throw businessNotFound();
          const close = closedAt(project);
          if (!close || project.raisedMinor <= 0) {
            throw new AppError(
              'REVENUE_NOT_OPEN',
              'This raise has not closed yet: its first period starts at the close.',
            );
          }
          const { start, end } = revenuePeriodDates(close, period);
          if (end >= today()) {
            throw new AppError(
              'REVENUE_PERIOD_NOT_REPORTABLE',
              `This period ends on ${end}: report it once it has ended.`,
            );
          }
          const earlier = await reportsOf(tx, projectId);
          if (earlier.some((r) => r.period === period)) {
            throw new AppError('REVENUE_PERIOD_REPORTED', 'This period is already reported.');
          }
          if (earlier.length !== period - 1) {
            throw new AppError(
              'REVENUE_PERIOD_NOT_REPORTABLE',
              'Report the earlier periods first: each builds on the one before.',
            );
          }
          const revenueMinor = parseMoneyInput(input.revenue, project.currency).amountMinor;
          if (revenueMinor < 0) throw new AppError('VALIDATION_ERROR', 'Revenue cannot be negative.');
          // A profit may be a loss ("-1200.50"): the sign is read here, the amount as any other.
          const profitText = input.profit?.trim() ?? '';
          const loss = profitText.startsWith('-');
          const profitMinor =
            profitText === ''
              ? null
              : (loss ? -1 : 1) * parseMoneyInput(profitText.replace(/^-/, ''), project.currency).amountMinor;
          const terms = await loadTerms(tx, project);
          const result = computePayoutDue({
            terms,
            raisedMinor: project.raisedMinor,
            dueBeforeMinor: earlier.reduce((sum, r) => sum + r.dueMinor, 0),
            period,
            revenueMinor,
            profitMinor,
          });
          const id = crypto.randomUUID();
          const [row] = await tx
            .insert(revenueReports)
            .values({
              id,
              projectId,
              period,
              periodStart: start,
              periodEnd: end,
              currency: project.currency,
              revenueMinor,
              profitMinor,
              raisedMinor: project.raisedMinor,
              phase: result.phase,
              dueMinor: result.dueMinor,
              breakdown: {
                contractMinimumMinor: result.contractMinimumMinor,
                remainingBeforeMinor: result.remainingBeforeMinor,
                revenueShareMinor: result.revenueShareMinor,
                settlementMinor: result.settlementMinor,
                profitShareMinor: result.profitShareMinor,
                tranche: result.tranche,
                cappedByMinimum: result.cappedByMinimum,
              },
              terms: {
                revenueShareBp: terms.revenueShareBp,
                minimumMultipleBp: terms.minimumMultipleBp,
                firstPaymentFromMonths: terms.firstPaymentFromMonths,
                firstPaymentToMonths: terms.firstPaymentToMonths,
                trancheCount: terms.trancheCount,
                profitShareBp: terms.profitShareBp,
              },
              termsVersion: terms.version,
              paymentReference: result.dueMinor > 0 ? revenuePaymentReference(id) : null,
              payBy: result.dueMinor > 0 ? addDays(today(), REVENUE_PAYMENT_DAYS) : null,
              reportedBy: actorId,
              reportedAt: clock.now(),
            })
            .returning();
          const file = await saveFile(tx, deps.storage, {
            bytes: evidence.bytes,
            contentType,
            originalName: evidence.filename,
          });
          await tx.insert(revenueReportEvidence).values({ reportId: id, fileId: file.id });
          await recordAudit(tx, {
            actorId,
            action: 'revenue.report',
            targetType: 'project',
            targetId: projectId,
            after: {
              report_id: id,
              period,
              revenue: fromMinorUnits(revenueMinor, project.currency),
              profit: profitMinor === null ? null : fromMinorUnits(profitMinor, project.currency),
              phase: result.phase,
              due: fromMinorUnits(result.dueMinor, project.currency),
              terms_version: terms.version,
            },
          });
          return (await presentReports(tx, [row!])).get(id)!;
        });
      } catch (error) {
        // Two owners reporting the same period at once: the unique index decides.
        if (isUniqueViolation(error)) throw new AppError('REVENUE_PERIOD_REPORTED', 'This period is already reported.');
        throw error;
      }
    },

    /**
     * An operator confirms the report's money arrived: the payout is recorded through the
     * payouts service (the same split and ledger posting), under the report's payment reference,
     * and linked to the report in the same transaction by a conditional update: exactly once.
     */
    async confirm(actorId: string, projectId: string, reportId: string, bankReference: string) {
      const [report] = await db
        .select()
        .from(revenueReports)
        .where(and(eq(revenueReports.id, reportId), eq(revenueReports.projectId, projectId)));
      if (!report) throw notFound('Report not found');
      // A card checkout the founder opened may be paid any moment: the transfer waits for it to end.
      const [open] = await db
        .select({ id: revenueCardPayments.id })
        .from(revenueCardPayments)
        .where(and(eq(revenueCardPayments.reportId, reportId), eq(revenueCardPayments.status, 'pending')));
      if (open && !report.payoutId) throw cardPaymentInProgress();
      return payReport(actorId, report, { bankReference, paidInto: 'bank' });
    },

    payReport,

    /** The public business page: reported periods (revenue and the forecast), and late reports. */
    async listPublic(projectId: string): Promise<PublicRevenueReports> {
      // As public as the business's page: a /demo visit's copy shows its reports to its visitor too.
      const project = await loadProject(db, projectId).catch(() => null);
      if (!project?.publishedAt) throw new AppError('PROJECT_NOT_FOUND', 'Project not found');
      const view = await overview(projectId);
      return {
        project_id: projectId,
        currency: project.currency,
        contract_minimum_multiple_bp: view.terms.minimum_multiple_bp,
        periods: view.periods
          .filter((p) => p.report)
          .map((p) => ({
            period: p.period,
            label: p.label,
            start: p.start,
            end: p.end,
            revenue: p.report!.revenue,
            forecast_revenue: p.forecast_revenue,
            reported_at: p.report!.reported_at,
          })),
        late: view.periods
          .filter((p) => p.status === 'late')
          .map((p) => ({ period: p.period, label: p.label, report_by: p.report_by })),
      };
    },

    /**
     * The recurring job: every period ended unreported past its grace gets one reminder to the
     * business's owners (a notification and its e-mail); the reminders table's primary key
     * (business, period) makes it once, even with two workers.
     */
    async remindLate(): Promise<number> {
      const candidates = await db
        .select()
        .from(projects)
        .where(and(inArray(projects.status, [...REPORTING_STATUSES]), sql`${projects.fundingEnd} is not null`));
      let sent = 0;
      const now = today();
      for (const project of candidates) {
        const close = closedAt(project);
        if (!close) continue;
        const reported = new Set((await reportsOf(db, project.id)).map((r) => r.period));
        for (const { period, end } of periodsUntilNow(close)) {
          if (reported.has(period) || end >= now || addDays(end, REVENUE_REPORT_GRACE_DAYS) >= now) continue;
          sent += await db.transaction(async (tx) => {
            const claimed = await tx
              .insert(revenueReminders)
              .values({ projectId: project.id, period, sentAt: clock.now() })
              .onConflictDoNothing()
              .returning({ period: revenueReminders.period });
            if (claimed.length === 0) return 0;
            const owners = await tx
              .select({ id: users.id, email: users.email, language: users.language, name: users.name })
              .from(businessMembers)
              .innerJoin(users, eq(users.id, businessMembers.userId))
              .where(and(eq(businessMembers.projectId, project.id), eq(businessMembers.role, 'owner')));
            for (const owner of owners) {
              await notify(tx, {
                user: owner,
                type: 'revenue_report_late',
                params: {
                  project_id: project.id,
                  project_name: project.name[normalizeLanguage(owner.language)],
                  period: revenuePeriodLabel(end),
                  period_end: end,
                },
                link: `/founder/businesses/${project.id}/revenue`,
              });
            }
            return 1;
          });
        }
      }
      return sent;
    },
  };
}

export type RevenueService = ReturnType<typeof createRevenueService>;
