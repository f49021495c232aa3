import type { ProjectDetails } from '@grove/contracts';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

type Media = ProjectDetails['media'][number];

/** The demo and uploaded pictures are 16:10; the intrinsic size keeps the layout still while they load. */
const WIDTH = 1600;
const HEIGHT = 1000;

function Slide({ item, index, first }: { item: Media; index: number; first: boolean }) {
  if (item.type === 'video') {
    return (
      <video
        controls
        preload="none"
        playsInline
        src={item.url}
        aria-label={item.alt || undefined}
        className="size-full bg-slate-950 object-contain"
        width={WIDTH}
        height={HEIGHT}
      />
    );
  }
  return (
    <img
      src={item.url}
      alt={item.alt}
      width={WIDTH}
      height={HEIGHT}
      // The first picture is the page's largest element: fetch it at once, first.
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding={first ? 'sync' : 'async'}
      draggable={false}
      className="size-full object-cover select-none"
      data-index={index}
    />
  );
}

const CAROUSEL_OPTIONS: EmblaOptionsType = { loop: false, align: 'start', skipSnaps: false };

/**
 * Embla, attached to the slider's viewport once its code has loaded: the first picture
 * (the page's largest element) shows at once from plain markup, and swiping, dragging
 * and the arrows start working a moment later. A new set of slides starts a new carousel.
 */
function useLazyCarousel(slides: string) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  useEffect(() => {
    let carousel: EmblaCarouselType | undefined;
    let cancelled = false;
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (cancelled || !viewportRef.current) return;
      carousel = EmblaCarousel(viewportRef.current, CAROUSEL_OPTIONS);
      setEmbla(carousel);
    });
    return () => {
      cancelled = true;
      carousel?.destroy();
      setEmbla(undefined);
    };
  }, [slides]);
  return [viewportRef, embla] as const;
}

/** Spec §2 media slider: pictures and videos with arrows, dots, keyboard and swipe. */
export function MediaSlider({ media, name }: { media: ProjectDetails['media']; name: string }) {
  const { t } = useTranslation('business');
  const [viewportRef, embla] = useLazyCarousel(media.map((item) => item.id).join('|'));
  const [selected, setSelected] = useState(0);
  const count = media.length;

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const go = useCallback((index: number) => embla?.scrollTo(index), [embla]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target instanceof HTMLVideoElement) return;
    if (event.key === 'ArrowLeft') embla?.scrollPrev();
    else if (event.key === 'ArrowRight') embla?.scrollNext();
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(count - 1);
    else return;
    event.preventDefault();
  };

  if (count === 0) {
    return (
      <div className="flex aspect-[16/10] w-full flex-col items-center justify-center gap-2 rounded-2xl bg-gradient-to-br from-brand-50 to-brand-100 text-brand-800">
        <ImageOff className="size-8" aria-hidden />
        <p className="text-sm font-medium">{t('media.none')}</p>
      </div>
    );
  }

  return (
    <div
      role="region"
      aria-roledescription={t('media.carousel')}
      aria-label={t('media.label', { name })}
      className="group relative"
      data-testid="media-slider"
    >
      <div
        ref={viewportRef}
        tabIndex={0}
        onKeyDown={onKeyDown}
        className="overflow-hidden rounded-2xl bg-slate-100 focus-visible:outline-offset-4"
      >
        <div className="flex touch-pan-y touch-pinch-zoom">
          {media.map((item, index) => (
            <div
              key={item.id}
              role="group"
              aria-roledescription={t('media.slide')}
              aria-label={t('media.position', { index: index + 1, total: count })}
              inert={index !== selected}
              className="aspect-[16/10] min-w-0 flex-[0_0_100%]"
            >
              <Slide item={item} index={index} first={index === 0} />
            </div>
          ))}
        </div>
      </div>

      {/* The arrows appear, and the dots respond, once the carousel is attached. */}
      {count > 1 ? (
        <>
          <p
            aria-hidden
            className="absolute top-3 right-3 rounded-full bg-slate-950/70 px-2.5 py-1 text-xs font-semibold text-white tabular-nums"
          >
            {selected + 1} / {count}
          </p>
          <button
            type="button"
            onClick={() => embla?.scrollPrev()}
            disabled={!embla || selected === 0}
            aria-label={t('media.previous')}
            className="absolute top-1/2 left-3 flex size-10 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-white/95 text-slate-900 shadow-md ring-1 ring-slate-200 transition hover:bg-white disabled:pointer-events-none disabled:opacity-0"
          >
            <ChevronLeft className="size-5" aria-hidden />
          </button>
          <button
            type="button"
            onClick={() => embla?.scrollNext()}
            disabled={!embla || selected === count - 1}
            aria-label={t('media.next')}
            className="absolute top-1/2 right-3 flex size-10 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-white/95 text-slate-900 shadow-md ring-1 ring-slate-200 transition hover:bg-white disabled:pointer-events-none disabled:opacity-0"
          >
            <ChevronRight className="size-5" aria-hidden />
          </button>
          <div className="mt-3 flex justify-center gap-1">
            {media.map((item, index) => (
              <button
                key={item.id}
                type="button"
                onClick={() => go(index)}
                disabled={!embla}
                aria-label={t('media.goTo', { index: index + 1, total: count })}
                aria-current={index === selected ? 'true' : undefined}
                className="flex size-6 cursor-pointer items-center justify-center"
              >
                <span
                  aria-hidden
                  className={cn(
                    'block h-2 rounded-full transition-all',
                    index === selected ? 'w-6 bg-brand-700' : 'w-2 bg-slate-300 hover:bg-slate-400',
                  )}
                />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
