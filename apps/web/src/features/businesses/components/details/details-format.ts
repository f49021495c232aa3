import { withReturnMajor } from '@grove/contracts';
import { currentLocale, formatNumberWith } from '@/lib/format';

/** "4.2 kB", "1.3 MB": a document's size in the reader's language. */
export function formatFileSize(bytes: number | null, locale = currentLocale()): string | null {
  if (bytes === null || !Number.isFinite(bytes) || bytes < 0) return null;
  const [value, unit] =
    bytes >= 1_000_000
      ? [bytes / 1_000_000, 'megabyte']
      : bytes >= 1_000
        ? [bytes / 1_000, 'kilobyte']
        : [bytes, 'byte'];
  return formatNumberWith(value, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }, locale);
}

/** "PDF" from "application/pdf" (or the url's extension); null when unknown. */
export function fileTypeLabel(contentType: string | null, url: string | null): string | null {
  const type = (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();
  if (type === 'application/pdf') return 'PDF';
  if (/wordprocessingml|msword/.test(type)) return 'DOCX';
  if (/spreadsheetml|ms-excel/.test(type)) return 'XLSX';
  if (/presentationml|ms-powerpoint/.test(type)) return 'PPTX';
  const extension = /\.(\w{2,5})$/.exec((url ?? '').split('?', 1)[0]!)?.[1];
  if (extension) return extension.toUpperCase();
  const subtype = type.split('/')[1];
  return subtype && subtype.length <= 5 ? subtype.toUpperCase() : null;
}

/**
 * A valid ticket near `around` for the investor summary's example: within the
 * minimum and maximum, on the step grid that starts at the minimum.
 */
export function exampleTicket(ticket: { min: number; max: number; step: number }, around = 1_000): number {
  const min = Math.max(0, ticket.min);
  const max = Math.max(min, ticket.max);
  const step = ticket.step > 0 ? ticket.step : 1;
  const clamped = Math.min(Math.max(around, min), max);
  const steps = Math.round((clamped - min) / step);
  const amount = min + steps * step;
  return amount > max ? min + Math.floor((max - min) / step) * step : amount;
}

/** What `amount` grows to with a return of `percent` (15 → ×1.15), to the cent. */
export function withReturn(amount: number, percent: number, currency: string): number {
  return withReturnMajor(amount, percent, currency);
}
