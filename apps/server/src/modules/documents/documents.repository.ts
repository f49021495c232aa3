import { sql } from 'drizzle-orm';
import type { PaymentMethod, PaymentStatus } from '@grove/contracts';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import type { Localized } from '../../db/schema/projects.js';

/** One investor's payment with what its confirmation needs: the business's terms, the investor, how it ended. */
export interface ConfirmationRow {
  id: string;
  status: PaymentStatus;
  method: PaymentMethod;
  currency: string;
  amountMinor: number;
  serviceFeeMinor: number;
  serviceFeeBp: number;
  cardFeeMinor: number;
  cardFeeBp: number;
  totalMinor: number;
  paidAt: Date | null;
  cancelDeadline: Date | null;
  failureReason: string | null;
  projectId: string;
  projectName: Localized;
  payoutFormat: Localized;
  structure: Localized;
  expectedReturnBp: number;
  annualYieldBp: number;
  termMonths: number;
  investorName: string | null;
  investorEmail: string;
  /** When the money left the investment (into refunding or refunded from succeeded). */
  endedAt: Date | null;
}

export async function findConfirmationRow(
  db: Executor,
  userId: string,
  paymentId: string,
): Promise<ConfirmationRow | null> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select p.id, p.status, p.method, p.currency, p.amount_minor, p.service_fee_minor, p.service_fee_bp,
             p.card_fee_minor, p.card_fee_bp, p.total_minor, p.paid_at, p.cancel_deadline, p.failure_reason,
             pr.id as project_id, pr.name as project_name, pr.payout_format, pr.investment_structure,
             pr.expected_return_bp, pr.annual_yield_bp, pr.investment_term_months,
             coalesce(u.verified_name, u.name) as investor_name, u.email as investor_email,
             ended.created_at as ended_at
      from payments p
      join projects pr on pr.id = p.project_id
      join users u on u.id = p.user_id
      left join lateral (
        select e.created_at from payment_events e
        where e.payment_id = p.id and e.from_status = 'succeeded' and e.to_status in ('refunding', 'refunded')
        order by e.id limit 1
      ) ended on true
      where p.id = ${paymentId} and p.user_id = ${userId}`),
  );
  const row = rows[0];
  if (!row) return null;
  const date = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));
  return {
    id: String(row.id),
    status: row.status as PaymentStatus,
    method: row.method as PaymentMethod,
    currency: String(row.currency),
    amountMinor: Number(row.amount_minor),
    serviceFeeMinor: Number(row.service_fee_minor),
    serviceFeeBp: Number(row.service_fee_bp),
    cardFeeMinor: Number(row.card_fee_minor),
    cardFeeBp: Number(row.card_fee_bp),
    totalMinor: Number(row.total_minor),
    paidAt: date(row.paid_at),
    cancelDeadline: date(row.cancel_deadline),
    failureReason: (row.failure_reason as string | null) ?? null,
    projectId: String(row.project_id),
    projectName: row.project_name as Localized,
    payoutFormat: row.payout_format as Localized,
    structure: row.investment_structure as Localized,
    expectedReturnBp: Number(row.expected_return_bp),
    annualYieldBp: Number(row.annual_yield_bp),
    termMonths: Number(row.investment_term_months),
    investorName: (row.investor_name as string | null) ?? null,
    investorEmail: String(row.investor_email),
    endedAt: date(row.ended_at),
  };
}
