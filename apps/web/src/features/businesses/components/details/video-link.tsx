import { ExternalLink, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';

function safeUrl(value: string): URL | null {
  try {
    const url = new URL(value, window.location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The business's video (spec §2). Our Content-Security-Policy allows no third-party
 * frames, so a hosted video opens on its own site in a new tab.
 */
export function VideoLink({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation('business');
  const parsed = safeUrl(url);
  if (!parsed) return null;
  const host = parsed.host.replace(/^www\./, '');
  return (
    <a
      href={parsed.href}
      target="_blank"
      rel="noopener noreferrer"
      className="group flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50/40"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white shadow-sm transition-transform group-hover:scale-105">
        <Play className="ml-0.5 size-5 fill-current" aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900">{t('video.title')}</span>
        <span className="block text-sm break-words text-slate-600">{t('video.description', { name, host })}</span>
      </span>
      <ExternalLink className="size-5 shrink-0 text-slate-400 group-hover:text-brand-700" aria-hidden />
      <span className="sr-only">{t('opensInNewTab')}</span>
    </a>
  );
}
