import { z } from 'zod';
import { CHOOSE_CATEGORY, CHOOSE_CURRENCY, percentToBasisPoints } from './admin-projects.js';
import { emailSchema } from './auth.js';
import { MoneyError, toMinorUnits } from './money.js';
import { PROJECT_CATEGORIES, PROJECT_CURRENCIES } from './project-rules.js';
import { text } from './text.js';

/**
 * Applications to raise (issue 26, docs/architecture.md "Applications to raise"): a signed-in
 * person describes their company, its people, the raise they want and its revenue, uploads its
 * papers, and submits; operators vet it and approve (a draft business is made from it), ask for
 * changes, or reject it.
 *
 *   draft ──▶ submitted ──▶ approved | rejected
 *                 ▲   │
 *                 │   ▼
 *           changes_requested
 */
export const APPLICATION_STATUSES = ['draft', 'submitted', 'changes_requested', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** The statuses in which the applicant may still change their application. */
export const EDITABLE_APPLICATION_STATUSES: readonly ApplicationStatus[] = ['draft', 'changes_requested'];
/** Every move the server allows, from → to; anything else is a 409. */
export const APPLICATION_MOVES: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  draft: ['submitted'],
  changes_requested: ['submitted'],
  submitted: ['changes_requested', 'approved', 'rejected'],
  approved: [],
  rejected: [],
};

/** The wizard's steps, in order; each but the last saves on its own. */
export const APPLICATION_STEPS = ['company', 'people', 'raise', 'revenue', 'documents', 'review'] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];

/** Who a listed person is: a director, an owner of more than 25 %, or both. */
export const APPLICATION_PERSON_ROLES = ['director', 'owner', 'director_owner'] as const;
export type ApplicationPersonRole = (typeof APPLICATION_PERSON_ROLES)[number];
/** Owners are listed from this share up (exclusive): 25 % in basis points. */
export const OWNER_THRESHOLD_BP = 2_500;

/** Where a listed person's identity check stands. */
export const APPLICATION_PERSON_CHECKS = ['not_started', 'invited', 'in_progress', 'passed', 'failed'] as const;
export type ApplicationPersonCheck = (typeof APPLICATION_PERSON_CHECKS)[number];

/** The papers an application carries; the first two are required to submit. */
export const APPLICATION_DOCUMENT_KINDS = ['financial_statements', 'incorporation', 'licence'] as const;
export type ApplicationDocumentKind = (typeof APPLICATION_DOCUMENT_KINDS)[number];
export const REQUIRED_APPLICATION_DOCUMENTS: readonly ApplicationDocumentKind[] = [
  'financial_statements',
  'incorporation',
];
/** At most this many files per application (all kinds together). */
export const APPLICATION_DOCUMENTS_MAX = 20;
/** At most this many people per application. */
export const APPLICATION_PEOPLE_MAX = 20;
/** A person may have at most this many applications that are not decided yet. */
export const OPEN_APPLICATIONS_MAX = 5;

/** The contract's minimum multiple when the applicant does not change it: 1.15 × the investment. */
export const DEFAULT_CONTRACT_MULTIPLE = 1.15;

/** What an operator's console and the journal record about an application, besides its moves. */
export const APPLICATION_EVENT_KINDS = [
  'submitted',
  'changes_requested',
  'approved',
  'rejected',
  'note',
  'document_opened',
] as const;
export type ApplicationEventKind = (typeof APPLICATION_EVENT_KINDS)[number];

/**
 * ISO 3166-1 alpha-2: the countries a company may be registered in (the web app names each in the
 * reader's language with Intl.DisplayNames).
 */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY ' +
  'BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM ' +
  'FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT ' +
  'JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN ' +
  'MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT ' +
  'PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL ' +
  'TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/**
 * The refusals of an application's fields, word for word: the form and the server use these
 * texts, and the web app translates each by its key.
 */
