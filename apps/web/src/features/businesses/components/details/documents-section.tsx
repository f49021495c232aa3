import type { ProjectDetails } from '@grove/contracts';
import { Eye, FileLock, FileText } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { fileTypeLabel, formatFileSize } from './details-format';
import { KiisRow } from './kiis-row';

type ProjectDocument = ProjectDetails['documents'][number];

const importViewer = () => import('./document-viewer');
/** The viewer's code (pdf.js), fetched once: when a "View" button is pointed at or focused, or pressed. */
let viewerModule: ReturnType<typeof importViewer> | null = null;
const loadViewer = () =>
  (viewerModule ??= importViewer().catch((error: unknown) => {
    viewerModule = null;
    throw error;
  }));
const DocumentViewer = lazy(loadViewer);

function isPdf(document: ProjectDocument): boolean {
  return fileTypeLabel(document.content_type, document.url) === 'PDF';
}

/** While the viewer's code loads (pdf.js is large), the dialog already shows. */
function ViewerLoading({ title, onClose }: { title: string; onClose: () => void }) {
  const { t } = useTranslation('business');
  return (
    <Modal
      open
      onClose={onClose}
      className="m-auto flex h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-5xl items-center justify-center rounded-2xl bg-white p-0"
    >
      <div role="status" className="flex flex-col items-center gap-3 text-brand-700">
        <Spinner className="size-8" />
        <span className="text-sm text-slate-600">{t('viewer.loading', { title })}</span>
      </div>
    </Modal>
  );
}

/**
 * Spec §2 documents: the list (those with a file first) and a viewer with preview,
 * page navigation, zoom, fullscreen, download and open in a new tab. Documents
 * without a file are marked "Available on request". The key investment information sheet comes first.
 */
export function DocumentsSection({
  projectId,
  documents,
  preview = false,
}: {
  projectId: string;
  documents: ProjectDocument[];
  /**
   * The console's preview of a business not yet public: no published sheet to show (the console
   * reviews the draft sheet on the business's own page), so none is asked for.
   */
  preview?: boolean;
}) {
  const { t } = useTranslation('business');
  const [viewing, setViewing] = useState<ProjectDocument | null>(null);

  return (
    <section
      id="documents"
      aria-labelledby="documents-title"
      className="scroll-mt-32 lg:scroll-mt-40 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
    >
      <h2 id="documents-title" className="text-xl font-bold tracking-tight text-slate-900">
        {t('sections.documents')}
      </h2>
      <p className="mt-1.5 text-sm text-slate-600">{t('documents.description')}</p>
      {preview ? null : <KiisRow projectId={projectId} />}
      {documents.length === 0 ? (
        <p className="mt-5 text-sm text-slate-600">{t('documents.empty')}</p>
      ) : (
        <ul className="mt-5 divide-y divide-slate-100 rounded-xl border border-slate-200" data-testid="documents-list">
          {documents.map((document) => {
            const type = fileTypeLabel(document.content_type, document.url);
            const size = formatFileSize(document.size_bytes);
            const kind = t(`documents.kinds.${document.kind}`, { defaultValue: '' });
            const meta = [kind, type, size].filter(Boolean).join(' · ');
            const available = document.url !== null;
            return (
              <li
                key={document.id}
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
                data-testid="document-item"
              >
                <div className="flex min-w-0 items-start gap-3">
                  <span
                    className={
                      available
                        ? 'flex size-10 shrink-0 items-center justify-center rounded-lg bg-red-50 text-red-700'
                        : 'flex size-10 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-500'
                    }
                  >
                    {available ? (
                      <FileText className="size-5" aria-hidden />
                    ) : (
                      <FileLock className="size-5" aria-hidden />
                    )}
                  </span>
                  <div className="min-w-0">
                    <p className="font-medium break-words text-slate-900">{document.title}</p>
                    {meta ? <p className="mt-0.5 text-xs text-slate-500">{meta}</p> : null}
                  </div>
                </div>
                {available ? (
                  isPdf(document) ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => setViewing(document)}
                      onPointerEnter={() => void loadViewer()}
                      onFocus={() => void loadViewer()}
                      aria-label={t('documents.viewNamed', { title: document.title })}
                      className="ml-13 self-start sm:ml-0 sm:self-auto"
                    >
                      <Eye className="size-4" aria-hidden />
                      {t('documents.view')}
                    </Button>
                  ) : (
                    <a
                      href={document.url!}
                      target="_blank"
                      rel="noopener"
                      className={cn(buttonClasses('secondary', 'sm'), 'ml-13 self-start sm:ml-0 sm:self-auto')}
                    >
                      {t('documents.open')}
                      <span className="sr-only"> {t('opensInNewTab')}</span>
                    </a>
                  )
                ) : (
                  <span className="ml-13 self-start rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700 sm:ml-0 sm:self-auto">
                    {t('documents.onRequest')}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {viewing?.url ? (
        <Suspense fallback={<ViewerLoading title={viewing.title} onClose={() => setViewing(null)} />}>
          <DocumentViewer title={viewing.title} url={viewing.url} onClose={() => setViewing(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
