import { z } from 'zod';
import { BUSINESS_STATUSES } from './business-status.js';
import { LANGUAGES, type Language } from './languages.js';
import { MoneyError, toMinorUnits } from './money.js';
import { PROJECT_CATEGORIES, PROJECT_CURRENCIES, PROJECT_DOCUMENT_KINDS } from './project-rules.js';
import { text } from './text.js';

/**
 * A business's status as the console shows it: `draft` until it is published (published_at
 * is null; the stored life-cycle status is then `fundraising`), else its life-cycle status.
 */
export const ADMIN_PROJECT_STATUSES = ['draft', ...BUSINESS_STATUSES] as const;
export type AdminProjectStatus = (typeof ADMIN_PROJECT_STATUSES)[number];

/** The texts of a business that exist once per language, in the form's order. */
export const PROJECT_TEXT_FIELDS = [
  'name',
  'description',
  'about',
  'location',
  'legal',
  'payout_format',
  'investment_structure',
] as const;
export type ProjectTextField = (typeof PROJECT_TEXT_FIELDS)[number];

/** Longest accepted text per field. */
export const PROJECT_TEXT_LIMITS: Readonly<Record<ProjectTextField, number>> = {
  name: 120,
  description: 500,
  about: 20_000,
  location: 200,
  legal: 5_000,
  payout_format: 500,
  investment_structure: 5_000,
};

/** Upload limits, checked on the server; the console shows them. */
export const UPLOAD_LIMITS = {
  image: 10 * 1024 * 1024,
  pdf: 20 * 1024 * 1024,
  video: 50 * 1024 * 1024,
} as const;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
export const DOCUMENT_TYPES = ['application/pdf'] as const;
/** Every type a stored file is served as: the uploads' above, and the demo catalogue's SVG drawings. */
export const SERVED_FILE_TYPES = [...IMAGE_TYPES, 'image/svg+xml', ...VIDEO_TYPES, ...DOCUMENT_TYPES] as const;

/** A text in every language; an empty one is a missing translation (the public page falls back to English). */
const localized = (max: number, multiline = false) => {
  const one = () => text({ multiline }).trim().max(max, `At most ${max} characters`);
  return z.object({ en: one(), vi: one(), ru: one() });
};
/** As `localized`, but English is required. */
const localizedWithEnglish = (max: number, multiline = false, what = 'This') =>
  localized(max, multiline).refine((value) => value.en.length > 0, {
    message: `${what} is required in English`,
    path: ['en'],
  });
export type LocalizedText = Record<Language, string>;

/** Amounts in major units, as typed: "1500", "1500.50" or a number. Checked against the currency. */
const amount = z.union([z.number(), text().trim().min(1, 'Required').max(24)]);

/** A percentage with at most two decimals, stored exactly in basis points (12.5 → 1250). */
export function percentToBasisPoints(value: number | string): number {
  const written = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(-?)(\d{1,6})(?:\.(\d{1,2})0*)?$/.exec(written);
  if (!match) throw new MoneyError(`Not a percentage with at most two decimals: ${written}`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const bp = Number(`${sign}${whole}${fraction.padEnd(2, '0')}`);
  return Object.is(bp, -0) ? 0 : bp;
}
const percent = z.union([z.number(), text().trim().min(1, 'Required').max(12)]).superRefine((value, ctx) => {
  try {
    percentToBasisPoints(value);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'Enter a percentage with at most two decimals' });
  }
});

const isoDateTime = z.iso.datetime({ offset: true, message: 'Enter a date and time' });
const httpsUrl = text()
  .trim()
  .max(500)
  .refine((value) => value === '' || /^https:\/\/[^\s]+$/.test(value), 'Enter an https:// link');

const forecastPoint = z.object({ period: text().trim().min(1, 'Required').max(40), value: amount });
const forecastCount = z.object({
  period: text().trim().min(1, 'Required').max(40),
  value: z.coerce.number().int('Enter a whole number').min(0).max(1e12),
});

/** Project ids are used in public addresses: lower-case letters, digits and hyphens. */
export const PROJECT_ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,78}[a-z0-9])$/;

/** The refusals of the closed lists: the console translates them by these texts. */
export const CHOOSE_CATEGORY = 'Choose a category from the list';
export const CHOOSE_CURRENCY = 'Choose a currency from the list';

const MONEY_FIELDS = ['target', 'ticket_min', 'ticket_max', 'ticket_step'] as const;

/**
 * Every editable field of a business; create and edit send the whole of it. The founder's
 * campaign editor (founder-portal.ts) picks its fields from here.
 */
