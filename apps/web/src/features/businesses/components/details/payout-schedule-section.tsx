import type { ProjectDetails } from '@grove/contracts';
import { useTranslation } from 'react-i18next';
import { PayoutSchedule } from '@/components/payout-schedule';
import { formatDate, formatMoney, formatPercent } from '@/lib/format';
import { markSchedule, scheduleOf, todayUtc, type RecordedPayout } from '@/lib/payout-schedule';
import { mayHavePayouts, usePublicPayouts } from '../../api/get-payouts';
import { hasPayoutSchedule } from './payout-schedule-rules';
import type { DetailsSection } from './section';

/**
 * The business's expected payout schedule (spec §9) from its raise's end and term, with the
 * payouts it has recorded marked on it. Loaded after hydration, in a chunk of its own; the
 * section's frame comes from the page (`Section`), so this chunk shares no module with the
 * page's first load and the bundler keeps that load's files as they were.
 */
export default function PayoutScheduleSection({
  project,
  Section,
}: {
  project: ProjectDetails;
  Section: typeof DetailsSection;
}) {
  const { t } = useTranslation('business');
  const payouts = usePublicPayouts(project.id, project.status);
  const milestones = hasPayoutSchedule(project) ? scheduleOf(project) : null;
  if (!milestones) return null;
  const list = payouts.data;
  const recorded: RecordedPayout[] = list?.payouts ?? [];
  const currency = (list?.currency || project.currency).toUpperCase();
  const tranches = milestones.filter((milestone) => milestone.kind === 'tranche').length;
  const raising = !mayHavePayouts(project.status);
  return (
    <Section
      id="payouts"
      title={t('payouts.title')}
      description={t('payouts.description', {
        date: formatDate(project.funding_end, undefined, 'long', 'UTC'),
        count: project.investment_term_months,
        tranches,
        percent: formatPercent(project.expected_return),
      })}
      aside={
        list && list.payouts.length > 0 ? (
          <p className="text-sm text-slate-600" data-testid="payouts-total">
            {t('payouts.paidSoFar', {
              amount: formatMoney(list.total_paid, currency, { cents: !Number.isInteger(list.total_paid) }),
            })}
          </p>
        ) : null
      }
    >
      <div data-testid="business-payout-schedule">
        {raising ? (
          <p className="mb-4 rounded-xl bg-slate-50 p-3 text-sm text-slate-700">{t('payouts.ifClosed')}</p>
        ) : null}
        {payouts.isError ? (
          <p className="mb-4 text-sm text-slate-600" role="status">
            {t('payouts.loadFailed')}
          </p>
        ) : null}
        <PayoutSchedule rows={markSchedule(milestones, recorded, todayUtc())} currency={currency} audience="business" />
      </div>
    </Section>
  );
}
