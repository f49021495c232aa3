import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageSwitcher } from '@/components/language-switcher';
import { Logo } from '@/components/logo';
import { PageLoader } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';
import { Header } from './header';
import { SkipLink } from './skip-link';
import { LEGAL_NAV } from './nav-items';

/**
 * Spec §2: the auth-style layout, with the language switcher at the top right. Signed in
 * (profile, portfolio, quiz, verification), it has the site's navigation too: the links,
 * the notifications, the account menu with log out, and the menu on a phone.
 */
export function AuthLayout() {
  const { t } = useTranslation();
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50/70 via-slate-50 to-slate-50">
      {isAuthenticated ? (
        <>
          <SkipLink />
          <Header languageOnPhones />
        </>
      ) : (
        <header className="container-page flex h-16 items-center justify-between">
          <Logo />
          <LanguageSwitcher />
        </header>
      )}
      <main id="main" className="flex-1">
        <Suspense fallback={<PageLoader label={t('loading')} />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="container-page flex flex-col items-center gap-2 py-8 text-xs text-slate-500 sm:flex-row sm:justify-between">
        <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
        <nav aria-label={t('nav.legal')} className="flex gap-4">
          {LEGAL_NAV.map((item) => (
            <Link key={item.key} to={item.href} className="hover:text-slate-800 hover:underline">
              {t(`nav.${item.key}`)}
            </Link>
          ))}
        </nav>
      </footer>
    </div>
  );
}
