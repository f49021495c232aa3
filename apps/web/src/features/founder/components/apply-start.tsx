import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { applicationKeys, applicationsQueryOptions, createApplication } from '../api/applications';

/**
 * "Raise money with Grove" lands here (issue 26): the caller's latest draft is resumed, or a new
 * one is started, and the address becomes the application's own.
 */
export function ApplyStart() {
  const { t } = useTranslation('applications');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);

  useEffect(() => {
    if (started.current === attempt) return;
    started.current = attempt;
    void (async () => {
      try {
        const { applications } = await queryClient.fetchQuery(applicationsQueryOptions());
        const draft = applications.find((application) => application.status === 'draft');
        const id = draft?.id ?? (await createApplication()).id;
        if (!draft) void queryClient.invalidateQueries({ queryKey: applicationKeys.list() });
        void navigate(paths.founderApplication.getHref(id), { replace: true });
      } catch (caught) {
        setError(caught);
      }
    })();
  }, [attempt, navigate, queryClient]);

  return (
    <div className="container-page py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('wizard.title')}</h1>
      <div className="mt-6">
        {error ? (
          <LoadError
            message={t('start.failed', { error: errorText(t, error, String(error)) })}
            retryLabel={t('common:actions.retry')}
            onRetry={() => {
              setError(null);
              setAttempt((current) => current + 1);
            }}
            retrying={false}
          />
        ) : (
          <PageLoader label={t('start.title')} />
        )}
      </div>
    </div>
  );
}
