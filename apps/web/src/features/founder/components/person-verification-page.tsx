import type { PersonVerification } from '@grove/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { personVerification, startPersonVerification } from '../api/applications';
import { CheckBadge } from './application-wizard';

/** The link's secret, kept for this tab while the person is at the provider and comes back. */
const TOKEN_KEY = 'grove:person-verification';

/** The secret from the address's fragment (then taken out of the address), else the one this tab kept. */
function readToken(): string | null {
  const fromLink = /(?:^|[#&])token=([\w-]+)/.exec(window.location.hash)?.[1] ?? null;
  if (fromLink) {
    sessionStorage.setItem(TOKEN_KEY, fromLink);
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    return fromLink;
  }
  return sessionStorage.getItem(TOKEN_KEY);
}

/**
 * The page a person listed on an application to raise opens from our e-mail (issue 26): who they
 * are listed as, where their identity check stands, and the way to the identity provider, the
 * same one investors verify with. No account is needed: the link's secret is the key.
 */
export function PersonVerificationPage() {
  const { t } = useTranslation('applications');
  const [token] = useState(readToken);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const status = useQuery({
    queryKey: ['person-verification', token],
    queryFn: () => personVerification(token!),
    enabled: token !== null,
    retry: false,
    // While the provider is checking, look again now and then.
    refetchInterval: (query) => (query.state.data?.check === 'in_progress' ? 3_000 : false),
  });

  async function start() {
    setStarting(true);
    setStartError(null);
    try {
      const { url } = await startPersonVerification(token!);
      window.location.assign(url);
    } catch (error) {
      setStarting(false);
      setStartError(t('verify.startFailed', { error: errorText(t, error, String(error)) }));
    }
  }

  const body = (data: PersonVerification) => (
    <>
      <p className="mt-3 text-slate-700">
        {t('verify.lead', { applicant: data.applicant_name, company: data.company_name })}
      </p>
      <dl className="mt-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-500">{t('verify.you')}</dt>
          <dd className="font-semibold text-slate-900">{data.person_name}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('verify.company')}</dt>
          <dd className="font-semibold text-slate-900">{data.company_name}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('verify.status')}</dt>
          <dd>
            <CheckBadge check={data.check} />
          </dd>
        </div>
      </dl>
      <div role="status" className="mt-6">
        {data.check === 'passed' ? (
          <p className="rounded-lg bg-brand-50 px-4 py-3 text-brand-800">{t('verify.passed')}</p>
        ) : data.check === 'in_progress' ? (
          <p className="text-slate-700">{t('verify.inProgress')}</p>
        ) : data.check === 'failed' ? (
          <p className="text-red-800">{t('verify.failed')}</p>
        ) : null}
      </div>
      {startError ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {startError}
        </p>
      ) : null}
      {data.check !== 'passed' ? (
        <Button className="mt-6" size="lg" loading={starting} onClick={() => void start()}>
          {data.check === 'failed' || data.check === 'in_progress' ? t('verify.retry') : t('verify.start')}
        </Button>
      ) : null}
    </>
  );

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('verify.title')}</h1>
      {token === null ? (
        <p className="mt-4 text-slate-700">{t('verify.noLink')}</p>
      ) : status.isPending ? (
        <PageLoader label={t('verify.loading')} />
      ) : status.isError ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-red-800">
          {status.error instanceof ApiError && status.error.status === 404
            ? t('verify.invalid')
            : t('common:errors.generic', { error: errorText(t, status.error, status.error.message) })}
        </p>
      ) : (
        body(status.data)
      )}
    </div>
  );
}
