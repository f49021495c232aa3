import type { FounderBusiness } from '@grove/contracts';
import { useTranslation } from 'react-i18next';
import { daysUntil, formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { useOverview } from '../api/overview';
import { Panel, QueryState } from './query-state';

/**
 * The raise live: raised against the target, investors, days left, reserved, the waitlist, and
 * the latest investments (amount and time: a founder sees no investor's name or address).
 */
export function OverviewPage({ business }: { business: FounderBusiness }) {
  const { t } = useTranslation('founder-portal');
  const overview = useOverview(business.id);
  return (
    <QueryState query={overview}>
      {(data) => {
        const money = (amount: number) => formatMoney(amount, data.currency);
        const percent = data.target > 0 ? Math.min(100, Math.floor((data.raised / data.target) * 100)) : 0;
        const days = daysUntil(data.funding_end);
        const figures = [
          { key: 'investors', value: String(data.investor_count) },
          { key: 'daysLeft', value: days === null ? '—' : String(Math.max(0, days)) },
          { key: 'reserved', value: money(data.reserved) },
          { key: 'waitlist', value: String(data.waitlist_count) },
        ];
        return (
          <div className="flex flex-col gap-6">
            <Panel title={t('overview.raise')} tour="raise-live">
              <p className="text-2xl font-bold text-slate-900 tabular-nums" data-testid="raised">
                {t('overview.raisedOf', { raised: money(data.raised), target: money(data.target) })}
              </p>
              <div
                className="mt-3 h-2 overflow-hidden rounded-full bg-slate-100"
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-label={t('overview.progress')}
              >
                <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
              </div>
              <dl className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-4">
                {figures.map((figure) => (
                  <div key={figure.key}>
                    <dt className="text-sm text-slate-600">{t(`overview.${figure.key}`)}</dt>
                    <dd className="text-lg font-semibold text-slate-900 tabular-nums">{figure.value}</dd>
                  </div>
                ))}
              </dl>
              {data.campaign_changed_at ? (
                <p className="mt-4 text-sm text-slate-600">
                  {t('overview.changed', { date: formatDate(data.campaign_changed_at) })}
                </p>
              ) : null}
            </Panel>
            <Panel title={t('overview.recent')}>
              <p className="mb-3 text-sm text-slate-600">{t('overview.privacy')}</p>
              {data.recent.length === 0 ? (
                <p className="text-sm text-slate-500">{t('overview.noInvestments')}</p>
              ) : (
                <table className="w-full text-sm">
                  <thead>
                    <tr className="border-b border-slate-200 text-left text-slate-600">
                      <th scope="col" className="py-2 font-medium">
                        {t('overview.when')}
                      </th>
                      <th scope="col" className="py-2 text-right font-medium">
                        {t('overview.amount')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.recent.map((row, index) => (
                      <tr key={`${row.at}-${index}`} className="border-b border-slate-100 last:border-0">
                        <td className="py-2 text-slate-700">{formatDateTime(row.at)}</td>
                        <td className="py-2 text-right font-medium text-slate-900 tabular-nums">{money(row.amount)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </Panel>
          </div>
        );
      }}
    </QueryState>
  );
}
