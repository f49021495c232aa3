import { z } from 'zod';
import { ADMIN_PROJECT_STATUSES } from './admin-projects.js';

/**
 * A business's team on the platform (issue 26): the people who raise and report for it. An
 * owner does everything, including the team and money (revenue reports); an editor edits the
 * campaign and talks to investors.
 */
export const BUSINESS_MEMBER_ROLES = ['owner', 'editor'] as const;
export type BusinessMemberRole = (typeof BUSINESS_MEMBER_ROLES)[number];

/** One business the caller is a member of, as the founder's portal lists it. Amounts in major units. */
export const founderBusinessSchema = z.object({
  id: z.string(),
  /** In the caller's language (English when that text is missing). */
  name: z.string(),
  status: z.enum(ADMIN_PROJECT_STATUSES),
  role: z.enum(BUSINESS_MEMBER_ROLES),
  currency: z.string(),
  target: z.number(),
  raised: z.number(),
  investor_count: z.number().int(),
  published_at: z.string().nullable(),
  funding_end: z.string().nullable(),
});
export type FounderBusiness = z.infer<typeof founderBusinessSchema>;

/** GET /api/v1/founder/businesses */
export const founderBusinessListSchema = z
  .object({ businesses: z.array(founderBusinessSchema) })
  .meta({ id: 'FounderBusinessList' });
export type FounderBusinessList = z.infer<typeof founderBusinessListSchema>;
