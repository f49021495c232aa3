import { isLanguage, languageForCountry, normalizeLanguage, type Language } from '@grove/contracts';
import { LANGUAGE_KEY, storage } from './storage';

/** Spec §9: IP lookup time-out. */
export const IP_LOOKUP_TIMEOUT_MS = 3_000;

/**
 * Time zones of the countries the spec names (the Russian group and VN), plus the
 * main zones of English-speaking countries, so most visitors need no IP lookup.
 * A zone that is not listed falls through to the IP lookup.
 */
const COUNTRY_ZONES: Readonly<Record<string, readonly string[]>> = {
  RU: [
    'Europe/Moscow',
    'Europe/Kaliningrad',
    'Europe/Samara',
    'Europe/Volgograd',
    'Europe/Saratov',
    'Europe/Ulyanovsk',
    'Europe/Astrakhan',
    'Europe/Kirov',
    'Asia/Yekaterinburg',
    'Asia/Omsk',
    'Asia/Novosibirsk',
    'Asia/Barnaul',
    'Asia/Tomsk',
    'Asia/Novokuznetsk',
    'Asia/Krasnoyarsk',
    'Asia/Irkutsk',
    'Asia/Chita',
    'Asia/Yakutsk',
    'Asia/Khandyga',
    'Asia/Vladivostok',
    'Asia/Ust-Nera',
    'Asia/Magadan',
    'Asia/Sakhalin',
    'Asia/Srednekolymsk',
    'Asia/Kamchatka',
    'Asia/Anadyr',
  ],
  BY: ['Europe/Minsk'],
  KZ: ['Asia/Almaty', 'Asia/Qostanay', 'Asia/Qyzylorda', 'Asia/Aqtobe', 'Asia/Aqtau', 'Asia/Atyrau', 'Asia/Oral'],
  KG: ['Asia/Bishkek'],
  MD: ['Europe/Chisinau'],
  UA: ['Europe/Kyiv', 'Europe/Kiev', 'Europe/Simferopol', 'Europe/Uzhgorod', 'Europe/Zaporozhye'],
  AM: ['Asia/Yerevan'],
  AZ: ['Asia/Baku'],
  GE: ['Asia/Tbilisi'],
  TJ: ['Asia/Dushanbe'],
  TM: ['Asia/Ashgabat'],
  UZ: ['Asia/Tashkent', 'Asia/Samarkand'],
  VN: ['Asia/Ho_Chi_Minh', 'Asia/Saigon'],
  US: [
    'America/New_York',
    'America/Chicago',
    'America/Denver',
    'America/Los_Angeles',
    'America/Phoenix',
    'America/Anchorage',
    'America/Detroit',
    'Pacific/Honolulu',
  ],
  CA: ['America/Toronto', 'America/Vancouver', 'America/Edmonton', 'America/Winnipeg', 'America/Halifax'],
  GB: ['Europe/London'],
  IE: ['Europe/Dublin'],
  AU: ['Australia/Sydney', 'Australia/Melbourne', 'Australia/Brisbane', 'Australia/Perth', 'Australia/Adelaide'],
  NZ: ['Pacific/Auckland'],
  SG: ['Asia/Singapore'],
};

const COUNTRY_BY_ZONE: ReadonlyMap<string, string> = new Map(
  Object.entries(COUNTRY_ZONES).flatMap(([country, zones]) => zones.map((zone) => [zone, country] as const)),
);

export function countryOfTimeZone(timeZone: string | undefined): string | null {
  return timeZone ? (COUNTRY_BY_ZONE.get(timeZone) ?? null) : null;
}

export interface DetectionInput {
  stored: string | null;
  browserLanguages: readonly string[];
  timeZone: string | undefined;
}

/**
 * The synchronous part of spec §4's detection order: the stored choice, then the
 * browser's languages, then the time zone's country. Null means: ask the IP lookup.
 */
export function detectLanguageSync(input: DetectionInput): Language | null {
  if (isLanguage(input.stored)) return input.stored;
  for (const tag of input.browserLanguages) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(base)) return base;
  }
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
  let timeZone: string | undefined;
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    timeZone = undefined;
  }
  return {
    stored: storage.get(LANGUAGE_KEY),
    browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language ?? ''],
    timeZone,
  };
}

export { normalizeLanguage };
