import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApplicationStatusBadge } from '@/components/application-status-badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useFormatDate } from '@/lib/use-format-date';
import { applicationKeys, createApplication, useApplications } from '../api/applications';

/** The founder home's "Your applications" (issue 26): each application to raise, where it stands, and a new one. */
export function YourApplications() {
  const { t } = useTranslation('applications');
  const formatDate = useFormatDate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const applications = useApplications();
  const start = useMutation({
    mutationFn: createApplication,
    onSuccess: (application) => {
      void queryClient.invalidateQueries({ queryKey: applicationKeys.list() });
      void navigate(paths.founderApplication.getHref(application.id));
    },
  });
  const startButton = (label: string) => (
    <Button onClick={() => start.mutate()} loading={start.isPending}>
      {label}
    </Button>
  );

  return (
    <section aria-labelledby="founder-applications" className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="founder-applications" className="text-lg font-semibold text-slate-900">
          {t('mine.title')}
        </h2>
        {applications.data && applications.data.applications.length > 0 ? startButton(t('mine.new')) : null}
      </div>
      {start.isError ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {t('start.failed', { error: errorText(t, start.error, start.error.message) })}
        </p>
      ) : null}
      <div className="mt-4">
        {applications.isPending ? (
          <PageLoader label={t('common:loading')} />
        ) : applications.isError ? (
          <LoadError
            message={t('common:errors.generic', {
              error: errorText(t, applications.error, applications.error.message),
            })}
            retryLabel={t('common:actions.retry')}
            onRetry={() => void applications.refetch()}
            retrying={applications.isFetching}
          />
        ) : applications.data.applications.length === 0 ? (
          <EmptyState
            icon={<ClipboardList className="size-6" aria-hidden />}
            title={t('mine.empty')}
            description={t('cta.text')}
            action={startButton(t('mine.start'))}
          />
        ) : (
          <ul className="grid gap-3">
            {applications.data.applications.map((application) => (
              <li
                key={application.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4"
              >
                <div className="min-w-0">
                  <Link
                    to={paths.founderApplication.getHref(application.id)}
                    className="font-semibold break-words text-slate-900 hover:text-brand-700 hover:underline"
                  >
                    {application.company_name ?? t('mine.untitled')}
                  </Link>
                  <p className="mt-1 text-sm text-slate-600">
                    {application.amount !== null && application.currency
                      ? `${t('mine.amount', { amount: formatMoney(application.amount, application.currency) })} · `
                      : ''}
                    {t('mine.updated', { date: formatDate(application.updated_at) })}
                  </p>
                </div>
                <ApplicationStatusBadge status={application.status} label={t(`status.${application.status}`)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
