import type { Language, StatementFormat, StatementYears } from '@grove/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PORTFOLIO_SCOPE } from '@/lib/portfolio';

/** GET /api/v1/portfolio/me/statements: the years with a statement, this year (to date) first. */
export function fetchStatements(signal?: AbortSignal): Promise<StatementYears> {
  return api<StatementYears>('/api/v1/portfolio/me/statements', { signal });
}

export function statementsQueryOptions() {
  return queryOptions({
    // Under the portfolio's scope: investing or a payout refreshes it too.
    queryKey: [...PORTFOLIO_SCOPE, 'statements'] as const,
    queryFn: ({ signal }) => fetchStatements(signal),
  });
}

export function useStatements() {
  return useQuery(statementsQueryOptions());
}

/** GET /api/v1/portfolio/me/statements/{year}?format=&lang=: the statement, fetched with the session. */
export function statementPath(year: number, format: StatementFormat, language: Language): string {
  return `/api/v1/portfolio/me/statements/${year}?${new URLSearchParams({ format, lang: language })}`;
}
