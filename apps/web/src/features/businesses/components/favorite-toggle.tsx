import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** The save button itself ("Save" / "Saved", aria-pressed), as a guest and a signed-in investor see it. */
export function FavoriteToggle({
  pressed,
  pending = false,
  onClick,
  variant,
}: {
  pressed: boolean;
  pending?: boolean;
  onClick: () => void;
  variant: 'icon' | 'button';
}) {
  const { t } = useTranslation('businesses');
  const label = pressed ? t('favorite.saved') : t('favorite.save');
  const heart = <Heart className={cn('size-5', pressed ? 'fill-current text-rose-600' : '')} aria-hidden />;
  return variant === 'icon' ? (
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
  );
}
