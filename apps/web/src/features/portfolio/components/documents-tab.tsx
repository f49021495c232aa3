import { normalizeLanguage, type Portfolio } from '@grove/contracts';
import { FileText, ScrollText } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KiisPdfLink } from '@/components/kiis-sheet';
import { DownloadButton } from '@/components/ui/download-button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { formatMoney } from '@/lib/format';
import { useFormatDate } from '@/lib/use-format-date';
import { useKiisAcknowledgments } from '../api/get-kiis-acknowledgments';
import { statementPath, useStatements } from '../api/get-statements';
import { ConfirmationDownload } from './confirmation-download';

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A list that could not be loaded, with a retry. */
function SectionLoadError({ query }: { query: { error: Error; isFetching: boolean; refetch: () => unknown } }) {
  const { t } = useTranslation('portfolio');
  return (
    <LoadError
      message={t('common:errors.generic', { error: errorText(t, query.error, query.error.message) })}
      retryLabel={t('common:actions.retry')}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}

/** A statement per calendar year (this one to date), as a PDF to keep and a CSV for a spreadsheet. */
function Statements() {
  const { t, i18n } = useTranslation('portfolio');
  const language = normalizeLanguage(i18n.language);
  const query = useStatements();
  if (query.isPending) return <Spinner label={t('documents.loading')} />;
  if (query.isError) {
    return <SectionLoadError query={query} />;
  }
  if (query.data.statements.length === 0) {
    return <p className="text-sm text-slate-600">{t('documents.noStatements')}</p>;
  }
  return (
    <ul className="divide-y divide-slate-100" data-testid="statement-list">
      {query.data.statements.map(({ year, to_date }) => {
        const name = t(to_date ? 'documents.yearToDate' : 'documents.year', { year });
        return (
          <li
            key={year}
            className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
          >
            <p className="flex items-center gap-2 font-semibold text-slate-900">
              <ScrollText className="size-4 shrink-0 text-brand-700" aria-hidden />
              {name}
            </p>
            <div className="flex flex-wrap gap-2">
              {(['pdf', 'csv'] as const).map((format) => (
                <DownloadButton
                  key={format}
                  path={statementPath(year, format, language)}
                  filename={`grove-statement-${year}${to_date ? '-to-date' : ''}.${format}`}
                  label={t(`documents.${format}`, { name })}
                  busyLabel={t('documents.preparing')}
                  failedText={t('documents.failed')}
                  align="start"
                />
              ))}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** Every version of a business's key information sheet the investor acknowledged, each as its PDF. */
function KiisSheets() {
  const { t, i18n } = useTranslation('portfolio');
  const formatDate = useFormatDate();
  const query = useKiisAcknowledgments(normalizeLanguage(i18n.language));
  if (query.isPending) return <Spinner label={t('documents.loading')} />;
  if (query.isError) {
    return <SectionLoadError query={query} />;
  }
  if (query.data.acknowledgments.length === 0) {
    return <p className="text-sm text-slate-600">{t('documents.noKiis')}</p>;
  }
  return (
    <ul className="divide-y divide-slate-100" data-testid="kiis-list">
      {query.data.acknowledgments.map((item) => (
        <li
          key={`${item.project_id}-${item.version}`}
          className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="min-w-0">
            <p className="font-semibold break-words text-slate-900">{item.project_name}</p>
            <p className="text-sm text-slate-600">
              {t('documents.kiisLine', { version: item.version, date: formatDate(item.acknowledged_at) })}
            </p>
          </div>
          <KiisPdfLink
            projectId={item.project_id}
            version={item.version}
            label={t('documents.kiisPdf', { version: item.version })}
            className="self-start sm:self-auto"
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * The papers an investor keeps: statements per year, the confirmation of every investment and
 * the key information sheets they acknowledged before investing.
 */
export function DocumentsTab({ portfolio }: { portfolio: Portfolio }) {
  const { t } = useTranslation('portfolio');
  const formatDate = useFormatDate();
  const confirmed = portfolio.items.filter((item) => item.has_confirmation);
  return (
    <div className="flex flex-col gap-6" data-testid="documents-tab">
      <Section title={t('documents.statementsTitle')} description={t('documents.statementsText')}>
        <Statements />
      </Section>
      <Section title={t('documents.confirmationsTitle')} description={t('documents.confirmationsText')}>
        {confirmed.length === 0 ? (
          <EmptyState
            icon={<FileText className="size-6" aria-hidden />}
            title={t('documents.noConfirmations')}
            description={t('documents.noConfirmationsText')}
          />
        ) : (
          <ul className="divide-y divide-slate-100" data-testid="confirmation-list">
            {confirmed.map((item) => (
              <li
                key={item.id}
                className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-semibold break-words text-slate-900">{item.project.name}</p>
                  <p className="text-sm text-slate-600">
                    {formatDate(item.invested_at)} · {formatMoney(item.amount_invested, item.currency)}
                  </p>
                </div>
                <ConfirmationDownload item={item} />
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('documents.kiisTitle')} description={t('documents.kiisText')}>
        <KiisSheets />
      </Section>
    </div>
  );
}
