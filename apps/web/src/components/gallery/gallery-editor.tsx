import {
  LANGUAGES,
  missingLanguages,
  PROJECT_DOCUMENT_KINDS,
  UPLOAD_LIMITS,
  type LocalizedText,
  type ProjectDocumentKind,
} from '@grove/contracts';
import { ArrowDown, ArrowUp, Eye, EyeOff, FileText, Star, Trash2, Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PrivateFileLink } from '@/components/private-file-link';
import { Input, inputClasses } from '@/components/ui/form-field';
import { LANGUAGE_NAMES } from '@/lib/i18n';

/**
 * A business's images and documents as they are edited: the console's media manager and the
 * founder's portal both show these panels, each with its own endpoints behind `run`.
 */
export type GalleryChange =
  | { type: 'addImage'; file: File }
  | { type: 'orderMedia'; ids: string[] }
  | { type: 'altText'; mediaId: string; alt: LocalizedText }
  | { type: 'removeMedia'; mediaId: string }
  | { type: 'addDocument'; file: File; kind: ProjectDocumentKind; title: LocalizedText }
  | { type: 'orderDocuments'; ids: string[] }
  | { type: 'removeDocument'; documentId: string }
  | { type: 'documentPublic'; documentId: string; public: boolean };

export interface GalleryImageItem {
  id: string;
  url: string;
  alt: LocalizedText;
}
export interface GalleryDocumentItem {
  id: string;
  kind: ProjectDocumentKind;
  title: LocalizedText;
  url: string | null;
  /** False: the team and operators only. */
  public: boolean;
}

const MB = 1024 * 1024;

/** The list with one item moved from one place to another. */
export function move<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

