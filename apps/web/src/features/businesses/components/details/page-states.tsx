import { ArrowLeft, RotateCcw, SearchX, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui/button';
import { errorText } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { isProjectNotFound } from '../../api/get-project';

/**
 * The business could not be shown: not found (spec §8), or another failure with a retry. A
 * download of its own: pages that load never need it.
 */
export default function DetailsFailed({
  error,
  onRetry,
  retrying,
}: {
  error: Error;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('business');
  if (isProjectNotFound(error)) return <DetailsNotFound />;
  return <DetailsError message={errorText(t, error, t('states.errorMessage'))} onRetry={onRetry} retrying={retrying} />;
}

/** Spec §8: 'Business not found', with the way back to Explore. */
function DetailsNotFound() {
  const { t } = useTranslation('business');
  return (
    <section
      className="container-page flex flex-col items-center py-20 text-center"
      aria-labelledby="business-not-found"
    >
      <title>{t('pageTitle', { name: t('states.notFound') })}</title>
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <SearchX className="size-7" aria-hidden />
      </span>
      <h1 id="business-not-found" className="mt-5 text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('states.notFound')}
      </h1>
      <p className="mt-3 max-w-md text-slate-600">{t('states.notFoundDescription')}</p>
      <ButtonLink to={paths.businesses.getHref()} className="mt-8">
        <ArrowLeft className="size-4" aria-hidden />
        {t('states.backToExplore')}
      </ButtonLink>
    </section>
  );
}

/** A failed load: what went wrong and a retry. */
function DetailsError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('business');
  return (
    <section className="container-page flex flex-col items-center py-20 text-center" role="alert">
      <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-red-700">
        <TriangleAlert className="size-7" aria-hidden />
      </span>
      <h1 className="mt-5 text-2xl font-bold text-slate-900">{t('states.errorTitle')}</h1>
      <p className="mt-3 max-w-md break-words text-slate-600">{message}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={paths.businesses.getHref()} variant="secondary">
          <ArrowLeft className="size-4" aria-hidden />
          {t('states.backToExplore')}
        </ButtonLink>
        <Button onClick={onRetry} loading={retrying}>
          {retrying ? null : <RotateCcw className="size-4" aria-hidden />}
          {t('states.retry')}
        </Button>
      </div>
    </section>
  );
}
