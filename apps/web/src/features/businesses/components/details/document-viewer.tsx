import {
  ChevronLeft,
  ChevronRight,
  Download,
  ExternalLink,
  Maximize,
  Minimize,
  TriangleAlert,
  X,
  ZoomIn,
  ZoomOut,
} from 'lucide-react';
import * as pdfjs from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatPercent } from '@/lib/format';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

/** The 14 standard PDF fonts, copied next to the app by the build (see vite.config.ts). */
const STANDARD_FONTS_PATH = '/pdfjs/standard_fonts/';

const ZOOM_STEPS: readonly number[] = [0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3];
const MIN_ZOOM = 0.5;
const MAX_ZOOM = 3;

function withQuery(url: string, query: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

function ToolButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
      className="inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-slate-900 disabled:pointer-events-none disabled:opacity-40"
    >
      {children}
    </button>
  );
}

const toolLinkClass =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-slate-900';

/**
 * Spec §2 documents viewer: the PDF's pages drawn on a canvas with page navigation,
 * zoom in and out, fullscreen, download and open in a new tab. pdf.js runs in a
 * worker from our own origin and never evaluates strings (the CSP forbids it).
 */
export default function DocumentViewer({ title, url, onClose }: { title: string; url: string; onClose: () => void }) {
  const { t } = useTranslation('business');
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [pdf, setPdf] = useState<pdfjs.PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState<number | null>(null);
  /** Which page and zoom the canvas shows; anything else is still being drawn. */
  const [drawn, setDrawn] = useState<string | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const pageCount = pdf?.numPages ?? 0;
  const rendering = drawn !== `${page}|${zoom}`;

  // Open the document.
  useEffect(() => {
    const task = pdfjs.getDocument({
      url,
      isEvalSupported: false,
      standardFontDataUrl: new URL(STANDARD_FONTS_PATH, window.location.href).href,
      enableXfa: false,
    });
    let active = true;
    task.promise.then(
      (document) => {
        if (active) setPdf(document);
      },
      (error: unknown) => {
        if (!active) return;
        console.error('Could not open the document.', error);
        setFailed(true);
      },
    );
    return () => {
      active = false;
      void task.destroy();
    };
  }, [url]);

  // Draw the current page at the current zoom (the first time: fit to the width available).
  useEffect(() => {
    if (!pdf) return;
    let cancelled = false;
    let task: pdfjs.RenderTask | null = null;
    void pdf.getPage(page).then((pdfPage) => {
      const element = canvas.current;
      if (cancelled || !element) return;
      if (zoom === null) {
        const available = (scroller.current?.clientWidth ?? 800) - 32;
        const fit = available / pdfPage.getViewport({ scale: 1 }).width;
        setZoom(Math.min(1.5, Math.max(MIN_ZOOM, Math.round(fit * 100) / 100)));
        return;
      }
      const viewport = pdfPage.getViewport({ scale: zoom });
      const ratio = window.devicePixelRatio || 1;
      element.width = Math.floor(viewport.width * ratio);
      element.height = Math.floor(viewport.height * ratio);
      element.style.width = `${Math.floor(viewport.width)}px`;
      element.style.height = `${Math.floor(viewport.height)}px`;
      task = pdfPage.render({
        canvas: element,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      task.promise.then(
        () => {
          if (!cancelled) setDrawn(`${page}|${zoom}`);
        },
        (error: unknown) => {
          if (cancelled || (error instanceof Error && error.name === 'RenderingCancelledException')) return;
          console.error('Could not draw the page.', error);
          setFailed(true);
        },
      );
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, page, zoom]);

  useEffect(() => {
    const element = panel.current;
    const onChange = () => setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === element);
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      if (element && document.fullscreenElement === element) void document.exitFullscreen();
    };
  }, []);

  const toggleFullscreen = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void panel.current?.requestFullscreen?.().catch(() => undefined);
  }, []);

  const zoomIn = () => setZoom((current) => ZOOM_STEPS.find((step) => step > (current ?? 1) + 0.001) ?? MAX_ZOOM);
  const zoomOut = () =>
    setZoom((current) => [...ZOOM_STEPS].reverse().find((step) => step < (current ?? 1) - 0.001) ?? MIN_ZOOM);
  const goTo = (next: number) => {
    setPage(Math.min(Math.max(1, next), Math.max(1, pageCount)));
    scroller.current?.scrollTo?.({ top: 0 });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target instanceof HTMLInputElement || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowRight' || event.key === 'PageDown') goTo(page + 1);
    else if (event.key === 'ArrowLeft' || event.key === 'PageUp') goTo(page - 1);
    else if (event.key === '+' || event.key === '=') zoomIn();
    else if (event.key === '-') zoomOut();
    else return;
    event.preventDefault();
  };

  const zoomLabel = zoom === null ? '—' : formatPercent(Math.round(zoom * 100));

  return (
    <Modal
      open
      onClose={onClose}
      labelledBy={titleId}
      testId="document-viewer"
      className="m-auto h-[calc(100dvh-1rem)] max-h-none w-[calc(100vw-1rem)] max-w-5xl overflow-hidden rounded-2xl bg-white p-0 sm:h-[calc(100dvh-3rem)] sm:w-[calc(100vw-3rem)]"
    >
      <div ref={panel} onKeyDown={onKeyDown} className="flex h-full flex-col bg-white">
        <div className="flex items-center gap-2 border-b border-slate-200 px-3 py-2 sm:px-4">
          <h2 id={titleId} className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900 sm:text-base">
            {title}
          </h2>
          <ToolButton label={t('viewer.close')} onClick={onClose}>
            <X className="size-5" aria-hidden />
          </ToolButton>
        </div>
        <div
          role="toolbar"
          aria-label={t('viewer.toolbar')}
          className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-b border-slate-200 bg-slate-50 px-2 py-1.5 sm:px-3"
        >
          <div className="flex items-center gap-1">
            <ToolButton label={t('viewer.previousPage')} onClick={() => goTo(page - 1)} disabled={page <= 1}>
              <ChevronLeft className="size-5" aria-hidden />
            </ToolButton>
            <span className="min-w-20 text-center text-sm text-slate-700 tabular-nums" aria-live="polite">
              {pageCount ? t('viewer.pageOf', { page, total: pageCount }) : '—'}
            </span>
            <ToolButton label={t('viewer.nextPage')} onClick={() => goTo(page + 1)} disabled={page >= pageCount}>
              <ChevronRight className="size-5" aria-hidden />
            </ToolButton>
          </div>
          <div className="flex items-center gap-1">
            <ToolButton label={t('viewer.zoomOut')} onClick={zoomOut} disabled={zoom === null || zoom <= MIN_ZOOM}>
              <ZoomOut className="size-5" aria-hidden />
            </ToolButton>
            <span
              className="w-14 text-center text-sm text-slate-700 tabular-nums"
              data-testid="zoom-level"
              aria-live="polite"
            >
              {zoomLabel}
            </span>
            <ToolButton label={t('viewer.zoomIn')} onClick={zoomIn} disabled={zoom === null || zoom >= MAX_ZOOM}>
              <ZoomIn className="size-5" aria-hidden />
            </ToolButton>
            <span aria-hidden className="mx-1 h-6 w-px bg-slate-200" />
            <ToolButton
              label={fullscreen ? t('viewer.exitFullscreen') : t('viewer.fullscreen')}
              onClick={toggleFullscreen}
            >
              {fullscreen ? <Minimize className="size-5" aria-hidden /> : <Maximize className="size-5" aria-hidden />}
            </ToolButton>
            <a
              href={withQuery(url, 'download')}
              download
              className={toolLinkClass}
              aria-label={t('viewer.download')}
              title={t('viewer.download')}
            >
              <Download className="size-5" aria-hidden />
            </a>
            <a
              href={url}
              target="_blank"
              rel="noopener"
              className={toolLinkClass}
              aria-label={t('viewer.openInNewTab')}
              title={t('viewer.openInNewTab')}
            >
              <ExternalLink className="size-5" aria-hidden />
            </a>
          </div>
        </div>
        <div ref={scroller} className="relative min-h-0 flex-1 overflow-auto bg-slate-200/70">
          {failed ? (
            <div role="alert" className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center">
              <TriangleAlert className="size-8 text-amber-600" aria-hidden />
              <p className="max-w-sm text-sm text-slate-700">{t('viewer.failed')}</p>
              <a
                href={url}
                target="_blank"
                rel="noopener"
                className="text-sm font-semibold text-brand-700 hover:underline"
              >
                {t('viewer.openInNewTab')}
              </a>
            </div>
          ) : (
            <div className="flex min-h-full w-max min-w-full items-start justify-center p-4">
              <canvas
                ref={canvas}
                data-testid="document-page"
                role="img"
                aria-label={pageCount ? t('viewer.pageImage', { page, total: pageCount, title }) : title}
                className={cn('block bg-white shadow-lg', rendering && !pdf ? 'invisible' : '')}
              />
            </div>
          )}
          {!failed && rendering ? (
            <div role="status" className="absolute inset-0 flex items-center justify-center text-brand-700">
              <Spinner className="size-8" />
              <span className="sr-only">{t('viewer.loadingPage')}</span>
            </div>
          ) : null}
        </div>
      </div>
    </Modal>
  );
}
