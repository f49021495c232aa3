import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { demoVisitQueryOptions, useSwitchDemoAccount } from '../api/demo-session';
import { useTour } from '../hooks/tour-store';
import { isStepPage, nextIndex, stepForLocation, TOURS, type TourStep } from '../utils/tour-steps';

/** Room left above a step's element when the tour scrolls to it: the sticky header and a margin. */
const SCROLL_OFFSET = 88;

/** The element a step points at, once its page has rendered it; followed as the page scrolls. */
function useTarget(target: string | undefined) {
  const [found, setFound] = useState<{ target: string; rect: DOMRect } | null>(null);
  useEffect(() => {
    if (!target) return;
    let frame = 0;
    let scrolledTo: Element | null = null;
    const follow = () => {
      // The first one on screen: phones and wide screens may each render their own copy.
      const element =
        [...document.querySelectorAll(`[data-tour="${target}"]`)].find((el) => el.getClientRects().length > 0) ?? null;
      if (element && scrolledTo !== element) {
        scrolledTo = element;
        // Scrolled to only when its top is out of sight (behind the header or the tour's panel),
        // so the page's own heading stays in view when it can.
        const top = element.getBoundingClientRect().top;
        const panel = document.querySelector('[data-testid="demo-tour"]')?.getBoundingClientRect();
        const bottom = panel && panel.left < 8 ? panel.top : window.innerHeight;
        if (top < SCROLL_OFFSET || top > bottom - 64) {
          const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
          window.scrollTo({
            top: Math.max(0, top + window.scrollY - SCROLL_OFFSET),
            behavior: reduced ? 'auto' : 'smooth',
          });
        }
      }
      const rect = element?.getBoundingClientRect() ?? null;
      setFound((previous) => {
        if (!rect) return previous === null ? previous : null;
        const same =
          previous?.target === target &&
          previous.rect.top === rect.top &&
          previous.rect.left === rect.left &&
          previous.rect.width === rect.width &&
          previous.rect.height === rect.height;
        return same ? previous : { target, rect };
      });
      frame = window.requestAnimationFrame(follow);
    };
    frame = window.requestAnimationFrame(follow);
    return () => window.cancelAnimationFrame(frame);
  }, [target]);
  return found && found.target === target ? found.rect : null;
}

/**
 * The guided tour (issue 16): a panel that explains each stop and a ring around the part of
 * the page it is about. It follows the visitor: acting on a page (investing, publishing) moves
 * it on to the page that comes next. Leaving closes it; the Demo marker's page resumes it.
 */
export default function DemoTour() {
  const { t } = useTranslation('demo');
  const navigate = useNavigate();
  const location = useLocation();
  const { tour, step: stored, open, goTo, leave } = useTour();
  const visit = useQuery(demoVisitQueryOptions());
  const switchAccount = useSwitchDemoAccount();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const steps = tour ? TOURS[tour] : [];
  const data = visit.data;
  const step = data ? stepForLocation(steps, stored, data, location) : stored;
  const current: TourStep | undefined = steps[step];
  const here = Boolean(data && current && isStepPage(current, data, location));

  // The visitor went on by acting on the page: the tour is at the step of the page they reached.
  useEffect(() => {
    if (open && step !== stored) goTo(step);
  }, [open, step, stored, goTo]);

  // After Back or Next, the panel's heading takes the focus, so the new step is read out.
  useEffect(() => {
    if (moved.current) {
      moved.current = false;
      headingRef.current?.focus();
    }
  }, [step]);

  const rect = useTarget(open && here ? current?.target : undefined);
  if (!open || !tour || !data || !current) return null;

  const last = step === steps.length - 1;
  const show = async (index: number) => {
    const next = steps[index];
    if (!next) return;
    moved.current = true;
    goTo(index);
    if (next.account && next.account !== data.account) await switchAccount.mutateAsync(next.account);
    if (!isStepPage(next, data, location)) await navigate(next.href(data));
  };

  return createPortal(
    <>
      {rect ? (
        <div
          aria-hidden
          data-testid="tour-highlight"
          className="pointer-events-none fixed z-[45] rounded-xl outline-4 outline-amber-500 transition-all motion-reduce:transition-none"
          style={{
            top: rect.top - 6,
            left: rect.left - 6,
            width: rect.width + 12,
            height: rect.height + 12,
            // The rest of the page dims a little, so the part the step is about stands out.
            boxShadow: '0 0 0 9999px rgba(15, 23, 42, 0.2)',
          }}
        />
      ) : null}
      <section
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        // Escape inside the panel leaves the tour; elsewhere it stays the page's (closing its dialogs).
        onKeyDown={(event) => {
          if (event.key === 'Escape') leave();
        }}
        data-testid="demo-tour"
        data-step={current.id}
        className="fixed inset-x-0 bottom-0 z-[46] max-h-[45dvh] overflow-y-auto rounded-t-2xl border border-slate-200 bg-white p-4 shadow-2xl sm:inset-x-auto sm:right-4 sm:bottom-4 sm:max-h-none sm:w-[380px] sm:rounded-2xl sm:p-5"
      >
        <div className="flex items-start justify-between gap-3">
          <p className="text-xs font-semibold tracking-wide text-amber-800 uppercase" aria-live="polite">
            {t('tour.progress', { step: step + 1, total: steps.length })}
          </p>
          <button
            type="button"
            onClick={leave}
            className="-m-2 inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            aria-label={t('tour.leave')}
            data-testid="tour-leave"
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <h2 id={titleId} ref={headingRef} tabIndex={-1} className="mt-1 text-lg font-bold text-slate-900 outline-none">
          {t(`tour.steps.${current.id}.title`)}
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-slate-700">{t(`tour.steps.${current.id}.body`)}</p>
        {!here ? (
          <p className="mt-3">
            <Button
              size="sm"
              variant="subtle"
              onClick={() => void show(step)}
              loading={switchAccount.isPending}
              data-testid="tour-go"
            >
              {current.account && current.account !== data.account ? t('tour.switchAndGo') : t('tour.go')}
            </Button>
          </p>
        ) : null}
        <div className="mt-4 flex items-center justify-between gap-2">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void show(step - 1)}
            disabled={step === 0}
            data-testid="tour-back"
          >
            <ArrowLeft className="size-4" aria-hidden />
            {t('tour.back')}
          </Button>
          {last ? (
            <Button size="sm" onClick={leave} data-testid="tour-finish">
              {t('tour.finish')}
            </Button>
          ) : (
            <Button
              size="sm"
              variant={current.action ? 'secondary' : 'primary'}
              onClick={() => void show(nextIndex(steps, step))}
              loading={switchAccount.isPending}
              data-testid="tour-next"
            >
              {current.action ? t('tour.skip') : t('tour.next')}
              <ArrowRight className="size-4" aria-hidden />
            </Button>
          )}
        </div>
      </section>
    </>,
    document.body,
  );
}
