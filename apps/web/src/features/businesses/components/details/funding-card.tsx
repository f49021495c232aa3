import { acceptsInvestments, displayStatus, type ProjectDetails } from '@grove/contracts';
import { ArrowRight, CalendarClock, CircleAlert, ChartLine, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { WaitlistOfferNote, WaitlistPanel } from '@/components/waitlist-panel';
import { daysUntil, formatMoney, formatNumber, formatPercent } from '@/lib/format';
import { useFormatDate } from '@/lib/use-format-date';
import { paths } from '@/lib/paths';
import { useOpening } from '@/lib/server-time';
import { exampleTicket, withReturn } from './details-format';
import { OpeningSoon } from './opening-soon';

function Metric({
  label,
  children,
  testId,
  wide = false,
}: {
  label: ReactNode;
  children: ReactNode;
  testId?: string;
  /** Spans both columns. */
  wide?: boolean;
}) {
  // A <dl> may group each <dt>/<dd> pair in one <div>, and nothing deeper.
  return (
    <div className={wide ? 'col-span-2 min-w-0' : 'min-w-0'} data-testid={testId}>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-[15px] font-semibold break-words text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

function SummaryRow({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="min-w-0 text-right text-sm font-semibold break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** When the round closes (or closed), in words. */
function Deadline({ project }: { project: ProjectDetails }) {
  const { t } = useTranslation('business');
  const formatDate = useFormatDate();
  const end = project.basicInfo.fundingWindow.end ?? project.funding_end ?? project.endDate ?? project.deadline;
  const days = daysUntil(end);
  if (days === null) return <>—</>;
  if (acceptsInvestments(project.status) && days > 0) return <>{t('funding.daysLeft', { count: days })}</>;
  if (acceptsInvestments(project.status) && days === 0) return <>{t('funding.closesToday')}</>;
  // A paused round keeps its deadline: it has not closed yet.
  if (days > 0) return <>{t('funding.endsOn', { date: formatDate(end) })}</>;
  return <>{t('funding.closedOn', { date: formatDate(end) })}</>;
}

/** The call to action for the business's status (spec §2: invest now or track investment). */
function Action({ project, preview }: { project: ProjectDetails; preview: boolean }) {
  const { t } = useTranslation('business');
  const status = displayStatus(project.status);
  const opening = useOpening(project.opens_at);
  // Before its opening time (issue 24): the countdown and "Notify me", until zero by the server's clock.
  if (acceptsInvestments(project.status) && project.opens_at && opening.upcoming) {
    return <OpeningSoon projectId={project.id} opensAt={project.opens_at} opening={opening} preview={preview} />;
  }
  // Live reservations hold all that is missing: the waitlist instead of "Invest now" (issue 24).
  if (acceptsInvestments(project.status) && project.fully_reserved) {
    return (
      <WaitlistPanel
        projectId={project.id}
        currency={project.currency}
        ticket={project.keyMetrics.ticketRange}
        waitingCount={project.waitlist_count}
        payHref={paths.payment.getHref(project.id)}
        signInHref={paths.signin.getHref(paths.business.getHref(project.id))}
      />
    );
  }
  if (acceptsInvestments(project.status)) {
    return (
      <div className="flex flex-col gap-3">
        {/* Room the waitlist holds for this investor, when the round has room for others too. */}
        <WaitlistOfferNote projectId={project.id} />
        <ButtonLink to={paths.payment.getHref(project.id)} data-testid="invest-now" size="lg" className="w-full">
          {t('funding.investNow')}
          <ArrowRight className="size-4" aria-hidden />
        </ButtonLink>
      </div>
    );
  }
  if (status === 'funded' || status === 'active' || status === 'payout' || status === 'in_progress') {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-600">{t(`funding.closedNotice.${status}`)}</p>
        <ButtonLink
          to={paths.portfolio.getHref()}
          data-testid="track-investment"
          size="lg"
          variant="secondary"
          className="w-full"
        >
          <ChartLine className="size-4" aria-hidden />
          {t('funding.trackInvestment')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <div
      className="flex gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200 ring-inset"
      data-testid="status-notice"
    >
      <CircleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
      <div>
        <p className="font-semibold">{t(`funding.notice.${status}.title`)}</p>
        <p className="mt-1 text-amber-900">{t(`funding.notice.${status}.body`)}</p>
      </div>
    </div>
  );
}

/**
 * Spec §2 funding overview: progress, percent funded, investor count, raised, target,
 * remaining and ticket range, and the action. The rail's part that stays in view.
 */
export function FundingOverview({ project, preview = false }: { project: ProjectDetails; preview?: boolean }) {
  const { t } = useTranslation('business');
  const { raised, target, fundedPercent, remaining, ticketRange } = project.keyMetrics;
  const money = (amount: number) => formatMoney(amount, project.currency);
  const bar = Math.min(100, Math.max(0, fundedPercent));

  return (
    <section
      aria-labelledby="funding-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="funding-card"
      data-tour="funding"
    >
      <h2 id="funding-title" className="sr-only">
        {t('funding.title')}
      </h2>
      <p className="text-sm font-medium text-slate-600">{t('funding.raised')}</p>
      <p className="mt-0.5 flex flex-wrap items-baseline gap-x-2">
        <span className="text-3xl font-bold tracking-tight text-slate-900 tabular-nums" data-testid="raised">
          {money(raised)}
        </span>
        <span className="text-sm text-slate-600">{t('funding.ofTarget', { target: money(target) })}</span>
      </p>

      <div
        role="progressbar"
        aria-label={t('funding.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={bar}
        aria-valuetext={t('funding.percentFunded', { percent: formatPercent(fundedPercent) })}
        className="mt-4 h-2.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${bar}%` }} />
      </div>
      <div className="mt-2.5 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
        <span className="font-semibold text-brand-800" data-testid="percent-funded">
          {t('funding.percentFunded', { percent: formatPercent(fundedPercent) })}
        </span>
        <span className="inline-flex items-center gap-1.5 text-slate-600" data-testid="investor-count">
          <Users className="size-4 text-slate-400" aria-hidden />
          {t('funding.investors', { count: project.investor_count, formatted: formatNumber(project.investor_count) })}
        </span>
      </div>

      <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-4 border-t border-slate-100 pt-5">
        <Metric label={t('funding.target')}>{money(target)}</Metric>
        <Metric label={t('funding.remaining')} testId="remaining">
          {money(remaining)}
          {project.fully_reserved ? (
            <span className="block text-xs font-medium text-amber-800">{t('funding.allReserved')}</span>
          ) : null}
        </Metric>
        <Metric label={t('funding.ticketRange')} testId="ticket-range" wide>
          {t('funding.ticketRangeValue', {
            min: money(ticketRange.min),
            max: money(ticketRange.max),
            step: money(ticketRange.step),
          })}
        </Metric>
        <Metric
          wide
          label={
            <span className="inline-flex items-center gap-1.5">
              <CalendarClock className="size-3.5" aria-hidden />
              {t('funding.deadline')}
            </span>
          }
          testId="days-left"
        >
          <Deadline project={project} />
        </Metric>
      </dl>

      <div className="mt-6">
        <Action project={project} preview={preview} />
      </div>
    </section>
  );
}

/** Spec §2 investor summary: what a ticket returns under the contract minimum, and the terms. */
export function InvestorSummary({ project }: { project: ProjectDetails }) {
  const { t } = useTranslation('business');
  const money = (amount: number) => formatMoney(amount, project.currency);
  const example = exampleTicket(project.keyMetrics.ticketRange);
  const term = project.investment_term_months;

  return (
    <section
      aria-labelledby="summary-title"
      className="rounded-2xl border border-brand-100 bg-brand-50/60 p-5 sm:p-6"
      data-testid="investor-summary"
    >
      <h2 id="summary-title" className="text-base font-semibold text-slate-900">
        {t('summary.title')}
      </h2>
      <p className="mt-2 text-[15px] leading-snug text-brand-900">
        {t('summary.example', {
          amount: money(example),
          total: money(withReturn(example, project.expected_return, project.currency)),
          count: term,
        })}
      </p>
      <dl className="mt-3 divide-y divide-brand-100">
        <SummaryRow label={t('summary.expectedReturn')}>
          {t('summary.contractMinimum', { percent: formatPercent(project.expected_return) })}
        </SummaryRow>
        <SummaryRow label={t('summary.annualYield')}>
          {t('summary.perYear', { percent: formatPercent(project.annual_yield) })}
        </SummaryRow>
        <SummaryRow label={t('summary.term')}>{t('summary.months', { count: term })}</SummaryRow>
        <SummaryRow label={t('summary.payoutFormat')}>{project.payout_format}</SummaryRow>
        <SummaryRow label={t('summary.structure')}>{project.investment_structure}</SummaryRow>
      </dl>
      <p className="mt-3 text-xs leading-relaxed text-slate-600">{t('summary.disclaimer')}</p>
    </section>
  );
}
