import { Heart } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ErrorDialog } from '@/components/error-dialog';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useSavedProjects, useToggleFavorite } from '../api/favorites';

/**
 * Saves a business to the portfolio (spec §2, §6). Signed in: a toggle button
 * (aria-pressed, "Save" / "Saved"). A guest gets a dialog asking to sign up or log
 * in; both come back to this page, where one more click saves the business.
 */
export function FavoriteButton({ projectId, variant = 'icon' }: { projectId: string; variant?: 'icon' | 'button' }) {
  const { t } = useTranslation('businesses');
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const location = useLocation();
  const saved = useSavedProjects();
  const toggle = useToggleFavorite();
  const [guestOpen, setGuestOpen] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown; favorite: boolean } | null>(null);

  const pending = toggle.isPending && toggle.variables?.projectId === projectId;
  const pressed = isAuthenticated && (pending ? toggle.variables!.favorite : saved.ids.has(projectId));
  const label = pressed ? t('favorite.saved') : t('favorite.save');

  const onClick = () => {
    if (!isAuthenticated) {
      setGuestOpen(true);
      return;
    }
    if (pending) return;
    const favorite = !pressed;
    toggle.mutate({ projectId, favorite }, { onError: (error) => setFailure({ error, favorite }) });
  };

  const here = location.pathname + location.search;
  const heart = <Heart className={cn('size-5', pressed ? 'fill-current text-rose-600' : '')} aria-hidden />;

  return (
    <>
      {variant === 'icon' ? (
        <button
          type="button"
          aria-pressed={pressed}
          aria-label={label}
          title={label}
          aria-disabled={pending || undefined}
          onClick={onClick}
          data-testid="favorite-button"
          className={cn(
            'inline-flex size-10 cursor-pointer items-center justify-center rounded-full shadow-sm ring-1 transition-colors',
            pressed
              ? 'bg-rose-50 text-rose-600 ring-rose-200 hover:bg-rose-100'
              : 'bg-white/95 text-slate-700 ring-slate-200 hover:bg-white hover:text-rose-600',
          )}
        >
          {heart}
        </button>
      ) : (
        <Button
          variant="secondary"
          aria-pressed={pressed}
          aria-disabled={pending || undefined}
          onClick={onClick}
          data-testid="favorite-button"
        >
          {heart}
          {label}
        </Button>
      )}

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

      {failure ? (
        <ErrorDialog
          open
          onClose={() => setFailure(null)}
          title={failure.favorite ? t('favorite.saveFailed') : t('favorite.removeFailed')}
          message={
            failure.error instanceof ApiError && failure.error.code === 'PROJECT_NOT_FOUND'
              ? t('errors.projectNotFound')
              : errorText(t, failure.error, t('favorite.failedDefault'))
          }
        />
      ) : null}
    </>
  );
}
