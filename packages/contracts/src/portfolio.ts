import { z } from 'zod';
import { paymentStatusSchema } from './payments.js';
import { receivedPayoutSchema } from './payouts.js';
import { projectSchema } from './projects.js';
import { walletBalanceSchema } from './wallet.js';

/**
 * One investment in the portfolio (spec §3): a payment from its application on. Amounts in
 * major units of `currency`; `expected_return` is the contract minimum the amount returns.
 */
export const portfolioItemSchema = z.object({
  id: z.string(),
  project: projectSchema,
  amount_invested: z.number(),
  currency: z.string(),
  invested_at: z.string(),
  expected_return: z.number(),
  status: paymentStatusSchema,
  /** The payment (application) id: the progress page's `paymentId`. */
  application_id: z.string(),
  /** What a cancellation refunds: the amount and its fees. */
  refund_amount: z.number(),
  cancel_deadline: z.string().nullable(),
  can_cancel: z.boolean(),
  method: z.enum(['card', 'wallet']),
  /** Whether its confirmation (or its cancellation's) can be downloaded as a PDF. */
  has_confirmation: z.boolean(),
  /** The sum of this investment's payout shares so far. */
  payouts_received: z.number(),
  /** Each payout's share, oldest first. */
  payouts: z.array(receivedPayoutSchema),
  /**
   * What was (or is being) given back when the investment was refunded: then it no longer
   * counts as an investment and its expected return does not apply. Null otherwise.
   */
  refund: z
    .object({
      /** What goes back: the amount and its fees. */
      amount: z.number(),
      /** When the refund was asked for, and when it settled (null while under way). */
      requested_at: z.string(),
      refunded_at: z.string().nullable(),
      /** Why: canceled_by_user, round_refunded, late_payment_round_full, refunded_at_provider, dispute_lost, ... */
      reason: z.string().nullable(),
    })
    .nullable(),
});

/**
 * A payment started and not finished (checkout open, declined card, 3-D Secure left half-way,
 * identity check pending): not an investment. It holds its amount of the round until
 * `reservation_expires_at`; the investor may resume it or discard it.
 */
export const unfinishedPaymentSchema = z.object({
  /** The payment id. */
  id: z.string(),
  project: projectSchema,
  /** Major units of `currency`: the amount and what the checkout charges with fees. */
  amount: z.number(),
  total: z.number(),
  currency: z.string(),
  status: paymentStatusSchema,
  created_at: z.string(),
  /** Until when its amount is held (null before the checkout opens). */
  reservation_expires_at: z.string().nullable(),
  /** The provider's open checkout to come back to; null when there is none to resume. */
  checkout_url: z.string().nullable(),
  /** The last card's decline, when the checkout stayed open for another card. */
  failure_reason: z.string().nullable(),
  /** False while the provider is processing it (e.g. waiting for the bank's 3-D Secure answer). */
  can_discard: z.boolean(),
  method: z.enum(['card', 'wallet']),
});
export type UnfinishedPayment = z.infer<typeof unfinishedPaymentSchema>;

/** GET /api/v1/portfolio/me */
export const portfolioResponseSchema = z
  .object({
    /** Investments: paid ones, and the ones refunded (which carry `refund`). */
    items: z.array(portfolioItemSchema),
    /** Payments not finished: never investments, never in the totals. */
    unfinished: z.array(unfinishedPaymentSchema),
    /** How many investments hold money (refunded and unfinished ones excluded). */
    investment_count: z.number().int(),
    favorites: z.array(projectSchema),
    total_invested: z.number(),
    /** Every payout share received, in `currency`. */
    total_received: z.number(),
    currency: z.string(),
    /** The wallet's balance per currency. */
    wallet: z.array(walletBalanceSchema),
  })
  .meta({ id: 'Portfolio' });
export type Portfolio = z.infer<typeof portfolioResponseSchema>;

export const favoriteResponseSchema = z.object({ project_id: z.string(), favorite: z.boolean() });

/** What an entry of the updates feed is: a business's update, an answer to a question, a payout. */
export const FEED_ITEM_KINDS = ['update', 'answer', 'payout'] as const;
export type FeedItemKind = (typeof FEED_ITEM_KINDS)[number];

/** The feed's page size: 20 unless asked, never more than 50. */
export const FEED_PAGE_SIZE = 20;
export const FEED_MAX_PAGE_SIZE = 50;

/** GET /api/v1/portfolio/me/feed: `cursor` is the previous page's `next_cursor`. */
export const feedQuerySchema = z.object({
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be a next_cursor from the previous page')
    .optional(),
  limit: z.coerce.number().int().min(1).max(FEED_MAX_PAGE_SIZE).default(FEED_PAGE_SIZE),
  lang: z.string().max(10).optional(),
});
export type FeedQuery = z.input<typeof feedQuerySchema>;

export const feedItemSchema = z.object({
  /** The kind and the id of what it is (unique in the feed). */
  id: z.string(),
  kind: z.enum(FEED_ITEM_KINDS),
  /** When it happened: published, answered or paid. */
  at: z.string(),
  project: z.object({ id: z.string(), name: z.string(), image: z.string().nullable() }),
  /** An update's title and text; an answer's question and answer; null for a payout. */
  title: z.string().nullable(),
  body: z.string().nullable(),
  /** The language an answer's question and answer are written in (an update follows `lang`). */
  language: z.string().nullable(),
  /** A payout's amount (major units of `currency`) and the period it pays for; null otherwise. */
  amount: z.number().nullable(),
  currency: z.string().nullable(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
});
export type FeedItem = z.infer<typeof feedItemSchema>;

/**
 * The updates, answers and payouts of the businesses the investor saved or invested in, newest
 * first; `next_cursor` is null on the last page.
 */
export const feedPageSchema = z
  .object({ items: z.array(feedItemSchema), next_cursor: z.string().nullable() })
  .meta({ id: 'PortfolioFeed' });
export type FeedPage = z.infer<typeof feedPageSchema>;
