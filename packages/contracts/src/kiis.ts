import { z } from 'zod';
import { languageQuerySchema } from './projects.js';

/**
 * A key investment information sheet's version (EU 2020/1503 Art. 23): drafted from the business's
 * facts whenever they change, published once an operator approves it.
 */
export const KIIS_STATUSES = ['draft', 'approved'] as const;

/** Publishing's refusal (field `kiis`) while the sheet showing the business's facts is not approved. */
export const KIIS_TO_PUBLISH = 'Approve the key investment information sheet before publishing';
export type KiisStatus = (typeof KIIS_STATUSES)[number];

/** One block of the sheet as the server lays it out: the same content the PDF shows. */
export const kiisBlockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('heading'), text: z.string() }),
  z.object({ kind: z.literal('paragraph'), text: z.string() }),
  z.object({ kind: z.literal('rows'), rows: z.array(z.object({ label: z.string(), value: z.string() })) }),
]);
export type KiisBlock = z.infer<typeof kiisBlockSchema>;

/** GET /api/v1/public/projects/{id}/kiis: the published sheet (or an approved earlier version), in a language. */
export const kiisSheetSchema = z
  .object({
    project_id: z.string(),
    version: z.number().int(),
    status: z.enum(KIIS_STATUSES),
    /** When an operator approved it; null for a draft. */
    approved_at: z.string().nullable(),
    created_at: z.string(),
    title: z.string(),
    intro: z.string(),
    /** The few lines an investor reads before investing: target, minimum, deadline, instrument, fees, reflection period. */
    key_points: z.array(z.object({ label: z.string(), value: z.string() })),
    blocks: z.array(kiisBlockSchema),
  })
  .meta({ id: 'KiisSheet' });
export type KiisSheet = z.infer<typeof kiisSheetSchema>;

/** ?lang=&version= of the public sheet and its PDF; no version: the published (latest approved) one. */
export const kiisQuerySchema = languageQuerySchema.extend({
  version: z.coerce.number().int().positive().max(100_000).optional(),
});

/** One version as the console lists it. */
export const kiisVersionSchema = z.object({
  version: z.number().int(),
  status: z.enum(KIIS_STATUSES),
  /** SHA-256 of the facts the version shows: a change of facts makes a new version. */
  facts_hash: z.string(),
  created_at: z.string(),
  approved_at: z.string().nullable(),
  approved_by: z.string().nullable(),
});

/** GET /api/v1/admin/projects/{id}/kiis: every version, newest first, and the newest as the sheet. */
export const adminKiisSchema = z
  .object({
    /** The version investors see now; null until one is approved. */
    published_version: z.number().int().nullable(),
    versions: z.array(kiisVersionSchema),
    latest: kiisSheetSchema,
  })
  .meta({ id: 'AdminKiis' });
export type AdminKiis = z.infer<typeof adminKiisSchema>;

export const kiisVersionParamsSchema = z.object({
  id: z.string().min(1).max(120),
  version: z.coerce.number().int().positive().max(100_000),
});

/** GET /api/v1/portfolio/me/kiis: the sheets the investor acknowledged, newest first. */
export const kiisAcknowledgmentsSchema = z
  .object({
    acknowledgments: z.array(
      z.object({
        project_id: z.string(),
        project_name: z.string(),
        version: z.number().int(),
        acknowledged_at: z.string(),
      }),
    ),
  })
  .meta({ id: 'KiisAcknowledgments' });
export type KiisAcknowledgments = z.infer<typeof kiisAcknowledgmentsSchema>;
