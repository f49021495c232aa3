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
  /** The sum of this investment's payout shares so far. */
  payouts_received: z.number(),
  /** Each payout's share, oldest first. */
  payouts: z.array(receivedPayoutSchema),
});

/** GET /api/v1/portfolio/me */
export const portfolioResponseSchema = z
  .object({
    items: z.array(portfolioItemSchema),
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
