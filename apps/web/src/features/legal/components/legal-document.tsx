import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type LegalDocumentKey = 'terms' | 'privacy' | 'riskWarning';

interface LegalSection {
  id: string;
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

/** When the texts were last revised; shown in the reader's date format. */
export const LEGAL_LAST_UPDATED = '2026-11-01';

/** A legal page (terms, privacy, risk warning): contents, then numbered sections with anchors. */
export function LegalDocument({ document: key }: { document: LegalDocumentKey }) {
  const { t, i18n } = useTranslation('legal');
  const sections = t(`${key}.sections`, { returnObjects: true }) as LegalSection[];
  const summary = key === 'riskWarning' ? t('riskWarning.summary') : null;
  const updated = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(LEGAL_LAST_UPDATED));

  return (
    <article className="container-page py-8 lg:py-12">
      <header className="mx-auto max-w-3xl lg:mx-0">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t(`${key}.title`)}</h1>
        <p className="mt-2 text-sm text-slate-500">{t('updated', { date: updated })}</p>
        <p className="mt-6 text-lg leading-relaxed text-slate-700">{t(`${key}.intro`)}</p>
        {summary ? (
          <p
            className="mt-6 rounded-xl border-l-4 border-amber-500 bg-amber-50 p-4 font-semibold leading-relaxed text-amber-950"
            role="note"
          >
            {summary}
          </p>
        ) : null}
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-labelledby="legal-toc" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="legal-toc" className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t('onThisPage')}
          </h2>
          <ol className="mt-3 space-y-1 border-l border-slate-200 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <Link
                  to={{ hash: section.id }}
                  className="-ml-px block border-l border-transparent py-1 pl-3 text-slate-600 hover:border-brand-600 hover:text-slate-900"
                >
                  {section.heading}
                </Link>
              </li>
            ))}
          </ol>
        </nav>

        <div className="max-w-3xl space-y-10">
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-24"
            >
              <h2 id={`${section.id}-heading`} className="text-xl font-semibold text-slate-900">
                {section.heading}
              </h2>
              {section.paragraphs?.map((paragraph, index) => (
                <p key={index} className="mt-3 leading-relaxed text-slate-700">
                  {paragraph}
                </p>
              ))}
              {section.items?.length ? (
                <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-slate-700 marker:text-brand-600">
                  {section.items.map((item, index) => (
                    <li key={index}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
