import { z } from 'zod';
import { EXPLORE_TABS } from './business-status.js';
import { listedStatusSchema } from './enum-schemas.js';
import { text } from './text.js';

/**
 * A project as every list answers it (spec §3 "Project (normalised)"), amounts in
 * major units of `currency`, texts in the requested language.
 */
export const projectSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    status: listedStatusSchema,
    currency: z.string(),
    target_amount: z.number(),
    current_amount: z.number(),
    ticket_min: z.number(),
    ticket_max: z.number(),
    ticket_step: z.number(),
    /** Percent per year, e.g. 12.5. */
    annual_yield: z.number(),
    location: z.string(),
    category: z.string(),
    type: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
    deadline: z.string().nullable(),
    funding_start: z.string().nullable(),
    funding_end: z.string().nullable(),
    /**
     * When the raise opens, while that is still ahead by the server's clock: it takes no money
     * before (the page counts down to it). Null once it is open, or when it opened on publishing.
     * Cached answers holding one are dropped at that time (lib/response-cache.ts).
     */
    opens_at: z.string().nullable(),
    payout_format: z.string(),
    /**
     * The round takes money but live reservations and waitlist offers hold all that is missing:
     * "Fully reserved: join the waitlist" (issue 24, contracts/waitlist-rules.ts).
     */
    fully_reserved: z.boolean(),
    /** Contract minimum return over the term, in percent (15 = +15 %). */
    expected_return: z.number(),
    investor_count: z.number().int(),
    featured: z.boolean(),
    image: z.string().nullable(),
    image_alt: z.string(),
    // Derived fields the client reads (spec §3).
    return: z.number(),
    raised: z.number(),
    target: z.number(),
    minInvestment: z.number(),
    endDate: z.string().nullable(),
    fundedPercent: z.number().int(),
  })
  .meta({ id: 'Project' });
export type Project = z.infer<typeof projectSchema>;

export const PROJECT_SORTS = ['featured', 'newest', 'ending_soon', 'most_funded'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];

/** GET /api/v1/public/projects: without a query, everything (spec §7). */
/** A project id in a path (/public/projects/{id}, favourites, questions). */
export const projectIdParamsSchema = z.object({ id: text().min(1).max(120) });

/** `?lang=`: any value, normalised to a supported language (spec §5). */
export const languageQuerySchema = z.object({ lang: text().max(16).optional() });

export const projectListQuerySchema = z.object({
  lang: text().max(16).optional(),
  status: text().max(64).optional(),
  /** One explore tab's businesses (EXPLORE_TAB_STATUSES); with `status`, those of both. */
  tab: z.enum(EXPLORE_TABS).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  sort: z.enum(PROJECT_SORTS).optional(),
});
export const projectListResponseSchema = z
  .object({ projects: z.array(projectSchema), total: z.number().int() })
  .meta({ id: 'ProjectList' });
export type ProjectList = z.infer<typeof projectListResponseSchema>;

const localizedPoint = z.object({ period: z.string(), value: z.number() });

export const projectDetailsSchema = projectSchema
  .extend({
    about: z.string(),
    basicInfo: z.object({
      location: z.string(),
      fundingWindow: z.object({ start: z.string().nullable(), end: z.string().nullable() }),
      legal: z.string(),
      payoutFormat: z.string(),
    }),
    keyMetrics: z.object({
      raised: z.number(),
      target: z.number(),
      fundedPercent: z.number().int(),
      remaining: z.number(),
      ticketRange: z.object({ min: z.number(), max: z.number(), step: z.number() }),
    }),
    financialForecast: z.object({
      scenarios: z.array(z.object({ label: z.string(), returnPct: z.number() })),
      /** Money series in major units. */
      ebitda: z.array(localizedPoint),
      expectedRevenue: z.array(localizedPoint),
      userGrowth: z.array(localizedPoint),
    }),
    media: z.array(z.object({ id: z.string(), type: z.enum(['image', 'video']), url: z.string(), alt: z.string() })),
    documents: z.array(
      z.object({
        id: z.string(),
        kind: z.string(),
        title: z.string(),
        url: z.string().nullable(),
        content_type: z.string().nullable(),
        size_bytes: z.number().int().nullable(),
      }),
    ),
    team: z.array(
      z.object({
        name: z.string(),
        role: z.string(),
        bio: z.string(),
        photo: z.string().nullable(),
        linkedin_url: z.string().nullable(),
      }),
    ),
    updates: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        body: z.string(),
        /** The picture posted with the update, if any. */
        image: z.string().nullable().optional(),
        published_at: z.string(),
      }),
    ),
    /** Investors waiting in its waitlist (issue 24). */
    waitlist_count: z.number().int(),
    /** When its team's campaign last changed (an operator-approved change, or publishing), issue 26; null before. */
    campaign_changed_at: z.string().nullable().optional(),
    faq: z.array(z.object({ question: z.string(), answer: z.string() })),
    qa: z.array(
      z.object({
        id: z.string(),
        author: z.string(),
        language: z.string(),
        question: z.string(),
        answer: z.string().nullable(),
        asked_at: z.string(),
        answered_at: z.string().nullable(),
      }),
    ),
    investment_structure: z.string(),
    investment_term_months: z.number().int(),
    /** A hosted video's page (YouTube, Vimeo); it opens there, as the policy allows no third-party frames. */
    video_url: z.string().nullable(),
    /**
     * The business's own short clip, uploaded in the console: played on the page once the visitor
     * asks, over its poster (the cover picture). It is not one of `media`, the slider's pictures.
     */
    video: z.object({ url: z.string(), poster: z.string().nullable() }).nullable(),
  })
  .meta({ id: 'ProjectDetails' });
export type ProjectDetails = z.infer<typeof projectDetailsSchema>;

export const PROJECT_NOT_FOUND = 'Project not found';

export const QUESTION_MAX_LENGTH = 1000;
/** POST /api/v1/projects/{id}/questions */
export const askQuestionRequestSchema = z.object({
  question: text({ multiline: true })
    .trim()
    .min(10, 'Please write at least 10 characters')
    .max(QUESTION_MAX_LENGTH, `Please keep your question under ${QUESTION_MAX_LENGTH} characters`),
});
export const questionSchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string().nullable(),
  asked_at: z.string(),
  answered_at: z.string().nullable(),
});
export const myQuestionsResponseSchema = z.object({ questions: z.array(questionSchema) });
