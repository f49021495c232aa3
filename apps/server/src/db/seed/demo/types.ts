import type { BusinessStatus, Language, ProjectCategory, ProjectDocumentKind } from '@grove/contracts';

/** A text in every interface language. */
export type LocalizedText = Readonly<Record<Language, string>>;

/** Business categories: the one list in contracts (labels: the web app's `businesses` catalogue). */
export { PROJECT_CATEGORIES as BUSINESS_CATEGORIES } from '@grove/contracts';
export type BusinessCategory = ProjectCategory;

/** An image shipped in ./images (SVG). `file` is the file name, e.g. `saigon-bean-1.svg`. */
export interface DemoImage {
  file: string;
  alt: LocalizedText;
}

export interface DemoTeamMember {
  name: string;
  role: LocalizedText;
  bio: LocalizedText;
  /** Optional portrait in ./images; without one the app shows initials. */
  photo?: string;
  linkedinUrl?: string;
}

export interface DemoUpdate {
  /** How many days before the demo is loaded the update was posted. */
  daysAgo: number;
  title: LocalizedText;
  body: LocalizedText;
}

export interface DemoFaq {
  question: LocalizedText;
  answer: LocalizedText;
}

/** A question an investor asked, in the language they wrote it, with the business's answer. */
export interface DemoQuestion {
  askedBy: string;
  language: Language;
  daysAgo: number;
  question: string;
  /** Omitted for a question not yet answered (only answered ones are public). */
  answer?: string;
  answeredDaysAgo?: number;
}

export interface DemoDocument {
  kind: ProjectDocumentKind;
  title: LocalizedText;
  /**
   * The sections of the PDF the seed generates (in English: documents are issued in English).
   * Each section is a heading with paragraphs; `table` rows render as a two-column table.
   */
  sections: ReadonlyArray<{
    heading: string;
    paragraphs?: readonly string[];
    table?: ReadonlyArray<readonly [string, string]>;
  }>;
}

export interface DemoForecast {
  /** Return scenarios for a reference investment, e.g. conservative / base / optimistic. */
  scenarios: ReadonlyArray<{ label: LocalizedText; returnPct: number }>;
  /** EBITDA by period, in major units of the business currency (negative allowed). */
  ebitda: ReadonlyArray<{ period: string; value: number }>;
  /** Expected revenue by period, in major units. */
  expectedRevenue: ReadonlyArray<{ period: string; value: number }>;
  /** Customers/users by period. */
  userGrowth: ReadonlyArray<{ period: string; value: number }>;
}

/**
 * One demo business. Amounts are in major units of `currency` (the seed converts
 * them to minor units). Dates are offsets in days from the moment the demo is
 * loaded, so the demo always looks current.
 */
export interface DemoBusiness {
  /** Stable id used in URLs: lower-case words joined by hyphens, e.g. `saigon-bean-cafe`. */
  id: string;
  status: BusinessStatus;
  featured: boolean;
  category: BusinessCategory;
  name: LocalizedText;
  /** One sentence for cards. */
  description: LocalizedText;
  /** Several paragraphs separated by a blank line ("\n\n"). */
  about: LocalizedText;
  location: LocalizedText;
  currency: 'USD';
  target: number;
  raised: number;
  investorCount: number;
  ticketMin: number;
  ticketMax: number;
  ticketStep: number;
  fundingStartDays: number;
  fundingEndDays: number;
  payoutFormat: LocalizedText;
  /** Contract minimum return over the term, in percent (e.g. 15 for +15 %). */
  expectedReturnPct: number;
  annualYieldPct: number;
  investmentStructure: LocalizedText;
  investmentTermMonths: number;
  /** Legal entity and form, e.g. "Saigon Bean Co., Ltd. (limited liability company), reg. no. 0316…". */
  legal: LocalizedText;
  /** A short silent clip in ./videos (WebM), made from the business's pictures by scripts/make-demo-clips.mjs. */
  videoFile?: string;
  /** The first image is the cover. At least three. */
  images: readonly DemoImage[];
  team: readonly DemoTeamMember[];
  documents: readonly DemoDocument[];
  updates: readonly DemoUpdate[];
  faq: readonly DemoFaq[];
  questions: readonly DemoQuestion[];
  forecast: DemoForecast;
}
