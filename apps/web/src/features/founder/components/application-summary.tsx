import type { Application } from '@grove/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { useFormatDate } from '@/lib/use-format-date';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="border-t border-slate-200 py-4 first:border-t-0 first:pt-0">
      <dt className="text-sm font-semibold text-slate-900">{title}</dt>
      <dd className="mt-1 text-sm whitespace-pre-line text-slate-700">{children}</dd>
    </div>
  );
}

/** The application read back, step by step (the review step, and the application once submitted). */
export function ApplicationSummary({ application }: { application: Application }) {
  const { t, i18n } = useTranslation(['applications', 'businesses']);
  const formatDate = useFormatDate();
  const { company, raise, revenue } = application;
  const notGiven = <span className="text-slate-500">{t('summary.notGiven')}</span>;
  const country = (code: string) => new Intl.DisplayNames([i18n.language], { type: 'region' }).of(code) ?? code;
  return (
    <dl className="rounded-xl border border-slate-200 bg-white p-4">
      <Part title={t('summary.company')}>
        {company ? (
          <>
            <strong className="font-semibold">{company.name}</strong> · {t(`businesses:category.${company.category}`)}
            {'\n'}
            {country(company.country)} · {t('summary.registration', { number: company.registration_number })} ·{' '}
            {t('summary.founded', { date: formatDate(`${company.founded_on}T00:00:00Z`) })}
            {'\n'}
            {company.address}
            {'\n\n'}
            {company.description}
          </>
        ) : (
          notGiven
        )}
      </Part>
      <Part title={t('summary.people')}>
        {application.people.length > 0
          ? application.people
              .map(
                (person) =>
                  `${person.name} · ${t(`people.roles.${person.role}`)} · ${t('people.owns', { share: person.ownership })} · ${t(`people.check.${person.check}`)}`,
              )
              .join('\n')
          : notGiven}
      </Part>
      <Part title={t('summary.raise')}>
        {raise ? (
          <>
            <strong className="font-semibold">{formatMoney(raise.amount, raise.currency)}</strong> (
            {t('summary.minimum', { amount: formatMoney(raise.min_raise, raise.currency) })}){'\n'}
            {t('summary.terms', {
              share: raise.revenue_share,
              months: raise.term_months,
              multiple: raise.contract_multiple,
            })}
            {'\n\n'}
            {raise.use_of_funds}
          </>
        ) : (
          notGiven
        )}
      </Part>
      <Part title={t('summary.revenue')}>
        {revenue ? (
          <>
            {formatMoney(revenue.revenue_12m, revenue.currency)}
            {revenue.note ? `\n${revenue.note}` : ''}
          </>
        ) : (
          notGiven
        )}
      </Part>
      <Part title={t('summary.documents')}>
        {application.documents.length > 0
          ? application.documents
              .map((document) => `${t(`documents.kinds.${document.kind}`)}: ${document.name}`)
              .join('\n')
          : notGiven}
      </Part>
    </dl>
  );
}
