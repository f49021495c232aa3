import type { ProjectDetails } from '@grove/contracts';
import { AlertCircle, Download, Play, X } from 'lucide-react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

type Video = NonNullable<ProjectDetails['video']>;

/**
 * The business's own short clip (spec §2 "about, media slider and video"). Until asked for, it is
 * a card with its poster (the cover picture), so the page downloads none of it; pressing play
 * puts the browser's own player in its place, playing, with the keyboard in it. The card is a
 * link to the file, so the clip opens in the browser's player before the page's script runs.
 */
export function BusinessVideo({ video, name }: { video: Video; name: string }) {
  const { t } = useTranslation('business');
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const player = useRef<HTMLVideoElement>(null);
  const card = useRef<HTMLAnchorElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (open) player.current?.focus();
    else if (returnFocus.current) card.current?.focus();
  }, [open]);

  const play = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or a download, asked for with a modifier key, is the browser's to do.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setFailed(false);
    setOpen(true);
  };
  const close = () => {
    returnFocus.current = true;
    setOpen(false);
  };

  if (!open) {
    return (
      <a
        ref={card}
        href={video.url}
        onClick={play}
        data-testid="business-video"
        className="group flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50/40 sm:p-4"
      >
        <span className="relative aspect-[16/10] w-28 shrink-0 overflow-hidden rounded-lg bg-brand-100 sm:w-36">
          {video.poster ? (
            <img src={video.poster} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
          ) : null}
          <span className="absolute inset-0 flex items-center justify-center bg-slate-950/25 transition-colors group-hover:bg-slate-950/35">
            <span className="flex size-10 items-center justify-center rounded-full bg-white/95 text-brand-800 shadow-md transition-transform group-hover:scale-105">
              <Play className="ml-0.5 size-5 fill-current" aria-hidden />
            </span>
          </span>
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-slate-900">{t('video.title')}</span>
          <span className="block text-sm break-words text-slate-600">{t('video.clipDescription', { name })}</span>
        </span>
      </a>
    );
  }

  return (
    <figure className="relative" data-testid="business-video-player">
      <video
        ref={player}
        src={video.url}
        poster={video.poster ?? undefined}
        controls
        autoPlay
        playsInline
        preload="auto"
        // Focusable in every browser (not all make a player with controls so), for its keyboard keys.
        tabIndex={0}
        aria-label={t('video.playerLabel', { name })}
        onError={() => setFailed(true)}
        className="aspect-[16/10] w-full rounded-2xl bg-slate-950 object-contain"
      >
        <a href={`${video.url}?download`}>{t('video.download')}</a>
      </video>
      {failed ? (
        <figcaption
          role="alert"
          className="absolute inset-x-3 bottom-3 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-white/95 px-4 py-3 text-sm text-slate-800 shadow-md"
        >
          <AlertCircle className="size-5 shrink-0 text-red-600" aria-hidden />
          <span className="flex-1">{t('video.failed')}</span>
          <a
            href={`${video.url}?download`}
            className="inline-flex items-center gap-1 font-semibold text-brand-700 underline"
          >
            <Download className="size-4" aria-hidden />
            {t('video.download')}
          </a>
        </figcaption>
      ) : null}
      <button
        type="button"
        onClick={close}
        aria-label={t('video.close')}
        className="absolute top-3 right-3 flex size-10 cursor-pointer items-center justify-center rounded-full bg-white/95 text-slate-900 shadow-md ring-1 ring-slate-200 transition hover:bg-white"
      >
        <X className="size-5" aria-hidden />
      </button>
    </figure>
  );
}
