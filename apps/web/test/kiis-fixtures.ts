import type { AdminKiis, KiisSheet } from '@grove/contracts';

/** A business's sheet as the server answers it (English), version `version`. */
export function makeKiisSheet(overrides: Partial<KiisSheet> = {}): KiisSheet {
  return {
    project_id: 'cafe',
    version: 1,
    status: 'approved',
    approved_at: '2026-01-05T10:00:00.000Z',
    created_at: '2026-01-05T09:00:00.000Z',
    title: 'Key investment information sheet',
    intro: 'Open Café · version 1. This sheet sums up the offer so you can decide whether to invest.',
    key_points: [
      { label: 'Target', value: '$100,000.00' },
      { label: 'Amounts', value: 'from $100.00 to $50,000.00, in steps of $100.00' },
      { label: 'If the minimum is not reached', value: 'Everyone is refunded in full, fees included' },
      { label: 'Reflection period', value: '4 calendar days after you pay' },
    ],
    blocks: [
      { kind: 'heading', text: 'Part A. The project owner and the project' },
      { kind: 'rows', rows: [{ label: 'Project owner', value: 'Open Café' }] },
      { kind: 'paragraph', text: 'Complaints: write to support@grove.example.' },
    ],
    ...overrides,
  };
}

/** The console's view of a sheet: `sheet` as the newest version, `published` what investors see. */
export function makeAdminKiis(sheet: KiisSheet = makeKiisSheet(), published: number | null = 1): AdminKiis {
  return {
    published_version: published,
    versions: [
      {
        version: sheet.version,
        status: sheet.status,
        facts_hash: 'a'.repeat(64),
        created_at: sheet.created_at,
        approved_at: sheet.approved_at,
        approved_by: null,
      },
    ],
    latest: sheet,
  };
}
