/**
 * The Finance API counts in UTC days (YYYY-MM-DD). "Today" is the UTC day of the platform's
 * clock: its end is never before now, so a trial balance for today holds everything so far.
 */
export function utcDay(nowMs: number): string {
  return new Date(nowMs).toISOString().slice(0, 10);
}

/** The first day (UTC) of the month `day` is in. */
export function firstOfMonth(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** A date input's value, when it is one. */
export function isDay(value: string | null | undefined): value is string {
  return !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();
/** "2026-11" → "November 2026", "tháng 11 năm 2026", "ноябрь 2026 г." */
export function formatMonth(month: string, locale: string): string {
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(locale, format);
  }
  const date = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? month : format.format(date);
}

const DAY_MS = 86_400_000;

/** Whole days from `iso` to `nowMs` (0 on the first day, never negative). */
export function daysSince(iso: string, nowMs: number): number {
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? 0 : Math.max(0, Math.floor((nowMs - time) / DAY_MS));
}
