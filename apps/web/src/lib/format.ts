import { normalizeLanguage } from '@grove/contracts';
import { i18n } from './i18n';

/** The locale to format numbers and dates in: the interface language. */
export function currentLocale(): string {
  return normalizeLanguage(i18n.language);
}

/**
 * What the server's render of this page formatted, by format and input: the browser hydrates
 * with these strings rather than Intl's. A page's first number or date format loads the locale's
 * data, 30-60 ms of a fast machine's main thread and four times that on a phone; hydrating from
 * these, a server-rendered page makes no format until it shows something new. Keys: the
 * format's kind, locale and options, then the input (a number, or a date's epoch milliseconds).
 */
export type RenderedFormats = Record<string, Record<string, string>>;

/** The server's, while it renders a page (its renders run one at a time: entry-server.tsx). */
let recording: RenderedFormats | null = null;
/** The browser's: what the server rendered this page with. */
const rendered = new Map<string, Map<string, string>>();

/** Starts recording what is formatted; the function returned stops and hands the record over. */
export function recordFormats(): () => RenderedFormats {
  const record: RenderedFormats = {};
  recording = record;
  return () => {
    if (recording === record) recording = null;
    return record;
  };
}

/** Takes the server's formats in (the page being hydrated was rendered with them). */
export function takeRenderedFormats(formats: RenderedFormats | undefined): void {
  for (const [format, outputs] of Object.entries(formats ?? {})) {
    const known = rendered.get(format) ?? new Map<string, string>();
    for (const [input, output] of Object.entries(outputs)) known.set(input, output);
    rendered.set(format, known);
  }
}

function remembered(format: string, input: string, make: () => string): string {
  const known = rendered.get(format)?.get(input);
  if (known !== undefined) return known;
  const output = make();
  if (recording) (recording[format] ??= {})[input] = output;
  return output;
}

// Making a format is the expensive part (a phone spends milliseconds on each); they are kept.
const formats = new Map<string, { format(input: number | Date): string }>();
function kept(key: string, make: () => { format(input: number | Date): string }) {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** A number in a locale with Intl's options, through the kept formats and the server's record. */
export function formatNumberWith(value: number, options: Intl.NumberFormatOptions, locale = currentLocale()): string {
  const key = `number|${locale}|${JSON.stringify(options)}`;
  return remembered(key, String(value), () => kept(key, () => new Intl.NumberFormat(locale, options)).format(value));
}

/** A date in a locale with Intl's options, through the kept formats and the server's record. */
export function formatDateWith(date: Date, options: Intl.DateTimeFormatOptions, locale = currentLocale()): string {
  const key = `date|${locale}|${JSON.stringify(options)}`;
  const make = () => kept(key, () => new Intl.DateTimeFormat(locale, options)).format(date);
  // The reader's own zone is not the server's: only a date in a named zone is the same in both.
  return options.timeZone === undefined ? make() : remembered(key, String(date.getTime()), make);
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
  return formatNumberWith(
    amount,
    { style: 'currency', currency, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 },
    options.locale ?? currentLocale(),
  );
}

/** "$1.2M", "1,2 млн $": for charts and tight spaces. */
export function formatMoneyCompact(amount: number, currency = 'USD', locale = currentLocale()): string {
  return formatNumberWith(
    amount,
    { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 },
    locale,
  );
}

export function formatNumber(value: number, locale = currentLocale()): string {
  return formatNumberWith(value, { maximumFractionDigits: 1 }, locale);
}

/** 15 → "15%" (the API sends percentages as numbers of percent). */
export function formatPercent(percent: number, locale = currentLocale()): string {
  return formatNumberWith(percent / 100, { style: 'percent', maximumFractionDigits: 1 }, locale);
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
  return Number.isNaN(date.getTime()) ? '—' : formatDateWith(date, { dateStyle: style, timeZone }, locale);
}

/** "Nov 28", "28 нояб.": a day near enough that its year goes without saying. */
export function formatDayMonth(
  iso: string | null | undefined,
  { locale = currentLocale(), timeZone }: { locale?: string; timeZone?: string } = {},
): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? '—'
    : formatDateWith(date, { day: 'numeric', month: 'short', timeZone }, locale);
}

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
  // timeStyle 'short' cannot name the zone; its parts spelt out can.
  const time: Intl.DateTimeFormatOptions = withZone
    ? { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }
    : { timeStyle: 'short' };
  const day: Intl.DateTimeFormatOptions = withZone
    ? { year: 'numeric', month: 'short', day: 'numeric' }
    : { dateStyle: 'medium' };
  return formatDateWith(date, { ...(timeOnly ? {} : day), ...time, timeZone }, locale);
}
/** Whole days from now until a date (negative once it has passed); `aheadMs` moves "now" (the test clock). */
export function daysUntil(iso: string | null | undefined, now?: number, aheadMs = 0): number | null {
  if (!iso) return null;
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? null : Math.ceil((time - ((now ?? Date.now()) + aheadMs)) / 86_400_000);
}
