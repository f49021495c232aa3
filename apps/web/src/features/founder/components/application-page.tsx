import { EDITABLE_APPLICATION_STATUSES, type Application } from '@grove/contracts';
import { useTranslation } from 'react-i18next';
import { ApplicationStatusBadge } from '@/components/application-status-badge';
import { ButtonLink } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { useFormatDate } from '@/lib/use-format-date';
import { useApplication } from '../api/applications';
import { ApplicationSummary } from './application-summary';
import { ApplicationWizard } from './application-wizard';

/**
 * One application to raise (issue 26): its steps while it may change (a draft, or changes asked
 * for, with the operators' message above), else where it stands and what it says.
 */
export function ApplicationPage({ id }: { id: string }) {
  const { t } = useTranslation('applications');
  const application = useApplication(id);

  return (
    <div className="container-page py-8 sm:py-10">
      {application.isPending ? (
        <PageLoader label={t('common:loading')} />
      ) : application.isError ? (
        <LoadError
          message={t('common:errors.generic', { error: errorText(t, application.error, application.error.message) })}
          retryLabel={t('common:actions.retry')}
          onRetry={() => void application.refetch()}
          retrying={application.isFetching}
        />
      ) : (
        <Loaded application={application.data} />
      )}
    </div>
  );
}

function Loaded({ application }: { application: Application }) {
  const { t } = useTranslation('applications');
  const formatDate = useFormatDate();
  const editable = EDITABLE_APPLICATION_STATUSES.includes(application.status);
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">
          {application.company ? t('wizard.titleNamed', { company: application.company.name }) : t('wizard.title')}
        </h1>
        <ApplicationStatusBadge status={application.status} label={t(`status.${application.status}`)} />
      </div>
      {editable ? <p className="mt-2 max-w-2xl text-slate-600">{t('wizard.lead')}</p> : null}

      {application.status === 'changes_requested' && application.message ? (
        <section aria-labelledby="changes-title" className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-4">
          <h2 id="changes-title" className="font-semibold text-amber-900">
            {t('wizard.changesRequested')}
          </h2>
          <p className="mt-2 text-sm whitespace-pre-line text-amber-900">{application.message}</p>
          <p className="mt-2 text-sm text-amber-900">{t('wizard.changesNext')}</p>
        </section>
      ) : null}

      {editable ? (
        <div className="mt-8">
          {/* A fresh wizard per status, so a resubmitted application starts from its saved values. */}
          <ApplicationWizard key={application.status} application={application} />
        </div>
      ) : (
        <div className="mt-6 grid max-w-3xl gap-6">
          <div role="status" className="rounded-xl border border-slate-200 bg-white p-4">
            <p className="text-slate-800">{t(`view.${application.status as 'submitted' | 'approved' | 'rejected'}`)}</p>
            {application.submitted_at ? (
              <p className="mt-1 text-sm text-slate-500">
                {t('view.submittedOn', { date: formatDate(application.submitted_at) })}
              </p>
            ) : null}
            {application.status === 'rejected' && application.message ? (
              <div className="mt-3">
                <p className="text-sm font-semibold text-slate-900">{t('view.reason')}</p>
                <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{application.message}</p>
              </div>
            ) : null}
            {application.status === 'submitted' && application.people.some((person) => person.check !== 'passed') ? (
              <p className="mt-2 text-sm text-slate-600">{t('view.verifyPending')}</p>
            ) : null}
            {application.status === 'approved' ? (
              <ButtonLink className="mt-4" to={paths.founder.getHref()}>
                {t('view.portal')}
              </ButtonLink>
            ) : null}
          </div>
          <ApplicationSummary application={application} />
        </div>
      )}
    </>
  );
}
