import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageLoader } from '@/components/ui/spinner';
import { useCurrentUserSync } from '@/features/auth/hooks/use-current-user-sync';
import { useSaveLanguageToProfile } from '@/features/auth/hooks/use-save-language-to-profile';
import { useOnboardingRedirect } from '@/features/quiz/hooks/use-onboarding-redirect';
import { NavigationProgress } from './layouts/navigation-progress';
import { useScrollToTop } from './scroll-to-top';

/** The element above every layout: app-wide behaviours that need the router. */
export function Root() {
  useScrollToTop();
  useCurrentUserSync();
  useSaveLanguageToProfile();
  useOnboardingRedirect();
  return (
    <>
      <NavigationProgress />
      <Outlet />
    </>
  );
}

/** Shown while the first page's code loads. */
export function AppLoading() {
  const { t } = useTranslation();
  return <PageLoader label={t('loading')} />;
}
