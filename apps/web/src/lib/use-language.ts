import { normalizeLanguage, type Language } from '@grove/contracts';
import { useTranslation } from 'react-i18next';

/**
 * The interface language as the API expects it (`lang=en|vi|ru`). Components that
 * use it re-render when the language changes, so query keys that include it refetch.
 */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return normalizeLanguage(i18n.resolvedLanguage ?? i18n.language);
}
