/** Interface languages. `en` is the default and the fallback (spec §1, §9). */
export const LANGUAGES = ['en', 'vi', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Spec §5: "Language must be one of en, vi, ru, otherwise en."
 * Accepts regional tags such as `ru-RU` or `vi_VN` by their base language.
 */
export function normalizeLanguage(value: unknown): Language {
  if (typeof value !== 'string') return DEFAULT_LANGUAGE;
  const base = value.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : DEFAULT_LANGUAGE;
}

/** Spec §9: countries whose visitors get Russian. */
export const RUSSIAN_GROUP_COUNTRIES = [
  'RU',
  'BY',
  'KZ',
  'KG',
  'MD',
  'UA',
  'AM',
  'AZ',
  'GE',
  'TJ',
  'TM',
  'UZ',
] as const;

/** Spec §9: VN maps to Vietnamese, the Russian group to Russian, every other country to English. */
export function languageForCountry(countryCode: string): Language {
  const code = countryCode.trim().toUpperCase();
  if (code === 'VN') return 'vi';
  if ((RUSSIAN_GROUP_COUNTRIES as readonly string[]).includes(code)) return 'ru';
  return 'en';
}
