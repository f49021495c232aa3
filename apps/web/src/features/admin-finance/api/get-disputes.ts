import type { FinanceDisputes } from '@grove/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { FINANCE_API, financeKeys } from './keys';

/** GET /api/v1/admin/finance/disputes: chargebacks not yet decided, the earliest deadline first. */
export function getFinanceDisputes(): Promise<FinanceDisputes> {
  return api<FinanceDisputes>(`${FINANCE_API}/disputes`);
}

export const financeDisputesQueryOptions = () =>
  queryOptions({ queryKey: financeKeys.disputes(), queryFn: getFinanceDisputes });

export function useFinanceDisputes() {
  return useQuery(financeDisputesQueryOptions());
}
