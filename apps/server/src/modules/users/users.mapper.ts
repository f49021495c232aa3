import {
  normalizeKycStatus,
  normalizeLanguage,
  type InvestorType,
  type OnboardingStatus,
  type User,
  type UserRole,
} from '@grove/contracts';
import type { UserRow } from './users.repository.js';

/** The API's view of a user: never the password hash, token version or Google subject. */
export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    location: row.location,
    date_of_birth: row.dateOfBirth,
    language: normalizeLanguage(row.language),
    onboarding_status: row.onboardingStatus as OnboardingStatus,
    investor_type: (row.investorType as InvestorType | null) ?? null,
    verification_status: normalizeKycStatus(row.kycStatus),
    role: row.role as UserRole,
    created_at: row.createdAt.toISOString(),
    demo_expires_at: row.demoExpiresAt?.toISOString() ?? null,
  };
}
