import { fromMinorUnits, isProjectCategory, LANGUAGES, type AuditEntry, type Language } from '@grove/contracts';
import type { TFunction } from 'i18next';
import { formatDate, formatDateTime, formatMoney, formatNumber, formatPercent } from '@/lib/format';

/** Recorded amounts in major units of the entry's currency (as the console's forms send them). */
const MAJOR_AMOUNTS = new Set([
  'amount',
  'held',
  'target',
  'raised',
  'reserved',
  'min_raise',
  'ticket_min',
  'ticket_max',
  'ticket_step',
  'disbursed',
  'paid_out',
]);
const PERCENTS = new Set(['expected_return', 'annual_yield', 'return_pct']);
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** One line of an entry: the field in words, what it was (when there was a before) and what it became. */
export interface AuditChange {
  path: string;
  label: string;
  before?: string;
  after: string;
}

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** A text kept in every language ({en, vi, ru}). */
const isLocalized = (value: unknown): value is Record<string, string> =>
  isPlain(value) && LANGUAGES.every((language) => typeof value[language] === 'string');

/** A field's name in words: the catalogue's label, else the recorded key with its underscores as spaces. */
function fieldLabel(t: TFunction, key: string): string {
  const fallback = key.replaceAll('_', ' ');
  return t(`admin-lifecycle:audit.fields.${key}`, {
    defaultValue: fallback.charAt(0).toUpperCase() + fallback.slice(1),
  });
}

/** A recorded value as the reader reads it: money with its currency, statuses and categories in words, dates. */
function showValue(t: TFunction, key: string, value: unknown, currency: string | null, language: Language): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'admin-lifecycle:audit.yes' : 'admin-lifecycle:audit.no');
  if (typeof value === 'number') {
    if (currency && key.endsWith('_minor') && Number.isSafeInteger(value)) {
      return formatMoney(fromMinorUnits(value, currency), currency, { cents: true });
    }
    if (currency && MAJOR_AMOUNTS.has(key)) return formatMoney(value, currency, { cents: !Number.isInteger(value) });
    if (PERCENTS.has(key)) return formatPercent(value);
    return formatNumber(value);
  }
  if (typeof value === 'string') {
    if (key === 'status') return t(`admin:status.${value}`, { defaultValue: value });
    if (key === 'category') return isProjectCategory(value) ? t(`businesses:category.${value}`) : value;
    if (ISO_INSTANT.test(value)) return formatDateTime(value);
    if (ISO_DAY.test(value)) return formatDate(value);
    return shorten(value);
  }
  if (isLocalized(value)) return shorten(value[language] || value.en || '—');
  if (Array.isArray(value)) return t('admin-lifecycle:audit.items', { count: value.length });
  return t('admin-lifecycle:audit.changed');
}

/** A long text (a business's story) is shown by its beginning. */
const shorten = (text: string) => (text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What an audit entry changed, field by field (nested objects to the field that changed, a text
 * kept in every language as one field), each value formatted for people. Without a "before",
 * what was recorded.
 */
export function auditChanges(t: TFunction, entry: AuditEntry, language: Language): AuditChange[] {
  const lines: AuditChange[] = [];
  const walk = (before: unknown, after: unknown, path: string[], hasBefore: boolean) => {
    const key = path[path.length - 1] ?? '';
    if ((isPlain(before) || before === undefined) && isPlain(after) && !isLocalized(after)) {
      const previous = isPlain(before) ? before : {};
      for (const child of new Set([...Object.keys(previous), ...Object.keys(after)])) {
        if (!hasBefore || !same(previous[child], after[child])) {
          walk(previous[child], after[child], [...path, child], hasBefore && child in previous);
        }
      }
      return;
    }
    const label = path.map((part) => fieldLabel(t, part)).join(' › ');
    const shown = showValue(t, key, after, entry.currency, language);
    lines.push(
      hasBefore
        ? { path: path.join('.'), label, before: showValue(t, key, before, entry.currency, language), after: shown }
        : { path: path.join('.'), label, after: shown },
    );
  };
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const had = entry.before !== null && key in before;
    if (had && same(before[key], after[key])) continue;
    if (!(key in after)) {
      // Recorded only as it was (a removal): what went, and nothing after.
      lines.push({
        path: key,
        label: fieldLabel(t, key),
        before: showValue(t, key, before[key], entry.currency, language),
        after: '—',
      });
      continue;
    }
    walk(had ? before[key] : undefined, after[key], [key], had);
  }
  return lines;
}
