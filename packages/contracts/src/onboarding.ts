/** `not_passed` forces the risk quiz (spec §2, §3). */
export const ONBOARDING_STATUSES = ['not_passed', 'passed'] as const;
export type OnboardingStatus = (typeof ONBOARDING_STATUSES)[number];

export const INVESTOR_TYPES = ['non_sophisticated_investor', 'sophisticated_investor'] as const;
export type InvestorType = (typeof INVESTOR_TYPES)[number];
