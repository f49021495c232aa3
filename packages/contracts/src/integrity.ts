import { z } from 'zod';

/** GET /api/v1/admin/integrity: the money invariants checked now, each with what breaks it. */
export const moneyIntegritySchema = z
  .object({
    checked_at: z.string(),
    ok: z.boolean(),
    invariants: z.array(
      z.object({
        id: z.string(),
        rule: z.string(),
        /** How many rows break it (at most the first 20 are listed in `violations`). */
        violations: z.number().int(),
      }),
    ),
    violations: z.array(z.object({ invariant: z.string(), detail: z.record(z.string(), z.unknown()) })),
  })
  .meta({ id: 'MoneyIntegrity' });
export type MoneyIntegrity = z.infer<typeof moneyIntegritySchema>;
