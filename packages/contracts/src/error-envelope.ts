import { z } from 'zod';
import { STEP_UP_METHODS } from './second-factor-methods.js';

/** Every error answer of the API has this shape. A 5xx never carries internals in `detail`. */
export const errorEnvelopeSchema = z
  .object({
    /** English text; the client shows it when it has no translation for `code`. */
    detail: z.string(),
    code: z.string(),
    requestId: z.string(),
    /** For invalid input: each offending field with its own message and code. */
    fields: z.array(z.object({ path: z.string(), message: z.string(), code: z.string() })).optional(),
    /** For 403 STEP_UP_REQUIRED: how the step-up can be given (POST /auth/step-up); empty: sign in again. */
    methods: z.array(z.enum(STEP_UP_METHODS)).optional(),
  })
  .meta({ id: 'ErrorEnvelope' });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
