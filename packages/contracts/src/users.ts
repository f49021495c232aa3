import { z } from 'zod';
import { investorTypeSchema, kycStatusSchema, languageSchema, onboardingStatusSchema } from './enum-schemas.js';

export const USER_ROLES = ['investor', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The signed-in user as the API returns it (spec §3 "User / profile"). */
export const userSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    phone: z.string().nullable(),
    location: z.string().nullable(),
    /** YYYY-MM-DD */
    date_of_birth: z.string().nullable(),
    language: languageSchema,
    onboarding_status: onboardingStatusSchema,
    investor_type: investorTypeSchema.nullable(),
    /** Normalised identity-verification status (spec §4). */
    verification_status: kycStatusSchema,
    role: z.enum(USER_ROLES),
    created_at: z.string(),
    /** Only for a demo account (/demo, issue 16): when it and its data are removed; null otherwise. */
    demo_expires_at: z.string().nullable().optional(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;
