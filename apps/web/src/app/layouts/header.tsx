import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { LanguageSwitcher } from '@/components/language-switcher';
import { Logo } from '@/components/logo';
import { ButtonLink } from '@/components/ui/button';
import { DemoMarker } from '@/features/demo/components/demo-marker';
import { useDeferredWidget } from '@/components/ui/deferred';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { HeaderMenuTrigger } from './header-menu-trigger';
import { MobileMenu } from './mobile-menu';
import { MAIN_NAV } from './nav-items';

const HeaderMenu = lazy(() => import('./header-menu'));
// Only signed-in visitors have notifications: a guest's first page does not download them.
const NotificationsBell = lazy(() =>
  import('@/features/notifications/components/notifications-bell').then((m) => ({ default: m.NotificationsBell })),
);

/** The header menu's button at once; the menu's code when the pointer or focus reaches it. */
function HeaderMenuSlot() {
  const deferred = useDeferredWidget();
  const placeholder = <HeaderMenuTrigger {...deferred.triggerProps} />;
  if (!deferred.loaded) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <HeaderMenu open={deferred.open} onOpenChange={deferred.setOpen} focusTrigger={deferred.hadFocus} />
    </Suspense>
  );
}

/**
 * The site header (spec §2): three links, sign up / sign in or the profile button, the menu.
 * `languageOnPhones`: the auth-style layout's version, whose language switch stays at the
 * top right at every width; the public header's moves into the phone menu.
 */
export function Header({ languageOnPhones = false }: { languageOnPhones?: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const here = location.pathname + location.search;

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="container-page flex h-16 items-center gap-6">
        <div className="flex items-center gap-3">
          <Logo />
          <DemoMarker />
        </div>
        <nav aria-label={t('nav.main')} className="hidden items-center gap-1 lg:flex">
          {MAIN_NAV.map((item) => (
            <NavLink
              key={item.key}
              to={item.href}
              className={({ isActive }) =>
                cn(
                  'rounded-lg px-3 py-2 text-sm font-semibold',
                  isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                )
              }
            >
              {t(`nav.${item.key}`)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <div className={languageOnPhones ? 'flex' : 'hidden lg:flex'}>
            <LanguageSwitcher />
          </div>
          {isAuthenticated ? null : (
            <div className="hidden items-center gap-2 lg:flex">
              <ButtonLink to={paths.signin.getHref(here)} variant="ghost" size="sm">
                {t('nav.signIn')}
              </ButtonLink>
              <ButtonLink to={paths.signup.getHref(here)} size="sm">
                {t('nav.signUp')}
              </ButtonLink>
            </div>
          )}
          {isAuthenticated ? (
            // On every width: on a phone too the bell is where notifications are (and the tour points).
            <div>
              <Suspense fallback={<span className="inline-block size-10" aria-hidden />}>
                <NotificationsBell />
              </Suspense>
            </div>
          ) : null}
          <div className="hidden lg:block">
            <HeaderMenuSlot />
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
