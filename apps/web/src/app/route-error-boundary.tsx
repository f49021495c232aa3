import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { ErrorDialog } from '@/components/error-dialog';
import { paths } from '@/lib/paths';

/**
 * The application-wide unexpected-error dialog (spec §2, §8): 'Try Again' retries
 * the same page, closing goes to /. It catches render errors, failed data loads and
 * route code that could not be downloaded (e.g. after a deploy).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    console.error('Unexpected error', error);
  }, [error]);

  return (
    <ErrorDialog
      open
      title={t('errorDialog.title')}
      message={t('errorDialog.message')}
      onClose={() => void navigate(paths.home.getHref(), { replace: true })}
      action={{
        label: t('actions.tryAgain'),
        onClick: () => void navigate(location.pathname + location.search + location.hash, { replace: true }),
      }}
    />
  );
}
