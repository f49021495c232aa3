import { normalizeLanguage } from '@grove/contracts';
import { i18n } from './i18n';

/** The locale to format numbers and dates in: the interface language. */
export function currentLocale(): string {
  return normalizeLanguage(i18n.language);
}

/**
 * Makes a first number format in the interface language. The first one of a page loads the
 * locale's data (some 25 ms on a fast machine, four times that on a phone); made on its own, that
 * work is a task of its own rather than part of the page's hydration.
 */
export function prepareNumberFormats(): void {
  formatNumber(0);
}

// Making a format is the expensive part (a phone spends milliseconds on each); they are kept.
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, style: 'medium' | 'long', timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale}|${style}|${timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone });
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * An amount in major units (as the API sends it) for people: "$11,500", "11 500 $".
 * Whole amounts drop the cents unless `cents` is set.
 */
export function formatMoney(
  amount: number,
  currency = 'USD',
  options: { cents?: boolean; locale?: string } = {},
): string {
  const whole = Number.isInteger(amount) && !options.cents;
  return numberFormat(options.locale ?? currentLocale(), {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

/** "$1.2M", "1,2 млн $": for charts and tight spaces. */
export function formatMoneyCompact(amount: number, currency = 'USD', locale = currentLocale()): string {
  return numberFormat(locale, { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 }).format(
    amount,
  );
}

export function formatNumber(value: number, locale = currentLocale()): string {
  return numberFormat(locale, { maximumFractionDigits: 1 }).format(value);
}

/** 15 → "15%" (the API sends percentages as numbers of percent). */
export function formatPercent(percent: number, locale = currentLocale()): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(percent / 100);
}

export function formatDate(
  iso: string | null | undefined,
  locale = currentLocale(),
  style: 'medium' | 'long' = 'medium',
  /** The reader's own zone when not given. */
  timeZone?: string,
): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateFormat(locale, style, timeZone).format(date);
}

const dayMonthFormats = new Map<string, Intl.DateTimeFormat>();
/** "Nov 28", "28 нояб.": a day near enough that its year goes without saying. */
export function formatDayMonth(
  iso: string | null | undefined,
  { locale = currentLocale(), timeZone }: { locale?: string; timeZone?: string } = {},
): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  const key = `${locale}|${timeZone ?? ''}`;
  let format = dayMonthFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone });
    dayMonthFormats.set(key, format);
  }
  return format.format(date);
}

const momentFormats = new Map<string, Intl.DateTimeFormat>();
/**
 * A moment for people: the day and the time ("Dec 2, 2026, 10:00 AM"), or the time alone.
 * `withZone` names the time zone ("10:00 AM GMT+7"); `timeZone` is the reader's unless given.
 */
export function formatDateTime(
  iso: string | null | undefined,
  {
    locale = currentLocale(),
    timeOnly = false,
    withZone = false,
    timeZone,
  }: { locale?: string; timeOnly?: boolean; withZone?: boolean; timeZone?: string } = {},
): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  const key = `${locale}|${timeOnly}|${withZone}|${timeZone ?? ''}`;
  let format = momentFormats.get(key);
  if (!format) {
    // timeStyle 'short' cannot name the zone; its parts spelt out can.
    const time: Intl.DateTimeFormatOptions = withZone
      ? { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }
      : { timeStyle: 'short' };
    const day: Intl.DateTimeFormatOptions = withZone
      ? { year: 'numeric', month: 'short', day: 'numeric' }
      : { dateStyle: 'medium' };
    format = new Intl.DateTimeFormat(locale, { ...(timeOnly ? {} : day), ...time, timeZone });
    momentFormats.set(key, format);
  }
  return format.format(date);
}

/** Whole days from now until a date (negative once it has passed); `aheadMs` moves "now" (the test clock). */
export function daysUntil(iso: string | null | undefined, now?: number, aheadMs = 0): number | null {
  if (!iso) return null;
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? null : Math.ceil((time - ((now ?? Date.now()) + aheadMs)) / 86_400_000);
}
