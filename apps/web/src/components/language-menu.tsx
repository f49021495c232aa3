import { LANGUAGES } from '@grove/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, LANGUAGE_NAMES } from '@/lib/i18n';
import { LanguageTrigger } from './language-switcher';
import { MenuContent, MenuRadioGroup, MenuRadioItem, MenuRoot, MenuTrigger } from './ui/dropdown-menu';
import { focusWasLost } from './ui/deferred';

/** The language menu itself (Radix), loaded when the trigger is first reached. */
export default function LanguageMenu({
  className,
  open,
  onOpenChange,
  focusTrigger,
}: {
  className?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  focusTrigger: boolean;
}) {
  const { i18n } = useTranslation();
  const trigger = useRef<HTMLButtonElement>(null);
  const current = i18n.resolvedLanguage ?? i18n.language;
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
        <LanguageTrigger ref={trigger} className={className} />
      </MenuTrigger>
      <MenuContent className="min-w-44">
        <MenuRadioGroup value={current} onValueChange={(value) => void chooseLanguage(value)}>
          {LANGUAGES.map((language) => (
            <MenuRadioItem key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </MenuRadioItem>
          ))}
        </MenuRadioGroup>
      </MenuContent>
    </MenuRoot>
  );
}
