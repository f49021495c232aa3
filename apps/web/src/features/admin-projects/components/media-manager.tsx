import { UPLOAD_LIMITS, type AdminProject } from '@grove/contracts';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  DocumentsPanel,
  FilePicker,
  GalleryPanel,
  ImagesPanel,
  type GalleryChange,
} from '@/components/gallery/gallery-editor';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/error-text';
import { useProjectFiles, type FileChange } from '../api/project-files';

const MB = 1024 * 1024;

/** Images (the first is the cover), documents and the video of one business. */
export function MediaManager({ project }: { project: AdminProject }) {
  const { t } = useTranslation(['admin-projects', 'media']);
  const files = useProjectFiles(project.id);
  const busy = files.isPending;
  const run = (change: FileChange | GalleryChange) => {
    // The panels offer no public switch here (choosePublic is the portal's).
    if (change.type !== 'documentPublic') files.mutate(change);
  };

  return (
    <div className="flex flex-col gap-6">
      {files.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {errorText(t, files.error, t('media:failed'))}
        </p>
      ) : null}

      <ImagesPanel images={project.media} busy={busy} run={run} editAlt />
      <DocumentsPanel
        documents={project.documents.map((document) => ({ ...document, url: document.file?.url ?? null }))}
        busy={busy}
        run={run}
      />

      <GalleryPanel
        title={t('media.video')}
        hint={t('media.videoHint', { mb: UPLOAD_LIMITS.video / MB })}
        actions={
          <FilePicker
            label={t('media.uploadVideo')}
            accept="video/mp4,video/webm"
            disabled={busy}
            onFile={(file) => run({ type: 'setVideo', file })}
          />
        }
      >
        {project.video ? (
          <div className="flex flex-wrap items-center gap-3">
            <video src={project.video.url} controls preload="none" className="max-h-48 rounded-lg bg-slate-900" />
            <Button variant="secondary" size="sm" disabled={busy} onClick={() => run({ type: 'removeVideo' })}>
              <Trash2 className="size-4" aria-hidden />
              {t('media.removeVideo')}
            </Button>
          </div>
        ) : (
          <p className="text-sm text-slate-500">{t('media.noVideo')}</p>
        )}
      </GalleryPanel>
    </div>
  );
}
