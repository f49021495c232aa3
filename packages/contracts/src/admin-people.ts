import { z } from 'zod';
import { KYC_FAILURE_REASONS } from './kyc-api.js';
import { KYC_STATUSES } from './kyc.js';
import { LANGUAGES } from './languages.js';
import { PAYMENT_STATUSES } from './payment-rules.js';
import { text } from './text.js';

/** The operator console's people pages: questions, a business's investors, identity reviews. */

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

const paging = {
  order: z.enum(SORT_ORDERS).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
};

// Questions --------------------------------------------------------------------------------

/** Which questions the console lists; `unanswered` (the default) is the operators' queue. */
export const ADMIN_QUESTION_FILTERS = ['unanswered', 'answered', 'hidden'] as const;
export type AdminQuestionFilter = (typeof ADMIN_QUESTION_FILTERS)[number];
export const ADMIN_QUESTION_SORTS = ['asked_at', 'business'] as const;
export type AdminQuestionSort = (typeof ADMIN_QUESTION_SORTS)[number];

/** GET /api/v1/admin/questions */
export const adminQuestionsQuerySchema = z.object({
  filter: z.enum(ADMIN_QUESTION_FILTERS).optional(),
  sort: z.enum(ADMIN_QUESTION_SORTS).optional(),
  ...paging,
});
export type AdminQuestionsQuery = z.infer<typeof adminQuestionsQuerySchema>;

export const adminQuestionSchema = z
  .object({
    id: z.string(),
    project_id: z.string(),
    project_name: z.string(),
    author: z.string(),
    /** The asker's address; null once their account is gone. */
    author_email: z.string().nullable(),
    language: z.enum(LANGUAGES),
    question: z.string(),
    answer: z.string().nullable(),
    asked_at: z.string(),
    answered_at: z.string().nullable(),
    hidden_at: z.string().nullable(),
  })
  .meta({ id: 'AdminQuestion' });
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

export const adminQuestionListSchema = z.object({
  questions: z.array(adminQuestionSchema),
  total: z.number().int(),
});
export type AdminQuestionList = z.infer<typeof adminQuestionListSchema>;

export const QUESTION_ANSWER_MAX = 5000;

/** POST /api/v1/admin/questions/{id}/answer */
export const answerQuestionSchema = z.object({
  answer: text({ multiline: true }).trim().min(1, 'Please write an answer').max(QUESTION_ANSWER_MAX),
});
export type AnswerQuestion = z.infer<typeof answerQuestionSchema>;

export const questionIdParamsSchema = z.object({ id: z.uuid() });

// Investors --------------------------------------------------------------------------------

export const ADMIN_INVESTOR_SORTS = ['date', 'amount', 'name', 'status'] as const;
export type AdminInvestorSort = (typeof ADMIN_INVESTOR_SORTS)[number];

/** GET /api/v1/admin/projects/{id}/investors (and .csv, which takes only the sort). */
export const adminInvestorsQuerySchema = z.object({
  sort: z.enum(ADMIN_INVESTOR_SORTS).optional(),
  ...paging,
});
export type AdminInvestorsQuery = z.infer<typeof adminInvestorsQuerySchema>;

/** One payment into the business; amounts in major units of `currency`. */
export const adminInvestorSchema = z
  .object({
    payment_id: z.string(),
    user_id: z.string(),
    name: z.string().nullable(),
    email: z.string(),
    currency: z.string(),
    amount: z.number(),
    service_fee: z.number(),
    card_fee: z.number(),
    total: z.number(),
    status: z.enum(PAYMENT_STATUSES),
    created_at: z.string(),
    paid_at: z.string().nullable(),
  })
  .meta({ id: 'AdminInvestor' });
export type AdminInvestor = z.infer<typeof adminInvestorSchema>;

export const adminInvestorListSchema = z.object({
  project_id: z.string(),
  project_name: z.string(),
  investors: z.array(adminInvestorSchema),
  total: z.number().int(),
});
export type AdminInvestorList = z.infer<typeof adminInvestorListSchema>;

// Identity reviews -------------------------------------------------------------------------

/** `pending_review`: a person at the provider must decide; `failed`: the check said no. */
export const IDENTITY_REVIEW_STATES = ['pending_review', 'failed'] as const;
export type IdentityReviewState = (typeof IDENTITY_REVIEW_STATES)[number];
export const ADMIN_IDENTITY_SORTS = ['updated_at', 'name'] as const;

/** GET /api/v1/admin/identity */
export const adminIdentityQuerySchema = z.object({
  state: z.enum(IDENTITY_REVIEW_STATES).optional(),
  sort: z.enum(ADMIN_IDENTITY_SORTS).optional(),
  ...paging,
});
export type AdminIdentityQuery = z.infer<typeof adminIdentityQuerySchema>;

export const adminIdentityReviewSchema = z
  .object({
    user_id: z.string(),
    name: z.string().nullable(),
    email: z.string(),
    state: z.enum(IDENTITY_REVIEW_STATES),
    kyc_status: z.enum(KYC_STATUSES),
    /** The provider's own word for the result (e.g. manual_review, declined). */
    provider_status: z.string().nullable(),
    /** The provider's reason for a failure. */
    reason: z.string().nullable(),
    updated_at: z.string(),
    /** True when an operator can settle it here (sandbox provider, pending review). */
    can_settle: z.boolean(),
  })
  .meta({ id: 'AdminIdentityReview' });
export type AdminIdentityReview = z.infer<typeof adminIdentityReviewSchema>;

export const adminIdentityListSchema = z.object({
  reviews: z.array(adminIdentityReviewSchema),
  total: z.number().int(),
  /** The provider is the sandbox, whose reviews an operator may settle. */
  sandbox: z.boolean(),
});
export type AdminIdentityList = z.infer<typeof adminIdentityListSchema>;

export const IDENTITY_SETTLE_OUTCOMES = ['passed', 'failed'] as const;

/** POST /api/v1/admin/identity/{userId}/settle (sandbox only) */
export const settleIdentitySchema = z
  .object({
    outcome: z.enum(IDENTITY_SETTLE_OUTCOMES),
    reason: z.enum(KYC_FAILURE_REASONS).optional(),
  })
  .refine((body) => body.outcome === 'passed' || body.reason !== undefined, {
    message: 'Please choose the reason for the failure',
    path: ['reason'],
  });
export type SettleIdentity = z.infer<typeof settleIdentitySchema>;

export const userIdParamsSchema = z.object({ userId: z.uuid() });

export const adminIdentitySettledSchema = z.object({
  user_id: z.string(),
  outcome: z.enum(IDENTITY_SETTLE_OUTCOMES),
});