export const APPLICATION_MESSAGES = {
  required: 'Required',
  chooseCountry: 'Choose a country from the list',
  chooseCategory: CHOOSE_CATEGORY,
  chooseCurrency: CHOOSE_CURRENCY,
  chooseRole: 'Choose a role from the list',
  date: 'Enter a date as YYYY-MM-DD',
  foundedInFuture: 'The founding date cannot be in the future',
  aboveZero: 'Enter an amount above zero',
  notNegative: 'Enter an amount of zero or more',
  amountDecimals: 'Enter an amount with no more decimals than the currency has',
  minAboveAmount: 'The minimum to succeed cannot exceed the amount',
  percent: 'Enter a percentage with at most two decimals',
  shareRange: 'Enter a share above 0 and at most 100 %',
  ownershipRange: 'Enter a share from 0 to 100 %',
  ownerShare: 'An owner listed here holds more than 25 %',
  ownershipTotal: 'Together the people listed own more than 100 %',
  termMonths: 'Enter whole months from 1 to 120',
  multiple: 'Enter a multiple from 1 to 5 with at most two decimals',
  personTaken: 'This person is already listed',
  tooManyPeople: `List at most ${APPLICATION_PEOPLE_MAX} people`,
  tooManyDocuments: `Upload at most ${APPLICATION_DOCUMENTS_MAX} files`,
  chooseKind: 'Choose what this document is',
  // What a submission still needs (paths: the step, or documents.<kind>).
  missingCompany: 'Tell us about the company',
  missingPeople: 'List at least one director',
  missingRaise: 'Describe the raise',
  missingRevenue: 'Give the revenue of the last 12 months',
  missingFinancialStatements: 'Upload the financial statements',
  missingIncorporation: 'Upload the certificate of incorporation',
} as const;

const M = APPLICATION_MESSAGES;
const required = (max: number, multiline = false) =>
  text({ multiline }).trim().min(1, M.required).max(max, `At most ${max} characters`);
/** An amount in major units as typed ("1500", "1500.50") or a number; checked against the currency below. */
const amount = z.union([z.number(), text().trim().min(1, M.required).max(24)]);
const percentInput = z.union([z.number(), text().trim().min(1, M.required).max(12)]);

/** A share with at most two decimals in basis points, or null when it is not one. */
function basisPointsOf(value: number | string): number | null {
  try {
    return percentToBasisPoints(value);
  } catch {
    return null;
  }
}

/** The contract's minimum multiple ("1.15") in basis points of the investment (11 500), or null. */
export function multipleToBasisPoints(value: number | string): number | null {
  const written = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(\d)(?:\.(\d{1,2})0*)?$/.exec(written);
  if (!match) return null;
  const bp = Number(match[1]) * 10_000 + Number((match[2] ?? '').padEnd(2, '0')) * 100;
  return bp >= 10_000 && bp <= 50_000 ? bp : null;
}

