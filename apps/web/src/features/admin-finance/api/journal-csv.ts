import { FINANCE_API } from './keys';

/** GET /api/v1/admin/finance/journal.csv?from=&to= (UTC days, both included): every ledger entry. */
export function journalCsvPath(from: string, to: string): string {
  return `${FINANCE_API}/journal.csv?${new URLSearchParams({ from, to })}`;
}
