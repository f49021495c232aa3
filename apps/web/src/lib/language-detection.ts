import { isLanguage, languageForCountry, normalizeLanguage, type Language } from '@grove/contracts';
import { LANGUAGE_KEY, storage } from './storage';

/** Spec §9: IP lookup time-out. */
export const IP_LOOKUP_TIMEOUT_MS = 3_000;

export interface DetectionInput {
  stored: string | null;
  browserLanguages: readonly string[];
  timeZone: string | undefined;
}

/**
 * Spec §4's detection order up to the IP lookup: the stored choice, then the
 * browser's languages, then the time zone's country. Null means: ask the IP lookup.
 * The time-zone table is only downloaded when the first two say nothing.
 */
export async function detectLanguage(input: DetectionInput): Promise<Language | null> {
  if (isLanguage(input.stored)) return input.stored;
  for (const tag of input.browserLanguages) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(base)) return base;
  }
  if (!input.timeZone) return null;
  const { countryOfTimeZone } = await import('./time-zones');
  const country = countryOfTimeZone(input.timeZone);
  return country ? languageForCountry(country) : null;
}

/** The last guess: a plain-text country code from the configured lookup URL, within 3 s. */
export async function detectLanguageByIp(url: string, fetchImpl: typeof fetch = fetch): Promise<Language | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), IP_LOOKUP_TIMEOUT_MS);
  try {
    const response = await fetchImpl(url, { signal: controller.signal, credentials: 'omit' });
    if (!response.ok) throw new Error(`IP lookup answered ${response.status}`);
    const code = (await response.text()).trim().toUpperCase();
    if (!/^[A-Z]{2}$/.test(code)) throw new Error(`IP lookup answered ${JSON.stringify(code.slice(0, 20))}`);
    return languageForCountry(code);
  } catch (error) {
    console.warn('Language detection by IP failed; using English.', error);
    return null;
  } finally {
    clearTimeout(timer);
  }
}

export function currentDetectionInput(): DetectionInput {
  return {
    stored: storage.get(LANGUAGE_KEY),
    browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language ?? ''],
    // Read only when the first two say nothing: the first date format a page makes costs a
    // phone tens of milliseconds, at the moment the page is starting.
    get timeZone() {
      try {
        return Intl.DateTimeFormat().resolvedOptions().timeZone;
      } catch {
        return undefined;
      }
    },
  };
}

export { normalizeLanguage };
