import type { ProjectDetails } from '@grove/contracts';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { rememberShareSource } from '@/lib/share-source';
import { deferredPart } from '@/components/deferred-part';
import { cn } from '@/lib/cn';
import { useLanguage } from '@/lib/use-language';
import { projectDetailsQueryOptions } from '../../api/get-project';
import { DetailsHeader } from './details-header';
import { FundingOverview, InvestorSummary } from './funding-card';
import { hasPayoutSchedule } from './payout-schedule-rules';
import { MediaSlider } from './media-slider';
import { DetailsSkeleton } from './details-skeleton';
import { useScrollCue } from './use-scroll-cue';
import { useStickyRail } from './use-sticky-rail';

// What a page the server rendered seldom needs at first: downloads of their own, and on such a
// page hydrated only once they come near the screen (the texts about the business, then the
// sections below the fold).
const DetailsIntro = deferredPart(
  () => import('./info-sections').then((module) => module.DetailsIntro),
  <div className="min-h-[60vh]" aria-hidden />,
);
const DetailsFailed = lazy(() => import('./page-states'));
// Only a business with a video shows it: its own clip, or the link to a hosted one.
const BusinessVideo = lazy(() => import('./business-video').then((module) => ({ default: module.BusinessVideo })));
const VideoLink = lazy(() => import('./video-link').then((module) => ({ default: module.VideoLink })));

// Below the fold: a download of its own, and on a page the server rendered, hydrated only once it is needed.
const DetailsBelowTheFold = deferredPart(
  () => import('./details-below').then((module) => module.default),
  // Until the sections arrive, this space keeps what follows below the fold, so nothing on screen shifts.
  <div className="min-h-[200vh]" aria-hidden />,
);

const SECTIONS = ['about', 'basic-info', 'forecast', 'payouts', 'documents', 'updates', 'qa', 'team', 'faq'] as const;

/** A fading edge with an arrow where the section links run on out of sight (pointer users can press it). */
function ScrollCueEdge({ side, onPress }: { side: 'before' | 'after'; onPress: () => void }) {
  const Icon = side === 'before' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      // Keyboard users reach each link, which scrolls into view; this is for pointers only.
      tabIndex={-1}
      aria-hidden
      onClick={onPress}
      data-testid={`section-nav-more-${side}`}
      className={cn(
        'absolute inset-y-0 z-10 flex w-12 items-center text-slate-600 hover:text-slate-900 lg:hidden',
        side === 'before'
          ? 'left-0 justify-start bg-gradient-to-r from-slate-50 via-slate-50/90 to-transparent pl-1 sm:rounded-l-xl sm:from-white sm:via-white/90'
          : 'right-0 justify-end bg-gradient-to-l from-slate-50 via-slate-50/90 to-transparent pr-1 sm:rounded-r-xl sm:from-white sm:via-white/90',
      )}
    >
      <Icon className="size-5" />
    </button>
  );
}

/**
 * In-page links to the sections, kept under the header while the reader scrolls. From
 * 1024 px they wrap onto a second line rather than cut one off; narrower, they scroll
 * sideways, with a fading arrow on each side that hides more.
 */
function SectionNav({ project }: { project: ProjectDetails }) {
  const { t, i18n } = useTranslation('business');
  const present = SECTIONS.filter((section) =>
    section === 'faq' ? project.faq.length > 0 : section === 'payouts' ? hasPayoutSchedule(project) : true,
  );
  const strip = useRef<HTMLUListElement>(null);
  const { cue, scrollBy } = useScrollCue(strip, `${i18n.language}:${present.join()}`);
  return (
    <nav
      aria-label={t('sectionNav')}
      className="sticky top-16 z-20 -mx-4 border-b border-slate-200 bg-slate-50/95 px-4 backdrop-blur supports-[backdrop-filter]:bg-slate-50/80 sm:mx-0 sm:rounded-xl sm:border sm:bg-white/95 sm:px-2"
    >
      <div className="relative">
        <ul
          ref={strip}
          className="flex gap-1 overflow-x-auto py-1.5 [scrollbar-width:none] lg:flex-wrap lg:overflow-visible"
          data-testid="section-links"
        >
          {present.map((section) => (
            <li key={section} className="shrink-0">
              <a
                href={`#${section}`}
                className="block rounded-lg px-3 py-1.5 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100 hover:text-slate-900"
              >
                {t(`sectionLinks.${section}`)}
              </a>
            </li>
          ))}
        </ul>
        {cue.before ? <ScrollCueEdge side="before" onPress={() => scrollBy(-1)} /> : null}
        {cue.after ? <ScrollCueEdge side="after" onPress={() => scrollBy(1)} /> : null}
      </div>
    </nav>
  );
}

