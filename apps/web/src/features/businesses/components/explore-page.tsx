import { EXPLORE_TABS, type ExploreQuery, type ExploreTab } from '@grove/contracts';
import { Archive, ChevronLeft, ChevronRight, Coins, Hammer, SearchX, Sprout } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { hydratedWhenNeeded } from '@/components/deferred-part';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Tabs } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useExplore } from '../api/explore-projects';
import {
  activeFilterCount,
  exploreQueryFromSearch,
  searchFromExploreQuery,
  withoutFilters,
} from '../utils/explore-query';
import { ExploreFilters, ExploreSearch } from './explore-filters';
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

const hrefOf = (query: ExploreQuery) => {
  const search = searchFromExploreQuery(query).toString();
  return { search: search ? `?${search}` : '' };
};

/** A count as the answer gives it: exact up to the cap, else "1,000+" (the cap, in the reader's digits). */
const countText = (count: number, cap: number) => (count > cap ? `${formatNumber(cap)}+` : formatNumber(count));

/**
 * Previous and next pages as links (they work before the page's code has loaded), and where this
 * one is. Past the count's cap the last page is not known: the next page is offered while this
 * one is full.
 */
function Pagination({ query, pages, more }: { query: ExploreQuery; pages: number; more: boolean }) {
  const { t } = useTranslation('businesses');
  if (pages <= 1) return null;
  const link = (page: number, label: string, icon: ReactNode, rel: string) =>
    page >= 1 && (page <= pages || more) ? (
      <Link to={hrefOf({ ...query, page })} rel={rel} className={buttonClasses('secondary')}>
        {icon}
        {label}
      </Link>
    ) : (
      <span aria-disabled className={cn(buttonClasses('secondary'), 'pointer-events-none opacity-50')}>
        {icon}
        {label}
      </span>
    );
  return (
    <nav aria-label={t('explore.pagination.label')} className="mt-8 flex items-center justify-between gap-3">
      {link(query.page - 1, t('explore.pagination.previous'), <ChevronLeft className="size-4" aria-hidden />, 'prev')}
      <p className="text-sm text-slate-700" data-testid="explore-page">
        {more
          ? t('explore.pagination.page', { page: query.page })
          : t('explore.pagination.pageOf', { page: query.page, pages })}
      </p>
      {link(query.page + 1, t('explore.pagination.next'), <ChevronRight className="size-4" aria-hidden />, 'next')}
    </nav>
  );
}

/**
 * Explore (spec §2): the tabs Available, In progress and Paying Out, and Closed (every raise
 * that ended, funded or refunded: the platform's track record), each with its count and its
 * own empty state; a search, filters and an order above them. Everything lives in the address
 * (explore-query.ts), so a shared link opens the same page and Back and Forward walk through
 * the searches. The server answers one page at a time, with every tab's count.
 */
export function ExplorePage() {
  const { t } = useTranslation('businesses');
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => exploreQueryFromSearch(searchParams), [searchParams]);
  const answer = useExplore(query);
  const data = answer.data;
  const filtered = activeFilterCount(query) > 0;

  // Each change is a step in the history, so Back returns to the previous search.
  const go = (next: ExploreQuery) => setSearchParams(searchFromExploreQuery(next), { preventScrollReset: true });
  const selectTab = (tab: ExploreTab) => go({ ...query, tab, page: 1 });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const capped = data ? data.total > data.count_cap : false;
  const more = data ? capped && data.projects.length === data.page_size : false;

  return (
    <div className="container-page py-8 lg:py-12">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('explore.title')}</h1>
        <p className="mt-3 text-base leading-relaxed text-slate-600 sm:text-lg">{t('explore.subtitle')}</p>
      </header>

      <div className="mt-6">
        <ExploreSearch query={query} onChange={go} />
        <ExploreFilters query={query} onChange={go} />
      </div>

      <Tabs
        label={t('explore.tabsLabel')}
        value={query.tab}
        onValueChange={selectTab}
        className="mt-6"
        tabs={EXPLORE_TABS.map((key) => ({
          value: key,
          label: t(`explore.tabs.${key}`),
          // No count on the tabs when a search matches more than the cap in all (the server counts only this tab then).
          count: data && data.tabs[key] !== null ? countText(data.tabs[key], data.count_cap) : undefined,
          countTestId: `tab-count-${key}`,
        }))}
      >
        <div className="mb-6 flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6">
          <p className="text-sm text-slate-600">{t(`explore.tabDescriptions.${query.tab}`)}</p>
          <p className="shrink-0 text-sm font-medium text-slate-700" data-testid="explore-count" aria-live="polite">
            {data && data.total > 0
              ? query.tab === 'closed' && data.track_record
                ? `${t('explore.trackRecord.funded', { number: countText(data.track_record.funded, data.count_cap) })} · ${t('explore.trackRecord.refunded', { number: countText(data.track_record.refunded, data.count_cap) })}`
                : capped
                  ? t('explore.countMore', { count: data.count_cap, number: formatNumber(data.count_cap) })
                  : t('explore.count', { count: data.total, number: formatNumber(data.total) })
              : null}
          </p>
        </div>
        {answer.isPending ? (
          <ProjectGridSkeleton label={t('explore.loading')} />
        ) : answer.isError ? (
          <LoadError error={answer.error} onRetry={() => void answer.refetch()} retrying={answer.isFetching} />
        ) : data!.projects.length === 0 ? (
          filtered ? (
            <EmptyState
              icon={<SearchX className="size-6" aria-hidden />}
              title={t('explore.noMatch.title')}
              description={t('explore.noMatch.description')}
              action={
                <Button variant="secondary" onClick={() => go(withoutFilters(query))}>
                  {t('explore.filters.clear')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={EMPTY_ICONS[query.tab]}
              title={t(`explore.empty.${query.tab}.title`)}
              description={t(`explore.empty.${query.tab}.description`)}
            />
          )
        ) : (
          <>
            <ul className={CARD_GRID} data-tour="explore-list">
              {data!.projects.map((project, index) => {
                const Card = index < FIRST_ROW ? ProjectCard : CardWhenNeeded;
                return (
                  <li key={project.id}>
                    <Card project={project} priority={index === 0} headingLevel="h2" className="h-full" />
                  </li>
                );
              })}
            </ul>
            <Pagination query={query} pages={pages} more={more} />
          </>
        )}
      </Tabs>
    </div>
  );
}
