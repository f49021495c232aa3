import { FileText, LogIn, LogOut, Sprout, Store, UserPlus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MenuContent, MenuItem, MenuLabel, MenuRoot, MenuSeparator, MenuTrigger } from '@/components/ui/dropdown-menu';
import { useLogout } from '@/features/auth/api/logout';
import { useIsFounder } from '@/features/founder/api/businesses';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { HeaderMenuTrigger } from './header-menu-trigger';
import { LEGAL_NAV } from './nav-items';
import { focusWasLost } from '@/components/ui/deferred';

/**
 * The header menu (spec §2): sign up and log in when signed out, log out when
 * signed in, and the legal pages. Loaded when its button is first reached.
 */
export default function HeaderMenu({
  open,
  onOpenChange,
  focusTrigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  focusTrigger: boolean;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const logout = useLogout();
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const email = useSession((s) => s.user?.email);
  // The menu loads when its button is first reached: only then is the team membership asked for.
  const founder = useIsFounder(isAuthenticated);
  const trigger = useRef<HTMLButtonElement>(null);
  const here = location.pathname + location.search;

  useEffect(() => {
    // Keyboard users keep their place when the real trigger replaces the look-alike
    // (unless the menu opens at once: then focus belongs to the menu).
    if (focusTrigger && !open && focusWasLost()) trigger.current?.focus();
    // Only on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <MenuRoot open={open} onOpenChange={onOpenChange} modal={false}>
      <MenuTrigger asChild>
        <HeaderMenuTrigger ref={trigger} />
      </MenuTrigger>
      <MenuContent>
        {isAuthenticated ? (
          <>
            {email ? <MenuLabel className="max-w-64 truncate">{email}</MenuLabel> : null}
            <MenuItem asChild>
              <Link to={paths.profile.getHref()}>{t('nav.profile')}</Link>
            </MenuItem>
            <MenuItem asChild>
              <Link to={paths.portfolio.getHref()}>{t('nav.portfolio')}</Link>
            </MenuItem>
            <MenuItem asChild>
              {founder ? (
                <Link to={paths.founder.getHref()}>
                  <Store className="size-4 text-slate-500" aria-hidden />
                  {t('nav.founderPortal')}
                </Link>
              ) : (
                <Link to={paths.founderApply.getHref()}>
                  <Sprout className="size-4 text-slate-500" aria-hidden />
                  {t('nav.raiseMoney')}
                </Link>
              )}
            </MenuItem>
          </>
        ) : (
          <>
            <MenuItem asChild>
              <Link to={paths.signup.getHref(here)}>
                <UserPlus className="size-4 text-slate-500" aria-hidden />
                {t('nav.signUp')}
              </Link>
            </MenuItem>
            <MenuItem asChild>
              <Link to={paths.signin.getHref(here)}>
                <LogIn className="size-4 text-slate-500" aria-hidden />
                {t('nav.logIn')}
              </Link>
            </MenuItem>
          </>
        )}
        <MenuSeparator />
        {LEGAL_NAV.map((item) => (
          <MenuItem key={item.key} asChild>
            <Link to={item.href}>
              <FileText className="size-4 text-slate-500" aria-hidden />
              {t(`nav.${item.key}`)}
            </Link>
          </MenuItem>
        ))}
        {isAuthenticated ? (
          <>
            <MenuSeparator />
            <MenuItem onSelect={() => void logout()}>
              <LogOut className="size-4 text-slate-500" aria-hidden />
              {t('nav.logOut')}
            </MenuItem>
          </>
        ) : null}
      </MenuContent>
    </MenuRoot>
  );
}
