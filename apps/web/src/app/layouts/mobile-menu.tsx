import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { LanguageButtons } from '@/components/language-switcher';
import { Logo } from '@/components/logo';
import { ButtonLink } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useIsFounder } from '@/features/founder/api/businesses';
import { useSession } from '@/lib/session';
import { LEGAL_NAV, MAIN_NAV } from './nav-items';

// Notifications exist for signed-in visitors only: their code loads when there is a session.
const MobileNotifications = lazy(() =>
  import('@/features/notifications/components/mobile-notifications').then((m) => ({ default: m.MobileNotifications })),
);
const LogoutButton = lazy(() => import('./logout-button'));
const UnreadDot = lazy(() =>
  import('@/features/notifications/components/notifications-bell').then((m) => ({ default: m.UnreadDot })),
);

/**
 * The menu for screens under 1024 px (spec §2). Signed out: sign up and sign in;
 * links to explore, portfolio, profile and the legal pages; the language switch;
 * signed in: log out. Escape closes it and the page behind does not scroll.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const here = location.pathname + location.search;
  const close = () => setOpen(false);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'flex h-12 items-center rounded-lg px-3 text-base font-medium',
      isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100',
    );

  return (
    <>
      <button
        type="button"
        className="relative inline-flex size-10 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 lg:hidden"
        aria-label={t('nav.openMenu')}
        aria-expanded={open}
        aria-haspopup="dialog"
        data-testid="mobile-menu-button"
        onClick={() => setOpen(true)}
      >
        <Menu className="size-6" aria-hidden />
        {isAuthenticated ? (
          <Suspense fallback={null}>
            <UnreadDot />
          </Suspense>
        ) : null}
      </button>
      <Modal
        open={open}
        onClose={close}
        labelledBy="mobile-menu-title"
        testId="mobile-menu"
        className="my-0 mr-0 ml-auto h-dvh max-h-dvh w-full max-w-sm overflow-y-auto bg-white p-0 shadow-2xl lg:hidden"
      >
        <div className="flex min-h-full flex-col">
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 px-4">
            <h2 id="mobile-menu-title" className="sr-only">
              {t('nav.menu')}
            </h2>
            <Logo />
            <button
              type="button"
              onClick={close}
              className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
              aria-label={t('nav.closeMenu')}
            >
              <X className="size-6" aria-hidden />
            </button>
          </div>

          <div className="flex flex-1 flex-col gap-6 p-4">
            {isAuthenticated ? (
              <Suspense fallback={null}>
                <MobileNotifications onNavigate={close} />
              </Suspense>
            ) : null}
            {isAuthenticated ? null : (
              <div className="grid grid-cols-2 gap-2">
                <ButtonLink to={paths.signin.getHref(here)} variant="secondary" onClick={close}>
                  {t('nav.signIn')}
                </ButtonLink>
                <ButtonLink to={paths.signup.getHref(here)} onClick={close}>
                  {t('nav.signUp')}
                </ButtonLink>
              </div>
            )}

            <nav aria-label={t('nav.main')} className="flex flex-col gap-1">
              {MAIN_NAV.map((item) => (
                <NavLink key={item.key} to={item.href} className={linkClass} onClick={close}>
                  {t(`nav.${item.key}`)}
                </NavLink>
              ))}
              {isAuthenticated ? <FounderLink className={linkClass} onClick={close} /> : null}
            </nav>

            <nav aria-label={t('nav.legal')} className="flex flex-col gap-1 border-t border-slate-200 pt-4">
              {LEGAL_NAV.map((item) => (
                <NavLink key={item.key} to={item.href} className={linkClass} onClick={close}>
                  {t(`nav.${item.key}`)}
                </NavLink>
              ))}
            </nav>

            <LanguageButtons />

            {isAuthenticated ? (
              <Suspense fallback={null}>
                <LogoutButton onBeforeLogout={close} />
              </Suspense>
            ) : null}
          </div>
        </div>
      </Modal>
    </>
  );
}

/**
 * "Founder portal" for someone in a business's team, else "Raise money with Grove". Rendered
 * only while the menu is open, so the membership is asked for then, not on every page.
 */
function FounderLink({
  className,
  onClick,
}: {
  className: (state: { isActive: boolean }) => string;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  const founder = useIsFounder(true);
  return founder ? (
    <NavLink to={paths.founder.getHref()} className={className} onClick={onClick}>
      {t('nav.founderPortal')}
    </NavLink>
  ) : (
    <NavLink to={paths.founderApply.getHref()} className={className} onClick={onClick}>
      {t('nav.raiseMoney')}
    </NavLink>
  );
}
