import { EXPLORE_TABS, type ExploreTab, type Project } from '@grove/contracts';
import { Archive, Coins, Hammer, Sprout } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { hydratedWhenNeeded } from '@/components/deferred-part';
import { EmptyState } from '@/components/ui/empty-state';
import { Tabs } from '@/components/ui/tabs';
import { useProjects } from '../api/list-projects';
import { groupByTab, TAB_PARAM, TAB_SLUGS, tabFromParam, trackRecord } from '../utils/explore-tabs';
import { LoadError } from './load-error';
import { ProjectCard } from './project-card';
import { CARD_GRID, ProjectGridSkeleton } from './project-card-skeleton';

/** The cards of the grid's first row (three wide on a desktop) are hydrated with the page; the others once they near the screen. */
const FIRST_ROW = 3;
const CardWhenNeeded = hydratedWhenNeeded(ProjectCard);

const EMPTY_ICONS: Readonly<Record<ExploreTab, ReactNode>> = {
  available: <Sprout className="size-6" aria-hidden />,
  in_progress: <Hammer className="size-6" aria-hidden />,
  paying_out: <Coins className="size-6" aria-hidden />,
  closed: <Archive className="size-6" aria-hidden />,
};

/**
 * Explore (spec §2): the tabs Available, In progress and Paying Out, and Closed (every
 * raise that ended, funded or refunded: the platform's track record), each with its
 * count and its own empty state. The chosen tab lives in the address (?tab=), so a
 * shared link opens it and coming Back from a business returns to it.
 */
/** How the closed raises ended, in one line: "5 funded · 2 refunded". */
function TrackRecord({ closed }: { closed: readonly Project[] }) {
  const { t } = useTranslation('businesses');
  const record = trackRecord(closed);
  return (
    <>
      {t('explore.trackRecord.funded', { count: record.funded })} ·{' '}
      {t('explore.trackRecord.refunded', { count: record.refunded })}
    </>
  );
}

export function ExplorePage() {
  const { t } = useTranslation('businesses');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabFromParam(searchParams.get(TAB_PARAM));
  const query = useProjects();
  const groups = useMemo(() => groupByTab(query.data?.projects ?? []), [query.data]);

  const selectTab = (value: ExploreTab) => {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(TAB_PARAM, TAB_SLUGS[value]);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <div className="container-page py-8 lg:py-12">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('explore.title')}</h1>
        <p className="mt-3 text-base leading-relaxed text-slate-600 sm:text-lg">{t('explore.subtitle')}</p>
      </header>

      <Tabs
        label={t('explore.tabsLabel')}
        value={tab}
        onValueChange={selectTab}
        className="mt-8"
        tabs={EXPLORE_TABS.map((key) => ({
          value: key,
          label: t(`explore.tabs.${key}`),
          count: query.data ? groups[key].length : undefined,
          countTestId: `tab-count-${key}`,
        }))}
      >
        <div className="mb-6 flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6">
          <p className="text-sm text-slate-600">{t(`explore.tabDescriptions.${tab}`)}</p>
          {query.data && groups[tab].length > 0 ? (
            <p className="shrink-0 text-sm font-medium text-slate-700" data-testid="explore-count">
              {tab === 'closed' ? (
                <TrackRecord closed={groups.closed} />
              ) : (
                t('explore.count', { count: groups[tab].length })
              )}
            </p>
          ) : null}
        </div>
        {query.isPending ? (
          <ProjectGridSkeleton label={t('explore.loading')} />
        ) : query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : groups[tab].length === 0 ? (
          <EmptyState
            icon={EMPTY_ICONS[tab]}
            title={t(`explore.empty.${tab}.title`)}
            description={t(`explore.empty.${tab}.description`)}
          />
        ) : (
          <ul className={CARD_GRID} data-tour="explore-list">
            {groups[tab].map((project, index) => {
              const Card = index < FIRST_ROW ? ProjectCard : CardWhenNeeded;
              return (
                <li key={project.id}>
                  <Card project={project} priority={index === 0} headingLevel="h2" className="h-full" />
                </li>
              );
            })}
          </ul>
        )}
      </Tabs>
    </div>
  );
}
