import { CircleAlert, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/error-text';

/** A failed catalogue call (spec §8: 'Error: {error}') with a way to try again. */
export function LoadError({ error, onRetry, retrying }: { error: Error; onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center"
      data-testid="load-error"
    >
      <CircleAlert className="size-8 text-red-700" aria-hidden />
      <p className="mt-3 max-w-md text-sm font-medium break-words text-red-900">
        {t('errors.generic', { error: errorText(t, error, error.message || String(error)) })}
      </p>
      <Button variant="secondary" className="mt-5" onClick={onRetry} loading={retrying}>
        {retrying ? null : <RotateCw className="size-4" aria-hidden />}
        {t('actions.retry')}
      </Button>
    </div>
  );
}
