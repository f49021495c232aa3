import { currencyExponent, formatMinor } from '@grove/contracts';

/** A cell of a CSV export: text, a number, or empty. */
export type CsvCell = string | number | null;

/** Spreadsheets run a cell that starts with one of these as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell, escaped per RFC 4180 (quoted when it holds a comma, quote or line break; quotes
 * doubled). Text that a spreadsheet would read as a formula gets a leading apostrophe, so a
 * name such as `=HYPERLINK(…)` stays text.
 */
export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  let text = typeof value === 'number' ? String(value) : value;
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A whole CSV document: CRLF line ends, and a byte-order mark so spreadsheet programs read
 * Vietnamese and Russian names as UTF-8.
 */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** An exact decimal in major units, as a spreadsheet reads it: 1500.00, never 1,500 or 1500. */
export function decimal(minor: number, currency: string): string {
  const digits = currencyExponent(currency);
  return formatMinor(minor, currency, 'en', {
    style: 'decimal',
    useGrouping: false,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}