/** Parts of the page that belong to another feature, given by the app (the investor's own summary). */
export interface BusinessDetailsPageProps {
  /** Under the funding overview: what the signed-in investor has put in (renders nothing for a guest). */
  renderInvestor?: (project: ProjectDetails) => ReactNode;
}

/** The page for a business already loaded (the console's preview renders it with its own data). */
export function BusinessDetails({
  project,
  renderInvestor,
  preview = false,
}: {
  project: ProjectDetails;
  /** The console's preview: no question form (a draft is not public, so it cannot take questions). */
  preview?: boolean;
} & BusinessDetailsPageProps) {
  const { t } = useTranslation('business');
  const overview = useRef<HTMLDivElement>(null);
  const rest = useRef<HTMLDivElement>(null);
  const sticky = useStickyRail(overview, rest);
  return (
    <article className="container-page py-6 sm:py-8" data-testid="business-details">
      <title>{t('pageTitle', { name: project.name })}</title>
      <DetailsHeader project={project} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex min-w-0 flex-col gap-4 lg:col-start-1 lg:row-start-1">
          <MediaSlider media={project.media} name={project.name} />
          {project.video ? (
            // The space of the card it shows, so nothing below moves when its code arrives.
            <Suspense fallback={<div className="h-24 rounded-2xl bg-white sm:h-[7.75rem]" aria-hidden />}>
              <BusinessVideo video={project.video} name={project.name} />
            </Suspense>
          ) : null}
          {project.video_url ? (
            <Suspense fallback={null}>
              <VideoLink url={project.video_url} name={project.name} />
            </Suspense>
          ) : null}
        </div>
        <aside aria-label={t('funding.title')} className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {/* Sticky from 1024 px, as much of the rail as fits below the header (use-sticky-rail.ts). */}
          <div
            className={cn(sticky === 'rail' && 'lg:sticky lg:top-20', sticky === 'overview' && 'lg:h-full')}
            data-testid="funding-rail"
            data-sticky={sticky ?? 'none'}
          >
            <div
              // The strips above and below cover what scrolls away beneath the overview.
              className={cn(sticky === 'overview' && 'lg:sticky lg:top-16 lg:z-10 lg:-mt-4 lg:bg-slate-50 lg:py-4')}
            >
              <div ref={overview}>
                <FundingOverview project={project} preview={preview} />
              </div>
            </div>
            <div ref={rest} className={cn('mt-4 flex flex-col gap-4', sticky === 'overview' && 'lg:mt-0')}>
              {renderInvestor?.(project)}
              <InvestorSummary project={project} />
            </div>
          </div>
        </aside>
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-2">
          <SectionNav project={project} />
          <DetailsIntro project={project} />
          <DetailsBelowTheFold project={project} preview={preview} />
        </div>
      </div>
    </article>
  );
}

/** /business/:id (spec §2 "Business details"). */
export function BusinessDetailsPage({ renderInvestor }: BusinessDetailsPageProps = {}) {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const ref = search.get('ref');
  useEffect(() => {
    if (ref) rememberShareSource(id, ref);
  }, [id, ref]);
  const language = useLanguage();
  const query = useQuery({
    ...projectDetailsQueryOptions(id, language),
    // Switching the language keeps the page on screen until the translation arrives.
    placeholderData: (previous) => (previous?.id === id ? previous : undefined),
  });

  if (query.data) return <BusinessDetails project={query.data} renderInvestor={renderInvestor} />;
  if (query.isError) {
    return (
      <Suspense fallback={<DetailsSkeleton />}>
        <DetailsFailed error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </Suspense>
    );
  }
  return <DetailsSkeleton />;
}
