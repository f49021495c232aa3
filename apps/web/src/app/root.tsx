import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageLoader } from '@/components/ui/spinner';
import { useOnboardingRedirect } from '@/features/quiz/hooks/use-onboarding-redirect';
import { useSession } from '@/lib/session';
import { NavigationProgress } from './layouts/navigation-progress';
import { useScrollToTop } from './scroll-to-top';

const SignedInSession = lazy(() => import('./signed-in-session'));
// The guided tour's panel, for a demo session only (issue 16).
const DemoTour = lazy(() => import('@/features/demo/components/demo-tour'));

/** The element above every layout: app-wide behaviours that need the router. */
export function Root() {
  useScrollToTop();
  useOnboardingRedirect();
  const hasSession = useSession((s) => s.token !== null);
  const inDemo = useSession((s) => Boolean(s.user?.demo_expires_at));
  return (
    <>
      {hasSession ? (
        <Suspense fallback={null}>
          <SignedInSession />
        </Suspense>
      ) : null}
      {inDemo ? (
        <Suspense fallback={null}>
          <DemoTour />
        </Suspense>
      ) : null}
      <NavigationProgress />
      {/* The first page's code is downloading; later navigations keep the previous page meanwhile. */}
      <Suspense fallback={<AppLoading />}>
        <Outlet />
      </Suspense>
    </>
  );
}

/** Shown while the first page's code loads. */
function AppLoading() {
  const { t } = useTranslation();
  return <PageLoader label={t('loading')} />;
}
