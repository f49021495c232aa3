/**
 * Loaded only when neither a stored choice nor the browser's languages decide
 * (lib/language-detection.ts).
 */

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
