import type { FounderBusiness } from '@grove/contracts';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DocumentsPanel, ImagesPanel } from '@/components/gallery/gallery-editor';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format';
import { useChangeGallery, useGallery } from '../api/gallery';
import { QueryState } from './query-state';
import { RequestStatus } from './request-list';

/**
 * The business's images and public documents (with the application's papers, kept to the team
 * until shown). A draft's change applies at once; on a live business every change gathers in one
 * request an operator approves, and the page shows that request's proposal until then.
 */
export function MediaPage({ business }: { business: FounderBusiness }) {
  const { t } = useTranslation(['founder-portal', 'media']);
  const gallery = useGallery(business.id);
  const change = useChangeGallery(business.id);
  return (
    <QueryState query={gallery}>
      {(view) => {
        const draft = view.status === 'draft';
        const decided = view.last_decided;
        return (
          <div className="flex flex-col gap-6">
            <div className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700" data-testid="media-mode">
              {draft ? t('media.draftHint') : t('media.liveHint')}
              {view.pending ? (
                <p role="status" className="mt-1 flex items-center gap-1.5 font-medium text-amber-900">
                  <Clock className="size-4 shrink-0" aria-hidden />
                  {t('media.pending', { when: formatDateTime(view.pending.created_at) })}
                </p>
              ) : null}
              {!view.pending && decided ? (
                <div className="mt-2 flex flex-wrap items-center gap-2">
                  <span>
                    {t('media.lastDecided', { when: formatDateTime(decided.decided_at ?? decided.created_at) })}
                  </span>
                  <RequestStatus status={decided.status} />
                  {decided.message ? (
                    <span className="w-full text-slate-800">
                      <span className="font-medium">{t('requests.operatorSaid')}</span> {decided.message}
                    </span>
                  ) : null}
                </div>
              ) : null}
            </div>
            {change.isError ? (
              <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
                {errorText(t, change.error, t('media:failed'))}
              </p>
            ) : null}
            <ImagesPanel images={view.gallery.media} busy={change.isPending} run={(c) => change.mutate(c)} editAlt />
            <DocumentsPanel
              documents={view.gallery.documents}
              busy={change.isPending}
              run={(c) => change.mutate(c)}
              choosePublic
            />
          </div>
        );
      }}
    </QueryState>
  );
}
