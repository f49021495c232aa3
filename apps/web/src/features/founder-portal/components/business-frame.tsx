import type { FounderBusiness } from '@grove/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { ProjectStatusBadge } from '@/components/ui/project-status-badge';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';

/** The business's areas, in order: one tab each (Revenue is the revenue reports' own page). */
export const BUSINESS_TABS = [
  { key: 'overview', href: paths.founderBusiness.getHref, end: true },
  { key: 'campaign', href: paths.founderCampaign.getHref, end: false },
  { key: 'media', href: paths.founderMedia.getHref, end: false },
  { key: 'team', href: paths.founderTeam.getHref, end: false },
  { key: 'investors', href: paths.founderInvestors.getHref, end: false },
  { key: 'revenue', href: paths.founderRevenue.getHref, end: false },
] as const;

/**
 * A business in the founder's portal: its name, status and the caller's role above a tab
 * navigation of its areas; the area's page below.
 */
export function BusinessFrame({ business, children }: { business: FounderBusiness; children: ReactNode }) {
  const { t } = useTranslation('founder-portal');
  const { pathname } = useLocation();
  const current = BUSINESS_TABS.find((tab) => tab.href(business.id) === pathname.replace(/\/+$/, ''));
  const page = current ? `${t(`frame.tabs.${current.key}`)} · ${business.name}` : business.name;
  return (
    <div className="container-page py-6 sm:py-8">
      {/* The tab's title names the business (its area's page module has none of its own). */}
      <title>{t('common:pageTitles.format', { page })}</title>
      <Link to={paths.founder.getHref()} className="text-sm font-medium text-brand-700 hover:underline">
        {t('frame.back')}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 text-2xl font-bold break-words text-slate-900 sm:text-3xl">{business.name}</h1>
        <ProjectStatusBadge status={business.status} />
        <span className="text-sm text-slate-600">{t(`roles.${business.role}`)}</span>
      </div>
      <nav
        aria-label={t('frame.nav')}
        className="mt-5 -mx-4 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0"
      >
        <ul className="flex min-w-max gap-1">
          {BUSINESS_TABS.map((tab) => (
            <li key={tab.key}>
              <NavLink
                to={tab.href(business.id)}
                end={tab.end}
                className={({ isActive }) =>
                  cn(
                    '-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap',
                    isActive
                      ? 'border-brand-700 text-brand-800'
                      : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
                  )
                }
              >
                {t(`frame.tabs.${tab.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">{children}</div>
    </div>
  );
}
