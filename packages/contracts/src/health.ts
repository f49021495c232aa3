import { z } from 'zod';

export const healthSchema = z.object({ status: z.literal('ok') });
export const readinessSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
  /** Where file bytes live: the data folder, or the bucket of FILE_STORAGE=s3. */
  storage: z.enum(['ok', 'unavailable']),
});
export type Readiness = z.infer<typeof readinessSchema>;
