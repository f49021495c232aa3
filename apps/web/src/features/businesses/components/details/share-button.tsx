import { Share2 } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { useDeferredWidget } from '@/components/ui/deferred';
import { cn } from '@/lib/cn';

const ShareMenu = lazy(() => import('./share-menu'));

/** The button that opens the share menu. */
export function ShareTrigger({ className, ...props }: ComponentProps<'button'>) {
  const { t } = useTranslation('business');
  return (
    <button
      type="button"
      aria-haspopup="menu"
      data-testid="share-button"
      className={cn(buttonClasses('secondary', 'md'), className)}
      {...props}
    >
      <Share2 className="size-4" aria-hidden />
      {t('share.button')}
    </button>
  );
}

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Spec §2 share menu: copy link, X, Facebook, LinkedIn, Telegram, WhatsApp, e-mail.
 * The button renders at once; the menu's code loads when the pointer or focus reaches it.
 * The "Link copied" confirmation is announced politely and fades after a few seconds.
 */
export function ShareButton({ title }: { title: string }) {
  const { t } = useTranslation('business');
  const deferred = useDeferredWidget();
  const [copy, setCopy] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copyLink = useCallback(async () => {
    clearTimeout(timer.current);
    try {
      if (!navigator.clipboard) throw new Error('The clipboard is not available.');
      await navigator.clipboard.writeText(window.location.href);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
    timer.current = setTimeout(() => setCopy('idle'), 4_000);
  }, []);

  const placeholder = <ShareTrigger {...deferred.triggerProps} />;
  return (
    <div className="relative">
      {deferred.loaded ? (
        <Suspense fallback={placeholder}>
          <ShareMenu
            title={title}
            open={deferred.open}
            onOpenChange={deferred.setOpen}
            focusTrigger={deferred.hadFocus}
            onCopy={() => void copyLink()}
          />
        </Suspense>
      ) : (
        placeholder
      )}
      <p
        role="status"
        className={cn(
          'pointer-events-none absolute top-full right-0 z-10 mt-2 rounded-lg px-3 py-1.5 text-sm font-medium whitespace-nowrap shadow-lg transition-opacity',
          copy === 'idle' ? 'opacity-0' : 'opacity-100',
          copy === 'failed' ? 'bg-red-700 text-white' : 'bg-slate-900 text-white',
        )}
      >
        {copy === 'copied' ? t('share.copied') : copy === 'failed' ? t('share.copyFailed') : ''}
      </p>
    </div>
  );
}
