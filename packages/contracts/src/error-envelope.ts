import { z } from 'zod';

/** Every error answer of the API has this shape. A 5xx never carries internals in `detail`. */
export const errorEnvelopeSchema = z
  .object({
    /** English text; the client shows it when it has no translation for `code`. */
    detail: z.string(),
    code: z.string(),
    requestId: z.string(),
    /** For invalid input: each offending field with its own message and code. */
    fields: z.array(z.object({ path: z.string(), message: z.string(), code: z.string() })).optional(),
  })
  .meta({ id: 'ErrorEnvelope' });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