export const projectFields = z.object({
  /** A new business's address (optional: made from the English name). Ignored on edit. */
  id: text()
    .trim()
    .regex(PROJECT_ID_PATTERN, 'Use 3–80 lower-case letters, digits and hyphens')
    .optional()
    .or(z.literal('')),
  name: localizedWithEnglish(PROJECT_TEXT_LIMITS.name, false, 'The name'),
  description: localized(PROJECT_TEXT_LIMITS.description, true),
  about: localized(PROJECT_TEXT_LIMITS.about, true),
  location: localized(PROJECT_TEXT_LIMITS.location),
  legal: localized(PROJECT_TEXT_LIMITS.legal, true),
  payout_format: localized(PROJECT_TEXT_LIMITS.payout_format, true),
  investment_structure: localized(PROJECT_TEXT_LIMITS.investment_structure, true),
  category: z.enum(PROJECT_CATEGORIES, { error: CHOOSE_CATEGORY }),
  featured: z.boolean(),
  currency: z.enum(PROJECT_CURRENCIES, { error: CHOOSE_CURRENCY }),
  target: amount,
  /**
   * The minimum to succeed (PRODUCT.md 19): all or nothing applies below it. Empty or missing
   * means the target itself.
   */
  min_raise: amount.nullable().optional().or(z.literal('')),
  ticket_min: amount,
  ticket_max: amount,
  ticket_step: amount,
  funding_start: isoDateTime.nullable(),
  funding_end: isoDateTime.nullable(),
  expected_return: percent,
  annual_yield: percent,
  investment_term_months: z.coerce.number().int('Enter whole months').min(1, 'At least one month').max(600),
  video_url: httpsUrl,
  team: z
    .array(
      z.object({
        name: text().trim().min(1, 'Required').max(120),
        role: localized(120),
        bio: localized(2_000, true),
        linkedin_url: httpsUrl,
        /** Kept from an earlier save (photos come from the seed or a later upload). */
        photo_file_id: z.uuid().nullable().optional(),
      }),
    )
    .max(30),
  faq: z
    .array(z.object({ question: localizedWithEnglish(300, true, 'The question'), answer: localized(5_000, true) }))
    .max(50),
  forecast: z.object({
    scenarios: z.array(z.object({ label: localized(80), return_pct: percent })).max(10),
    ebitda: z.array(forecastPoint).max(40),
    expected_revenue: z.array(forecastPoint).max(40),
    user_growth: z.array(forecastCount).max(40),
  }),
});

/**
 * POST /api/v1/admin/projects and PATCH /api/v1/admin/projects/{id}. Amounts must fit the
 * currency exactly (no more decimals than it has); the ticket range must fit the target.
 */
export const adminProjectInputSchema = projectFields.superRefine((value, ctx) => {
  const minor: Partial<Record<(typeof MONEY_FIELDS)[number], number>> = {};
  const currencyOk = /^[A-Z]{3}$/.test(value.currency);
  for (const field of MONEY_FIELDS) {
    if (!currencyOk) break;
    try {
      const amountMinor = toMinorUnits(value[field], value.currency);
      if (amountMinor <= 0) ctx.addIssue({ code: 'custom', path: [field], message: 'Enter an amount above zero' });
      else minor[field] = amountMinor;
    } catch {
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: `Enter an amount in ${value.currency}, with no more decimals than it has`,
      });
    }
  }
  for (const series of ['ebitda', 'expected_revenue'] as const) {
    value.forecast[series].forEach((point, index) => {
      if (!currencyOk) return;
      try {
        toMinorUnits(point.value, value.currency);
      } catch {
        ctx.addIssue({
          code: 'custom',
          path: ['forecast', series, index, 'value'],
          message: `Enter an amount in ${value.currency}`,
        });
      }
    });
  }
  const { target, ticket_min: min, ticket_max: max, ticket_step: step } = minor;
  if (currencyOk && value.min_raise !== undefined && value.min_raise !== null && value.min_raise !== '') {
    try {
      const minRaise = toMinorUnits(value.min_raise, value.currency);
      if (minRaise <= 0) ctx.addIssue({ code: 'custom', path: ['min_raise'], message: 'Enter an amount above zero' });
      else if (target !== undefined && minRaise > target) {
        ctx.addIssue({
          code: 'custom',
          path: ['min_raise'],
          message: 'The minimum to succeed cannot exceed the target',
        });
      }
    } catch {
      ctx.addIssue({
        code: 'custom',
        path: ['min_raise'],
        message: `Enter an amount in ${value.currency}, with no more decimals than it has`,
      });
    }
  }
  if (min !== undefined && max !== undefined && min > max) {
    ctx.addIssue({ code: 'custom', path: ['ticket_max'], message: 'The maximum ticket must be at least the minimum' });
  }
  if (max !== undefined && target !== undefined && max > target) {
    ctx.addIssue({ code: 'custom', path: ['ticket_max'], message: 'The maximum ticket cannot exceed the target' });
  }
  if (min !== undefined && step !== undefined && min % step !== 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['ticket_step'],
      message: 'The minimum ticket must be a multiple of the step',
    });
  }
  if (value.funding_start && value.funding_end && Date.parse(value.funding_start) >= Date.parse(value.funding_end)) {
    ctx.addIssue({ code: 'custom', path: ['funding_end'], message: 'The end must come after the start' });
  }
});
export type AdminProjectInput = z.input<typeof adminProjectInputSchema>;
export type AdminProjectInputParsed = z.output<typeof adminProjectInputSchema>;

