import type { FounderBusiness } from '@grove/contracts';
import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { ProjectStatusBadge } from '@/components/ui/project-status-badge';
import { PageLoader } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useFounderBusinesses } from '../api/businesses';
import { YourApplications } from './your-applications';

/**
 * The founder's portal's first page (issue 26): the businesses whose team the signed-in person
 * is in, each with its raise at a glance and their role.
 */
export function FounderHome() {
  const { t } = useTranslation('founder');
  const businesses = useFounderBusinesses();

  return (
    <div className="container-page py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('home.title')}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">{t('home.lead')}</p>
      <section aria-labelledby="founder-businesses" className="mt-8">
        <h2 id="founder-businesses" className="text-lg font-semibold text-slate-900">
          {t('home.businesses')}
        </h2>
        <div className="mt-4">
          {businesses.isPending ? (
            <PageLoader label={t('common:loading')} />
          ) : businesses.isError ? (
            <LoadError
              message={t('common:errors.generic', {
                error: errorText(t, businesses.error, businesses.error.message),
              })}
              retryLabel={t('common:actions.retry')}
              onRetry={() => void businesses.refetch()}
              retrying={businesses.isFetching}
            />
          ) : businesses.data.businesses.length === 0 ? (
            <EmptyState
              icon={<Store className="size-6" aria-hidden />}
              title={t('home.empty.title')}
              description={t('home.empty.description')}
            />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-tour="founder-businesses">
              {businesses.data.businesses.map((business) => (
                <li key={business.id}>
                  <BusinessCard business={business} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      <YourApplications />
    </div>
  );
}

function BusinessCard({ business }: { business: FounderBusiness }) {
  const { t } = useTranslation('founder');
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm focus-within:ring-2 focus-within:ring-brand-600 hover:border-brand-300">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words text-slate-900">
          {/* The whole card opens the business (its link's area covers the card). */}
          <Link
            to={paths.founderBusiness.getHref(business.id)}
            className="after:absolute after:inset-0 after:rounded-2xl hover:underline focus-visible:outline-none"
          >
            {business.name}
          </Link>
        </h3>
        <ProjectStatusBadge status={business.status} />
      </div>
      <p className="text-sm text-slate-600">{t(`roles.${business.role}`)}</p>
      <dl className="mt-auto grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-slate-600">{t('home.raised')}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">
            {t('home.raisedOf', {
              raised: formatMoney(business.raised, business.currency),
              target: formatMoney(business.target, business.currency),
            })}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('home.investors')}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{business.investor_count}</dd>
        </div>
      </dl>
    </article>
  );
}
