import { z } from 'zod';

/** GET/POST /api/v1/dev/clock: the platform clock (outside production only). */
export const devClockSchema = z
  .object({
    /** The platform's time now. */
    now: z.string(),
    /** How far it runs ahead of the wall clock. */
    offset_ms: z.number().int(),
  })
  .meta({ id: 'DevClock' });
export type DevClock = z.infer<typeof devClockSchema>;

/** POST /api/v1/dev/clock: move the platform clock forward by days or minutes (one of them). */
export const devClockAdvanceSchema = z
  .object({
    advance_days: z.number().int().min(1).max(3650).optional(),
    advance_minutes: z
      .number()
      .int()
      .min(1)
      .max(3650 * 24 * 60)
      .optional(),
  })
  .refine((value) => (value.advance_days === undefined) !== (value.advance_minutes === undefined), {
    message: 'Give advance_days or advance_minutes (one of them)',
  });
export type DevClockAdvance = z.infer<typeof devClockAdvanceSchema>;

/** What the sandbox provider's dashboard did (POST /api/v1/dev/sandbox/payments/{id}/…). */
export const sandboxDashboardResultSchema = z.object({ done: z.boolean() }).meta({ id: 'SandboxDashboardResult' });

export const sandboxDisputeCloseSchema = z.object({ outcome: z.enum(['won', 'lost']) });
