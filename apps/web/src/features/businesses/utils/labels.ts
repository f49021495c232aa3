import { displayStatus, normalizeBusinessStatus, type ListedStatus } from '@grove/contracts';
import type { TFunction } from 'i18next';

/** Categories the catalogue knows how to name; anything else is a 'Business' (spec §3). */
export const PROJECT_CATEGORIES = [
  'food_beverage',
  'renewable_energy',
  'healthcare',
  'retail',
  'real_estate',
  'logistics',
  'agriculture',
  'education',
  'hospitality',
  'technology',
  'manufacturing',
  'wellness',
] as const;

const isKnownCategory = (value: string): boolean => (PROJECT_CATEGORIES as readonly string[]).includes(value);

/** A project's category in the reader's language; unknown or missing → 'Business'. */
export function categoryLabel(t: TFunction, category: string | null | undefined): string {
  const key = (category ?? '').trim().toLowerCase();
  return t(`businesses:category.${isKnownCategory(key) ? key : 'default'}`);
}

/** The status a card shows: any spelling is read, and unknown displays as Fundraising (spec §4). */
export function shownStatus(status: unknown): Exclude<ListedStatus, 'unknown'> {
  return displayStatus(normalizeBusinessStatus(status));
}

/** A status in the reader's language, e.g. 'Fundraising'. */
export function statusLabel(t: TFunction, status: unknown): string {
  return t(`businesses:status.${shownStatus(status)}`);
}
