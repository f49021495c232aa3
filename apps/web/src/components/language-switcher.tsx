import { LANGUAGES } from '@grove/contracts';
import { Check, Languages } from 'lucide-react';
import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { chooseLanguage, LANGUAGE_NAMES } from '@/lib/i18n';
import { useDeferredWidget } from './ui/deferred';

const LanguageMenu = lazy(() => import('./language-menu'));

/** The button that opens the language menu: the current language's code. */
export function LanguageTrigger({ className, ...props }: ComponentProps<'button'>) {
  const { t, i18n } = useTranslation();
  const code = (i18n.resolvedLanguage ?? i18n.language).toUpperCase();
  return (
    <button
      type="button"
      // The name starts with what the button shows, so voice control users can say it (WCAG 2.5.3).
      aria-label={`${code}: ${t('nav.changeLanguage')}`}
      aria-haspopup="menu"
      className={cn(
        'inline-flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100',
        className,
      )}
      {...props}
    >
      <Languages className="size-4" aria-hidden />
      <span>{code}</span>
    </button>
  );
}

/** A compact language menu (header, auth layout); its menu code loads on first use. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const deferred = useDeferredWidget();
  const placeholder = <LanguageTrigger className={className} {...deferred.triggerProps} />;
  if (!deferred.loaded) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LanguageMenu
        className={className}
        open={deferred.open}
        onOpenChange={deferred.setOpen}
        focusTrigger={deferred.hadFocus}
      />
    </Suspense>
  );
}

/** The language choice as a row of buttons, for the mobile menu. */
export function LanguageButtons() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <fieldset>
      <legend className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('nav.language')}</legend>
      <div className="grid grid-cols-3 gap-2">
        {LANGUAGES.map((language) => {
          const active = language === current;
          return (
            <button
              key={language}
              type="button"
              lang={language}
              aria-pressed={active}
              onClick={() => void chooseLanguage(language)}
              className={cn(
                'flex h-11 items-center justify-center gap-1 rounded-lg border px-1 text-sm font-medium',
                active
                  ? 'border-brand-600 bg-brand-50 text-brand-800'
                  : 'border-slate-200 bg-white text-slate-700 hover:bg-slate-50',
              )}
            >
              {active ? <Check className="size-4 shrink-0" aria-hidden /> : null}
              {LANGUAGE_NAMES[language]}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
