import { USER_SCOPE } from '@/lib/query-keys';

/** The signed-in user's payments; signing out drops them with the rest of USER_SCOPE. */
export const PAYMENTS_SCOPE = [USER_SCOPE, 'payments'] as const;

export const paymentKeys = {
  terms: (projectId: string) => [...PAYMENTS_SCOPE, 'terms', projectId] as const,
  payment: (id: string) => [...PAYMENTS_SCOPE, 'payment', id] as const,
  project: (projectId: string, language: string) => [...PAYMENTS_SCOPE, 'project', projectId, language] as const,
};
