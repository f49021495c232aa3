import { ArrowLeft, Home } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** The catch-all page (spec §2): back and home actions. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canGoBack = typeof window !== 'undefined' && window.history.length > 1;
  return (
    <section className="container-page flex flex-col items-center py-20 text-center" aria-labelledby="not-found-title">
      <PageTitle page="notFound" />
      <p className="text-6xl font-black tracking-tight text-brand-700">{t('notFound.code')}</p>
      <h1 id="not-found-title" className="mt-4 text-3xl font-bold text-slate-900">
        {t('notFound.title')}
      </h1>
      <p className="mt-3 max-w-lg text-slate-600">{t('notFound.description')}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" onClick={() => void (canGoBack ? navigate(-1) : navigate(paths.home.getHref()))}>
          <ArrowLeft className="size-4" aria-hidden />
          {t('actions.back')}
        </Button>
        <ButtonLink to={paths.home.getHref()}>
          <Home className="size-4" aria-hidden />
          {t('actions.home')}
        </ButtonLink>
      </div>
    </section>
  );
}

export { NotFoundPage as Component };
