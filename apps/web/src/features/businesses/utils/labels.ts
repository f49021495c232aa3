import { displayStatus, isProjectCategory, normalizeBusinessStatus, type ListedStatus } from '@grove/contracts';
import type { TFunction } from 'i18next';

/** A project's category in the reader's language; unknown or missing → 'Business'. */
export function categoryLabel(t: TFunction, category: string | null | undefined): string {
  const key = (category ?? '').trim().toLowerCase();
  return t(`businesses:category.${isProjectCategory(key) ? key : 'default'}`);
}

/** The status a card shows: any spelling is read, and unknown displays as Fundraising (spec §4). */
export function shownStatus(status: unknown): Exclude<ListedStatus, 'unknown'> {
  return displayStatus(normalizeBusinessStatus(status));
}

/** A status in the reader's language, e.g. 'Fundraising'. */
export function statusLabel(t: TFunction, status: unknown): string {
  return t(`businesses:status.${shownStatus(status)}`);
}
