import { z } from 'zod';
import { BUSINESS_STATUSES, LISTED_STATUSES } from './business-status.js';
import { KYC_STATUSES } from './kyc.js';
import { LANGUAGES } from './languages.js';
import { INVESTOR_TYPES, ONBOARDING_STATUSES } from './onboarding.js';

// zod schemas of the enums live apart from the enums themselves, so code that only
// needs a constant or a normaliser (the web app's first page) does not pull in zod.
export const languageSchema = z.enum(LANGUAGES);
export const businessStatusSchema = z.enum(BUSINESS_STATUSES);
export const listedStatusSchema = z.enum(LISTED_STATUSES);
export const kycStatusSchema = z.enum(KYC_STATUSES);
export const onboardingStatusSchema = z.enum(ONBOARDING_STATUSES);
export const investorTypeSchema = z.enum(INVESTOR_TYPES);