/** Minor units of an amount in the currency, or null when it does not fit it. */
function minorOf(value: number | string, currency: string): number | null {
  try {
    return toMinorUnits(value, currency);
  } catch (error) {
    if (error instanceof MoneyError) return null;
    throw error;
  }
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (value: string) => {
  if (!isoDay.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** PUT /api/v1/founder/applications/{id}/company */
export const applicationCompanySchema = z
  .object({
    name: required(120),
    country: text().refine((value) => COUNTRY_CODES.includes(value), M.chooseCountry),
    registration_number: required(60),
    address: required(300, true),
    /** What the company does, in a few sentences. */
    description: required(2_000, true),
    founded_on: text()
      .trim()
      .refine(isRealDay, M.date)
      .refine((value) => !isRealDay(value) || value <= new Date().toISOString().slice(0, 10), M.foundedInFuture),
    category: z.enum(PROJECT_CATEGORIES, { error: CHOOSE_CATEGORY }),
  })
  .meta({ id: 'ApplicationCompanyInput' });
export type ApplicationCompanyInput = z.input<typeof applicationCompanySchema>;
export type ApplicationCompany = z.output<typeof applicationCompanySchema>;

/** PUT /api/v1/founder/applications/{id}/raise: amounts in major units of the currency. */
export const applicationRaiseSchema = z
  .object({
    currency: z.enum(PROJECT_CURRENCIES, { error: CHOOSE_CURRENCY }),
    amount,
    /** The minimum to succeed: below it, the raise refunds everyone. */
    min_raise: amount,
    use_of_funds: required(5_000, true),
    /** The share of monthly revenue paid to investors, in percent. */
    revenue_share: percentInput,
    term_months: z.coerce.number({ error: M.termMonths }).int(M.termMonths).min(1, M.termMonths).max(120, M.termMonths),
    /** What investors receive at least, as a multiple of their investment (1.15 by default). */
    contract_multiple: z.union([z.number(), text().trim().max(8)]),
  })
  .superRefine((value, ctx) => {
    const minor = (field: 'amount' | 'min_raise') => {
      const result = minorOf(value[field], value.currency);
      if (result === null) ctx.addIssue({ code: 'custom', path: [field], message: M.amountDecimals });
      else if (result <= 0) ctx.addIssue({ code: 'custom', path: [field], message: M.aboveZero });
      return result !== null && result > 0 ? result : null;
    };
    if ((PROJECT_CURRENCIES as readonly string[]).includes(value.currency)) {
      const target = minor('amount');
      const minimum = minor('min_raise');
      if (target !== null && minimum !== null && minimum > target) {
        ctx.addIssue({ code: 'custom', path: ['min_raise'], message: M.minAboveAmount });
      }
    }
    const share = basisPointsOf(value.revenue_share);
    if (share === null) ctx.addIssue({ code: 'custom', path: ['revenue_share'], message: M.percent });
    else if (share <= 0 || share > 10_000) {
      ctx.addIssue({ code: 'custom', path: ['revenue_share'], message: M.shareRange });
    }
    if (multipleToBasisPoints(value.contract_multiple) === null) {
      ctx.addIssue({ code: 'custom', path: ['contract_multiple'], message: M.multiple });
    }
  })
  .meta({ id: 'ApplicationRaiseInput' });
export type ApplicationRaiseInput = z.input<typeof applicationRaiseSchema>;
export type ApplicationRaiseParsed = z.output<typeof applicationRaiseSchema>;

/** PUT /api/v1/founder/applications/{id}/revenue: the company's revenue of the last 12 months. */
export const applicationRevenueSchema = z
  .object({
    currency: z.enum(PROJECT_CURRENCIES, { error: CHOOSE_CURRENCY }),
    revenue_12m: amount,
    /** Anything the figure needs said (seasonality, a new branch). */
    note: text({ multiline: true }).trim().max(2_000, 'At most 2000 characters'),
  })
  .superRefine((value, ctx) => {
    if (!(PROJECT_CURRENCIES as readonly string[]).includes(value.currency)) return;
    const minor = minorOf(value.revenue_12m, value.currency);
    if (minor === null) ctx.addIssue({ code: 'custom', path: ['revenue_12m'], message: M.amountDecimals });
    else if (minor < 0) ctx.addIssue({ code: 'custom', path: ['revenue_12m'], message: M.notNegative });
  })
  .meta({ id: 'ApplicationRevenueInput' });
export type ApplicationRevenueInput = z.input<typeof applicationRevenueSchema>;
export type ApplicationRevenueParsed = z.output<typeof applicationRevenueSchema>;

/** POST /api/v1/founder/applications/{id}/people and PUT …/people/{personId} */
export const applicationPersonSchema = z
  .object({
    name: required(120),
    email: emailSchema,
    role: z.enum(APPLICATION_PERSON_ROLES, { error: M.chooseRole }),
    /** Their share of the company, in percent (0 for a director who owns none). */
    ownership: percentInput,
  })
  .superRefine((value, ctx) => {
    const share = basisPointsOf(value.ownership);
    if (share === null) ctx.addIssue({ code: 'custom', path: ['ownership'], message: M.percent });
    else if (share < 0 || share > 10_000) {
      ctx.addIssue({ code: 'custom', path: ['ownership'], message: M.ownershipRange });
    } else if (value.role !== 'director' && share <= OWNER_THRESHOLD_BP) {
      ctx.addIssue({ code: 'custom', path: ['ownership'], message: M.ownerShare });
    }
  })
  .meta({ id: 'ApplicationPersonInput' });
export type ApplicationPersonInput = z.input<typeof applicationPersonSchema>;
export type ApplicationPersonParsed = z.output<typeof applicationPersonSchema>;

/** The text fields of a document upload (multipart: `kind`, then `file`). */
export const applicationDocumentFieldsSchema = z.object({
  kind: z.enum(APPLICATION_DOCUMENT_KINDS, { error: M.chooseKind }),
});

export const applicationIdParamsSchema = z.object({ id: z.uuid() });
export const applicationPersonParamsSchema = z.object({ id: z.uuid(), personId: z.uuid() });
export const applicationDocumentParamsSchema = z.object({ id: z.uuid(), documentId: z.uuid() });

// ── Answers ─────────────────────────────────────────────────────────────────

const fieldProblem = z.object({ path: z.string(), message: z.string() });

export const applicationPersonOutSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(APPLICATION_PERSON_ROLES),
  ownership: z.number(),
  /** The applicant themself: their identity check is their account's. */
  is_applicant: z.boolean(),
  check: z.enum(APPLICATION_PERSON_CHECKS),
  /** Why the check failed (contracts KYC_FAILURE_REASONS), when it did. */
  check_reason: z.string().nullable(),
  invited_at: z.string().nullable(),
  checked_at: z.string().nullable(),
});
export type ApplicationPerson = z.infer<typeof applicationPersonOutSchema>;

export const applicationDocumentOutSchema = z.object({
  id: z.string(),
  kind: z.enum(APPLICATION_DOCUMENT_KINDS),
  name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  uploaded_at: z.string(),
});
export type ApplicationDocument = z.infer<typeof applicationDocumentOutSchema>;

const companyOut = z.object({
  name: z.string(),
  country: z.string(),
  registration_number: z.string(),
  address: z.string(),
  description: z.string(),
  founded_on: z.string(),
  category: z.string(),
});
const raiseOut = z.object({
  currency: z.string(),
  amount: z.number(),
  min_raise: z.number(),
  use_of_funds: z.string(),
  revenue_share: z.number(),
  term_months: z.number().int(),
  contract_multiple: z.number(),
});
const revenueOut = z.object({ currency: z.string(), revenue_12m: z.number(), note: z.string() });

const applicationFields = {
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  /** The operator's words to the applicant: the changes asked for, or why it was rejected. */
  message: z.string().nullable(),
  company: companyOut.nullable(),
  raise: raiseOut.nullable(),
  revenue: revenueOut.nullable(),
  people: z.array(applicationPersonOutSchema),
  documents: z.array(applicationDocumentOutSchema),
  /** What a submission still needs, by field (empty: it can be submitted). */
  missing: z.array(fieldProblem),
  /** The draft business made from it once approved. */
  project_id: z.string().nullable(),
};

/** GET /api/v1/founder/applications/{id} and the answer of every change to it. */
export const applicationSchema = z.object(applicationFields).meta({ id: 'Application' });
export type Application = z.infer<typeof applicationSchema>;

export const applicationSummarySchema = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  company_name: z.string().nullable(),
  currency: z.string().nullable(),
  amount: z.number().nullable(),
  message: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  submitted_at: z.string().nullable(),
  project_id: z.string().nullable(),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

/** GET /api/v1/founder/applications: the caller's applications, newest change first. */
export const applicationListSchema = z
  .object({ applications: z.array(applicationSummarySchema) })
  .meta({ id: 'ApplicationList' });
export type ApplicationList = z.infer<typeof applicationListSchema>;

// ── The person verification page (a link e-mailed to each listed person) ─────

/** POST /api/v1/person-verification and …/session: the e-mailed link's secret. */
export const personVerificationRequestSchema = z.object({ token: text().trim().min(20).max(100) });
export const personVerificationSchema = z
  .object({
    person_name: z.string(),
    company_name: z.string(),
    applicant_name: z.string(),
    check: z.enum(APPLICATION_PERSON_CHECKS),
    check_reason: z.string().nullable(),
  })
  .meta({ id: 'PersonVerification' });
export type PersonVerification = z.infer<typeof personVerificationSchema>;
export const personVerificationSessionSchema = z.object({ url: z.string() }).meta({ id: 'PersonVerificationSession' });
export type PersonVerificationSession = z.infer<typeof personVerificationSessionSchema>;

// ── The operators' console ──────────────────────────────────────────────────

/** GET /api/v1/admin/applications */
export const adminApplicationListQuerySchema = z.object({
  status: z.enum(APPLICATION_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
export type AdminApplicationListQuery = z.infer<typeof adminApplicationListQuerySchema>;

export const adminApplicationRowSchema = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  company_name: z.string().nullable(),
  applicant_name: z.string().nullable(),
  applicant_email: z.string(),
  currency: z.string().nullable(),
  amount: z.number().nullable(),
  people: z.number().int(),
  people_verified: z.number().int(),
  submitted_at: z.string().nullable(),
  updated_at: z.string(),
});
export type AdminApplicationRow = z.infer<typeof adminApplicationRowSchema>;
export const adminApplicationListSchema = z
  .object({
    applications: z.array(adminApplicationRowSchema),
    total: z.number().int(),
    /** Applications waiting for an operator (submitted), whatever the filter. */
    waiting: z.number().int(),
  })
  .meta({ id: 'AdminApplicationList' });
export type AdminApplicationList = z.infer<typeof adminApplicationListSchema>;

export const adminApplicationEventSchema = z.object({
  id: z.string(),
  kind: z.enum(APPLICATION_EVENT_KINDS),
  /** The operator (null: the applicant, for a submission). */
  actor: z.string().nullable(),
  message: z.string().nullable(),
  document_id: z.string().nullable(),
  at: z.string(),
});
export type AdminApplicationEvent = z.infer<typeof adminApplicationEventSchema>;

/** GET /api/v1/admin/applications/{id}: everything, with the applicant and the journal. */
export const adminApplicationSchema = z
  .object({
    ...applicationFields,
    applicant: z.object({
      id: z.string(),
      name: z.string().nullable(),
      email: z.string(),
      kyc_status: z.string(),
    }),
    events: z.array(adminApplicationEventSchema),
  })
  .meta({ id: 'AdminApplication' });
export type AdminApplication = z.infer<typeof adminApplicationSchema>;

/** POST /api/v1/admin/applications/{id}/request-changes and …/reject */
export const applicationDecisionSchema = z.object({
  message: text({ multiline: true }).trim().min(1, M.required).max(5_000, 'At most 5000 characters'),
});
export type ApplicationDecision = z.infer<typeof applicationDecisionSchema>;
/** POST /api/v1/admin/applications/{id}/notes */
export const applicationNoteSchema = applicationDecisionSchema;

/** POST /api/v1/admin/applications/{id}/approve: the draft business made from it. */
export const applicationApprovalSchema = z
  .object({ application: adminApplicationSchema, project_id: z.string() })
  .meta({ id: 'ApplicationApproval' });
export type ApplicationApproval = z.infer<typeof applicationApprovalSchema>;
