import { ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { KiisPdfLink } from '@/components/kiis-sheet';
import { useHydrated } from '@/lib/hydration';
import { useKiisSheet } from '@/lib/kiis';
import { useFormatDate } from '@/lib/use-format-date';

/**
 * The business's key investment information sheet among its documents: which version is current,
 * when it changed, and its PDF. Asked for in the browser only (the page's server render has no
 * place for it), and absent while none is published.
 */
export function KiisRow({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const formatDate = useFormatDate();
  const sheet = useKiisSheet(projectId, { enabled: hydrated });
  if (!sheet.data) return null;
  const { version, approved_at: approvedAt } = sheet.data;
  return (
    <div
      className="mt-5 flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50/40 p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="kiis-row"
    >
      <div className="flex min-w-0 items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
          <ScrollText className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="font-medium break-words text-slate-900">{t('kiis.title')}</p>
          <p className="mt-0.5 text-xs text-slate-600" data-testid="kiis-updated">
            {t('kiis.updated', { version, date: formatDate(approvedAt, 'long') })}
          </p>
        </div>
      </div>
      <KiisPdfLink projectId={projectId} label={t('kiis.pdf')} className="ml-13 self-start sm:ml-0 sm:self-auto" />
    </div>
  );
}
