import { LANGUAGES } from '@grove/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, LANGUAGE_NAMES } from '@/lib/i18n';
import { LanguageTrigger } from './language-switcher';
import { MenuContent, MenuRadioGroup, MenuRadioItem, MenuRoot, MenuTrigger } from './ui/dropdown-menu';

/** The language menu itself (Radix), loaded when the trigger is first reached. */
export default function LanguageMenu({
  className,
  defaultOpen,
  focusTrigger,
}: {
  className?: string;
  defaultOpen: boolean;
  focusTrigger: boolean;
}) {
  const { i18n } = useTranslation();
  const trigger = useRef<HTMLButtonElement>(null);
  const current = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => {
    if (focusTrigger && !defaultOpen) trigger.current?.focus();
  }, [focusTrigger, defaultOpen]);
  return (
    <MenuRoot defaultOpen={defaultOpen} modal={false}>
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
