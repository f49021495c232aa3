import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGES,
  normalizeLanguage,
  type Language,
} from '@grove/contracts';
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { currentDetectionInput, detectLanguage, detectLanguageByIp } from './language-detection';
import { publicConfig } from './public-config';
import { LANGUAGE_KEY, storage } from './storage';

export { i18n };

/** One namespace's texts in one language (a chunk of its own, fetched once). */
export const loadLocale = (language: string, namespace: string) =>
  import(`../locales/${language}/${namespace}.json`) as Promise<{ default: Record<string, unknown> }>;

/** Spec §4's detection up to the IP lookup; null means: ask the IP lookup (if configured). */
export const detectInitialLanguage = () => detectLanguage(currentDetectionInput());

/** The one i18next set-up, in the browser (initI18n) and in the server-side renderer. */
export function setUpI18n(language: Language) {
  return i18n
    .use(resourcesToBackend(loadLocale))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: false,
      load: 'languageOnly',
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
}

/**
 * Sets <html lang>, only when it changes: writing the attribute, even with the value it holds,
 * has the browser recompute the whole page's style (tens of milliseconds on a phone, right after
 * a server-rendered page has painted in that language).
 */
function setPageLanguage(language: Language): void {
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
}

/**
 * i18next with one JSON namespace per feature under src/locales/{en,vi,ru}/,
 * each loaded on demand. English is the default and the fallback.
 */
export async function initI18n(detected: Language | null): Promise<void> {
  i18n.on('languageChanged', (lng) => setPageLanguage(normalizeLanguage(lng)));

  await setUpI18n(detected ?? DEFAULT_LANGUAGE);
  // A choice stored before the cookie existed reaches the server from the next page on.
  const stored = storage.get(LANGUAGE_KEY);
  if (isLanguage(stored)) mirrorForServer(stored);
  setPageLanguage(normalizeLanguage(i18n.language));

  const ipLookupUrl = publicConfig().ipLookupUrl;
  if (detected === null && ipLookupUrl) {
    // Render at once in English; switch if the lookup answers and nobody chose meanwhile.
    void detectLanguageByIp(ipLookupUrl).then((language) => {
      if (language && !storage.get(LANGUAGE_KEY) && language !== i18n.language) void i18n.changeLanguage(language);
    });
  }
}

/**
 * The stored choice, mirrored in a cookie: the server renders public pages in the language
 * it names (localStorage never leaves the browser). A year, like the choice itself.
 */
function mirrorForServer(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax${secure}`;
}

/** Stores the language as the visitor's choice, for this browser and for the server's renders. */
function storeChoice(language: Language): void {
  storage.set(LANGUAGE_KEY, language);
  mirrorForServer(language);
}

type LanguageListener = (language: Language) => void;
const listeners = new Set<LanguageListener>();

/** Lets a feature react to the user choosing a language (accounts saves it to the profile). */
export function onLanguageChosen(listener: LanguageListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The user picked a language: switch the interface, remember the choice, set
 * <html lang>, and tell listeners. A failure to switch is logged; the stored
 * preference still applies on the next load.
 */
export async function chooseLanguage(value: string): Promise<void> {
  const language = normalizeLanguage(value);
  storeChoice(language);
  try {
    await i18n.changeLanguage(language);
  } catch (error) {
    console.error('Could not switch the interface language.', error);
  }
  setPageLanguage(language);
  for (const listener of listeners) listener(language);
}

/** Applies a language that came from the server (the profile's), without re-saving it. */
export async function applyLanguage(value: string): Promise<void> {
  const language = normalizeLanguage(value);
  storeChoice(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  vi: 'Tiếng Việt',
  ru: 'Русский',
};
