import { z } from 'zod';
import { investorTypeSchema } from './enum-schemas.js';
import { advisedMaxMinor, DEFAULT_ADVISED_SHARE_BP } from './investment-limits.js';
import { isExactMajor, percentOfMinorFloor } from './money.js';
import { text } from './text.js';
import { userSchema } from './users.js';

/** Spec §8. */
export const INCORRECT_ANSWER_MESSAGE = 'Incorrect answer. Please try again.';

/** Spec §6: the sophisticated-investor criteria, any one of which qualifies by default. */
export const SOPHISTICATED_CRITERIA = [
  'income_or_portfolio',
  'professional_experience',
  'executive_role',
  'frequent_transactions',
] as const;
export type SophisticatedCriterion = (typeof SOPHISTICATED_CRITERIA)[number];

/** A sophisticated-investor declaration is asked again after two years (PRODUCT.md decision 10). */
export const DECLARATION_VALID_DAYS = 730;

/** PRODUCT.md decision 11: the amount one can afford to lose is 10 % of the loss-bearing capacity. */
export const AFFORDABLE_LOSS_SHARE_BP = 1000;

/** GET /api/v1/onboarding/quiz?lang= : the questions (never their answers) in the request's language. */
export const quizResponseSchema = z
  .object({
    questions: z.array(
      z.object({
        id: z.string(),
        text: z.string(),
        options: z.array(z.object({ id: z.string(), text: z.string() })),
      }),
    ),
    criteria: z.array(z.object({ id: z.enum(SOPHISTICATED_CRITERIA), text: z.string() })),
    /** How many criteria a sophisticated investor must meet (1 by default, 2 under the EU rule). */
    criteria_required: z.number().int(),
    currency: z.string(),
    /** The share of liquid assets advised as the most per investment, in basis points (configuration). */
    advised_share_bp: z.number().int(),
  })
  .meta({ id: 'Quiz' });
export type Quiz = z.infer<typeof quizResponseSchema>;

/** POST /api/v1/onboarding/quiz/check: is this answer right? */
export const quizCheckRequestSchema = z.object({ question_id: text().max(64), option_id: text().max(64) });
export const quizCheckResponseSchema = z.object({ correct: z.boolean() });

/** The currency the quiz's finances are declared in. */
export const FINANCES_CURRENCY = 'USD';
export const AMOUNT_PRECISION_MESSAGE = 'Please enter amounts in whole cents (at most 2 decimals)';

const amount = z
  .number()
  .min(0)
  .max(1_000_000_000_000)
  .refine((value) => isExactMajor(value, FINANCES_CURRENCY), AMOUNT_PRECISION_MESSAGE);

/** The loss-bearing estimate's inputs, in major units. */
export const financesSchema = z.object({
  net_annual_income: amount,
  liquid_assets: amount,
  annual_commitments: amount,
});
export type Finances = z.infer<typeof financesSchema>;

/** POST /api/v1/onboarding/quiz/submit: everything the flow collected. */
export const quizSubmitRequestSchema = z
  .object({
    investor_type: investorTypeSchema,
    criteria: z.array(z.enum(SOPHISTICATED_CRITERIA)).max(SOPHISTICATED_CRITERIA.length).default([]),
    answers: z.array(quizCheckRequestSchema).min(1).max(50),
    finances: financesSchema,
    consent: z.literal(true, { error: 'Please confirm that you understand the risks' }),
  })
  .meta({ id: 'QuizSubmission' });
export type QuizSubmission = z.input<typeof quizSubmitRequestSchema>;

export const lossBearingSchema = z.object({
  /** net annual income + liquid assets − annual commitments, never below zero. */
  capacity: z.number(),
  /** 10 % of the capacity: what the investor could afford to lose. */
  affordable_loss: z.number(),
  /**
   * The one advised maximum per investment, shown in the quiz and on the payment page: the advised
   * share of liquid assets (the spec's 10 %), never above the affordable loss.
   */
  advised_max_investment: z.number(),
  currency: z.string(),
});
export type LossBearing = z.infer<typeof lossBearingSchema>;

export const quizSubmitResponseSchema = z.object({ user: userSchema, loss_bearing: lossBearingSchema });

/** Loss-bearing estimate (PRODUCT.md decision 11) and the advised maximum, in minor units. */
export function lossBearingMinor(
  finances: { income: number; liquid: number; commitments: number },
  advisedShareBp: number = DEFAULT_ADVISED_SHARE_BP,
) {
  const capacity = Math.max(0, finances.income + finances.liquid - finances.commitments);
  const affordableLoss = percentOfMinorFloor(capacity, AFFORDABLE_LOSS_SHARE_BP);
  return {
    capacity,
    affordableLoss,
    advisedMaxInvestment: advisedMaxMinor(
      { liquidMinor: finances.liquid, affordableLossMinor: affordableLoss },
      advisedShareBp,
    ),
  };
}
