import { Heart } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { FavoriteToggle } from './favorite-toggle';

// The portfolio's saved businesses and the toggle: a download of its own, for a signed-in investor only.
const SignedInFavorite = lazy(() => import('./signed-in-favorite'));

/**
 * Saves a business to the portfolio (spec §2, §6). Signed in: a toggle button
 * (aria-pressed, "Save" / "Saved"). A guest gets a dialog asking to sign up or log
 * in; both come back to this page, where one more click saves the business.
 */
export function FavoriteButton({ projectId, variant = 'icon' }: { projectId: string; variant?: 'icon' | 'button' }) {
  const { t } = useTranslation('businesses');
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const location = useLocation();
  const [guestOpen, setGuestOpen] = useState(false);
  const [pressedEarly, setPressedEarly] = useState(false);

  if (isAuthenticated) {
    return (
      <Suspense
        fallback={
          <FavoriteToggle
            pressed={false}
            pending={pressedEarly}
            onClick={() => setPressedEarly(true)}
            variant={variant}
          />
        }
      >
        <SignedInFavorite
          projectId={projectId}
          variant={variant}
          pressedEarly={pressedEarly}
          onEarlyPressTaken={() => setPressedEarly(false)}
        />
      </Suspense>
    );
  }
  const here = location.pathname + location.search;
  return (
    <>
      <FavoriteToggle pressed={false} onClick={() => setGuestOpen(true)} variant={variant} />
      {guestOpen ? (
        <Dialog
          open
          onOpenChange={setGuestOpen}
          title={t('favorite.guestTitle')}
          description={t('favorite.guestDescription')}
          closeLabel={t('common:actions.close')}
          icon={<Heart className="size-5" aria-hidden />}
          footer={
            <>
              <ButtonLink to={paths.signin.getHref(here)} variant="secondary">
                {t('common:nav.logIn')}
              </ButtonLink>
              <ButtonLink to={paths.signup.getHref(here)}>{t('common:nav.signUp')}</ButtonLink>
            </>
          }
        />
      ) : null}
    </>
  );
}
