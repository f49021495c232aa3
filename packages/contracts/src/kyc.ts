/** Normalised identity-verification statuses, spec §4. */
export const KYC_STATUSES = ['passed', 'failed', 'not_started', 'in_progress', 'unknown'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** The normalisation table of spec §4: provider spellings on the left, our status on the right. */
export const KYC_STATUS_TABLE: Readonly<Record<string, KycStatus>> = {
  passed: 'passed',
  approved: 'passed',
  verified: 'passed',
  success: 'passed',
  completed: 'passed',
  failed: 'failed',
  declined: 'failed',
  rejected: 'failed',
  not_passed: 'failed',
  not_approved: 'failed',
  not_verified: 'failed',
  canceled: 'failed',
  expired: 'failed',
  not_started: 'not_started',
  in_progress: 'in_progress',
  pending: 'in_progress',
  manual_review: 'in_progress',
  retry_required: 'in_progress',
};

export function normalizeKycStatus(raw: unknown): KycStatus {
  if (typeof raw !== 'string') return 'unknown';
  return KYC_STATUS_TABLE[raw.trim().toLowerCase()] ?? 'unknown';
}

/** Profile badge values (spec §4). */
export const VERIFICATION_BADGES = ['verified', 'pending', 'not_verified'] as const;
export type VerificationBadge = (typeof VERIFICATION_BADGES)[number];

export function verificationBadgeOf(status: KycStatus): VerificationBadge {
  if (status === 'passed') return 'verified';
  if (status === 'in_progress') return 'pending';
  return 'not_verified';
}
