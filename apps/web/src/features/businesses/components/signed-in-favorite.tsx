import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorDialog } from '@/components/error-dialog';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { useSavedProjects, useToggleFavorite } from '../api/favorites';
import { FavoriteToggle } from './favorite-toggle';

/**
 * The save button of a signed-in investor: a toggle of the business in their portfolio. A press
 * made while this code was loading (`pressedEarly`) counts once the portfolio says what is saved.
 */
export default function SignedInFavorite({
  projectId,
  variant,
  pressedEarly,
  onEarlyPressTaken,
}: {
  projectId: string;
  variant: 'icon' | 'button';
  pressedEarly: boolean;
  onEarlyPressTaken: () => void;
}) {
  const { t } = useTranslation('businesses');
  const saved = useSavedProjects();
  const toggle = useToggleFavorite();
  const [failure, setFailure] = useState<{ error: unknown; favorite: boolean } | null>(null);

  const pending = toggle.isPending && toggle.variables?.projectId === projectId;
  const pressed = pending ? toggle.variables!.favorite : saved.ids.has(projectId);
  const save = (favorite: boolean) =>
    toggle.mutate({ projectId, favorite }, { onError: (error) => setFailure({ error, favorite }) });
  const onClick = () => {
    if (!pending) save(!pressed);
  };
  useEffect(() => {
    if (!pressedEarly || saved.isLoading) return;
    onEarlyPressTaken();
    save(!saved.ids.has(projectId));
    // Once, for the press made before this code arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pressedEarly, saved.isLoading]);

  return (
    <>
      <FavoriteToggle pressed={pressed} pending={pending} onClick={onClick} variant={variant} />
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
