import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageLoader } from '@/components/ui/spinner';
import { Footer } from './footer';
import { Header } from './header';
import { SkipLink } from './skip-link';

/** Spec §2: the layout with the full header, for /, /businesses, /business/:id and /project-cards. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header />
      <main id="main" className="min-h-dvh flex-1">
        <Suspense fallback={<PageLoader label={t('loading')} />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
