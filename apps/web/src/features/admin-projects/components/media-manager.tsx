import { PROJECT_DOCUMENT_KINDS, UPLOAD_LIMITS, type AdminProject, type ProjectDocumentKind } from '@grove/contracts';
import { ArrowDown, ArrowUp, FileText, Star, Trash2, Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input, inputClasses } from '@/components/ui/form-field';
import { errorText } from '@/lib/error-text';
import { useProjectFiles, type FileChange } from '../api/project-files';

const MB = 1024 * 1024;

function move<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

function FilePicker({
  label,
  accept,
  onFile,
  disabled,
}: {
  label: string;
  accept: string;
  onFile: (f: File) => void;
  disabled: boolean;
}) {
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <label
      htmlFor={id}
      className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg bg-white px-3 text-sm font-semibold text-slate-900 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 has-[:disabled]:opacity-60"
    >
      <Upload className="size-4" aria-hidden />
      {label}
      <input id={id} type="file" accept={accept} className="sr-only" onChange={onChange} disabled={disabled} />
    </label>
  );
}

function Panel({
  title,
  hint,
  actions,
  children,
}: {
  title: string;
  hint: string;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
          <p className="text-xs text-slate-500">{hint}</p>
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** Images (the first is the cover), documents and the video of one business. */
export function MediaManager({ project }: { project: AdminProject }) {
  const { t } = useTranslation('admin-projects');
  const files = useProjectFiles(project.id);
  const [kind, setKind] = useState<ProjectDocumentKind>('business_plan');
  const [title, setTitle] = useState({ en: '', vi: '', ru: '' });
  const busy = files.isPending;
  const run = (change: FileChange) => files.mutate(change);
  const mediaIds = project.media.map((m) => m.id);
  const documentIds = project.documents.map((d) => d.id);

  return (
    <div className="flex flex-col gap-6">
      {files.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {errorText(t, files.error, t('media.failed'))}
        </p>
      ) : null}

      <Panel
        title={t('media.images')}
        hint={t('media.imagesHint', { mb: UPLOAD_LIMITS.image / MB })}
        actions={
          <FilePicker
            label={t('media.addImage')}
            accept="image/jpeg,image/png,image/webp"
            disabled={busy}
            onFile={(file) => run({ type: 'addImage', file })}
          />
        }
      >
        {project.media.length === 0 ? (
          <p className="text-sm text-slate-500">{t('media.noImages')}</p>
        ) : (
          <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {project.media.map((media, index) => (
              <li key={media.id} className="flex flex-col overflow-hidden rounded-lg border border-slate-200">
                <div className="relative aspect-[4/3] bg-slate-100">
                  <img src={media.url} alt={media.alt.en} className="size-full object-cover" loading="lazy" />
                  {index === 0 ? (
                    <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                      <Star className="size-3" aria-hidden />
                      {t('media.cover')}
                    </span>
                  ) : null}
                </div>
                <div className="flex flex-wrap items-center gap-1 p-2">
                  {index > 0 ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={busy}
                      onClick={() => run({ type: 'orderMedia', ids: move(mediaIds, index, 0) })}
                    >
                      <Star className="size-4" aria-hidden />
                      {t('media.makeCover')}
                    </Button>
                  ) : null}
                  <span className="flex-1" />
                  <Button
                    variant="ghost"
                    size="icon"
                    disabled={busy || index === 0}
                    aria-label={t('media.moveUp')}
                    onClick={() => run({ type: 'orderMedia', ids: move(mediaIds, index, index - 1) })}
                  >
                    <ArrowUp className="size-4" aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    disabled={busy || index === mediaIds.length - 1}
                    aria-label={t('media.moveDown')}
                    onClick={() => run({ type: 'orderMedia', ids: move(mediaIds, index, index + 1) })}
                  >
                    <ArrowDown className="size-4" aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="text-red-700"
                    disabled={busy}
                    aria-label={t('media.remove')}
                    onClick={() => run({ type: 'removeMedia', mediaId: media.id })}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        )}
      </Panel>

      <Panel
        title={t('media.documents')}
        hint={t('media.documentsHint', { mb: UPLOAD_LIMITS.pdf / MB })}
        actions={
          <FilePicker
            label={t('media.addDocument')}
            accept="application/pdf"
            disabled={busy || !title.en.trim()}
            onFile={(file) => run({ type: 'addDocument', file, kind, title })}
          />
        }
      >
        <div className="mb-4 grid gap-3 sm:grid-cols-4">
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
            {t('media.kind')}
            <select
              value={kind}
              onChange={(e) => setKind(e.target.value as ProjectDocumentKind)}
              className={inputClasses()}
            >
              {PROJECT_DOCUMENT_KINDS.map((value) => (
                <option key={value} value={value}>
                  {t(`media.kinds.${value}`)}
                </option>
              ))}
            </select>
          </label>
          {(['en', 'vi', 'ru'] as const).map((language) => (
            <label key={language} className="flex flex-col gap-1 text-sm font-medium text-slate-800">
              {t('media.title', { language: language.toUpperCase() })}
              <Input
                lang={language}
                value={title[language]}
                onChange={(e) => setTitle({ ...title, [language]: e.target.value })}
              />
            </label>
          ))}
        </div>
        {project.documents.length === 0 ? (
          <p className="text-sm text-slate-500">{t('media.noDocuments')}</p>
        ) : (
          <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200">
            {project.documents.map((document, index) => (
              <li key={document.id} className="flex flex-wrap items-center gap-2 p-3">
                <FileText className="size-5 shrink-0 text-slate-500" aria-hidden />
                <div className="min-w-0 flex-1">
                  {document.file ? (
                    <a
                      href={document.file.url}
                      target="_blank"
                      rel="noreferrer"
                      className="font-medium text-brand-800 hover:underline"
                    >
                      {document.title.en}
                    </a>
                  ) : (
                    <span className="font-medium">{document.title.en}</span>
                  )}
                  <p className="text-xs text-slate-500">{t(`media.kinds.${document.kind}`)}</p>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  disabled={busy || index === 0}
                  aria-label={t('media.moveUp')}
                  onClick={() => run({ type: 'orderDocuments', ids: move(documentIds, index, index - 1) })}
                >
                  <ArrowUp className="size-4" aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="text-red-700"
                  disabled={busy}
                  aria-label={t('media.remove')}
                  onClick={() => run({ type: 'removeDocument', documentId: document.id })}
                >
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </li>
            ))}
          </ol>
        )}
      </Panel>

      <Panel
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
      </Panel>
    </div>
  );
}
