import { z } from 'zod';
import { projectSchema } from './projects.js';

/** One investment in the portfolio (spec §3): filled once investing lands. */
export const portfolioItemSchema = z.object({
  id: z.string(),
  project: projectSchema,
  amount_invested: z.number(),
  currency: z.string(),
  invested_at: z.string(),
  expected_return: z.number(),
  status: z.string(),
  application_id: z.string(),
});

/** GET /api/v1/portfolio/me */
export const portfolioResponseSchema = z
  .object({
    items: z.array(portfolioItemSchema),
    favorites: z.array(projectSchema),
    total_invested: z.number(),
    currency: z.string(),
  })
  .meta({ id: 'Portfolio' });
export type Portfolio = z.infer<typeof portfolioResponseSchema>;

export const favoriteResponseSchema = z.object({ project_id: z.string(), favorite: z.boolean() });
