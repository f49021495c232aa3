import { useEffect } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
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
 * The application-wide unexpected-error dialog (spec §2, §8) around the routes below it:
 * it catches render errors and route code that could not be downloaded. 'Try Again'
 * renders the same page again, closing goes to /. Moving to another page clears it.
 */
export function RouteErrorBoundary() {
  const location = useLocation();
  return (
    <ErrorBoundary FallbackComponent={UnexpectedErrorDialog} resetKeys={[location.key]}>
      <Outlet />
    </ErrorBoundary>
  );
}

function UnexpectedErrorDialog({ error, resetErrorBoundary }: FallbackProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  useEffect(() => {
    console.error('Unexpected error', error);
  }, [error]);

  const tryAgain = () => {
    if (isChunkLoadError(error)) window.location.reload();
    else resetErrorBoundary();
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
