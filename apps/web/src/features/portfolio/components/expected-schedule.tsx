import type { Portfolio } from '@grove/contracts';
import { useTranslation } from 'react-i18next';
import { PayoutSchedule } from '@/components/payout-schedule';
import { Spinner } from '@/components/ui/spinner';
import { markSchedule, scheduleOf, todayUtc, type RecordedPayout } from '@/lib/payout-schedule';
import { useScheduleTerms } from '../api/get-schedule-terms';

type Investment = Portfolio['items'][number];

/** The expected payout schedule of one investment's business, with the investor's payouts marked on it. */
export default function ExpectedSchedule({ item }: { item: Investment }) {
  const { t } = useTranslation('wallet');
  const terms = useScheduleTerms(item.project.id, true);
  if (terms.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
        <Spinner className="size-4" />
        {t('payouts.scheduleLoading')}
      </p>
    );
  }
  const milestones = terms.data ? scheduleOf(terms.data) : null;
  if (!milestones) return <p className="text-sm text-slate-600">{t('payouts.scheduleUnknown')}</p>;
  const payouts: RecordedPayout[] = item.payouts.map((payout) => ({ ...payout, id: payout.payout_id }));
  return (
    <PayoutSchedule
      rows={markSchedule(milestones, payouts, todayUtc())}
      currency={item.currency || item.project.currency}
      audience="investor"
    />
  );
}
