import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { ErrorDialog } from '@/components/error-dialog';
import { paths } from '@/lib/paths';

/**
 * A page's code that failed to download (flaky network, or a deploy replaced the
 * files). Browsers remember a failed module import, so only a reload can retry it.
 */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

/**
 * The application-wide unexpected-error dialog (spec §2, §8): 'Try Again' retries
 * the same page, closing goes to /. It catches render errors, failed data loads and
 * route code that could not be downloaded.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    console.error('Unexpected error', error);
  }, [error]);

  const tryAgain = () => {
    if (isChunkLoadError(error)) window.location.reload();
    else void navigate(location.pathname + location.search + location.hash, { replace: true });
  };

  return (
    <ErrorDialog
      open
      title={t('errorDialog.title')}
      message={t('errorDialog.message')}
      onClose={() => void navigate(paths.home.getHref(), { replace: true })}
      action={{ label: t('actions.tryAgain'), onClick: tryAgain }}
    />
  );
}
