import { cn } from '@/lib/cn';

const bar = 'rounded bg-slate-200/80';

/** A grey stand-in with the card's shape and height, so nothing moves when the data arrives. */
export function ProjectCardSkeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden
      data-testid="project-card-skeleton"
      className={cn(
        'flex animate-pulse flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white motion-reduce:animate-none',
        className,
      )}
    >
      <div className="aspect-[16/10] bg-slate-200/70" />
      <div className="flex flex-1 flex-col p-5">
        <div className={cn(bar, 'h-3 w-24')} />
        <div className={cn(bar, 'mt-3 h-5 w-3/4')} />
        <div className={cn(bar, 'mt-2.5 h-4 w-1/2')} />
        <div className={cn(bar, 'mt-4 h-4 w-full')} />
        <div className={cn(bar, 'mt-2 h-4 w-5/6')} />
        <div className={cn(bar, 'mt-6 h-4 w-1/3')} />
        <div className={cn(bar, 'mt-3 h-2 w-full rounded-full')} />
        <div className={cn(bar, 'mt-3 h-4 w-2/3')} />
        <div className="mt-4 grid grid-cols-3 gap-3 border-t border-slate-100 pt-4">
          {[0, 1, 2].map((key) => (
            <div key={key}>
              <div className={cn(bar, 'h-4 w-12')} />
              <div className={cn(bar, 'mt-1.5 h-3 w-16')} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

/** The responsive grid the catalogue uses: 1 column on phones, 2 on tablets, 3 on desktops. */
export const CARD_GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';

export function ProjectGridSkeleton({ count = 6, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <div className={CARD_GRID}>
        {Array.from({ length: count }, (_, index) => (
          <ProjectCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}

/** How many popular projects the landing page shows at most (fewer on small screens). */
export const FEATURED_LIMIT = 6;

/** Phones show three cards, tablets four, desktops six. */
export function featuredSlotClass(index: number): string | undefined {
  if (index >= 4) return 'hidden lg:block';
  if (index === 3) return 'hidden sm:block';
  return undefined;
}

/** The landing page's popular-projects section while its code or data loads. */
export function FeaturedProjectsSkeleton() {
  return (
    <div className="container-page py-16 sm:py-20" aria-hidden data-testid="featured-skeleton">
      <div className={cn(bar, 'h-9 w-64 max-w-full')} />
      <div className={cn(bar, 'mt-2 h-6 w-80 max-w-full')} />
      <div className={cn(bar, 'mt-4 h-5 w-40 sm:hidden')} />
      <div className={cn(CARD_GRID, 'mt-10')}>
        {Array.from({ length: FEATURED_LIMIT }, (_, index) => (
          <div key={index} className={featuredSlotClass(index)}>
            <ProjectCardSkeleton className="h-full" />
          </div>
        ))}
      </div>
    </div>
  );
}
