// Project rules the web app's first page needs too: no zod here.
import { remainingMajor } from './money.js';

/** Spec §3 defaults for fields the data may lack. */
export const PROJECT_DEFAULTS = {
  name: 'Untitled Project',
  status: 'unknown',
  currency: 'USD',
  location: 'Location not specified',
  category: 'Business',
  ticketMin: 100,
  ticketMax: 50_000,
  ticketStep: 100,
  /** Default target for the details view. */
  target: 1_000_000,
} as const;

/**
 * A business's category: the console offers these (labelled in every language by the web app's
 * `businesses` catalogue, key `category.<code>`) and the server refuses any other. The one list:
 * the catalogue, the console, the seed and the server import it.
 */
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
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

export function isProjectCategory(value: unknown): value is ProjectCategory {
  return typeof value === 'string' && (PROJECT_CATEGORIES as readonly string[]).includes(value);
}

/**
 * The currencies a business may raise in (ISO 4217; the web app names each in the reader's
 * language). Amounts are checked against each one's decimals (money.ts).
 */
export const PROJECT_CURRENCIES = ['USD', 'EUR', 'GBP', 'VND'] as const;
export type ProjectCurrency = (typeof PROJECT_CURRENCIES)[number];

/** What a business's document is (stored in project_documents.kind). */
export const PROJECT_DOCUMENT_KINDS = [
  'business_plan',
  'term_sheet',
  'financial_statements',
  'pitch_deck',
  'legal_opinion',
  // An application's papers, carried onto the business when it is approved (team-only at first).
  'incorporation',
  'licence',
] as const;
export type ProjectDocumentKind = (typeof PROJECT_DOCUMENT_KINDS)[number];

/** Spec §5: funded percent is raised over target, rounded. */
export function fundedPercent(raised: number, target: number): number {
  // A percentage shown to people, never an amount that is stored or summed.
  // eslint-disable-next-line no-restricted-syntax
  return target > 0 ? Math.round((raised / target) * 100) : 0;
}

/** Spec §5: remaining is target minus raised, never below zero (exact, in minor units). */
export function remainingAmount(raised: number, target: number, currency: string): number {
  return remainingMajor(raised, target, currency);
}