export const ADMIN_PROJECT_SORTS = ['name', 'status', 'raised', 'deadline', 'unanswered', 'updated'] as const;
export type AdminProjectSort = (typeof ADMIN_PROJECT_SORTS)[number];

/** GET /api/v1/admin/projects */
export const adminProjectListQuerySchema = z.object({
  q: text().trim().max(120).optional(),
  status: z.enum(ADMIN_PROJECT_STATUSES).optional(),
  sort: z.enum(ADMIN_PROJECT_SORTS).optional(),
  direction: z.enum(['asc', 'desc']).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
export type AdminProjectListQuery = z.infer<typeof adminProjectListQuerySchema>;

export const adminProjectRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(ADMIN_PROJECT_STATUSES),
  currency: z.string(),
  target: z.number(),
  raised: z.number(),
  /** What of the raise was sent on to the business (disbursement). */
  disbursed: z.number(),
  /** What the business has paid back to its investors (payouts). */
  paid_out: z.number(),
  funding_end: z.string().nullable(),
  unanswered_questions: z.number().int(),
  updated_at: z.string(),
});
export type AdminProjectRow = z.infer<typeof adminProjectRowSchema>;
export const adminProjectListSchema = z
  .object({ projects: z.array(adminProjectRowSchema), total: z.number().int() })
  .meta({ id: 'AdminProjectList' });
export type AdminProjectList = z.infer<typeof adminProjectListSchema>;

const localizedOut = z.object({ en: z.string(), vi: z.string(), ru: z.string() });
const fileOut = z.object({ url: z.string(), content_type: z.string(), size_bytes: z.number().int() });

/** One business as the console edits it: every field, amounts in major units, texts in every language. */
export const adminProjectSchema = z
  .object({
    id: z.string(),
    status: z.enum(ADMIN_PROJECT_STATUSES),
    published_at: z.string().nullable(),
    /** The opening time (PUT …/opening): no money before it; null opens the raise on publishing. */
    opens_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    raised: z.number(),
    name: localizedOut,
    description: localizedOut,
    about: localizedOut,
    location: localizedOut,
    legal: localizedOut,
    payout_format: localizedOut,
    investment_structure: localizedOut,
    category: z.string(),
    featured: z.boolean(),
    currency: z.string(),
    target: z.number(),
    /** The minimum to succeed; null means the target. */
    min_raise: z.number().nullable(),
    ticket_min: z.number(),
    ticket_max: z.number(),
    ticket_step: z.number(),
    funding_start: z.string().nullable(),
    funding_end: z.string().nullable(),
    expected_return: z.number(),
    annual_yield: z.number(),
    investment_term_months: z.number().int(),
    video_url: z.string(),
    video: fileOut.nullable(),
    team: z.array(
      z.object({
        name: z.string(),
        role: localizedOut,
        bio: localizedOut,
        linkedin_url: z.string(),
        photo_file_id: z.string().nullable(),
      }),
    ),
    faq: z.array(z.object({ question: localizedOut, answer: localizedOut })),
    forecast: z.object({
      scenarios: z.array(z.object({ label: localizedOut, return_pct: z.number() })),
      ebitda: z.array(z.object({ period: z.string(), value: z.number() })),
      expected_revenue: z.array(z.object({ period: z.string(), value: z.number() })),
      user_growth: z.array(z.object({ period: z.string(), value: z.number() })),
    }),
    media: z.array(
      fileOut.extend({ id: z.string(), file_id: z.string(), alt: localizedOut, position: z.number().int() }),
    ),
    documents: z.array(
      z.object({
        id: z.string(),
        kind: z.enum(PROJECT_DOCUMENT_KINDS),
        title: localizedOut,
        position: z.number().int(),
        file: fileOut.nullable(),
        /** False: operators and the business's team only, never investors (an application's papers). */
        public: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'AdminProject' });
export type AdminProject = z.infer<typeof adminProjectSchema>;
export type AdminProjectFile = z.infer<typeof fileOut>;

/** PUT /api/v1/admin/projects/{id}/media/order and …/documents/order: every id once, first = cover. */
export const reorderSchema = z.object({ ids: z.array(z.uuid()).min(1).max(200) });

/** PATCH /api/v1/admin/projects/{id}/media/{mediaId} */
export const mediaAltSchema = z.object({ alt: localized(300) });

/** The text fields of a multipart document upload (besides the file). */
export const documentUploadFieldsSchema = z.object({
  kind: z.enum(PROJECT_DOCUMENT_KINDS),
  title_en: text().trim().min(1, 'A title in English is required').max(200),
  title_vi: text().trim().max(200).optional(),
  title_ru: text().trim().max(200).optional(),
});

/** Which languages of a localized text are still empty (the console marks them). */
export function missingLanguages(value: Partial<LocalizedText> | null | undefined): Language[] {
  return LANGUAGES.filter((language) => !value?.[language]?.trim());
}
