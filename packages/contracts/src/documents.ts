import { z } from 'zod';
import { languageQuerySchema } from './projects.js';

/** GET /api/v1/portfolio/me/statements: the years an investor has a statement for, newest first. */
export const statementYearsSchema = z
  .object({
    statements: z.array(
      z.object({
        year: z.number().int(),
        /** The year is not over: its statement runs to the moment it is made. */
        to_date: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'StatementYears' });
export type StatementYears = z.infer<typeof statementYearsSchema>;

export const STATEMENT_FORMATS = ['pdf', 'csv'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** GET /api/v1/portfolio/me/statements/{year}?format=pdf|csv&lang= */
export const statementQuerySchema = languageQuerySchema.extend({
  format: z.enum(STATEMENT_FORMATS).default('pdf'),
});
export const statementParamsSchema = z.object({ year: z.coerce.number().int().min(2000).max(9999) });
