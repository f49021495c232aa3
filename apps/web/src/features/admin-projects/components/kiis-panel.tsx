import { normalizeLanguage } from '@grove/contracts';
import { CircleCheck, ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { KiisKeyPoints, KiisSheetBody } from '@/components/kiis-sheet';
import { Button } from '@/components/ui/button';
import { DownloadButton } from '@/components/ui/download-button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { useFormatDate } from '@/lib/use-format-date';
import { adminKiisPdfPath, useAdminKiis, useApproveKiis } from '../api/kiis';

/**
 * The business's key investment information sheet under review (EU 2020/1503 Art. 23): the newest
 * version (drafted by the server when the facts it shows changed), its PDF, and Approve. Only an
 * approved version is published, and a business takes no money without one.
 */
export function KiisPanel({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation('admin-projects');
  const language = normalizeLanguage(i18n.language);
  const formatDate = useFormatDate();
  const kiis = useAdminKiis(projectId, language);
  const approve = useApproveKiis(projectId, language);

  let body;
  if (kiis.isPending) body = <Spinner label={t('loading', { ns: 'common' })} />;
  else if (kiis.isError) {
    body = (
      <LoadError
        message={errorText(t, kiis.error, t('kiis.loadFailed'))}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void kiis.refetch()}
        retrying={kiis.isFetching}
      />
    );
  } else {
    const { latest, versions, published_version: published } = kiis.data;
    const latestRow = versions.find((row) => row.version === latest.version)!;
    const draft = latest.status === 'draft';
    body = (
      <div className="flex flex-col gap-4">
        <p
          className={
            published === null
              ? 'rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-950 ring-1 ring-amber-200 ring-inset'
              : 'text-sm text-slate-700'
          }
          data-testid="kiis-published"
        >
          {published === null ? t('kiis.nonePublished') : t('kiis.published', { version: published })}
        </p>
        <div className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-semibold text-slate-900" data-testid="kiis-latest">
                {t(draft ? 'kiis.latestDraft' : 'kiis.latestApproved', { version: latest.version })}
              </p>
              <p className="mt-0.5 text-xs text-slate-500">
                {draft
                  ? t('kiis.draftedOn', { date: formatDate(latest.created_at, 'long') })
                  : t('kiis.approvedOn', { date: formatDate(latest.approved_at, 'long') })}
              </p>
            </div>
            <DownloadButton
              path={adminKiisPdfPath(projectId, latest.version, language)}
              filename={`grove-kiis-${projectId}-v${latest.version}-${language}.pdf`}
              label={t('kiis.pdf')}
              busyLabel={t('kiis.preparing')}
              failedText={t('kiis.pdfFailed')}
            />
          </div>
          <KiisKeyPoints sheet={latest} />
          <details className="rounded-lg bg-slate-50 p-3">
            <summary className="cursor-pointer text-sm font-semibold text-brand-700">{t('kiis.readAll')}</summary>
            <div className="mt-3">
              <KiisSheetBody sheet={latest} />
            </div>
          </details>
          {draft ? (
            <div className="flex flex-col items-start gap-2">
              <p className="text-sm text-slate-600">{t('kiis.approveHint')}</p>
              <Button
                data-testid="kiis-approve"
                loading={approve.isPending}
                onClick={() => approve.mutate({ version: latest.version, factsHash: latestRow.facts_hash })}
              >
                <CircleCheck className="size-4" aria-hidden />
                {t('kiis.approve', { version: latest.version })}
              </Button>
              {approve.isError ? (
                <p role="alert" className="text-sm text-red-700">
                  {errorText(t, approve.error, t('kiis.approveFailed'))}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
        {versions.length > 1 ? (
          <ul className="text-sm text-slate-600" data-testid="kiis-versions">
            {versions.map((row) => (
              <li key={row.version}>
                {row.status === 'approved'
                  ? t('kiis.versionApproved', { version: row.version, date: formatDate(row.approved_at, 'long') })
                  : t('kiis.versionDraft', { version: row.version, date: formatDate(row.created_at, 'long') })}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    );
  }
  return (
    <section
      aria-labelledby="kiis-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="kiis-review"
    >
      <h2 id="kiis-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <ScrollText className="size-5 text-brand-700" aria-hidden />
        {t('kiis.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('kiis.description')}</p>
      <div className="mt-4">{body}</div>
    </section>
  );
}
