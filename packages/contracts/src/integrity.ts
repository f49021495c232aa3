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
    /**
     * Provider events refused because they did not match what we know (another amount, currency
     * or checkout, a partial refund, a charge we cannot find): nothing moved; an operator settles
     * each with the provider. The oldest 20 unresolved, and how many there are.
     */
    anomalies: z.object({
      open: z.number().int(),
      oldest: z.array(
        z.object({
          event_id: z.string(),
          event_type: z.string(),
          kind: z.string(),
          payment_id: z.string().nullable(),
          detail: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
          created_at: z.string(),
        }),
      ),
    }),
  })
  .meta({ id: 'MoneyIntegrity' });
export type MoneyIntegrity = z.infer<typeof moneyIntegritySchema>;