export function FilePicker({
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

export function GalleryPanel({
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
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
          <p className="text-xs text-slate-500">{hint}</p>
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** An item's moves up and down its list, and its removal. */
function ItemActions({
  index,
  count,
  busy,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  busy: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('media');
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        disabled={busy || index === 0}
        aria-label={t('moveUp')}
        onClick={() => onMove(index - 1)}
      >
        <ArrowUp className="size-4" aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        disabled={busy || index === count - 1}
        aria-label={t('moveDown')}
        onClick={() => onMove(index + 1)}
      >
        <ArrowDown className="size-4" aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="text-red-700"
        disabled={busy}
        aria-label={t('remove')}
        onClick={onRemove}
      >
        <Trash2 className="size-4" aria-hidden />
      </Button>
    </>
  );
}

/** An image's alternative text in each language, saved together. */
function AltEditor({ image, busy, run }: { image: GalleryImageItem; busy: boolean; run: (c: GalleryChange) => void }) {
  const { t } = useTranslation('media');
  const [alt, setAlt] = useState(image.alt);
  const missing = missingLanguages(image.alt);
  return (
    <details className="border-t border-slate-100 px-2 py-1 text-sm">
      <summary className="cursor-pointer py-1 font-medium text-slate-700">
        {t('altTitle')}
        {missing.length > 0 ? (
          <span className="ml-1 font-normal text-amber-800">
            · {t('missingAlt', { languages: missing.map((l) => l.toUpperCase()).join(', ') })}
          </span>
        ) : null}
      </summary>
      <form
        className="flex flex-col gap-2 pb-2"
        onSubmit={(event) => {
          event.preventDefault();
          run({ type: 'altText', mediaId: image.id, alt });
        }}
      >
        <p className="text-xs text-slate-500">{t('altHint')}</p>
        {LANGUAGES.map((language) => (
          <label key={language} className="flex flex-col gap-1 text-xs font-medium text-slate-700">
            {t('alt', { language: LANGUAGE_NAMES[language] })}
            <Input
              lang={language}
              value={alt[language]}
              maxLength={300}
              onChange={(event) => setAlt({ ...alt, [language]: event.target.value })}
            />
          </label>
        ))}
        <div>
          <Button type="submit" size="sm" variant="secondary" disabled={busy}>
            {t('saveAlt')}
          </Button>
        </div>
      </form>
    </details>
  );
}

/** The images, the first the cover: upload, order, remove, and (where the caller edits it) the alt text. */
export function ImagesPanel({
  images,
  busy,
  run,
  editAlt = false,
}: {
  images: readonly GalleryImageItem[];
  busy: boolean;
  run: (change: GalleryChange) => void;
  editAlt?: boolean;
}) {
  const { t, i18n } = useTranslation('media');
  const ids = images.map((image) => image.id);
  const language = i18n.language as keyof LocalizedText;
  return (
    <GalleryPanel
      title={t('images')}
      hint={t('imagesHint', { mb: UPLOAD_LIMITS.image / MB })}
      actions={
        <FilePicker
          label={t('addImage')}
          accept="image/jpeg,image/png,image/webp"
          disabled={busy}
          onFile={(file) => run({ type: 'addImage', file })}
        />
      }
    >
      {images.length === 0 ? (
        <p className="text-sm text-slate-500">{t('noImages')}</p>
      ) : (
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {images.map((image, index) => (
            <li key={image.id} className="flex flex-col overflow-hidden rounded-lg border border-slate-200">
              <div className="relative aspect-[4/3] bg-slate-100">
                <img
                  src={image.url}
                  alt={image.alt[language] || image.alt.en}
                  className="size-full object-cover"
                  loading="lazy"
                />
                {index === 0 ? (
                  <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                    <Star className="size-3" aria-hidden />
                    {t('cover')}
                  </span>
                ) : null}
              </div>
              <div className="flex flex-wrap items-center gap-1 p-2">
                {index > 0 ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={busy}
                    onClick={() => run({ type: 'orderMedia', ids: move(ids, index, 0) })}
                  >
                    <Star className="size-4" aria-hidden />
                    {t('makeCover')}
                  </Button>
                ) : null}
                <span className="flex-1" />
                <ItemActions
                  index={index}
                  count={ids.length}
                  busy={busy}
                  onMove={(to) => run({ type: 'orderMedia', ids: move(ids, index, to) })}
                  onRemove={() => run({ type: 'removeMedia', mediaId: image.id })}
                />
              </div>
              {editAlt ? <AltEditor key={JSON.stringify(image.alt)} image={image} busy={busy} run={run} /> : null}
            </li>
          ))}
        </ol>
      )}
    </GalleryPanel>
  );
}

/** The documents: upload with a kind and a title per language, order, remove; who sees each. */
export function DocumentsPanel({
  documents,
  busy,
  run,
  choosePublic = false,
}: {
  documents: readonly GalleryDocumentItem[];
  busy: boolean;
  run: (change: GalleryChange) => void;
  /** Whether the caller may show a document to investors or keep it to the team (the portal). */
  choosePublic?: boolean;
}) {
  const { t, i18n } = useTranslation('media');
  const [kind, setKind] = useState<ProjectDocumentKind>('business_plan');
  const [title, setTitle] = useState({ en: '', vi: '', ru: '' });
  const ids = documents.map((document) => document.id);
  const language = i18n.language as keyof LocalizedText;
  return (
    <GalleryPanel
      title={t('documents')}
      hint={t('documentsHint', { mb: UPLOAD_LIMITS.pdf / MB })}
      actions={
        <FilePicker
          label={t('addDocument')}
          accept="application/pdf"
          disabled={busy || !title.en.trim()}
          onFile={(file) => run({ type: 'addDocument', file, kind, title })}
        />
      }
    >
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <label className="flex min-w-0 flex-col gap-1 text-sm font-medium text-slate-800">
          {t('kind')}
          <select
            value={kind}
            onChange={(e) => setKind(e.target.value as ProjectDocumentKind)}
            className={inputClasses()}
          >
            {PROJECT_DOCUMENT_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`kinds.${value}`)}
              </option>
            ))}
          </select>
        </label>
        {LANGUAGES.map((lang) => (
          <label key={lang} className="flex min-w-0 flex-col gap-1 text-sm font-medium text-slate-800">
            {t('title', { language: lang.toUpperCase() })}
            <Input lang={lang} value={title[lang]} onChange={(e) => setTitle({ ...title, [lang]: e.target.value })} />
          </label>
        ))}
      </div>
      {documents.length === 0 ? (
        <p className="text-sm text-slate-500">{t('noDocuments')}</p>
      ) : (
        <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {documents.map((document, index) => {
            const name = document.title[language] || document.title.en;
            return (
              <li key={document.id} className="flex flex-wrap items-center gap-2 p-3" data-testid="gallery-document">
                <FileText className="size-5 shrink-0 text-slate-500" aria-hidden />
                {/* At least 10rem for the title: on a phone the buttons wrap below it. */}
                <div className="min-w-40 flex-1">
                  {document.url && !document.public ? (
                    <PrivateFileLink
                      url={document.url}
                      className="font-medium break-words text-brand-800 hover:underline"
                    >
                      {name}
                    </PrivateFileLink>
                  ) : document.url ? (
                    <a
                      href={document.url}
                      target="_blank"
                      rel="noreferrer"
                      className="font-medium break-words text-brand-800 hover:underline"
                    >
                      {name}
                    </a>
                  ) : (
                    <span className="font-medium break-words">{name}</span>
                  )}
                  <p className="text-xs text-slate-500">
                    {t(`kinds.${document.kind}`)}
                    {' · '}
                    <span className={document.public ? undefined : 'font-medium text-amber-800'}>
                      {document.public ? t('shown') : t('teamOnly')}
                    </span>
                  </p>
                </div>
                {choosePublic ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={busy}
                    onClick={() => run({ type: 'documentPublic', documentId: document.id, public: !document.public })}
                  >
                    {document.public ? (
                      <EyeOff className="size-4" aria-hidden />
                    ) : (
                      <Eye className="size-4" aria-hidden />
                    )}
                    {document.public ? t('hide') : t('show')}
                  </Button>
                ) : null}
                <ItemActions
                  index={index}
                  count={ids.length}
                  busy={busy}
                  onMove={(to) => run({ type: 'orderDocuments', ids: move(ids, index, to) })}
                  onRemove={() => run({ type: 'removeDocument', documentId: document.id })}
                />
              </li>
            );
          })}
        </ol>
      )}
    </GalleryPanel>
  );
}
