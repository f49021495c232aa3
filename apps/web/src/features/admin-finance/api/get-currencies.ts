import type { financeCurrenciesSchema } from '@grove/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { FINANCE_API, financeKeys } from './keys';

export type FinanceCurrencies = z.infer<typeof financeCurrenciesSchema>;

/** GET /api/v1/admin/finance/currencies: the currencies the ledger holds. */
export function getFinanceCurrencies(): Promise<FinanceCurrencies> {
  return api<FinanceCurrencies>(`${FINANCE_API}/currencies`);
}

export const financeCurrenciesQueryOptions = () =>
  queryOptions({ queryKey: financeKeys.currencies(), queryFn: getFinanceCurrencies, staleTime: 60_000 });

export function useFinanceCurrencies() {
  return useQuery(financeCurrenciesQueryOptions());
}
