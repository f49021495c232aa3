import { EXPLORE_TABS, exploreTabOf, normalizeBusinessStatus, type ExploreTab, type Project } from '@grove/contracts';
import { Coins, Hammer, Sprout } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { cn } from '@/lib/cn';
import { useProjects } from '../api/list-projects';
import { LoadError } from './load-error';
import { ProjectCard } from './project-card';
import { CARD_GRID, ProjectGridSkeleton } from './project-card-skeleton';

export const TAB_PARAM = 'tab';

/** How each tab is spelt in the address: /businesses?tab=in-progress. */
export const TAB_SLUGS: Readonly<Record<ExploreTab, string>> = {
  available: 'available',
  in_progress: 'in-progress',
  paying_out: 'paying-out',
};

/** The tab an address asks for; anything else is Available. */
export function tabFromParam(value: string | null): ExploreTab {
  const slug = (value ?? '').trim().toLowerCase().replace(/_/g, '-');
  return EXPLORE_TABS.find((tab) => TAB_SLUGS[tab] === slug) ?? 'available';
}

/** Splits the catalogue into the three tabs (spec §4); paused and refunded businesses are in none. */
export function groupByTab(projects: readonly Project[]): Record<ExploreTab, Project[]> {
  const groups: Record<ExploreTab, Project[]> = { available: [], in_progress: [], paying_out: [] };
  for (const project of projects) {
    const tab = exploreTabOf(normalizeBusinessStatus(project.status));
    if (tab) groups[tab].push(project);
  }
  return groups;
}

const EMPTY_ICONS: Readonly<Record<ExploreTab, ReactNode>> = {
  available: <Sprout className="size-6" aria-hidden />,
  in_progress: <Hammer className="size-6" aria-hidden />,
  paying_out: <Coins className="size-6" aria-hidden />,
};

/**
 * Explore (spec §2): the tabs Available, In progress and Paying Out, each with its
 * count and its own empty state. The chosen tab lives in the address (?tab=), so a
 * shared link opens it and coming Back from a business returns to it.
 */
export function ExplorePage() {
  const { t } = useTranslation('businesses');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabFromParam(searchParams.get(TAB_PARAM));
  const query = useProjects();
  const groups = useMemo(() => groupByTab(query.data?.projects ?? []), [query.data]);

  const selectTab = (value: string) => {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(TAB_PARAM, TAB_SLUGS[value as ExploreTab] ?? TAB_SLUGS.available);
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

      <Tabs.Root value={tab} onValueChange={selectTab} className="mt-8">
        <Tabs.List
          aria-label={t('explore.tabsLabel')}
          className="grid grid-cols-3 gap-1 border-b border-slate-200 sm:flex"
        >
          {EXPLORE_TABS.map((key) => (
            <Tabs.Trigger
              key={key}
              value={key}
              className={cn(
                '-mb-px inline-flex min-h-12 cursor-pointer flex-wrap items-center justify-center gap-x-2 gap-y-1 border-b-2 px-2 py-2 text-center text-sm font-semibold transition-colors sm:shrink-0 sm:flex-nowrap sm:px-4 sm:text-base sm:whitespace-nowrap',
                'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
                'data-[state=active]:border-brand-700 data-[state=active]:text-brand-800',
              )}
            >
              {t(`explore.tabs.${key}`)}
              {query.data ? (
                <span
                  className={cn(
                    'min-w-6 rounded-full px-2 py-0.5 text-center text-xs font-semibold',
                    key === tab ? 'bg-brand-100 text-brand-800' : 'bg-slate-100 text-slate-700',
                  )}
                  data-testid={`tab-count-${key}`}
                >
                  {groups[key].length}
                </span>
              ) : null}
            </Tabs.Trigger>
          ))}
        </Tabs.List>

        {EXPLORE_TABS.map((key) => (
          <Tabs.Content key={key} value={key} className="pt-6 focus-visible:outline-none">
            <div className="mb-6 flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6">
              <p className="text-sm text-slate-600">{t(`explore.tabDescriptions.${key}`)}</p>
              {query.data && groups[key].length > 0 ? (
                <p className="shrink-0 text-sm font-medium text-slate-700">
                  {t('explore.count', { count: groups[key].length })}
                </p>
              ) : null}
            </div>
            {query.isPending ? (
              <ProjectGridSkeleton label={t('explore.loading')} />
            ) : query.isError ? (
              <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
            ) : groups[key].length === 0 ? (
              <EmptyState
                icon={EMPTY_ICONS[key]}
                title={t(`explore.empty.${key}.title`)}
                description={t(`explore.empty.${key}.description`)}
              />
            ) : (
              <ul className={CARD_GRID}>
                {groups[key].map((project, index) => (
                  <li key={project.id}>
                    <ProjectCard project={project} priority={index === 0} headingLevel="h2" className="h-full" />
                  </li>
                ))}
              </ul>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
