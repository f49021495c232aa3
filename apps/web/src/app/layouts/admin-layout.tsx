import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Menu, X } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { LanguageButtons, LanguageSwitcher } from '@/components/language-switcher';
import { Logo, LogoMark } from '@/components/logo';
import { Modal } from '@/components/ui/modal';
import { PageLoader } from '@/components/ui/spinner';
import { DemoMarker } from '@/features/demo/components/demo-marker';
import { OperatorEnrolment, useOperatorMustEnrol } from '@/features/two-step/components/operator-enrolment';
import { cn } from '@/lib/cn';
import { currentUserQueryOptions } from '@/lib/current-user';
import { i18n } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { NotFoundPage } from '../routes/not-found';
import { ADMIN_NAV } from './admin-nav';

/**
 * The operator console's frame: side navigation on wide screens, a compact menu on a phone.
 * A signed-out visitor is sent to sign in, and comes back here after; a signed-in person who
 * is not an operator (role admin) gets the app's not-found page, so the console's pages reveal
 * nothing to them. The server checks the role on every call anyway.
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const hasSession = useSession((s) => s.token !== null);
  // Signing out from the console leads home (as it does everywhere), not to sign-in again.
  const [arrivedSignedIn] = useState(hasSession);
  const location = useLocation();
  const user = useQuery({ ...currentUserQueryOptions(), enabled: hasSession });
  // Past the grace after the first sign-in, an operator sets up two-step verification first.
  const mustEnrol = useOperatorMustEnrol(hasSession && user.data?.role === 'admin');

  if (!hasSession) {
    const back = location.pathname + location.search + location.hash;
    return <Navigate to={arrivedSignedIn ? paths.home.getHref() : paths.signin.getHref(back)} replace />;
  }
  if (user.isPending) return <PageLoader label={t('loading')} />;
  if (user.data?.role !== 'admin') return <NotOperator />;

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 lg:flex-row">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <aside className="hidden w-60 shrink-0 flex-col border-r border-slate-200 bg-white lg:flex">
        <div className="flex h-16 items-center px-5">
          <ConsoleBrand />
        </div>
        <DemoMarker className="mx-5 mb-3 self-start" />
        <AdminNavLinks className="flex-1 px-3" />
        <div className="flex items-center justify-between gap-2 border-t border-slate-200 px-3 py-3">
          <BackToSite />
          <LanguageSwitcher />
        </div>
      </aside>
      <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-slate-200 bg-white px-4 lg:hidden">
        <div className="flex items-center gap-3">
          <ConsoleBrand />
          <DemoMarker />
        </div>
        <CompactMenu />
      </header>
      <main id="main" className="min-w-0 flex-1">
        {mustEnrol ? (
          <OperatorEnrolment />
        ) : (
          <Suspense fallback={<PageLoader label={t('loading')} />}>
            <Outlet />
          </Suspense>
        )}
      </main>
    </div>
  );
}

function ConsoleBrand() {
  const { t } = useTranslation('admin');
  return (
    <Link to={paths.admin.getHref()} className="inline-flex items-center gap-2 rounded-lg font-bold text-slate-900">
      <LogoMark className="size-7" />
      <span>{t('console')}</span>
    </Link>
  );
}

function BackToSite({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Link
      to={paths.home.getHref()}
      onClick={onNavigate}
      className="inline-flex h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {t('backToSite')}
    </Link>
  );
}

function AdminNavLinks({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  const demo = useSession((s) => Boolean(s.user?.demo_expires_at));
  return (
    <nav aria-label={t('nav.label')} className={className}>
      <ul className="flex flex-col gap-1">
        {ADMIN_NAV.filter((item) => !(demo && item.notInDemo)).map((item) => (
          <li key={item.key}>
            <NavLink
              to={item.href}
              end={item.end ?? false}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'flex h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium',
                  isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
                )
              }
            >
              <item.icon className="size-4 shrink-0" aria-hidden />
              {t(`nav.${item.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The phone's menu: the same links, the language choice and the way back to the site. */
function CompactMenu() {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="inline-flex size-10 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100"
        aria-label={t('nav.open')}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Menu className="size-6" aria-hidden />
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        labelledBy="admin-menu-title"
        className="my-0 mr-0 ml-auto h-dvh max-h-dvh w-full max-w-sm overflow-y-auto bg-white p-0 shadow-2xl lg:hidden"
      >
        <div className="flex min-h-full flex-col">
          <div className="flex h-14 shrink-0 items-center justify-between border-b border-slate-200 px-4">
            <h2 id="admin-menu-title" className="font-bold text-slate-900">
              {t('console')}
            </h2>
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
              aria-label={t('nav.close')}
            >
              <X className="size-6" aria-hidden />
            </button>
          </div>
          <div className="flex flex-1 flex-col gap-6 p-4">
            <AdminNavLinks onNavigate={() => setOpen(false)} />
            <LanguageButtons />
            <BackToSite onNavigate={() => setOpen(false)} />
          </div>
        </div>
      </Modal>
    </>
  );
}

/** What a guest or an investor sees at a console address: the app's ordinary not-found page. */
function NotOperator() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="container-page flex h-16 items-center justify-between">
        <Logo />
        <LanguageSwitcher />
      </header>
      <main id="main" className="flex-1">
        <NotFoundPage />
      </main>
    </div>
  );
}

export { AdminLayout as Component };
export const preload = () => i18n.loadNamespaces('admin');
