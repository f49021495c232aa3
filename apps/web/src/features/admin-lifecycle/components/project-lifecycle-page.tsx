import { PAYOUT_STATUSES_ALLOWED } from '@grove/contracts';
import { ArrowLeft, Banknote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { useProjectLifecycle } from '../api/get-project-lifecycle';
import { StatusPanel } from './status-panel';
import { UpdateForm } from './update-form';
import { WaitlistPanel } from './waitlist-panel';

/** A business's status panel and its updates form (/admin/projects/:id/status). */
export function ProjectLifecyclePage({ projectId }: { projectId: string }) {
  const { t } = useTranslation('admin-lifecycle');
  const lifecycle = useProjectLifecycle(projectId);
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 lg:py-8">
      <Link
        to={paths.adminProject.getHref(projectId)}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-700 hover:text-slate-900"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t('lifecycle.back')}
      </Link>
      <div className="mt-3 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words text-slate-900">
            {lifecycle.data?.name ?? t('lifecycle.title')}
          </h1>
          <p className="mt-1 text-sm text-slate-600">{t('lifecycle.title')}</p>
        </div>
        {lifecycle.data && (PAYOUT_STATUSES_ALLOWED as readonly string[]).includes(lifecycle.data.status) ? (
          <ButtonLink variant="secondary" to={paths.adminProjectPayouts.getHref(projectId)}>
            <Banknote className="size-4" aria-hidden />
            {t('payouts.title')}
          </ButtonLink>
        ) : null}
      </div>
      {lifecycle.isPending ? (
        <PageLoader label={t('common:loading')} />
      ) : lifecycle.isError ? (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-4 text-sm text-red-800">
          {t('lifecycle.loadFailed')}
        </p>
      ) : (
        <div className="mt-6 space-y-6">
          <StatusPanel lifecycle={lifecycle.data} />
          {lifecycle.data.published ? <UpdateForm projectId={projectId} images={lifecycle.data.images} /> : null}
          {lifecycle.data.published ? <WaitlistPanel projectId={projectId} /> : null}
        </div>
      )}
    </div>
  );
}
