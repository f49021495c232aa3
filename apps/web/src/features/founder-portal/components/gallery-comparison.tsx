import { founderGallerySchema, type FounderGallery, type LocalizedText } from '@grove/contracts';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PrivateFileLink } from '@/components/private-file-link';
import { cn } from '@/lib/cn';

const parse = (value: unknown): FounderGallery => {
  const parsed = founderGallerySchema.safeParse(value);
  return parsed.success ? parsed.data : { media: [], documents: [] };
};

/**
 * A media request's before and after side by side: the images as thumbnails in their order (the
 * first the cover), the documents by title and file name with who sees them. What the after side
 * adds is marked, and what it drops is struck through on the before side.
 */
export function GalleryComparison({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation(['founder-portal', 'media']);
  const was = parse(before);
  const now = parse(after);
  return (
    <div className="mt-3 grid gap-4 sm:grid-cols-2" data-testid="gallery-comparison">
      <Side title={t('changes.before')} gallery={was} other={now} tone="before" />
      <Side title={t('changes.after')} gallery={now} other={was} tone="after" />
    </div>
  );
}

function Side({
  title,
  gallery,
  other,
  tone,
}: {
  title: string;
  gallery: FounderGallery;
  other: FounderGallery;
  tone: 'before' | 'after';
}) {
  const { t, i18n } = useTranslation(['founder-portal', 'media']);
  const language = i18n.language as keyof LocalizedText;
  const mediaIds = new Set(other.media.map((item) => item.id));
  const documents = new Map(other.documents.map((item) => [item.id, item]));
  const marked = (changed: boolean) =>
    changed ? (tone === 'after' ? 'ring-2 ring-brand-600' : 'opacity-50 ring-2 ring-red-400') : '';
  return (
    <section className="min-w-0 rounded-lg border border-slate-200 p-3" aria-label={title}>
      <h3 className="text-sm font-semibold text-slate-800">{title}</h3>
      <p className="mt-2 text-xs font-medium text-slate-500">{t('changes.images')}</p>
      {gallery.media.length === 0 ? (
        <p className="text-sm text-slate-500">{t('changes.none')}</p>
      ) : (
        <ol className="mt-1 grid grid-cols-3 gap-2">
          {gallery.media.map((image, index) => (
            <li key={image.id} className="min-w-0">
              <img
                src={image.url}
                alt={image.alt[language] || image.alt.en}
                className={cn('aspect-[4/3] w-full rounded object-cover', marked(!mediaIds.has(image.id)))}
                loading="lazy"
              />
              <span className="block truncate text-xs text-slate-600">
                {index + 1}. {image.alt[language] || image.alt.en || '—'}
              </span>
            </li>
          ))}
        </ol>
      )}
      <p className="mt-3 text-xs font-medium text-slate-500">{t('changes.documents')}</p>
      {gallery.documents.length === 0 ? (
        <p className="text-sm text-slate-500">{t('changes.none')}</p>
      ) : (
        <ol className="mt-1 flex flex-col gap-1 text-sm">
          {gallery.documents.map((document) => {
            const counterpart = documents.get(document.id);
            const changed = !counterpart || counterpart.public !== document.public;
            return (
              <li key={document.id} className={cn('flex min-w-0 items-start gap-1.5 rounded px-1', marked(changed))}>
                <FileText className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
                <span className="min-w-0 break-words">
                  {document.url && !document.public ? (
                    <PrivateFileLink url={document.url} className="text-brand-800 hover:underline">
                      {document.title[language] || document.title.en}
                    </PrivateFileLink>
                  ) : document.url ? (
                    <a href={document.url} target="_blank" rel="noreferrer" className="text-brand-800 hover:underline">
                      {document.title[language] || document.title.en}
                    </a>
                  ) : (
                    document.title[language] || document.title.en
                  )}
                  <span className="block text-xs text-slate-500">
                    {document.name ?? t(`media:kinds.${document.kind}`)} ·{' '}
                    {document.public ? t('media:shown') : t('media:teamOnly')}
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
