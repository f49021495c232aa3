import type { AdminIdentityQuery, AdminInvestorsQuery, AdminQuestionsQuery } from '@grove/contracts';
import { USER_SCOPE } from '@/lib/query-keys';

/** The console's people pages; under USER_SCOPE, so signing out drops them. */
export const ADMIN_PEOPLE_SCOPE = [USER_SCOPE, 'admin-people'] as const;

export const adminPeopleKeys = {
  questions: (query: AdminQuestionsQuery, language: string) =>
    [...ADMIN_PEOPLE_SCOPE, 'questions', query, language] as const,
  allQuestions: () => [...ADMIN_PEOPLE_SCOPE, 'questions'] as const,
  investors: (projectId: string, query: AdminInvestorsQuery, language: string) =>
    [...ADMIN_PEOPLE_SCOPE, 'investors', projectId, query, language] as const,
  identity: (query: AdminIdentityQuery) => [...ADMIN_PEOPLE_SCOPE, 'identity', query] as const,
  allIdentity: () => [...ADMIN_PEOPLE_SCOPE, 'identity'] as const,
};

/** `{a: 1, b: undefined}` → `?a=1`. */
export function queryString(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
